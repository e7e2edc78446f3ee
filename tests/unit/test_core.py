"""Unit tests of the shared core: zones, atomic rollback, the seeded generator, ids, events, refusals."""

from __future__ import annotations

import copy
import random
import sys
from dataclasses import dataclass, field

import pytest

from engine.core import (
    BadArgument,
    CardInstance,
    CardNotInZone,
    EngineError,
    EngineFault,
    EventLog,
    IdAllocator,
    IllegalSetup,
    Refusal,
    SeededRng,
    SetupError,
    UnknownCard,
    Zone,
    ZoneFull,
    atomic,
    changing,
    snapshot,
    validate,
)
from engine.core.checkpoint import checkpoint


def card(uid: int, name: str = "Goblin") -> CardInstance:
    return CardInstance(uid, name, owner=0)


# ---------------------------------------------------------------------- zones
def test_zone_keeps_arrival_order_and_puts_on_top_when_asked() -> None:
    zone = Zone("deck", 0)
    zone.add(card(1, "A"))
    zone.add(card(2, "B"))
    zone.add(card(3, "C"), top=True)
    assert zone.names() == ["C", "A", "B"]
    assert zone.take_top().uid == 3
    assert len(zone) == 2


def test_zone_refuses_to_go_over_capacity_and_is_unchanged() -> None:
    zone = Zone("field", 0, capacity=2)
    zone.add(card(1))
    zone.add(card(2))
    assert zone.is_full() and zone.free == 0
    with pytest.raises(ZoneFull) as refused:
        zone.add(card(3))
    assert refused.value.reason == "zone-full"
    assert [c.uid for c in zone] == [1, 2]


def test_zone_require_room_counts_several_cards_and_uses_the_given_error() -> None:
    class Crowded(ZoneFull):
        reason = "crowded"

    zone = Zone("EX area", 0, capacity=3)
    zone.add(card(1))
    zone.require_room(2)
    with pytest.raises(Crowded):
        zone.require_room(3, error=Crowded)


def test_unlimited_zone_has_no_free_count() -> None:
    zone = Zone("cemetery", 0)
    for uid in range(50):
        zone.add(card(uid))
    assert zone.free is None and not zone.is_full()


def test_zone_get_and_remove_by_id() -> None:
    zone = Zone("hand", 0)
    zone.add(card(7, "Knight"))
    assert 7 in zone and 8 not in zone
    assert zone.get(7).name == "Knight"
    assert zone.remove(7).uid == 7
    assert 7 not in zone
    with pytest.raises(CardNotInZone) as refused:
        zone.remove(7)
    assert refused.value.reason == "not-in-zone" and isinstance(refused.value, Refusal)


def test_taking_the_top_of_an_empty_zone_is_refused() -> None:
    with pytest.raises(CardNotInZone):
        Zone("deck", 0).take_top()


# ---------------------------------------------------------------------- atomic
@dataclass
class CounterState:
    value: int = 0
    items: list[str] = field(default_factory=list)


class Toy:
    """A minimal game object: all mutable data in ``state``."""

    def __init__(self) -> None:
        self.state = CounterState()

    @atomic
    def bump_then_refuse(self) -> None:
        self.state.value += 1
        self.state.items.append("half-done")
        raise Refusal("no", reason="toy-refusal")

    @atomic
    def bump(self) -> None:
        self.state.value += 1

    @atomic
    def nested(self) -> None:
        self.bump()
        self.bump()
        raise Refusal("outer refuses after inner actions")

    @atomic
    def bump_then_crash(self) -> None:
        self.state.value += 1
        raise ValueError("a bug, not a refusal")


def test_atomic_action_that_refuses_leaves_state_exactly_as_before() -> None:
    toy = Toy()
    toy.bump()
    before = copy.deepcopy(toy.state)
    with pytest.raises(Refusal) as refused:
        toy.bump_then_refuse()
    assert refused.value.reason == "toy-refusal"
    assert toy.state == before


