"""The hand-written pages' Markdown, rendered while the pages are generated, used by the build when certain.

During ``make site-build`` the publisher waits for its forked child to generate the pages before MkDocs
can build (:func:`oracle.site.fork.beside`). Meanwhile it renders the Markdown of the hand-written
pages (``docs/*.md``: the contributor guide, the mutation notes...) exactly as MkDocs' ``Page.render``
would: otherwise the build renders them one after the other before anything else, on the build's
critical path. The hook's ``Page.render`` (:mod:`oracle.site.search_hook`) then takes a page's rendering
from :data:`READY` only when it is certain to be what MkDocs would make now:

* the same Markdown text (after every plugin's ``on_page_markdown``) and the same Markdown set-up
  (extensions and their settings);
* nothing was logged while rendering it (a link MkDocs would warn about is rendered again, in the build,
  so the warning is logged there);
* every documentation file the rendering looked up (the targets of its links) is found, or not found, in
  the build's files just as it was, with the same address and inclusion, and so is the page itself.

Anything else is rendered as usual. Pages that include other files (``--8<--``: the generated parts are
being written meanwhile) and pages under ``generated/`` are never rendered ahead. Only
``oracle.site.publish`` fills :data:`READY`; it is emptied after each build.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from typing import Any

GENERATED = "generated/"
INCLUDE = "--8<--"


@dataclass
class Ahead:
    """One page rendered ahead: its input, what the rendering looked up, and the results."""

    markdown: str
    setup: str
    url: str
    included: bool
    lookups: dict[str, tuple[str, bool] | None] = field(default_factory=dict)
    content: str = ""
    toc: Any = None
    title: str | None = None
    anchors: set[str] = field(default_factory=set)
    links_to_anchors: dict[str, dict[str, str]] | None = None


READY: dict[str, Ahead] = {}
"""Pages rendered ahead, by source path (``contributing.md``)."""


def _setup(config: Any) -> str:
    return repr((config["markdown_extensions"], config["mdx_configs"]))


class _Recording:
    """Stands in for the files collection while a page renders: records every look-up and its answer."""

    def __init__(self, files: Any, lookups: dict[str, tuple[str, bool] | None]) -> None:
        self._files = files
        self._lookups = lookups

    def get_file_from_path(self, path: str) -> Any:
        found = self._files.get_file_from_path(path)
        self._lookups[path] = None if found is None else (found.url, found.inclusion.is_excluded())
        return found

    def __getattr__(self, name: str) -> Any:
        return getattr(self._files, name)


class _Keep(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def render_ahead(config: Any) -> None:
    """Render the hand-written pages of ``config``'s docs folder into :data:`READY` (what fails is skipped)."""
    from mkdocs.structure.files import File, Files, InclusionLevel, set_exclusions
    from mkdocs.structure.pages import Page

    READY.clear()
    docs_dir = config["docs_dir"]
    found: list[Any] = []
    for folder, dirnames, filenames in os.walk(docs_dir, followlinks=True):
        relative = os.path.relpath(folder, docs_dir)
        if relative == ".":
            dirnames[:] = sorted(d for d in dirnames if d != GENERATED.rstrip("/"))
        for name in sorted(filenames):
            found.append(
                File(
                    os.path.join(relative, name),
                    docs_dir,
                    config["site_dir"],
                    config["use_directory_urls"],
                )
            )
    set_exclusions(found, config)
    files = Files(found)
    log = logging.getLogger("mkdocs")
    keep = _Keep()
    propagate = log.propagate
    log.addHandler(keep)
    log.propagate = False  # nothing of this reaches the build's output: a page that logs is done again there
    try:
        for file in files.documentation_pages(inclusion=InclusionLevel.is_included):
            keep.records.clear()
            try:
                page = Page(None, file, config)
                page.read_source(config)
                text = page.markdown
                if text is None or INCLUDE in text:
                    continue
                ahead = Ahead(text, _setup(config), file.url, file.inclusion.is_excluded())
                page.render(config, _Recording(files, ahead.lookups))
            except Exception:  # noqa: BLE001 - the build renders it and reports any error
                continue
            if keep.records or not isinstance(page.content, str):
                continue
            ahead.content = page.content
            ahead.toc = page.toc
            ahead.title = page._title_from_render
            ahead.anchors = set(page.present_anchor_ids or ())
            if page.links_to_anchors is not None:
                ahead.links_to_anchors = {f.src_uri: dict(v) for f, v in page.links_to_anchors.items()}
            READY[file.src_uri] = ahead
    finally:
        log.removeHandler(keep)
        log.propagate = propagate


def apply(page: Any, config: Any, files: Any) -> bool:
    """Give ``page`` its rendering from :data:`READY` if it is certain to be the same as rendering it now."""
    ahead = READY.get(page.file.src_uri)
    if ahead is None or page.markdown != ahead.markdown or _setup(config) != ahead.setup:
        return False
    if page.file.url != ahead.url or page.file.inclusion.is_excluded() != ahead.included:
        return False
    for path, answer in ahead.lookups.items():
        target = files.get_file_from_path(path)
        now = None if target is None else (target.url, target.inclusion.is_excluded())
        if now != answer:
            return False
    links: dict[Any, dict[str, str]] | None = None
    if ahead.links_to_anchors is not None:
        links = {}
        for src_uri, anchors in ahead.links_to_anchors.items():
            target = page.file if src_uri == page.file.src_uri else files.get_file_from_path(src_uri)
            if target is None:
                return False
            links[target] = dict(anchors)
    if (links is not None) != (logging.getLogger("mkdocs").getEffectiveLevel() > logging.DEBUG):
        return False
    page.content = ahead.content
    page.toc = ahead.toc
    page._title_from_render = ahead.title
    page.present_anchor_ids = set(ahead.anchors)
    if links is not None:
        page.links_to_anchors = links
    del READY[page.file.src_uri]  # used once: the toc and anchors now belong to this page
    return True
