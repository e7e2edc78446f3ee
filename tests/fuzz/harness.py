"""A seeded random driver for any engine, and the invariants it checks after every action.

A :class:`Driver` knows one engine: how to build a game with cards in many zones, how to draw one
random public action (mostly sensible, sometimes malformed: wrong types, bad indices, ``None``, huge
numbers, strings), how to count the cards (card conservation) and which zone limits must hold.
:func:`run` plays the actions and checks, after each one:

* no raw Python exception: an action either succeeds or raises a :class:`~engine.core.Refusal` with a
  non-empty ``reason``; any other exception (an engine fault, a set-up error out of an action, a
  ``TypeError`` ...) is a finding;
* refusal => identical state: the state after a refused action equals a copy taken before it;
* every success can be undone: the checkpoint ``@atomic`` took for a successful action is restored right
  after it, which must give back exactly the state before the action (so a refusal at any later point of
  that action would have too: this is what catches a change an engine made to a card without touching it
  first, see :mod:`engine.core.atomic`), and playing the action again must give the same state as the
  first time; an action that changed the state must have taken a checkpoint;
* card conservation: the multiset of card ids the driver counts never changes (tokens excepted);
* zone limits: the driver's limits hold.

Same seed => same game is checked by :func:`same_seed_same_game`. Everything random comes from one
``random.Random(seed)``, so a finding is reproduced by its engine name, seed and action number.
"""

from __future__ import annotations

import contextlib
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any, Protocol

from engine.core import EngineError, Refusal, snapshot

Action = tuple[str, Callable[..., Any], tuple[Any, ...], dict[str, Any]]

#: Values no action accepts in place of a player index, a card id or a count.
MALFORMED: tuple[Any, ...] = (
    None,
    -1,
    2,
    -(10**18),
    10**18,
    "0",
    "hand",
    1.5,
    float("nan"),
    True,
    [],
    {},
    (0,),
    b"0",
)


class Inputs:
    """The random source of one action: sensible values, or malformed ones it remembers having given.

    An action whose arguments include a malformed value must be refused; its label gets the suffix
    ``~`` (see :meth:`label`) so the harness can tell "malformed input accepted" from a legal action.
    """

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.used = False

    def bad(self, *, optional: bool = False, card: bool = False) -> Any:
        """A value of a wrong type or out of range for a player index, a card id or a count (never
        ``None`` where ``None`` is allowed, never a plausible card id where a card id is wanted). Not for
        list arguments (an empty list can be valid there): use :meth:`bad_ids`."""
        self.used = True
        values = [v for v in MALFORMED if not (optional and v is None) and not (card and v == 2)]
        return self.rng.choice(values)

    def maybe(self, good: Any, rate: float = 0.1, *, optional: bool = False) -> Any:
        """``good`` (a player index or a number) most of the time, a malformed value with probability ``rate``."""
        return self.bad(optional=optional) if self.rng.random() < rate else good

    def bad_ids(self) -> Any:
        """A malformed stand-in for a list of card ids."""
        self.used = True
        return self.rng.choice(BAD_ID_LISTS)

    def label(self, kind: str) -> str:
        """``kind``, marked with ``~`` when a malformed value went into this action."""
        return kind + "~" if self.used else kind


#: Stand-ins for a list of card ids that no action accepts.
BAD_ID_LISTS: tuple[Any, ...] = (
    None,
    "abc",
    5,
    [None],
    ["1"],
    [1.5],
    [-1],
    [True],
    {1: 2},
    [[1]],
    b"12",
    {1},
)


def is_malformed(label: str) -> bool:
    """Whether the action labelled ``label`` had a malformed argument."""
    return label.endswith("~")


