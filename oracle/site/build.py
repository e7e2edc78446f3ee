"""Generate the site's Markdown pages from features + ``oracle/sources.yaml`` + ``results.json``.

Reads only files: the feature files (gherkin-official), the sources list, the results file, the step
modules (``ast``) and ``docs/assumptions-*.md``. It never imports or runs the engine. The pages land in
``docs/generated/`` (git-ignored) and are plain Markdown for Material for MkDocs (content tabs,
admonitions, highlighted code): no MkDocs plugin is involved, so ProperDocs or Zensical build them too.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from oracle.site.glossary import StepDef, link_usage, read_step_defs
from oracle.site.inputs import changed_inputs, hash_inputs
from oracle.site.model import GAMES, Feature, Scenario, load_features
from oracle.site.text import (
    STATUS_LABEL,
    STATUS_ORDER,
    badge,
    code,
    esc,
    esc_html,
    gherkin_html,
    ja_keywords,
    slug,
    worst,
)
from oracle.sources import Entry, Sources, load_sources

GAME_TITLES = {
    "sve": ("Shadowverse EVOLVE", "シャドウバース エボルヴ"),
    "foh": ("Force of the Horse", "フォース オブ ザ ホース"),
    "umafan": ("Uma Musume fan card game", "ウマ娘カードゲーム（二次創作）"),
}
CR_FILE = Path(__file__).with_name("cr_sections.json")
INCLUDES = "_includes"


@dataclass
class ScenarioResult:
    status: str
    failure: dict[str, Any] | None = None
    records: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Site:
    """Everything the pages are made of."""

    root: Path
    features: list[Feature]
    sources: Sources
    results: dict[str, Any] | None
    results_path: Path
    cr_sections: dict[str, str]
    step_defs: list[StepDef]
    unmatched_steps: list[tuple[Scenario, str, int]]
    assumption_docs: list[Path]
    stale: dict[str, list[str]] = field(default_factory=dict)
    by_key: dict[tuple[str, int], ScenarioResult] = field(default_factory=dict)
    by_id: dict[str, list[Scenario]] = field(default_factory=dict)

    @property
    def scenarios(self) -> list[Scenario]:
        return [sc for f in self.features for sc in f.scenarios]

    def result(self, sc: Scenario) -> ScenarioResult:
        return self.by_key.get(sc.key, ScenarioResult("not-run"))

    def id_status(self, entry_id: str) -> str:
        return worst([self.result(sc).status for sc in self.by_id.get(entry_id, [])])

    def game_of(self, entry_id: str, sc: Scenario | None = None) -> str:
        entry = self.sources.entries.get(entry_id)
        if entry is not None:
            return entry.game
        return (sc.feature_path.split("/")[1] if sc and sc.feature_path.count("/") >= 2 else None) or "sve"

    def page(self, entry_id: str) -> str:
        """Path of an id's page relative to the generated dir."""
        return f"{self.game_of(entry_id)}/{entry_id.lower()}.md"


# --------------------------------------------------------------------------- loading


def load_site(
    root: Path,
    results_path: Path,
    features_dir: str = "features",
    sources_file: Path | None = None,
    step_dirs: tuple[str, ...] = ("tests/steps", "tests/support"),
) -> Site:
    features, _ = load_features(root, features_dir)
    sources = load_sources(sources_file) if sources_file else load_sources()
    results = json.loads(results_path.read_text(encoding="utf-8")) if results_path.is_file() else None
    cr = json.loads(CR_FILE.read_text(encoding="utf-8"))["sections"]
    defs = read_step_defs(root, list(step_dirs))
    site = Site(
        root=root,
        features=features,
        sources=sources,
        results=results,
        results_path=results_path,
        cr_sections=cr,
        step_defs=defs,
        unmatched_steps=[],
        assumption_docs=sorted((root / "docs").glob("assumptions-*.md")),
    )
    site.unmatched_steps = link_usage(defs, [(f.game, sc) for f in features for sc in f.scenarios])
    for sc in site.scenarios:
        for i in sc.ids:
            site.by_id.setdefault(i, []).append(sc)
    if results is not None:
        grouped: dict[tuple[str, int], list[dict[str, Any]]] = defaultdict(list)
        for rec in results.get("scenarios", []):
            grouped[(rec["feature"], int(rec["line"]))].append(rec)
        for key, recs in grouped.items():
            status = worst([r["status"] for r in recs])
            failure = next((r.get("failure") for r in recs if r["status"] == status and r.get("failure")), None)
            site.by_key[key] = ScenarioResult(status, failure, recs)
        site.stale = changed_inputs(results.get("inputs", {}), hash_inputs(root, features_dir))
    return site


