"""Mutation pins (issue 24 sweep of docs/mutation-equivalents.txt, engine/sve/game.py) that no scenario can say.

- The seed a game is made with when none is given: scenarios make games through the engine interface
  (``engine.sve.interface.new_game``), which passes seed 0 when the caller names none, so a game made
  through the Python API without a seed must be that same game (the same shuffle, the same generator).
- The preparation actions (turn order, redraw, keeping the hand) record the state before they change it, so
  the action's own checkpoint gives the state before it back (README.md, the oracle's rule 2; the pattern of
  ``test_sve_touch_4b.py``). Nothing after their checks can refuse, so no scenario sees a missing checkpoint.
"""

from __future__ import annotations

from engine.sve import Game
from engine.sve.deck import build_deck
from engine.sve.interface import new_game
from tests.unit.test_sve_touch_4b import undo

FOREST_MAIN = [
    (name, 3)
    for name in (
        "Test Goblin",
        "Test Fighter",
        "Ogre",
        "Zero Imp",
        "Ward Guard",
        "Storm Rider",
        "Rush Wolf",
        "Assail Hawk",
        "Intimidating Giant",
        "Drain Bat",
        "Bane Snake",
        "Aura Spirit",
        "Fanfare Archer",
    )
] + [("Fanfare Scholar", 1)]


def _prepared() -> Game:
    deck = build_deck("Forest Leader", FOREST_MAIN)
    return Game.prepare((deck, deck), seed=3)


# kills: engine.sve.game.xǁGameǁprepare__mutmut_1
def test_a_game_prepared_without_a_seed_is_the_interfaces_game_without_one() -> None:
    deck = build_deck("Forest Leader", FOREST_MAIN)
    spec = {"leader": "Forest Leader", "main": FOREST_MAIN}
    assert Game.prepare((deck, deck)).snapshot() == new_game("prepare", decks=[spec, spec]).snapshot()
    assert Game.prepare((deck, deck)).snapshot() != Game.prepare((deck, deck), seed=1).snapshot()


# kills: engine.sve.game.xǁGameǁsandbox__mutmut_1
def test_a_sandbox_made_without_a_seed_is_the_interfaces_sandbox_without_one() -> None:
    assert Game.sandbox().snapshot() == new_game("sandbox").snapshot()
    assert Game.sandbox().snapshot() != Game.sandbox(seed=1).snapshot()


# kills: engine.sve.game.xǁGameǁ_do_decide_turn_order__mutmut_14
def test_deciding_the_turn_order_is_undone_by_its_checkpoint() -> None:
    game = _prepared()
    undo(game, lambda: game.decide_turn_order())


# kills: engine.sve.game.xǁGameǁ_do_redraw__mutmut_20
def test_a_redraw_is_undone_by_its_checkpoint() -> None:
    game = _prepared()
    game.decide_turn_order(0)
    hand = [c.uid for c in game.state.players[0].hand]
    undo(game, lambda: game.redraw(0, hand))


# kills: engine.sve.game.xǁGameǁ_do_keep_hand__mutmut_5
def test_keeping_the_hand_is_undone_by_its_checkpoint_also_when_it_begins_the_first_turn() -> None:
    game = _prepared()
    game.decide_turn_order(0)
    undo(game, lambda: game.keep_hand(0))
    game.keep_hand(0)
    undo(game, lambda: game.keep_hand(1))