class Driver(Protocol):
    """What the harness needs to know about one engine."""

    name: str
    #: Actions that legitimately add or remove cards (deck tuning, dealing decks): after one succeeds,
    #: the card count starts again from the new census.
    changes_cards: frozenset[str]

    def new_game(self, rng: random.Random) -> Any:
        """A game with cards in many zones, ready for actions."""

    def next_action(self, game: Any, rng: random.Random) -> Action:
        """One random public action: (label, bound method, args, kwargs)."""

    def census(self, game: Any) -> Counter[int]:
        """How often each (non-token) card id occurs in the game."""

    def limits(self, game: Any) -> list[str]:
        """Zone limits that are broken now (empty when all hold)."""

    def finished(self, game: Any) -> bool:
        """True when the game is over (the harness then starts a new one)."""

    def known(self, label: str, error: BaseException | None) -> str | None:
        """A short note if ``error`` (``None``: a malformed action was accepted) is a known, reported
        engine weakness; it is then counted, not reported as a finding."""


@dataclass
class Finding:
    """One broken invariant: where and what."""

    engine: str
    seed: int
    step: int
    action: str
    kind: str
    detail: str

    def __str__(self) -> str:
        return f"[{self.engine} seed={self.seed} step={self.step}] {self.kind}: {self.action}: {self.detail}"


@dataclass
class Report:
    """What one run did."""

    engine: str
    actions: int = 0
    refusals: int = 0
    games: int = 0
    seconds: float = 0.0
    findings: list[Finding] = field(default_factory=list)
    known: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)

    @property
    def per_second(self) -> float:
        """Actions per second."""
        return self.actions / self.seconds if self.seconds else 0.0


