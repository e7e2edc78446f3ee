"""MkDocs hook (``hooks:`` in ``mkdocs.yml``): generated pages skip Markdown; their search documents are ours.

* **Raw HTML, no Markdown.** The generated pages (``docs/generated/**``) are HTML blocks already escaped
  by :mod:`oracle.site.text`. Markdown would only parse them to hand them back unchanged, at most of the
  build's cost, so ``on_config`` makes MkDocs' page rendering take their body as it is (with its anchor
  ids, for link validation); every other page goes through Markdown as usual.
* **Hand-written pages rendered ahead.** The publisher renders their Markdown while the pages are
  generated; ``Page.render`` takes that rendering when it is certain to be the same (:mod:`oracle.site.prerender`).
* **Jinja caching.** ``on_env`` gives the theme's Jinja environment a bytecode cache, so templates are
  compiled once, not at every build, and renders the theme's page shell once per folder of generated
  pages outside the navigation, filling in each page's title and body (:mod:`oracle.site.shell`).
* **Two processes.** When the publisher asks for it, ``on_env`` hands the card pages to a forked process
  that builds them meanwhile, and ``on_post_build`` waits for it (:mod:`oracle.site.split`).
* **Search documents.** Generated pages say ``search: exclude`` (the theme's indexer would re-parse
  each page); the generator wrote their documents (``_includes/search.json``: location, title, text,
  boost, words). ``on_post_build`` appends them to ``search/search_index.json`` with two fields that
  Material's result list never shows:

  - ``kw`` (weighed 200×): the words (id, the question in the other language, card and topic names),
    English word forms of those and of the title (``wards`` finds Ward), Japanese keywords of both;
  - ``jt`` (1×): Japanese keywords of the text, so any part of a Japanese sentence is found.

  Japanese keywords start at every position of a kana/kanji run and are at most
  :data:`oracle.site.text.KGRAM` characters long, so the index grows linearly with the text.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from oracle.site import prerender, shell, split
from oracle.site.text import enrich

FIELDS = {"kw": {"boost": 200.0}, "jt": {"boost": 1.0}}
GENERATED = "generated/"
_ID = re.compile(r'id="([^"]+)"')  # a literal start: fast to find; the word boundary is checked after


def anchor_ids(html: str) -> set[str]:
    """The values of ``id="…"`` attributes (``\\bid="([^"]+)"``: ``id`` not preceded by a word character)."""
    out: set[str] = set()
    for m in _ID.finditer(html):
        at = m.start()
        if at == 0 or not (html[at - 1].isalnum() or html[at - 1] == "_"):
            out.add(m.group(1))
    return out


def on_config(config: Any) -> Any:
    from mkdocs.structure.pages import Page
    from mkdocs.structure.toc import get_toc

    _skip_search_pass(config)  # per build: the plugin's events belong to this configuration
    if getattr(Page.render, "_oracle_raw", False):
        return config
    original = Page.render

    def render(self: Any, config: Any, files: Any) -> None:
        if self.file.src_uri.startswith(GENERATED) and self.markdown is not None:
            self.content = self.markdown
            self.toc = get_toc([])
            self.present_anchor_ids = anchor_ids(self.markdown)
            self.links_to_anchors = {}
            return
        if prerender.READY and prerender.apply(self, config, files):
            return  # rendered while the pages were generated, certain to be the same (oracle.site.prerender)
        original(self, config, files)

    render._oracle_raw = True  # type: ignore[attr-defined]
    Page.render = render  # type: ignore[method-assign]
    _prune_theme_listing()
    _read_our_front_matter()
    return config


_FRONT = re.compile(r'---\ntitle: ("(?:[^"\\\n]|\\.)*")\nsearch:\n  exclude: true\n---\n')
"""The front matter :func:`oracle.site.pages.page` writes (a JSON string is a YAML double-quoted one)."""


