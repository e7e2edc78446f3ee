"""The SVE checkpoint recorders (engine/sve/state.py ``_record_state``): a rolled-back action puts back the
fields of the entries in the state's lists, not only the lists (mutation testing, docs/mutation.md).

A refused action must leave the state exactly as before (README.md, the oracle's rule 2). The recorders take the
state's lists of plain values (``used_once``, ``orders_own``, ``extra_turns``) by a copy of the list alone; the
lists of entries that an action may change in place (``pending``, ``lasting``, ``delayed``) must have each
entry recorded too.
"""

from __future__ import annotations

from engine.core.checkpoint import checkpoint
from engine.sve import Game
from engine.sve.state import Lasting, Pending


def _pending(card: int) -> Pending:
    return Pending(
        kind="automatic", player=0, card=card, name="Test Goblin", evolved=False, ability=0, trigger="fanfare"
    )


def test_rolling_back_puts_back_the_fields_of_pending_lasting_and_delayed_entries() -> None:
    game = Game.sandbox()
    state = game.state
    state.pending.append(_pending(101))
    state.delayed.append(_pending(102))
    state.lasting.append(Lasting(uid=103, kind="buff", attack=1))
    state.used_once.append((104, "activated", 3))
    cp = checkpoint(state, cards=False)
    state.pending[0].waiting_for = "positions"
    state.pending[0].targets = (7,)
    state.delayed[0].trigger = "end_phase"
    state.delayed[0].last_known["attack"] = 9
    state.lasting[0].attack = 5
    state.used_once.append((105, "activated", 3))
    cp.restore()
    assert (state.pending[0].waiting_for, state.pending[0].targets) == ("targets", None)
    assert (state.delayed[0].trigger, state.delayed[0].last_known) == ("fanfare", {})
    assert state.lasting[0].attack == 1
    assert state.used_once == [(104, "activated", 3)]
