"""The feature-tree checks: the real tree is clean, and each kind of problem is reported with its place."""

from __future__ import annotations

from pathlib import Path

import pytest

from oracle.checks import Problem, main, run_checks
from tests.site.support import FIXTURE, REPO


def test_the_project_feature_tree_is_clean() -> None:
    problems = run_checks(REPO)
    assert not problems, "\n".join(str(p) for p in problems)


def test_the_fixture_project_is_clean() -> None:
    assert run_checks(FIXTURE) == []


def _tree(tmp_path: Path, features: dict[str, str], test_module: str) -> Path:
    for rel, text in features.items():
        path = tmp_path / "features" / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    steps = tmp_path / "tests" / "steps"
    steps.mkdir(parents=True)
    (steps / "test_x.py").write_text(test_module, encoding="utf-8")
    return tmp_path


FEATURE_A = """@sve
Feature: A

  @SVE-EN-001 @SVE-EN-001
  Scenario: Same name
    Given x

  @SVE-EN-999
  Scenario: Unknown id
    Given x

  @SVE-EN-7
  Scenario: Malformed id
    Given x

  Scenario: No id at all
    Given x
"""

FEATURE_B = """@sve
Feature: B

  @SVE-EN-002
  Scenario: Same name
    Given x
"""


def test_problems_name_file_and_line(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        {
            "sve/a.feature": FEATURE_A,
            "sve/b.feature": FEATURE_B,
            "foh/c.feature": FEATURE_B.replace("B", "C"),
        },
        'from pytest_bdd import scenarios\n\nscenarios("sve")\n',
    )
    problems = run_checks(root)
    text = "\n".join(str(p) for p in problems)
    assert Problem("features/sve/a.feature", 4, "id @SVE-EN-001 tagged twice on 'Same name'") in problems
    assert "features/sve/a.feature:8: unknown ruling id @SVE-EN-999" in text
    assert "features/sve/a.feature:12: unknown ruling id @SVE-EN-7" in text
    assert "features/sve/a.feature:16: scenario 'No id at all' carries no catalog id tag" in text
    assert "features/sve/a.feature:5: duplicate scenario name 'Same name'" in text
    assert "features/sve/b.feature:5: duplicate scenario name 'Same name'" in text
    assert "features/foh/c.feature:1: no test binds this feature file" in text


SOURCE_ONCE = """
    Q(en): Must a deck hold one card of each type?
    A(en): No.
    Q(ja): デッキに各種類のカードが1枚ずつ必要ですか？
    A(ja): いいえ。"""


def _checks(en: str, ja: str) -> str:
    return f"\n    Checks(en): {en}\n    Checks(ja): {ja}\n"


def test_one_id_on_several_scenarios_is_allowed(tmp_path: Path) -> None:
    two = (
        "@sve\nFeature: T\n\n  @SVE-EN-001\n  Scenario: One"
        + SOURCE_ONCE
        + _checks("A deck without spells is legal", "スペルのないデッキも組める")
        + "    Given x\n\n  @SVE-EN-001\n  Scenario: Two"
        + _checks("A deck without amulets is legal", "アミュレットのないデッキも組める")
        + "    Given x\n"
    )
    root = _tree(
        tmp_path,
        {"sve/t.feature": two},
        'from pytest_bdd import scenario\n\n@scenario("sve/t.feature", "One")\ndef test_one():\n    pass\n',
    )
    assert run_checks(root) == []


def test_parse_errors_are_reported(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        {"sve/bad.feature": "Feature: X\n  Scenario: Y\n    Given x\n  Oops this is not gherkin\n"},
        "scenarios('sve')\n",
    )
    problems = run_checks(root)
    assert problems and problems[0].path == "features/sve/bad.feature"
    assert "cannot parse" in problems[0].message


def test_cli_exit_status(tmp_path: Path, capsys: object) -> None:
    assert main(["--root", str(FIXTURE)]) == 0
    root = _tree(tmp_path, {"sve/a.feature": FEATURE_A}, "")
    assert main(["--root", str(root)]) == 1


ANCHORS = """@sve
Feature: Anchors

  @cr-5.12
  Scenario: A CR section pins it
    Given x

  @card-BP01-012
  Scenario: A real card pins it
    Given x

  Scenario: Nothing pins it
    Given x

  @cr-99.1 @card-bp01-012 @CR-5.12 @cr5.12
  Scenario: Only malformed anchors
    Given x

  @SVE-EN-001
  Scenario: A catalog id pins it
    Q(en): Must a deck hold one card of each type?
    A(en): No.
    Q(ja): デッキに各種類のカードが1枚ずつ必要ですか？
    A(ja): いいえ。
    Checks(en): A deck of one type is legal
    Checks(ja): 1種類だけのデッキも組める
    Given x
"""

