"""The conformance page (issue 23): one column per engine run, and a deliberately wrong engine's failures shown
as they are (which cells say fail, unsupported, error or not run; the counts); a malformed results file stops
the build naming the file and the field.

The wrong engine is ``fixtures/engines/wrong-engine.json``, a results file over the fixture project's ten
scenarios: 3 pass, 1 fails, 2 are unsupported, 2 end in a named protocol error, 1 is skipped and 1 is missing;
one more record names a scenario the fixture does not have. Its engine name and its error names carry markup.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from lxml import etree

from oracle.site.__main__ import main as site_main
from oracle.site.build import load_site, page_texts
from oracle.site.engines import load_engine_runs
from oracle.site.engines import main as engines_main
from oracle.site.errors import SiteError
from tests.site.support import FIXTURE_CARDS, FIXTURE_ENGINES

WRONG = FIXTURE_ENGINES / "wrong-engine.json"
ORDER = ("pass", "fail", "unsupported", "error", "not-run")


def _page(fixture_project: Path, fixture_results: Path, engines: Path) -> str:
    site = load_site(fixture_project, fixture_results, cards_path=FIXTURE_CARDS, engines_dir=engines)
    return page_texts(site)["conformance.md"]


@pytest.fixture(scope="module")
def conformance(fixture_project: Path, fixture_results: Path) -> str:
    return _page(fixture_project, fixture_results, FIXTURE_ENGINES)


def _tree(text: str) -> Any:
    body = text.split("---\n", 2)[2]
    return etree.fromstring(f"<html><body>{body}</body></html>", etree.HTMLParser(encoding="utf-8"))


def _counts(tree: Any) -> list[dict[str, int]]:
    """The counts table on top: one ``{verdict: n}`` per run, in column order."""
    out = []
    for row in tree.xpath('//div[contains(@class, "oracle-conf-glance")]//tbody/tr'):
        out.append({td.get("data-verdict"): int(td.text) for td in row.xpath("td[@data-verdict]")})
    return out


def _cells(tree: Any, label: str) -> list[tuple[str, str, str]]:
    """(verdict class, text, link) of each run's cell in the row whose heading starts with ``label``."""
    rows = [
        r
        for r in tree.xpath('//div[contains(@class, "oracle-conformance")]//tbody/tr[not(@class)]')
        if "".join(r.xpath("th")[0].itertext()).startswith(label)
    ]
    assert len(rows) == 1, f"{label}: {len(rows)} rows"
    out = []
    for td in rows[0].xpath("td"):
        verdict = next(c for c in td.get("class").split() if c.startswith("oracle-conf--"))
        out.append(
            (verdict.removeprefix("oracle-conf--"), "".join(td.itertext()).strip(), td.xpath("a/@href")[0])
        )
    return out


def test_the_counts_come_first_and_tell_each_runs_totals(conformance: str) -> None:
    tree = _tree(conformance)
    after_title = tree.xpath("//h1/following-sibling::*[1]")[0]
    assert "oracle-conf-glance" in after_title.get("class", ""), "the counts are not right under the title"
    ours, wrong = _counts(tree)
    # ours (the fixture's own run): one scenario fails, one has an undefined step, one is skipped
    assert ours == {"pass": 7, "fail": 1, "unsupported": 0, "error": 1, "not-run": 1}
    assert wrong == {"pass": 3, "fail": 1, "unsupported": 2, "error": 2, "not-run": 2}
    heads = [
        "".join(th.itertext())
        for th in tree.xpath('//div[contains(@class, "oracle-conf-glance")]//tbody/tr/th')
    ]
    assert heads[0].startswith("ruling-oracle") and "in-process" in heads[0]
    assert (
        heads[1].startswith("Wrong <b>Engine</b>")
        and "0.0.1-broken" in heads[1]
        and "oracle-wire/1" in heads[1]
    )