# --------------------------------------------------------------------------- page pieces


def _fence(body: str, lang: str = "") -> str:
    ticks = "```"
    while ticks in body:
        ticks += "`"
    return f"{ticks}{lang}\n{body}\n{ticks}"


def _indent(text: str, n: int = 4) -> str:
    pad = " " * n
    return "\n".join(pad + line if line.strip() else "" for line in text.splitlines())


def _scenario_source(site: Site, sc: Scenario, feature: Feature) -> str:
    """The scenario's own lines of the feature file (tags to last step), as written."""
    lines = (site.root / sc.feature_path).read_text(encoding="utf-8").splitlines()
    starts = sorted(min([s.line, *s.tag_lines.values()]) for s in feature.scenarios)
    start = min([sc.line, *sc.tag_lines.values()])
    later = [s for s in starts if s > start]
    end = (later[0] - 1) if later else len(lines)
    chunk = lines[start - 1 : end]
    while chunk and (not chunk[-1].strip() or chunk[-1].lstrip().startswith("#")):
        chunk.pop()
    return "\n".join(line[2:] if line.startswith("  ") else line for line in chunk)


def _rel(from_page: str, to_page: str) -> str:
    """Relative link between two generated pages (paths relative to the generated dir)."""
    a = from_page.split("/")[:-1]
    b = to_page.split("/")
    common = 0
    while common < len(a) and common < len(b) - 1 and a[common] == b[common]:
        common += 1
    return "/".join([".."] * (len(a) - common) + b[common:])


def _topic_title(topic: str) -> str:
    return topic.replace(":", " › ").replace("-", " ")


def _keywords_block(texts: list[str]) -> str:
    words = ja_keywords(texts)
    if not words:
        return ""
    return f'<div class="oracle-keywords" lang="ja" aria-hidden="true">{esc_html(" ".join(words))}</div>'


# --------------------------------------------------------------------------- ruling pages


