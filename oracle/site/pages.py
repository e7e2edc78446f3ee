"""The site's generated pages, as raw HTML blocks inside Markdown files.

Markdown only costs here: the pages are made of HTML blocks (which Python-Markdown passes through
untouched) built with :mod:`oracle.site.text`, the one escaping path. Material's own features do the
rest: content tabs (``content.tabs.link`` remembers the reader's language), admonitions, collapsible
blocks. The theme's search indexer skips these pages (``search: exclude``): their search documents,
with the keywords that must not show in result snippets, go to a side file (``_includes/search.json``)
that ``oracle/site/search_hook.py`` adds to the index.
"""

from __future__ import annotations

import json
import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from pathlib import Path

from oracle.cr import GOAL, GOAL_SCOPE, LISTED, OPEN_KINDS, clause_statuses, coverage, in_scope
from oracle.site.cards import Card
from oracle.site.data import CR_CHAPTERS, INCLUDES, Site
from oracle.site.glossary import StepDef
from oracle.site.model import GAMES, Feature, Scenario, Statement, entry_statements
from oracle.site.text import (
    JUDGE,
    STATUS_LABEL,
    STATUS_ORDER,
    badge,
    badge2,
    code,
    gherkin_html,
    h,
    hl,
    slug,
    title_text,
)

GAME_TITLES = {
    "sve": ("Shadowverse EVOLVE", "シャドウバース エボルヴ"),
    "foh": ("Force of the Horse", "フォース オブ ザ ホース"),
    "umafan": ("Uma Musume fan card game", "ウマ娘カードゲーム（二次創作）"),
}
HOME = "<home>"
SOURCE_LINKS: dict[str, tuple[str | None, str | None]] = {}
"""Official page and date of a source document, where known (``url``/``date`` in sources.yaml win)."""


# --------------------------------------------------------------------------- search documents


class Search:
    """The search documents of the generated pages (the pages themselves are left out of the theme's own
    indexing): what a result shows (title, text: escaped, never hidden keywords) and what it is found by
    (``words``: ids, names, the other language; see ``oracle/site/search_hook.py``)."""

    def __init__(self) -> None:
        self.docs: list[dict[str, object]] = []

    def ordered(self) -> list[dict[str, object]]:
        """Each page's own document before its sections (Material takes the first one of a page as the page)."""
        pages = {str(d["location"]) for d in self.docs if "#" not in str(d["location"])}
        missing = {str(d["location"]).split("#")[0] for d in self.docs} - pages
        assert not missing, f"search sections without a page document: {sorted(missing)}"
        return sorted(self.docs, key=lambda d: (str(d["location"]).split("#")[0], "#" in str(d["location"])))

    def add(
        self,
        page: str,
        title: str,
        text: list[str],
        words: list[str],
        boost: float,
        anchor: str = "",
        names: list[str] | None = None,
    ) -> None:
        """One search document. ``words`` are found in every English word form (``wards`` finds Ward);
        ``names`` (card names) only as written, so a card called "Ward Guard" does not pull every ruling
        that uses it to the top of a search for the keyword."""
        location = "/".join(_segments(page)) + "/" + (f"#{anchor}" if anchor else "")
        body = "".join(f"<p>{h(t)}</p>" for t in text if t)
        self.docs.append(
            {
                "location": location,
                "title": h(title),
                "text": body,
                "words": [w for w in words if w],
                "names": [n for n in names or [] if n],
                "boost": boost,
            }
        )


# --------------------------------------------------------------------------- links and page frame


def _segments(page: str) -> list[str]:
    if page == HOME:
        return []
    parts = page[:-3].split("/") if page.endswith(".md") else page.split("/")
    if parts[-1] == "index":
        parts = parts[:-1]
    return parts  # generated pages are published without their folder (oracle/site/search_hook.py)


def href(me: str, to: str, anchor: str = "") -> str:
    """The relative URL from page ``me`` to page ``to`` (paths relative to the generated dir)."""
    a, b = _segments(me), _segments(to)
    common = 0
    while common < len(a) and common < len(b) and a[common] == b[common]:
        common += 1
    rel = "../" * (len(a) - common) + "".join(f"{s}/" for s in b[common:])
    return h((rel or "./") + (f"#{anchor}" if anchor else ""))


