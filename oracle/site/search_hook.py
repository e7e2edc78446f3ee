"""MkDocs hook (``hooks:`` in ``mkdocs.yml``): search keywords in fields the result list never shows.

Material's search index holds, per section, ``title`` (weighed 1000×) and ``text`` (1×), and the
result list shows both. Lunr also indexes any other field named in ``config.fields`` — and Material
shows none of them. After the search plugin wrote ``search/search_index.json`` this hook adds two:

* ``kw`` (weighed 200×): the ruling's id, its question in the other language, the names of its cards
  and topic (from ``docs/generated/_includes/search.json``, written by the generator), English word
  forms of those and of the title (``wards`` finds Ward), and Japanese keywords of all that;
* ``jt`` (1×): Japanese keywords of the section text, so any part of a Japanese sentence is found.

Japanese keywords start at every position of a kana/kanji run and are at most
:data:`oracle.site.text.KGRAM` characters long, so the index grows linearly with the text.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from oracle.site.text import en_inflections, ja_keywords

FIELDS = {"kw": {"boost": 200.0}, "jt": {"boost": 1.0}}
_TAG = re.compile(r"<[^>]*>")


def _plain(text: str) -> str:
    return _TAG.sub(" ", text)


def enrich(index: dict[str, Any], extra: dict[str, list[str]]) -> dict[str, Any]:
    """The search index with the ``kw`` and ``jt`` fields added to its documents."""
    index.setdefault("config", {}).setdefault("fields", {}).update(FIELDS)
    for doc in index.get("docs", []):
        location = str(doc.get("location", ""))
        title = _plain(str(doc.get("title", "")))
        text = _plain(str(doc.get("text", "")))
        words = extra.get(location.split("#")[0], []) if "#" not in location else []
        kw = list(dict.fromkeys([*words, *en_inflections([title, *words]), *ja_keywords([title, *words])]))
        known = set(kw)
        jt = [w for w in ja_keywords([text]) if w not in known]
        if kw:
            doc["kw"] = " ".join(kw)
        if jt:
            doc["jt"] = " ".join(jt)
    return index


def on_post_build(config: Any) -> None:
    site = Path(config["site_dir"])
    path = site / "search" / "search_index.json"
    if not path.is_file():
        return
    side = Path(config["docs_dir"]) / "generated" / "_includes" / "search.json"
    extra = json.loads(side.read_text(encoding="utf-8")) if side.is_file() else {}
    index = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(
        json.dumps(enrich(index, extra), ensure_ascii=False, separators=(",", ":")), encoding="utf-8"
    )
