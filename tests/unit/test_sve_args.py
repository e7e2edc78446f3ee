"""Malformed calls to the SVE game: a typed refusal (actions) or set-up error (set-up and views), state unchanged."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from engine.core import IllegalSetup, Refusal
from engine.sve import Game


def _game() -> tuple[Game, dict[str, int]]:
    g = Game.sandbox()
    g.setup_points(0, pp=5, pp_max=5, ep=1)
    ids = {
        "fighter": g.setup_put(0, "field", "Evolving Fighter"),
        "fireball": g.setup_put(0, "hand", "Fireball"),
        "enemy": g.setup_put(1, "field", "Test Goblin"),
    }
    g.setup_put(0, "evolve_deck", "Evolving Fighter")
    for _ in range(3):
        g.setup_put(0, "deck", "Test Goblin")
    return g, ids


ACTIONS: list[tuple[str, Callable[[Game, dict[str, int]], Any]]] = [
    ("evolve with -1 evolution point", lambda g, i: g.evolve(0, i["fighter"], ep=-1)),
    ("evolve with a text player", lambda g, i: g.evolve("0", i["fighter"])),
    ("evolve as player 2", lambda g, i: g.evolve(2, i["fighter"])),
    ("evolve a bool id", lambda g, i: g.evolve(0, True)),
    ("play with a string of targets", lambda g, i: g.play(0, i["fireball"], targets="12")),
    ("play with an extra target", lambda g, i: g.play(0, i["fireball"], targets=[i["enemy"], i["enemy"]])),
    (
        "play with two targets for one",
        lambda g, i: g.play(0, i["fireball"], targets=[i["enemy"], i["fighter"]]),
    ),
    ("play with a negative id", lambda g, i: g.play(0, -5)),
    ("play a card id that does not exist", lambda g, i: g.play(0, 999)),
    ("play with a bad token split", lambda g, i: g.play(0, i["fireball"], token_split=(-1, 2))),
    ("attack with a float id", lambda g, i: g.attack(0, 1.5)),
    ("activate ability -1", lambda g, i: g.activate(0, i["fighter"], ability=-1)),
    ("choose targets with None", lambda g, i: g.choose_targets(0, None)),
    ("decide the turn order for player 5", lambda g, i: g.decide_turn_order(5)),
    ("discard a card that is not in the hand", lambda g, i: g.discard_to_limit(0, [i["enemy"]])),
    ("end the main phase as player -1", lambda g, i: g.end_main_phase(-1)),
    ("order pending for a missing card", lambda g, i: g.order_pending(0, 12345)),
    ("answer an optional effect with a text", lambda g, i: g.answer_optional(0, "yes")),
    ("answer an optional effect nothing waits for", lambda g, i: g.answer_optional(0, True)),
]


@pytest.mark.parametrize(("label", "call"), ACTIONS, ids=[a[0] for a in ACTIONS])
def test_malformed_actions_are_refused_without_change(
    label: str, call: Callable[[Game, dict[str, int]], Any]
) -> None:
    game, ids = _game()
    before = copy.deepcopy(game.state)
    with pytest.raises(Refusal):
        call(game, ids)
    assert game.state == before, label


SETUPS: list[tuple[str, Callable[[Game, dict[str, int]], Any]]] = [
    ("leader defense of player -1", lambda g, i: g.leader_defense(-1)),
    ("points of player 3", lambda g, i: g.points(3)),
    ("view a missing card", lambda g, i: g.view(4242)),
    ("cards in an unknown zone", lambda g, i: g.cards_in(0, "graveyard")),
    ("put into a full field", lambda g, i: [g.setup_put(1, "field", "Test Goblin") for _ in range(6)]),
    ("put an unknown card", lambda g, i: g.setup_put(0, "hand", "Nonexistent")),
    ("put a spell onto the field", lambda g, i: g.setup_put(0, "field", "Fireball")),
    ("negative damage", lambda g, i: g.setup_put(0, "field", "Test Goblin", damage=-2)),
    ("set 99 play points", lambda g, i: g.setup_points(0, pp=99)),
    ("race a card that is not on the field", lambda g, i: g.setup_race(0, 4242)),
    ("leader id of player 7", lambda g, i: Game.leader_id(7)),
    ("give control of a card in the hand", lambda g, i: g.setup_control(i["fireball"], 1)),
]


@pytest.mark.parametrize(("label", "call"), SETUPS, ids=[a[0] for a in SETUPS])
def test_malformed_setup_and_views_are_typed_setup_errors(
    label: str, call: Callable[[Game, dict[str, int]], Any]
) -> None:
    game, ids = _game()
    with pytest.raises(IllegalSetup):
        call(game, ids)
