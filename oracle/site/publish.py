"""``python -m oracle.site.publish``: generate the pages and build the site, only when an input changed.

* Nothing changed since the last build (same features, results, card export, sources, docs, theme
  config and generator code): nothing is done.
* Otherwise the pages are generated (while MkDocs loads and the hand-written pages' Markdown is rendered
  ahead, see :mod:`oracle.site.prerender`) and ``mkdocs build --strict`` writes into a fresh directory
  (``build/site.new``, git-ignored), which then replaces ``site/`` in one rename: a reader (or
  ``make site``) never sees a half-written site, and a failed build leaves the last good one in place.
  The replaced build is deleted by a process of its own that may outlive this one.
* A bad input (a feature that does not parse, corrupt results, a malformed card export) or a failed
  ``mkdocs build`` exits 1 with ``file:line: what is wrong``.
* ``--cards-on-stdin`` (``make site-build``): the card export is being written by another process at the
  same time (``make results/cards.json``), which sends its exit status on stdin when it is done. Everything
  that does not need the export (the features, the step glossary, MkDocs) is read meanwhile; the export is
  read once the status says it is complete, and a failed export fails the build. Whether anything changed
  is decided without waiting when an input other than the export changed (or there is no build yet).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from oracle.site.errors import SiteError
from oracle.site.fork import beside

if TYPE_CHECKING:  # the no-op check imports as little as it can
    from concurrent.futures import Future

STAMP = ".oracle-build"
CLEANERS: list[subprocess.Popen[bytes]] = []
"""Processes deleting replaced builds (``rm -rf``; they may outlive this one)."""
CHILDREN: list[subprocess.Popen[str]] = []
"""Child processes running now (``make site`` stops them on a signal): the scenario run."""
INPUTS = (
    "features",
    "tests/steps",
    "tests/support",
    "docs",
    "oracle/site",
    "oracle/sources.yaml",
    "oracle/cr",
    "oracle/cr.py",
    "mkdocs.yml",
)
RESULT_FILES = ("results/results.json", "results/cards.json", "results/engines")
"""The results the site shows: ours, the card export, and other engine runs' results (a folder)."""
RESULTS_FILE = "results/results.json"
RESULTS_UNUSABLE = 3
"""Exit status of ``--check-results`` when the results file is unusable (``make site-build`` then runs the
scenarios again and publishes once more)."""
CARDS_FILE = "results/cards.json"


def fingerprint(root: Path, names: tuple[str, ...] = (*INPUTS, *RESULT_FILES)) -> str:
    """A hash of every file the built site depends on (generated pages excluded: they are made from these).

    ``names``: the inputs to hash (files or folders relative to ``root``; default: all of them).
    """
    digest = hashlib.sha256()
    for name in names:
        top = root / name
        paths = [top] if top.is_file() else sorted(top.rglob("*")) if top.is_dir() else []
        for p in paths:
            if not p.is_file() or "__pycache__" in p.parts or "generated" in p.relative_to(root).parts:
                continue
            st = p.stat()
            digest.update(f"{p.relative_to(root).as_posix()}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


class _PageWriter:
    """Writes the built HTML pages in a worker thread (file writes wait on the disk, not on Python).

    One thread: the page writes overlap the rendering; more threads only fight over the GIL (futex
    calls cost more system time than they save under load).

    Stands in for ``mkdocs.utils.write_file`` during a build: ``.html`` files are queued, anything
    else (the search index, which a hook reads back) is written at once. :meth:`finish` waits for every
    queued write and raises the first error.
    """

    def __init__(self, write: Callable[[bytes, str], None], workers: int = 1) -> None:
        from concurrent.futures import ThreadPoolExecutor

        self.write = write
        self.pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="oracle-write")
        self.pending: list[Future[None]] = []

    def __call__(self, content: bytes, output_path: str) -> None:
        if output_path.endswith(".html"):
            self.pending.append(self.pool.submit(self.write, content, output_path))
        else:
            self.write(content, output_path)

    def finish_quietly(self) -> None:
        """Wait for the queued writes, ignoring their errors (the build failed anyway)."""
        for done in self.pending:
            done.exception()
        self.pool.shutdown(wait=True, cancel_futures=True)

    def finish(self) -> None:
        try:
            for done in self.pending:
                done.result()
        finally:
            self.pool.shutdown(wait=True, cancel_futures=True)


