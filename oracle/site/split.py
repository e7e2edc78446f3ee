"""During ``make site-build``, a forked process renders and writes the card pages while this one builds the rest.

The machine has two cores, and rendering and writing the ~450 card pages is about a third of a build.
Once every page is read and its Markdown rendered (the hook's ``on_env``, before the first file is
written and before the page writer starts its thread), :func:`start` forks: the child builds the card
pages (``generated/<game>/cards/``) exactly as MkDocs would (``_build_page``, same configuration,
navigation and Jinja environment) and writes them into the same fresh site folder; this process skips
them and builds everything else. :func:`join` (the hook's ``on_post_build``) waits for the child, logs its
warnings here (so ``--strict`` counts them) and fails the build if the child failed; :func:`abandon`
stops it when the build fails first.

Only pages that the search plugin leaves out of its index (``search: exclude``) and that are outside the
navigation go to the child: the child changes nothing that this process reads later. Only
``oracle.site.publish`` turns this on (:data:`ENABLED`); a plain ``mkdocs build`` with the hook builds every
page in one process.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import signal
import sys
import threading
import traceback
from typing import Any

ENABLED: list[bool] = [False]
"""Set by the publisher around its build."""
SHARE = "/cards/"
"""Generated pages whose path holds this go to the child."""
MIN_PAGES = 2
"""Fewer pages than this to hand over: no child."""
_RUNNING: list[tuple[int, int, Any]] = []
"""(child pid, read end of its report pipe, MkDocs' own ``_build_page``) while a child runs."""


def _share(files: Any, nav: Any) -> tuple[list[Any], list[Any]]:
    """(the pages MkDocs builds, those of them that go to the child)."""
    from mkdocs.structure.files import InclusionLevel

    doc_files = files.documentation_pages(inclusion=InclusionLevel.is_included)
    in_nav = {id(p) for p in nav.pages}
    share = [
        f
        for f in doc_files
        if f.src_uri.startswith("generated/")
        and SHARE in f.src_uri
        and f.page is not None
        and f.inclusion.is_not_in_nav()
        and id(f.page) not in in_nav
        and (f.page.meta.get("search") or {}).get("exclude") is True
    ]
    return doc_files, share


def start(env: Any, config: Any, files: Any, nav: Any) -> None:
    """Fork the child that builds the card pages, when enabled and safe (no thread running)."""
    if not ENABLED[0] or _RUNNING or nav is None or not hasattr(os, "fork") or threading.active_count() > 1:
        return
    from mkdocs.commands import build as mkdocs_build

    doc_files, share = _share(files, nav)
    if len(share) < MIN_PAGES:
        return
    read_end, write_end = os.pipe()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        _child(write_end, read_end, share, config, doc_files, nav, env, mkdocs_build._build_page)
    os.close(write_end)
    skip = {id(f.page) for f in share}
    original = mkdocs_build._build_page

    def build_page(page: Any, *args: Any, **kwargs: Any) -> None:
        if id(page) in skip:
            return  # the child builds it
        original(page, *args, **kwargs)

    mkdocs_build._build_page = build_page
    _RUNNING[:] = [(pid, read_end, original)]


def _child(
    write_end: int,
    read_end: int,
    share: list[Any],
    config: Any,
    doc_files: Any,
    nav: Any,
    env: Any,
    build_page: Any,
) -> None:
    code = 0
    report: dict[str, Any] = {"warnings": [], "error": None}

    class _Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.levelno >= logging.WARNING:
                report["warnings"].append([record.levelno, record.getMessage()])

    try:
        os.close(read_end)
        logging.getLogger("mkdocs").addHandler(_Keep())
        from mkdocs import utils

        utils.write_file = getattr(
            utils.write_file, "write", utils.write_file
        )  # the publisher's writer: plain
        for f in share:
            build_page(f.page, config, doc_files, nav, env, False, excluded=f.inclusion.is_excluded())
    except BaseException:  # noqa: BLE001 - reported to the parent
        report["error"] = traceback.format_exc()
        code = 1
    finally:
        try:
            with os.fdopen(write_end, "w", encoding="utf-8") as out:
                json.dump(report, out)
        finally:
            os._exit(code)


def _stop(kill: bool) -> tuple[dict[str, Any] | None, int]:
    """Restore MkDocs' ``_build_page``, wait for the child (killing it first if asked); its report."""
    from mkdocs.commands import build as mkdocs_build

    pid, read_end, original = _RUNNING.pop()
    mkdocs_build._build_page = original
    if kill:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    with os.fdopen(read_end, "r", encoding="utf-8") as answer:
        data = answer.read()
    _, status = os.waitpid(pid, 0)
    try:
        report = json.loads(data) if data else None
    except json.JSONDecodeError:
        report = None
    return report if isinstance(report, dict) else None, status


def join() -> None:
    """Wait for the child; log its warnings here; raise MkDocs' ``PluginError`` if it failed."""
    if not _RUNNING:
        return
    from mkdocs.exceptions import PluginError

    report, status = _stop(kill=False)
    log = logging.getLogger("mkdocs.oracle.split")
    for level, message in (report or {}).get("warnings", []):
        log.log(int(level), str(message))
    if report is None or report.get("error") or status != 0:
        details = (report or {}).get("error") or f"it stopped with status {status} and no report"
        raise PluginError(f"building the card pages in a second process failed: {details}")


def abandon() -> None:
    """Stop a child still running (the build failed before :func:`join`)."""
    if _RUNNING:
        _stop(kill=True)
