"""Card definitions of the umafan game: cards are data (``cards.yaml``), loaded into frozen dataclasses.

Three kinds of card exist in the source's procedure: Uma Musume cards (fielded in step 9, they run races
and carry the *speed* and *stamina* stats), support cards (declared in step 9-1 and friends) and racecourse
cards (the race deck of step 2, fielded in the paddock phase of step 10). A card's *cost* is paid from the
stamina of one of its declarer's fielded Uma Musume cards (the source's one Q&A, UMA-FAN-001).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

import yaml

from engine.core import UnknownCard
from engine.umafan.effects import EFFECT_KINDS, TARGETS, Effect

KINDS = ("umamusume", "support", "racecourse")
TIMINGS = ("main", "response", "any")
DECLARE_ZONES = ("hand", "field", "trash", "exit")

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader where PyYAML was built with it (same result, several times faster)."""


@dataclass(frozen=True)
class Condition:
    """The "condition written in the text" that a card needs before it may be fielded or declared.

    ``min_own_umamusume``: the player already has at least this many Uma Musume cards on the field;
    ``min_stamina``: one of the player's fielded Uma Musume cards has at least this much stamina;
    ``phases``: the card may only be used in these phases (empty: any phase).
    """

    min_own_umamusume: int = 0
    min_stamina: int = 0
    phases: tuple[str, ...] = ()


@dataclass(frozen=True)
class CardDef:
    """One card of the pool."""

    name: str
    kind: str
    speed: int = 0
    stamina: int = 0
    cost: int = 0
    timing: str = "main"
    declare_from: tuple[str, ...] = ("hand",)
    destination: str = "trash"
    condition: Condition = field(default_factory=Condition)
    race_condition: str | None = None
    effects: tuple[Effect, ...] = ()

    @property
    def declarable(self) -> bool:
        """True when the card has an ability that can be declared."""
        return bool(self.effects)


def _effect(raw: dict[str, Any], card: str) -> Effect:
    kind = str(raw["effect"])
    target = str(raw.get("target", "own"))
    if kind not in EFFECT_KINDS or target not in TARGETS:
        raise ValueError(f"card {card!r}: unknown effect {raw!r}")
    return Effect(kind=kind, amount=int(raw.get("amount", 0)), target=target)


def _card(kind: str, raw: dict[str, Any]) -> CardDef:
    name = str(raw["name"])
    cond = raw.get("condition") or {}
    card = CardDef(
        name=name,
        kind=kind,
        speed=int(raw.get("speed", 0)),
        stamina=int(raw.get("stamina", 0)),
        cost=int(raw.get("cost", 0)),
        timing=str(raw.get("timing", "main")),
        declare_from=tuple(raw.get("declare_from", ["hand"])),
        destination=str(raw.get("destination", "trash")),
        condition=Condition(
            min_own_umamusume=int(cond.get("min_own_umamusume", 0)),
            min_stamina=int(cond.get("min_stamina", 0)),
            phases=tuple(cond.get("phases", ())),
        ),
        race_condition=raw.get("race_condition"),
        effects=tuple(_effect(e, name) for e in raw.get("effects", ())),
    )
    if card.timing not in TIMINGS or not set(card.declare_from) <= set(DECLARE_ZONES):
        raise ValueError(f"card {name!r}: bad timing or declare_from")
    if card.destination not in ("trash", "field"):
        raise ValueError(f"card {name!r}: bad destination {card.destination!r}")
    return card


@dataclass(frozen=True)
class CardPool:
    """All card definitions by name."""

    cards: dict[str, CardDef]

    def get(self, name: str) -> CardDef:
        """The definition named ``name``; :class:`UnknownCard` if there is none."""
        try:
            return self.cards[name]
        except KeyError:
            raise UnknownCard(f"no umafan card is named {name!r}") from None

    @classmethod
    def from_yaml(cls, text: str) -> CardPool:
        """Parse a pool from YAML with top-level keys ``umamusume``, ``support``, ``racecourse``."""
        data = yaml.load(text, Loader=_LOADER) or {}
        cards: dict[str, CardDef] = {}
        for kind in KINDS:
            for raw in data.get(kind) or ():
                card = _card(kind, raw)
                cards[card.name] = card
        return cls(cards)


@cache
def default_pool() -> CardPool:
    """The generic test pool shipped next to the code (``cards.yaml``)."""
    text = resources.files("engine.umafan").joinpath("cards.yaml").read_text(encoding="utf-8")
    return CardPool.from_yaml(text)
