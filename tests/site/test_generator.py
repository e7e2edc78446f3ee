"""The page generator: pages per id, escaping, status, staleness, glossary, errors; and the built fixture site."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from oracle.site.build import generate, load_site
from oracle.site.errors import SiteError
from oracle.site.model import parse_description
from oracle.site.text import h, ja_keywords, title_text
from tests.site.support import FIXTURE_CARDS


def test_description_lines_are_parsed() -> None:
    d = parse_description(
        "Q(en): Is it so?\n  continued here\nA(en): Yes.\nQ(ja): そうですか？\nA(ja): はい。\n"
        "Rule(en): R\nAssumption(en): one\nAssumption(ja): 一つ\nSource: sve-faq-en, Q&A 7"
    )
    assert d.q == {"en": "Is it so? continued here", "ja": "そうですか？"}
    assert d.a == {"en": "Yes.", "ja": "はい。"}
    assert d.rule == {"en": "R"}
    assert d.assumptions == {"en": ["one"], "ja": ["一つ"]}
    assert d.source == "sve-faq-en, Q&A 7"


def test_escaping_makes_markup_inert() -> None:
    out = h("<script>alert(\"x\")</script> 'q' &")
    assert "<" not in out and ">" not in out and '"' not in out and "'" not in out
    assert "&amp;" in out
    title = title_text("<b>x</b> {{ y }} `z` " + "long " * 40)
    assert not set("<>{}`\"'&") & set(title) and len(title) <= 90


def test_japanese_keywords_are_bounded() -> None:
    words = ja_keywords(["重ねたにんじんは", "【守護】"])
    assert "にんじんは" in words and "守護" in words
    assert all(2 <= len(w) <= 10 for w in words)
    long = ja_keywords(["あ" * 3000])
    assert sum(map(len, long)) <= 10 * 3000


def test_pages_for_every_id(fixture_project: Path, fixture_results: Path, tmp_path: Path) -> None:
    site = load_site(fixture_project, fixture_results, cards_path=FIXTURE_CARDS)
    written = generate(site, tmp_path / "gen")
    names = {p.relative_to(tmp_path / "gen").as_posix() for p in written}
    for page in (
        "sve/sve-en-051.md",
        "sve/sve-en-003.md",
        "sve/sve-en-041.md",
        "sve/sve-ja-010.md",
        "sve/sve-ja-r022.md",
        "foh/foh-ja-009.md",
        "umafan/uma-fan-r001.md",
        "sve/index.md",
        "sve/topics/keyword-ward.md",
        "sve/cards/bp01-012.md",
        "status.md",
        "steps.md",
        "assumptions.md",
        "vocabulary.md",
        "_includes/home.md",
    ):
        assert page in names, page
    failing = (tmp_path / "gen" / "sve" / "sve-en-003.md").read_text(encoding="utf-8")
    assert "oracle-status--failed" in failing and "Then the counter is 4" in failing
    assert "the counter is 3, expected 4" in failing
    summary = re.search(r'<p class="oracle-summary">.*?</p>', failing)
    assert (
        summary and summary.group(0).count("engine disagrees") == 1
    )  # the entry's status once, in a judge's words
    undefined = (tmp_path / "gen" / "sve" / "sve-ja-010.md").read_text(encoding="utf-8")
    assert "oracle-status--undefined" in undefined and 'href="../sve-en-041/"' in undefined
    rule = (tmp_path / "gen" / "sve" / "sve-ja-r022.md").read_text(encoding="utf-8")
    assert "12.8 Ward" in rule
    assert "エンジンの仮定" in rule
    status = (tmp_path / "gen" / "status.md").read_text(encoding="utf-8")
    rows = re.findall(r'<tbody data-status="([a-z-]+)"', status)
    assert rows[0] == "failed" and rows[-1] == "passed", "failures first"
    steps = (tmp_path / "gen" / "steps.md").read_text(encoding="utf-8")
    assert "a counter at {n:d}" in steps and "Given a counter at 1" in steps
    assert "Used by 10 scenario(s)" in steps
    assert "I feed the horse a carrot" in steps  # listed as a step without a definition
    sve = (tmp_path / "gen" / "sve" / "index.md").read_text(encoding="utf-8")
    assert 'id="cr-12-8"' in sve and "Ward" in sve
    assert 'id="cr-5-1"' in sve and "no scenario yet" in sve  # a listed section without scenario says so
    card = (tmp_path / "gen" / "sve" / "cards" / "bp01-012.md").read_text(encoding="utf-8")
    assert "森の盾持ち" in card and "No ruling names this card yet." in card
    # a card no ruling names still links the rulings about its keywords and its card type (issue 22)
    assert (
        'id="guidance"' in card
        and "Rulings about Ward" in card
        and 'href="../../topics/keyword-ward/"' in card
    )


def test_cards_link_to_rulings_by_tag_or_quoted_name(tmp_path: Path) -> None:
    from oracle.site.cards import link_cards, load_cards

    export = load_cards(FIXTURE_CARDS)
    assert export is not None
    link_cards(
        export,
        [
            ("sve", "SVE-EN-051", ["sve", "card-BP01-012"], ["a counter at 1"], ("a.feature", 1)),
            ("sve", "SVE-EN-003", ["sve"], ['"Grove Shield" is on my field'], ("a.feature", 2)),
            ("foh", "FOH-JA-026", ["foh"], ['the opponent plays "Buena Vista"'], ("b.feature", 1)),
            (
                "foh",
                "FOH-JA-001",
                ["foh"],
                ['"Shieldbearer of the Grove" is not a horse card'],
                ("b.feature", 2),
            ),
            ("sve", None, ["sve", "card-BP01-012"], ['"Fighter" attacks'], ("c.feature", 9)),
        ],
    )
    cards = {c.key: c for c in export.cards}
    assert cards["bp01-012"].rulings == ["SVE-EN-051", "SVE-EN-003"]
    assert cards["bp01-012"].checks == [("c.feature", 9)]  # a card scenario without a ruling id
    assert cards["fighter"].checks == [] and cards["fighter"].rulings == []
    assert cards["buena-vista"].rulings == ["FOH-JA-026"]  # names match within their own game only


def test_stale_results_show_not_run(fixture_project: Path, fixture_results: Path, tmp_path: Path) -> None:
    project = tmp_path / "p"
    shutil.copytree(fixture_project, project)
    site = load_site(project, fixture_results)
    assert not any(site.stale.values())
    feature = project / "features" / "foh" / "run.feature"
    feature.write_text(feature.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    site = load_site(project, fixture_results)
    assert site.stale["changed"] == ["features/foh/run.feature"]
    assert site.id_status("FOH-JA-009") == "not-run"  # shown as not run, never absent
    generate(site, tmp_path / "gen")
    assert "Results are out of date" in (tmp_path / "gen" / "_includes" / "home.md").read_text(
        encoding="utf-8"
    )
    assert (tmp_path / "gen" / "foh" / "foh-ja-009.md").is_file()


def test_no_results_yet(fixture_project: Path, tmp_path: Path) -> None:
    with pytest.raises(SiteError, match="no results file"):
        load_site(fixture_project, tmp_path / "missing.json", require_results=True)
    site = load_site(fixture_project, tmp_path / "missing.json")
    generate(site, tmp_path / "gen")
    assert "No results yet" in (tmp_path / "gen" / "_includes" / "home.md").read_text(encoding="utf-8")
    assert "not yet checkable" in (tmp_path / "gen" / "status.md").read_text(encoding="utf-8")


def test_corrupt_results_name_the_file(fixture_project: Path, tmp_path: Path) -> None:
    bad = tmp_path / "results.json"
    bad.write_text('{"scenarios": [\n{"feature": "x", ', encoding="utf-8")
    with pytest.raises(SiteError) as err:
        load_site(fixture_project, bad)
    assert str(bad) in str(err.value) and ":2:" in str(err.value)
    bad.write_text('{"scenarios": [{"feature": "x", "line": 1, "status": "weird"}]}', encoding="utf-8")
    with pytest.raises(SiteError, match="unknown status"):
        load_site(fixture_project, bad)


def test_unparsable_feature_fails_with_file_and_line(
    fixture_project: Path, fixture_results: Path, tmp_path: Path
) -> None:
    project = tmp_path / "p"
    shutil.copytree(fixture_project, project)
    (project / "features" / "sve" / "broken.feature").write_text(
        "Feature: x\n  Scenario: y\n    Given a\n  Nonsense line here\n    | a |\n", encoding="utf-8"
    )
    with pytest.raises(SiteError) as err:
        load_site(project, fixture_results)
    assert "features/sve/broken.feature:" in str(err.value)


def test_malformed_card_export_names_the_card(
    fixture_project: Path, fixture_results: Path, tmp_path: Path
) -> None:
    cards = tmp_path / "cards.json"
    cards.write_text(
        json.dumps({"version": 1, "cards": [{"game": "sve", "key": "Bad Key!", "name": "x"}]}),
        encoding="utf-8",
    )
    with pytest.raises(SiteError, match="card sve/Bad Key!"):
        load_site(fixture_project, fixture_results, cards_path=cards)
    site = load_site(fixture_project, fixture_results, cards_path=tmp_path / "none.json")
    generate(site, tmp_path / "gen")
    assert "No card pages" in (tmp_path / "gen" / "sve" / "index.md").read_text(encoding="utf-8")


def test_generator_never_imports_the_engine() -> None:
    src = Path(__file__).resolve().parents[2] / "oracle" / "site"
    for module in src.glob("*.py"):
        text = module.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+engine\b", text, re.MULTILINE), module


# --------------------------------------------------------------------------- the built fixture site


def test_ruling_page_urls_hold_the_id(fixture_site: Path) -> None:
    assert (fixture_site / "sve" / "sve-en-051" / "index.html").is_file()
    assert (fixture_site / "umafan" / "uma-fan-r001" / "index.html").is_file()


def test_script_in_a_scenario_renders_as_text(fixture_site: Path) -> None:
    html = (fixture_site / "sve" / "sve-en-068" / "index.html").read_text(encoding="utf-8")
    assert "<script>alert" not in html
    assert "<b>太字</b>" not in html
    assert "&lt;script&gt;alert(&quot;boom&quot;)&lt;/script&gt;" in html
    index = json.loads((fixture_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    assert not any("<script>" in doc["text"] for doc in index["docs"])


def test_no_request_leaves_the_site(fixture_site: Path) -> None:
    external = re.compile(
        r"""<(?:script|link|img|iframe)\b[^>]*(?:src|href)=["']?(?:https?:)?//""", re.IGNORECASE
    )
    for page in fixture_site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert not external.search(text), f"{page} loads an outside resource"
        assert "fonts.googleapis" not in text and "fonts.gstatic" not in text


