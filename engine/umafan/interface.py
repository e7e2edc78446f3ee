"""The umafan side of the engine seam (:mod:`engine.interface`): every op the steps use.

Found by recording every call the scenario steps made on a game during a whole suite run (issue 23,
``tools/conformance/record_surface.py``), plus the ops step code names that no scenario reached yet
(``tests/conformance/test_conformance.py`` checks that every op the steps name is listed here). The
game ops are :class:`~engine.umafan.game.UmaFanGame` methods and properties of the same name (their
docstrings are the reference); ``new_game`` is below.
"""

from __future__ import annotations

from typing import Any

from engine.interface import GameInterface
from engine.umafan.game import UmaFanGame


def new_game(setup: str, **kwargs: Any) -> UmaFanGame:
    """A fresh game from a named set-up: ``new`` (keyword ``seed``), a game with no cards anywhere yet."""
    if setup == "new":
        return UmaFanGame(seed=int(kwargs.get("seed", 0)))
    raise ValueError(f"unknown umafan set-up {setup!r} (new)")


INTERFACE = GameInterface(
    game="umafan",
    setups={"new": "a game with no cards anywhere yet (seed)"},
    engine_ops={},
    calls={
        # set-up calls
        "setup_decks": "set a player's main and race decks (player, [main], [race])",
        "setup_put": "put a card (player, zone, name, stamina=, speed=) -> id",
        "setup_stack": "put a card under a racecourse (player, name, racecourse) -> id",
        "setup_phase": "set phase, turn player and turn (phase, turn_player, turn)",
        "setup_stamina": "set an Uma Musume's stamina (card, value)",
        "setup_speed": "set an Uma Musume's speed (card, value)",
        # actions (may be refused)
        "start_game": "start the game (first player)",
        "call_start": "call the start (player)",
        "proceed": "go on to the next phase or step (player)",
        "draw": "the turn's draw (player)",
        "stack_under_racecourse": "stack a card under a racecourse (player, card, racecourse)",
        "reveal_racecourse": "reveal the top of the race deck (player)",
        "field_umamusume": "field an Uma Musume (player, card)",
        "declare": "declare a card (player, card, payer or null)",
        "pass_response": "pass in a response (player)",
        "field_racecourse": "field a racecourse (player, racecourse)",
        "select_runner": "select the runner (player, card)",
        "decline_race": "decline the race, retiring a card (player, card)",
        "take_stacked": "take the cards under a racecourse (player, racecourse)",
        # queries
        "names": "card names in a zone (player, zone) -> [names]",
        "uids": "card ids in a zone (player, zone) -> [ids]",
        "is_face_up": "whether a card is face up (card) -> bool",
        "zone_of": "(owner, zone) of a card (card) -> tuple",
        "racecourses": "face-up racecourses in a race zone (player) -> [RacecourseView]",
        "fielded_racecourse": "the fielded racecourse (player) -> RacecourseView or null",
        "speed": "an Uma Musume's current speed (card) -> int",
        "stamina": "an Uma Musume's current stamina (card) -> int",
        "pending": "declarations waiting to resolve -> [(player, name)]",
        "resolution_order": "names of resolved declarations in order -> [names]",
        "snapshot": "the whole state, comparable: equal exactly when the states are equal",
    },
    properties={
        "phase": "the phase now",
        "turn": "the turn number",
        "turn_player": "the turn player",
        "race_step": "the step inside the race phase or null",
        "race_condition": "the race condition declared this turn or null",
        "losers": "the players who have lost -> tuple",
    },
    records={"RacecourseView": ("uid", "name", "stacked", "stacked_face_down")},
    returns={
        "setup_put": "int",
        "setup_stack": "int",
        "names": "list[str]",
        "uids": "list[int]",
        "is_face_up": "bool",
        "zone_of": "tuple[any]",
        "racecourses": "list[RacecourseView]",
        "fielded_racecourse": "RacecourseView|null",
        "speed": "int",
        "stamina": "int",
        "pending": "list[tuple[any]]",
        "resolution_order": "list[str]",
        "phase": "str",
        "turn": "int",
        "turn_player": "int",
        "race_step": "str|null",
        "race_condition": "str|null",
        "losers": "tuple[int]",
    },
)