def ruling_page(site: Site, entry_id: str) -> str:
    scenarios = site.by_id[entry_id]
    entry = site.sources.entries.get(entry_id)
    game = site.game_of(entry_id, scenarios[0])
    me = site.page(entry_id)
    status = site.id_status(entry_id)
    first = scenarios[0]
    d = first.description
    is_rule = bool(entry and entry.kind == "rule") or bool(d.rule)
    title = f"{entry_id} · {first.name}".replace("<", "‹").replace(">", "›")
    out: list[str] = ["---", f"title: {json.dumps(title, ensure_ascii=False)}", "---", ""]
    out.append(f"# {esc(entry_id)}: {esc(first.name)}")
    out.append("")
    crumbs = f"[{esc(GAME_TITLES.get(game, (game,))[0])}](index.md)"
    if entry:
        crumbs += f" › [{esc(_topic_title(entry.topic))}](index.md#topic-{slug(entry.topic)})"
    out.append(f'<p class="oracle-crumbs" markdown>{crumbs}</p>')
    out.append("")
    kind = "Rule statement" if is_rule else "Ruling"
    out.append(f'<p class="oracle-summary" markdown>{badge(status)} **{kind}** · status: **{STATUS_LABEL[status]}**</p>')
    out.append("")
    texts: list[str] = []
    for lang, label in (("en", "English"), ("ja", "日本語")):
        d = first.description
        body: list[str] = []
        if d.rule.get(lang):
            body.append(f"**{'Rule' if lang == 'en' else 'ルール'}:** {esc(d.rule[lang])}")
        if d.q.get(lang):
            body.append(f"**{'Q' if lang == 'en' else '質問'}:** {esc(d.q[lang])}")
        if d.a.get(lang):
            body.append(f"**{'A' if lang == 'en' else '回答'}:** {esc(d.a[lang])}")
        if not body:
            body.append("*(not restated in this language yet)*" if lang == "en" else "*（この言語ではまだ書かれていません）*")
        texts += [d.rule.get(lang, ""), d.q.get(lang, ""), d.a.get(lang, "")]
        out.append(f'=== "{label}"')
        out.append("")
        out.append(_indent("\n\n".join(body)))
        out.append("")
    # source, links
    facts: list[str] = []
    if entry:
        doc = site.sources.documents.get(entry.document)
        what = "rule statement" if entry.kind == "rule" else "Q&A"
        if doc:
            facts.append(f"**Source:** {esc(doc.title_en)} / {esc(doc.title_ja)}, {what} {entry.entry}")
        facts.append(f"**Topic:** [{esc(_topic_title(entry.topic))}](index.md#topic-{slug(entry.topic)})")
        if entry.section:
            facts.append(f"**Section of the source:** {esc(entry.section)}")
    else:
        facts.append(f"**Source:** {esc(first.description.source or 'unknown: this id is not in oracle/sources.yaml')}")
    same = [i for i in (entry.same_as if entry else ()) if i]
    if same:
        facts.append("**Same ruling in the other language:** " + ", ".join(_id_link(site, me, i) for i in same))
    related = [i for i in (entry.related if entry else ()) if i]
    if related:
        facts.append("**Related:** " + ", ".join(_id_link(site, me, i) for i in related))
    sections = sorted({s for sc in scenarios for s in sc.cr_sections}, key=_section_key)
    if sections:
        links = []
        for s in sections:
            name = site.cr_sections.get(s, "")
            links.append(f"[{esc(s)} {esc(name)}]({_rel(me, 'sve/index.md')}#cr-{slug(s)})")
        facts.append("**Rule sections exercised:** " + ", ".join(links))
    out.append("\n".join(f"- {f}" for f in facts))
    out.append("")
    assumptions = [(lang, a) for sc in scenarios for lang in ("en", "ja") for a in sc.description.assumptions[lang]]
    if assumptions:
        out.append('!!! note "Engine assumptions / エンジンの仮定"')
        out.append("")
        for lang, a in assumptions:
            out.append(f"    - ({lang}) {esc(a)}")
        out.append("")
    out.append("## Scenarios" if len(scenarios) > 1 else "## Scenario")
    out.append("")
    feature_of = {f.path: f for f in site.features}
    for sc in scenarios:
        res = site.result(sc)
        out.append(f"### {esc(sc.name)}")
        out.append("")
        out.append(f"{badge(res.status)} `{sc.feature_path}:{sc.line}`")
        out.append("")
        if res.failure and res.status in ("failed", "undefined"):
            head = "Undefined step" if res.status == "undefined" else "Failing step"
            step = res.failure.get("step") or "(before the first step)"
            line = res.failure.get("line")
            out.append(f'!!! failure "{head}{f" (line {line})" if line else ""}"')
            out.append("")
            out.append(_indent(_fence(f"{step}\n\n{res.failure.get('message', '')}".strip(), "text")))
            out.append("")
        out.append(gherkin_html(_scenario_source(site, sc, feature_of[sc.feature_path])))
        out.append("")
        tags = " ".join(f"`@{t}`" for t in sc.all_tags)
        out.append(f"**Tags:** {tags}")
        out.append("")
        texts += [sc.name]
    kw = _keywords_block(texts)
    if kw:
        out.append(kw)
        out.append("")
    return "\n".join(out)