def test_each_cell_says_what_the_wrong_engine_did(conformance: str) -> None:
    tree = _tree(conformance)
    # one ruling per verdict; ours first, the wrong engine second
    assert _cells(tree, "SVE-EN-003") == [
        ("fail", "fail", "../sve/sve-en-003/"),
        ("unsupported", "unsupported", "../sve/sve-en-003/"),
    ]
    assert [c[:2] for c in _cells(tree, "SVE-EN-041")] == [("error", "error"), ("error", "error")]
    assert [c[:2] for c in _cells(tree, "SVE-JA-R022")] == [("pass", "pass"), ("pass", "pass")]
    assert [c[:2] for c in _cells(tree, "SVE-EN-056")] == [("pass", "pass"), ("not-run", "not run")]
    assert [c[:2] for c in _cells(tree, "SVE-EN-068")] == [("not-run", "not run"), ("not-run", "not run")]
    assert [c[:2] for c in _cells(tree, "UMA-FAN-R001")] == [("pass", "pass"), ("unsupported", "unsupported")]
    assert [c[:2] for c in _cells(tree, "FOH-JA-009")] == [("pass", "pass"), ("pass", "pass")]
    # a ruling with three scenarios: the worst cell, and how many pass
    assert [c[:2] for c in _cells(tree, "SVE-EN-051")] == [("pass", "pass 3/3"), ("fail", "fail 1/3")]
    # clause rows (Comprehensive Rules chapters) link to the clause's place on the SVE hub or clause page
    ward = _cells(tree, "12.8")
    assert [c[:2] for c in ward] == [("pass", "pass 4/4"), ("fail", "fail 2/4")]
    assert ward[1][2].endswith("#cr-12-8")
    assert [c[:2] for c in _cells(tree, "4.6")] == [("fail", "fail"), ("unsupported", "unsupported")]


def test_failures_are_told_and_every_text_escaped(conformance: str) -> None:
    tree = _tree(conformance)
    why = ["".join(li.itertext()) for li in tree.xpath('//details[@class="oracle-conf-why"]//li')]
    wrong = [w for w in why if w.startswith("Wrong <b>Engine</b>: ")]
    # the wrong engine's 5 scenarios that fail, end in an error or are unsupported, told in each group they
    # are in (3 of them under a chapter of the rules and among the rulings)
    assert len(wrong) == 8 and len(set(wrong)) == 5, wrong
    assert any("error SVE-EN-041 SVE-JA-010 Carrots go back" in w and "timeout" in w for w in wrong)
    assert any("no answer within 10 s" in w for w in wrong)  # the message of the error
    assert any(w.endswith("— <script>bad-reply</script> — the reply was not JSON") for w in wrong)  # escaped
    assert any(
        "fail SVE-EN-051 A guarding follower draws the attack — Then the counter is 3" in w for w in wrong
    )
    assert any("unsupported UMA-FAN-R001" in w and "not supported" in w for w in wrong)
    assert not tree.xpath("//td[@title]")  # what went wrong is text, never an attribute
    assert "<script>" not in conformance and "<b>Engine" not in conformance
    assert "Wrong &lt;b&gt;Engine&lt;/b&gt;" in conformance
    assert "&lt;script&gt;bad-reply&lt;/script&gt;" in conformance
    runs = "".join(tree.xpath('//li[@id="run-wrong-engine"]')[0].itertext())
    assert "1 result(s) of scenarios these features no longer have" in runs
    assert "A scenario this project never had" in runs
    assert "python wrong_engine.py --say <nothing>" in runs


def test_without_engine_files_the_page_has_our_column_only(
    fixture_project: Path, fixture_results: Path, tmp_path: Path
) -> None:
    tree = _tree(_page(fixture_project, fixture_results, tmp_path / "none"))
    assert len(_counts(tree)) == 1
    assert len(_cells(tree, "SVE-EN-003")) == 1


def _bad(doc: dict[str, Any], where: tuple[str | int, ...], value: Any) -> dict[str, Any]:
    out = copy.deepcopy(doc)
    target: Any = out
    for key in where[:-1]:
        target = target[key]
    if value is KeyError:
        del target[where[-1]]
    else:
        target[where[-1]] = value
    return out


BROKEN: dict[str, tuple[tuple[str | int, ...], Any, str]] = {
    "no-engine": (("engine",), KeyError, "'engine'"),
    "engine-name": (("engine", "name"), "", "'engine.name'"),
    "engine-version": (("engine", "version"), KeyError, "'engine.version'"),
    "scenarios": (("scenarios",), {"a": 1}, "'scenarios'"),
    "status": (("scenarios", 2, "status"), "pass", "'scenarios[2].status'"),
    "name": (("scenarios", 0, "name"), 7, "'scenarios[0].name'"),
    "line": (("scenarios", 0, "line"), "5", "'scenarios[0].line'"),
    "failure": (("scenarios", 1, "failure"), "boom", "'scenarios[1].failure'"),
    "error-name": (("scenarios", 3, "error"), KeyError, "'scenarios[3].error'"),
    "game": (("engine", "game"), 3.5, "'engine.game'"),
}


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_malformed_engine_file_names_the_file_and_the_field(case: str, tmp_path: Path) -> None:
    where, value, field = BROKEN[case]
    doc = _bad(json.loads(WRONG.read_text(encoding="utf-8")), where, value)
    (tmp_path / "bad-engine.json").write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SiteError) as err:
        load_engine_runs(tmp_path)
    assert err.value.path.endswith("bad-engine.json")
    assert f"field {field}" in err.value.message


