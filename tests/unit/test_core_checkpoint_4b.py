"""engine/core/checkpoint.py: the recorders no engine state reaches today (issue 12).

The engines' states hold lists, dicts, zones, cards and dataclasses; the checkpoint also promises to
restore sets, tuples and frozensets that hold mutable objects, objects it can only copy, objects reached
twice or through a cycle, and a state that is a plain value, all *in the same objects* (module docstring
of :mod:`engine.core.checkpoint`). Each test changes such a state after a checkpoint and checks the restore.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import CardInstance, EventLog, Zone, snapshot
from engine.core.checkpoint import Checkpoint, checkpoint, record_value, register_recorder


class _Box:
    """A plain mutable object (recorded by copying it: not a dataclass)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Box) and other.n == self.n

    def __hash__(self) -> int:
        return id(self)


class _Slotted:
    """A slotted object: copied, and its copy put back on restore."""

    __slots__ = ("items",)

    def __init__(self) -> None:
        self.items = [1]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Slotted) and other.items == self.items


def test_a_set_of_atoms_is_restored_in_place() -> None:
    tags = {1, 2}
    state = {"tags": tags}
    saved = checkpoint(state)
    tags.add(3)
    saved.restore()
    assert state["tags"] is tags and tags == {1, 2}


def test_a_set_of_mutable_objects_is_put_back_as_it_was() -> None:
    box = _Box(1)
    state = {"boxes": {box}}
    saved = checkpoint(state)
    box.n = 5
    state["boxes"].add(_Box(7))
    saved.restore()
    assert [b.n for b in state["boxes"]] == [1]


def test_a_tuple_holding_a_list_is_restored_and_stays_the_same_tuple() -> None:
    items = [1]
    pair = (items, 2)
    only_lists = ([3],)
    atoms = (4, 5)
    state = {"pair": pair, "lists": only_lists, "atoms": atoms}
    saved = checkpoint(state)
    items.append(9)
    only_lists[0].append(9)
    state["pair"] = (7, [])
    saved.restore()
    assert state["pair"] is pair and items == [1] and only_lists[0] == [3] and state["atoms"] is atoms


@dataclass
class _Fresh:
    """A dataclass type no checkpoint met before this module: its recorder is chosen on first use."""

    items: list[int] = field(default_factory=list)


def test_a_tuple_holding_a_new_kind_of_object_or_a_copied_one_is_restored() -> None:
    fresh, slotted = _Fresh([1]), _Slotted()
    state = {"t": (fresh, slotted)}
    saved = checkpoint(state)
    fresh.items.append(2)
    slotted.items.append(2)
    saved.restore()
    assert state["t"][0] is fresh and fresh.items == [1] and state["t"][1].items == [1]


def test_a_frozenset_of_atoms_is_kept_and_one_of_mutable_objects_is_put_back() -> None:
    atoms = frozenset({1, 2})
    box = _Box(1)
    state = {"atoms": atoms, "boxes": frozenset({box})}
    saved = checkpoint(state)
    box.n = 5
    state["atoms"] = frozenset()
    saved.restore()
    assert state["atoms"] is atoms and [b.n for b in state["boxes"]] == [1]


def test_an_object_copied_because_it_has_slots_stays_shared_where_it_was_shared() -> None:
    shared = _Slotted()
    state = {"a": shared, "b": shared, "c": [shared]}
    saved = checkpoint(state)
    shared.items.append(2)
    saved.restore()
    assert state["a"] is state["b"] is state["c"][0] and state["a"].items == [1]


def test_lists_dicts_and_cards_that_hold_themselves_are_restored() -> None:
    loop: list[Any] = [1]
    loop.append(loop)
    ring: dict[str, Any] = {"n": 1}
    ring["self"] = ring
    card = CardInstance(1, "Goblin", 0)
    card.state["cards"] = [card]
    state = {"loop": loop, "ring": ring, "card": card}
    saved = checkpoint(state)
    loop[0] = 2
    ring["n"] = 2
    card.state["x"] = 1
    saved.restore()
    assert loop[0] == 1 and loop[1] is loop and ring["n"] == 1 and ring["self"] is ring
    assert card.state == {"cards": [card]}


def test_a_state_that_is_a_plain_value_is_given_back() -> None:
    assert checkpoint(7).restore() == 7
    assert checkpoint("x").restore() == "x"


class _Ledger:
    """A class with a registered recorder (as the SVE state and players have)."""

    def __init__(self) -> None:
        self.inner = _Inner()