def _describe(label: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    shown = ", ".join([repr(a)[:40] for a in args] + [f"{k}={v!r}"[:40] for k, v in kwargs.items()])
    return f"{label.rstrip('~')}({shown})"


@contextlib.contextmanager
def checkpoints_taken() -> Iterator[list[Any]]:
    """The checkpoints ``@atomic`` takes while the block runs, in order."""
    module = sys.modules["engine.core.atomic"]
    real = module.checkpoint
    taken: list[Any] = []

    def keep(state: Any, **options: Any) -> Any:
        saved = real(state, **options)
        taken.append(saved)
        return saved

    module.checkpoint = keep
    try:
        yield taken
    finally:
        module.checkpoint = real


def _undo_and_redo(
    game: Any,
    taken: list[Any],
    before: tuple[Any, list[int]],
    method: Callable[..., Any],
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
) -> tuple[str, str] | None:
    """After a successful action: restore its checkpoint (must give ``before`` back, in the same objects),
    then play it again (must give the same state as the first time). ``None`` when both hold."""
    copy, objects = before
    if not taken:
        return None if game.state == copy else ("changed the state without a checkpoint", "")
    after = snapshot(game.state)
    game.state = taken[-1].restore()
    if game.state != copy:
        return ("a rollback of the success is not the state before it", "")
    if _object_ids(game.state) != objects:
        return ("a rollback of the success replaced objects of the state", "")
    taken.clear()
    try:
        method(*args, **kwargs)
    except Exception as error:  # noqa: BLE001 - reported as a finding
        return ("playing the action again after its rollback failed", repr(error))
    if game.state != after:
        return ("playing the action again after its rollback gave another state", "")
    return None


def _object_ids(state: Any) -> list[int]:
    """Ids of the mutable objects a caller may hold: the state, its players, their zones and cards."""
    ids = [id(state)]
    for player in getattr(state, "players", ()):
        ids.append(id(player))
        for value in vars(player).values():
            cards = getattr(value, "cards", None)
            if isinstance(cards, list):
                ids.append(id(value))
                ids.extend(id(card) for card in cards)
    return ids


def run(
    driver: Driver,
    seed: int,
    actions: int,
    *,
    check_state: bool = True,
    check_cards: bool = True,
    max_findings: int = 20,
    game_length: int = 400,
) -> Report:
    """Play ``actions`` random actions (new games as games end), checking the invariants after each.

    ``check_state`` (refusal => identical state, every success can be undone) and ``check_cards``
    (conservation, limits) can be turned off to time the engine alone; exceptions are always checked.
    """
    if not check_state:
        return _run(driver, seed, actions, None, check_cards, max_findings, game_length)
    with checkpoints_taken() as taken:
        return _run(driver, seed, actions, taken, check_cards, max_findings, game_length)


def _run(
    driver: Driver,
    seed: int,
    actions: int,
    taken: list[Any] | None,
    check_cards: bool,
    max_findings: int,
    game_length: int,
) -> Report:
    check_state = taken is not None
    rng = random.Random(seed)
    report = Report(driver.name)
    game = driver.new_game(rng)
    report.games = 1
    start = driver.census(game)
    in_game = 0
    began = time.perf_counter()
    for step in range(actions):
        if driver.finished(game) or in_game >= game_length:
            game = driver.new_game(rng)
            report.games += 1
            start = driver.census(game)
            in_game = 0
        label, method, args, kwargs = driver.next_action(game, rng)
        before = snapshot(game.state) if check_state else None
        in_game += 1
        report.actions += 1
        problem: tuple[str, str] | None = None
        if taken is not None:
            taken.clear()
            objects = _object_ids(game.state)
        try:
            method(*args, **kwargs)
        except Refusal as refusal:
            report.refusals += 1
            report.reasons[refusal.reason] += 1
            if not isinstance(refusal.reason, str) or not refusal.reason:
                problem = ("refusal without a reason", repr(refusal))
            elif check_state and game.state != before:
                problem = ("refused but changed the state", repr(refusal))
        except EngineError as error:
            note = driver.known(label, error)
            if check_state and game.state != before:
                problem = ("engine error that changed the state", repr(error))
            elif note is not None:
                report.known[note] += 1
            else:
                problem = ("engine error that is not a refusal", repr(error))
        except Exception as error:  # noqa: BLE001 - the harness exists to catch exactly these
            note = driver.known(label, error)
            if note is not None:
                report.known[note] += 1
            else:
                problem = ("raw Python exception", f"{type(error).__name__}: {error}")
        else:
            if is_malformed(label):
                note = driver.known(label, None)
                if note is not None:
                    report.known[note] += 1
                else:
                    problem = ("malformed argument accepted", "the action succeeded")
            if problem is None and taken is not None:
                problem = _undo_and_redo(game, taken, (before, objects), method, args, kwargs)
            if label in driver.changes_cards and check_cards:
                start = driver.census(game)
        if problem is None and check_cards:
            now = driver.census(game)
            if now != start:
                problem = (
                    "card conservation",
                    f"{sorted((now - start).items())} / {sorted((start - now).items())}",
                )
            else:
                broken = driver.limits(game)
                if broken:
                    problem = ("zone limit", "; ".join(broken))
        if problem is not None:
            report.findings.append(Finding(driver.name, seed, step, _describe(label, args, kwargs), *problem))
            if len(report.findings) >= max_findings:
                break
            game = driver.new_game(rng)
            report.games += 1
            start = driver.census(game)
            in_game = 0
    report.seconds = time.perf_counter() - began
    return report


def trace(driver: Driver, seed: int, actions: int) -> tuple[list[str], Any]:
    """The outcome of each action of a seeded run and the final state (same seed => same game)."""
    rng = random.Random(seed)
    game = driver.new_game(rng)
    outcomes: list[str] = []
    for _ in range(actions):
        if driver.finished(game):
            game = driver.new_game(rng)
            outcomes.append("new game")
        label, method, args, kwargs = driver.next_action(game, rng)
        try:
            method(*args, **kwargs)
            outcomes.append(f"{label}: ok")
        except Exception as error:  # noqa: BLE001 - recorded, compared between two runs
            outcomes.append(f"{label}: {type(error).__name__} {getattr(error, 'reason', '')}")
    return outcomes, game.state


def same_seed_same_game(driver: Driver, seed: int, actions: int) -> bool:
    """Two runs with the same seed take the same actions with the same outcomes and end in the same state."""
    return trace(driver, seed, actions) == trace(driver, seed, actions)
