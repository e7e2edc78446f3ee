"""The conformance page (issue 23): which engine agrees with which ruling, one column per engine run.

In the spirit of test262.fyi: the columns are our own engine run in-process (``results/results.json``) and
every results file dropped into ``results/engines/`` (:mod:`oracle.site.engines`); the rows are the
scenarios of the features being published, grouped by game, then for Shadowverse EVOLVE by chapter of the
Comprehensive Rules (one row per ``@cr-`` clause or section a scenario is tagged with), then by topic (one
row per ruling or rule statement), then the scenarios that have neither. A cell says whether that engine
passes the row's scenarios (the worst of them: fail, error, unsupported, not run, pass; with how many pass
when the row has several) and links to the ruling's or the clause's page.

The counts come first (one line per run: a phone shows them without scrolling); the long tables are
collapsed by chapter. Every text that reaches the page goes through :func:`oracle.site.text.h`.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from oracle.cr import LISTED
from oracle.site.data import Site
from oracle.site.engines import (
    VERDICT_WORDS,
    VERDICTS,
    EngineRun,
    Outcome,
    in_process_run,
    outcome,
    worse,
)
from oracle.site.model import GAMES, Scenario
from oracle.site.pages import (
    CLAUSE_PAGE,
    GAME_TITLES,
    Search,
    _feature_game,
    _section_key,
    _two_lines,
    both,
    code,
    crumbs,
    href,
    link,
    page,
    wrap_table,
)
from oracle.site.text import h, slug

CONFORMANCE_PAGE = "conformance.md"
"""The page's path relative to the generated dir (published at ``/conformance/``)."""


@dataclass
class Row:
    """One row: a clause, a ruling or a scenario, the scenarios it stands for, and the page it links to."""

    label: str
    """HTML (escaped) of the row's heading."""
    target: tuple[str, str]
    """(page, anchor) a cell links to."""
    scenarios: list[Scenario]


@dataclass
class Group:
    """Rows under one heading (a chapter of the rules, the rulings of a game, the other scenarios)."""

    anchor: str
    en: str
    ja: str
    head: tuple[str, str]
    """What the rows are (the first column's heading), English and Japanese."""
    rows: list[Row]
    subheads: dict[int, tuple[str, str]]
    """Row index → a heading row shown before it (topics within the rulings)."""


def columns(site: Site) -> list[EngineRun]:
    """The runs compared: ours in-process first, then every engine results file by name; each with a short
    label that tells it from the others (the engine's name; with its version, or else its file's name,
    where two runs share the name)."""
    runs = [in_process_run(site.results, site.results_path), *site.engines]
    keys: set[str] = set()
    for r in runs:
        r.label = r.engine.name
        while slug(r.key) in keys:  # anchors stay unique (a merged column's key is its files' common stem)
            r.key += "-2"
        keys.add(slug(r.key))
    for more in (lambda r: (r.engine.version.split() or [""])[0], lambda r: r.key):
        labels = [r.label for r in runs]
        for r in runs:
            if labels.count(r.label) > 1:
                r.label = f"{r.engine.name} ({more(r)})"
    return runs


def cell_outcome(site: Site, run: EngineRun, sc: Scenario) -> Outcome:
    """What ``run`` gave for ``sc``: the site's own result for the in-process run, else the file's record
    of the scenario's name (not run when the file has none)."""
    if run.in_process:
        res = site.result(sc)
        return outcome(res.status, res.failure)
    return run.by_name.get(sc.name, Outcome("not-run", "not in this results file"))


def game_of(site: Site, sc: Scenario) -> str:
    """The game a scenario belongs to (as the status page places it)."""
    return site.game_of(sc.ids[0], sc) if sc.ids else (_feature_game(sc) or "sve")


def clause_target(site: Site, number: str, listed: set[str]) -> tuple[str, str]:
    """Where a clause or section is shown: the clause page when it lists it, else the SVE hub (which lists
    every section or clause a scenario is tagged with)."""
    anchor = f"cr-{slug(number)}"
    if site.clauses is not None:
        if number in listed or (number.count(".") == 1 and any(c.startswith(number + ".") for c in listed)):
            return CLAUSE_PAGE, anchor
        if number in LISTED:
            return CLAUSE_PAGE, f"chapter-{slug(number)}"
    return "sve/index.md", anchor