def test_a_ruling_page_shows_both_languages_and_status(fixture_site: Path) -> None:
    html = (fixture_site / "sve" / "sve-en-051" / "index.html").read_text(encoding="utf-8")
    assert "English" in html and "日本語" in html
    assert "Must an attack aim at a follower with Ward" in html
    assert "【守護】を持つフォロワーが場にいるとき" in html
    assert "oracle-status--passed" in html
    assert "Shadowverse EVOLVE official English FAQ" in html
    assert "Restated in our own words" in html
    assert '<h1 lang="en">Must an attack aim' in html


def test_japanese_source_opens_in_japanese(fixture_site: Path) -> None:
    html = (fixture_site / "foh" / "foh-ja-009" / "index.html").read_text(encoding="utf-8")
    assert '<h1 lang="ja">馬はいつ走破できますか？' in html
    m = re.search(r'<input checked id="(__tabbed_\d+_\d+)"', html)
    assert m and f'<label for="{m.group(1)}" lang="ja">日本語</label>' in html


def test_parsed_features_are_cached_by_size_and_time(fixture_project: Path, tmp_path: Path) -> None:
    from oracle.site.model import load_features

    project = tmp_path / "project"
    shutil.copytree(fixture_project, project)
    cache = tmp_path / "build" / "features.pickle"
    plain, _ = load_features(project)
    first, _ = load_features(project, cache=cache)
    assert cache.is_file() and first == plain
    again, _ = load_features(project, cache=cache)
    assert again == plain
    feature = sorted((project / "features").rglob("*.feature"))[0]
    text = feature.read_text(encoding="utf-8")
    feature.write_text(text.replace("Scenario:", "Scenario: renamed", 1), encoding="utf-8")
    changed, _ = load_features(project, cache=cache)
    assert changed == load_features(project)[0] != plain  # the edited file is parsed again
    cache.write_bytes(b"not a pickle")
    assert load_features(project, cache=cache)[0] == changed
    feature.write_text("Feature: x\n  Scenario: y\n    Given a\n  Nonsense here\n", encoding="utf-8")
    _, problems = load_features(project, cache=cache)
    assert problems and problems[0].path.endswith(feature.name)  # a broken file is never served from cache


