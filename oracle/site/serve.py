"""``python -m oracle.site.serve``: re-run the scenarios and regenerate the pages on change, and serve the site.

Runs ``mkdocs serve`` on 127.0.0.1:8000 (it rebuilds and reloads the browser when ``docs/`` changes).
When a feature file, a step module, an engine file or ``oracle/sources.yaml`` changes, the scenarios
run again (writing ``results/results.json``) and ``docs/generated/`` is regenerated, so editing a
feature and reloading the page shows the new scenario with its status.
"""

from __future__ import annotations

import argparse
import os
import signal
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


def _stop_on_signals() -> None:
    """SIGTERM and SIGHUP stop the server like Ctrl-C does, so that ``mkdocs serve`` is stopped too."""

    def stop(signum: int, _frame: object) -> None:
        raise KeyboardInterrupt(signal.Signals(signum).name)

    for sig in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT):
        signal.signal(sig, stop)


def _die_with_parent() -> None:  # pragma: no cover - runs in the child before exec
    """Linux: the child gets SIGTERM when this process dies, even by SIGKILL (PR_SET_PDEATHSIG)."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)
    except (OSError, AttributeError):
        pass


_FATAL = (signal.SIGINT, signal.SIGHUP, signal.SIGTERM, signal.SIGQUIT)


def _blocked_fatal_signals(pid: int) -> int:
    """Linux: which of SIGINT/SIGHUP/SIGTERM/SIGQUIT process ``pid`` blocks (0 when unknown).

    GNU make does not pass a SIGINT or SIGHUP sent to it alone on to its children: it blocks the signal
    and waits for them. So ``make site`` stopped by its PID shows here, and the server stops too.
    """
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as fh:
            mask = next((int(line.split()[1], 16) for line in fh if line.startswith("SigBlk:")), 0)
    except (OSError, ValueError):
        return 0
    return mask & sum(1 << (int(sig) - 1) for sig in _FATAL)


def _is_make(pid: int) -> bool:
    """Whether process ``pid`` is GNU make (only a make parent is watched: a shell may block signals briefly)."""
    try:
        with open(f"/proc/{pid}/comm", encoding="utf-8") as fh:
            return fh.read().strip() in ("make", "gmake")
    except OSError:
        return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.site.serve", description=__doc__)
    parser.add_argument("--root", type=Path, default=Path("."))
    parser.add_argument("--addr", default="127.0.0.1:8000")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    out = root / "docs" / "generated"

    def regenerate() -> None:
        generate(load_site(root, root / "results" / "results.json"), out)

    _stop_on_signals()
    parent = os.getppid()
    parent_blocked = _blocked_fatal_signals(parent)
    stopping_before = 0
    watch_parent = _is_make(parent)
    regenerate()
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    server = subprocess.Popen(
        [sys.executable, "-m", "mkdocs", "serve", "-a", args.addr],
        cwd=root,
        env=env,
        preexec_fn=_die_with_parent if sys.platform == "linux" else None,
    )
    before = _snapshot(root)
    try:
        while server.poll() is None:
            stopping = _blocked_fatal_signals(parent) & ~parent_blocked if watch_parent else 0
            if os.getppid() != parent or (stopping and stopping_before):
                break  # whoever started us (make) is gone or is being stopped by a signal: stop too
            stopping_before = stopping
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
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # one stop at a time while mkdocs is stopped
        code = server.poll()  # mkdocs' own exit status when it stopped by itself
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
    return code or 0


if __name__ == "__main__":
    raise SystemExit(main())
