"""Random games with decks built from the first booster set (BP01).

Each game is prepared from two 40-card class decks drawn (seeded) from BP01, then played by
trying candidate actions of the public API in a seeded random order (the shared chooser's
:func:`tests.support.sve_actions.candidates`); the first one the engine accepts is played. Invariants, checked after every attempt:

* a :class:`~engine.core.Refusal` leaves ``game.state`` equal to a deep copy taken before it;
* no card is lost or duplicated: the multiset of non-token card ids across all zones (cards
  beneath evolved followers included) never changes;
* zone limits hold: at most 5 cards on each field and in each EX area (CR 4.4; 4.8);
* no raw Python exception: anything but a ``Refusal`` fails the test;
* same seed, same game: replaying a seed gives the same event log and the same final state.

The budget is small (a handful of games of a bounded number of actions) so ``make test`` stays fast;
``python -m tests.unit.test_bp01_random_games N`` plays more and prints the figures.
"""

from __future__ import annotations

import copy
import pickle
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.core import Refusal
from engine.sve import Game
from engine.sve.cards import CardDef, CardPool, default_pool
from engine.sve.deck import Deck
from engine.sve.state import EX_LIMIT, FIELD_LIMIT
from tests.fuzz.sve_driver import census
from tests.support.sve_actions import KINDS, candidates

GAMES = 3
"""Games played by ``make test``."""
MAX_ACTIONS = 60
"""Accepted actions per game at most (``make test``: a few turns of each game)."""
MAX_TRIES = 6
"""Candidate actions tried per step before the active player simply ends the phase or passes."""


@dataclass
class Figures:
    """What a run did: games, accepted actions, refusals, invariant checks."""

    games: int = 0
    finished: int = 0
    actions: int = 0
    refusals: int = 0
    checks: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    tried: Counter[str] = field(default_factory=Counter)
    reasons: Counter[str] = field(default_factory=Counter)


def pool() -> CardPool:
    """The shipped pool (test cards and every set); the decks below use only its BP01 cards."""
    return default_pool()


def _bp01(card: CardDef) -> bool:
    return (card.number or "").startswith("BP01-")


def random_decks(rng: random.Random) -> tuple[Deck, Deck]:
    """Two legal BP01 class decks: a BP01 leader each, 40 BP01 cards of its class and Neutral (3 copies at
    most), and the evolved faces of the evolving followers in the main deck (10 at most)."""
    cards = pool()
    leaders = sorted(d.name for d in cards.cards.values() if _bp01(d) and d.kind == "leader")
    decks = []
    for _ in (0, 1):
        leader = cards.get(rng.choice(leaders))
        names = sorted(
            d.name
            for d in cards.cards.values()
            if _bp01(d)
            and d.kind in ("follower", "spell", "amulet")
            and not d.token
            and d.craft in ("neutral", leader.craft)
        )
        main: list[str] = []
        while len(main) < 40:
            name = rng.choice(names)
            if main.count(name) < 3:
                main.append(name)
        evolve = [n for n in sorted(set(main)) if n in cards.evolved and _bp01(cards.evolved[n])][:10]
        decks.append(Deck(leader.name, tuple(main), tuple(evolve)))
    return decks[0], decks[1]


def play_game(seed: int, figures: Figures, max_actions: int = MAX_ACTIONS) -> Game:
    """One seeded random game; every invariant is asserted as it goes."""
    rng = random.Random(seed)
    decks = random_decks(rng)
    game = Game.prepare(decks, seed=seed, pool=pool())
    start = census(game)
    assert all(n == 1 for n in start.values())
    figures.games += 1
    for _ in range(max_actions):
        if game.state.result is not None:
            figures.finished += 1
            break
        accepted = False
        for chosen in candidates(game, rng, tries=MAX_TRIES):
            kind, args, kwargs = chosen.kind, chosen.args, chosen.kwargs
            figures.tried[kind] += 1
            before = _keep(game.state)
            try:
                chosen()
            except Refusal as refusal:
                figures.refusals += 1
                figures.reasons[refusal.reason] += 1
                assert game.state == _copy_of(before), (
                    f"seed {seed}: refused {kind}{args} {kwargs} changed the state"
                )
                assert isinstance(refusal.reason, str) and refusal.reason
                figures.checks += 2
            else:
                accepted = True
                figures.actions += 1
                figures.kinds[kind] += 1
            assert census(game) == start, f"seed {seed}: {kind}{args} {kwargs} lost or duplicated a card"
            for q in game.state.players:
                assert len(q.field) <= FIELD_LIMIT and len(q.ex) <= EX_LIMIT, (
                    f"seed {seed}: {kind} broke a zone limit"
                )
            figures.checks += 2
            if accepted:
                break
        assert accepted, f"seed {seed}: no action was accepted in {game!r}"
    return game


def _keep(state: Any) -> Any:
    """The state before an attempt, kept as one pickle (several times cheaper than ``copy.deepcopy``, and most
    attempts succeed: the copy is only made back for a refusal); a deep copy if it cannot be pickled."""
    try:
        return pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return copy.deepcopy(state)


def _copy_of(kept: Any) -> Any:
    """An independent copy of the state kept by :func:`_keep`, compared with ``==`` as a deep copy would be."""
    return pickle.loads(kept) if isinstance(kept, bytes) else kept


_PLAYED: dict[int, Figures] = {}


def _figures(seed: int) -> Figures:
    """The figures of the ``make test`` game of ``seed`` (played once per test run)."""
    if seed not in _PLAYED:
        _PLAYED[seed] = Figures()
        play_game(seed, _PLAYED[seed])
    return _PLAYED[seed]


@pytest.mark.parametrize("seed", range(GAMES))
def test_random_bp01_games_keep_the_invariants(seed: int) -> None:
    """Seeded random games: refusals change nothing, cards are conserved, no raw exception."""
    figures = _figures(seed)
    assert figures.kinds["play"] > 0 and figures.refusals > 0, f"seed {seed} played nothing: {figures}"


def test_random_bp01_games_try_every_public_action() -> None:
    """The same games try every public action of ``Game`` at least once (the answers to a waiting
    resolution, the order of pending abilities and of damage changes included)."""
    tried: Counter[str] = Counter()
    for seed in range(GAMES):
        tried += _figures(seed).tried
    assert not [kind for kind in KINDS if not tried[kind]], f"never tried: {sorted(tried.items())}"


def test_same_seed_same_game() -> None:
    """Replaying a seed gives the same event log and the same final state."""
    first = play_game(7, Figures())
    second = play_game(7, Figures())
    assert [(e.kind, e.player, e.data) for e in first.state.log.events] == [
        (e.kind, e.player, e.data) for e in second.state.log.events
    ]
    assert first.state == second.state


def main(argv: list[str]) -> None:
    """Play ``argv[0]`` games (default 20) of at most ``argv[1]`` actions (default 400); print the figures."""
    n = int(argv[0]) if argv else 20
    limit = int(argv[1]) if len(argv) > 1 else 400
    figures = Figures()
    for seed in range(n):
        play_game(seed, figures, limit)
    print(
        f"games {figures.games} (finished {figures.finished}), accepted actions {figures.actions}, "
        f"refusals {figures.refusals}, invariant checks {figures.checks}"
    )
    print("actions:", dict(figures.kinds))
    print("tried:", dict(figures.tried))
    print("refusal reasons:", dict(figures.reasons.most_common(12)))


if __name__ == "__main__":
    main(sys.argv[1:])