def mkdocs_config(config_file: Path, site_dir: Path) -> Any:
    """The loaded ``mkdocs.yml`` for a build into ``site_dir`` (imports MkDocs). Raises :class:`SiteError`."""
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    try:
        config = load_config(str(config_file), site_dir=str(site_dir), strict=True)
    except MkDocsException as exc:
        raise SiteError(str(config_file), 1, f"mkdocs build --strict failed: {exc}") from None
    # pymdownx.snippets reads base_path from the working directory: pin it to this project's docs/,
    # so a build of another root never includes this checkout's generated pages (or misses its own).
    snippets = config["mdx_configs"].get("pymdownx.snippets")
    if snippets is not None:
        snippets["base_path"] = [str(Path(config["docs_dir"]))]
    _warm_up(Path(config["docs_dir"]))
    return config


def _warm_up(docs_dir: Path) -> None:
    """Import now what the build imports later: this runs while the pages are generated (see :func:`beside`).

    The build's own modules, and the Pygments lexers of the code blocks in the hand-written pages.
    """
    import re

    import mkdocs.commands.build  # noqa: F401
    import mkdocs.structure.files  # noqa: F401
    import mkdocs.structure.nav  # noqa: F401

    try:
        from pygments.lexers import get_lexer_by_name
        from pygments.util import ClassNotFound
    except ImportError:
        return
    fence = re.compile(r"^\s*(?:```|~~~)\s*([A-Za-z0-9_+-]+)", re.MULTILINE)
    names: set[str] = set()
    for page in docs_dir.glob("*.md"):
        names.update(fence.findall(page.read_text(encoding="utf-8", errors="replace")))
    for name in sorted(names):
        with contextlib.suppress(ClassNotFound):
            get_lexer_by_name(name)


def _config_and_ahead(config_file: Path, site_dir: Path, first: Callable[[], None] | None = None) -> Any:
    """:func:`mkdocs_config`, then the hand-written pages' Markdown rendered ahead (:mod:`oracle.site.prerender`):
    what this process does while its child generates the pages. ``first``: the card export's status
    handed over to the child before anything else (:func:`_relay`)."""
    from oracle.site import prerender

    if first is not None:
        first()
    config = mkdocs_config(config_file, site_dir)
    prerender.render_ahead(config)
    return config


def mkdocs_build(config_file: Path, site_dir: Path, config: Any = None) -> None:
    """``mkdocs build --strict`` in this process (no second interpreter start). Raises :class:`SiteError`.

    ``config``: what :func:`mkdocs_config` returned for the same file and site, if it was loaded already.
    """
    import logging

    from mkdocs import utils as mkdocs_utils
    from mkdocs.commands.build import build
    from mkdocs.exceptions import MkDocsException

    log = logging.getLogger("mkdocs")
    captured: list[str] = []

    class _Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.levelno >= logging.WARNING:
                captured.append(record.getMessage())

    keep = _Keep()
    log.addHandler(keep)
    writer = _PageWriter(mkdocs_utils.write_file)
    try:
        if config is None:
            config = mkdocs_config(config_file, site_dir)
        config.plugins.on_startup(command="build", dirty=False)
        mkdocs_utils.write_file = writer  # type: ignore[assignment]
        try:
            build(config)
            writer.finish()
        finally:
            mkdocs_utils.write_file = writer.write
            config.plugins.on_shutdown()
    except (MkDocsException, OSError) as exc:
        writer.finish_quietly()
        shutil.rmtree(site_dir, ignore_errors=True)
        details = "\n".join(captured[:20])
        raise SiteError(str(config_file), 1, f"mkdocs build --strict failed: {exc}\n{details}") from None
    finally:
        log.removeHandler(keep)


def cache_dir(root: Path) -> Path:
    """Where the page generator keeps what it read between builds (the parsed feature files, the step
    definitions; each checked against its files' size and modification time, see
    :func:`oracle.site.model.load_features` and :func:`oracle.site.glossary.read_step_defs`): beside the
    site generator's compiled code (``oracle/site/__pycache__``, git-ignored), which stays when a build's
    outputs are removed, like the engine's card pool cache; ``build/`` for a root without that folder."""
    code = root / "oracle" / "site"
    return code / "__pycache__" if code.is_dir() else root / "build"


def generate_pages(root: Path, cards_ready: Callable[[], None] | None = None) -> tuple[dict[str, str], bool]:
    """Read the inputs and make the pages; the ``_includes/`` files that pages include are written now.

    Returns the text of every generated file and whether there is a card export. ``cards_ready``: waits
    until the card export is complete (see :class:`PendingCards`).
    """
    from oracle.site.build import INCLUDES, SEARCH_SIDE, load_site, page_texts, write_pages

    caches = cache_dir(root)
    site = load_site(
        root,
        root / "results" / "results.json",
        require_results=True,
        feature_cache=caches / "site-features.pickle",
        parallel=True,
        cards_ready=cards_ready,
        step_cache=caches / "site-steps.pickle",
    )
    texts = page_texts(site)
    # what the pages include (the home page's part) is needed now; the search side file only at the
    # end of the build (written with the rest, see publish)
    needed = {k: v for k, v in texts.items() if k.startswith(f"{INCLUDES}/") and k != SEARCH_SIDE}
    write_pages(needed, root / "docs" / "generated", sweep=False)
    return texts, site.cards is not None


