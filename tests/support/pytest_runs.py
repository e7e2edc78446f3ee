"""Run ``python -m pytest`` in another process, cheaply: for tests that check what a whole pytest run does.

Several tests run a small project's pytest in a separate process (the results plugin, the fast step
lookup, the site's fixture results). A fresh interpreter spends most of such a run importing pytest and
the libraries its plugins use (``mako``, ``gherkin``, ``execnet`` ...). Here one helper process per test
process imports those once (a "fork server") and forks a child per run: each child is a new process that
sets the run's working directory, environment and ``sys.argv``, then does what ``python -m pytest`` does
(``pytest.console_main()``), its output going to its own stdout/stderr files. Nothing of the tested
project (its conftest files, plugins, the ``tests``/``oracle``/``engine`` packages) and no pytest plugin
module but pytest's own built-in ones is imported before the fork: plugins are loaded and
assertion-rewritten in the child exactly as in a fresh process. The server freezes what it imported
(``gc.freeze``) before it forks, so the collections in a child (pytest forces some at the end of every
run) only walk what the child made: about a fifth of a child's CPU. Where ``fork`` is missing,
:func:`run_pytest` falls back to a plain subprocess.

The server lives as long as the process that started it (it stops when its stdin closes).
"""

from __future__ import annotations

import atexit
import json
import os
import select
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

# Imported once by the server: pytest itself and the third-party libraries its plugins import (none of
# them is a pytest plugin, so none would be assertion-rewritten in a fresh process either).
PRELOAD = (
    "pytest",
    "_pytest.config",
    "_pytest.main",
    "_pytest.python",
    "_pytest.fixtures",
    "_pytest.terminal",
    "_pytest.pytester",
    "_pytest.junitxml",
    "_pytest.doctest",
    "_pytest.logging",
    "_pytest.capture",
    "importlib.metadata",
    "mako.lookup",
    "mako.template",
    "gherkin.parser",
    "gherkin.token_scanner",
    "gherkin.pickles.compiler",
    "parse",
    "parse_type",
    "packaging.version",
    "execnet",
    "typing_extensions",
    "json",
    "email.message",
    # what every child imported after the fork as well (each ~1-15 ms, ~50 ms of a child's ~0.3 s CPU):
    # pytest's built-in plugins (never assertion-rewritten) and the standard-library modules they and
    # the plugins' libraries import. Not readline: importing it may write a terminal escape to stdout,
    # the server's reply pipe.
    "_pytest.faulthandler",
    "_pytest.helpconfig",
    "_pytest.pastebin",
    "_pytest.setuponly",
    "_pytest.setupplan",
    "_pytest.skipping",
    "_pytest.threadexception",
    "_pytest.tracemalloc",
    "_pytest.unittest",
    "_pytest.unraisableexception",
    "_pytest.warnings",
    "_pytest._argcomplete",
    "pdb",
    "unittest",
    "difflib",
    "pickle",
    "faulthandler",
    "platformdirs",
    "six",
    "email.parser",
    "email.feedparser",
    "parse_type.cfparse",
)

_SERVER = r"""
import gc, importlib, json, os, sys
for name in sys.argv[1:]:
    try:
        importlib.import_module(name)
    except ImportError:
        pass
gc.freeze()  # what was imported lives on in every child: its garbage collections never walk it again
start_path = [p for p in sys.path if p not in ("", os.getcwd())]
reply = sys.stdout
for line in sys.stdin:
    req = json.loads(line)
    pid = os.fork()
    if pid == 0:
        try:
            os.chdir(req["cwd"])
            os.environ.clear()
            os.environ.update(req["env"])
            extra = [p for p in req["env"].get("PYTHONPATH", "").split(os.pathsep) if p]
            sys.path[:] = [os.getcwd(), *[os.path.abspath(p) for p in extra], *start_path]
            sys.dont_write_bytecode = bool(req["env"].get("PYTHONDONTWRITEBYTECODE"))
            sys.pycache_prefix = req["env"].get("PYTHONPYCACHEPREFIX") or None
            fd = os.open(os.devnull, os.O_RDONLY)
            os.dup2(fd, 0)
            for target, path in ((1, req["out"]), (2, req["err"])):
                fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
                os.dup2(fd, target)
                os.close(fd)
            sys.argv = [os.path.join(os.path.dirname(sys.modules["pytest"].__file__), "__main__.py"), *req["args"]]
            code = 1
            try:
                code = sys.modules["pytest"].console_main()
            except SystemExit as stop:
                code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None else 1)
            finally:
                sys.stdout.flush()
                sys.stderr.flush()
        except BaseException:
            import traceback
            traceback.print_exc()
            code = 3
        os._exit(int(code) & 0xFF)
    reply.write(f"{pid}\n")
    reply.flush()
    _, status, usage = os.wait4(pid, 0)
    reply.write(f"{os.waitstatus_to_exitcode(status)} {usage.ru_utime + usage.ru_stime:.4f}\n")
    reply.flush()
"""


