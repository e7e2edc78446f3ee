"""The feature-tree checks: the real tree is clean, and each kind of problem is reported with its place."""

from __future__ import annotations

from pathlib import Path

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


def test_one_id_on_several_scenarios_is_allowed(tmp_path: Path) -> None:
    two = "@sve\nFeature: T\n\n  @SVE-EN-001\n  Scenario: One\n    Given x\n\n  @SVE-EN-001\n  Scenario: Two\n    Given x\n"
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
