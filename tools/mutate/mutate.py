"""Run mutmut over the engine (or one part of it) and print the kill rate per module.

Usage (from the repository root, inside the project's venv; ``make mutate`` does this)::

    python tools/mutate/mutate.py [MODULE] [--jobs N] [--report-only] [--survivors]

MODULE is a folder or file under ``engine/`` (``engine/foh``, ``engine/foh/game.py``); without it the
whole engine is measured. mutmut's own configuration is ``[tool.mutmut]`` in pyproject.toml; results
are kept in ``mutants/`` (git-ignored), so a second run only re-tests what changed. See docs/mutation.md.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# mutmut's exit-code meaning (mutmut.stats.status_by_exit_code, restated so the report needs no import).
STATUS = {
    1: "killed",
    3: "killed",
    0: "survived",
    5: "no tests",
    33: "no tests",
    34: "skipped",
    35: "suspicious",
    36: "timeout",
    37: "caught by type check",
    -24: "timeout",
    24: "timeout",
    152: "timeout",
    255: "timeout",
    -11: "segfault",
    -9: "segfault",
    2: "interrupted",
}
# A mutant counts as killed when a test failed, timed out or crashed with it on.
KILLED = {"killed", "timeout", "segfault", "caught by type check"}

# A survivor whose only change is inside the message of a raised error (the text a person reads, never
# the machine-readable reason) cannot change what a scenario observes: counted apart, see docs/mutation.md.
_RAISE_LINE = re.compile(r"^\s*(raise\s+[\w.]+\(|[rf]?\"|[rf]?')")
_STRING = re.compile(r"""[rbfu]*("([^"\\]|\\.)*"|'([^'\\]|\\.)*')""", re.IGNORECASE)


def mutant_glob(module: str) -> str:
    """Turn ``engine/foh`` or ``engine/foh/game.py`` into mutmut's mutant-name pattern."""
    dotted = module.strip("/").removesuffix(".py").replace("/", ".")
    return f"{dotted}.*"


def load_results(module: str | None) -> dict[str, dict[str, int | None]]:
    """Read mutmut's ``.meta`` files: ``{source path: {mutant name: exit code}}``."""
    results: dict[str, dict[str, int | None]] = {}
    base = ROOT / "mutants"
    for meta in sorted(base.glob("engine/**/*.py.meta")):
        source = str(meta.relative_to(base)).removesuffix(".meta")
        if module and not (source == module or source.startswith(module.rstrip("/") + "/")):
            continue
        data = json.loads(meta.read_text("utf-8"))
        results[source] = data["exit_code_by_key"]
    return results


def is_message_only(diff: str) -> bool:
    """True when the mutant changes nothing but a string on a ``raise`` line or a message continuation line,
    and the ``reason=`` code (machine-readable, checked by scenarios) is the same before and after."""
    removed = [line[1:] for line in diff.splitlines() if line.startswith("-") and not line.startswith("---")]
    added = [line[1:] for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++")]
    if len(removed) != 1 or len(added) != 1:
        return False
    before, after = removed[0], added[0]
    if not _RAISE_LINE.match(before) or "reason=" in before and _reason(before) != _reason(after):
        return False
    return _STRING.sub('""', before) == _STRING.sub('""', after)


def _reason(line: str) -> str | None:
    found = re.search(r"reason=([rf]?\"[^\"]*\"|[rf]?'[^']*')", line)
    return found.group(1) if found else None


def diff_of(mutant: str) -> str:
    """The unified diff of one mutant, through mutmut's own API (run from the repository root)."""
    from mutmut.mutation.diff_apply import get_diff_for_mutant

    return get_diff_for_mutant(mutant)


def report(module: str | None, show_survivors: bool) -> int:
    results = load_results(module)
    if not results:
        print("no mutmut results under mutants/ (run `make mutate` first)")
        return 1
    rows = []
    totals: Counter[str] = Counter()
    survivors_by_module: dict[str, list[tuple[str, bool]]] = defaultdict(list)
    for source, codes in sorted(results.items()):
        counts: Counter[str] = Counter()
        for name, code in codes.items():
            status = "not checked" if code is None else STATUS.get(code, "suspicious")
            if status == "survived":
                message_only = is_message_only(diff_of(name))
                survivors_by_module[source].append((name, message_only))
                status = "message only" if message_only else "survived"
            counts["killed" if status in KILLED else status] += 1
        totals.update(counts)
        rows.append((source, counts))
    header = f"{'module':42} {'mutants':>7} {'killed':>6} {'surv.':>5} {'msg':>4} {'other':>5} {'kill %':>6} {'kill % w/o msg':>14}"
    print(header)
    print("-" * len(header))
    for source, counts in [*rows, ("TOTAL", totals)]:
        print(_row(source, counts))
    if show_survivors:
        for names in survivors_by_module.values():
            for name, message_only in names:
                if not message_only:
                    print(f"survived: {name}")
    return 0


def _row(source: str, counts: Counter[str]) -> str:
    killed, survived, message = counts["killed"], counts["survived"], counts["message only"]
    other = sum(counts.values()) - killed - survived - message
    checked = killed + survived + message
    raw = 100.0 * killed / checked if checked else 0.0
    strict = 100.0 * killed / (killed + survived) if killed + survived else 0.0
    total = sum(counts.values())
    return f"{source:42} {total:7} {killed:6} {survived:5} {message:4} {other:5} {raw:6.1f} {strict:14.1f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "module", nargs="?", default="", help="engine/... folder or file (default: all of engine)"
    )
    parser.add_argument("--jobs", type=int, default=2, help="mutmut worker processes (default 2)")
    parser.add_argument(
        "--report-only", action="store_true", help="print the kill rates of the last run only"
    )
    parser.add_argument("--survivors", action="store_true", help="also list the surviving mutants")
    args = parser.parse_args(argv)
    module = args.module.strip().rstrip("/")
    if module and not (ROOT / module).exists():
        print(f"no such module: {module} (give a folder or file under engine/)", file=sys.stderr)
        return 2
    if module and not module.startswith("engine"):
        print(f"{module} is not under engine/: only engine code is mutated", file=sys.stderr)
        return 2
    if not args.report_only:
        command = [sys.executable, "-m", "mutmut", "run", "--max-children", str(args.jobs)]
        if module and module != "engine":
            command.append(mutant_glob(module))
        completed = subprocess.run(command, cwd=ROOT, check=False)
        if completed.returncode not in (0, None):
            print(f"mutmut run stopped with exit code {completed.returncode}", file=sys.stderr)
    return report(module or None, args.survivors)


if __name__ == "__main__":
    sys.exit(main())