class _Server:
    """One fork server (a child of this process) and the requests sent to it, one at a time."""

    def __init__(self) -> None:
        env = {k: v for k, v in os.environ.items() if k not in ("PYTEST_XDIST_WORKER", "PYTEST_ADDOPTS")}
        env.pop("PYTHONPATH", None)
        self.proc = subprocess.Popen(
            [sys.executable, "-c", _SERVER, *PRELOAD],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
            cwd=tempfile.gettempdir(),
        )
        self.lock = threading.Lock()
        self.pending = b""  # read from the server's pipe, not used yet
        atexit.register(self.close)

    def close(self) -> None:
        if self.proc.poll() is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()

    def _line(self, timeout: float | None) -> str:
        """The server's next line, read from its pipe directly (a line already read is never waited for)."""
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        end = None if timeout is None else time.monotonic() + timeout
        while b"\n" not in self.pending:
            left = None if end is None else max(0.0, end - time.monotonic())
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                raise TimeoutError
            chunk = os.read(fd, 4096)
            if not chunk:
                raise RuntimeError(f"the pytest fork server stopped (exit status {self.proc.poll()})")
            self.pending += chunk
        line, self.pending = self.pending.split(b"\n", 1)
        return line.decode()

    def run(
        self, args: Sequence[str], cwd: Path, env: Mapping[str, str], timeout: float | None
    ) -> tuple[int, str, str]:
        with self.lock, tempfile.TemporaryDirectory(prefix="pytest-run-") as tmp:
            out, err = Path(tmp) / "out", Path(tmp) / "err"
            request = {
                "args": list(args),
                "cwd": str(cwd),
                "env": dict(env),
                "out": str(out),
                "err": str(err),
            }
            assert self.proc.stdin is not None
            self.proc.stdin.write(json.dumps(request).encode() + b"\n")
            self.proc.stdin.flush()
            pid = int(self._line(30))
            try:
                code, cpu = self._line(timeout).split()
                _child_cpu[0] += float(cpu)
            except TimeoutError:
                os.kill(pid, 9)
                self._line(30)
                raise subprocess.TimeoutExpired(["pytest", *args], timeout or 0) from None
            return int(code), _read(out), _read(err)


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


_server: list[_Server] = []
_child_cpu = [0.0]


def child_cpu() -> float:
    """CPU seconds (user + system) the fork server's children have used for this process's runs so far
    (the server waits for them, so they never count as this process's children; see tests/support/cpu_probe.py)."""
    return _child_cpu[0]


def _fork_server() -> _Server | None:
    if not hasattr(os, "fork") or os.environ.get("ORACLE_NO_FORK_SERVER"):
        return None
    if not _server or _server[0].proc.poll() is not None:
        _server[:] = [_Server()]
    return _server[0]


def run_pytest(
    args: Sequence[str], cwd: Path, env: Mapping[str, str], timeout: float | None = 300
) -> subprocess.CompletedProcess[str]:
    """``subprocess.run([python, "-m", "pytest", *args], cwd=cwd, env=env, capture_output=True, text=True)``,
    done by a child of the fork server (see the module's docstring)."""
    server = _fork_server()
    if server is None:
        return subprocess.run(
            [sys.executable, "-m", "pytest", *args],
            cwd=cwd,
            env=dict(env),
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    code, out, err = server.run(args, cwd, env, timeout)
    return subprocess.CompletedProcess([sys.executable, "-m", "pytest", *args], code, out, err)


def clean_env(**changes: Any) -> dict[str, str]:
    """This process's environment for a separate pytest run: no xdist worker or addopts leaking in."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTEST_XDIST_WORKER", "PYTEST_ADDOPTS")}
    env.update({k: str(v) for k, v in changes.items()})
    return env