def groups_of_game(site: Site, game: str, scenarios: list[Scenario]) -> list[Group]:
    """The row groups of one game: CR chapters (Shadowverse EVOLVE), rulings by topic, other scenarios."""
    out: list[Group] = []
    by_number: dict[str, list[Scenario]] = defaultdict(list)
    if game == "sve":
        for sc in scenarios:
            for number in dict.fromkeys(sc.cr_sections):
                by_number[number].append(sc)
    listed = set(site.clauses.listed()) if site.clauses is not None else set()
    chapters: dict[str, list[str]] = defaultdict(list)
    for number in sorted(by_number, key=_section_key):
        chapters[number.split(".")[0]].append(number)
    for chapter, numbers in chapters.items():
        rows = []
        for number in numbers:
            name = site.cr_sections.get(number, "")
            label = code(number) + (f" {h(name)}" if name else "")
            rows.append(Row(label, clause_target(site, number, listed), by_number[number]))
        out.append(
            Group(
                f"{game}-cr-{slug(chapter)}",
                f"Comprehensive Rules, chapter {chapter}",
                f"総合ルール 第{chapter}章",
                ("Clause", "条項"),
                rows,
                {},
            )
        )
    by_id: dict[str, list[Scenario]] = defaultdict(list)
    for sc in scenarios:
        for i in sc.ids:
            by_id[i].append(sc)

    def topic_of(entry_id: str) -> str:
        entry = site.sources.entries.get(entry_id)
        return entry.topic if entry is not None else "~"

    ids = sorted(by_id, key=lambda i: (site.topic_name(topic_of(i).split(":")[0])[0].lower(), topic_of(i), i))
    if ids:
        rows, subheads = [], {}
        last = None
        for i in ids:
            topic = topic_of(i)
            head = topic.split(":")[0]
            if head != last:
                subheads[len(rows)] = (
                    site.topic_name(head)
                    if head != "~"
                    else ("Not in the sources list", "出典一覧にないもの")
                )
                last = head
            en, ja = site.topic_name(topic) if topic != "~" else ("", "")
            label = code(i) + (
                f' <span class="oracle-conf-topic">{both(en, ja)}</span>' if ":" in topic else ""
            )
            rows.append(Row(label, (site.page(i), ""), by_id[i]))
        out.append(
            Group(
                f"{game}-rulings",
                "Rulings and rule statements",
                "裁定とルール",
                ("Ruling", "裁定"),
                rows,
                subheads,
            )
        )
    rest = [sc for sc in scenarios if not sc.ids and not (game == "sve" and sc.cr_sections)]
    if rest:
        rows = [Row(h(sc.name), ("status.md", game), [sc]) for sc in rest]
        out.append(
            Group(f"{game}-other", "Other scenarios", "その他のシナリオ", ("Scenario", "シナリオ"), rows, {})
        )
    return out


def _tally(site: Site, run: EngineRun, scenarios: Iterable[Scenario]) -> dict[str, int]:
    counts = dict.fromkeys(VERDICTS, 0)
    for sc in scenarios:
        counts[cell_outcome(site, run, sc).verdict] += 1
    return counts


def _cell(site: Site, me: str, run: EngineRun, row: Row) -> str:
    """A row's cell for one run: the worst verdict of its scenarios, how many pass when several, a link."""
    worst: Outcome | None = None
    passed = 0
    for sc in row.scenarios:
        got = cell_outcome(site, run, sc)
        worst = worse(worst, got)
        passed += got.verdict == "pass"
    assert worst is not None
    v = worst.verdict
    many = f" {passed}/{len(row.scenarios)}" if len(row.scenarios) > 1 else ""
    page_, anchor = row.target
    word = h(VERDICT_WORDS[v][0])
    return f'<td class="oracle-conf--{v}"><a href="{href(me, page_, anchor)}">{word}</a>{h(many)}</td>'


WHY_LIMIT = 30
"""At most this many scenarios of one run are told in a group's "why" list (the rest are counted)."""


def _why(site: Site, me: str, runs: list[EngineRun], group: Group) -> str:
    """What went wrong, as text (never in an attribute): each run's scenarios of the group that fail, end
    in an error or are unsupported, with the failing step, the protocol error's name or the message."""
    items = []
    total = 0
    for run in runs:
        seen: set[int] = set()
        told = []
        for row in group.rows:
            for sc in row.scenarios:
                if id(sc) in seen:
                    continue
                seen.add(id(sc))
                got = cell_outcome(site, run, sc)
                if got.verdict not in ("pass", "not-run"):
                    told.append((sc, got))
        total += len(told)
        for sc, got in told[:WHY_LIMIT]:
            ids = "".join(link(me, site.page(i), code(i)) + " " for i in sc.ids)
            detail = f" — {h(got.detail)}" if got.detail else ""
            word = h(VERDICT_WORDS[got.verdict][0])
            items.append(
                f'<li>{h(run.label)}: <span class="oracle-conf--{got.verdict}">{word}</span> '
                f"{ids}{h(sc.name)}{detail}</li>"
            )
        if len(told) > WHY_LIMIT:
            items.append(f"<li>{h(run.label)}: … {len(told) - WHY_LIMIT} more</li>")
    if not items:
        return ""
    head = both(f"Not passing, and why ({total})", f"一致しないものと理由（{total}件）")
    return f'<details class="oracle-conf-why"><summary>{head}</summary><ul>{"".join(items)}</ul></details>'


