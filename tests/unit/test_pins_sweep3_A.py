"""Sweep 3, part A: pins for listed "equivalent" mutants that a direct call of a public function tells apart.

Issue 24's third pass counts every function or method without a leading underscore as public input: it may
be called directly with any hand-built, type-correct argument (types as annotated; ``Any`` admits any object).
Each test below does that and reads only what the call returns, raises, or hands to a caller-supplied
recorder, never a value computed by the engine itself.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.atomic import changing, touch
from engine.core.checkpoint import Checkpoint, checkpoint, register_recorder, save_fields
from engine.foh.abilities import Effect
from engine.foh.effects import apply_effect
from engine.foh.game import FohGame
from engine.foh.state import Exchange, PlayerState
from engine.umafan.board import new_card
from engine.umafan.game import UmaFanGame


# --------------------------------------------------------------------------- engine.foh.effects
# kills: engine.foh.effects.x_apply_effect__mutmut_7
# A boost needs both an open run and a target horse: outside a run a boost aimed at a horse does nothing
# (no error), and inside a run a boost with no target adds no bonus.
def test_sweep3_a_boost_needs_an_open_run_and_a_target() -> None:
    state = FohGame.at_race().state
    assert state.exchange is None
    events = len(state.log)
    apply_effect(state, 0, Effect("boost", amount=2), 7)
    assert state.exchange is None
    assert len(state.log) == events

    state.exchange = Exchange(runner=0, horse=7)
    apply_effect(state, 0, Effect("boost", amount=2), None)
    assert state.exchange.bonus == {}


# --------------------------------------------------------------------------- engine.foh.state
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_8
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_9
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_11
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_12
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_14
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_20
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_26
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_30
# kills: engine.foh.state.xǁPlayerStateǁfresh__mutmut_39
# PlayerState.fresh(index) promises empty zones owned by player ``index``: every one of them, for player 1 too.
def test_sweep3_a_fresh_player_owns_every_zone() -> None:
    player = PlayerState.fresh(1)
    zones = {
        "hand": player.hand,
        "farm": player.farm,
        "situation": player.situation,
        "track": player.track,
        **player.areas,
    }
    assert {name: zone.owner for name, zone in zones.items()} == {name: 1 for name in zones}
    assert player.situation.capacity == 1
    assert all(len(zone) == 0 for zone in zones.values())


# --------------------------------------------------------------------------- engine.umafan.board
# kills: engine.umafan.board.x_new_card__mutmut_6
# new_card promises an instance owned by the player it is made for.
def test_sweep3_a_new_card_is_owned_by_its_player() -> None:
    game = UmaFanGame()
    card = new_card(game.state, game.pool, 1, "Swift Runner", face_up=True)
    assert card.owner == 1
    assert card.face_up is True


# --------------------------------------------------------------------------- engine.core.checkpoint
class _PinRecorded:
    """A class with a caller-registered recorder that notes every object it is asked to record."""

    calls: list[Any] = []


def _note_and_save(obj: Any, cp: Checkpoint) -> Any:
    _PinRecorded.calls.append(obj)
    save_fields(obj, cp)
    return obj


register_recorder(_PinRecorded, _note_and_save)


# kills: engine.core.checkpoint.xǁCheckpointǁtouch__mutmut_3
# touch records an object once: touched again, it is recorded already and its recorder is not asked again.
def test_sweep3_a_touch_records_an_object_once() -> None:
    _PinRecorded.calls = []
    cp = checkpoint({}, cards=False)
    thing = _PinRecorded()
    cp.touch(thing)
    cp.touch(thing)
    assert _PinRecorded.calls == [thing]


# kills: engine.core.checkpoint.xǁCheckpointǁtouch__mutmut_13
# touch records an object with the recorder registered for its class (register_recorder's promise).
def test_sweep3_a_touch_uses_the_registered_recorder() -> None:
    _PinRecorded.calls = []
    cp = checkpoint({}, cards=False)
    thing = _PinRecorded()
    cp.touch(thing)
    assert _PinRecorded.calls == [thing]


class _PinObjectOnly:
    """Recorded by a recorder that notes the object but not its fields: the checkpoint's pairs go out of step."""


class _PinListOnly:
    """Recorded by a recorder that notes a list but not its items."""


class _PinDictOnly:
    """Recorded by a recorder that notes a dict but not its items."""


register_recorder(_PinObjectOnly, lambda obj, cp: cp.objects.append(obj) or obj)
register_recorder(_PinListOnly, lambda obj, cp: cp.lists.append([]) or obj)
register_recorder(_PinDictOnly, lambda obj, cp: cp.dicts.append({}) or obj)


# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_3
# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_6
# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_7
# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_18
# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_21
# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_22
# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_26
# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_29
# kills: engine.core.checkpoint.xǁCheckpointǁrestore__mutmut_30
# A checkpoint whose paired records went out of step (an object without its fields, a list or dict without
# its items) refuses to restore (ValueError) rather than pairing contents with the wrong objects.
@pytest.mark.parametrize("cls", [_PinObjectOnly, _PinListOnly, _PinDictOnly])
def test_sweep3_a_restore_refuses_out_of_step_records(cls: type) -> None:
    cp = checkpoint({"thing": cls()})
    with pytest.raises(ValueError):
        cp.restore()


# --------------------------------------------------------------------------- engine.core.atomic
class _PinHandBuiltGame:
    """A hand-built game object (``changing`` takes ``Any``) that is inside an action and touches cards."""

    touches_cards = True

    def __init__(self) -> None:
        self.state: dict[str, Any] = {}
        self._in_action = True


# kills: engine.core.atomic.x_changing__mutmut_4
# Inside an action with no checkpoint taken yet, changing takes one: a card touched afterwards is recorded in it.
def test_sweep3_a_changing_takes_the_checkpoint_when_none_was_taken() -> None:
    _PinRecorded.calls = []
    game = _PinHandBuiltGame()
    changing(game)
    thing = _PinRecorded()
    touch(game, thing)
    assert _PinRecorded.calls == [thing]
