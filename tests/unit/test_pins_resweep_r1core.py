"""Resweep r1core: pins for engine.core mutants that a direct call of a public function or class tells apart.

Each test calls public core API (``Zone``, ``snapshot.register``/``snapshot``) with a hand-built but
type-correct argument, as the issue 24 second-pass brief counts as public input.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from engine.core.errors import ZoneFull
from engine.core.snapshot import register, snapshot
from engine.core.zones import Zone


class _PinFull(ZoneFull):
    """A ZoneFull subclass a caller may ask ``Zone.add`` to raise."""


# kills: engine.core.zones.xǁZoneǁrequire_room__mutmut_1
# the default count is one card: a zone with one free place has room for it.
def test_resweep_r1core_require_room_default_is_one_card() -> None:
    zone = Zone("field", 0, capacity=1)
    zone.require_room()
    with pytest.raises(ZoneFull):
        Zone("field", 0, capacity=0).require_room()


# kills: engine.core.zones.xǁZoneǁadd__mutmut_5
# add into a full zone raises the error class the caller asked for, not the plain ZoneFull.
def test_resweep_r1core_add_raises_the_callers_error_class() -> None:
    from engine.core.cards import CardInstance

    zone = Zone("ex area", 1, capacity=0)
    with pytest.raises(_PinFull):
        zone.add(CardInstance(1, "Pin", 1), error=_PinFull)
    assert zone.cards == []


class _PinCopied:
    """A class with its own registered copier."""


def _pin_copier(obj: Any, memo: dict[int, Any]) -> Any:
    return "copied by the registered copier"


register(_PinCopied, _pin_copier)


@dataclass
class _PinHolder:
    item: Any


# kills: engine.core.snapshot.x_register__mutmut_1, engine.core.snapshot.x__list__mutmut_18,
#        engine.core.snapshot.x__dataclass_copier__mutmut_26
# a registered copier is used for the object itself, inside a list and inside a dataclass field.
def test_resweep_r1core_registered_copier_is_used() -> None:
    assert snapshot(_PinCopied()) == "copied by the registered copier"
    assert snapshot([_PinCopied()]) == ["copied by the registered copier"]
    assert snapshot(_PinHolder(_PinCopied())).item == "copied by the registered copier"
