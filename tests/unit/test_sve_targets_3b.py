"""Target filters of kind ``leader`` (engine/sve/targets.py, CR 10.6): leaders are not cards in a zone.

A leader is selected with the id ``leader_uid`` gives, never as a card of a zone (CR 4.3), so a filter
for leaders matches no card of any zone, whatever else the filter leaves open. No card writes such a
filter as a count or a condition yet, so this is checked on ``matches``/``matching`` directly; the same
cards match a plain ``card`` filter, so the check is not empty.
"""

from __future__ import annotations

import pytest

from engine.sve import Game
from engine.sve.cards import Filter
from engine.sve.targets import matches, matching


def _game() -> tuple[Game, dict[str, int]]:
    g = Game.sandbox()
    ids = {
        "follower": g.setup_put(0, "field", "Test Fighter"),
        "amulet": g.setup_put(0, "field", "Test Amulet"),
        "evolved": g.setup_put(1, "field", "Evolving Fighter", evolved=True),
        "spell": g.setup_put(0, "hand", "Fireball"),
    }
    return g, ids


@pytest.mark.parametrize(
    ("card", "zone"), [("follower", "field"), ("amulet", "field"), ("evolved", "field"), ("spell", "hand")]
)
def test_a_leader_filter_matches_no_card(card: str, zone: str) -> None:
    g, ids = _game()
    found = g.find(ids[card])[2]
    assert matches(g, 0, found, Filter(kind="card", side="any", zone=zone), None)
    assert not matches(g, 0, found, Filter(kind="leader", side="any", zone=zone), None)


def test_matching_a_leader_filter_finds_no_card() -> None:
    g, _ = _game()
    assert len(matching(g, 0, Filter(kind="card", side="any"), None)) == 3
    assert matching(g, 0, Filter(kind="leader", side="any"), None) == []