def test_a_broken_engine_file_stops_the_build_without_a_traceback(
    fixture_project: Path, fixture_results: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    engines = tmp_path / "engines"
    engines.mkdir()
    (engines / "ours-old.json").write_text(
        '{"engine": {"name": "x", "version": "1"},\n "scenarios": [}', "utf-8"
    )
    argv = ["--root", str(fixture_project), "--results", str(fixture_results), "--engines", str(engines)]
    assert site_main([*argv, "--cards", str(FIXTURE_CARDS), "--out", str(tmp_path / "gen")]) == 1
    err = capsys.readouterr().err
    assert "ours-old.json:2: not valid JSON" in err and "Traceback" not in err
    assert not (tmp_path / "gen").exists()  # nothing written


def test_the_built_site_shows_the_table(fixture_site: Path) -> None:
    html = (fixture_site / "conformance" / "index.html").read_text(encoding="utf-8")
    assert 'class="oracle-conf--unsupported"' in html and "Wrong &lt;b&gt;Engine" in html
    status = (fixture_site / "status" / "index.html").read_text(encoding="utf-8")
    assert 'href="../conformance/"' in status


def test_one_engines_runs_of_several_games_make_one_column(tmp_path: Path) -> None:
    """The wire runner writes one file per game (``ruling-oracle-sve.json``...): one column per engine."""
    doc = json.loads(WRONG.read_text(encoding="utf-8"))
    for game in ("sve", "foh"):
        part = copy.deepcopy(doc)
        part["engine"]["game"] = game
        part["scenarios"] = [r for r in doc["scenarios"] if r["feature"].startswith(f"features/{game}/")]
        (tmp_path / f"wrong-{game}.json").write_text(json.dumps(part), encoding="utf-8")
    other = copy.deepcopy(doc)
    other["engine"]["version"] = "0.0.2"  # another version of the engine: a column of its own
    (tmp_path / "wrong-later.json").write_text(json.dumps(other), encoding="utf-8")
    runs = load_engine_runs(tmp_path)
    assert [(r.key, r.games) for r in runs] == [("wrong", ["foh", "sve"]), ("wrong-later", [])]
    assert runs[0].by_name["A horse may run in the run phase"].verdict == "pass"
    assert runs[0].by_name["The evolve deck holds at most ten cards"].verdict == "unsupported"
    assert len(runs[0].paths) == 2


def test_a_partial_run_over_the_wire_says_so(
    fixture_project: Path, fixture_results: Path, tmp_path: Path
) -> None:
    """As the wire runner writes it: protocol number 1, ``-k`` made it partial; two runs of one engine name."""
    doc = json.loads(WRONG.read_text(encoding="utf-8"))
    doc["engine"].update(name="ruling-oracle", protocol=1, game="sve")
    doc.update(complete=False, partial="-k/-m filter")
    (tmp_path / "ruling-oracle-sve.json").write_text(json.dumps(doc), encoding="utf-8")
    tree = _tree(_page(fixture_project, fixture_results, tmp_path))
    heads = [
        "".join(th.itertext())
        for th in tree.xpath('//div[contains(@class, "oracle-conf-glance")]//tbody/tr/th')
    ]
    assert heads[0].startswith("ruling-oracle (") and "in-process" in heads[0]  # told apart by version
    assert heads[1].startswith("ruling-oracle (0.0.1-broken)") and "wire protocol 1" in heads[1]
    assert "partial run" in heads[1] and "partial run" not in heads[0]
    runs = "".join(tree.xpath('//li[@id="run-ruling-oracle-sve"]')[0].itertext())
    assert "-k/-m filter" in runs and "Shadowverse EVOLVE" in runs


def test_an_engine_author_can_check_a_file_before_dropping_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert engines_main([str(WRONG)]) == 0
    out = capsys.readouterr().out
    assert "Wrong <b>Engine</b> 0.0.1-broken: fail 1, error 2, unsupported 2, not run 1, pass 4" in out
    bad = tmp_path / "bad.json"
    bad.write_text('{"engine": {"name": "x"}, "scenarios": []}', encoding="utf-8")
    assert engines_main([str(bad)]) == 1
    assert "bad.json:1: field 'engine.version'" in capsys.readouterr().err
