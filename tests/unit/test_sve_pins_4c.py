"""Mutation pins (docs/mutation.md) for engine/sve/abilities.py that no scenario step can express.

The "top or bottom of the deck" step only knows the words ``top`` and ``bottom``, and no step asks whom the
game waits for once the game is over; these are checked on the game's API directly.
"""

from __future__ import annotations

import pytest

from engine.sve import Game
from engine.sve.errors import InvalidChoice, WrongTiming


def _waiting_for_positions() -> tuple[Game, int]:
    """My opponent's spell puts my follower on the top or the bottom of my deck: the game waits for me."""
    g = Game.sandbox(active=1)
    g.setup_points(1, pp=1)
    for _ in range(2):
        g.setup_put(0, "deck", "Test Goblin")
    pushed = g.setup_put(0, "field", "Test Knight")
    tide = g.setup_put(1, "hand", "Homeward Tide")
    g.play(1, tide, targets=[pushed])
    assert g.awaiting_choice() == 0
    return g, pushed


def test_a_position_that_is_neither_top_nor_bottom_is_refused() -> None:
    # kills engine.sve.abilities.x_answer_positions__mutmut_13
    g, pushed = _waiting_for_positions()
    with pytest.raises(InvalidChoice):
        g.choose_positions(0, ["middle"])
    assert g.awaiting_choice() == 0
    assert g.view(pushed).zone == "field"


def test_choosing_a_position_when_nothing_waits_for_one_is_refused() -> None:
    # kills engine.sve.abilities.x_answer_positions__mutmut_4
    g = Game.sandbox()
    with pytest.raises(WrongTiming):
        g.choose_positions(0, ["top"])


def test_after_the_positions_are_chosen_the_game_waits_for_nobody() -> None:
    # kills engine.sve.abilities.x_answer_positions__mutmut_25
    g, pushed = _waiting_for_positions()
    g.choose_positions(0, ["top"])
    assert g.awaiting_choice() is None
    assert g.pending_abilities() == []
    assert g.view(pushed).zone == "deck"


def test_when_an_ability_ends_the_game_nothing_waits() -> None:
    # kills engine.sve.abilities.x_settle__mutmut_5
    g = Game.sandbox()
    g.setup_points(0, pp=1)
    striker = g.setup_put(0, "field", "Bulwark Striker")
    g.setup_leader(1, defense=1)
    g.activate(0, striker)
    assert g.result == "player-0-wins"
    assert g.awaiting_choice() is None
    assert g.pending_abilities() == []


def test_options_given_with_the_selection_are_kept() -> None:
    # kills engine.sve.abilities.x_answer_selection__mutmut_16: the API lets the selecting player give the
    # options of a "choose" ability together with its targets (no step does: steps give options on playing)
    g = Game.sandbox()
    fang = g.setup_put(0, "field", "Twin Fang")
    g.setup_put(0, "evolve_deck", "Twin Fang")
    knight = g.setup_put(1, "field", "Test Knight")
    g.evolve(0, fang, choices=[1])
    assert g.awaiting_choice() == 0
    g.choose_targets(0, [knight], choices=[1])
    assert g.awaiting_choice() is None
    assert g.view(knight).zone == "cemetery"