ANCHORED_RULE = """@sve @cr-10.5
Feature: Every scenario inherits the section

  Scenario: Inherits a CR tag
    Given x
"""


def test_a_scenario_needs_an_id_a_cr_section_or_a_card(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        {"sve/anchors.feature": ANCHORS, "sve/inherit.feature": ANCHORED_RULE},
        'from pytest_bdd import scenarios\n\nscenarios("sve")\n',
    )
    text = "\n".join(str(p) for p in run_checks(root))
    assert "anchors.feature:12: scenario 'Nothing pins it' carries no catalog id tag" in text
    assert "anchors.feature:16: scenario 'Only malformed anchors' carries no catalog id tag" in text
    assert "anchors.feature:15: unknown CR section or clause @cr-99.1" in text
    assert "anchors.feature:15: malformed card tag @card-bp01-012" in text
    assert "anchors.feature:15: malformed CR tag @CR-5.12" in text
    assert "anchors.feature:15: malformed CR tag @cr5.12" in text
    for fine in ("A CR section pins it", "A real card pins it", "A catalog id pins it", "Inherits a CR tag"):
        assert f"'{fine}'" not in text


HOSTILE_TAGS = """@sve @javascript:alert(1)
Feature: Hostile tags

  @SVE-EN-001 @x`<img @a"b @éé
  Scenario: Tagged with markup
    Given x
    And a table
      | @not-a-tag<b> |
    And a doc string
      \"\"\"
      @not<a>tag either
      \"\"\"

  @SVE-EN-002
  Scenario Outline: Outline <n>
    Given x

    @ex<script>
    Examples:
      | n |
      | 1 |
"""


def test_tags_with_unsafe_characters_are_rejected_with_their_line(tmp_path: Path) -> None:
    root = _tree(
        tmp_path,
        {"sve/hostile.feature": HOSTILE_TAGS + "\n  @" + "a" * 101 + "\n  Scenario: Long\n    Given x\n"},
        'from pytest_bdd import scenarios\n\nscenarios("sve")\n',
    )
    problems = [str(p) for p in run_checks(root)]
    text = "\n".join(problems)
    assert "hostile.feature:1: tag @'javascript:alert(1)' has characters outside" in text
    assert "hostile.feature:4: tag @'x`<img' has characters outside" in text
    assert "hostile.feature:4: tag @'a\"b' has characters outside" in text
    assert "hostile.feature:4: tag @'éé' has characters outside" in text
    assert "hostile.feature:18: tag @'ex<script>' has characters outside" in text
    assert "hostile.feature:23: tag of 101 characters" in text
    assert ":8:" not in text and ":11:" not in text, "table cells and doc strings are no tags"


def test_unsafe_feature_file_paths_are_rejected(tmp_path: Path) -> None:
    one = "@sve\nFeature: F\n\n  @cr-5.12\n  Scenario: {name}\n    Given x\n"
    root = _tree(
        tmp_path,
        {
            "sve/x`<img src=x onerror=alert(1)>`.feature": one.format(name="a"),
            "sve/Zones.feature": one.format(name="b"),
            "SVE dir/c.feature": one.format(name="c"),
            "sve/fine_name-2.feature": one.format(name="d"),
            "sve/ignored.Feature": one.format(name="e"),
        },
        'from pytest_bdd import scenarios\n\nscenarios("sve", "SVE dir")\n',
    )
    text = "\n".join(str(p) for p in run_checks(root))
    assert "features/sve/x`<img src=x onerror=alert(1)>`.feature:1: unsafe feature file path" in text
    assert "features/sve/Zones.feature:1: unsafe feature file path: 'Zones'" in text
    assert "features/SVE dir/c.feature:1: unsafe feature file path: 'SVE dir'" in text
    assert "features/sve/ignored.Feature:1: 'features/sve/ignored.Feature' is not read" in text
    assert "fine_name-2" not in text


def test_a_feature_file_that_is_not_utf8_is_reported_not_raised(tmp_path: Path) -> None:
    root = _tree(tmp_path, {}, 'from pytest_bdd import scenarios\n\nscenarios("sve")\n')
    bad = root / "features" / "sve" / "latin.feature"
    bad.parent.mkdir(parents=True)
    bad.write_bytes(b"@sve\nFeature: caf\xe9\n")
    assert [str(p) for p in run_checks(root)] == ["features/sve/latin.feature:2: not UTF-8 (byte 0xe9)"]


