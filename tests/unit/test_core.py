"""Unit tests of the shared core: zones, atomic rollback, the seeded generator, ids, events, refusals."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

import pytest

from engine.core import (
    CardInstance,
    EngineError,
    EventLog,
    IdAllocator,
    Refusal,
    SeededRng,
    UnknownCard,
    Zone,
    ZoneFull,
    atomic,
)


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
    with pytest.raises(UnknownCard):
        zone.remove(7)


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


def test_atomic_does_not_hide_bugs() -> None:
    toy = Toy()
    with pytest.raises(ValueError):
        toy.bump_then_crash()
    toy.bump()
    assert toy.state.value >= 1


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
