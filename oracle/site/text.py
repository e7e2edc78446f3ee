"""Markdown helpers: escaping of ruling text, status badges, Japanese search keywords."""

from __future__ import annotations

import html
import re

STATUS_ORDER = {"failed": 0, "undefined": 1, "not-run": 2, "skipped": 3, "passed": 4}
"""Worst first: the dashboard lists scenarios in this order, and an id takes its worst scenario's status."""
STATUS_LABEL = {
    "passed": "passed",
    "failed": "failed",
    "undefined": "undefined",
    "skipped": "skipped",
    "not-run": "not run",
}
STATUS_LABEL_JA = {
    "passed": "合格",
    "failed": "不合格",
    "undefined": "未定義",
    "skipped": "スキップ",
    "not-run": "未実行",
}
_MD_SPECIAL = re.compile(r"([\\`*_{}\[\]()#+!|~^=$])")


def esc(text: str) -> str:
    """Ruling text as inert Markdown: HTML is escaped (``<script>`` shows as text), Markdown markup too."""
    return _MD_SPECIAL.sub(r"\\\1", html.escape(text.replace("\n", " "), quote=False))


def code(text: str) -> str:
    """Text as an inline code span: Markdown escapes HTML inside it, so the text is not escaped twice."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    ticks = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{ticks}{pad}{text.replace(chr(10), ' ')}{pad}{ticks}"


def esc_html(text: str) -> str:
    """Text for inside raw HTML."""
    return html.escape(text, quote=True)


def worst(statuses: list[str]) -> str:
    """The worst of several statuses (``not-run`` for none)."""
    return min(statuses, key=lambda s: STATUS_ORDER[s]) if statuses else "not-run"


def badge(status: str) -> str:
    """An inline status badge (text, so it is readable without CSS and searchable)."""
    return f'<span class="oracle-status oracle-status--{status}">{STATUS_LABEL[status]}</span>'


def slug(text: str) -> str:
    """An anchor id made of ASCII letters, digits and dashes."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-") or "x"


KANA_KANJI = "\u3040-\u309f\u3400-\u9fff\uf900-\ufaff\u3005\u3006"
"""Hiragana and kanji: the search index keeps a run of them together as one word."""
KATAKANA = "\u30a0-\u30fa\u30fc-\u30ff\uff66-\uff9f"
"""Katakana (without the middle dot): a run of them is one word."""
_RUN = re.compile(f"[{KANA_KANJI}]+")


def ja_keywords(texts: list[str]) -> list[str]:
    """Search keywords for the Japanese of ``texts``: every suffix (2+ characters) of each kana/kanji run.

    Japanese is written without spaces. The search separator (``mkdocs.yml``) splits text at
    punctuation and where katakana starts or ends, so ``エボルヴデッキ`` is a word, but a run of
    hiragana and kanji such as ``重ねたにんじんは`` stays one word. Search matches a query word as the
    *prefix* of an indexed word, so listing every suffix (``にんじんは``, ``んじんは`` …) lets any part
    of the run be found: a query is then an exact substring match, also for several words written
    together (``攻撃できません``). One-character suffixes are left out: Material's query segmentation
    for kanji would otherwise cut a query such as ``走破`` down to its first character.
    """
    seen: dict[str, None] = {}
    for text in texts:
        for run in _RUN.findall(text):
            for i in range(len(run) - 1):
                seen.setdefault(run[i:], None)
    return list(seen)


_KEYWORD_LINE = re.compile(r"^(\s*)(Feature|Rule|Background|Scenario Outline|Scenario Template|Scenario|Example|Examples|Scenarios)(:)(.*)$")
_STEP_LINE = re.compile(r"^(\s*)(Given|When|Then|And|But|\*)( .*)$")
_STRING_OR_PARAM = re.compile(r'("[^"]*"|<[^<>\s]+>)')


def _inline(text: str) -> str:
    parts = []
    for piece in _STRING_OR_PARAM.split(text):
        if not piece:
            continue
        cls = "s" if piece.startswith('"') else "nv" if piece.startswith("<") else ""
        parts.append(f'<span class="{cls}">{html.escape(piece)}</span>' if cls else html.escape(piece))
    return "".join(parts)


def gherkin_html(source: str) -> str:
    """Gherkin source as highlighted HTML (Pygments' CSS classes, so the theme colours it).

    Rendered here rather than by Pygments at build time: it is the same markup for a fraction of the
    build time, and every character of the source is escaped.
    """
    out: list[str] = []
    for line in source.splitlines():
        stripped = line.strip()
        indent = html.escape(line[: len(line) - len(line.lstrip())])
        if stripped.startswith("#"):
            out.append(f'{indent}<span class="c1">{html.escape(stripped)}</span>')
        elif stripped.startswith("@"):
            tags = " ".join(f'<span class="nt">{html.escape(t)}</span>' for t in stripped.split())
            out.append(indent + tags)
        elif stripped.startswith("|"):
            cells = stripped.split("|")
            inner = '<span class="p">|</span>'.join(_inline(c) for c in cells)
            out.append(indent + inner)
        elif m := _KEYWORD_LINE.match(line):
            out.append(
                f'{html.escape(m.group(1))}<span class="k">{m.group(2)}{m.group(3)}</span>'
                f'<span class="nf">{html.escape(m.group(4))}</span>'
            )
        elif m := _STEP_LINE.match(line):
            out.append(f'{html.escape(m.group(1))}<span class="k">{m.group(2)}</span>{_inline(m.group(3))}')
        else:
            out.append(html.escape(line))
    code = "\n".join(out)
    return f'<div class="language-gherkin highlight"><pre><span></span><code>{code}\n</code></pre></div>'