def test_atomic_action_that_succeeds_keeps_its_changes() -> None:
    toy = Toy()
    toy.bump()
    assert toy.state.value == 1


def test_nested_atomic_actions_roll_back_as_one() -> None:
    toy = Toy()
    with pytest.raises(Refusal):
        toy.nested()
    assert toy.state == CounterState()
    toy.bump()
    assert toy.state.value == 1, "the action flag is reset after a refusal"


def test_atomic_rolls_back_a_bug_and_reports_it_as_an_engine_fault() -> None:
    """A non-engine exception is rolled back too (no game stuck half-way), then raised as EngineFault."""
    toy = Toy()
    toy.bump()
    before = copy.deepcopy(toy.state)
    with pytest.raises(EngineFault) as fault:
        toy.bump_then_crash()
    assert isinstance(fault.value.__cause__, ValueError), "the original exception is kept as the cause"
    assert fault.value.reason == "engine-fault"
    assert not isinstance(fault.value, Refusal), "a bug must not pass for a rules refusal"
    assert toy.state == before
    toy.bump()
    assert toy.state.value == 2, "the game goes on after the fault"


def test_atomic_rolls_back_on_keyboard_interrupt_and_re_raises_it() -> None:
    class Interrupted(Toy):
        @atomic
        def bump_then_interrupt(self) -> None:
            self.state.value += 1
            raise KeyboardInterrupt

    toy = Interrupted()
    with pytest.raises(KeyboardInterrupt):
        toy.bump_then_interrupt()
    assert toy.state == CounterState()


