"""Checkpoints: what a game state holds at one moment, put back *in place* if an action fails.

:func:`checkpoint` walks a state like :func:`engine.core.snapshot.snapshot` does, but instead of
building a second state it keeps, for every mutable object it meets, a shallow copy of that object's
contents: a list's items, a dict's items, an instance's ``__dict__``. :meth:`Checkpoint.restore` puts
those contents back into the *same* objects, so after a rollback the state equals what it was and every
object in it is the object it was (a card or a zone a caller holds stays the live one). Objects the
failed action created are no longer reachable; objects it detached are attached again.

No object is created per card, and zones and cards, most of a game, are recorded in bulk: the copies of
all the cards of a player's zones are made by one ``map`` over them, so a checkpoint costs a few
C-level passes instead of a Python function call per card. That is why ``@atomic`` takes a checkpoint
rather than a snapshot.

What is recorded in place, and what is copied instead (the copy is put back on restore, like a snapshot):

* atoms (``int``, ``str``, ``None``, enum members ...; :data:`engine.core.snapshot.ATOMS`) need nothing;
* ``list``, ``dict`` and ``set`` (exactly these types), :class:`~engine.core.zones.Zone`,
  :class:`~engine.core.cards.CardInstance` and dataclass instances that keep their fields in
  ``__dict__`` are recorded in place, and so are their contents, recursively; a frozen dataclass that
  holds only atoms cannot change and is left alone; tuples and frozensets are walked;
* a class that defines ``__deepcopy__`` (the seeded generator: copy-on-write; the event log: events are
  never changed once recorded) and anything else (slotted classes, dict subclasses ...) is *copied*
  with :func:`engine.core.snapshot.copy_value`, and that copy is put back on restore.

An object reached twice is recorded twice at worst (same contents, taken at the same moment), which
restores the same. A checkpoint is restored at most once, and must be taken before the first change it
may have to undo.

The event log (:class:`~engine.core.events.EventLog`) only ever grows: its length is recorded, and a
restore cuts it back to that length.

Cards on demand (``checkpoint(state, cards=False)``): most of a state is cards, and an action changes
only a few of them. In this mode the zones are recorded (which cards each holds, in which order) but the
cards in them (whatever a zone holds) are not; instead the engine calls :meth:`Checkpoint.touch` on a card
right before it first changes that card (its fields, its ``state`` dict or anything in it) during the
action, and the card is recorded then, with everything mutable it holds. A card touched again is not
recorded again. An engine that takes checkpoints this way must touch every card it changes; one that does
not (the default, ``cards=True``) records every card up front, and :meth:`Checkpoint.touch` does nothing.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable
from typing import Any

from engine.core.cards import CardInstance
from engine.core.events import EventLog
from engine.core.snapshot import ATOMS, copy_value, is_plain_dataclass
from engine.core.zones import Zone

#: ``recorder(obj, checkpoint)`` records ``obj`` and returns what its container must hold on restore:
#: ``obj`` itself (recorded in place, or unchangeable) or a copy of it.
Recorder = Callable[[Any, "Checkpoint"], Any]

_RECORDERS: dict[type, Recorder] = {}
# What an empty list or dict is put back from: shared by every record, only ever read.
_NOTHING: list[Any] = []
_NO_ITEMS: dict[Any, Any] = {}
_set_dict: Callable[[object, str, Any], None] = object.__setattr__


class Checkpoint:
    """The recorded contents of every mutable object of one state; :meth:`restore` puts them back."""

    __slots__ = (
        "root",
        "objects",
        "fields",
        "lists",
        "list_items",
        "dicts",
        "dict_items",
        "sets",
        "seen",
        "memo",
        "logs",
        "cards",
    )

    def __init__(self, root: Any, cards: bool = True) -> None:
        self.root = root
        #: whether the cards of the zones are recorded up front (else: on :meth:`touch`)
        self.cards = cards
        # parallel lists: objects[i] gets fields[i] as its __dict__ again, and so on
        self.objects: list[Any] = []
        self.fields: list[dict[str, Any]] = []
        self.lists: list[list[Any]] = []
        self.list_items: list[list[Any]] = []
        self.dicts: list[dict[Any, Any]] = []
        self.dict_items: list[dict[Any, Any]] = []
        self.sets: list[tuple[set[Any], set[Any]]] = []
        self.seen: set[int] = set()
        self.memo: dict[int, Any] = {}
        self.logs: list[tuple[list[Any], int]] = []

    def touch(self, obj: Any) -> None:
        """``obj`` (a card) is about to change: record it now, unless it is recorded already or every card
        was recorded up front."""
        if not self.cards and id(obj) not in self.seen:
            cls = type(obj)
            if cls not in ATOMS:
                (_RECORDERS.get(cls) or _choose(cls))(obj, self)

    def restore(self) -> Any:
        """Put every recorded object back as it was; return the state."""
        for obj, fields in zip(self.objects, self.fields, strict=True):
            _set_dict(obj, "__dict__", fields)
        for items, saved_items in zip(self.lists, self.list_items, strict=True):
            items[:] = saved_items
        for mapping, saved_mapping in zip(self.dicts, self.dict_items, strict=True):
            mapping.clear()
            mapping.update(saved_mapping)
        for members, saved_members in self.sets:
            members.clear()
            members.update(saved_members)
        for events, length in self.logs:
            del events[length:]
        root = self.root
        self.__init__(root, self.cards)  # type: ignore[misc]  # used up: a second restore does nothing
        return root


def checkpoint(state: Any, *, cards: bool = True) -> Checkpoint:
    """Record ``state`` and everything mutable in it (see the module docstring); with ``cards=False``, the
    cards in its zones only when they are touched (:meth:`Checkpoint.touch`)."""
    cp = Checkpoint(state, cards)
    cls = type(state)
    if cls not in ATOMS:
        cp.root = (_RECORDERS.get(cls) or _choose(cls))(state, cp)
    return cp


def register_recorder(cls: type, recorder: Recorder) -> None:
    """Record instances of exactly ``cls`` with ``recorder`` (see :data:`Recorder`)."""
    _RECORDERS[cls] = recorder


def record_value(obj: Any, cp: Checkpoint) -> Any:
    """Record ``obj`` inside a running checkpoint (for registered recorders); return what its container must
    hold on restore (``obj`` itself, or a copy of it)."""
    cls = type(obj)
    if cls in ATOMS:
        return obj
    return (_RECORDERS.get(cls) or _choose(cls))(obj, cp)


def save_fields(obj: Any, cp: Checkpoint) -> dict[str, Any] | None:
    """Put a copy of ``obj``'s fields into ``cp`` (to be set back on a rollback) and return that copy, whose
    mutable values the caller records; None when ``cp`` has already seen ``obj``."""
    key = id(obj)
    seen = cp.seen
    if key in seen:
        return None
    seen.add(key)
    saved: dict[str, Any] = obj.__dict__.copy()
    cp.objects.append(obj)
    cp.fields.append(saved)
    return saved


def record_fields(obj: Any, cp: Checkpoint) -> Any:
    """Record a dataclass instance field by field, the generic way (a registered recorder's fallback)."""
    return _dataclass_recorder(type(obj))(obj, cp)


# ------------------------------------------------------------------------------------------ generic
def _share(obj: Any, cp: Checkpoint) -> Any:
    return obj


def _replace(obj: Any, cp: Checkpoint) -> Any:
    return copy_value(obj, cp.memo)


def _values(saved: dict[Any, Any], cp: Checkpoint) -> None:
    """Record the mutable values of a copied dict (replacing those that must be copied)."""
    atoms = ATOMS
    recorders = _RECORDERS
    zones: list[Zone] | None = None
    for k, v in saved.items():
        c = type(v)
        if c in atoms:
            continue
        if c is list and not v:  # an empty list (no pending ability, no lasting effect ...): inlined
            cp.lists.append(v)
            cp.list_items.append(_NOTHING)
        elif c is Zone:  # a player's zones: recorded together
            if zones is None:
                zones = [v]
            else:
                zones.append(v)
        else:
            saved[k] = (recorders.get(c) or _choose(c))(v, cp)
    if zones is not None:
        _zones(zones, cp)


def _list(obj: list[Any], cp: Checkpoint) -> list[Any]:
    key = id(obj)
    seen = cp.seen
    if key in seen:
        return obj
    seen.add(key)
    atoms = ATOMS
    recorders = _RECORDERS
    saved = [x if (c := type(x)) in atoms else (recorders.get(c) or _choose(c))(x, cp) for x in obj]
    cp.lists.append(obj)  # after the items: the two lists stay parallel
    cp.list_items.append(saved)
    return obj


def _dict(obj: dict[Any, Any], cp: Checkpoint) -> dict[Any, Any]:
    key = id(obj)
    seen = cp.seen
    if key in seen:
        return obj
    seen.add(key)
    saved = obj.copy()
    cp.dicts.append(obj)
    cp.dict_items.append(saved)
    _values(saved, cp)
    return obj


def _set(obj: set[Any], cp: Checkpoint) -> set[Any]:
    if all(type(x) in ATOMS for x in obj):
        cp.sets.append((obj, set(obj)))
        return obj
    return _replace(obj, cp)  # type: ignore[no-any-return]


def _tuple(obj: tuple[Any, ...], cp: Checkpoint) -> tuple[Any, ...]:
    atoms = ATOMS
    for x in obj:
        if type(x) not in atoms:
            break
    else:
        return obj  # only atoms (a once-per-turn record, a list of ids): it cannot change
    recorders = _RECORDERS
    items = [x if (c := type(x)) in atoms else (recorders.get(c) or _choose(c))(x, cp) for x in obj]
    for old, new in zip(obj, items, strict=True):
        if old is not new:
            return tuple(items)
    return obj


def _frozenset(obj: frozenset[Any], cp: Checkpoint) -> frozenset[Any]:
    if all(type(x) in ATOMS for x in obj):
        return obj
    return _replace(obj, cp)  # type: ignore[no-any-return]


def _dataclass_recorder(cls: type) -> Recorder:
    frozen = cls.__dataclass_params__.frozen  # type: ignore[attr-defined]

    def record(obj: Any, cp: Checkpoint) -> Any:
        key = id(obj)
        seen = cp.seen
        if key in seen:
            return obj
        if frozen and set(map(type, obj.__dict__.values())) <= ATOMS:
            return obj  # it cannot change
        seen.add(key)
        saved = obj.__dict__.copy()
        cp.objects.append(obj)
        cp.fields.append(saved)
        _values(saved, cp)
        return obj

    return record


# ------------------------------------------------------------------------------------------ zones, cards
def _zones(zones: list[Zone], cp: Checkpoint) -> None:
    """Zones and their cards, in one loop: this is most of a checkpoint, so the zone and card recorders are
    inlined. Like the snapshot's card copier it takes a card's fields other than ``state`` to be atoms (their
    declared types). Cards are not marked seen: a card reached again is recorded again."""
    seen = cp.seen
    objects = cp.objects
    saved_fields = cp.fields
    lists = cp.lists
    list_items = cp.list_items
    dicts = cp.dicts
    dict_items = cp.dict_items
    atoms = ATOMS
    recorders = _RECORDERS
    for zone in zones:
        key = id(zone)
        if key in seen:
            continue
        seen.add(key)
        fields = zone.__dict__
        saved = fields.copy()
        objects.append(zone)
        saved_fields.append(saved)
        cards = fields.get("cards")
        if len(fields) != _ZONE_FIELD_COUNT or type(cards) is not list or id(cards) in seen:
            _values(saved, cp)
            continue
        seen.add(id(cards))
        if not cards:
            lists.append(cards)
            list_items.append(_NOTHING)
            continue
        if not cp.cards:  # cards on demand: which cards, in which order; the cards themselves when touched
            lists.append(cards)
            list_items.append(cards[:])
            continue
        regular = True
        for card in cards:
            if type(card) is not CardInstance:
                regular = False
                continue
            card_fields = card.__dict__
            state = card_fields["state"]
            if type(state) is not dict or len(card_fields) != _CARD_FIELD_COUNT:
                regular = False
                continue
            objects.append(card)
            saved_fields.append(card_fields.copy())
            dicts.append(state)
            if state:
                copied = state.copy()
                dict_items.append(copied)
                for k, v in state.items():
                    c = type(v)
                    if c in atoms:
                        continue
                    if c is dict and not v and id(v) not in seen:  # no counters: the common case, inlined
                        seen.add(id(v))
                        dicts.append(v)
                        dict_items.append(_NO_ITEMS)
                    else:
                        copied[k] = (recorders.get(c) or _choose(c))(v, cp)
            else:
                dict_items.append(_NO_ITEMS)
        if regular:
            lists.append(cards)
            list_items.append(cards[:])
        else:  # the plain cards are recorded; the others go the generic way (a card twice: harmless)
            items = [x if (c := type(x)) in atoms else (recorders.get(c) or _choose(c))(x, cp) for x in cards]
            lists.append(cards)  # after the items, which may record lists of their own: kept parallel
            list_items.append(items)


def _zone(zone: Zone, cp: Checkpoint) -> Zone:
    _zones([zone], cp)
    return zone


def _card(card: CardInstance, cp: Checkpoint) -> CardInstance:
    saved = save_fields(card, cp)
    if saved is not None:
        _values(saved, cp)
    return card


def _log(log: EventLog, cp: Checkpoint) -> EventLog:
    """The event log only grows (events are never changed or removed once recorded): its length is enough."""
    key = id(log)
    seen = cp.seen
    if key in seen:
        return log
    seen.add(key)
    fields = log.__dict__
    events = fields.get("events")
    if len(fields) != 1 or type(events) is not list or id(events) in seen:
        return _replace(log, cp)  # type: ignore[no-any-return]  # not the plain log: copied
    seen.add(id(events))
    cp.objects.append(log)
    cp.fields.append(fields.copy())
    cp.logs.append((events, len(events)))
    return log


_CARD_FIELD_COUNT = len(dataclasses.fields(CardInstance))
_ZONE_FIELD_COUNT = len(dataclasses.fields(Zone))


def _choose(cls: type) -> Recorder:
    """Pick (once) how to record instances of ``cls``."""
    recorder: Recorder
    if cls in ATOMS or issubclass(cls, enum.Enum):
        recorder = _share
    elif getattr(cls, "__deepcopy__", None) is not None:
        recorder = _replace
    elif is_plain_dataclass(cls):
        recorder = _dataclass_recorder(cls)
    else:
        recorder = _replace
    _RECORDERS[cls] = recorder
    return recorder


_RECORDERS.update(
    {
        list: _list,
        dict: _dict,
        set: _set,
        tuple: _tuple,
        frozenset: _frozenset,
        CardInstance: _card,
        Zone: _zone,
        EventLog: _log,
    }
)
for _atom in ATOMS:
    _RECORDERS[_atom] = _share
