"""MkDocs hook (``hooks:`` in ``mkdocs.yml``): generated pages skip Markdown; their search documents are ours.

* **Raw HTML, no Markdown.** The generated pages (``docs/generated/**``) are HTML blocks already escaped
  by :mod:`oracle.site.text`. Markdown would only parse them to hand them back unchanged, at most of the
  build's cost, so ``on_config`` makes MkDocs' page rendering take their body as it is (with its anchor
  ids, for link validation); every other page goes through Markdown as usual.
* **Jinja caching.** ``on_env`` gives the theme's Jinja environment a bytecode cache, so templates are
  compiled once, not at every build, and renders the theme's page shell once per folder of generated
  pages outside the navigation, filling in each page's title and body (:mod:`oracle.site.shell`).
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
import re
from pathlib import Path
from typing import Any

from oracle.site import shell
from oracle.site.text import en_inflections, ja_keywords

FIELDS = {"kw": {"boost": 200.0}, "jt": {"boost": 1.0}}
GENERATED = "generated/"
_TAG = re.compile(r"<[^>]*>")
_ID = re.compile(r'\bid="([^"]+)"')


def _plain(text: str) -> str:
    return _TAG.sub(" ", text)


def on_config(config: Any) -> Any:
    from mkdocs.structure.pages import Page
    from mkdocs.structure.toc import get_toc

    if getattr(Page.render, "_oracle_raw", False):
        return config
    original = Page.render

    def render(self: Any, config: Any, files: Any) -> None:
        if self.file.src_uri.startswith(GENERATED) and self.markdown is not None:
            self.content = self.markdown
            self.toc = get_toc([])
            self.present_anchor_ids = set(_ID.findall(self.markdown))
            self.links_to_anchors = {}
            return
        original(self, config, files)

    render._oracle_raw = True  # type: ignore[attr-defined]
    Page.render = render  # type: ignore[method-assign]
    return config


def on_env(env: Any, config: Any, files: Any) -> Any:
    import tempfile

    from jinja2 import FileSystemBytecodeCache

    cache = Path(tempfile.gettempdir()) / "oracle-site-jinja-cache"
    cache.mkdir(exist_ok=True)
    env.bytecode_cache = FileSystemBytecodeCache(str(cache))
    return shell.cache_page_shells(env)


def enrich(doc: dict[str, Any]) -> dict[str, Any]:
    """A search document with its hidden ``kw`` and ``jt`` fields."""
    title = _plain(str(doc.get("title", "")))
    text = _plain(str(doc.get("text", "")))
    words = [str(w) for w in doc.pop("words", [])]
    names = [str(n) for n in doc.pop("names", [])]  # card names: as written, never inflected
    kw = list(
        dict.fromkeys(
            [*words, *names, *en_inflections([title, *words]), *ja_keywords([title, *words, *names])]
        )
    )
    known = set(kw)
    jt = [w for w in ja_keywords([text]) if w not in known]
    if kw:
        doc["kw"] = " ".join(kw)
    if jt:
        doc["jt"] = " ".join(jt)
    return doc


def on_post_build(config: Any) -> None:
    path = Path(config["site_dir"]) / "search" / "search_index.json"
    if not path.is_file():
        return
    side = Path(config["docs_dir"]) / "generated" / "_includes" / "search.json"
    ours = json.loads(side.read_text(encoding="utf-8")) if side.is_file() else []
    index = json.loads(path.read_text(encoding="utf-8"))
    index.setdefault("config", {}).setdefault("fields", {}).update(FIELDS)
    index["docs"] = [*index.get("docs", []), *(enrich(d) for d in ours)]
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