def test_cli_reports_a_missing_features_folder_and_a_broken_sources_list(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--root", str(tmp_path / "nowhere")]) == 1
    assert "no features folder" in capsys.readouterr().err
    bad = tmp_path / "sources.yaml"
    bad.write_text("documents:\n\tbad: 1\n", encoding="utf-8")
    assert main(["--root", str(FIXTURE), "--sources", str(bad)]) == 1
    assert f"{bad}:2: not valid YAML" in capsys.readouterr().out


def test_an_empty_feature_file_is_reported(tmp_path: Path) -> None:
    root = _tree(
        tmp_path, {"sve/empty.feature": "\n"}, 'from pytest_bdd import scenarios\n\nscenarios("sve")\n'
    )
    assert [str(p) for p in run_checks(root)] == [
        "features/sve/empty.feature:1: empty feature file (no Feature:)"
    ]


def test_a_byte_order_mark_is_named(tmp_path: Path) -> None:
    root = _tree(tmp_path, {}, 'from pytest_bdd import scenarios\n\nscenarios("sve")\n')
    bom = root / "features" / "sve" / "bom.feature"
    bom.parent.mkdir(parents=True)
    bom.write_bytes(b"\xef\xbb\xbf@sve\nFeature: F\n\n  @SVE-EN-001\n  Scenario: S\n    Given x\n")
    assert [p.message for p in run_checks(root)] == [
        "starts with a byte-order mark: save it as UTF-8 without BOM"
    ]


def test_an_entry_restates_its_source_once_and_each_scenario_says_what_it_checks(tmp_path: Path) -> None:
    other = SOURCE_ONCE.replace("No.", "No: any mix is fine.")
    tree = {
        "sve/none.feature": "@sve\nFeature: N\n\n  @SVE-EN-002\n  Scenario: No source"
        + _checks("x", "x")
        + "    Given x\n",
        "sve/two.feature": "@sve\nFeature: T\n\n  @SVE-EN-001\n  Scenario: First"
        + SOURCE_ONCE
        + _checks("x", "x")
        + "    Given x\n\n  @SVE-EN-001\n  Scenario: Second"
        + other
        + "\n    Given x\n",
        "sve/half.feature": "@sve\nFeature: H\n\n  @SVE-EN-003\n  Scenario: English only"
        + "\n    Q(en): May the evolve deck be empty?\n    A(en): Yes."
        + _checks("x", "x")
        + "    Given x\n",
        "sve/qualified.feature": "@sve\nFeature: Q\n\n  @SVE-EN-010 @SVE-JA-002\n  Scenario: Two entries"
        + "\n    Q(en): Can the leader go above 20?\n    A(en): Yes.\n    Q(ja): 20を超えますか？\n    A(ja): はい。"
        + "\n    Q(en, SVE-JA-002): Can defense go above its start?\n    A(en, SVE-JA-002): Yes."
        + "\n    Q(ja, SVE-JA-002): 体力ははじめの値を超えますか？\n    A(ja, SVE-JA-002): はい。"
        + _checks("x", "x")
        + "    Given x\n",
    }
    root = _tree(tmp_path, tree, 'from pytest_bdd import scenarios\n\nscenarios("sve")\n')
    text = "\n".join(str(p) for p in run_checks(root))
    assert "none.feature:5: SVE-EN-002: no scenario restates the source's question and answer" in text
    assert "two.feature:5: SVE-EN-001: 2 different restatements" in text
    assert "two.feature:15: SVE-EN-001: 2 different restatements" in text
    assert (
        "two.feature:15: scenario 'Second' does not say what it checks: add Checks(en): and Checks(ja):"
        in text
    )
    assert (
        "half.feature:5: SVE-EN-003: the source's question and answer" in text
        and "lacks Q(ja):, A(ja):" in text
    )
    assert "qualified.feature" not in text, text


def test_an_assumption_is_stated_exactly_when_tagged(tmp_path: Path) -> None:
    text = (
        "@sve\nFeature: A\n\n  @cr-5.12\n  Scenario: Untagged\n"
        "    Assumption(en): The engine picks the first.\n    Assumption(ja): エンジンは最初のものを選ぶ。\n"
        "    Given x\n\n  @cr-5.12 @assumption\n  Scenario: Tagged but silent\n    Given x\n\n"
        "  @cr-5.12 @assumption\n  Scenario: Both\n    Assumption(en): x\n    Assumption(ja): x\n    Given x\n"
    )
    root = _tree(tmp_path, {"sve/a.feature": text}, 'from pytest_bdd import scenarios\n\nscenarios("sve")\n')
    found = "\n".join(str(p) for p in run_checks(root))
    assert "a.feature:5: scenario 'Untagged' states an assumption but is not tagged @assumption" in found
    assert "a.feature:11: scenario 'Tagged but silent' is tagged @assumption but states none" in found
    assert "'Both'" not in found