def protocol_text(protocol: str) -> str:
    """How a run reached its engine: ``in-process``, or the wire protocol's version (``wire protocol 1``)."""
    return f"wire protocol {protocol}" if protocol.isdigit() else protocol


def _run_name(run: EngineRun) -> str:
    """A run's label, and below it its version (unless the label has it) and protocol, and whether the run
    was partial."""
    version = run.engine.version
    first = (version.split() or [""])[0]
    if first and first in run.label:  # the label names it already: only the rest ("(2026-12-04)")
        version = version[len(first) :].strip(" ()")
    small = " · ".join(x for x in (version, protocol_text(run.engine.protocol)) if x)
    partial = f" · {both('partial run', '部分的な実行')}" if run.partial else ""
    return f"{h(run.label)}<br><small>{h(small)}{partial}</small>"


def _run_head(run: EngineRun) -> str:
    return f'<th scope="col">{_run_name(run)}</th>'


def _group_table(site: Site, me: str, runs: list[EngineRun], group: Group) -> str:
    head = f'<th scope="col">{_two_lines(*group.head)}</th>' + "".join(_run_head(r) for r in runs)
    body = []
    width = len(runs) + 1
    for n, row in enumerate(group.rows):
        if n in group.subheads:
            en, ja = group.subheads[n]
            body.append(f'<tr class="oracle-conf-sub"><th colspan="{width}">{both(en, ja)}</th></tr>')
        page_, anchor = row.target
        label = f'<a href="{href(me, page_, anchor)}">{row.label}</a>'
        cells = "".join(_cell(site, me, r, row) for r in runs)
        body.append(f'<tr><th scope="row">{label}</th>{cells}</tr>')
    scenarios = list({id(sc): sc for row in group.rows for sc in row.scenarios}.values())
    summary = " · ".join(f"{h(r.label)} {_tally(site, r, scenarios)['pass']}/{len(scenarios)}" for r in runs)
    why = _why(site, me, runs, group)
    table = wrap_table(
        f'<table class="oracle-conformance"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'
    )
    return (
        f'<details class="note oracle-conf-group" id="{h(group.anchor)}"><summary>{both(group.en, group.ja)} '
        f'<small class="oracle-conf-sum">({summary})</small></summary>\n{table}{why}\n</details>'
    )


def _glance(site: Site, runs: list[EngineRun], scenarios: list[Scenario]) -> str:
    """One line per run: its counts over every scenario (first on the page)."""
    head = (
        f'<th scope="col">{_two_lines("Engine run", "エンジンの実行")}</th>'
        + "".join(
            f'<th scope="col" class="oracle-conf--{v}">{_two_lines(*VERDICT_WORDS[v])}</th>'
            for v in ("pass", "fail", "unsupported", "error", "not-run")
        )
        + f'<th scope="col">{_two_lines("pass rate", "一致率")}</th>'
    )
    rows = []
    for run in runs:
        counts = _tally(site, run, scenarios)
        rate = f"{counts['pass'] / len(scenarios):.1%}" if scenarios else "—"
        name = f'<a href="#run-{h(slug(run.key))}">{_run_name(run)}</a>'
        rows.append(
            f'<tr><th scope="row">{name}</th>'
            + "".join(
                f'<td class="oracle-conf-count" data-verdict="{v}">{counts[v]}</td>'
                for v in ("pass", "fail", "unsupported", "error", "not-run")
            )
            + f"<td>{h(rate)}</td></tr>"
        )
    return f'<table class="oracle-conf-glance"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table>'


