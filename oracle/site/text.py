"""The one escaping path of the site, status words, anchors and search keywords.

Everything a contributor writes (scenario names, descriptions, tags, paths, table cells, failure
messages, card data) reaches a page only through :func:`h` (text or attribute value inside raw HTML)
or :func:`title_text` (the front-matter title that the theme puts into ``<title>`` and the navigation).
The generated pages are raw HTML blocks inside Markdown files; Markdown never parses contributor text,
so Markdown, Jinja or attribute-list syntax in it stays text.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any

STATUS_ORDER = {"failed": 0, "undefined": 1, "not-run": 2, "skipped": 3, "passed": 4}
"""Worst first: the dashboard lists scenarios in this order, and an id takes its worst scenario's status."""
STATUS_LABEL = {
    "passed": "passed",
    "failed": "failed",
    "undefined": "undefined",
    "skipped": "skipped",
    "not-run": "not run",
}
JUDGE = {
    "passed": ("engine agrees", "エンジンと一致"),
    "failed": ("engine disagrees", "エンジンと不一致"),
    "undefined": ("not yet checkable", "まだ確かめられません"),
    "skipped": ("not yet checkable", "まだ確かめられません"),
    "not-run": ("not yet checkable", "まだ確かめられません"),
    "assumed": ("assumed", "仮定"),
}
"""What a judge reads: does the engine agree with the ruling?"""

_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_PLAIN = re.compile(r"[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f<>&\"']*")


def h(text: object) -> str:
    """Text for raw HTML (element content or a quoted attribute value): ``< > & " '`` escaped.

    Control characters are dropped. Markdown never sees the result (it sits inside raw HTML blocks),
    so ``*``, backticks, ``{: attr }`` and ``{{ jinja }}`` stay plain characters.
    """
    s = str(text)
    if _PLAIN.fullmatch(s):  # nothing to escape or drop (most words and names): as it is
        return s
    return html.escape(_CONTROL.sub("", s), quote=True)


def hl(text: object, lang: str) -> str:
    """Text in a ``<span lang=…>``: Japanese and English text carry the right ``lang`` attribute."""
    return f'<span lang="{lang}">{h(text)}</span>'


_TITLE_SWAP = str.maketrans(
    {"<": "‹", ">": "›", "&": "＆", '"': "”", "'": "’", "`": "‘", "{": "（", "}": "）"}
)


def title_text(text: str, limit: int = 90) -> str:
    """A page title for the front matter: one line, at most ``limit`` characters, no markup characters.

    The theme writes the title into ``<title>`` and the navigation through Jinja, so the characters
    that could start markup are swapped for look-alikes, and long titles are cut.
    """
    one = " ".join(_CONTROL.sub("", text).split()).translate(_TITLE_SWAP)
    return one if len(one) <= limit else one[: limit - 1] + "…"


def code(text: object) -> str:
    """Text as inline code."""
    return f"<code>{h(text)}</code>"


def worst(statuses: list[str]) -> str:
    """The worst of several statuses (``not-run`` for none)."""
    return min(statuses, key=lambda s: STATUS_ORDER[s]) if statuses else "not-run"


def badge(status: str, lang: str = "en") -> str:
    """The status in a judge's words, as a coloured badge (text, so readable without CSS)."""
    en, ja = JUDGE[status]
    word = ja if lang == "ja" else en
    return f'<span class="oracle-status oracle-status--{status}" lang="{lang}">{word}</span>'


def badge2(status: str) -> str:
    """The status in English and Japanese."""
    en, ja = JUDGE[status]
    return (
        f'<span class="oracle-status oracle-status--{status}"><span lang="en">{en}</span>'
        f' / <span lang="ja">{ja}</span></span>'
    )