class PendingCards:
    """The card export that another process is writing now; its exit status arrives on ``stream``.

    ``make site-build`` pipes ``make results/cards.json``'s exit status into ``--cards-on-stdin``. The
    stream is read once, by the process that needs the export first (a forked child inherits the answer
    if it was read before the fork).
    """

    def __init__(self, stream: IO[str], relayed: Callable[[], None] | None = None) -> None:
        self.stream = stream
        self.status: int | None = None
        self.relayed = relayed
        """Set for the status relayed by the parent (:func:`_relay`): called first (in this process only
        when it is the parent's, i.e. when nothing was forked), then one line is read."""

    def read(self) -> int:
        """The export's exit status, once it is complete (-1: the stream ended without one)."""
        if self.status is None:
            if self.relayed is not None:
                self.relayed()
            said = (self.stream.readline() if self.relayed is not None else self.stream.read()).split()
            self.status = int(said[-1]) if said and said[-1].lstrip("-").isdigit() else -1
        return self.status

    def wait(self) -> None:
        """Return once the export is complete; raise :class:`SiteError` if making it failed."""
        if self.read() != 0:
            how = "stopped without an exit status" if self.status == -1 else f"exit status {self.status}"
            raise SiteError(CARDS_FILE, 1, f"making the card export failed ({how}; see above)")


def _relay(cards: PendingCards) -> tuple[PendingCards, Callable[[], None], Callable[[], None]]:
    """The export's status read by this process and handed to the page generator it forks, through a pipe.

    Returns the generator's view of the status, ``hand_over`` (this process: wait for the status on
    stdin, pass it on) and ``close`` (this process, once the generator has answered: the pipe's ends). The publisher hands it over *before* it loads MkDocs: until the export is done, the
    export and the page generator have the two cores to themselves (the generator needs the export once it
    has read everything else), and MkDocs loads beside the rest of the generation. Were nothing forked
    (:func:`beside` running both in this process), the generator's view hands over first itself.
    """
    read_end, write_end = os.pipe()
    parent = os.getpid()
    done: list[bool] = []

    def hand_over() -> None:
        if done:
            return
        done.append(True)
        status = -1  # if reading fails, the generator still gets a line (and stops: no export)
        try:
            status = cards.read()
        finally:
            try:
                os.write(write_end, f"{status}\n".encode())
            finally:
                os.close(write_end)

    def first() -> None:
        if os.getpid() == parent:
            hand_over()

    view = PendingCards(os.fdopen(read_end, "r", encoding="utf-8"), relayed=first)

    def close() -> None:
        view.stream.close()
        if not done:
            done.append(True)
            os.close(write_end)

    return view, hand_over, close


def _stamp(root: Path, rest: str) -> str:
    """The text of the build stamp: the inputs' hash, then the card export's (read when it is complete)."""
    return f"{rest}\n{fingerprint(root, (CARDS_FILE,))}\n"


def _write_generated(root: Path, texts: dict[str, str]) -> None:
    from oracle.site.build import write_pages

    write_pages(texts, root / "docs" / "generated")