def link(me: str, to: str, text_html: str, anchor: str = "", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<a href="{href(me, to, anchor)}"{c}>{text_html}</a>'


def page(title: str, blocks: Iterable[str]) -> str:
    """A generated page: front matter (title; the theme's own search indexing off: :class:`Search` does it)."""
    meta = [f"title: {json.dumps(title_text(title), ensure_ascii=False)}", "search:\n  exclude: true"]
    body = "\n\n".join(wrap_table(b.strip()) for b in blocks if b and b.strip())
    return "---\n" + "\n".join(meta) + "\n---\n\n" + body + "\n"


def wrap_table(block: str) -> str:
    """A table in Material's scroll wrapper, so a wide table scrolls inside itself, never the page."""
    if block.startswith("<table"):
        # Material styles only tables without a class: the class goes on the wrapper
        m = re.match(r'<table class="([^"]*)">', block)
        cls = f" {m.group(1)}" if m else ""
        table = "<table>" + block[m.end() :] if m else block
        return f'<div class="md-typeset__scrollwrap{cls}"><div class="md-typeset__table">{table}</div></div>'
    return block


def _two_lines(en: str, ja: str) -> str:
    """English, and Japanese on the line below (narrow table headings)."""
    return h(en) + "<br>" + hl(ja, "ja")


def both(en: str, ja: str, sep: str = " / ") -> str:
    """English, then Japanese in a ``lang="ja"`` span (the pages' own language is English)."""
    return h(en) + (h(sep) + hl(ja, "ja") if ja and ja != en else "")


def crumbs(me: str, trail: list[tuple[str, str, str, str]]) -> str:
    """Breadcrumbs in both languages: (page, anchor, English, Japanese) each."""
    items = [link(me, p, both(en, ja), anchor) for p, anchor, en, ja in trail] or [
        link(me, HOME, both("Home", "ホーム"))
    ]
    return f'<nav class="oracle-crumbs" aria-label="breadcrumbs">{" › ".join(items)}</nav>'


_tab_counter = [0]


def tabs(blocks: list[tuple[str, str, str]], open_index: int = 0) -> str:
    """Material content tabs (the markup of pymdownx.tabbed's alternate style): (label, lang, html) each.

    ``content.tabs.link`` keeps the reader's pick (English / 日本語) on every page and across visits;
    ``open_index`` is the tab shown to a reader who never picked one.
    """
    _tab_counter[0] += 1
    n = _tab_counter[0]
    inputs = "".join(
        f'<input{" checked" if i == open_index else ""} id="__tabbed_{n}_{i + 1}" name="__tabbed_{n}" type="radio">'
        for i in range(len(blocks))
    )
    labels = "".join(
        f'<label for="__tabbed_{n}_{i + 1}" lang="{lang}">{h(label)}</label>'
        for i, (label, lang, _) in enumerate(blocks)
    )
    content = "".join(f'<div class="tabbed-block" lang="{lang}">\n{body}\n</div>' for _, lang, body in blocks)
    return (
        f'<div class="tabbed-set tabbed-alternate" data-tabs="{n}:{len(blocks)}">{inputs}'
        f'<div class="tabbed-labels">{labels}</div>\n'
        f'<div class="tabbed-content">\n{content}\n</div>\n</div>'
    )


def admonition(kind: str, title_html: str, body_html: str, cls: str = "") -> str:
    ex = ""
    return f'<div class="admonition {kind} {cls}"{ex}><p class="admonition-title">{title_html}</p>\n{body_html}\n</div>'


# --------------------------------------------------------------------------- ruling facts


def statement(site: Site, entry_id: str) -> Statement | None:
    """The entry's source restated (its question and answer, or its rule), or None when none is given.

    ``oracle/checks.py`` makes sure there is exactly one; should there be several, the first is shown.
    """
    found = entry_statements(site.by_id.get(entry_id, []), is_rule(site, entry_id), entry_id)
    return found[0] if found else None


def is_assumption(sc: Scenario) -> bool:
    """A scenario that checks what the engine assumes where the source is silent."""
    return "assumption" in sc.all_tags or bool(
        sc.description.assumptions["en"] or sc.description.assumptions["ja"]
    )


def entry_status(site: Site, entry_id: str) -> str:
    """An entry's status for a judge: the worst of its scenarios, or ``assumed`` when every scenario agrees
    but each of them checks an engine assumption (nothing checks the source's own answer)."""
    status = site.id_status(entry_id)
    scenarios = site.by_id.get(entry_id, [])
    if status == "passed" and scenarios and all(is_assumption(sc) for sc in scenarios):
        return "assumed"
    return status


def check_text(sc: Scenario, lang: str) -> str:
    """What a scenario checks in ``lang`` (its ``Checks`` line; the other language's, then its name)."""
    other = "en" if lang == "ja" else "ja"
    return sc.description.checks.get(lang) or sc.description.checks.get(other) or sc.name


def source_lang(site: Site, entry_id: str) -> str:
    entry = site.sources.entries.get(entry_id)
    doc = site.sources.documents.get(entry.document) if entry else None
    if doc is not None:
        return "ja" if doc.language == "ja" else "en"
    return "ja" if "-JA-" in entry_id or entry_id.startswith("UMA") else "en"


def question(site: Site, entry_id: str, lang: str) -> str:
    """The source's question (or rule) of an entry in ``lang``, falling back to the other language, then a name."""
    other = "en" if lang == "ja" else "ja"
    stmt = statement(site, entry_id)
    if stmt is not None:
        text = stmt.text.get(lang) or stmt.text.get(other)
        if text:
            return text
    for want in (lang, other):
        for sc in site.by_id[entry_id]:
            d = sc.description
            text = d.q.get(want) or d.rule.get(want)
            if text:
                return text
    return site.by_id[entry_id][0].name


def is_rule(site: Site, entry_id: str) -> bool:
    entry = site.sources.entries.get(entry_id)
    if entry is not None:
        return entry.kind == "rule"
    return "-R" in entry_id


def id_item(site: Site, me: str, entry_id: str, show_status: bool = True) -> str:
    """A list item: status, id (linked) and the question in both languages."""
    en = question(site, entry_id, "en")
    ja = question(site, entry_id, "ja")
    st = badge(entry_status(site, entry_id)) + " " if show_status else ""
    ja_part = f'<br><span lang="ja">{h(ja)}</span>' if ja != en else ""
    return f'<li>{st}{link(me, site.page(entry_id), code(entry_id))} <span lang="en">{h(en)}</span>{ja_part}</li>'


def _section_key(s: str) -> tuple[int, ...]:
    return tuple(int(x) for x in s.split(".") if x.isdigit())


def _feature_lines(path: Path) -> list[str]:
    """The lines of a feature file, read once per page generation (:func:`all_pages` clears the cache)."""
    lines = _LINES.get(path)
    if lines is None:
        lines = _LINES[path] = path.read_text(encoding="utf-8").splitlines()
    return lines


_LINES: dict[Path, list[str]] = {}


def _scenario_source(site: Site, sc: Scenario, feature: Feature) -> str:
    """The scenario's own lines of the feature file (tags to last step), as written."""
    lines = _feature_lines(site.root / sc.feature_path)
    starts = sorted(min([s.line, *s.tag_lines.values()]) for s in feature.scenarios)
    start = min([sc.line, *sc.tag_lines.values()])
    later = [s for s in starts if s > start]
    end = (later[0] - 1) if later else len(lines)
    chunk = lines[start - 1 : end]
    while chunk and (not chunk[-1].strip() or chunk[-1].lstrip().startswith("#")):
        chunk.pop()
    out: list[str] = []
    in_description = False
    for line in chunk:
        stripped = line.strip()
        if _SCENARIO_LINE.match(stripped):
            in_description = True
        elif in_description and _BODY_LINE.match(stripped):
            in_description = False
        elif in_description:
            continue  # the description (Q/A, source, assumptions) is shown above the block
        out.append(line[2:] if line.startswith("  ") else line)
    return "\n".join(out)


_SCENARIO_LINE = re.compile(r"^(Scenario|Scenario Outline|Scenario Template|Example):")
_BODY_LINE = re.compile(r"^(Given|When|Then|And|But|\*|Examples:|Scenarios:|@|#)")


def own_page(topic: str) -> bool:
    """First words of topics, keywords and terms have a page; a finer topic is a section of its first word's page."""
    return ":" not in topic or topic.split(":")[0] in ("keyword", "term")


def topic_target(game: str, topic: str) -> tuple[str, str]:
    """(page, anchor) of a topic."""
    if own_page(topic):
        return f"{game}/topics/{slug(topic)}.md", ""
    return f"{game}/topics/{slug(topic.split(':')[0])}.md", slug(topic)


def topic_link(me: str, game: str, topic: str, text_html: str) -> str:
    target, anchor = topic_target(game, topic)
    return link(me, target, text_html, anchor)


def cards_of(site: Site, entry_id: str) -> list[Card]:
    if site.cards is None:
        return []
    index = _CARDS_OF.get(id(site.cards))
    if index is None:  # one pass over the cards, not one per ruling
        index = {}
        for c in site.cards.cards:
            for ruling in c.rulings:
                index.setdefault(ruling, []).append(c)
        _CARDS_OF.clear()
        _CARDS_OF[id(site.cards)] = index
    return list(index.get(entry_id, []))


_CARDS_OF: dict[int, dict[str, list[Card]]] = {}


def keyword_topics(site: Site, game: str) -> dict[str, tuple[str, str]]:
    """Keyword key → (English, Japanese) from the card export, for keyword pages."""
    out: dict[str, tuple[str, str]] = {}
    if site.cards is not None:
        for c in site.cards.cards:
            if c.game == game:
                for key, name in c.keywords:
                    out.setdefault(key, (name.en, name.ja or name.en))
    return out


# --------------------------------------------------------------------------- ruling page


def ruling_page(site: Site, entry_id: str, search: Search) -> str:
    _tab_counter[0] = 0
    scenarios = site.by_id[entry_id]
    entry = site.sources.entries.get(entry_id)
    game = site.game_of(entry_id, scenarios[0])
    me = site.page(entry_id)
    status = entry_status(site, entry_id)
    lang = source_lang(site, entry_id)
    other = "en" if lang == "ja" else "ja"
    rule = is_rule(site, entry_id)
    q_main, q_alt = question(site, entry_id, lang), question(site, entry_id, other)
    gen, gja = GAME_TITLES.get(game, (game, game))
    trail = [(f"{game}/index.md", "", gen, gja)]
    if entry:
        ten, tja = site.topic_name(entry.topic)
        trail.append((*topic_target(game, entry.topic), ten, tja))
    blocks = [crumbs(me, trail)]
    alt = f'<span class="oracle-alt" lang="{other}">{h(q_alt)}</span>' if q_alt != q_main else ""
    blocks.append(f'<h1 lang="{lang}">{h(q_main)}{alt}</h1>')
    kind = ("Rule statement", "ルール") if rule else ("Ruling", "裁定")
    stmt = statement(site, entry_id)
    checked = [sc for sc in scenarios if not is_assumption(sc)]
    assumed = [sc for sc in scenarios if is_assumption(sc)]
    rests = ""
    if assumed and not checked:
        rests = " · " + both(
            "rests on engine assumptions only (below)", "エンジンの仮定だけに基づきます（下記）"
        )
    elif assumed:
        rests = " · " + both(
            "rests in part on an engine assumption (below)", "一部はエンジンの仮定に基づきます（下記）"
        )
    blocks.append(f'<p class="oracle-summary">{badge2(status)} · {both(*kind)} · {code(entry_id)}{rests}</p>')
    tab_blocks = []
    n_agree = sum(1 for sc in scenarios if site.result(sc).status == "passed")
    for tab_lang, label in (("en", "English"), ("ja", "日本語")):
        L = {"en": ("Rule", "Question", "Answer"), "ja": ("ルール", "質問", "回答")}[tab_lang]
        parts = []
        if stmt is not None and stmt.rule.get(tab_lang):
            parts.append(
                f'<p class="oracle-source-rule"><strong>{L[0]}:</strong> {h(stmt.rule[tab_lang])}</p>'
            )
        if stmt is not None and stmt.q.get(tab_lang):
            parts.append(f'<p class="oracle-source-q"><strong>{L[1]}:</strong> {h(stmt.q[tab_lang])}</p>')
        if stmt is not None and stmt.a.get(tab_lang):
            parts.append(f'<p class="oracle-source-a"><strong>{L[2]}:</strong> {h(stmt.a[tab_lang])}</p>')
        if not parts:
            parts.append(
                "<p><em>(not restated in this language yet)</em></p>"
                if tab_lang == "en"
                else "<p><em>（この言語ではまだ書かれていません）</em></p>"
            )
        if tab_lang == "en":
            agree = f"{n_agree} of {len(scenarios)} scenario{'s' if len(scenarios) != 1 else ''} pass"
        else:
            agree = f"{len(scenarios)} 件のシナリオのうち {n_agree} 件が通過"
        parts.append(f'<p class="oracle-qa-status">{badge(status, tab_lang)} {h(agree)}</p>')
        tab_blocks.append((label, tab_lang, "".join(parts)))
    blocks.append(tabs(tab_blocks, open_index=1 if lang == "ja" else 0))
    # source
    if entry:
        doc = site.sources.documents.get(entry.document)
        what = ("rule statement", "ルール文") if entry.kind == "rule" else ("Q&A", "Q&A")
        if doc:
            url = getattr(doc, "url", None) or SOURCE_LINKS.get(doc.key, (None, None))[0]
            date = getattr(doc, "date", None) or SOURCE_LINKS.get(doc.key, (None, None))[1]
            name = both(doc.title_en, doc.title_ja)
            if isinstance(url, str) and url.startswith("https://"):
                name = f'<a href="{h(url)}" rel="noopener">{name}</a>'
            when = f", {h(date)}" if date else ""
            cite = f"<p>{name}, {both(f'{what[0]} {entry.entry}', f'{what[1]} {entry.entry}')}{when}</p>"
        else:
            cite = f"<p>{h(entry.document)}, {h(what[0])} {entry.entry}</p>"
        if entry.section:
            cite += f"<p>{both('Section', '章')}: {h(entry.section)}</p>"
    else:
        cite = (
            f"<p>{h(scenarios[0].description.source or 'unknown: this id is not in oracle/sources.yaml')}</p>"
        )
    ours = (
        '<p class="oracle-ours">Restated in our own words, not the official text. '
        '<span lang="ja">公式の文面ではなく、当プロジェクトによる言い換えです。</span></p>'
    )
    blocks.append(admonition("quote", both("Source", "出典"), cite + ours, cls="oracle-source"))
    # links: cards, topic, same ruling, related, rule sections
    facts: list[str] = []
    cards = cards_of(site, entry_id)
    if cards:
        facts.append(
            f"<li>{both('Cards', 'カード')}: "
            + ", ".join(link(me, c.page, both(c.name.en, c.name.ja or "")) for c in cards)
            + "</li>"
        )
    same = [i for i in (entry.same_as if entry else ()) if i]
    if same:
        facts.append(
            f"<li>{both('Same ruling in the other language', '別の言語の同じ裁定')}: "
            + ", ".join(_id_link(site, me, i) for i in same)
            + "</li>"
        )
    related = [i for i in (entry.related if entry else ()) if i]
    if related:
        facts.append(
            f"<li>{both('Related', '関連')}: " + ", ".join(_id_link(site, me, i) for i in related) + "</li>"
        )
    sections = sorted({s for sc in scenarios for s in sc.cr_sections}, key=_section_key)
    if sections:
        links = [
            link(me, f"{game}/index.md", h(f"{s} {site.cr_sections.get(s, '')}".strip()), f"cr-{slug(s)}")
            for s in sections
        ]
        facts.append(f"<li>{both('Rule sections', 'ルールの節')}: " + ", ".join(links) + "</li>")
    if facts:
        blocks.append(f'<ul class="oracle-facts">{"".join(facts)}</ul>')
    feature_of = {f.path: f for f in site.features}

    def scenario_item(sc: Scenario, assumption: bool) -> str:
        res = site.result(sc)
        shown = "assumed" if assumption and res.status == "passed" else res.status
        inner = [
            f'<p class="oracle-check">{badge2(shown)} <span lang="en">{h(check_text(sc, "en"))}</span>'
            f'<br><span lang="ja">{h(check_text(sc, "ja"))}</span></p>'
        ]
        if assumption:
            said = [(al, a) for al in ("en", "ja") for a in sc.description.assumptions[al]]
            if said:
                inner.append(
                    '<ul class="oracle-assumption">'
                    + "".join(f'<li lang="{al}">{h(a)}</li>' for al, a in said)
                    + "</ul>"
                )
        detail = [f"<p><strong>{h(sc.name)}</strong> {code(f'{sc.feature_path}:{sc.line}')}</p>"]
        if res.failure and res.status in ("failed", "undefined"):
            head = "Undefined step" if res.status == "undefined" else "Failing step"
            step = res.failure.get("step") or "(before the first step)"
            line = res.failure.get("line")
            msg = str(res.failure.get("message") or "")
            text = f"{step}\n\n{msg}".strip()
            detail.append(
                admonition(
                    "failure",
                    h(head + (f" (line {line})" if line else "")),
                    f'<pre class="oracle-wrap"><code>{h(text)}</code></pre>',
                )
            )
        detail.append(gherkin_html(_scenario_source(site, sc, feature_of[sc.feature_path])))
        inner.append(
            f'<details class="example oracle-scenario-detail"><summary>{both("The scenario", "シナリオ")}</summary>\n'
            + "\n".join(detail)
            + "\n</details>"
        )
        return f'<li class="oracle-check-item">{"".join(inner)}</li>'

    if checked:
        blocks.append(
            f'<h2 id="checks">{both("How the engine checks this", "エンジンでの確かめ方")}</h2>'
            + f'<ol class="oracle-checks">{"".join(scenario_item(sc, False) for sc in checked)}</ol>'
        )
    if assumed:
        blocks.append(
            '<h2 id="assumptions">'
            + both(
                "Where the source is silent, the engine assumes…",
                "出典に書かれていない点について、エンジンの仮定…",
            )
            + "</h2>"
            + f'<ol class="oracle-assumed">{"".join(scenario_item(sc, True) for sc in assumed)}</ol>'
        )
    words = [entry_id, q_alt]
    names = [n for c in cards for n in (c.name.en, c.name.ja or "", *c.aliases)]
    if entry:
        words += list(site.topic_name(entry.topic))
    shown = [
        f"{stmt.q.get(L) or stmt.rule.get(L, '')} {stmt.a.get(L, '')}".strip()
        for L in (lang, other)
        if stmt is not None
    ] + [check_text(sc, L) for sc in scenarios for L in (lang, other)]
    title = f"{q_main} / {q_alt}" if q_alt != q_main else q_main
    search.add(me, title, shown, words, 2 if not rule else 1.5, names=names)
    return page(f"{entry_id} · {q_main}", blocks)


def _id_link(site: Site, me: str, entry_id: str) -> str:
    if entry_id in site.by_id:
        return link(me, site.page(entry_id), code(entry_id))
    return f"{code(entry_id)} <em>(no scenario yet)</em>"


# --------------------------------------------------------------------------- topics and keywords


def topics_of_game(site: Site, game: str) -> dict[str, list[str]]:
    """Topic → ids with a scenario, for every topic and every first word of a topic."""
    out: dict[str, list[str]] = defaultdict(list)
    for i in sorted(site.by_id):
        entry = site.sources.entries.get(i)
        if entry is None or entry.game != game:
            continue
        out[entry.topic].append(i)
        head = entry.topic.split(":")[0]
        if head != entry.topic:
            out[head].append(i)
    return dict(out)


def topic_pages(site: Site, game: str, search: Search) -> dict[str, str]:
    pages: dict[str, str] = {}
    topics = topics_of_game(site, game)
    gen, gja = GAME_TITLES[game]
    kw = keyword_topics(site, game)
    direct: dict[str, list[str]] = defaultdict(list)
    for i in sorted(site.by_id):
        entry = site.sources.entries.get(i)
        if entry is not None and entry.game == game:
            direct[entry.topic].append(i)

    def listing(me: str, ids: list[str], level: str = "h2", prefix: str = "") -> list[str]:
        out = []
        rulings = [i for i in ids if not is_rule(site, i)]
        rules = [i for i in ids if is_rule(site, i)]
        for name, anchor, members in (
            (("Rulings", "裁定"), "rulings", rulings),
            (("Rule statements", "ルール"), "rules", rules),
        ):
            if members:
                out.append(f'<{level} id="{prefix}{anchor}">{both(*name)}</{level}>')
                items = "".join(id_item(site, me, i) for i in members)
                out.append(f'<ul class="oracle-list">{items}</ul>')
        return out

    for topic in [t for t in topics if own_page(t)]:
        me, _ = topic_target(game, topic)
        en, ja = site.topic_name(topic)
        key = topic.split(":")[-1]
        if topic.startswith("keyword:") and key in kw:
            en, ja = kw[key]
        trail = [(f"{game}/index.md", "", gen, gja), (f"{game}/topics/index.md", "", "Topics", "トピック")]
        head = topic.split(":")[0]
        if head != topic and head in topics:
            trail.append((*topic_target(game, head), *site.topic_name(head)))
        blocks = [crumbs(me, trail), f"<h1>{both(en, ja)}</h1>"]
        subs = sorted(t for t in topics if t.startswith(topic + ":"))
        linked = [t for t in subs if own_page(t)]
        if linked:
            items = "".join(
                f"<li>{topic_link(me, game, t, both(*site.topic_name(t)))} ({len(topics[t])})</li>"
                for t in linked
            )
            blocks.append(f'<ul class="oracle-topics">{items}</ul>')
        blocks += listing(me, direct.get(topic, []))
        for sub in [t for t in subs if not own_page(t)]:
            sen, sja = site.topic_name(sub)
            blocks.append(f'<h2 id="{slug(sub)}">{both(sen, sja)}</h2>')
            blocks += listing(me, direct.get(sub, []), "h3", slug(sub) + "-")
            search.add(me, f"{sen} / {sja}" if sja != sen else sen, [], [sub], 0.25, slug(sub))
        cards = [
            c
            for c in (site.cards.cards if site.cards else [])
            if c.game == game and any(k == key for k, _ in c.keywords)
        ]
        if topic.startswith("keyword:") and cards:
            blocks.append(f'<h2 id="cards">{both("Cards with this keyword", "この能力を持つカード")}</h2>')
            blocks.append(
                '<ul class="oracle-list">'
                + "".join(f"<li>{link(me, c.page, both(c.name.en, c.name.ja or ''))}</li>" for c in cards)
                + "</ul>"
            )
        search.add(me, f"{en} / {ja}" if ja != en else en, [], [topic], 0.25)
        pages[me] = page(f"{en} / {ja}" if ja != en else en, blocks)
    # topic index
    me = f"{game}/topics/index.md"
    blocks = [
        crumbs(me, [(f"{game}/index.md", "", gen, gja)]),
        f"<h1>{both('Topics', 'トピック')}: {both(gen, gja)}</h1>",
    ]
    blocks.append(_topic_tree(site, me, game, topics))
    pages[me] = page(f"Topics · {gen}", blocks)
    return pages


def _topic_tree(site: Site, me: str, game: str, topics: dict[str, list[str]], full: bool = True) -> str:
    """Topics under their first word; the hub (``full=False``) names only keywords and terms below a word."""
    heads = sorted({t.split(":")[0] for t in topics}, key=lambda t: site.topic_name(t)[0].lower())
    items = []
    for head in heads:
        subs = sorted(t for t in topics if t.startswith(head + ":") and (full or own_page(t)))
        sub = ""
        if subs and not full:
            sub = ": " + ", ".join(topic_link(me, game, t, both(*site.topic_name(t))) for t in subs)
        elif subs:
            sub = (
                "<ul>"
                + "".join(
                    f"<li>{topic_link(me, game, t, both(*site.topic_name(t)))} ({len(topics[t])})</li>"
                    for t in subs
                )
                + "</ul>"
            )
        items.append(
            f"<li>{topic_link(me, game, head, both(*site.topic_name(head)))} ({len(topics[head])}){sub}</li>"
        )
    return f'<ul class="oracle-topics">{"".join(items)}</ul>'


# --------------------------------------------------------------------------- cards


MECHANIC_TOPICS: tuple[tuple[str, str], ...] = (
    ("evolve", r"\bevolv"),
    ("summon", r"\bsummon"),
    ("bury", r"\bbur(?:y|ies|ied)\b"),
    ("choose", r"\bchoose\b"),
    ("lesson", r"\blesson\b"),
    ("counters", r"\bcounters?\b"),
    ("ex-area", r"\bex area\b"),
    ("activated-ability", r"\bactivate\b"),
    ("optional-cost", r"\byou may pay\b"),
    ("cost-payment", r"\bpay \d+ (?:defense|leader)"),
    ("targeting", r"\bselected\b"),
    ("umamusume", r"\b(?:serve|race|carrot)"),
    ("end-phase", r"\bend phase\b"),
)
"""Topics a card's ability text points to (English reading, case-insensitive), beside its keywords."""
TYPE_TOPICS: dict[str, tuple[str, ...]] = {
    "follower": ("attack", "combat"),
    "evolved follower": ("evolve", "attack", "combat"),
    "spell": ("targeting", "play-sequencing"),
    "amulet": ("field-limit",),
    "leader": ("leader-defense", "win-condition"),
    # Force of the Horse
    "horse card": ("run", "guard", "horse-play-timing", "term", "aptitude"),
    "force card": ("term", "card-layout"),
    "support card (situation)": ("situation-card", "term"),
    "support card (item, horse type)": ("item", "term"),
    "support card (item, area type)": ("item", "term"),
    "support card (jockey)": ("jockey-card", "term"),
    # the Uma Musume fan game
    "uma musume card": ("main-phase", "race-phase", "cost"),
    "support card": ("priority", "cost"),
    "racecourse card": ("paddock-phase", "standby-phase", "race-phase"),
}
"""Topics every card of a type is governed by (a card with no keyword still gets this guidance)."""


def card_guidance(site: Site, game: str, card: Card, topics: dict[str, list[str]]) -> list[str]:
    """The topics with rulings about a card's keywords and mechanics, most specific first.

    A keyword the card has (``keyword:ward``), a keyword or mechanic its ability text names (Fanfare, evolve,
    summon...), then the rules of its card type (a follower attacks and fights), so that every card of a set
    links to the rulings a judge needs for it, not only those that name it.
    """
    text = " ".join(card.abilities.get("en", [])).lower()
    found: list[str] = []

    def add(topic: str) -> None:
        if topic in topics and topics[topic] and topic not in found:
            found.append(topic)

    for key, _ in card.keywords:
        add(f"keyword:{key}")
    for topic in topics:  # a ruling about this very card (Force of the Horse: card:buena-vista)
        if topic.startswith("card:") and card.key in topic.split(":")[1].split("+"):
            add(topic)
    for topic in sorted(t for t in topics if t.startswith("keyword:") and t.count(":") == 1):
        name = site.topic_name(topic)[0].lower()
        if name and re.search(rf"\b{re.escape(name)}\b", text):
            add(topic)
    for topic, pattern in MECHANIC_TOPICS:
        if re.search(pattern, text):
            add(topic)
    kind = (card.type.en if card.type else "").lower().replace(" (token)", "")
    for topic in TYPE_TOPICS.get(kind, ()):
        add(topic)
    return found


def _guidance_html(site: Site, me: str, game: str, card: Card, topics: dict[str, list[str]]) -> str:
    items = []
    for topic in card_guidance(site, game, card, topics):
        en, ja = site.topic_name(topic)
        n = len(topics[topic])
        label = both(f"Rulings about {en}", f"「{ja}」についての裁定")
        items.append(f"<li>{topic_link(me, game, topic, label)} ({n})</li>")
    if not items:
        return ""
    return (
        f'<h2 id="guidance">{both("Rulings about its keywords and mechanics", "キーワード能力・仕組みについての裁定")}</h2>'
        + f'<ul class="oracle-list oracle-guidance">{"".join(items)}</ul>'
    )


def card_pages(site: Site, game: str, search: Search) -> dict[str, str]:
    pages: dict[str, str] = {}
    gen, gja = GAME_TITLES[game]
    cards = [c for c in (site.cards.cards if site.cards else []) if c.game == game]
    by_key = {c.key: c for c in cards}
    scenario_by_key = {sc.key: sc for sc in site.scenarios}
    game_topics = topics_of_game(site, game)
    for c in cards:
        _tab_counter[0] = 0
        me = c.page
        trail = [(f"{game}/index.md", "", gen, gja), (f"{game}/cards/index.md", "", "Cards", "カード")]
        blocks = [crumbs(me, trail), f"<h1>{both(c.name.en, c.name.ja or '')}</h1>"]
        rows = []
        if c.number:
            rows.append((both("Number", "番号"), h(c.number)))
        if c.type:
            rows.append((both("Type", "種類"), both(c.type.en, c.type.ja or "")))
        if c.klass:
            rows.append((both("Class", "クラス"), both(c.klass.en, c.klass.ja or "")))
        if c.cost is not None:
            rows.append((both("Cost", "コスト"), h(c.cost)))
        for label, value in c.stats:
            rows.append((both(label.en, label.ja or ""), h(value)))
        if c.traits:
            rows.append((both("Traits", "タイプ"), ", ".join(both(t.en, t.ja or "") for t in c.traits)))
        if c.keywords:
            kws = []
            for key, name in c.keywords:
                label_html = both(name.en, name.ja or "")
                kws.append(
                    topic_link(me, game, f"keyword:{key}", label_html)
                    if f"keyword:{key}" in game_topics
                    else label_html
                )
            rows.append((both("Keywords", "キーワード能力"), ", ".join(kws)))
        if c.evolved_from and c.evolved_from in by_key:
            base = by_key[c.evolved_from]
            rows.append(
                (both("Evolves from", "進化元"), link(me, base.page, both(base.name.en, base.name.ja or "")))
            )
        if not c.real:
            rows.append(
                (
                    both("Card", "カード"),
                    both(
                        "a test card of the engine (not a printed card)",
                        "エンジンのテスト用カード（実在しません）",
                    ),
                )
            )
        table = "".join(f"<tr><th>{k}</th><td>{v}</td></tr>" for k, v in rows)
        blocks.append(f'<table class="oracle-card"><tbody>{table}</tbody></table>')
        ab = []
        for lang, label in (("en", "English"), ("ja", "日本語")):
            lines = c.abilities.get(lang) or []
            body = "".join(f"<li>{h(x)}</li>" for x in lines) or (
                "<li><em>(no ability)</em></li>" if lang == "en" else "<li><em>（能力なし）</em></li>"
            )
            ab.append((label, lang, f"<ul>{body}</ul>"))
        blocks.append(
            f'<h2 id="abilities">{both("How the engine reads its abilities", "エンジンによる能力の読み方")}</h2>'
        )
        blocks.append(tabs(ab))
        if c.checks:
            rows_html = []
            for key in c.checks:
                sc = scenario_by_key[key]
                rows_html.append(
                    f"<li>{badge(site.result(sc).status)} {h(sc.name)} {code(f'{sc.feature_path}:{sc.line}')}</li>"
                )
            blocks.append(
                f'<h2 id="checks">{both("Scenarios that check this card", "このカードを確かめるシナリオ")}</h2>'
            )
            blocks.append(f'<ul class="oracle-list">{"".join(rows_html)}</ul>')
        guidance = _guidance_html(site, me, game, c, game_topics)
        blocks.append(
            f'<h2 id="rulings">{both("Rulings that name this card", "このカードについての裁定")}</h2>'
        )
        if c.rulings:
            blocks.append(
                f'<ul class="oracle-list">{"".join(id_item(site, me, i) for i in sorted(c.rulings))}</ul>'
            )
        else:
            blocks.append(
                f"<p>{both('No ruling names this card yet.', 'このカードを名指しする裁定はまだありません。')}</p>"
            )
        if guidance:
            blocks.append(guidance)
        title = c.name.en + (f" / {c.name.ja}" if c.name.ja else "")
        search.add(
            me,
            title,
            [*c.abilities.get("en", []), *c.abilities.get("ja", [])],
            [*c.aliases, c.number or ""],
            # A card's name and number match its title and hidden keywords (weighted far above text), so the
            # name finds the card page; its ability text must not outrank the rulings (boost 2) for a word.
            1 if c.real else 0.5,  # the engine's test cards rank lower still
        )
        pages[me] = page(title, blocks)
    me = f"{game}/cards/index.md"
    blocks = [
        crumbs(me, [(f"{game}/index.md", "", gen, gja)]),
        f"<h1>{both('Cards', 'カード')}: {both(gen, gja)}</h1>",
    ]
    blocks.append(_card_list(site, me, cards, with_rulings_only=False))
    pages[me] = page(f"Cards · {gen}", blocks)
    return pages


def _card_list(site: Site, me: str, cards: list[Card], with_rulings_only: bool) -> str:
    shown = [c for c in cards if c.rulings or not with_rulings_only]
    shown.sort(key=lambda c: (not c.real, c.number or "", c.name.en))
    if not shown:
        return f"<p>{both('No card yet.', 'カードはまだありません。')}</p>"
    items = "".join(
        f"<li>{link(me, c.page, both(c.name.en, c.name.ja or ''))}"
        + (f" {code(c.number)}" if c.number else "")
        + f" · {both(f'rulings: {len(c.rulings)}', f'裁定 {len(c.rulings)}件')}</li>"
        for c in shown
    )
    return f'<ul class="oracle-cards">{items}</ul>'


# --------------------------------------------------------------------------- game hubs


def game_page(site: Site, game: str) -> str:
    me = f"{game}/index.md"
    en, ja = GAME_TITLES[game]
    ids = sorted(i for i in site.by_id if site.game_of(i, site.by_id[i][0]) == game)
    catalog = site.sources.for_game(game)
    statuses = [site.id_status(i) for i in ids]
    blocks = [crumbs(me, []), f"<h1>{both(en, ja)}</h1>"]
    unchecked = sum(statuses.count(s) for s in ("undefined", "skipped", "not-run"))
    tally = [(JUDGE["passed"][0], statuses.count("passed")), (JUDGE["failed"][0], statuses.count("failed"))]
    counts = ", ".join(f"{word}: {n}" for word, n in [*tally, ("not yet checkable", unchecked)] if n)
    blocks.append(
        f"<p>{len(ids)} of {len(catalog)} catalog entries have scenarios ({h(counts or 'none yet')}).</p>"
    )
    topics = topics_of_game(site, game)
    blocks.append(f'<h2 id="topics">{both("Topics", "トピック")}</h2>')
    blocks.append(_topic_tree(site, me, game, topics, full=False))
    blocks.append(f"<p>{link(me, f'{game}/topics/index.md', both('Every topic', 'すべてのトピック'))}</p>")
    blocks.append(f'<h2 id="cards">{both("Cards", "カード")}</h2>')
    cards = [c for c in (site.cards.cards if site.cards else []) if c.game == game]
    if site.cards is None:
        blocks.append(
            admonition(
                "warning",
                both("No card pages", "カードのページがありません"),
                f"<p>{both('The card export is missing, so this build has no card pages. Run `make site-build` (it writes results/cards.json).', 'カードの書き出しがないため、カードのページはありません。')}</p>",
            )
        )
    else:
        blocks.append(_card_list(site, me, cards, with_rulings_only=True))
        blocks.append(
            f"<p>{link(me, f'{game}/cards/index.md', both(f'Every card ({len(cards)})', f'すべてのカード（{len(cards)}枚）'))}</p>"
        )
    blocks.append(f'<h2 id="rules">{both("Rules in our own words", "ルール（言い換え）")}</h2>')
    if game == "sve":
        if site.clauses is not None:
            blocks.append(
                "<p>"
                + link(
                    me,
                    CLAUSE_PAGE,
                    both(
                        "The Comprehensive Rules, clause by clause, with the status of each",
                        "総合ルールを条項ごとに（それぞれの検証状況つき）",
                    ),
                )
                + "</p>"
            )
        blocks += _sve_rules(site, me, ids)
    else:
        rule_ids = [i for i in ids if is_rule(site, i)]
        if not any(e.kind == "rule" for e in catalog):
            blocks.append(
                "<p>"
                + both(
                    "The sources of this game hold Q&A rulings only: the rules show through the rulings.",
                    "この作品の出典にはQ&Aの裁定だけがあり、ルールは裁定から読み取れます。",
                )
                + "</p>"
            )
        else:
            blocks += _rules_by_source_section(site, me, rule_ids)
    return page(f"{en} / {ja}", blocks)


def _sections_by_scenario(site: Site) -> dict[str, list[Scenario]]:
    by_section: dict[str, list[Scenario]] = defaultdict(list)
    for sc in site.scenarios:
        if not sc.ids or site.game_of(sc.ids[0], sc) == "sve":
            for s in dict.fromkeys(sc.cr_sections):
                by_section[s].append(sc)
    return by_section


def hub_sections(site: Site) -> set[str]:
    """The CR sections the SVE hub lists (each with an ``#cr-…`` anchor)."""
    listed = {s for s in site.cr_sections if s.split(".")[0] in CR_CHAPTERS}
    return listed | set(_sections_by_scenario(site))


def _sve_rules(site: Site, me: str, ids: list[str]) -> list[str]:
    """SVE: every section of the listed chapters, and every other section a scenario is tagged with."""
    by_section = _sections_by_scenario(site)
    sections = sorted(hub_sections(site), key=_section_key)
    chapters: dict[str, list[str]] = defaultdict(list)
    # every section with a listed clause under it (each prefix of a clause number that ends before a dot),
    # found once rather than by scanning every listed clause for each section
    with_clauses = (
        {c[:i] for c in site.clauses.listed() for i, ch in enumerate(c) if ch == "."}
        if site.clauses is not None
        else set()
    )
    for s in sections:
        name = site.cr_sections.get(s, "(not in the comprehensive-rules index)")
        scs = by_section.get(s, [])
        if scs:
            rows = []
            for sc in scs:
                target = sc.ids[0] if sc.ids else None
                q = question(site, target, "en") if target else sc.name
                qja = question(site, target, "ja") if target else ""
                ja_part = f'<br><span lang="ja">{h(qja)}</span>' if qja and qja != q else ""
                lk = link(me, site.page(target), code(target)) if target else ""
                rows.append(
                    f'<li>{badge(site.result(sc).status)} {lk} <span lang="en">{h(q)}</span>{ja_part}</li>'
                )
            inner = "<ul>" + "".join(dict.fromkeys(rows)) + "</ul>"
        else:
            inner = f' <em class="oracle-none">{both("no scenario yet", "シナリオなし")}</em>'
        clauses = ""
        if s in with_clauses:
            clauses = " " + link(
                me, CLAUSE_PAGE, both("its clauses", "条項"), f"cr-{slug(s)}", "oracle-clauses-link"
            )
        chapters[s.split(".")[0]].append(
            f'<li id="cr-{slug(s)}"><strong>{h(s)}</strong> {h(name)}{clauses}{inner}</li>'
        )
    out: list[str] = []
    for ch, items in chapters.items():
        title = both(f"Chapter {ch}", f"第{ch}章")
        tested = sum(1 for s in sections if s.split(".")[0] == ch and by_section.get(s))
        count = f"{len(items)} sections, {tested} with scenarios"
        out.append(
            f'<details class="note oracle-chapter" id="chapter-{slug(ch)}"><summary>{title} ({h(count)})</summary>'
            f'<ul class="oracle-sections">{"".join(items)}</ul></details>'
        )
    untagged = [i for i in ids if is_rule(site, i) and not any(sc.cr_sections for sc in site.by_id[i])]
    if untagged:
        out.append(f'<h3 id="other-rules">{both("Other rule statements", "その他のルール")}</h3>')
        out += _rules_by_source_section(site, me, untagged)
    return out


CLAUSE_PAGE = "sve/rules.md"
"""The Comprehensive Rules, clause by clause (issue 21)."""
CLAUSE_WORDS = {
    "passing": ("engine agrees", "エンジンと一致"),
    "failing": ("engine disagrees", "エンジンと不一致"),
    "not-run": ("not yet checkable", "まだ確かめられません"),
    "open": ("no scenario yet", "シナリオなし"),
    "untested": ("no scenario yet", "シナリオなし"),
    "unrestated": ("not yet restated", "まだ言い換えていません"),
    "no-effect": ("no game effect of its own", "それ自体にゲーム上の効果なし"),
}
"""What a judge reads for each clause state of :data:`oracle.cr.STATES`."""
_CLAUSE_BADGE = {"passing": "passed", "failing": "failed", "not-run": "not-run"}


def clause_page(site: Site, search: Search) -> str:
    """Every clause of CR chapters 2-14.2: number, our restatement, its scenarios and their status, or why none."""
    me = CLAUSE_PAGE
    table = site.clauses
    assert table is not None
    tagged: dict[str, list[tuple[str, str]]] = defaultdict(list)
    by_key: dict[str, Scenario] = {}
    for sc in site.scenarios:
        if sc.ids and site.game_of(sc.ids[0], sc) != "sve":
            continue
        key = f"{sc.feature_path}:{sc.line}"
        by_key[key] = sc
        for number in dict.fromkeys(sc.cr_sections):
            tagged[number].append((key, site.result(sc).status))
    statuses = clause_statuses(table, tagged)
    goal = coverage(statuses)
    title_en = f"Comprehensive Rules v{table.version}, clause by clause"
    title_ja = f"総合ルール v{table.version}（条項ごと）"
    blocks = [
        crumbs(me, [("sve/index.md", "", "Shadowverse EVOLVE", "シャドウバース エボルヴ")]),
        f"<h1>{both(title_en, title_ja)}</h1>",
        "<p>"
        + both(
            "Every numbered clause of chapters 2 to 14.2, restated in our own words (never the rules' text), "
            "with the scenarios that check it and whether the engine agrees. A clause with no scenario says "
            "why; a clause the engine does not honour says so.",
            "第2章から14.2までの番号付き条項を、条文そのものではなく自分たちの言葉で言い換え、"
            "それを確かめるシナリオと、エンジンが一致するかを示します。シナリオのない条項は理由を、"
            "エンジンが従っていない条項はその旨を示します。",
        )
        + "</p>",
        f'<p class="oracle-goal"><strong>{goal.passing} / {goal.counted}</strong> '
        + both(
            f"clauses with a game effect in chapters {', '.join(GOAL_SCOPE)} have a passing scenario "
            f"({goal.ratio:.1%}; goal {GOAL:.0%}).",
            f"（第{'・'.join(GOAL_SCOPE)}章でゲーム上の効果がある条項のうち、シナリオが通るもの。{goal.ratio:.1%}、目標{GOAL:.0%}）",
        )
        + "</p>",
        '<p class="oracle-goal-read">'
        + both(
            f"Of those, we could read the wording of {goal.read} (v1.26.1 as cited in the public engine "
            f"eireetm/SVEN, or the public rules texts); {goal.passing} of them pass ({goal.read_ratio:.1%}). "
            f"The other {goal.counted - goal.read} are listed below as 'wording not found': no scenario is "
            "written for a clause we cannot read, so the goal cannot be reached until the text can be.",
            f"そのうち文言を読めたのは{goal.read}条項（公開エンジン eireetm/SVEN が引用する v1.26.1、"
            f"または公開のルール文書）で、{goal.passing}条項が通ります（{goal.read_ratio:.1%}）。"
            f"残る{goal.counted - goal.read}条項は「文言未確認」として下に示します。読めない条項にはシナリオを書かないため、"
            "文言が読めるようになるまで目標には届きません。",
        )
        + "</p>",
    ]
    rows = []
    for chapter in LISTED:
        cov = coverage(statuses, (chapter,))
        rows.append(
            f'<tr><td><a href="#chapter-{slug(chapter)}">{h(chapter)}</a></td><td>{cov.passing}</td>'
            f"<td>{cov.counted}</td><td>{cov.no_effect}</td></tr>"
        )
    blocks.append(
        wrap_table(
            f'<table class="oracle-clause-figures"><thead><tr><th>{both("Chapter", "章")}</th>'
            f"<th>{both('Passing', '一致')}</th><th>{both('With a game effect', '効果あり')}</th>"
            f"<th>{both('No game effect', '効果なし')}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
        )
    )
    for chapter in LISTED:
        mine = [st for st in statuses if in_scope(st.number, (chapter,))]
        sections: dict[str, list[str]] = defaultdict(list)
        for st in mine:
            section = ".".join(st.number.split(".")[:2])
            c = st.clause
            state_en, state_ja = CLAUSE_WORDS[st.state]
            if st.state == "open" and c is not None and c.open_kind == "engine":
                state_en, state_ja = "engine does not honour this clause", "エンジンはこの条項に従っていない"
            if st.state in _CLAUSE_BADGE:
                state = badge2(_CLAUSE_BADGE[st.state])
            else:
                state = (
                    f'<span class="oracle-clause-state oracle-clause-state--{st.state}">'
                    f"{both(state_en, state_ja)}</span>"
                )
            body = ""
            if c is not None:
                body += f'<br><span lang="en">{h(c.en)}</span><br><span lang="ja">{h(c.ja)}</span>'
                search.add(
                    me,
                    f"CR {st.number}",
                    [c.en, c.ja],
                    [st.number, f"cr-{st.number}"],
                    1.0,
                    f"cr-{slug(st.number)}",
                )
            if c is not None and c.open:
                kind_en, kind_ja = OPEN_KINDS[c.open_kind or "unknown"]
                body += (
                    f'<br><em class="oracle-open">{both("Why not yet: " + kind_en, "未確認の理由：" + kind_ja)}'
                    f" — {h(c.open_note)}</em>"
                )
            items = []
            for key, status in st.scenarios:
                sc = by_key[key]
                target = sc.ids[0] if sc.ids else None
                lk = f" {link(me, site.page(target), code(target))}" if target else ""
                items.append(f"<li>{badge(status)}{lk} {h(sc.name)} <code>{h(key)}</code></li>")
            if items:
                body += f'<ul class="oracle-clause-scenarios">{"".join(items)}</ul>'
            sections[section].append(
                f'<li id="cr-{slug(st.number)}" class="oracle-clause"><strong>{h(st.number)}</strong> {state}{body}</li>'
            )
        cov = coverage(statuses, (chapter,))
        inner = "".join(
            f'<h3 id="cr-{slug(sec)}">{h(sec)} {h(site.cr_sections.get(sec, ""))}</h3>'
            f'<ul class="oracle-clauses">{"".join(items)}</ul>'
            for sec, items in sections.items()
        )
        head = both(f"Chapter {chapter}", f"第{chapter}章")
        count = f"{cov.passing}/{cov.counted} passing, {cov.no_effect} without a game effect"
        blocks.append(
            f'<details class="note oracle-chapter" id="chapter-{slug(chapter)}"><summary>{head} ({h(count)})</summary>'
            f"{inner}</details>"
        )
    if table.reads:
        reads = "".join(f"<li><code>{h(f)}</code>: {h(r)}</li>" for f, r in sorted(table.reads.items()))
        blocks.append(f'<h2 id="texts-read">{both("Texts read", "参照した条文")}</h2><ul>{reads}</ul>')
    search.add(me, f"{title_en} / {title_ja}", [], ["comprehensive rules", "clause", "総合ルール"], 2.0)
    return page(f"{title_en} / {title_ja}", blocks)


def _rules_by_source_section(site: Site, me: str, ids: list[str]) -> list[str]:
    if not ids:
        return [
            f"<p>{both('No rule statement has a scenario yet.', 'シナリオのあるルール文はまだありません。')}</p>"
        ]
    groups: dict[str, list[str]] = defaultdict(list)
    for i in ids:
        entry = site.sources.entries.get(i)
        groups[(entry.section or site.topic_name(entry.topic)[0]) if entry else "unlisted"].append(i)
    out = []
    for name, members in groups.items():
        out.append(f"<h4>{h(name)}</h4>")
        out.append(f'<ul class="oracle-list">{"".join(id_item(site, me, i) for i in members)}</ul>')
    return out


# --------------------------------------------------------------------------- home, status, glossary, vocabulary


def home_include(site: Site) -> str:
    """The generated part of the home page (included by ``docs/index.md``)."""
    me = HOME
    out: list[str] = []
    res = site.results
    if res is None:
        out.append(
            admonition(
                "warning",
                "No results yet",
                "<p>No results file: every ruling shows as <em>not yet checkable</em>. Run <code>make results</code>.</p>",
            )
        )
    else:
        commit = str(res.get("commit") or "unknown")
        tools = res.get("tools", {}) if isinstance(res.get("tools"), dict) else {}
        out.append(
            f"<p>Results produced <strong>{h(res.get('generated_at', '?'))}</strong> against commit "
            f"{code(commit[:12])} (pytest {h(tools.get('pytest', '?'))}, pytest-bdd {h(tools.get('pytest-bdd', '?'))}).</p>"
        )
        changed = [p for k in ("changed", "added", "removed") for p in site.stale.get(k, [])]
        if changed:
            shown = ", ".join(code(p) for p in changed[:12]) + (" …" if len(changed) > 12 else "")
            out.append(
                admonition(
                    "warning",
                    "Results are out of date",
                    f"<p>{len(changed)} feature or engine file(s) changed after the results were produced: {shown}. "
                    "Rulings of a changed feature file show as <em>not yet checkable</em>. Run <code>make results</code> "
                    "(or <code>make site</code>) to refresh them.</p>",
                )
            )
    if site.cards is None:
        out.append(
            admonition(
                "warning",
                "No card pages",
                "<p>The card export (<code>results/cards.json</code>) is missing: this build has no card pages.</p>",
            )
        )
    rows = []
    for game in GAMES:
        ids = [i for i in site.by_id if site.game_of(i, site.by_id[i][0]) == game]
        st = [site.id_status(i) for i in ids]
        en, ja = GAME_TITLES[game]
        rows.append(
            f"<tr><td>{link(me, f'{game}/index.md', both(en, ja))}</td><td>{len(site.sources.for_game(game))}</td>"
            f"<td>{len(ids)}</td><td>{st.count('passed')}</td><td>{st.count('failed')}</td>"
            f"<td>{len(st) - st.count('passed') - st.count('failed')}</td></tr>"
        )
    out.append(
        '<table class="oracle-home"><thead><tr><th>Game</th><th>Catalog entries</th><th>With scenarios</th>'
        "<th>Engine agrees</th><th>Engine disagrees</th><th>Not yet checkable</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )
    out.append(
        f"<p>{len(site.scenarios)} scenario(s) in {len(site.features)} feature file(s). See the "
        f"{link(me, 'status.md', 'status dashboard')}.</p>"
    )
    return "\n\n".join(wrap_table(b) for b in out)


def status_page(site: Site) -> str:
    me = "status.md"
    blocks = [crumbs(me, []), f"<h1>{both('Status dashboard', '検証状況')}</h1>"]
    res = site.results
    when = h(res.get("generated_at", "?")) if res else "never (no results file)"
    blocks.append(f"<p>{both('Scenarios run at', 'シナリオの実行時刻')}: <strong>{when}</strong></p>")
    other_engines = both("Other engines, ruling by ruling", "他のエンジンの結果（裁定ごと）")
    blocks.append(f"<p>{link(me, 'conformance.md', other_engines)}</p>")
    options = ""  # docs/assets/oracle.js lists the topics of the rows
    st_options = "".join(
        f'<option value="{s}">{h(JUDGE[s][0])} ({h(STATUS_LABEL[s])})</option>' for s in STATUS_ORDER
    )
    blocks.append(
        '<form class="oracle-filters">'
        f'<label>{both("Status", "状態")} <select data-oracle-filter="status"><option value="">all / すべて</option>{st_options}</select></label> '
        f'<label>{both("Topic", "トピック")} <select data-oracle-filter="topic"><option value="">all / すべて</option>{options}</select></label>'
        "</form>"
    )
    per_game: list[tuple[str, list[Scenario]]] = []
    for game in GAMES:
        scs = [
            sc
            for sc in site.scenarios
            if (site.game_of(sc.ids[0], sc) if sc.ids else (_feature_game(sc) or "sve")) == game
        ]
        if not scs:
            continue
        scs.sort(
            key=lambda sc: (
                STATUS_ORDER[site.result(sc).status],
                sc.ids[0] if sc.ids else "~",
                sc.feature_path,
                sc.line,
            )
        )
        per_game.append((game, scs))
    # one screen first: every game's counts, failing first, each linked to its section (phones: issue 22)
    glance = []
    for game, scs in per_game:
        counts: dict[str, int] = defaultdict(int)
        for sc in scs:
            counts[site.result(sc).status] += 1
        en, ja = GAME_TITLES[game]
        failing = counts["failed"] + counts["undefined"]
        unchecked = counts["not-run"] + counts["skipped"]
        glance.append(
            f'<tr><th><a href="#{game}">{_two_lines(en, ja)}</a></th>'
            f'<td class="oracle-glance-failing">{failing}</td><td>{unchecked}</td><td>{counts["passed"]}</td>'
            f"<td>{len(scs)}</td></tr>"
        )
    if glance:
        blocks.append(
            '<table class="oracle-glance"><thead><tr>'
            f"<th>{_two_lines('Game', 'ゲーム')}</th><th>{_two_lines('failing', '不一致')}</th>"
            f"<th>{_two_lines('unchecked', '未確認')}</th><th>{_two_lines('agree', '一致')}</th>"
            f"<th>{_two_lines('all', '全件')}</th></tr></thead><tbody>{''.join(glance)}</tbody></table>"
        )
    for game, scs in per_game:
        counts = defaultdict(int)
        for sc in scs:
            counts[site.result(sc).status] += 1
        summary = ", ".join(
            f"{JUDGE[s][0]} ({STATUS_LABEL[s]}): {counts[s]}" for s in STATUS_ORDER if counts[s]
        )
        en, ja = GAME_TITLES[game]
        blocks.append(f'<h2 id="{game}">{both(en, ja)}</h2>')
        blocks.append(f"<p>{len(scs)} scenarios: {h(summary)}.</p>")
        failing = [sc for sc in scs if site.result(sc).status in ("failed", "undefined")]
        if failing:
            items = "".join(
                f"<li>{short_badge(site.result(sc).status)} "
                + (" ".join(link(me, site.page(i), h(i)) for i in sc.ids) + " " if sc.ids else "")
                + f"{h(sc.name)}</li>"
                for sc in failing[:10]
            )
            more = f"<li>… {len(failing) - 10} more in the list below</li>" if len(failing) > 10 else ""
            blocks.append(
                f"<p><strong>{both('Failing first', '不一致のもの')}</strong></p>"
                f'<ul class="oracle-failing">{items}{more}</ul>'
            )
        groups: dict[tuple[str, str], list[str]] = defaultdict(list)
        for sc in scs:
            r = site.result(sc)
            ids = " ".join(link(me, site.page(i), h(i)) for i in sc.ids) or "—"
            entry = site.sources.entries.get(sc.ids[0]) if sc.ids else None
            topic = entry.topic.split(":")[0] if entry else ""
            fail = ""
            if r.failure and r.status in ("failed", "undefined"):
                step = str(r.failure.get("step") or "")
                msg = str(r.failure.get("message") or "").splitlines()
                fail = (
                    f'<br><span class="oracle-fail">{h(step)}{" — " + h(msg[0][:160]) if msg else ""}</span>'
                )
            groups[(r.status, topic)].append(
                f"<tr><td>{short_badge(r.status)}</td><td>{ids}</td>"
                f"<td>{h(sc.name)}{fail}</td><td>{h(f'{sc.feature_path}:{sc.line}')}</td></tr>"
            )
        bodies = "".join(
            f'<tbody data-status="{st}" data-topic="{h(tp)}">{"".join(rows)}</tbody>'
            for (st, tp), rows in sorted(groups.items(), key=lambda kv: (STATUS_ORDER[kv[0][0]], kv[0][1]))
        )
        label = both(f"All {len(scs)} scenarios, failing first", f"全{len(scs)}件のシナリオ（不一致を先に）")
        blocks.append(
            f'<details class="oracle-status-list"><summary>{label}</summary>\n'
            + wrap_table(
                '<table class="oracle-status-table"><thead><tr><th>Status</th><th>Ids</th><th>Scenario</th>'
                f"<th>Where</th></tr></thead>{bodies}</table>"
            )
            + "\n</details>"
        )
    return page("Status dashboard", blocks)


def short_badge(status: str) -> str:
    """The dashboard's compact badge (its filter names the judge's words too)."""
    return f'<span class="oracle-status oracle-status--{status}">{STATUS_LABEL[status]}</span>'


def _feature_game(sc: Scenario) -> str | None:
    parts = sc.feature_path.split("/")
    return next((p for p in parts if p in GAMES), None)


KIND_ORDER = {"given": 0, "when": 1, "then": 2, "step": 3}


def glossary_page(site: Site, search: Search) -> str:
    me = "steps.md"
    blocks = [
        crumbs(me, []),
        "<h1>Step glossary</h1>",
        "<p>Every step definition, read from the step modules without running them. Reuse these wordings in a new "
        "scenario; the pattern's <code>{fields}</code> take values.</p>",
    ]
    search.add(me, "Step glossary", ["Every step definition a scenario may use."], ["steps", "glossary"], 0.1)
    groups: dict[str, list[StepDef]] = defaultdict(list)
    for d in site.step_defs:
        groups[d.game or "shared"].append(d)
    order = ["shared", *GAMES]
    for group in [g for g in order if g in groups] + sorted(set(groups) - set(order)):
        title = "Shared by every game" if group == "shared" else GAME_TITLES.get(group, (group,))[0]
        blocks.append(f'<h2 id="{slug(group)}">{h(title)}</h2>')
        for d in sorted(groups[group], key=lambda d: (KIND_ORDER.get(d.kind, 9), d.shown)):
            anchor = slug(d.kind + "-" + d.module + "-" + d.function)
            search.add(
                me, f"{d.kind.capitalize()} {d.shown}", [d.docstring, d.example or ""], [], 0.1, anchor
            )
            parts = [f'<h3 id="{anchor}">{h(d.kind.capitalize())} {code(d.shown)}</h3>']
            if d.docstring:
                parts.append(f"<p>{h(d.docstring)}</p>")
            if d.example:
                parts.append(f'<pre class="oracle-wrap"><code>{h(d.example)}</code></pre>')
            parts.append(
                f"<p>{code(f'{d.module}:{d.line}')} · {code(d.function)} · parser: {h(d.parser)}</p>"
            )
            if d.used_by:
                links = []
                for sc in d.used_by[:30]:
                    target = sc.ids[0] if sc.ids else None
                    links.append(link(me, site.page(target), code(target)) if target else h(sc.name))
                more = f" and {len(d.used_by) - 30} more" if len(d.used_by) > 30 else ""
                parts.append(
                    f"<p>Used by {len(d.used_by)} scenario(s): "
                    + ", ".join(dict.fromkeys(links))
                    + h(more)
                    + "</p>"
                )
            else:
                parts.append("<p><em>Not used by any scenario yet.</em></p>")
            blocks.append("\n".join(parts))
    if site.unmatched_steps:
        blocks.append('<h2 id="undefined-steps">Steps without a definition</h2>')
        blocks.append(
            "<ul>"
            + "".join(
                f"<li>{code(f'{sc.feature_path}:{line}')}: {h(text)}</li>"
                for sc, text, line in site.unmatched_steps
            )
            + "</ul>"
        )
    return page("Step glossary", blocks)


def vocabulary_page(site: Site, search: Search) -> str:
    me = "vocabulary.md"
    blocks = [crumbs(me, []), "<h1>Card vocabulary and refusal reasons</h1>"]
    if site.cards is None:
        blocks.append(
            admonition(
                "warning",
                "No card export",
                "<p>The card export (<code>results/cards.json</code>) is missing: run <code>make site-build</code>.</p>",
            )
        )
        return page("Card vocabulary", blocks)
    blocks.append(
        "<p>The words a card's data may use (effects, triggers, conditions, costs, targets, keywords, durations), "
        "with their meaning, the rule section and an example to copy; then every reason the engine gives when it "
        "refuses an action.</p>"
    )
    search.add(me, "Card vocabulary and refusal reasons", [], ["vocabulary", "refusal"], 0.2)
    on_hub = hub_sections(site)
    by_game: dict[str, list] = defaultdict(list)
    for v in site.cards.vocabulary:
        by_game[v.game].append(v)
    for game in [g for g in GAMES if g in by_game] + sorted(set(by_game) - set(GAMES)):
        blocks.append(f'<h2 id="vocabulary-{slug(game)}">{h(GAME_TITLES.get(game, (game,))[0])}</h2>')
        kinds: dict[str, list] = defaultdict(list)
        for v in by_game[game]:
            kinds[v.kind].append(v)
        for kind, items in kinds.items():
            blocks.append(f'<h3 id="{slug(game + "-" + kind)}">{h(kind)}</h3>')
            rows = []
            for v in sorted(items, key=lambda v: v.name):
                cr = (
                    link(me, f"{game}/index.md", h(v.cr), f"cr-{slug(v.cr)}")
                    if v.cr and game == "sve" and v.cr in on_hub
                    else h(v.cr or "—")
                )
                example = f'<pre class="oracle-wrap"><code>{h(v.example)}</code></pre>' if v.example else ""
                search.add(me, v.name, [v.doc], [v.kind], 0.2, slug(game + "-" + kind + "-" + v.name))
                rows.append(
                    f'<tr id="{slug(game + "-" + kind + "-" + v.name)}"><td>{code(v.name)}</td><td>{cr}</td><td>{h(v.doc)}{example}</td></tr>'
                )
            blocks.append(
                "<table><thead><tr><th>Name</th><th>Rule</th><th>Meaning</th></tr></thead><tbody>"
                + "".join(rows)
                + "</tbody></table>"
            )
    blocks.append('<h2 id="refusals">Refusal reasons</h2>')
    rows = [
        f'<tr id="refusal-{slug(r.game + "-" + r.reason)}"><td>{h(r.game)}</td><td>{code(r.reason)}</td><td>{code(r.exception)}</td><td>{h(r.meaning)}</td></tr>'
        for r in sorted(site.cards.refusals, key=lambda r: (r.game, r.reason))
    ]
    blocks.append(
        "<table><thead><tr><th>Game</th><th>Reason</th><th>Exception</th><th>Meaning</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )
    return page("Card vocabulary and refusal reasons", blocks)


def assumptions_page(site: Site) -> str:
    me = "assumptions.md"
    blocks = [
        crumbs(me, []),
        "<h1>Engine assumptions</h1>",
        "<p>Where the sources are silent the engine picks a value; each such scenario says so in "
        "<code>Assumption(en):</code> / <code>Assumption(ja):</code> lines (and the <code>@assumption</code> tag).</p>",
    ]
    any_item = False
    for game in GAMES:
        items = [
            sc
            for sc in site.scenarios
            if sc.description.assumptions["en"] or sc.description.assumptions["ja"]
        ]
        items = [sc for sc in items if (site.game_of(sc.ids[0], sc) if sc.ids else None) == game]
        if not items:
            continue
        any_item = True
        blocks.append(f'<h2 id="{game}">{both(*GAME_TITLES[game])}</h2>')
        lis = []
        for sc in items:
            lk = link(me, site.page(sc.ids[0]), code(sc.ids[0])) if sc.ids else ""
            sub = "".join(
                f'<li lang="{lang}">{h(a)}</li>'
                for lang in ("en", "ja")
                for a in sc.description.assumptions[lang]
            )
            lis.append(f"<li><strong>{h(sc.name)}</strong> {lk}<ul>{sub}</ul></li>")
        blocks.append("<ul>" + "".join(lis) + "</ul>")
    if site.assumption_docs:
        any_item = True
        blocks.append('<h2 id="notes">Assumption notes</h2>')
        blocks.append(
            "<ul>"
            + "".join(f'<li><a href="../{h(p.stem)}/">{h(p.stem)}</a></li>' for p in site.assumption_docs)
            + "</ul>"
        )
    if not any_item:
        blocks.append("<p><em>No scenario states an assumption yet.</em></p>")
    return page("Engine assumptions", blocks)


# --------------------------------------------------------------------------- all pages


_SAFE_REL = re.compile(r"^[a-z0-9/_.-]+$")


MorePages = Callable[[Site, Search], dict[str, str]]
"""Pages made by a module built on this one (the conformance page): given the site and the search index."""


def all_pages(site: Site, more: MorePages | None = None) -> dict[str, str]:
    """Every generated page (path relative to the generated dir → text), and the search side file.

    ``more``: the pages of modules that build on this one (:mod:`oracle.site.conformance`; passed by
    :func:`oracle.site.build.page_texts`, so that this module never imports them), placed after the status page.
    """
    _LINES.clear()
    _CARDS_OF.clear()
    try:
        return _all_pages(site, more)
    finally:
        _LINES.clear()
        _CARDS_OF.clear()


def _all_pages(site: Site, more: MorePages | None) -> dict[str, str]:
    _tab_counter[0] = 0
    search = Search()
    pages: dict[str, str] = {f"{INCLUDES}/home.md": home_include(site)}
    for game in GAMES:
        pages[f"{game}/index.md"] = game_page(site, game)
        pages.update(topic_pages(site, game, search))
        if site.cards is not None:
            pages.update(card_pages(site, game, search))
    for entry_id in sorted(site.by_id):
        pages[site.page(entry_id)] = ruling_page(site, entry_id, search)
    if site.clauses is not None:
        pages[CLAUSE_PAGE] = clause_page(site, search)
    pages["status.md"] = status_page(site)
    if more is not None:
        pages.update(more(site, search))
    pages["steps.md"] = glossary_page(site, search)
    pages["assumptions.md"] = assumptions_page(site)
    pages["vocabulary.md"] = vocabulary_page(site, search)
    for rel in pages:
        assert _SAFE_REL.match(rel), rel
    pages[f"{INCLUDES}/search.json"] = json.dumps(search.ordered(), ensure_ascii=False)
    return pages
