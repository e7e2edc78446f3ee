"""The Force of the Horse side of the engine seam (:mod:`engine.interface`): every op the steps use.

Found by recording every call the scenario steps made on a game during a whole suite run (issue 23,
``tools/conformance/record_surface.py``), plus the ops step code names that no scenario reached yet
(``tests/conformance/test_conformance.py`` checks that every op the steps name is listed here). The
game ops are :class:`~engine.foh.game.FohGame` methods and properties of the same name (their docstrings are
the reference); ``new_game`` is below.
"""

from __future__ import annotations

from typing import Any

from engine.foh.game import FohGame
from engine.interface import GameInterface


def new_game(setup: str, **kwargs: Any) -> FohGame:
    """A fresh game from a named set-up.

    * ``new`` (keyword ``seed``): a game before the race conditions are set (``FohGame(seed)``);
    * ``at_race`` (keywords ``distance``, ``going``, ``racecourse``, ``seed``): conditions set, hands decided,
      player 0 in the main phase of turn 1, zones empty (:meth:`FohGame.at_race`).
    """
    if setup == "new":
        return FohGame(int(kwargs.get("seed", 0)))
    if setup == "at_race":
        return FohGame.at_race(**kwargs)
    raise ValueError(f"unknown FOH set-up {setup!r} (new, at_race)")


INTERFACE = GameInterface(
    game="foh",
    setups={
        "new": "a game before the race conditions are set (seed)",
        "at_race": "conditions set, player 0's main phase of turn 1 (distance, going, racecourse)",
    },
    engine_ops={},
    calls={
        # set-up calls
        "put": "put a card (player, zone, name, area or null) -> id",
        "set_deck": "set a player's deck (player, [names])",
        "set_phase": "set the phase and active player (phase, active)",
        # actions (may be refused)
        "agree_race_conditions": "agree the race (distance, racecourse, going) -> RaceConditions",
        "draw_race_conditions": "draw the race from the common cards -> RaceConditions",
        "tune_deck": "tune a deck to the race (player, [remove], [add])",
        "start_game": "start the game (deal hands)",
        "redraw": "redraw the opening hand (player)",
        "keep": "keep the opening hand (player)",
        "draw_for_turn": "the turn's draw (player)",
        "begin_run_phase": "begin the run phase (player)",
        "declare_run": "declare a run (player, horse, [force cards])",
        "guard": "guard the open run (player, horse)",
        "use_support": "use a support card (player, card, target or null)",
        "pass_run": "pass on the open run (player)",
        "put_to_farm": "put owed cards into the farm (player, [cards])",
        "end_turn": "end the turn (player, [cards to farm])",
        # queries
        "cards": "card names in a zone (player, zone, area or null) -> [names]",
        "ids": "ids of cards with a name in a zone (player, zone, name) -> [ids]",
        "zone_ids": "ids of every card in a zone, in order (player, zone) -> [ids]",
        "common_cards": "the pool's common cards of a kind: distance | racecourse | going -> [names]",
        "required_deck_size": "deck size the race needs -> int",
        "run_value": "the open run's run value -> int",
        "run_parts": "the open run's run value part by part -> [(part, value)]",
        "guard_value": "the open run's guard value -> int",
        "run_open": "whether a run waits for both players to pass -> bool",
        "owed_to_farm": "cards a player owes to the farm (player) -> int",
        "looked_at": "(card, area) pairs a player last looked at (player) -> [tuple]",
        "events": "the event log -> [(kind, player, details)]",
        "abilities_activated": "horses whose force abilities activated -> [names]",
        "snapshot": "the whole state, comparable: equal exactly when the states are equal",
    },
    properties={
        "phase": "the phase now",
        "active": "the active player",
        "winner": "the winner or null",
        "going": "the going now",
        "race": "the race conditions or null -> RaceConditions",
        "last_run": "how the last resolved run ended, or null -> RunResult",
    },
    records={
        "RaceConditions": ("distance", "meters", "category", "racecourse", "going"),
        "RunResult": ("runner", "horse", "run_value", "guard_value", "outcome", "drawn"),
    },
    returns={
        "put": "int",
        "cards": "list[str]",
        "ids": "list[int]",
        "zone_ids": "list[int]",
        "common_cards": "list[str]",
        "required_deck_size": "int",
        "run_value": "int",
        "run_parts": "list[tuple[any]]",
        "guard_value": "int",
        "run_open": "bool",
        "owed_to_farm": "int",
        "looked_at": "list[tuple[str]]",
        "events": "list[tuple[any]]",
        "abilities_activated": "list[str]",
        "phase": "str",
        "active": "int",
        "winner": "int|null",
        "going": "str",
        "race": "RaceConditions|null",
        "last_run": "RunResult|null",
    },
)