def _read_our_front_matter() -> None:
    """MkDocs reads each page's front matter with YAML; ours has one fixed shape, read here without it.

    Anything else (or a title with characters YAML might read differently) goes to MkDocs' reader.
    """
    from mkdocs.utils import meta

    original = meta.get_data
    if getattr(original, "_oracle", False):
        return

    def get_data(doc: str) -> tuple[str, dict[str, Any]]:
        m = _FRONT.match(doc)
        if m is not None:
            title = json.loads(m.group(1))
            if isinstance(title, str) and title.isprintable():
                return doc[m.end() :].lstrip("\n"), {"title": title, "search": {"exclude": True}}
        return original(doc)

    get_data._oracle = True  # type: ignore[attr-defined]
    meta.get_data = get_data


class _PrunedLoader:
    """A theme loader whose listing skips folders whose name starts with a dot (the theme's ~14,000 icons).

    MkDocs lists every theme file to find the static ones to copy and drops any path with a part that
    starts with a dot (``.*``, ``*/.*``), so pruning those folders while walking lists the same files.
    """

    def __init__(self, loader: Any) -> None:
        self.loader = loader

    def list_templates(self) -> list[str]:
        import os

        found: set[str] = set()
        for searchpath in self.loader.searchpath:
            for dirpath, dirnames, filenames in os.walk(searchpath, followlinks=self.loader.followlinks):
                dirnames[:] = [d for d in dirnames if not d.startswith(".")]
                for filename in filenames:
                    name = (
                        os.path.join(dirpath, filename)[len(searchpath) :].strip(os.sep).replace(os.sep, "/")
                    )
                    found.add(name[2:] if name[:2] == "./" else name)
        return sorted(found)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.loader, name)


def _prune_theme_listing() -> None:
    from jinja2 import FileSystemLoader
    from mkdocs.structure.files import Files

    original = Files.add_files_from_theme
    if getattr(original, "_oracle", False):
        return

    def add_files_from_theme(self: Any, env: Any, config: Any) -> None:
        loader = env.loader
        if type(loader) is not FileSystemLoader:
            return original(self, env, config)
        env.loader = _PrunedLoader(loader)
        try:
            return original(self, env, config)
        finally:
            env.loader = loader

    add_files_from_theme._oracle = True  # type: ignore[attr-defined]
    Files.add_files_from_theme = add_files_from_theme  # type: ignore[method-assign]


def _skip_search_pass(config: Any) -> None:
    """The theme's search plugin skips pages that say ``search: exclude`` only after running a regular
    expression over the whole page to drop ``data-search-*`` attributes (~160 µs a page). A generated page
    has none of those: when the text is not in the page, the plugin would change nothing, so it is not run.
    """
    events = config.plugins.events["page_context"]
    for i, method in enumerate(events):
        owner = getattr(method, "__self__", None)
        if type(owner).__module__ != "material.plugins.search.plugin" or getattr(method, "_oracle", False):
            continue

        def on_page_context(context: Any, *, page: Any, config: Any, nav: Any, _run: Any = method) -> Any:
            search = page.meta.get("search") or {}
            if search.get("exclude") and "data-search-" not in (page.content or ""):
                return context
            return _run(context, page=page, config=config, nav=nav)

        on_page_context._oracle = True  # type: ignore[attr-defined]
        events[i] = on_page_context


def on_files(files: Any, config: Any) -> Any:
    """The generated pages (from memory when handed over), published at their permalinks.

    A generated page is written under ``docs/generated/`` (a build folder, git-ignored) but published
    without that folder: ``generated/sve/sve-en-051.md`` is ``/sve/sve-en-051/``, a card
    ``/sve/cards/bp01-012/``. The address a page had before (``/generated/...``) keeps working through the
    site's 404 page (:data:`FORMER_ADDRESS`, :func:`on_post_template`), not through a page of its own.
    """
    files = _from_memory(files, config)
    includes = f"{GENERATED}_includes/"
    for f in files:
        if (
            f.src_uri.startswith(GENERATED)
            and not f.src_uri.startswith(includes)
            and f.is_documentation_page()
        ):
            f.dest_uri = f.dest_uri[len(GENERATED) :]
            f.url = f._get_url()
            f.abs_dest_path = os.path.normpath(os.path.join(f.dest_dir, f.dest_uri))
    return files