def slug(text: str) -> str:
    """An anchor or file name made of ASCII letters, digits and dashes."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


KANA_KANJI = "\u3040-\u309f\u3400-\u9fff\uf900-\ufaff\u3005\u3006"
"""Hiragana and kanji: the search index keeps a run of them together as one word."""
KATAKANA = "\u30a0-\u30fa\u30fc-\u30ff\uff66-\uff9f"
"""Katakana (without the middle dot): a run of them is one word."""
_RUN = re.compile(f"[{KANA_KANJI}]+")
KGRAM = 10
"""Longest Japanese keyword: search finds any part of a hiragana/kanji run up to this many characters."""


def ja_keywords(texts: list[str], longest: int = KGRAM) -> list[str]:
    """Search keywords for the Japanese of ``texts``: from every position of each kana/kanji run, the
    next ``longest`` characters (at least two).

    Japanese is written without spaces. The search separator (``mkdocs.yml``) splits text at
    punctuation and where katakana starts or ends, so ``エボルヴデッキ`` is a word, but a run of
    hiragana and kanji such as ``重ねたにんじんは`` stays one word. Search matches a query word as the
    *prefix* of an indexed word, so a keyword starting at each position (``にんじんは`` …) lets any
    part of the run be found, also several words written together (``攻撃できません``). The keywords
    are cut at ``longest`` characters so their size grows linearly with the text (every whole suffix
    would grow with its square). One-character keywords are left out: Material's query segmentation
    for kanji would otherwise cut a query such as ``走破`` down to its first character.
    """
    seen: dict[str, None] = {}
    for text in texts:
        for run in _RUN.findall(text):
            for i in range(len(run) - 1):
                seen.setdefault(run[i : i + longest], None)
    return list(seen)


_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]{2,}")


def en_inflections(texts: list[str]) -> list[str]:
    """English word forms of ``texts`` so a query in another inflection still finds them.

    Search matches query words as prefixes and does not stem (see ``mkdocs.yml``), so ``wards`` would
    miss ``Ward``; listing ``wards``, ``warded``, ``warding`` lets it match. Linear in the text.
    """
    seen: dict[str, None] = {}
    for text in texts:
        for word in _WORD.findall(text):
            w = word.lower().strip("'’-")
            if len(w) < 3:
                continue
            stem = w[:-1] if w.endswith("e") else w
            forms = [w, w + "s", w + "es", stem + "ed", stem + "ing"]
            if w.endswith("y"):
                forms.append(w[:-1] + "ies")
            if w.endswith("s") and len(w) > 3:
                forms.append(w[:-1])
            for f in forms:
                seen.setdefault(f, None)
    return list(seen)


_KEYWORD_LINE = re.compile(
    r"^(\s*)(Feature|Rule|Background|Scenario Outline|Scenario Template|Scenario|Example|Examples|Scenarios)(:)(.*)$"
)
_STEP_LINE = re.compile(r"^(\s*)(Given|When|Then|And|But|\*)( .*)$")
_STRING_OR_PARAM = re.compile(r'("[^"]*"|<[^<>\s]+>)')


def _inline(text: str) -> str:
    parts = []
    for piece in _STRING_OR_PARAM.split(text):
        if not piece:
            continue
        cls = "s" if piece.startswith('"') else "nv" if piece.startswith("<") else ""
        parts.append(f'<span class="{cls}">{h(piece)}</span>' if cls else h(piece))
    return "".join(parts)


def gherkin_html(source: str) -> str:
    """Gherkin source as highlighted HTML (Pygments' CSS classes, so the theme colours it).

    Every character of the source goes through :func:`h`. The block wraps long lines (CSS class
    ``oracle-gherkin``) so it never scrolls sideways on a phone.
    """
    out: list[str] = []
    for line in source.splitlines():
        stripped = line.strip()
        indent = h(line[: len(line) - len(line.lstrip())])
        if stripped.startswith("#"):
            out.append(f'{indent}<span class="c1">{h(stripped)}</span>')
        elif stripped.startswith("@"):
            tags = " ".join(f'<span class="nt">{h(t)}</span>' for t in stripped.split())
            out.append(indent + tags)
        elif stripped.startswith("|"):
            out.append(indent + h(stripped))  # table rows plain: a span per cell only weighs the page
        elif m := _KEYWORD_LINE.match(line):
            out.append(
                f'{h(m.group(1))}<span class="k">{m.group(2)}{m.group(3)}</span><span class="nf">{h(m.group(4))}</span>'
            )
        elif m := _STEP_LINE.match(line):
            out.append(f'{h(m.group(1))}<span class="k">{m.group(2)}</span>{_inline(m.group(3))}')
        else:
            out.append(h(line))
    body = "\n".join(out)
    return f'<div class="language-gherkin highlight oracle-gherkin"><pre><span></span><code>{body}\n</code></pre></div>'


_TAG = re.compile(r"<[^>]*>")


def _plain(text: str) -> str:
    return _TAG.sub(" ", text)


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


def enrich_side_file(text: str) -> str:
    """The search side file (``_includes/search.json``: a list of documents) with every document's hidden
    fields, as ``{\"enriched\": [...]}`` (the hook appends those to the index as they are)."""
    return json.dumps({"enriched": [enrich(d) for d in json.loads(text)]}, ensure_ascii=False)
