"""Issue 24 fourth pass (part E): pins for equivalence claims that a direct call of a public function tells apart.

Each test calls a public function of the engine (no leading underscore) directly, with a game built by
``Game.sandbox`` and its set-up API and arguments made by their own constructors, and compares two ways
that should give the same result.
"""

from __future__ import annotations

import copy
from typing import Any

from engine.core import CardInstance
from engine.core import checkpoint as core_checkpoint
from engine.core.checkpoint import Checkpoint, register_recorder, save_fields
from engine.sve import Game
from engine.sve.context import PlayContext
from engine.sve.triggers import make_pending


# kills: engine.sve.triggers.x_make_pending__mutmut_45
# kills: engine.sve.triggers.x_make_pending__mutmut_50
def test_sweep4_e_an_empty_play_context_makes_the_same_pending_entry_as_none() -> None:
    g = Game.sandbox()
    uid = g.setup_put(0, "field", "Paid Fanfare Mage")
    card = g.find(uid)[2]
    d = g.defn(card)
    without = make_pending(g, 0, card, d, d.abilities[0])
    empty = make_pending(g, 0, card, d, d.abilities[0], ctx=PlayContext())
    assert empty == without


# kills: engine.sve.zones.x_move__mutmut_133
# kills: engine.sve.zones.x_move__mutmut_134
def test_sweep4_e_a_card_recorder_is_asked_for_the_base_card_under_an_evolved_follower_that_leaves() -> None:
    """A recorder that keeps a card's own fields (its state dict copied, the cards in it recorded when they are
    touched, as ``touches_cards`` promises) is asked for the base card when the evolved follower dies."""
    asked: list[int] = []

    def shallow(card: Any, cp: Checkpoint) -> Any:
        asked.append(card.uid)
        saved = save_fields(card, cp)
        if saved is not None:
            saved["state"] = copy.copy(card.state)
        return card

    g = Game.sandbox()
    uid = g.setup_put(0, "field", "Evolving Fighter")
    g.setup_put(0, "evolve_deck", "Evolving Fighter")
    g.setup_points(0, pp=5, pp_max=5, ep=0)
    evolved = g.evolve(0, uid)
    ogre = g.setup_put(1, "field", "Ogre", engaged=True)
    before = core_checkpoint._RECORDERS.get(CardInstance)
    register_recorder(CardInstance, shallow)
    try:
        g.attack(0, evolved, ogre)
        g.pass_window(1)  # the defender lets the attack go on: combat, and the evolved follower dies
    finally:
        if before is None:
            core_checkpoint._RECORDERS.pop(CardInstance, None)
        else:
            register_recorder(CardInstance, before)
    assert g.ids_named(0, "cemetery", "Evolving Fighter") == [uid]
    assert uid in asked
