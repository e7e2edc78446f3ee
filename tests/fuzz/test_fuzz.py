"""A small fuzz budget inside ``make test`` (``make fuzz`` runs 10**6 actions): every invariant of
:mod:`tests.fuzz.harness` holds for random legal and malformed actions on all three engines.

SVE argument validation belongs to another branch: malformed SVE input that is not yet refused is
counted as *known* (listed by ``make fuzz``) and only legal-argument findings fail here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.core import Refusal, atomic
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

    def move(self, card: Any) -> None:  # deliberately not @atomic: a refusal after a change leaks
        if self.bug == "leaky-refusal":
            self.state.cards.reverse()
        if card not in self.state.cards:
            raise Refusal("no such card", reason="no-card")
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


class ToyDriver:
    name = "toy"
    changes_cards: frozenset[str] = frozenset()

    def __init__(self, bug: str, action: str = "move") -> None:
        self.bug, self.action = bug, action

    def new_game(self, rng: Any) -> ToyGame:
        return ToyGame(self.bug)

    def next_action(self, game: ToyGame, rng: Any) -> Action:
        if self.action == "accept_anything":
            return "accept_anything~", game.accept_anything, (None,), {}
        return self.action, getattr(game, self.action), (rng.choice([1, 2, 3, 9]),), {}

    def census(self, game: ToyGame) -> Counter[int]:
        return Counter(game.state.cards + game.state.moved)

    def limits(self, game: ToyGame) -> list[str]:
        return []

    def finished(self, game: ToyGame) -> bool:
        return not game.state.cards

    def known(self, label: str, error: BaseException | None) -> str | None:
        return None


@pytest.mark.parametrize(
    ("bug", "action", "kind"),
    [
        ("leaky-refusal", "move", "refused but changed the state"),
        ("lose-card", "move", "card conservation"),
        ("none", "crash", "engine error that is not a refusal"),
        ("none", "accept_anything", "malformed argument accepted"),
    ],
)
def test_the_harness_catches_each_kind_of_bug(bug: str, action: str, kind: str) -> None:
    report = run(ToyDriver(bug, action), seed=1, actions=50)
    assert report.findings and report.findings[0].kind == kind
