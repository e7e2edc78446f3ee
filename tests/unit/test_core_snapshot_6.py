"""engine.core.snapshot keeps its promise for every kind of holder (mutation testing, docs/mutation.md).

:func:`snapshot` promises what :func:`copy.deepcopy` gives: a copy equal to the original, sharing no mutable
object with it, in which an object held in two places stays one object; atoms and enum members are shared, and
a class's own ``__deepcopy__`` is honoured. Each test uses classes of its own, so the copier for them is
chosen inside the test (copiers are chosen once per class and kept).
"""

from __future__ import annotations

import dataclasses
import enum

import pytest

from engine.core import CardInstance, Zone
from engine.core.snapshot import snapshot


class _Thing:
    def __init__(self) -> None:
        self.items = [1]


def test_a_dict_held_twice_stays_one_dict() -> None:
    shared: dict[str, list[int]] = {"a": [1]}
    copied = snapshot({"one": shared, "two": shared})
    assert copied["one"] is copied["two"] and copied["one"] is not shared


def test_a_dict_of_a_class_met_for_the_first_time_is_copied() -> None:
    class Fresh:
        def __init__(self) -> None:
            self.items = [1]

    original = Fresh()
    copied = snapshot({"x": original})["x"]
    assert copied is not original and copied.items == [1] and copied.items is not original.items


def test_an_object_in_a_set_and_elsewhere_stays_one_object() -> None:
    shared = _Thing()
    copied = snapshot({"one": shared, "set": {shared}})
    assert copied["set"] == {copied["one"]} and copied["one"] is not shared


def test_a_tuple_of_mutable_values_is_copied_and_a_tuple_of_atoms_shared() -> None:
    inner = [1]
    original = ([1], inner, "a")
    copied = snapshot(original)
    assert copied == original and copied[0] is not original[0] and copied[1] is not inner
    atoms = (1, "a", None)
    assert snapshot(atoms) is atoms


def test_a_dataclass_held_twice_stays_one_object_and_a_frozen_one_of_atoms_is_shared() -> None:
    @dataclasses.dataclass
    class Box:
        items: list[int]

    @dataclasses.dataclass(frozen=True)
    class Point:
        x: int
        y: int

    box, point = Box([1]), Point(1, 2)
    copied = snapshot({"one": box, "two": box, "point": point})
    assert copied["one"] is copied["two"] and copied["one"] is not box and copied["one"] == box
    assert copied["point"] is point


def test_a_dataclass_with_slots_is_copied_too() -> None:
    @dataclasses.dataclass
    class Slotted:
        __slots__ = ("items",)
        items: list[int]

    original = Slotted([1])
    copied = snapshot([original])[0]
    assert copied is not original and copied.items == [1] and copied.items is not original.items


def test_a_zone_and_a_card_held_twice_stay_one_object() -> None:
    zone = Zone("field", 0)
    card = CardInstance(1, "Test Goblin", 0)
    card.state["counters"] = {"stack": 1}
    zone.add(card)
    copied = snapshot({"zone": zone, "again": zone, "card": card, "card again": card})
    assert copied["zone"] is copied["again"] and copied["zone"] is not zone
    assert copied["card"] is copied["card again"] is copied["zone"].cards[0]
    assert copied["card"].state == card.state and copied["card"].state is not card.state


class _Colour(enum.Enum):
    RED = 1


def test_enum_members_are_shared() -> None:
    copied = snapshot([_Colour.RED, {"c": _Colour.RED}])
    assert copied[0] is _Colour.RED and copied[1]["c"] is _Colour.RED


def test_a_class_that_defines_deepcopy_is_copied_its_own_way() -> None:
    @dataclasses.dataclass
    class Counted:
        items: list[int]
        copies: list[int] = dataclasses.field(default_factory=list)

        def __deepcopy__(self, memo: dict[int, object]) -> Counted:
            self.copies.append(1)
            return Counted(list(self.items), ["own copy"])  # type: ignore[list-item]

    original = Counted([1])
    copied = snapshot({"x": original})["x"]
    assert copied.copies == ["own copy"] and original.copies == [1]


@pytest.mark.parametrize("holder", [list, tuple])
def test_atoms_in_a_list_or_tuple_are_the_same_values(holder: type) -> None:
    original = holder([1, "a", None, 2.5, _Colour.RED])
    assert snapshot(original) == original