def _id_link(site: Site, me: str, entry_id: str) -> str:
    if entry_id in site.by_id:
        return f"[{esc(entry_id)}]({_rel(me, site.page(entry_id))})"
    return f"{esc(entry_id)} (no scenario yet)"


def _section_key(s: str) -> tuple[int, ...]:
    return tuple(int(x) for x in s.split(".") if x.isdigit())


# --------------------------------------------------------------------------- game pages


def _entry_line(site: Site, me: str, entry_id: str) -> str:
    scs = site.by_id[entry_id]
    d = scs[0].description
    text = d.q.get("en") or d.rule.get("en") or scs[0].name
    ja = d.q.get("ja") or d.rule.get("ja") or ""
    ja_part = f"<br>{esc(ja)}" if ja else ""
    return f"- {badge(site.id_status(entry_id))} [{esc(entry_id)}]({_rel(me, site.page(entry_id))}): {esc(text)}{ja_part}"


def game_page(site: Site, game: str) -> str:
    me = f"{game}/index.md"
    en, ja = GAME_TITLES[game]
    ids = sorted(i for i in site.by_id if site.game_of(i, site.by_id[i][0]) == game)
    catalog = site.sources.for_game(game)
    statuses = [site.id_status(i) for i in ids]
    out = [f"# {esc(en)} / {esc(ja)}", ""]
    counts = ", ".join(f"{statuses.count(s)} {STATUS_LABEL[s]}" for s in STATUS_ORDER if statuses.count(s))
    out.append(f"{len(ids)} of {len(catalog)} catalog entries have scenarios ({counts or 'none yet'}).")
    out.append("")
    rule_ids = [i for i in ids if _is_rule(site, i)]
    out.append("## Rules in our own words / ルール（言い換え）")
    out.append("")
    if game == "sve":
        out += _sve_rules(site, me, ids)
    elif not any(e.kind == "rule" for e in catalog):
        out += [
            "*The sources of this game hold Q&A rulings only, no separate rule statements: the rules show"
            " through the rulings below.* / *この作品の出典にはQ&Aの裁定だけがあり、ルール文はありません。"
            "ルールは下の裁定から読み取れます。*",
            "",
        ]
    else:
        out += _rules_by_source_section(site, me, rule_ids)
    out.append("## Rulings by topic / トピック別の裁定")
    out.append("")
    by_topic: dict[str, list[str]] = defaultdict(list)
    for i in ids:
        if _is_rule(site, i):
            continue
        entry = site.sources.entries.get(i)
        by_topic[entry.topic if entry else "unlisted"].append(i)
    if not by_topic:
        out.append("*No ruling has a scenario yet.*")
        out.append("")
    for topic in sorted(by_topic):
        out.append(f'### {esc(_topic_title(topic))} {{ #topic-{slug(topic)} }}')
        out.append("")
        out += _excluded([_entry_line(site, me, i) for i in by_topic[topic]])
    # anchors for topics that only rule statements carry (ruling pages link to their topic)
    rule_topics = sorted({e.topic for i in rule_ids if (e := site.sources.entries.get(i))} - set(by_topic))
    if rule_topics:
        out.append("### Topics of rule statements")
        out.append("")
        for topic in rule_topics:
            members = [i for i in rule_ids if (e := site.sources.entries.get(i)) and e.topic == topic]
            links = ", ".join(f"[{esc(i)}]({_rel(me, site.page(i))})" for i in members)
            out.append(f'<span id="topic-{slug(topic)}"></span>**{esc(_topic_title(topic))}**: {links}  ')
        out.append("")
    return "\n".join(out)


