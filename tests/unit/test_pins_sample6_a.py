"""Issue 24 acceptance sample 6: a pin for the one listed equivalent the lead's review told apart.

``engine.sve.zones.move`` is public: a card moved onto the field with it carries no status entries. At the start
of its controller's turn the engine stands the turn player's cards up and writes the mark down, also for a card
that had no mark (the mark is read by rules: attacks, Ward, views).
"""

from __future__ import annotations

from engine.sve import Game
from engine.sve.zones import move


# kills: engine.sve.game.xǁGameǁ_start_turn__mutmut_45
def test_sample6_a_a_card_moved_onto_the_field_gets_its_standing_mark_when_its_turn_starts() -> None:
    g = Game.sandbox()
    uid = g.setup_put(0, "hand", "Paid Fanfare Mage")
    for player in (0, 1):
        for _ in range(3):
            g.setup_put(player, "deck", "Paid Fanfare Mage")
    move(g, g.find(uid)[2], g.state.players[0], "field")
    g.end_main_phase(0)
    g.pass_window(1)
    g.end_main_phase(1)
    g.pass_window(0)
    assert g.turn_info().active == 0 and g.turn_info().phase == "main"
    state = g.snapshot().state()
    card = next(c for c in state.players[0].field.cards if c.uid == uid)  # type: ignore[attr-defined]
    assert card.state.get("engaged", "no mark") is False
