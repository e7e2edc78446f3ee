"""The step glossary's shortcut (skip a definition whose required text a step lacks) changes no match."""

from __future__ import annotations

import pytest

from oracle.site import glossary
from oracle.site.glossary import StepDef, link_usage, read_step_defs
from oracle.site.model import Feature
from tests.site.support import REPO, read_features


def _usage(
    monkeypatch: pytest.MonkeyPatch | None, features: list[Feature]
) -> tuple[list[list[tuple[str, int]]], list[tuple[str, int]]]:
    defs = read_step_defs(REPO, ["tests/steps", "tests/support"])  # fresh: link_usage records on them
    if monkeypatch is not None:
        monkeypatch.setattr(StepDef, "needle", property(lambda self: ("", False)))
    unmatched = link_usage(defs, [(f.game, sc) for f in features for sc in f.scenarios])
    return [[sc.key for sc in d.used_by] for d in defs], [(text, line) for _, text, line in unmatched]


def test_needles_change_no_match(monkeypatch: pytest.MonkeyPatch) -> None:
    features = list(read_features(REPO)[0])  # matching steps changes no scenario
    fast = _usage(None, features)
    slow = _usage(monkeypatch, features)
    assert fast == slow
    assert sum(map(len, fast[0])) > 1000  # the project's steps were matched at all


@pytest.mark.parametrize(
    ("parser", "pattern", "text", "needle"),
    [
        ("re", r"(?P<whose>my|my opponent's) deck holds:", "my deck holds:", " deck holds:"),
        ("re", r"(?i)I draw (\d+)", "i DRAW 2", ""),
        ("re", r"a+b", "aab", "b"),
        ("parse", "I Play {card}", "i play Ward", "i play "),
        ("parse", "{n:d} cards", "3 cards", ""),
        ("string", "the game starts", "the game starts", "the game starts"),
    ],
)
def test_needle_is_in_every_match(parser: str, pattern: str, text: str, needle: str) -> None:
    d = StepDef("given", pattern, pattern, parser, "f", "m.py", 1, "", None, None)
    assert d.needle[0] == needle
    assert d.matches(text)
    found, start = d.needle
    assert (text.lower().startswith(found)) if start else (found in text)
    assert glossary._required_text("(unbalanced") == ""
