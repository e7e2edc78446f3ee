"""A small fuzz budget inside ``make test`` (``make fuzz`` runs 10**6 actions): every invariant of
:mod:`tests.fuzz.harness` holds for random legal and malformed actions on all three engines.

No finding is excused: a malformed argument any engine accepts, or answers with anything but a typed
refusal, fails here as a legal-argument finding does.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.core import CardInstance, Refusal, Zone, atomic, changing
from engine.core.atomic import touch
from tests.fuzz.foh_driver import FohDriver
from tests.fuzz.harness import Action, Driver, run, trace
from tests.fuzz.sve_driver import SveDriver
from tests.fuzz.umafan_driver import UmaFanDriver

DRIVERS = [SveDriver(), FohDriver(), UmaFanDriver()]
BUDGET = {"sve": 400, "foh": 600, "umafan": 600}


@pytest.mark.parametrize("driver", DRIVERS, ids=lambda d: d.name)
def test_random_actions_break_no_invariant(driver: Driver) -> None:
    report = run(driver, seed=7, actions=BUDGET[driver.name])
    assert not report.findings, "\n".join(str(f) for f in report.findings)
    assert report.refusals and report.actions - report.refusals > 20, "the driver plays legal actions too"


@pytest.mark.parametrize("driver", DRIVERS, ids=lambda d: d.name)
def test_same_seed_same_game(driver: Driver) -> None:
    first, second = trace(driver, 3, 150), trace(driver, 3, 150)
    assert first == second
    assert trace(driver, 4, 150) != first, "a different seed plays a different game"


def test_sve_snapshot_is_a_full_copy() -> None:
    """The SVE player copier (registered for the snapshot) copies every zone, card and card state: the copy
    equals the state, shares no mutable object with it, and a card referenced twice stays one card."""
    import copy

    from engine.core import snapshot
    from tests.fuzz.speed import _mid_game

    for seed in range(4):
        state = _mid_game(SveDriver(), seed).state
        first = state.players[0].hand.cards + state.players[0].deck.cards
        state.players[1].deck.cards.append(first[0])  # the same card twice, only for this check
        copied = snapshot(state)
        assert copied == state == copy.deepcopy(state)
        again = copied.players[0].hand.cards + copied.players[0].deck.cards
        assert again[0] is copied.players[1].deck.cards[-1]
        for mine, theirs in zip(copied.players, state.players, strict=True):
            assert mine is not theirs and mine.leader is not theirs.leader and mine.ep is not theirs.ep
            for name in ("deck", "evolve_deck", "hand", "field", "ex", "cemetery", "race"):
                assert mine.zone(name) is not theirs.zone(name)
                assert mine.zone(name).cards is not theirs.zone(name).cards
                for a, b in zip(mine.zone(name), theirs.zone(name), strict=True):
                    assert a is not b and a.state is not b.state
                    assert a.state.get("counters") is None or a.state["counters"] is not b.state["counters"]


# ---------------------------------------------------------------------- the harness can fail
@dataclass
class ToyState:
    cards: list[int] = field(default_factory=lambda: [1, 2, 3])
    moved: list[int] = field(default_factory=list)


class ToyGame:
    """A game with deliberate bugs, to show each invariant check catches its kind of bug."""

    def __init__(self, bug: str) -> None:
        self.state = ToyState()
        self.bug = bug
        self._in_action = False

    @atomic(lazy=True)
    def move(self, card: Any) -> None:
        if self.bug == "leaky-refusal" and card not in self.state.cards:  # a change before changing()
            self.state.cards.reverse()
        if card not in self.state.cards:
            raise Refusal("no such card", reason="no-card")
        if self.bug != "no-checkpoint":  # forgot changing(): nothing to roll a later refusal back to
            changing(self)
        self.state.cards.remove(card)
        self.state.moved.append(card)
        if self.bug == "lose-card":
            self.state.moved.pop()

    @atomic
    def crash(self, card: Any) -> None:
        raise TypeError("a raw bug")

    @atomic
    def accept_anything(self, card: Any) -> None:
        """Accepts a malformed argument without refusing it."""


@dataclass
class CardToyState:
    field: Zone


class CardToyGame:
    """A game whose checkpoints record cards on demand: it must touch a card before changing it."""

    touches_cards = True

    def __init__(self, bug: str) -> None:
        self.state = CardToyState(Zone("field", 0, cards=[CardInstance(1, "a", 0), CardInstance(2, "b", 0)]))
        self.bug = bug
        self._in_action = False

    @atomic
    def move(self, card: Any) -> None:
        """Engage a card (the toy ignores which one it was asked for)."""
        target = self.state.field.cards[0]
        if self.bug != "untouched-card":
            touch(self, target)
        target.state["engaged"] = not target.state.get("engaged", False)


class ToyDriver:
    name = "toy"
    changes_cards: frozenset[str] = frozenset()

    def __init__(self, bug: str, action: str = "move") -> None:
        self.bug, self.action = bug, action

    def new_game(self, rng: Any) -> ToyGame | CardToyGame:
        return CardToyGame(self.bug) if self.bug == "untouched-card" else ToyGame(self.bug)

    def next_action(self, game: ToyGame, rng: Any) -> Action:
        if self.action == "accept_anything":
            return "accept_anything~", game.accept_anything, (None,), {}
        return self.action, getattr(game, self.action), (rng.choice([1, 2, 3, 9]),), {}

    def census(self, game: Any) -> Counter[int]:
        if isinstance(game, CardToyGame):
            return Counter(c.uid for c in game.state.field)
        return Counter(game.state.cards + game.state.moved)

    def limits(self, game: Any) -> list[str]:
        return []

    def finished(self, game: Any) -> bool:
        return isinstance(game, ToyGame) and not game.state.cards

    def known(self, label: str, error: BaseException | None) -> str | None:
        return None


@pytest.mark.parametrize(
    ("bug", "action", "kind"),
    [
        ("leaky-refusal", "move", "refused but changed the state"),
        ("lose-card", "move", "card conservation"),
        ("none", "crash", "engine error that is not a refusal"),
        ("none", "accept_anything", "malformed argument accepted"),
        ("no-checkpoint", "move", "changed the state without a checkpoint"),
        ("untouched-card", "move", "a rollback of the success is not the state before it"),
    ],
)
def test_the_harness_catches_each_kind_of_bug(bug: str, action: str, kind: str) -> None:
    report = run(ToyDriver(bug, action), seed=1, actions=50)
    assert report.findings and report.findings[0].kind == kind


@pytest.mark.parametrize("game", [ToyGame("none"), CardToyGame("none")], ids=["list", "cards"])
def test_the_harness_finds_nothing_in_a_correct_toy(game: Any) -> None:
    driver = ToyDriver("none")
    driver.new_game = lambda rng: type(game)("none")  # type: ignore[method-assign]
    assert not run(driver, seed=1, actions=50).findings


# ---------------------------------------------------------------------- snapshots of real engine states
def _mutable_ids(obj: Any, seen: dict[int, Any]) -> None:
    """Ids of every mutable object reachable from ``obj`` (events and generators excepted: shared by design)."""
    from engine.core import Event, SeededRng

    if isinstance(obj, (int, float, str, bytes, type(None), Event)) or id(obj) in seen:
        return
    if isinstance(obj, SeededRng):
        return
    if not isinstance(obj, (tuple, frozenset)):
        seen[id(obj)] = obj
    values: Any = obj.values() if isinstance(obj, dict) else obj
    if isinstance(obj, (dict, list, tuple, set, frozenset)):
        for v in values:
            _mutable_ids(v, seen)
    elif hasattr(obj, "__dict__"):
        for v in vars(obj).values():
            _mutable_ids(v, seen)


@pytest.mark.parametrize("driver", DRIVERS, ids=lambda d: d.name)
def test_snapshot_of_a_played_game_equals_a_deep_copy_and_shares_nothing_mutable(driver: Driver) -> None:
    import copy
    import random

    from engine.core import snapshot

    rng = random.Random(9)
    game = driver.new_game(rng)
    for _ in range(80):
        _, method, args, kwargs = driver.next_action(game, rng)
        try:
            method(*args, **kwargs)
        except Exception:  # noqa: BLE001, S112 - only moving the game along
            continue
    copied = snapshot(game.state)
    assert copied == game.state == copy.deepcopy(game.state)
    ours: dict[int, Any] = {}
    theirs: dict[int, Any] = {}
    _mutable_ids(game.state, ours)
    _mutable_ids(copied, theirs)
    assert not set(ours) & set(theirs)
