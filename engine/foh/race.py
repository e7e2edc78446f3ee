"""Race conditions and deck size.

FAQ (foh-faq-ja): before the match each player's race is set by drawing one distance card, one
racecourse card and one going card at random, or by agreement with the opponent (Q&A 3, 23); the
going is 芝 or ダート (Q&A 21). The deck holds 60 cards for races up to 2500 m and 80 cards for
2600 m and over (Q&A 2).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import SeededRng, UnknownCard
from engine.foh.cards import CardPool

LONG_RACE_METERS = 2600
SHORT_DECK_SIZE = 60
LONG_DECK_SIZE = 80


@dataclass
class RaceConditions:
    """The race: distance card, its meters and aptitude category, racecourse, and the printed going."""

    distance: str
    meters: int
    category: str
    racecourse: str
    going: str


def required_deck_size(meters: int) -> int:
    """60 cards up to 2500 m, 80 cards from 2600 m (Q&A 2)."""
    return LONG_DECK_SIZE if meters >= LONG_RACE_METERS else SHORT_DECK_SIZE


def agreed_conditions(pool: CardPool, distance: str, racecourse: str, going: str) -> RaceConditions:
    """Race conditions the players agreed on (Q&A 3); unknown card names raise ``UnknownCard``."""
    card = pool.distance(distance)
    if racecourse not in pool.racecourses:
        raise UnknownCard(f"no racecourse card {racecourse!r}")
    if going not in pool.goings:
        raise UnknownCard(f"no going card {going!r}")
    return RaceConditions(card.name, card.meters, card.category, racecourse, going)


def drawn_conditions(pool: CardPool, rng: SeededRng) -> RaceConditions:
    """Draw one card of each common kind at random (Q&A 3)."""
    card = pool.distance(rng.choice(sorted(pool.distances)))
    return RaceConditions(
        card.name, card.meters, card.category, rng.choice(pool.racecourses), rng.choice(pool.goings)
    )
