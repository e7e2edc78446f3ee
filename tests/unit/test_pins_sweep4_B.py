"""Issue 24, fourth pass (part B): pins for claimed-equivalent mutants of the SVE state recorders and the start of
a turn that a recorder registered through the public ``engine.core.checkpoint.register_recorder`` tells apart
(docs/mutation-equivalents.txt; the boundary is docs/mutation.md, "What counts as telling a mutant apart").

Each test registers a recorder of its own for one class; the fixture puts the engine's recorders back afterwards.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from engine.core import CardInstance
from engine.core import checkpoint as checkpoint_module
from engine.core.checkpoint import Checkpoint, checkpoint, record_fields, record_value, register_recorder
from engine.sve import Game


@pytest.fixture
def recorders() -> Iterator[None]:
    """Whatever a test registers is undone afterwards (the engine's own recorders come back)."""
    kept = dict(checkpoint_module._RECORDERS)
    try:
        yield
    finally:
        checkpoint_module._RECORDERS.clear()
        checkpoint_module._RECORDERS.update(kept)


def _card(g: Game, uid: int) -> CardInstance:
    return g.find(uid)[2]


# kills: engine.sve.game.xǁGameǁ_start_turn__mutmut_43
# kills: engine.sve.game.xǁGameǁ_start_turn__mutmut_44
# Cards on demand (engine.core.checkpoint): an action records a card only when it is about to change it. Standing
# a player's cards at the start of their turn changes the reserved (engaged) ones only, so the checkpoint of
# the action that begins the turn (pass_window) asks the card recorder for the reserved follower and never
# for the one already standing.
def test_sweep4b_start_of_turn_records_only_the_cards_it_stands(recorders: None) -> None:
    g = Game.sandbox(active=0)
    g.setup_put(1, "deck", "Test Goblin")
    g.setup_put(1, "deck", "Test Goblin")
    standing = g.setup_put(1, "field", "Test Goblin", engaged=False)
    reserved = g.setup_put(1, "field", "Test Goblin", engaged=True)
    asked: list[int] = []

    def card_recorder(card: Any, cp: Checkpoint) -> Any:
        asked.append(card.uid)
        return record_fields(card, cp)

    g.end_main_phase(0)
    assert g.state.window is not None  # player 1 may act in the end phase's window first
    register_recorder(CardInstance, card_recorder)
    g.pass_window(1)  # the turn ends and player 1's begins
    assert (g.state.active, g.state.phase) == (1, "main")
    assert _card(g, reserved).state["engaged"] is False
    assert _card(g, standing).state["engaged"] is False
    assert reserved in asked
    assert standing not in asked


# kills: engine.sve.state.x__record_state__mutmut_27
# A game state's lists other than its players and its lists of plain values (here the per-player "applies first"
# orders, a list of tuples) are recorded through the recorder registered for ``list``; the players list is the
# one the state recorder walks itself.
def test_sweep4b_state_checkpoint_asks_the_list_recorder_for_its_other_lists(recorders: None) -> None:
    g = Game.sandbox()
    asked: list[int] = []

    def list_recorder(items: Any, cp: Checkpoint) -> Any:
        asked.append(id(items))
        if id(items) in cp.seen:
            return items
        cp.seen.add(id(items))
        saved = [record_value(x, cp) for x in items]
        cp.lists.append(items)
        cp.list_items.append(saved)
        return items

    register_recorder(list, list_recorder)
    assert g.state.applies_first  # non-empty: one entry per player
    cp = checkpoint(g.state, cards=False)
    assert id(g.state.applies_first) in asked
    assert id(g.state.players) not in asked
    g.state.applies_first[0] = ("Test Goblin",)
    cp.restore()
    assert g.state.applies_first == [(), ()]
