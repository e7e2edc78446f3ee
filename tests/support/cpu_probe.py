"""Where a pytest run's CPU goes, per test module: a plugin for measuring, not part of any run by default.

    ORACLE_CPU_PROBE=/tmp/probe .venv/bin/python -m pytest -n 2 --dist loadscope -p tests.support.cpu_probe
    .venv/bin/python -m tests.support.cpu_probe /tmp/probe

Each process writes ``<name>.json`` into the folder (``gw0``, ``gw1`` ... for xdist workers, ``main`` for the
run's own process: the xdist controller, whose waited-for children include the workers): its own CPU, its
children's (processes it waited for: ``make``, ``python -m oracle.site.*``, the fork server at exit,
chromedriver ...), and per test the CPU used from its setup to its teardown: this process's, its waited
children's and the fork server's children's (:func:`tests.support.pytest_runs.child_cpu`). A session-scoped
fixture's teardown counts for the last test that used it (the browser's at the end of a worker's last test).
The summary adds them up per test module and per process. On this shared 2-core machine compare runs made
side by side, not seconds across hours: CPU seconds grow with the load.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import time
from collections import Counter
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from tests.support.pytest_runs import child_cpu

_ENV = "ORACLE_CPU_PROBE"
_rows: list[tuple[str, float, float, float, float]] = []
_started = [time.monotonic()]


def _cpu(who: int) -> float:
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(
    item: pytest.Item, nextitem: pytest.Item | None
) -> Generator[None, object, object]:
    me, children, forked, wall = (
        _cpu(resource.RUSAGE_SELF),
        _cpu(resource.RUSAGE_CHILDREN),
        child_cpu(),
        time.monotonic(),
    )
    try:
        return (yield)
    finally:
        _rows.append(
            (
                item.nodeid,
                _cpu(resource.RUSAGE_SELF) - me,
                _cpu(resource.RUSAGE_CHILDREN) - children + child_cpu() - forked,
                wall - _started[0],
                time.monotonic() - wall,
            )
        )


def pytest_configure(config: pytest.Config) -> None:
    """Adopt orphaned descendants (Linux ``PR_SET_CHILD_SUBREAPER``): a process whose parent exits before it
    (Chromium's renderers and helpers, reaped by no process of the chain chromedriver started) is then
    this process's child, and its CPU is counted when :func:`_reap_orphans` waits for it. Without this,
    most of Chromium's CPU is missing from the figures (a bare session: ~0.8 s counted, ~2 s adopted)."""
    if not os.environ.get(_ENV) or not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(36, 1, 0, 0, 0)  # PR_SET_CHILD_SUBREAPER
    except (OSError, AttributeError):
        pass


def _reap_orphans(seconds: float = 0.5) -> None:
    """Wait for the adopted descendants that have exited (or exit within ``seconds``); never blocks on a
    child that is still running (the fork server exits after this, at the process's exit)."""
    end = time.monotonic() + seconds
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            if time.monotonic() >= end:
                return
            time.sleep(0.02)


def pytest_unconfigure(config: pytest.Config) -> None:
    folder = os.environ.get(_ENV)
    if not folder:
        return
    _reap_orphans()
    name = os.environ.get("PYTEST_XDIST_WORKER", "main")
    Path(folder).mkdir(parents=True, exist_ok=True)
    record = {
        "self": _cpu(resource.RUSAGE_SELF),
        "children": _cpu(resource.RUSAGE_CHILDREN),
        "forked": child_cpu(),
        "wall": time.monotonic() - _started[0],
        "tests": _rows,
    }
    (Path(folder) / f"{name}.json").write_text(json.dumps(record), encoding="utf-8")


def summary(folder: Path, top: int = 30) -> str:
    """Per process and per test module, from the files a probed run wrote into ``folder``."""
    lines: list[str] = []
    modules: Counter[str] = Counter()
    for path in sorted(folder.glob("*.json")):
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        tests = data["tests"]
        inside = sum(t[1] for t in tests)
        lines.append(
            f"{path.stem}: self {data['self']:.1f} s (outside tests {data['self'] - inside:.1f}), waited-for "
            f"children {data['children']:.1f} s, fork-server children {data['forked']:.1f} s, "
            f"wall {data['wall']:.1f} s, {len(tests)} tests"
        )
        for nodeid, mine, others, _start, _wall in tests:
            modules[nodeid.split("::")[0]] += mine + others
    lines.append(f"in tests: {sum(modules.values()):.1f} s CPU")
    lines += [f"  {cpu:6.2f}  {module}" for module, cpu in modules.most_common(top)]
    return "\n".join(lines)


if __name__ == "__main__":
    print(summary(Path(sys.argv[1])))
