"""``python -m tests.fuzz.compare REF [ACTIONS] [--rounds N] [--engine sve] [--bench]``: engine speed of
a git ref against this checkout, side by side in one run.

The machine is shared and noisy, so figures are only compared within one run: the ``engine/`` and
``tests/fuzz/`` trees of ``REF`` are exported to a temporary directory, and rounds alternate between the
two checkouts (each round a fresh process per side, the order flipped every round). Each side plays the
same seeded random actions through the public API with the fuzz driver, invariant checks off
(:func:`tests.fuzz.harness.run` with ``check_state=False, check_cards=False``), and reports actions per
CPU second. The table gives the median and best of each side and the median of the per-round ratios.
With ``--bench``, each side runs this checkout's ``tools/bench/engine_rate.py`` (the figure ``make bench``
reports: random SVE actions per engine CPU second) for ``ACTIONS`` milliseconds of engine time instead.
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SEEDS = (100, 101, 102, 103)


def measure(engine: str, actions: int) -> tuple[float, float]:
    """Actions per CPU second and per wall second of this checkout (run inside a child process)."""
    from tests.fuzz.__main__ import DRIVERS
    from tests.fuzz.harness import run

    driver = next(make() for make in DRIVERS if make.name == engine)
    run(driver, 99, 50, check_state=False, check_cards=False)  # imports, card pool: not timed
    cpu, wall, done = time.process_time(), time.perf_counter(), 0
    for seed in SEEDS:
        report = run(
            driver, seed, actions // len(SEEDS), check_state=False, check_cards=False, max_findings=10**9
        )
        done += report.actions
    return done / (time.process_time() - cpu), done / (time.perf_counter() - wall)


def _export(ref: str, into: Path) -> None:
    archive = subprocess.run(
        ["git", "archive", "--format=tar", ref, "engine", "tests/__init__.py", "tests/fuzz"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")


def _child(tree: Path, engine: str, actions: int, bench: bool = False) -> tuple[float, float]:
    if bench:
        rate = ROOT / "tools" / "bench" / "engine_rate.py"
        # The engine is imported from ``tree`` before engine_rate.py runs: engine_rate.py puts this checkout
        # first on the path, which would otherwise make both sides measure this checkout's engine.
        code = (
            f"import json, runpy, sys; sys.argv = ['engine_rate', '--seconds', '{actions / 1000}']; "
            f"sys.path.insert(0, {str(tree)!r}); import engine.core, engine.sve; "
            f"m = runpy.run_path({str(rate)!r}); "
            "r = m['measure'](float(sys.argv[2])); print(r['actions_per_s'], r['actions_per_s'], engine.__file__)"
        )
    else:
        code = (
            "import sys, engine; from tests.fuzz.compare import measure; "
            f"print(*measure({engine!r}, {actions}), engine.__file__)"
        )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tree,
        env={**os.environ, "PYTHONPATH": str(tree)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    if not Path(out[2]).resolve().is_relative_to(tree.resolve()):
        raise RuntimeError(f"measured the engine at {out[2]}, not the one in {tree}")
    return float(out[0]), float(out[1])


def main(argv: list[str] | None = None) -> int:
    """Print the side-by-side table."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.compare", description=__doc__)
    parser.add_argument("ref", help="git ref to compare against (e.g. int, HEAD~3)")
    parser.add_argument("actions", nargs="?", type=int, default=4000, help="actions per round and side")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--engine", default="sve", choices=("sve", "foh", "umafan"))
    parser.add_argument(
        "--bench", action="store_true", help="measure with tools/bench/engine_rate.py (ACTIONS = engine ms)"
    )
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="fuzz-compare-") as tmp:
        before = Path(tmp)
        _export(args.ref, before)
        if not (before / "tests" / "fuzz" / "compare.py").exists():  # an older ref: lend it this measurer
            (before / "tests" / "fuzz" / "compare.py").write_text(Path(__file__).read_text())
        sides = {args.ref: before, "this checkout": ROOT}
        results: dict[str, list[tuple[float, float]]] = {name: [] for name in sides}
        for r in range(args.rounds):
            order = list(sides.items())
            for name, tree in order if r % 2 == 0 else order[::-1]:
                results[name].append(_child(tree, args.engine, args.actions, args.bench))
    what = (
        f"engine_rate.py, {args.actions / 1000:g} s of engine CPU"
        if args.bench
        else f"{args.engine}: {args.actions:,} random actions"
    )
    print(f"{what} per round, {args.rounds} rounds, actions per CPU second")
    for name, values in results.items():
        cpu = [v[0] for v in values]
        print(f"  {name:14} median {statistics.median(cpu):9,.0f}   best {max(cpu):9,.0f}")
    ratios = [a[0] / b[0] for a, b in zip(results["this checkout"], results[args.ref], strict=True)]
    print(
        f"  ratio (this checkout / {args.ref}): median {statistics.median(ratios):.2f}x, "
        f"range {min(ratios):.2f}-{max(ratios):.2f}x"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