def publish(
    root: Path, site_dir: Path, force: bool = False, log: bool = True, cards: PendingCards | None = None
) -> bool:
    """Build the site into ``site_dir`` if an input changed. Returns True when it built.

    Raises :class:`SiteError` when the inputs are bad or ``mkdocs build`` fails; ``site_dir`` is then
    left as it was (the last good build). ``cards``: the card export is still being made (it is read
    once complete; see :class:`PendingCards`).
    """
    start = time.perf_counter()
    stamp = site_dir / STAMP
    rest = fingerprint(root, tuple(n for n in (*INPUTS, *RESULT_FILES) if n != CARDS_FILE))
    try:
        stored = stamp.read_text(encoding="utf-8")
    except OSError:
        stored = ""
    # Something other than the card export changed (or force): build now, the export is read once complete.
    # Else only the export may have changed: wait for it, then compare.
    if not force and stored.split("\n", 1)[0] == rest:
        if cards is not None:
            cards.wait()
        if stored == _stamp(root, rest):
            if log:
                print(f"oracle.site.publish: nothing changed, {site_dir} is up to date", file=sys.stderr)
            return False
    cards_ready = cards.wait if cards is not None else None
    hand_over: Callable[[], None] | None = None
    close_relay: Callable[[], None] = lambda: None  # noqa: E731
    if cards is not None and cards.status is None:
        relayed, hand_over, close_relay = _relay(cards)
        cards_ready = relayed.wait
    staging = site_dir.parent / "build"  # git-ignored, on the same file system as the site (one rename)
    staging.mkdir(exist_ok=True)
    fresh = staging / f"{site_dir.name}.new"
    shutil.rmtree(fresh, ignore_errors=True)
    # Only now: a no-op run stays a few file stats. The pages are generated while MkDocs loads, handed
    # over in memory, and written to docs/generated (for reading; the search side file with its hidden
    # fields) while MkDocs builds them.
    from oracle.site import memory, prerender, split

    config_file = root / "mkdocs.yml"
    try:
        (texts, has_cards), config, finish = beside(
            lambda: generate_pages(root, cards_ready),
            lambda: _config_and_ahead(config_file, fresh, hand_over),
            lambda made: _write_generated(root, made[0]),
        )
    finally:
        close_relay()
    memory.PAGES = texts
    memory.WAIT[:] = [finish]  # the hook's on_post_build waits for the side file the child writes
    split.ENABLED[0] = True  # the card pages are built by a second process (oracle.site.split)
    try:
        mkdocs_build(config_file, fresh, config)
    except BaseException:
        memory.PAGES = {}
        with contextlib.suppress(SiteError):  # the build's own error is the one to report
            memory.ready()
        raise
    finally:
        memory.PAGES = {}
        split.ENABLED[0] = False
        prerender.READY.clear()
    memory.ready()
    (fresh / STAMP).write_text(_stamp(root, rest), encoding="utf-8")  # the export is complete by now
    old = staging / f"{site_dir.name}.old-{os.getpid()}-{time.monotonic_ns()}"
    if site_dir.exists():
        site_dir.rename(old)
    fresh.rename(site_dir)
    # The new site is in place; the replaced ones (this one and any a stopped build left) are deleted by
    # a process of their own: deleting ~800 files waits on the disk for a second or more, and nobody
    # needs to wait for it (see :func:`wait_for_cleanup`).
    stale = sorted(staging.glob(f"{site_dir.name}.old-*"))
    if stale:
        CLEANERS.append(
            subprocess.Popen(
                ["rm", "-rf", "--", *map(str, stale)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,  # a Ctrl-C of make does not stop it half-way
            )
        )
    if log:
        extra = "" if has_cards else " (no card export: no card pages)"
        print(
            f"oracle.site.publish: built {site_dir} in {time.perf_counter() - start:.2f}s{extra}",
            file=sys.stderr,
        )
    return True


def wait_for_cleanup() -> None:
    """Wait until every replaced build is deleted (``make site`` on exit, tests; ``main`` does not wait)."""
    while CLEANERS:
        CLEANERS.pop().wait()


def results_usable(path: Path) -> bool:
    """What ``python -m oracle.results check --complete PATH`` answers, in this process (``make site-build``
    saves starting one more interpreter and a second make): False, with its message on stderr, when the
    file is missing, unusable or partial."""
    from oracle.results import ResultsFileError, is_complete, load_results

    try:
        doc = load_results(path)
        if not is_complete(doc):
            raise ResultsFileError(path, f"a partial run ({doc.get('partial') or 'unknown reason'})")
    except ResultsFileError as exc:
        print(f"python -m oracle.results: {exc}", file=sys.stderr)
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.site.publish", description=__doc__)
    parser.add_argument("--root", type=Path, default=Path("."))
    parser.add_argument("--site-dir", type=Path, default=None, help="default: <root>/site")
    parser.add_argument("--force", action="store_true", help="build even when nothing changed")
    parser.add_argument(
        "--cards-on-stdin",
        action="store_true",
        help="the card export is being made meanwhile; its exit status comes on stdin when it is done",
    )
    parser.add_argument(
        "--check-results",
        action="store_true",
        help=f"first check results/results.json as `python -m oracle.results check --complete` does; "
        f"exit {RESULTS_UNUSABLE} (before reading stdin) when it is unusable",
    )
    args = parser.parse_args(argv)
    root = args.root.resolve()
    if args.check_results and not results_usable(Path(os.path.relpath(root / RESULTS_FILE))):
        return RESULTS_UNUSABLE
    try:
        cards = PendingCards(sys.stdin) if args.cards_on_stdin else None
        publish(root, args.site_dir or root / "site", force=args.force, cards=cards)
    except SiteError as exc:
        print(f"oracle.site.publish: ERROR: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