def _excluded(lines: list[str]) -> list[str]:
    """A block kept out of the search index (hub pages repeat the rulings' text; the ruling pages hold it)."""
    return ["<div markdown data-search-exclude>", "", *lines, "", "</div>", ""]


def _is_rule(site: Site, entry_id: str) -> bool:
    entry = site.sources.entries.get(entry_id)
    if entry is not None:
        return entry.kind == "rule"
    return "-R" in entry_id


def _rule_item(site: Site, me: str, entry_id: str) -> str:
    d = site.by_id[entry_id][0].description
    en = d.rule.get("en") or d.q.get("en") or site.by_id[entry_id][0].name
    ja = d.rule.get("ja") or d.q.get("ja") or ""
    ja_part = f"<br>{esc(ja)}" if ja else ""
    return f"- {esc(en)}{ja_part} ([{esc(entry_id)}]({_rel(me, site.page(entry_id))}) {badge(site.id_status(entry_id))})"


def _sve_rules(site: Site, me: str, ids: list[str]) -> list[str]:
    """SVE: by comprehensive-rules section (``@cr-<section>`` tags), headings from the CR index."""
    out: list[str] = []
    by_section: dict[str, list[str]] = defaultdict(list)
    for i in ids:
        for s in sorted({s for sc in site.by_id[i] for s in sc.cr_sections}):
            by_section[s].append(i)
    untagged_rules = [i for i in ids if _is_rule(site, i) and not any(sc.cr_sections for sc in site.by_id[i])]
    if not by_section:
        out += ["*No scenario carries a `@cr-<section>` tag yet.*", ""]
    for s in sorted(by_section, key=_section_key):
        name = site.cr_sections.get(s, "(section not in the comprehensive-rules index)")
        out.append(f"### {esc(s)} {esc(name)} {{ #cr-{slug(s)} }}")
        out.append("")
        rules = [i for i in by_section[s] if _is_rule(site, i)]
        rulings = [i for i in by_section[s] if not _is_rule(site, i)]
        out += _excluded([_rule_item(site, me, i) for i in rules]) if rules else []
        if rulings:
            if rules:
                out.append("")
            links = ", ".join(f"[{esc(i)}]({_rel(me, site.page(i))}) {badge(site.id_status(i))}" for i in rulings)
            out.append(f"Rulings exercising this section: {links}")
        out.append("")
    if untagged_rules:
        out += ["### Other rule statements", ""]
        out += _rules_by_source_section(site, me, untagged_rules, level="####")
    return out


def _rules_by_source_section(site: Site, me: str, ids: list[str], level: str = "###") -> list[str]:
    out: list[str] = []
    if not ids:
        return ["*No rule statement has a scenario yet.*", ""]
    groups: dict[str, list[str]] = defaultdict(list)
    for i in ids:
        entry = site.sources.entries.get(i)
        groups[(entry.section or _topic_title(entry.topic)) if entry else "unlisted"].append(i)
    for name in groups:
        out += [f"{level} {esc(name)}", ""]
        out += _excluded([_rule_item(site, me, i) for i in groups[name]])
    return out


# --------------------------------------------------------------------------- home, dashboard, glossary