class _Inner:
    def __init__(self) -> None:
        self.n = 1


def test_registered_recorders_are_used_for_their_class_and_inside_other_recorders() -> None:
    used: list[str] = []

    def record_inner(obj: _Inner, cp: Checkpoint) -> _Inner:
        used.append("inner")
        cp.objects.append(obj)
        cp.fields.append(dict(vars(obj)))
        return obj

    def record_ledger(obj: _Ledger, cp: Checkpoint) -> _Ledger:
        used.append("ledger")
        record_value(obj.inner, cp)
        return obj

    register_recorder(_Inner, record_inner)
    register_recorder(_Ledger, record_ledger)
    ledger = _Ledger()
    before = snapshot(vars(ledger.inner))
    saved = checkpoint({"ledger": ledger})
    ledger.inner.n = 5
    saved.restore()
    assert used == ["ledger", "inner"] and vars(ledger.inner) == before


# ---------------------------------------------------------------------- event logs, zones and cards off the plain path
def test_an_enum_member_in_a_state_is_kept() -> None:
    import enum

    class Phase(enum.Enum):  # a new enum: its recorder is chosen on first use
        MAIN = 1
        END = 2

    state = {"phase": Phase.MAIN}
    saved = checkpoint(state)
    state["phase"] = Phase.END
    saved.restore()
    assert state["phase"] is Phase.MAIN


def test_two_event_logs_are_each_cut_back() -> None:
    first, second = EventLog(), EventLog()
    first.add("played", 0)
    state = {"first": first, "second": second}
    saved = checkpoint(state)
    first.add("drew", 0)
    second.add("drew", 1)
    saved.restore()
    assert len(first) == 1 and len(second) == 0


def _zone(name: str, *uids: int) -> Zone:
    return Zone(name, 0, cards=[CardInstance(uid, "Goblin", 0) for uid in uids])


def test_every_zone_of_an_object_is_recorded_even_after_one_reached_twice() -> None:
    hand, field_zone = _zone("hand", 1), _zone("field", 2)
    state = {"hand": hand, "again": hand, "field": field_zone}
    saved = checkpoint(state)
    field_zone.cards.clear()
    hand.cards.clear()
    saved.restore()
    assert [c.uid for c in hand.cards] == [1] and [c.uid for c in field_zone.cards] == [2]


def test_a_zone_with_an_extra_field_and_the_zones_after_it_are_restored() -> None:
    odd, plain = _zone("odd", 1), _zone("plain", 2)
    odd.marks = [1]  # type: ignore[attr-defined]
    state = {"odd": odd, "plain": plain}
    saved = checkpoint(state)
    odd.marks.append(2)  # type: ignore[attr-defined]
    odd.cards.clear()
    plain.cards.clear()
    saved.restore()
    assert odd.marks == [1] and [c.uid for c in odd.cards] == [1]  # type: ignore[attr-defined]
    assert [c.uid for c in plain.cards] == [2]


def test_a_card_with_an_extra_field_among_plain_cards_is_restored() -> None:
    zone = _zone("field", 1, 2)
    odd = zone.cards[1]
    odd.notes = [1]  # type: ignore[attr-defined]
    saved = checkpoint({"field": zone})
    odd.notes.append(2)  # type: ignore[attr-defined]
    zone.cards[0].state["x"] = 1
    saved.restore()
    assert odd.notes == [1] and zone.cards[0].state == {}  # type: ignore[attr-defined]


def test_new_kinds_of_objects_in_a_card_state_and_in_a_zone_are_restored() -> None:
    @dataclass
    class Mark:  # a new type: its recorder is chosen on first use
        items: list[int] = field(default_factory=list)

    @dataclass
    class Token:
        items: list[int] = field(default_factory=list)

    zone = _zone("field", 1)
    mark, token = Mark([1]), Token([1])
    zone.cards[0].state["mark"] = mark
    zone.cards.append(token)  # type: ignore[arg-type]  # not a card: the zone goes the generic way
    saved = checkpoint({"field": zone})
    mark.items.append(2)
    token.items.append(2)
    saved.restore()
    assert mark.items == [1] and token.items == [1]


def test_a_used_up_checkpoint_still_gives_back_its_state() -> None:
    state = {"n": [1]}
    saved = checkpoint(state)
    assert saved.restore() is state
    assert saved.restore() is state  # nothing left to put back, but the same state
