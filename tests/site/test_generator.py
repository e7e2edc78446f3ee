"""The page generator: pages per id, escaping, status, staleness, glossary; and the built fixture site."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from oracle.site.build import generate, load_site
from oracle.site.model import parse_description
from oracle.site.text import esc, ja_keywords


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
    out = esc('<script>alert("x")</script> *b* [l](u)')
    assert "<" not in out and ">" not in out
    assert "\\*b\\*" in out and "\\[l\\]\\(u\\)" in out


def test_japanese_keywords_hold_every_suffix() -> None:
    words = ja_keywords(["重ねたにんじんは", "【守護】"])
    assert "にんじんは" in words and "守護" in words
    assert all(len(w) >= 2 for w in words)


def test_pages_for_every_id(fixture_project: Path, fixture_results: Path, tmp_path: Path) -> None:
    site = load_site(fixture_project, fixture_results)
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
        "status.md",
        "steps.md",
        "assumptions.md",
        "_includes/home.md",
    ):
        assert page in names
    failing = (tmp_path / "gen" / "sve" / "sve-en-003.md").read_text(encoding="utf-8")
    assert "oracle-status--failed" in failing and "Then the counter is 4" in failing
    assert "the counter is 3, expected 4" in failing
    undefined = (tmp_path / "gen" / "sve" / "sve-ja-010.md").read_text(encoding="utf-8")
    assert "oracle-status--undefined" in undefined and "[SVE-EN-041](sve-en-041.md)" in undefined
    rule = (tmp_path / "gen" / "sve" / "sve-ja-r022.md").read_text(encoding="utf-8")
    assert "12.8 Ward" in rule and "Assumption" in rule or "仮定" in rule
    status = (tmp_path / "gen" / "status.md").read_text(encoding="utf-8")
    rows = [line for line in status.splitlines() if line.startswith("| <span")]
    assert "failed" in rows[0] and "passed" in rows[-1], "failures first"
    steps = (tmp_path / "gen" / "steps.md").read_text(encoding="utf-8")
    assert "a counter at {n:d}" in steps and "Given a counter at 1" in steps
    assert "Used by 7 scenario(s)" in steps
    assert "I feed the horse a carrot" in steps  # listed as a step without a definition
    sve = (tmp_path / "gen" / "sve" / "index.md").read_text(encoding="utf-8")
    assert "#cr-12-8" in sve and "12.8 Ward" in sve


def test_stale_results_are_flagged(fixture_project: Path, fixture_results: Path, tmp_path: Path) -> None:
    project = tmp_path / "p"
    shutil.copytree(fixture_project, project)
    site = load_site(project, fixture_results)
    assert not any(site.stale.values())
    feature = project / "features" / "foh" / "run.feature"
    feature.write_text(feature.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    site = load_site(project, fixture_results)
    assert site.stale["changed"] == ["features/foh/run.feature"]
    generate(site, tmp_path / "gen")
    assert "Results are out of date" in (tmp_path / "gen" / "_includes" / "home.md").read_text(
        encoding="utf-8"
    )


def test_no_results_yet(fixture_project: Path, tmp_path: Path) -> None:
    site = load_site(fixture_project, tmp_path / "missing.json")
    generate(site, tmp_path / "gen")
    assert "No results yet" in (tmp_path / "gen" / "_includes" / "home.md").read_text(encoding="utf-8")
    assert "not run" in (tmp_path / "gen" / "status.md").read_text(encoding="utf-8")


def test_generator_never_imports_the_engine() -> None:
    src = Path(__file__).resolve().parents[2] / "oracle" / "site"
    for module in src.glob("*.py"):
        text = module.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+engine\b", text, re.MULTILINE), module


# --------------------------------------------------------------------------- the built fixture site


def test_ruling_page_urls_hold_the_id(fixture_site: Path) -> None:
    assert (fixture_site / "generated" / "sve" / "sve-en-051" / "index.html").is_file()
    assert (fixture_site / "generated" / "umafan" / "uma-fan-r001" / "index.html").is_file()


def test_script_in_a_scenario_renders_as_text(fixture_site: Path) -> None:
    html = (fixture_site / "generated" / "sve" / "sve-en-068" / "index.html").read_text(encoding="utf-8")
    assert "<script>alert" not in html
    assert "<b>太字</b>" not in html
    assert "&lt;script&gt;alert(&quot;boom&quot;)&lt;/script&gt;" in html or "&lt;script&gt;alert(" in html
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
    html = (fixture_site / "generated" / "sve" / "sve-en-051" / "index.html").read_text(encoding="utf-8")
    assert "English" in html and "日本語" in html
    assert "Must an attack aim at a follower with Ward" in html
    assert "【守護】を持つフォロワーが場にいるとき" in html
    assert "oracle-status--passed" in html
    assert "Shadowverse EVOLVE official English FAQ" in html