def _runs_list(site: Site, runs: list[EngineRun], scenarios: list[Scenario]) -> str:
    """What each column is: engine, version, protocol, command, when, commit, file; and records that match
    no scenario of these features."""
    names = {sc.name for sc in scenarios}
    items = []
    for run in runs:
        facts = [
            f"{both('version', 'バージョン')}: {code(run.engine.version)}",
            f"{both('protocol', 'プロトコル')}: {code(protocol_text(run.engine.protocol) or '—')}",
        ]
        if run.partial:
            facts.append(f"{both('partial run', '部分的な実行')}: {h(run.partial)}")
        if run.engine.command:
            facts.append(f"{both('command', 'コマンド')}: {code(run.engine.command)}")
        if run.generated_at:
            facts.append(f"{both('run at', '実行時刻')}: {h(run.generated_at)}")
        if run.commit:
            facts.append(f"{both('commit', 'コミット')}: {code(run.commit[:12])}")
        if run.games:
            games = ", ".join(both(*GAME_TITLES.get(g, (g, g))) for g in run.games)
            facts.append(f"{both('games run', '実行したゲーム')}: {games}")
        files = ", ".join(code(Path(p).name) for p in run.paths or [run.path])
        facts.append(f"{both('file', 'ファイル')}: {files}")
        if not run.in_process:
            unknown = sorted(set(run.by_name) - names)
            if unknown:
                shown = ", ".join(h(n) for n in unknown[:5]) + (" …" if len(unknown) > 5 else "")
                facts.append(
                    both(
                        f"{len(unknown)} result(s) of scenarios these features no longer have (not shown)",
                        f"現在の機能ファイルにないシナリオの結果 {len(unknown)} 件（表示なし）",
                    )
                    + f": {shown}"
                )
        items.append(
            f'<li id="run-{h(slug(run.key))}"><strong>{h(run.label)}</strong>'
            f"<ul>{''.join(f'<li>{f}</li>' for f in facts)}</ul></li>"
        )
    return f'<ul class="oracle-conf-runs">{"".join(items)}</ul>'


def conformance_page(site: Site, search: Search) -> str:
    """The conformance table of every engine run (see the module's docstring)."""
    me = CONFORMANCE_PAGE
    runs = columns(site)
    scenarios = site.scenarios
    title_en, title_ja = "Engine conformance", "エンジンの適合状況"
    blocks = [
        crumbs(me, []),
        f"<h1>{both(title_en, title_ja)}</h1>",
        _glance(site, runs, scenarios),
        "<p>"
        + both(
            "Every scenario of the rulings run against each engine: ours in-process, and every run whose "
            "results file lies in results/engines/ (over the wire protocol, ours at an earlier commit, "
            "anyone's engine).",
            "すべての裁定シナリオを各エンジンで実行した結果です。当プロジェクトのエンジン（プロセス内）と、"
            "results/engines/ にある結果ファイル（ワイヤープロトコル経由、以前のコミット、他のエンジン）。",
        )
        + "</p>",
        "<p>"
        + both(
            "pass: the engine agrees with the ruling; fail: it disagrees; unsupported: the engine does not "
            "support an operation the scenario needs; error: the run broke (a protocol error, or a step the "
            "suite cannot run); not run: skipped, or not in the results file. A row with several scenarios "
            "shows its worst cell and how many pass. The counts are of scenarios as written: a scenario "
            "outline counts once, with the worst of its examples.",
            "一致：エンジンが裁定と一致。不一致：一致しない。未対応：シナリオに必要な操作にエンジンが対応していない。"
            "エラー：実行が途中で壊れた（プロトコルのエラーなど）。未実行：スキップ、または結果ファイルにない。"
            "複数のシナリオがある行は、最も悪い結果と一致した数を示します。"
            "件数は書かれたシナリオの数です。シナリオアウトラインは、例のうち最も悪い結果で1件と数えます。",
        )
        + " "
        + link(me, "check-your-engine.md", both("Check your engine", "あなたのエンジンを確かめる"))
        + "</p>",
    ]
    per_game: dict[str, list[Scenario]] = defaultdict(list)
    for sc in scenarios:
        per_game[game_of(site, sc)].append(sc)
    for game in [g for g in GAMES if g in per_game] + sorted(set(per_game) - set(GAMES)):
        scs = per_game[game]
        en, ja = GAME_TITLES.get(game, (game, game))
        counts = " · ".join(f"{h(r.label)} {_tally(site, r, scs)['pass']}/{len(scs)}" for r in runs)
        blocks.append(f'<h2 id="{h(slug(game))}">{both(en, ja)}</h2>')
        blocks.append(f'<p class="oracle-conf-sum">{both("passing", "一致")}: {counts}</p>')
        for group in groups_of_game(site, game, scs):
            blocks.append(_group_table(site, me, runs, group))
    blocks.append(f'<h2 id="runs">{both("The runs compared", "比較した実行")}</h2>')
    blocks.append(_runs_list(site, runs, scenarios))
    search.add(
        me,
        f"{title_en} / {title_ja}",
        ["Each engine run's results, ruling by ruling and clause by clause."],
        ["conformance", "engine", "engines", "適合", "エンジン"],
        1.0,
    )
    return page(f"{title_en} / {title_ja}", blocks)
