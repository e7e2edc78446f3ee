"""Malformed arguments: every FOH action refuses them with its BadArgument (a typed refusal, state untouched),
every set-up and view call with IllegalSetup; never a raw TypeError or an EngineFault."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from engine.core import IllegalSetup
from engine.foh import FohGame
from engine.foh.errors import BadArgument


def _racing() -> FohGame:
    game = FohGame.at_race()
    game.put(0, "hand", "Sample Miler")
    game.put(0, "hand", "Force")
    game.put(0, "hand", "Force")
    game.put(0, "hand", "ヘルメット")
    game.declare_run(0, game.ids(0, "hand", "Sample Miler")[0], game.ids(0, "hand", "Force"))
    return game


def _tuning() -> FohGame:
    game = FohGame(1)
    game.agree_race_conditions("1600m", "東京", "芝")
    return game


ACTIONS: dict[str, tuple[Callable[[], FohGame], Callable[[FohGame], Any], str]] = {
    # name: (position, action with one malformed argument, reason)
    "agree: distance not text": (FohGame, lambda g: g.agree_race_conditions(1600, "東京", "芝"), "bad-type"),
    "agree: racecourse empty": (FohGame, lambda g: g.agree_race_conditions("1600m", "", "芝"), "bad-type"),
    "agree: going not text": (FohGame, lambda g: g.agree_race_conditions("1600m", "東京", None), "bad-type"),
    "tune: removals not a list": (_tuning, lambda g: g.tune_deck(0, "Force", []), "bad-type"),
    "tune: additions not a list": (_tuning, lambda g: g.tune_deck(0, [], "Force"), "bad-type"),
    "tune: an empty name": (_tuning, lambda g: g.tune_deck(0, [""], []), "bad-type"),
    "declare: horse id not a number": (FohGame.at_race, lambda g: g.declare_run(0, "horse", []), "bad-type"),
    "declare: forces not a list": (FohGame.at_race, lambda g: g.declare_run(0, 1, 2), "bad-type"),
    "guard: horse id not a number": (_racing, lambda g: g.guard(1, "horse"), "bad-type"),
    "use: card id not a number": (FohGame.at_race, lambda g: g.use_support(0, "card"), "bad-type"),
    "use: target not a number": (_racing, lambda g: g.use_support(0, g.ids(0, "hand", "ヘルメット")[0], "x"), "bad-type"),
    "put to farm: ids not a list": (FohGame.at_race, lambda g: g.put_to_farm(0, 5), "bad-type"),
    "end turn: ids not a list": (FohGame.at_race, lambda g: g.end_turn(0, "Force"), "bad-type"),
    "end turn: a card id of 0": (FohGame.at_race, lambda g: g.end_turn(0, [0]), "out-of-range"),
}  # fmt: skip


@pytest.mark.parametrize("case", sorted(ACTIONS))
def test_a_malformed_action_argument_is_a_typed_refusal(case: str) -> None:
    position, action, reason = ACTIONS[case]
    game = position()
    before = copy.deepcopy(game.state)
    with pytest.raises(BadArgument) as refusal:
        action(game)
    assert refusal.value.reason == reason
    assert game.state == before


SETUP_AND_VIEWS: dict[str, Callable[[FohGame], Any]] = {
    "set_deck: names not a list": lambda g: g.set_deck(0, "Force"),
    "set_deck: a name not text": lambda g: g.set_deck(0, [7]),
    "set_race: distance not text": lambda g: g.set_race(1600, "芝"),
    "put: zone unknown": lambda g: g.put(0, "pocket", "Force"),
    "put: name not text": lambda g: g.put(0, "hand", 3),
    "put: area unknown": lambda g: g.put(0, "distance", "Force", "大逃げ"),
    "cards: zone unknown": lambda g: g.cards(0, "pocket"),
    "cards: zone not text": lambda g: g.cards(0, 3),
    "cards: area unknown": lambda g: g.cards(0, "distance", "大逃げ"),
    "cards: area of another zone": lambda g: g.cards(0, "hand", "逃げ"),
    "ids: name not text": lambda g: g.ids(0, "hand", 3),
    "ids: zone unknown": lambda g: g.ids(0, "pocket", "Force"),
    "set_phase: phase unknown": lambda g: g.set_phase("lunch"),
    "distance_left: no such player": lambda g: g.distance_left(2),
    "run_value: no open run": lambda g: g.run_value(),
}


@pytest.mark.parametrize("case", sorted(SETUP_AND_VIEWS))
def test_a_malformed_setup_or_view_argument_is_a_setup_error(case: str) -> None:
    game = FohGame.at_race()
    with pytest.raises(IllegalSetup):
        SETUP_AND_VIEWS[case](game)