class LazyToy(Toy):
    """Check, then change: the snapshot is taken only when the state is about to change."""

    snapshots = 0

    @atomic(lazy=True)
    def refuse_before_changing(self) -> None:
        raise Refusal("checked and refused", reason="early")

    @atomic(lazy=True)
    def change_then_refuse(self) -> None:
        changing(self)
        self.state.value += 1
        raise Refusal("refused after a change", reason="late")

    @atomic(lazy=True)
    def eager_inner_then_refuse(self) -> None:
        self.bump()  # an eager atomic method takes the snapshot for the lazy outer one
        raise Refusal("refused after an inner action", reason="late")

    @atomic(lazy=True)
    def change_without_announcing(self) -> None:
        self.state.value += 1  # forgot changing(): the change leaks on a refusal
        raise Refusal("leaky", reason="leak")


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the snapshots @atomic takes."""
    import sys

    module = sys.modules["engine.core.atomic"]
    taken: list[int] = []
    real = module.checkpoint

    def counting(state: object) -> object:
        taken.append(1)
        return real(state)

    monkeypatch.setattr(module, "checkpoint", counting)
    return taken


def test_lazy_atomic_refusal_during_checks_takes_no_snapshot(counted: list[int]) -> None:
    toy = LazyToy()
    with pytest.raises(Refusal):
        toy.refuse_before_changing()
    assert counted == [] and toy.state == CounterState()


def test_lazy_atomic_rolls_back_after_changing(counted: list[int]) -> None:
    toy = LazyToy()
    with pytest.raises(Refusal):
        toy.change_then_refuse()
    assert toy.state == CounterState() and len(counted) == 1
    with pytest.raises(Refusal):
        toy.eager_inner_then_refuse()
    assert toy.state == CounterState()


def test_lazy_atomic_without_changing_leaks_which_is_why_the_fuzz_compares_states() -> None:
    toy = LazyToy()
    with pytest.raises(Refusal):
        toy.change_without_announcing()
    assert toy.state.value == 1


def test_error_hierarchy_is_shared_and_carries_reasons() -> None:
    assert issubclass(BadArgument, Refusal) and issubclass(CardNotInZone, Refusal)
    assert issubclass(SetupError, EngineError) and not issubclass(SetupError, Refusal)
    assert IllegalSetup is SetupError and issubclass(UnknownCard, SetupError)
    assert issubclass(EngineFault, EngineError) and not issubclass(EngineFault, (Refusal, SetupError))
    assert SetupError("x").reason == "illegal-setup" and UnknownCard("x").reason == "unknown-card"
    assert SetupError("x", reason="no-such-player").reason == "no-such-player"
    assert EngineError("x").reason == "engine-error"


def test_refusal_reason_defaults_and_overrides() -> None:
    assert Refusal("x").reason == "refused"
    assert Refusal("x", reason="custom").reason == "custom"
    assert "custom" in repr(Refusal("x", reason="custom"))
    assert issubclass(Refusal, EngineError) and issubclass(ZoneFull, Refusal)


# ---------------------------------------------------------------------- seeded randomness
def test_same_seed_gives_the_same_shuffles_and_choices() -> None:
    a, b = SeededRng(42), SeededRng(42)
    xs, ys = list(range(20)), list(range(20))
    a.shuffle(xs)
    b.shuffle(ys)
    assert xs == ys
    assert [a.randint(1, 6) for _ in range(10)] == [b.randint(1, 6) for _ in range(10)]
    assert a.choice("abcdef") == b.choice("abcdef")


def test_different_seeds_differ() -> None:
    xs, ys = list(range(20)), list(range(20))
    SeededRng(1).shuffle(xs)
    SeededRng(2).shuffle(ys)
    assert xs != ys


def test_rng_equality_follows_its_internal_state() -> None:
    a, b = SeededRng(7), SeededRng(7)
    assert a == b
    a.randint(0, 100)
    assert a != b
    b.randint(0, 100)
    assert a == b


def test_deep_copied_rng_continues_the_same_sequence() -> None:
    rng = SeededRng(3)
    rng.randint(0, 10)
    clone = copy.deepcopy(rng)
    assert clone == rng
    assert [rng.randint(0, 1000) for _ in range(5)] == [clone.randint(0, 1000) for _ in range(5)]


def test_rolled_back_action_also_rolls_back_the_random_draw() -> None:
    @dataclass
    class RngState:
        rng: SeededRng = field(default_factory=lambda: SeededRng(5))

    class Dice:
        def __init__(self) -> None:
            self.state = RngState()

        @atomic
        def roll_then_refuse(self) -> None:
            self.state.rng.randint(1, 6)
            raise Refusal("no")

    dice = Dice()
    before = copy.deepcopy(dice.state)
    with pytest.raises(Refusal):
        dice.roll_then_refuse()
    assert dice.state == before
    assert dice.state.rng.randint(1, 6) == before.rng.randint(1, 6)


# ---------------------------------------------------------------------- ids and events
def test_ids_are_handed_out_in_order() -> None:
    ids = IdAllocator()
    assert [ids.allocate() for _ in range(3)] == [1, 2, 3]


def test_event_log_keeps_order_and_filters_by_kind() -> None:
    log = EventLog()
    log.add("drew", 0)
    log.add("played", 1, card=5)
    log.add("drew", 1)
    assert len(log) == 3
    assert [e.player for e in log.of_kind("drew")] == [0, 1]
    assert log.of_kind("played")[0].data == {"card": 5}


# ---------------------------------------------------------------------- snapshots
@dataclass
class Inner:
    cards: list[CardInstance] = field(default_factory=list)
    tags: set[str] = field(default_factory=set)
    pair: tuple[int, list[int]] = (0, [])


@dataclass(frozen=True)
class Value:
    name: str
    amount: int


@dataclass(frozen=True)
class FrozenHolder:
    items: list[int]


@dataclass
class Outer:
    inner: Inner
    zone: Zone
    by_name: dict[str, list[int]]
    value: Value
    frozen_holder: FrozenHolder
    rng: SeededRng
    log: EventLog
    alias_a: list[int]
    alias_b: list[int]


def _outer() -> Outer:
    shared = [1, 2]
    zone = Zone("field", 0, capacity=5)
    zone.add(CardInstance(1, "Goblin", 0, state={"counters": {"stack": 1}, "under": [card(9)]}))
    log = EventLog()
    log.add("played", 0, card=1)
    return Outer(
        inner=Inner([card(2)], {"a"}, (1, [3])),
        zone=zone,
        by_name={"x": [1]},
        value=Value("v", 1),
        frozen_holder=FrozenHolder([4]),
        rng=SeededRng(3),
        log=log,
        alias_a=shared,
        alias_b=shared,
    )


def _mutables(obj: object, seen: dict[int, object]) -> None:
    """Every mutable object reachable from ``obj`` (by id)."""
    if isinstance(obj, (int, float, str, bytes, type(None))) or id(obj) in seen:
        return
    if not isinstance(obj, (tuple, frozenset, Value)):
        seen[id(obj)] = obj
    if isinstance(obj, dict):
        for v in obj.values():
            _mutables(v, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            _mutables(v, seen)
    elif hasattr(obj, "__dict__"):
        for v in vars(obj).values():
            _mutables(v, seen)


def test_snapshot_equals_the_original_and_shares_no_mutable_object() -> None:
    original = _outer()
    copied = snapshot(original)
    assert copied == original == copy.deepcopy(original)
    ours: dict[int, object] = {}
    theirs: dict[int, object] = {}
    _mutables(original, ours)
    _mutables(copied, theirs)
    shared = set(ours) & set(theirs)
    # the generator is copy-on-write and events are never changed once recorded
    allowed = {id(original.rng._random)} | {id(e) for e in original.log.events}
    allowed |= {id(e.data) for e in original.log.events}
    assert shared <= allowed


def test_snapshot_keeps_objects_that_were_shared_shared() -> None:
    copied = snapshot(_outer())
    assert copied.alias_a is copied.alias_b


def test_snapshot_is_independent_of_later_changes() -> None:
    original = _outer()
    copied = snapshot(original)
    original.zone.cards[0].state["counters"]["stack"] = 5
    original.zone.cards[0].state["under"].append(card(10))
    original.inner.tags.add("b")
    original.inner.pair[1].append(4)
    original.frozen_holder.items.append(5)
    original.by_name["x"].append(2)
    original.log.add("drew", 1)
    assert copied == _outer()


def test_frozen_values_are_shared_and_frozen_holders_of_lists_are_copied() -> None:
    original = _outer()
    copied = snapshot(original)
    assert copied.value is original.value
    assert copied.frozen_holder is not original.frozen_holder


def test_copied_rng_is_copy_on_write() -> None:
    rng = SeededRng(11)
    rng.randint(0, 9)
    copied = snapshot(rng)
    assert copied == rng
    first = [rng.randint(0, 1000) for _ in range(5)]
    assert copied != rng, "drawing from the original does not move the copy"
    assert [copied.randint(0, 1000) for _ in range(5)] == first


def test_unknown_objects_fall_back_to_deepcopy() -> None:
    class Plain:
        def __init__(self) -> None:
            self.items = [1]

    original = Plain()
    copied = snapshot({"p": original})["p"]
    assert copied is not original and copied.items == [1] and copied.items is not original.items


def test_an_object_in_a_frozenset_and_elsewhere_stays_one_object() -> None:
    """A frozenset that holds a mutable object is copied with the snapshot's memo: an object it shares with
    the rest of the state stays one object in the copy (mutation testing)."""

    class Token:
        def __init__(self) -> None:
            self.items = [1]

    shared = Token()
    copied = snapshot({"one": shared, "set": frozenset({shared}), "tuple": (shared,)})
    assert copied["one"] is not shared
    assert copied["set"] == frozenset({copied["one"]})  # identity-hashed: the same object, not a second copy
    assert copied["tuple"][0] is copied["one"]


# ---------------------------------------------------------------------- checkpoints (what @atomic takes)
def _mess_up(state: Outer) -> None:
    """Change every kind of thing a checkpoint records, in place and by replacing it."""
    goblin = state.zone.cards[0]
    goblin.state["counters"]["stack"] = 5
    goblin.state["under"].append(card(10))
    goblin.state["engaged"] = True
    goblin.face_up = True
    state.zone.add(card(11))
    state.zone.capacity = 9
    state.inner.cards[0].state = {"fresh": 1}
    state.inner.cards.append(card(12))
    state.inner.tags.add("b")
    state.inner.pair[1].append(4)
    state.inner.pair = (7, [])
    state.frozen_holder.items.append(5)
    state.by_name["x"].append(2)
    state.by_name["y"] = [3]
    state.alias_a.append(3)
    state.rng.randint(0, 9)
    state.log.add("drew", 1)
    state.value = Value("w", 2)


def test_checkpoint_restores_equal_state_in_the_same_objects() -> None:
    state = _outer()
    goblin, zone, inner_list = state.zone.cards[0], state.zone, state.inner.cards
    saved = checkpoint(state)
    _mess_up(state)
    assert state != _outer()
    assert saved.restore() is state
    assert state == _outer() == snapshot(_outer())
    assert state.zone is zone and state.zone.cards[0] is goblin and state.inner.cards is inner_list
    assert state.alias_a is state.alias_b
    assert state.rng.randint(0, 1000) == _outer().rng.randint(0, 1000)


def test_checkpoint_is_used_up_by_a_restore() -> None:
    state = _outer()
    saved = checkpoint(state)
    saved.restore()
    state.by_name["x"].append(7)
    saved.restore()  # nothing left to put back
    assert state.by_name["x"] == [1, 7]


def test_checkpoint_records_objects_reached_twice_and_cycles() -> None:
    looped = card(1)
    looped.state["self"] = looped
    looped.state["list"] = [looped]
    zone = Zone("field", 0)
    zone.add(looped)
    zone.add(looped)
    holder = {"zone": zone, "again": zone, "card": looped}
    saved = checkpoint(holder)
    looped.state["x"] = 1
    zone.cards.pop()
    holder["again"] = Zone("other", 1)
    saved.restore()
    assert holder["again"] is zone and zone.cards == [looped, looped] and "x" not in looped.state
    assert looped.state["self"] is looped and looped.state["list"] == [looped]


def test_checkpoint_copies_what_it_cannot_record_in_place() -> None:
    class Plain:
        def __init__(self) -> None:
            self.items = [1]

    holder = {"p": Plain(), "rng": SeededRng(5), "odd": _OddZone("odd", 0)}
    holder["odd"].cards.append(card(3))
    saved = checkpoint(holder)
    holder["p"].items.append(2)
    holder["rng"].randint(0, 9)
    holder["odd"].cards.append(card(4))
    holder["odd"].extra = [1]
    saved.restore()
    assert holder["p"].items == [1] and holder["rng"] == SeededRng(5)
    assert [c.uid for c in holder["odd"].cards] == [3] and not hasattr(holder["odd"], "extra")


@dataclass
class _OddZone(Zone):
    """A zone subclass: recorded by the generic dataclass path."""


def test_checkpoint_of_a_zone_with_irregular_cards_falls_back_per_card() -> None:
    zone = Zone("field", 0)
    plain, odd = card(1), card(2)
    odd.note = [1]  # type: ignore[attr-defined]  # an extra field: not a plain card
    zone.add(plain)
    zone.add(odd)
    zone.cards.append(7)  # type: ignore[arg-type]
    saved = checkpoint(zone)
    odd.note.append(2)  # type: ignore[attr-defined]
    plain.state["x"] = 1
    zone.cards.clear()
    saved.restore()
    assert zone.cards == [plain, odd, 7] and odd.note == [1] and plain.state == {}  # type: ignore[attr-defined]


# ---------------------------------------------------------------------- argument checks
def test_validate_player_refuses_wrong_types_and_indexes_with_reasons() -> None:
    assert validate.player(1, BadArgument) == 1
    for bad, reason in ((True, "bad-type"), (None, "bad-type"), ("0", "bad-type"), (0.0, "bad-type"),
                        (-1, "no-such-player"), (2, "no-such-player")):  # fmt: skip
        with pytest.raises(BadArgument) as refused:
            validate.player(bad, BadArgument)
        assert refused.value.reason == reason


def test_validate_numbers_and_id_lists() -> None:
    assert validate.integer(3, BadArgument, "count", high=5) == 3
    with pytest.raises(BadArgument, match="between"):
        validate.integer(10**18, BadArgument, "count")
    with pytest.raises(BadArgument):
        validate.integer(-1, BadArgument, "count")
    assert validate.card_ids((1, 2), BadArgument) == [1, 2]
    for bad in ("12", {1: 1}, {1}, [1, 1], [None], [0], (x for x in [1])):
        with pytest.raises(BadArgument):
            validate.card_ids(bad, BadArgument)
    with pytest.raises(SetupError):
        validate.one_of("moon", ("hand", "farm"), SetupError, "zone")
    with pytest.raises(SetupError):
        validate.names("Goblin", SetupError)


def _random_value(rng: random.Random, depth: int) -> object:
    kind = rng.randrange(7 if depth < 3 else 2)
    if kind == 0:
        return rng.randrange(5)
    if kind == 1:
        return rng.choice(["a", None, True, 2.5])
    if kind == 2:
        return [_random_value(rng, depth + 1) for _ in range(rng.randrange(4))]
    if kind == 3:
        return {f"k{i}": _random_value(rng, depth + 1) for i in range(rng.randrange(4))}
    if kind == 4:
        zone = Zone("z", 0)
        for _ in range(rng.randrange(4)):
            zone.cards.append(_random_card(rng, depth + 1))
        return zone
    if kind == 5:
        return _random_card(rng, depth + 1)
    return (rng.randrange(3), _random_value(rng, depth + 1))


def _random_card(rng: random.Random, depth: int) -> CardInstance:
    state = {f"s{i}": _random_value(rng, depth + 1) for i in range(rng.randrange(3))}
    return CardInstance(rng.randrange(100), "c", 0, state=state)


def _mutate(rng: random.Random, value: object, depth: int = 0) -> None:
    """Change things in place, anywhere in the structure."""
    if isinstance(value, list):
        if value and rng.random() < 0.3:
            value.pop(rng.randrange(len(value)))
        if rng.random() < 0.3:
            value.append(_random_value(rng, 3))
        for item in list(value):
            _mutate(rng, item, depth + 1)
    elif isinstance(value, dict):
        if rng.random() < 0.3:
            value[f"n{rng.randrange(3)}"] = _random_value(rng, 3)
        for item in list(value.values()):
            _mutate(rng, item, depth + 1)
    elif isinstance(value, Zone):
        if rng.random() < 0.3:
            value.cards.append(_random_card(rng, 3))
        _mutate(rng, value.cards, depth + 1)
    elif isinstance(value, CardInstance):
        if rng.random() < 0.2:
            value.state = {"fresh": rng.randrange(3)}
        value.face_up = not value.face_up
        _mutate(rng, value.state, depth + 1)
    elif isinstance(value, tuple):
        _mutate(rng, value[1], depth + 1)


def test_checkpoint_restores_random_structures_after_random_changes() -> None:
    rng = random.Random(7)
    for _ in range(300):
        state = {
            "root": _random_value(rng, 0),
            "zone": _random_value(rng, 3),
            "cards": [_random_card(rng, 1)],
        }
        before = copy.deepcopy(state)
        saved = checkpoint(state)
        _mutate(rng, state)
        saved.restore()
        assert state == before
    module = sys.modules["engine.core.checkpoint"]
    assert module._NOTHING == [] and module._NO_ITEMS == {}, "the shared empty records are only ever read"