def _visible(html: str) -> str:
    """The text of a page's article as a reader sees it (tags dropped, collapsed scenario sources left out)."""
    body = re.sub(r"<details.*?</details>", " ", html, flags=re.S)
    body = re.sub(r"<span class=\"oracle-alt\"[^>]*>.*?</span>", " ", body, flags=re.S)
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", body))


def test_ruling_pages_separate_the_source_from_the_checks(fixture_site: Path) -> None:
    """The HTML of a definition entry, a multi-scenario entry and an assumption entry (issue 22)."""
    gen = fixture_site
    drain = (gen / "sve" / "sve-en-056" / "index.html").read_text(encoding="utf-8")
    assert '<h1 lang="en">What does Drain mean?' in drain
    shown = _visible(drain)
    assert (
        shown.count("raises its own leader&#x27;s defense by as much")
        + shown.count("raises its own leader's defense by as much")
        == 1
    )
    assert shown.count("自分のリーダーの体力が増えます") == 1
    assert 'id="checks"' in drain and "A Drain follower that deals 2 damage" in drain
    assert "oracle-assumed" not in drain

    ward = (gen / "sve" / "sve-en-051" / "index.html").read_text(encoding="utf-8")
    assert '<h1 lang="en">Must an attack aim at a follower with Ward' in ward
    assert _visible(ward).count("other targets cannot be chosen") == 1
    checks = re.search(r'<ol class="oracle-checks">(.*?)</ol>', ward, flags=re.S)
    assumed = re.search(r'<ol class="oracle-assumed">(.*)</ol>', ward, flags=re.S)
    assert checks and assumed
    assert checks.group(1).count('<li class="oracle-check-item">') == 2
    assert "An engaged Ward follower turns the attack onto itself" in checks.group(1)
    assert "A reserved follower with Ward does not keep the leader from being attacked" in checks.group(1)
    assert "came onto the field engaged" not in checks.group(1)
    assert assumed.group(1).count('<li class="oracle-check-item">') == 1
    assert "oracle-status--assumed" in assumed.group(1)
    assert "treats a follower that enters engaged like any engaged follower" in assumed.group(1)
    assert ward.index('id="checks"') < ward.index('id="assumptions"')
    summary = re.search(r'<p class="oracle-summary">.*?</p>', ward)
    assert summary and "rests in part on an engine assumption" in summary.group(0)

    rule = (gen / "sve" / "sve-ja-r022" / "index.html").read_text(encoding="utf-8")
    assert 'id="checks"' not in rule and 'id="assumptions"' in rule
    assert "oracle-status--assumed" in rule and "resolves end-phase abilities one at a time" in rule
    rule_summary = re.search(r'<p class="oracle-summary">.*?</p>', rule)
    assert rule_summary and "oracle-status--assumed" in rule_summary.group(
        0
    )  # nothing checks the source itself
    assert "rests on engine assumptions only" in rule_summary.group(0)


def test_status_page_fits_every_game_on_one_screen_before_any_list(fixture_site: Path) -> None:
    """Counts of every game first (failing first), failing scenarios named, the full lists collapsed (issue 22)."""
    html = (fixture_site / "status" / "index.html").read_text(encoding="utf-8")
    glance = html.index("oracle-glance")
    first_list = html.index('<details class="oracle-status-list">')
    assert html.index("data-oracle-filter") < glance < first_list
    assert html.count('<details class="oracle-status-list">') == 3  # one per game, none open
    assert '<details class="oracle-status-list" open' not in html
    failing = re.search(r'<ul class="oracle-failing">(.*?)</ul>', html, flags=re.S)
    assert failing and "The evolve deck holds at most ten cards" in failing.group(1)
    assert html.index('<ul class="oracle-failing">') < first_list
