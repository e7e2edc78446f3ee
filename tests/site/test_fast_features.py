"""The site's fast reading of feature files gives exactly what gherkin-official's parser gives.

``oracle.site.model._fast_document`` reads the common shape of a feature file without gherkin's state
machine; anything it is unsure of goes to gherkin-official. These tests compare both readings (the
:class:`~oracle.site.model.Feature` built from each, or the error) on every feature file of the project
and on 800 generated files made of lines chosen to sit on the edges of gherkin's rules.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from oracle.site import model
from tests.site.support import REPO


def _both(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[object, object, bool]:
    """(fast reading, gherkin's reading, whether the fast reader took the file).

    A file the fast reader does not take is read by gherkin-official in both readings (``parse_feature_text``
    is then the same code with the same input either way): it is read once and that reading is both.
    """

    def read() -> object:
        try:
            return model.parse_feature_text(text, "features/sve/x.feature")
        except Exception as exc:  # noqa: BLE001 - the error itself is compared
            return (type(exc).__name__, str(exc))

    fast_document = model._fast_document
    taken: list[bool] = []

    def watched(seen: str) -> object:
        doc = fast_document(seen)
        taken.append(doc is not None)
        return doc

    with monkeypatch.context() as m:
        m.setattr(model, "_fast_document", watched)
        fast = read()
    if not any(taken):
        return fast, fast, False
    with monkeypatch.context() as m:
        m.setattr(model, "_fast_document", lambda _text: None)
        slow = read()
    return fast, slow, True


def test_every_project_feature_reads_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    files = sorted((REPO / "features").rglob("*.feature")) + sorted((REPO / "tests").rglob("*.feature"))
    taken = 0
    for path in files:
        fast, slow, took = _both(path.read_text(encoding="utf-8"), monkeypatch)
        assert fast == slow, path
        taken += took
    assert taken >= len(files) * 3 // 4  # the fast reader does take the usual file


LINES = [
    "",
    "   ",
    "\t",
    "Feature: A feature",
    "Feature:",
    "Feature:no space",
    "Business Need: a need",
    "Ability: x",
    "Background:",
    "Background: named",
    "Scenario: one",
    "Scenario:   spaced   ",
    "Example: an example",
    "Examples:",
    "Scenarios:",
    "Scenario Outline: outline <x>",
    "Scenario Template: t",
    "Rule: a rule",
    "Given a step",
    "Given  two  spaces ",
    "Given",
    "Given\ttab",
    "When I act",
    "Then it holds",
    "And more",
    "But less",
    "* star",
    "*no space",
    "| a | b |",
    "| 1 | 2 |",
    "| only |",
    "|",
    "| esc \\| pipe | back \\\\ slash | new \\n line |",
    "|a|b",
    "@tag",
    "@a @b",
    "@a@b",
    "@tag # comment",
    "@bad tag",
    "@",
    "# a comment",
    "# language: fr",
    '"""',
    "```",
    "Q(en): a question?",
    "A(ja): 答え",
    "plain description text",
    "Feature: again",
    "given lower case",
    "Scenario : space before colon",
    "\u3000full-width space",
    "\u00a0no-break space",
    "trailing carriage return\r",
    "Given step with trailing cr\r",
    "\ufeffFeature: bom",
]
HEADS = ["", "@feature\n", "@f1 @f2\n\n"]


def _random_file(rng: random.Random) -> str:
    lines = [rng.choice(["", "  ", "    ", "\t"]) + rng.choice(LINES) for _ in range(rng.randint(0, 12))]
    if rng.random() < 0.8:
        lines.insert(0, rng.choice(["Feature: generated", "Feature:", "  Feature: indented"]))
    if rng.random() < 0.7:  # the usual shape somewhere inside
        at = rng.randint(min(1, len(lines)), len(lines))
        lines[at:at] = ["  Scenario: usual", "    Given a", "    | x | y |", "    | 1 | 2 |", "    Then b"]
    end = rng.choice(["\n", "", "\n\n", "\n  "])
    return rng.choice(HEADS) + "\n".join(lines) + end


def test_generated_features_read_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(20261201)
    taken = 0
    for i in range(800):
        text = _random_file(rng)
        fast, slow, took = _both(text, monkeypatch)
        assert fast == slow, (i, text)
        taken += took
    assert taken >= 150, taken  # enough files went the fast way to mean something


def test_the_fast_reader_leaves_errors_to_gherkin() -> None:
    for text in (
        "",
        "Feature: x\n  Scenario: y\n    Given a\n  Nonsense here\n",
        "Feature: x\n  Scenario: y\n    Given a\n    | a | b |\n    | 1 |\n",
        "Feature: x\n  @bad tag\n  Scenario: y\n",
        "Feature: x\n  @t\n",
        "# language: ja\n機能: x\n",
        'Feature: x\n  Scenario: y\n    Given a\n      """\n      doc\n      """\n',
    ):
        assert model._fast_document(text) is None, text


def test_parsed_features_still_come_from_disk(tmp_path: Path) -> None:
    """The reading used by the site (``load_features``) is the fast one where it applies."""
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "a.feature").write_text(
        "@sve\nFeature: f\n  Some words.\n\n  @SVE-EN-001\n  Scenario: s\n    Q(en): why?\n    Given a\n",
        encoding="utf-8",
    )
    features, problems = model.load_features(tmp_path)
    assert problems == []
    [feature] = features
    assert (feature.name, feature.game, feature.description) == ("f", "sve", "Some words.")
    [scenario] = feature.scenarios
    assert (scenario.name, scenario.line, scenario.tags, scenario.description.q) == (
        "s",
        6,
        ["SVE-EN-001"],
        {"en": "why?"},
    )


COMMENTED = {
    "in a table": "Feature: F\n  Scenario: S\n    Given a\n      | x | y |\n      # c\n      | 1 | 2 |\n    Then b\n",
    "after a description": "Feature: F\n  Desc line\n\n  # c\n\n  Scenario: S\n    Given a\n",
    "text after it": "Feature: F\n  Desc line\n  # c\n  more text\n  Scenario: S\n    Given a\n",
    "between tags and scenario": "Feature: F\n  @t\n  # c\n  Scenario: S\n    Given a\n",
    "between steps": "Feature: F\n  Scenario: S\n    Given a\n    # c\n    Then b\n",
    "at the end": "Feature: F\n  Scenario: S\n    Given a\n# c\n",
    "in a background": "Feature: F\n  Background:\n    # c\n    Given a\n  Scenario: S\n    Given b\n",
}


@pytest.mark.parametrize("text", list(COMMENTED.values()), ids=list(COMMENTED))
def test_a_comment_is_read_as_gherkin_reads_it(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A comment line (e.g. a pin's ``# kills:`` line) is skipped where gherkin skips it; the readings agree."""
    fast, slow, _ = _both(text, monkeypatch)
    assert fast == slow
