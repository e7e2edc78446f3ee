"""``python -m oracle.site.serve``: serve the site on 127.0.0.1 and rebuild it when its inputs change.

Serves ``site/`` with Python's own HTTP server. Every second it looks at the inputs: when a feature
file, a step module, an engine file or ``oracle/sources.yaml`` changed, the scenarios run again
(writing ``results/results.json``); then the site is rebuilt with :func:`oracle.site.publish.publish`
(into a fresh directory, swapped in when complete). When the inputs are bad or the build fails it
says so loudly, with file and line, and keeps serving the last good build. Any of SIGINT, SIGTERM or
SIGHUP stops the server and every child process it started.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from types import FrameType
from typing import Any

from oracle.site.errors import SiteError
from oracle.site.publish import CHILDREN, publish, wait_for_cleanup

WATCHED = (
    "features",
    "engine",
    "tests/steps",
    "tests/support",
    "oracle/sources.yaml",
    "oracle/site",
    "results",
    "docs",
    "mkdocs.yml",
)
RERUN_ON = ("features", "engine", "tests/steps", "tests/support", "oracle/sources.yaml")
"""Changes under these paths make the scenarios run again before the site is rebuilt."""


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
    results = root / "results" / "results.json"
    child = subprocess.Popen([*cmd, "--oracle-results", str(results)], cwd=root, text=True)
    CHILDREN.append(child)
    try:
        child.wait()
    finally:
        CHILDREN.remove(child)


def _rebuild(root: Path, site_dir: Path) -> None:
    try:
        publish(root, site_dir)
    except SiteError as exc:
        bar = "!" * 78
        print(
            f"\n{bar}\noracle.site.serve: CANNOT BUILD THE SITE, still serving the last good build:\n{exc}\n{bar}\n",
            file=sys.stderr,
        )


class StaticHost(http.server.SimpleHTTPRequestHandler):
    """Serves a folder as a static host (GitHub Pages and the like) does: a missing address gets the site's
    ``404.html`` with status 404. Quiet (no request log)."""

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def send_error(self, code: int, message: str | None = None, explain: str | None = None) -> None:
        page = Path(str(self.directory)) / "404.html"
        if code != http.HTTPStatus.NOT_FOUND or self.command not in ("GET", "HEAD") or not page.is_file():
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(code, message)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command == "GET":
            self.wfile.write(body)


class _Quiet(StaticHost):
    """The site as a static host serves it, and a generated page's former address
    (``/generated/sve/sve-en-051/``) redirected here to the page's permalink (``/sve/sve-en-051/``) when that
    exists (a static host's 404 page does it in the browser: :data:`oracle.site.search_hook.FORMER_ADDRESS`)."""

    def send_head(self) -> Any:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path.startswith(FORMER) and not os.path.exists(self.translate_path(path)):
            moved = "/" + self.path[len(FORMER) :]
            if os.path.exists(self.translate_path(moved.split("?", 1)[0])):
                self.send_response(http.HTTPStatus.MOVED_PERMANENTLY)
                self.send_header("Location", moved)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
        return super().send_head()


FORMER = "/generated/"
"""Where the generated pages were published before they had permalinks (see :class:`_Quiet`)."""


def _stop_children(wait: bool = True) -> None:
    """Terminate the running children; with ``wait``, wait up to 5 s for each, then kill it.

    A signal handler passes ``wait=False``: it runs in the main thread, which may itself be inside
    ``child.wait()`` holding the child's wait lock, so a wait there would spin for its whole timeout.
    The main loop's ``finally`` waits instead.
    """
    for child in list(CHILDREN):
        if child.poll() is None:
            child.terminate()
            if not wait:
                continue
            try:
                child.wait(timeout=5)
            except subprocess.TimeoutExpired:
                child.kill()


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


def _seconds(text: str) -> float:
    """A polling interval: a positive number of seconds, at most an hour."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value <= 3600:
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most 3600 seconds, got {text!r}")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.site.serve", description=__doc__)
    parser.add_argument("--root", type=Path, default=Path("."))
    parser.add_argument("--addr", default="127.0.0.1:8000", help="host:port (port 0: any free port)")
    parser.add_argument(
        "--poll", type=_seconds, default=1.0, help="seconds between two looks for changed files (default 1)"
    )
    args = parser.parse_args(argv)
    root = args.root.resolve()
    site_dir = root / "site"
    host, _, port = args.addr.rpartition(":")
    stop = threading.Event()

    def on_signal(signum: int, frame: FrameType | None) -> None:
        stop.set()
        _stop_children(wait=False)

    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(sig, on_signal)
    parent = os.getppid()
    parent_blocked = _blocked_fatal_signals(parent)
    stopping_before = 0
    watch_parent = _is_make(parent)
    _rebuild(root, site_dir)
    if stop.is_set():
        return 0
    server = http.server.ThreadingHTTPServer(
        (host or "127.0.0.1", int(port)), functools.partial(_Quiet, directory=str(site_dir))
    )
    print(
        f"oracle.site.serve: serving http://{server.server_address[0]}:{server.server_address[1]}/",
        file=sys.stderr,
        flush=True,
    )
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    before = _snapshot(root)
    try:
        while not stop.wait(args.poll):
            stopping = _blocked_fatal_signals(parent) & ~parent_blocked if watch_parent else 0
            if os.getppid() != parent or (stopping and stopping_before):
                break  # whoever started us (make) is gone or is being stopped by a signal: stop too
            stopping_before = stopping
            now = _snapshot(root)
            if now == before:
                continue
            changed = {p for p in set(now) | set(before) if now.get(p) != before.get(p)}
            if any(Path(p).relative_to(root).as_posix().startswith(RERUN_ON) for p in changed):
                _run_scenarios(root)
            if stop.is_set():
                break
            _rebuild(root, site_dir)
            before = _snapshot(root)
    finally:
        _stop_children()
        server.shutdown()
        server.server_close()
        wait_for_cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
