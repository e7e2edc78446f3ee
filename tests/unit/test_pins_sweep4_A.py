"""Issue 24, sweep 4 part A: pins for listed "equivalent" mutants of engine/core (checkpoint, snapshot) that a
direct call of a public function tells apart (docs/mutation.md, "What counts as telling a mutant apart").

Each test calls public functions (``checkpoint``, ``register_recorder``, ``save_fields``, ``snapshot``,
``register``) with hand-built, type-correct arguments and reads only what the calls return, restore, or hand to a
caller-supplied recorder or copier. A recorder or copier registered for a built-in type is put back afterwards.
"""

from __future__ import annotations

import enum
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

import pytest

from engine.core.cards import CardInstance
from engine.core.checkpoint import (
    _RECORDERS,
    Checkpoint,
    checkpoint,
    record_fields,
    save_fields,
)
from engine.core.snapshot import ATOMS, copy_value, register, snapshot
from engine.core.zones import Zone
from tests.unit.recorders import copier_for, noting, recorder_for
from tests.unit.test_pins_sweep_svegame import FOREST_MAIN


# kills: engine.core.checkpoint.x__tuple__mutmut_7
# Atoms need nothing (module docstring of engine.core.checkpoint): the atoms of a tuple that also holds a list are
# left as they are and never handed to a recorder, even one a caller registered for their type.
def test_sweep4_a_atoms_in_a_tuple_are_never_handed_to_a_recorder() -> None:
    asked: list[Any] = []

    def noting(obj: Any, cp: Checkpoint) -> Any:
        asked.append(obj)
        return obj

    with recorder_for(complex, noting):
        items: list[int] = [1]
        cp = checkpoint({"pair": (items, 2j)})
        items.append(2)
        cp.restore()
    assert items == [1]
    assert asked == []


# kills: engine.core.snapshot.x__list__mutmut_9
# Atoms are shared (module docstring of engine.core.snapshot): the atoms of a list are put into the copy as they
# are, never handed to a copier, even one a caller registered for their type.
def test_sweep4_a_atoms_in_a_list_are_never_handed_to_a_copier() -> None:
    asked: list[Any] = []

    def noting(obj: Any, memo: dict[int, Any]) -> Any:
        asked.append(obj)
        return obj

    with copier_for(complex, noting):
        copied = snapshot([1j, 2j])
    assert copied == [1j, 2j]
    assert asked == []


class PinOwnCopyColour(enum.Enum):
    """An enum whose members define their own ``__deepcopy__`` (giving another member)."""

    RED = 1
    BLUE = 2

    def __deepcopy__(self, memo: dict[int, Any]) -> PinOwnCopyColour:
        return PinOwnCopyColour.BLUE


# kills: engine.core.snapshot.x__choose__mutmut_1
# Enum members are atoms and are shared (module docstring of engine.core.snapshot), ahead of any __deepcopy__ the
# enum defines: a snapshot of a member is that member.
def test_sweep4_a_snapshot_shares_an_enum_member_before_its_deepcopy() -> None:
    assert snapshot([PinOwnCopyColour.RED]) == [PinOwnCopyColour.RED]


class PinRegisteredColour(enum.Enum):
    """An enum a test registers a snapshot copier for."""

    RED = 1
    BLUE = 2


# kills: engine.core.checkpoint.x__choose__mutmut_1
# Enum members need nothing in a checkpoint (module docstring of engine.core.checkpoint: atoms, enum members): they
# are not copied, so a snapshot copier registered for the enum is never asked, and a restore leaves the member.
def test_sweep4_a_checkpoint_leaves_an_enum_member_alone() -> None:
    asked: list[Any] = []

    def noting(obj: Any, memo: dict[int, Any]) -> Any:
        asked.append(obj)
        return PinRegisteredColour.BLUE

    register(PinRegisteredColour, noting)
    holder = {"colour": PinRegisteredColour.RED, "items": [PinRegisteredColour.RED]}
    cp = checkpoint(holder)
    cp.restore()
    assert asked == []
    assert holder == {"colour": PinRegisteredColour.RED, "items": [PinRegisteredColour.RED]}


@dataclass(frozen=True)
class PinFrozenAtoms:
    """A frozen dataclass holding only atoms."""

    number: int = 1
    text: str = "a"


@dataclass(frozen=True)
class PinFrozenEveryAtom:
    """A frozen dataclass holding one value of every atom type at once."""

    a: Any
    b: Any
    c: Any
    d: Any
    e: Any
    f: Any
    g: Any
    h: Any
    i: Any
    j: Any


# kills: engine.core.checkpoint.x__dataclass_recorder__mutmut_1
# A frozen dataclass that holds only atoms cannot change and is left alone (module docstring): the checkpoint has not
# seen it, so save_fields still records it afterwards (it returns None only for an object the checkpoint has seen).
def test_sweep4_a_frozen_dataclass_of_atoms_is_left_alone() -> None:
    frozen = PinFrozenAtoms()
    cp = checkpoint([frozen, [1]])
    assert save_fields(frozen, cp) == {"number": 1, "text": "a"}


