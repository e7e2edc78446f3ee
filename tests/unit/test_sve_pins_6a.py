"""Mutation pins (docs/mutation.md) that no scenario step can express.

Ordering a pending ability and answering "top or bottom" are actions of their own: each must take its
checkpoint before it first changes the game, so that a refusal or a fault later in the same action gives
everything back (README.md, the oracle's rule 2). As in ``test_sve_touch_4b.py``, the action runs, then the checkpoint it
took is restored, and the game must be exactly as before the action.
"""

from __future__ import annotations

from engine.sve import Game
from tests.unit.test_sve_pins_4c import _waiting_for_positions
from tests.unit.test_sve_touch_4b import undo


def test_ordering_a_pending_ability_is_undone() -> None:
    # kills engine.sve.abilities.x_order_pending__mutmut_16 (no checkpoint before the entry is taken off the list)
    g = Game.sandbox(active=1)
    g.setup_points(1, pp=2)
    g.setup_ordering(0)
    g.setup_put(0, "field", "Night Watch")
    second = g.setup_put(0, "field", "Night Watch")
    fighter = g.setup_put(1, "hand", "Test Fighter")
    g.play(1, fighter)
    assert g.awaiting_choice() == 0
    undo(g, lambda: g.order_pending(0, second))


def test_choosing_the_top_or_the_bottom_is_undone() -> None:
    # kills engine.sve.abilities.x_answer_positions__mutmut_24 (no checkpoint before the answer is stored)
    g, _ = _waiting_for_positions()
    undo(g, lambda: g.choose_positions(0, ["bottom"]))
