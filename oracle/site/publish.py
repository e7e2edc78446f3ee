"""``python -m oracle.site.publish``: generate the pages and build the site, only when an input changed.

* Nothing changed since the last build (same features, results, card export, sources, docs, theme
  config and generator code): nothing is done.
* Otherwise the pages are generated and ``mkdocs build --strict`` writes into a fresh directory
  (``build/site.new``, git-ignored), which then replaces ``site/`` in one rename: a reader (or
  ``make site``) never sees a half-written site, and a failed build leaves the last good one in place.
  The replaced build is deleted in a background thread.
* A bad input (a feature that does not parse, corrupt results, a malformed card export) or a failed
  ``mkdocs build`` exits 1 with ``file:line: what is wrong``.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

from oracle.site.errors import SiteError

STAMP = ".oracle-build"
CLEANERS: list[threading.Thread] = []
"""Threads deleting replaced builds."""
CHILDREN: list[subprocess.Popen[str]] = []
"""Child processes running now (``make site`` stops them on a signal): the scenario run."""
INPUTS = (
    "features",
    "tests/steps",
    "tests/support",
    "docs",
    "oracle/site",
    "oracle/sources.yaml",
    "mkdocs.yml",
)
RESULT_FILES = ("results/results.json", "results/cards.json")


def fingerprint(root: Path) -> str:
    """A hash of every file the built site depends on (generated pages excluded: they are made from these)."""
    digest = hashlib.sha256()
    for name in (*INPUTS, *RESULT_FILES):
        top = root / name
        paths = [top] if top.is_file() else sorted(top.rglob("*")) if top.is_dir() else []
        for p in paths:
            if not p.is_file() or "__pycache__" in p.parts or "generated" in p.relative_to(root).parts:
                continue
            st = p.stat()
            digest.update(f"{p.relative_to(root).as_posix()}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def mkdocs_build(config_file: Path, site_dir: Path) -> None:
    """``mkdocs build --strict`` in this process (no second interpreter start). Raises :class:`SiteError`."""
    import logging

    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    log = logging.getLogger("mkdocs")
    captured: list[str] = []

    class _Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.levelno >= logging.WARNING:
                captured.append(record.getMessage())

    keep = _Keep()
    log.addHandler(keep)
    try:
        config = load_config(str(config_file), site_dir=str(site_dir), strict=True)
        # pymdownx.snippets reads base_path from the working directory: pin it to this project's docs/,
        # so a build of another root never includes this checkout's generated pages (or misses its own).
        snippets = config["mdx_configs"].get("pymdownx.snippets")
        if snippets is not None:
            snippets["base_path"] = [str(Path(config["docs_dir"]))]
        config.plugins.on_startup(command="build", dirty=False)
        try:
            build(config)
        finally:
            config.plugins.on_shutdown()
    except MkDocsException as exc:
        shutil.rmtree(site_dir, ignore_errors=True)
        details = "\n".join(captured[:20])
        raise SiteError(str(config_file), 1, f"mkdocs build --strict failed: {exc}\n{details}") from None
    finally:
        log.removeHandler(keep)


def publish(root: Path, site_dir: Path, force: bool = False, log: bool = True) -> bool:
    """Build the site into ``site_dir`` if an input changed. Returns True when it built.

    Raises :class:`SiteError` when the inputs are bad or ``mkdocs build`` fails; ``site_dir`` is then
    left as it was (the last good build).
    """
    start = time.perf_counter()
    stamp = site_dir / STAMP
    mark = fingerprint(root)
    if not force and stamp.is_file() and stamp.read_text(encoding="utf-8") == mark:
        if log:
            print(f"oracle.site.publish: nothing changed, {site_dir} is up to date", file=sys.stderr)
        return False
    from oracle.site.build import generate, load_site  # only now: a no-op run stays a few file stats

    site = load_site(root, root / "results" / "results.json", require_results=True)
    generate(site, root / "docs" / "generated")
    staging = site_dir.parent / "build"  # git-ignored, on the same file system as the site (one rename)
    staging.mkdir(exist_ok=True)
    fresh = staging / f"{site_dir.name}.new"
    shutil.rmtree(fresh, ignore_errors=True)
    mkdocs_build(root / "mkdocs.yml", fresh)
    (fresh / STAMP).write_text(mark, encoding="utf-8")
    old = staging / f"{site_dir.name}.old-{os.getpid()}-{time.monotonic_ns()}"
    if site_dir.exists():
        site_dir.rename(old)
    fresh.rename(site_dir)
    # The new site is in place; the old one is deleted beside it (see :func:`wait_for_cleanup`).
    cleaner = threading.Thread(target=shutil.rmtree, args=(old,), kwargs={"ignore_errors": True}, daemon=True)
    cleaner.start()
    CLEANERS.append(cleaner)
    if log:
        extra = "" if site.cards is not None else " (no card export: no card pages)"
        print(
            f"oracle.site.publish: built {site_dir} in {time.perf_counter() - start:.2f}s{extra}",
            file=sys.stderr,
        )
    return True


def wait_for_cleanup() -> None:
    """Wait until every replaced build is deleted."""
    while CLEANERS:
        CLEANERS.pop().join()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.site.publish", description=__doc__)
    parser.add_argument("--root", type=Path, default=Path("."))
    parser.add_argument("--site-dir", type=Path, default=None, help="default: <root>/site")
    parser.add_argument("--force", action="store_true", help="build even when nothing changed")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    try:
        publish(root, args.site_dir or root / "site", force=args.force)
    except SiteError as exc:
        print(f"oracle.site.publish: ERROR: {exc}", file=sys.stderr)
        return 1
    finally:
        wait_for_cleanup()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