FORMER_ADDRESS = (
    "<script>(function(){var m=location.pathname.match(/^(.*?\\/)generated\\/(.*)$/);"
    "if(m)location.replace(m[1]+m[2]+location.search+location.hash)})()</script>"
)
"""Put in the site's 404 page: a generated page's former address (``/generated/sve/sve-en-051/``, before
the pages had permalinks) sends the reader, with the anchor, on to the page (``/sve/sve-en-051/``), under
whatever folder the site is served from. A static host answers any missing address with the 404 page;
the local server (:mod:`oracle.site.serve`) redirects such an address itself. One script instead of a
redirect page (and a folder) at each of the ~1,100 former addresses, which cost a build a third of its
file writes; a copy of the site opened from disk (``file://``) has no former addresses, and none of its
pages links to one."""


def on_post_template(output_content: str, template_name: str, config: Any) -> str:
    """The 404 page sends a reader who followed a generated page's former address on (:data:`FORMER_ADDRESS`)."""
    if template_name == "404.html" and "</head>" in output_content:
        return output_content.replace("</head>", FORMER_ADDRESS + "\n</head>", 1)
    return output_content


def _from_memory(files: Any, config: Any) -> Any:
    """Generated pages from memory (:mod:`oracle.site.memory`) when the publisher handed them over.

    Every ``generated/`` file found on disk (but ``_includes/``, which the pages include) is replaced
    by the in-memory pages, in the order MkDocs lists files, with the same inclusion rules
    (``exclude_docs``, ``not_in_nav``) and the text as MkDocs would read it from disk.
    """
    from oracle.site import memory

    if not memory.PAGES:
        return files
    import os

    from mkdocs.structure.files import File, Files, file_sort_key, set_exclusions

    docs_dir = os.path.abspath(config["docs_dir"]) + os.sep
    includes = f"{GENERATED}_includes/"
    docs: list[Any] = []
    others: list[Any] = []
    for f in files:
        if f.abs_src_path and os.path.abspath(f.abs_src_path).startswith(docs_dir):
            if not f.src_uri.startswith(GENERATED) or f.src_uri.startswith(includes):
                docs.append(f)
        else:
            others.append(f)
    made = [
        File.generated(config, GENERATED + rel, content=text.replace("\r\n", "\n").replace("\r", "\n"))
        for rel, text in memory.PAGES.items()
        if not (GENERATED + rel).startswith(includes)
    ]
    set_exclusions(made, config)
    return Files([*sorted([*docs, *made], key=file_sort_key), *others])


_NAV: list[Any] = []
"""The navigation of the build under way (``on_nav``), for :func:`oracle.site.split.start`."""


def on_nav(nav: Any, config: Any, files: Any) -> Any:
    _NAV[:] = [nav]
    return nav


def on_env(env: Any, config: Any, files: Any) -> Any:
    import tempfile

    from jinja2 import FileSystemBytecodeCache

    cache = Path(tempfile.gettempdir()) / "oracle-site-jinja-cache"
    cache.mkdir(exist_ok=True)
    env.bytecode_cache = FileSystemBytecodeCache(str(cache))
    env = shell.cache_page_shells(env)
    # every page is read and rendered, nothing is written yet: the card pages may go to a second process
    split.start(env, config, files, _NAV[0] if _NAV else None)
    return env


def on_shutdown() -> None:
    split.abandon()  # only if the build failed before on_post_build
    _NAV.clear()


def on_post_build(config: Any) -> None:
    from oracle.site import memory

    split.join()  # the card pages are written (or the build fails here)
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.is_file():
        return
    memory.ready()  # the publisher's generator may still be writing the side file
    side = Path(config["docs_dir"]) / "generated" / "_includes" / "search.json"
    ours = json.loads(side.read_text(encoding="utf-8")) if side.is_file() else []
    # the generator writes the documents with their hidden fields ({"enriched": [...]}); a plain list
    # (an older generator) gets them here
    docs = ours["enriched"] if isinstance(ours, dict) else [enrich(d) for d in ours]
    index = json.loads(path.read_text(encoding="utf-8"))
    index.setdefault("config", {}).setdefault("fields", {}).update(FIELDS)
    index["docs"] = [*index.get("docs", []), *docs]
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
