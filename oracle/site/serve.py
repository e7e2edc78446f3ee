"""``python -m oracle.site.serve``: re-run the scenarios and regenerate the pages on change, and serve the site.

Runs ``mkdocs serve`` on 127.0.0.1:8000 (it rebuilds and reloads the browser when ``docs/`` changes).
When a feature file, a step module, an engine file or ``oracle/sources.yaml`` changes, the scenarios
run again (writing ``results/results.json``) and ``docs/generated/`` is regenerated, so editing a
feature and reloading the page shows the new scenario with its status.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

from oracle.site.build import generate, load_site

WATCHED = (
    "features",
    "engine",
    "tests/steps",
    "tests/support",
    "oracle/sources.yaml",
    "results/results.json",
    "docs",
)
RERUN_ON = ("features", "engine", "tests/steps", "tests/support", "oracle/sources.yaml")
"""Changes under these paths make the scenarios run again before the pages are regenerated."""


def _snapshot(root: Path) -> dict[str, float]:
    stamps: dict[str, float] = {}
    for name in WATCHED:
        top = root / name
        paths = [top] if top.is_file() else top.rglob("*") if top.is_dir() else []
        for p in paths:
            if p.is_file() and "generated" not in p.parts and "__pycache__" not in p.parts:
                stamps[str(p)] = p.stat().st_mtime
    return stamps


def _run_scenarios(root: Path) -> None:
    """Run the scenario suite once, writing the results file the pages are made from."""
    print("oracle.site.serve: a feature or the engine changed; running the scenarios", file=sys.stderr)
    cmd = [sys.executable, "-m", "pytest", "tests/steps", "-q", "-p", "no:hypothesispytest"]
    subprocess.run([*cmd, "--oracle-results", "results/results.json"], cwd=root, check=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.site.serve", description=__doc__)
    parser.add_argument("--root", type=Path, default=Path("."))
    parser.add_argument("--addr", default="127.0.0.1:8000")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    out = root / "docs" / "generated"

    def regenerate() -> None:
        generate(load_site(root, root / "results" / "results.json"), out)

    regenerate()
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    server = subprocess.Popen([sys.executable, "-m", "mkdocs", "serve", "-a", args.addr], cwd=root, env=env)
    before = _snapshot(root)
    try:
        while server.poll() is None:
            time.sleep(1.0)
            now = _snapshot(root)
            if now != before:
                changed = {p for p in set(now) | set(before) if now.get(p) != before.get(p)}
                if any(Path(p).relative_to(root).as_posix().startswith(RERUN_ON) for p in changed):
                    _run_scenarios(root)
                before = _snapshot(root)
                try:
                    regenerate()
                    print("oracle.site.serve: pages regenerated", file=sys.stderr)
                except Exception as exc:  # keep serving; show what broke
                    print(f"oracle.site.serve: cannot regenerate: {exc}", file=sys.stderr)
    except KeyboardInterrupt:
        pass
    finally:
        server.terminate()
        server.wait(timeout=10)
    return server.returncode or 0


if __name__ == "__main__":
    raise SystemExit(main())