def home_include(site: Site) -> str:
    """The generated part of the home page (included by ``docs/index.md``); links are relative to docs/."""
    out: list[str] = []
    res = site.results
    if res is None:
        out += [
            '!!! warning "No results yet"',
            "",
            "    `results/results.json` is missing: every scenario shows as *not run*. Run `make results`.",
            "",
        ]
    else:
        commit = res.get("commit") or "unknown"
        out.append(
            f"Results produced **{esc(str(res.get('generated_at', '?')))}** against commit "
            f"`{esc_html(commit[:12])}` (pytest {esc(str(res.get('tools', {}).get('pytest', '?')))}, "
            f"pytest-bdd {esc(str(res.get('tools', {}).get('pytest-bdd', '?')))})."
        )
        out.append("")
        changed = [p for k in ("changed", "added", "removed") for p in site.stale.get(k, [])]
        if changed:
            shown = ", ".join(f"`{p}`" for p in changed[:12]) + (" …" if len(changed) > 12 else "")
            out += [
                '!!! warning "Results are out of date"',
                "",
                f"    {len(changed)} feature or engine file(s) changed after the results were produced: {shown}.",
                "    Run `make results` (or `make site`) to refresh them.",
                "",
            ]
    out += [
        "| Game | Catalog entries | With scenarios | Passing | Failing | Undefined | Skipped / not run |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for game in GAMES:
        ids = [i for i in site.by_id if site.game_of(i, site.by_id[i][0]) == game]
        st = [site.id_status(i) for i in ids]
        out.append(
            f"| [{esc(GAME_TITLES[game][0])}](generated/{game}/index.md) | {len(site.sources.for_game(game))} | "
            f"{len(ids)} | {st.count('passed')} | {st.count('failed')} | {st.count('undefined')} | "
            f"{st.count('skipped') + st.count('not-run')} |"
        )
    out.append("")
    n = len(site.scenarios)
    out.append(f"{n} scenario(s) in {len(site.features)} feature file(s). See the [status dashboard](generated/status.md).")
    return "\n".join(out)


def status_page(site: Site) -> str:
    me = "status.md"
    out = ["# Status dashboard", ""]
    rows = sorted(
        site.scenarios,
        key=lambda sc: (STATUS_ORDER[site.result(sc).status], sc.ids[0] if sc.ids else "~", sc.feature_path, sc.line),
    )
    counts = defaultdict(int)
    for sc in rows:
        counts[site.result(sc).status] += 1
    summary = ", ".join(f"{counts[s]} {STATUS_LABEL[s]}" for s in STATUS_ORDER if counts[s])
    out += [f"{len(rows)} scenarios: {summary or 'none yet'}. Failures first.", ""]
    out += ["| Status | Ids | Scenario | Where | Failing step |", "| --- | --- | --- | --- | --- |"]
    for sc in rows:
        res = site.result(sc)
        ids = " ".join(f"[{esc(i)}]({_rel(me, site.page(i))})" for i in sc.ids) or "—"
        fail = ""
        if res.failure and res.status in ("failed", "undefined"):
            step = res.failure.get("step") or ""
            msg = (res.failure.get("message") or "").splitlines()[0][:160] if res.failure.get("message") else ""
            fail = f"{esc(step)}" + (f" — {esc(msg)}" if msg else "")
        out.append(f"| {badge(res.status)} | {ids} | {esc(sc.name)} | `{sc.feature_path}:{sc.line}` | {fail} |")
    out.append("")
    return "\n".join(out)


def glossary_page(site: Site) -> str:
    me = "steps.md"
    out = [
        "# Step glossary",
        "",
        "Every step definition, read from the step modules without running them. Reuse these wordings in a new "
        "scenario; the pattern's `{fields}` take values.",
        "",
    ]
    groups: dict[str, list[StepDef]] = defaultdict(list)
    for d in site.step_defs:
        groups[d.game or "shared"].append(d)
    order = ["shared", *GAMES]
    for group in [g for g in order if g in groups] + sorted(set(groups) - set(order)):
        title = "Shared by every game" if group == "shared" else GAME_TITLES.get(group, (group,))[0]
        out += [f"## {esc(title)}", ""]
        for d in sorted(groups[group], key=lambda d: (KIND_ORDER.get(d.kind, 9), d.shown)):
            out.append(f"### {d.kind.capitalize()} {code(d.shown)} {{ #{slug(d.kind + '-' + d.module + '-' + d.function)} }}")
            out.append("")
            if d.docstring:
                out.append(esc(d.docstring))
                out.append("")
            if d.example:
                out.append(_fence(d.example, "gherkin"))
                out.append("")
            out.append(f"`{d.module}:{d.line}` · `{d.function}` · parser: {d.parser}")
            out.append("")
            if d.used_by:
                links = []
                for sc in d.used_by[:30]:
                    target = sc.ids[0] if sc.ids else None
                    links.append(f"[{esc(target)}]({_rel(me, site.page(target))})" if target else esc(sc.name))
                more = f" and {len(d.used_by) - 30} more" if len(d.used_by) > 30 else ""
                out.append(f"Used by {len(d.used_by)} scenario(s): " + ", ".join(dict.fromkeys(links)) + more)
            else:
                out.append("*Not used by any scenario yet.*")
            out.append("")
    if site.unmatched_steps:
        out += ["## Steps without a definition", ""]
        for sc, text, line in site.unmatched_steps:
            out.append(f"- `{sc.feature_path}:{line}`: {esc(text)}")
        out.append("")
    return "\n".join(out)


KIND_ORDER = {"given": 0, "when": 1, "then": 2, "step": 3}


def assumptions_page(site: Site) -> str:
    me = "assumptions.md"
    out = [
        "# Engine assumptions",
        "",
        "Where the sources are silent the engine picks a value; each such scenario says so in "
        "`Assumption(en):` / `Assumption(ja):` lines (and the `@assumption` tag).",
        "",
    ]
    for game in GAMES:
        items = [sc for sc in site.scenarios if sc.description.assumptions["en"] or sc.description.assumptions["ja"]]
        items = [sc for sc in items if (site.game_of(sc.ids[0], sc) if sc.ids else None) == game]
        if not items:
            continue
        out += [f"## {esc(GAME_TITLES[game][0])}", ""]
        for sc in items:
            link = f"[{esc(sc.ids[0])}]({_rel(me, site.page(sc.ids[0]))})" if sc.ids else ""
            out.append(f"- **{esc(sc.name)}** {link}")
            for lang in ("en", "ja"):
                for a in sc.description.assumptions[lang]:
                    out.append(f"    - ({lang}) {esc(a)}")
        out.append("")
    if site.assumption_docs:
        out += ["## Assumption notes", ""]
        for p in site.assumption_docs:
            out.append(f"- [{esc(p.stem)}](../{p.name})")
        out.append("")
    if len(out) == 5:
        out += ["*No scenario states an assumption yet.*", ""]
    return "\n".join(out)


# --------------------------------------------------------------------------- writing


def generate(site: Site, out_dir: Path) -> list[Path]:
    """Write every page under ``out_dir``; files whose text is unchanged are not touched, stale ones go.

    Writing only what changed keeps ``mkdocs serve`` (``make site``) from rebuilding for nothing.
    Returns the pages of the site (written or already up to date).
    """
    pages: dict[str, str] = {f"{INCLUDES}/home.md": home_include(site)}
    for game in GAMES:
        pages[f"{game}/index.md"] = game_page(site, game)
    for entry_id in sorted(site.by_id):
        pages[site.page(entry_id)] = ruling_page(site, entry_id)
    pages["status.md"] = status_page(site)
    pages["steps.md"] = glossary_page(site)
    pages["assumptions.md"] = assumptions_page(site)
    out: list[Path] = []
    for rel, text in pages.items():
        path = out_dir / rel
        body = text.rstrip() + "\n"
        if not path.is_file() or path.read_text(encoding="utf-8") != body:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(body, encoding="utf-8")
        out.append(path)
    if out_dir.is_dir():
        keep = {p.resolve() for p in out}
        for old in sorted(out_dir.rglob("*"), reverse=True):
            if old.is_file() and old.resolve() not in keep:
                old.unlink()
            elif old.is_dir() and not any(old.iterdir()):
                old.rmdir()
    return out


def entry_for(site: Site, entry_id: str) -> Entry | None:
    return site.sources.entries.get(entry_id)