# kills: engine.core.checkpoint.x__dataclass_recorder__mutmut_12
# The same when its fields hold every atom type at once (the types are all atoms, so it still cannot change).
def test_sweep4_a_frozen_dataclass_of_every_atom_type_is_left_alone() -> None:
    values = [1, 1.5, True, 1j, "s", b"b", None, range(2), int, ...]
    assert set(map(type, values)) == ATOMS
    frozen = PinFrozenEveryAtom(*values)
    cp = checkpoint([frozen, [1]])
    saved = save_fields(frozen, cp)
    assert saved is not None
    assert list(saved.values()) == values


# kills: engine.core.checkpoint.x__zones__mutmut_76, engine.core.checkpoint.x__zones__mutmut_78,
#        engine.core.checkpoint.x__zones__mutmut_79
# Two cards sharing one empty counters dict: the first card records it (and the checkpoint has seen it); the second
# reaches it again and goes the generic way, where a recorder the caller registered for dict is asked.
def test_sweep4_a_a_shared_empty_counters_dict_goes_to_the_dict_recorder_the_second_time() -> None:
    asked: list[Any] = []

    counters: dict[str, int] = {}
    first = CardInstance(uid=1, name="a", owner=0, state={"counters": counters})
    second = CardInstance(uid=2, name="b", owner=0, state={"counters": counters})
    zone = Zone(name="field", owner=0, cards=[first, second])
    with recorder_for(dict, noting(asked, dict)):
        cp = checkpoint(zone)
        counters["x"] = 1
        cp.restore()
    assert any(x is counters for x in asked)
    assert counters == {}


class PinCardKind(CardInstance):
    """A card of a class of its own (not exactly CardInstance): recorded the generic way."""


# kills: engine.core.checkpoint.x__zones__mutmut_51, engine.core.checkpoint.x__zones__mutmut_62
# A zone whose first card is out of the common case (a card of another class, or a CardInstance whose state is a
# dict subclass): the plain card after it is still recorded with the zone, so a card the caller holds is put back
# by restore even when the recorder registered for cards only copies them.
@pytest.mark.parametrize(
    "odd",
    [PinCardKind(uid=1, name="odd", owner=0), CardInstance(uid=1, name="odd", owner=0, state=OrderedDict())],
    ids=["another-class", "odd-state"],
)
def test_sweep4_a_a_plain_card_after_an_odd_card_is_still_put_back(odd: CardInstance) -> None:
    held = CardInstance(uid=2, name="held", owner=0)
    zone = Zone(name="field", owner=0, cards=[odd, held])

    def copying(obj: Any, cp: Checkpoint) -> Any:
        return copy_value(obj, cp.memo)

    with recorder_for(CardInstance, copying):
        cp = checkpoint(zone)
        held.face_up = True
        held.state["x"] = 1
        cp.restore()
    assert held.face_up is False
    assert held.state == {}


# kills: engine.core.atomic.x__save__mutmut_11
# An action of a game that touches its cards (engine.sve's Table: touches_cards) takes its checkpoint with
# cards=False (a bool, as Checkpoint's ``cards`` is typed): a recorder registered for the game state's class is
# handed that checkpoint and reads it.
def test_sweep4_a_an_action_checkpoint_of_a_touching_game_records_cards_on_demand() -> None:
    from engine.sve import Game
    from engine.sve.deck import build_deck
    from engine.sve.state import GameState

    deck = build_deck("Forest Leader", FOREST_MAIN)
    game = Game.prepare((deck, deck), seed=3)
    modes: list[Any] = []
    kept = _RECORDERS[GameState]

    def noting(obj: Any, cp: Checkpoint) -> Any:
        modes.append(cp.cards)
        return kept(obj, cp)

    with recorder_for(GameState, noting):
        game.decide_turn_order()
    assert modes
    assert all(mode is False for mode in modes)


# kills: engine.core.checkpoint.x__zones__mutmut_45, engine.core.checkpoint.x__zones__mutmut_46,
#        engine.core.checkpoint.x__zones__mutmut_47, engine.core.checkpoint.x__zones__mutmut_53,
#        engine.core.checkpoint.x__zones__mutmut_57
# Zones and their plain cards are recorded in bulk (module docstring of engine.core.checkpoint; _zones inlines the
# card recorder): a zone holding only plain cards never hands them to a recorder registered for CardInstance, and a
# restore still puts each held card back.
def test_sweep4_a_plain_cards_of_a_zone_are_recorded_in_bulk() -> None:
    asked: list[Any] = []

    def noting(obj: Any, cp: Checkpoint) -> Any:
        asked.append(obj)
        return record_fields(obj, cp)

    held = CardInstance(uid=1, name="held", owner=0, state={"engaged": False})
    zone = Zone(name="field", owner=0, cards=[held])
    with recorder_for(CardInstance, noting):
        cp = checkpoint(zone)
        held.state["engaged"] = True
        cp.restore()
    assert asked == []
    assert held.state == {"engaged": False}


# kills: engine.core.checkpoint.x__zones__mutmut_77
# A plain card's own empty counters dict is recorded with the card (the inlined common case), not handed to a
# recorder registered for dict; a restore still empties it again.
def test_sweep4_a_a_cards_own_empty_counters_dict_is_recorded_with_the_card() -> None:
    asked: list[Any] = []

    counters: dict[str, int] = {}
    zone = Zone(
        name="field", owner=0, cards=[CardInstance(uid=1, name="a", owner=0, state={"counters": counters})]
    )
    with recorder_for(dict, noting(asked, dict)):
        cp = checkpoint(zone)
        counters["x"] = 1
        cp.restore()
    assert asked == []
    assert counters == {}
