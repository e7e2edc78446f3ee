"""Issue 24, acceptance sample 3 (part c): pins for sampled "equivalent" mutants that a call of a public
function can tell apart (docs/mutation-equivalents.txt, docs/mutation.md). Each test names the mutant it kills.
"""

from __future__ import annotations

from engine.core import CardInstance, Zone
from engine.core.checkpoint import checkpoint


# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_35
# A checkpoint that records every card up front (the default) ignores touch (module docstring), and once
# restored it is used up: a second restore does nothing. So a card touched and changed after the first
# restore keeps its change through a second restore, and the checkpoint still records cards up front.
def test_sample3c_a_used_up_default_checkpoint_ignores_touch_and_a_second_restore() -> None:
    zone = Zone("field", 0)
    card = CardInstance(1, "Goblin", 0)
    zone.add(card)
    saved = checkpoint({"field": zone})
    card.state["engaged"] = True
    saved.restore()
    assert card.state == {}
    assert saved.cards is True
    saved.touch(card)
    card.state["engaged"] = True
    card.face_up = True
    saved.restore()
    assert card.state == {"engaged": True} and card.face_up is True


# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_37
# A checkpoint that records cards only when touched (``cards=False``, as SVE's actions use it) keeps that mode
# once restored: it is empty again, and a card touched after the restore is recorded, so a second restore puts
# that card back as it was at the touch.
def test_sample3c_a_used_up_touch_mode_checkpoint_keeps_recording_touched_cards() -> None:
    zone = Zone("field", 0)
    card = CardInstance(1, "Goblin", 0)
    zone.add(card)
    saved = checkpoint({"field": zone}, cards=False)
    saved.restore()
    assert saved.cards is False
    saved.touch(card)
    card.state["engaged"] = True
    saved.restore()
    assert card.state == {}
