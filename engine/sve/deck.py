"""Deck construction (CR 6.1).

* The main deck holds 40 to 50 cards; no card type is required (0 spells is fine).
* At most 3 cards of one name; a card on the format's restricted-to-1 list at most 1.
* The evolve deck holds 0 to 10 evolved followers (and Carrots for Umamusume); the
  numbers need not match the main deck's.
* A class deck uses the leader's class and Neutral cards (Neutral alone is fine) and
  ignores universes (titles); a universe deck uses only cards of the leader's
  universe and ignores classes. A leader with both a
  class and a universe declares which one the deck is based on at the reveal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from engine.sve.cards import CardDef, CardPool, default_pool
from engine.sve.errors import DeckIllegal

MAIN_MIN = 40
MAIN_MAX = 50
EVOLVE_MAX = 10
COPIES_MAX = 3


@dataclass(frozen=True)
class Format:
    """A tournament format: its restricted-to-1 list (CR 6.1; restrictions apply to sanctioned play)."""

    name: str = "standard"
    restricted_to_one: frozenset[str] = field(default_factory=frozenset)


@dataclass(frozen=True)
class Deck:
    """A deck list: the leader, the main deck and evolve deck card names, and the declared basis."""

    leader: str
    main: tuple[str, ...]
    evolve: tuple[str, ...] = ()
    basis: str | None = None  # "class" or "universe"


STANDARD = Format()
"""The default format: no restricted cards."""


def build_deck(
    leader: str,
    main: Iterable[tuple[str, int]],
    evolve: Iterable[tuple[str, int]] = (),
    basis: str | None = None,
) -> Deck:
    """A deck from ``(name, copies)`` pairs."""
    return Deck(
        leader,
        tuple(n for n, k in main for _ in range(k)),
        tuple(n for n, k in evolve for _ in range(k)),
        basis,
    )


def _refuse(message: str, reason: str) -> DeckIllegal:
    return DeckIllegal(message, reason=reason)


def deck_basis(leader: CardDef, declared: str | None) -> str:
    """The basis the deck is built on: ``class`` or ``universe`` (CR 6.1.1)."""
    if leader.universe is None:
        if declared == "universe":
            raise _refuse(f"{leader.name} has no universe to build a deck on", "basis-unavailable")
        return "class"
    if declared is None:
        raise _refuse(
            f"{leader.name} has both a class and a universe: declare which the deck is based on",
            "basis-undeclared",
        )
    if declared not in ("class", "universe"):
        raise _refuse(f"unknown deck basis {declared!r}", "basis-unavailable")
    return declared


def _fits_basis(card: CardDef, leader: CardDef, basis: str) -> bool:
    """A universe deck looks only at the universe (title), a class deck only at the class (CR 6.1.1)."""
    if basis == "universe":
        return card.universe is not None and card.universe == leader.universe
    return card.craft in ("neutral", leader.craft)


def validate_deck(deck: Deck, fmt: Format = STANDARD, pool: CardPool | None = None) -> None:
    """Raise :class:`DeckIllegal` (with a specific reason) unless ``deck`` is legal in ``fmt``."""
    pool = pool or default_pool()
    leader = pool.get(deck.leader)
    if leader.kind != "leader":
        raise _refuse(f"{leader.name} is not a leader card", "not-a-leader")
    basis = deck_basis(leader, deck.basis)
    if not MAIN_MIN <= len(deck.main) <= MAIN_MAX:
        raise _refuse(f"the main deck has {len(deck.main)} cards; it must hold 40 to 50", "main-deck-size")
    if len(deck.evolve) > EVOLVE_MAX:
        raise _refuse(
            f"the evolve deck has {len(deck.evolve)} cards; it may hold at most 10", "evolve-deck-size"
        )
    _check_copies(deck.main, deck.evolve, fmt)
    for name in set(deck.main):
        card = pool.get(name)
        if card.token or card.kind not in ("follower", "spell", "amulet"):
            raise _refuse(f"{name} cannot be in a main deck", "wrong-deck")
        if not _fits_basis(card, leader, basis):
            raise _refuse(f"{name} does not fit a {basis} deck led by {leader.name}", f"off-{basis}")
    for name in set(deck.evolve):
        card = pool.evolved.get(name) or pool.get(name)
        if card.kind not in ("evolved", "carrot"):
            raise _refuse(f"{name} cannot be in an evolve deck", "wrong-deck")
        if not _fits_basis(card, leader, basis):
            raise _refuse(f"{name} does not fit a {basis} deck led by {leader.name}", f"off-{basis}")


def _check_copies(main: Sequence[str], evolve: Sequence[str], fmt: Format) -> None:
    counts = Counter(main)
    for name, n in counts.items():
        limit = 1 if name in fmt.restricted_to_one else COPIES_MAX
        if n > limit:
            reason = "restricted-card" if limit == 1 else "too-many-copies"
            raise _refuse(f"{n} copies of {name}; at most {limit} allowed in {fmt.name}", reason)
    for name, n in Counter(evolve).items():
        if name == "Carrot":
            continue
        limit = 1 if name in fmt.restricted_to_one else COPIES_MAX
        if n > limit:
            raise _refuse(f"{n} evolved copies of {name}; at most {limit} allowed", "too-many-copies")
