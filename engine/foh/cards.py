"""The card pool: card definitions loaded from ``cards.yaml`` into dataclasses.

FAQ (foh-faq-ja): the deck holds horse cards, force cards and support cards (Q&A 5, 24); support
cards are situation, item and jockey cards (Q&A 24); item cards are of area type or horse type
(Q&A 12). A horse carries a cost paid in force (top left, Q&A 6, 18), a run value, a guard value,
running styles (Q&A 19), distance aptitudes (Q&A 20) and going aptitudes (Q&A 21). A force card
usually pays 1, special ones pay 2 (Q&A 18). The common cards (distance, racecourse, going) set the
race and never go into a deck (Q&A 23).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml

from engine.core import UnknownCard
from engine.foh.abilities import KEYWORDS, Ability, Effect, parse_ability, parse_effect

RUNNING_STYLES = ("逃げ", "先行", "差し", "追込")
"""The four running styles, which are also the four distance areas in drawing order (Q&A 19, 34)."""

DISTANCE_CATEGORIES = ("sprint", "mile", "middle", "long")
GOINGS = ("芝", "ダート")

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader where PyYAML was built with it (same result, several times faster)."""


@dataclass(frozen=True)
class DistanceCard:
    """A common distance card: the race length and its aptitude category."""

    name: str
    meters: int
    category: str


@dataclass(frozen=True)
class HorseCard:
    """A horse card's printed data."""

    name: str
    cost: int
    run: int
    guard: int
    styles: tuple[str, ...]
    distance: tuple[str, ...]
    going: tuple[str, ...]
    abilities: tuple[Ability, ...] = ()
    keywords: tuple[str, ...] = ()
    kind: str = "horse"


@dataclass(frozen=True)
class ForceCard:
    """A force card: pays ``value`` towards a horse's cost (1 normally, 2 for special ones)."""

    name: str
    value: int
    kind: str = "force"


@dataclass(frozen=True)
class SupportCard:
    """A support card: ``kind`` is situation, item or jockey; items have ``item_type`` area or horse."""

    name: str
    kind: str
    effects: tuple[Effect, ...]
    item_type: str | None = None


Card = HorseCard | ForceCard | SupportCard


@dataclass(frozen=True)
class CardPool:
    """Every card definition and the common cards, looked up by name."""

    cards: dict[str, Card] = field(default_factory=dict)
    distances: dict[str, DistanceCard] = field(default_factory=dict)
    racecourses: tuple[str, ...] = ()
    goings: tuple[str, ...] = ()

    def get(self, name: str) -> Card:
        """The definition named ``name``."""
        try:
            return self.cards[name]
        except KeyError:
            raise UnknownCard(f"no card named {name!r} in the Force of the Horse pool") from None

    def horse(self, name: str) -> HorseCard:
        """The horse definition named ``name``."""
        card = self.get(name)
        if not isinstance(card, HorseCard):
            raise UnknownCard(f"{name!r} is not a horse card")
        return card

    def distance(self, name: str) -> DistanceCard:
        """The distance card named ``name`` (e.g. ``1600m``)."""
        try:
            return self.distances[name]
        except KeyError:
            raise UnknownCard(f"no distance card {name!r}") from None


def _horse(raw: dict[str, Any]) -> HorseCard:
    keywords = tuple(raw.get("keywords", []))
    for k in keywords:
        if k not in KEYWORDS:
            raise UnknownCard(f"unknown keyword {k!r}")
    return HorseCard(
        name=str(raw["name"]),
        cost=int(raw["cost"]),
        run=int(raw["run"]),
        guard=int(raw["guard"]),
        styles=tuple(raw["styles"]),
        distance=tuple(raw["distance"]),
        going=tuple(raw["going"]),
        abilities=tuple(parse_ability(a) for a in raw.get("abilities", [])),
        keywords=keywords,
    )


def _support(raw: dict[str, Any]) -> SupportCard:
    return SupportCard(
        name=str(raw["name"]),
        kind=str(raw["kind"]),
        effects=tuple(parse_effect(e) for e in raw.get("effects", [])),
        item_type=raw.get("item_type"),
    )


def parse_pool(data: dict[str, Any]) -> CardPool:
    """Build a pool from the parsed YAML document."""
    cards: dict[str, Card] = {}
    for raw in data.get("force", []):
        cards[str(raw["name"])] = ForceCard(str(raw["name"]), int(raw["value"]))
    for raw in data.get("horses", []):
        cards[str(raw["name"])] = _horse(raw)
    for raw in data.get("support", []):
        cards[str(raw["name"])] = _support(raw)
    common = data.get("common", {})
    distances = {
        str(d["name"]): DistanceCard(str(d["name"]), int(d["meters"]), str(d["category"]))
        for d in common.get("distance", [])
    }
    return CardPool(cards, distances, tuple(common.get("racecourse", [])), tuple(common.get("going", [])))


@cache
def default_pool() -> CardPool:
    """The pool in ``cards.yaml`` next to this module (loaded once)."""
    path = Path(__file__).with_name("cards.yaml")
    return parse_pool(yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER))
