"""The clause table (oracle/cr.py): the real table loads and agrees with the scenarios' tags; bad files are refused
by name; each clause gets the status its scenarios give it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from oracle import cr
from oracle.cr import ClauseTableError, clause_statuses, coverage, load_clause_table, static_problems

ROOT = Path(__file__).resolve().parents[2]

INDEX = {
    "version": "1.26.1",
    "sections": {"5.6": "Destroy", "12.13": "Drain"},
    "clauses": ["5", "5.6", "5.6.1", "12", "12.13", "12.13.1", "12.13.2", "12.13.2.1", "1.1.1"],
}


def _table(tmp_path: Path, files: dict[str, str]) -> cr.ClauseTable:
    index = tmp_path / "index.json"
    index.write_text(json.dumps(INDEX), encoding="utf-8")
    folder = tmp_path / "cr"
    folder.mkdir(exist_ok=True)
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")
    return load_clause_table(folder, index)


GOOD = """
read: "test text"
clauses:
  "12.13.1":
    effect: false
    en: A definition.
    ja: 定義です。
  "12.13.2":
    effect: true
    en: The leader recovers.
    ja: リーダーが回復します。
  "12.13.2.1":
    effect: true
    en: Not yet.
    ja: まだです。
    open: "later-set: needs a later set"
"""


def test_the_real_table_loads_and_every_restated_clause_is_tagged_or_open() -> None:
    table = load_clause_table(ROOT / "oracle" / "cr", ROOT / "oracle" / "site" / "cr_sections.json")
    tagged = cr.tagged_scenarios(ROOT, None)
    assert static_problems(table, tagged) == []
    listed = table.listed()
    assert set(table.clauses) <= set(listed)
    assert len(table.listed(cr.GOAL_SCOPE)) == 437  # issue 21: the clauses of chapters 5, 8-13 and 14.2


def test_every_clause_tag_of_a_scenario_names_a_clause_of_the_index() -> None:
    table = load_clause_table(ROOT / "oracle" / "cr", ROOT / "oracle" / "site" / "cr_sections.json")
    known = set(table.index)
    for number in cr.tagged_scenarios(ROOT, None):
        assert number in known, number


def test_statuses_follow_the_scenarios(tmp_path: Path) -> None:
    table = _table(tmp_path, {"12.yaml": GOOD, "05.yaml": 'read: "x"\nclauses: {}\n'})
    tagged = {
        "12.13.2": [("a.feature:3", "passed"), ("a.feature:9", "passed")],
        "5.6.1": [("b.feature:3", "failed")],
    }
    got = {s.number: s.state for s in clause_statuses(table, tagged, ("5", "12"))}
    assert got == {"5.6.1": "failing", "12.13.1": "no-effect", "12.13.2": "passing", "12.13.2.1": "open"}
    got = {s.number: s.state for s in clause_statuses(table, {"12.13.2": [("a:1", "failed")]}, ("12",))}
    assert got["12.13.2"] == "failing"
    got = {
        s.number: s.state
        for s in clause_statuses(table, {"12.13.2": [("a:1", "passed"), ("a:2", "skipped")]})
    }
    assert got["12.13.2"] == "not-run"
    cov = coverage(clause_statuses(table, tagged, ("5", "12")), ("5", "12"))
    assert (cov.counted, cov.passing, cov.no_effect) == (3, 1, 1)


def test_an_unrestated_clause_counts_against_the_goal(tmp_path: Path) -> None:
    table = _table(tmp_path, {})
    statuses = clause_statuses(table, {"5.6.1": [("a:1", "passed")]}, ("5",))
    assert [(s.number, s.state) for s in statuses] == [("5.6.1", "unrestated")]
    assert coverage(statuses, ("5",)).passing == 0


def test_static_problems_name_an_untested_clause_and_a_stale_reason(tmp_path: Path) -> None:
    table = _table(tmp_path, {"12.yaml": GOOD})
    problems = static_problems(table, {"12.13.2.1": [("x.feature:4", "passed")]})
    assert any("clause 12.13.2: a game effect with no @cr-12.13.2 scenario" in p for p in problems)
    assert any("clause 12.13.2.1: open (later-set) but tagged on x.feature:4" in p for p in problems)
    assert static_problems(table, {"12.13.2": [("x:1", "passed")]}) == []


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("read: x\nclauses: [\n", "not readable YAML"),
        ("- a\n", "expected a mapping with 'read' and 'clauses'"),
        ("read: x\nclauses: {}\nextra: 1\n", "expected a mapping with 'read' and 'clauses'"),
        ("read: ''\nclauses: {}\n", "field 'read'"),
        (
            'read: x\nclauses: {"5.6.9": {effect: true, en: a, ja: b}}\n',
            "clause 5.6.9: not a clause of the v1.26.1",
        ),
        (
            'read: x\nclauses: {"12.13": {effect: true, en: a, ja: b}}\n',
            "clause 12.13: a chapter or section heading",
        ),
        ('read: x\nclauses: {"1.1.1": {effect: true, en: a, ja: b}}\n', "clause 1.1.1: outside the chapters"),
        ("read: x\nclauses: {5.61: {effect: true, en: a, ja: b}}\n", "must be a quoted string"),
        ('read: x\nclauses: {"5.6.1": {effect: true, en: a}}\n', "clause 5.6.1: field 'ja'"),
        ('read: x\nclauses: {"5.6.1": {effect: true, en: "  ", ja: b}}\n', "clause 5.6.1: field 'en'"),
        ('read: x\nclauses: {"5.6.1": {effect: "yes", en: a, ja: b}}\n', "clause 5.6.1: field 'effect'"),
        (
            'read: x\nclauses: {"5.6.1": {effect: true, en: a, ja: b, note: c}}\n',
            "clause 5.6.1: field 'note'",
        ),
        ('read: x\nclauses: {"5.6.1": {effect: true, en: a, ja: b, open: "soon"}}\n', "field 'open'"),
        ('read: x\nclauses: {"5.6.1": {effect: true, en: a, ja: b, open: "engine:"}}\n', "field 'open'"),
        (
            'read: x\nclauses: {"5.6.1": {effect: false, en: a, ja: b, open: "engine: x"}}\n',
            "only a clause with a game",
        ),
        ('read: x\nclauses: {"5.6.1": [1]}\n', "clause 5.6.1: expected a mapping"),
    ],
)
def test_a_bad_clause_file_is_refused_by_file_clause_and_field(
    tmp_path: Path, text: str, needle: str
) -> None:
    with pytest.raises(ClauseTableError) as err:
        _table(tmp_path, {"bad.yaml": text})
    assert "bad.yaml" in str(err.value)
    assert needle in str(err.value)


def test_a_clause_restated_in_two_files_is_refused(tmp_path: Path) -> None:
    one = 'read: x\nclauses: {"5.6.1": {effect: true, en: a, ja: b}}\n'
    with pytest.raises(ClauseTableError, match=r"b\.yaml: clause 5\.6\.1: already restated in .*a\.yaml"):
        _table(tmp_path, {"a.yaml": one, "b.yaml": one})


def test_the_command_prints_the_goal_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cr.main(["--root", str(ROOT), "--results", "/nonexistent.json", "--brief"]) == 0
    out = capsys.readouterr().out
    assert "GOAL (chapters 5, 8, 9, 10, 11, 12, 13, 14.2):" in out
    assert "chapter 14.2:" in out
