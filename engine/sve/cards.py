"""Card definitions: cards are data, read from ``cards.yaml`` into these dataclasses.

A card's abilities are composed from a small set of *triggers* (when an ability
is played) and *effect primitives* (what it does), documented in
:data:`TRIGGERS` and :data:`EFFECTS`. No card has code of its own.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from engine.core.errors import UnknownCard

KINDS = ("follower", "spell", "amulet", "evolved", "carrot", "leader")
"""Card types (CR 2.3). ``evolved`` is an evolved follower; ``carrot`` a Carrot (CR 14.2)."""

KEYWORDS = ("ward", "storm", "rush", "assail", "intimidate", "drain", "bane", "aura", "quick", "stack")
"""Keyword abilities the engine knows (CR 12; 13.3 for Stack)."""

TRIGGERS = {
    "fanfare": "when this card is put onto the field from any zone (CR 12.4)",
    "last_words": "when this card goes from the field to the cemetery (CR 12.5)",
    "on_evolve": "when this follower evolves (CR 12.6)",
    "strike": "when this follower attacks (CR 12.7)",
    "on_race": "when this follower races, i.e. its serve ability is played (CR 14.2)",
    "destroyed": "when this card is destroyed (not when buried or banished; CR 5.6)",
    "end_phase": "at the start of its controller's end phase (CR 7.4)",
    "each_end_phase": "at the start of each player's end phase (CR 7.4)",
    "follower_enters": "whenever another follower is put onto its controller's field (CR 5.5)",
    "on_play": "whenever its controller plays a card (CR 8.2)",
    "spell": "the effect of a spell when it resolves (CR 9)",
    "activated": "an activated ability its controller plays by paying its cost (CR 8.3)",
}

EFFECTS = {
    "damage": "deal ``amount`` damage to ``target``",
    "buff": "give ``target`` +``attack``/+``defense`` (negative values allowed, no ceiling)",
    "gain_defense": "increase your leader's defense by ``amount`` (no ceiling)",
    "draw": "draw ``amount`` cards",
    "summon_token": "summon up to ``amount`` ``token`` tokens, split between field and EX area as chosen",
    "summon_from": "summon a card named ``card`` from ``zone`` (cemetery or ex)",
    "destroy": "destroy ``target``",
    "banish": "banish ``target``",
    "bury": "put ``target`` into its owner's cemetery (not destroying it)",
    "put_counter": "put ``amount`` ``counter`` counters on ``target``",
    "recover": "recover ``amount`` play points",
    "transfer_stack": "move all Stack counters of this card to ``target``",
    "choose": "choose ``count`` of ``options`` (each a list of effects); only those happen",
}

TARGETS = {
    "self": "this card",
    "enemy_follower": "a selected enemy follower",
    "follower": "a selected follower on either field",
    "enemy_card": "a selected enemy follower or amulet",
    "own_stack_amulet": "another selected amulet with Stack on your field",
    "own_card": "a selected follower or amulet on your field",
    "enemy_leader": "the enemy leader",
    "own_leader": "your leader",
    "all_enemy_followers": "every enemy follower",
    "all_other_own_followers": "every other follower on your field",
}

CONDITIONS = {
    "combo": "you have played at least N cards this turn, this one included (CR 13)",
    "spellchain": "at least N spells are in your cemetery, this spell excluded (CR 13.3)",
    "necrocharge": "at least N cards are in your cemetery (CR 13.5)",
    "overflow": "your maximum play points are 7 or more (CR 13.4)",
    "sanguine": "it is your turn and your leader lost defense this turn (CR 13.5)",
    "earth_rite": "you chose to pay the Earth Rite cost (CR 13.3)",
}


@dataclass(frozen=True)
class Effect:
    """One effect primitive (see :data:`EFFECTS`), optionally behind a condition (see :data:`CONDITIONS`)."""

    kind: str
    target: str | None = None
    amount: int = 0
    attack: int = 0
    defense: int = 0
    token: str | None = None
    card: str | None = None
    zone: str | None = None
    counter: str | None = None
    count: int = 1
    options: tuple[tuple[Effect, ...], ...] = ()
    condition: str | None = None
    threshold: int = 0


@dataclass(frozen=True)
class Cost:
    """What playing an ability costs (CR 10.4)."""

    pp: int = 0
    engage: bool = False
    leader_defense: int = 0
    lesson: int = 0
    earth_rite: bool = False

    def is_free(self) -> bool:
        """True when nothing needs to be paid."""
        return self == Cost()


@dataclass(frozen=True)
class Ability:
    """A triggered, activated or spell ability: trigger + cost + effects."""

    trigger: str
    effects: tuple[Effect, ...] = ()
    cost: Cost = Cost()
    quick: bool = False

    def targets(self) -> list[str]:
        """Target kinds the ability's unconditional effects must select."""
        return [e.target for e in self.effects if e.target and e.condition is None and _selects(e.target)]


def _selects(target: str) -> bool:
    return target in ("enemy_follower", "follower", "enemy_card", "own_stack_amulet", "own_card")


def selects(target: str | None) -> bool:
    """True when a target kind needs a player's selection."""
    return target is not None and _selects(target)


@dataclass(frozen=True)
class Serve:
    """A serve ability (CR 14.2): pay ``cost`` play points, put ``carrots`` Carrots beneath the follower."""

    cost: int
    carrots: int = 1


@dataclass(frozen=True)
class CardDef:
    """A card's printed information (CR 2)."""

    name: str
    kind: str
    craft: str = "neutral"
    universe: str | None = None
    cost: int = 0
    attack: int = 0
    defense: int = 0
    traits: tuple[str, ...] = ()
    keywords: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    evolve_cost: int | None = None
    serve: Serve | None = None
    token: bool = False

    def has(self, keyword: str) -> bool:
        """True when the card has this keyword printed."""
        return keyword in self.keywords

    def triggered(self, trigger: str) -> list[Ability]:
        """The card's abilities with this trigger."""
        return [a for a in self.abilities if a.trigger == trigger]


def _effect(raw: dict[str, Any]) -> Effect:
    data = dict(raw)
    options = tuple(tuple(_effect(e) for e in opt) for opt in data.pop("options", ()))
    cond = data.pop("if", None)
    threshold = 0
    if isinstance(cond, str) and " " in cond:
        cond, num = cond.split()
        threshold = int(num)
    return Effect(options=options, condition=cond, threshold=threshold, **data)


def _ability(raw: dict[str, Any]) -> Ability:
    return Ability(
        trigger=raw["trigger"],
        effects=tuple(_effect(e) for e in raw.get("effects", ())),
        cost=Cost(**raw.get("cost", {})),
        quick=bool(raw.get("quick", False)),
    )


def _card(raw: dict[str, Any]) -> CardDef:
    data = dict(raw)
    kind = data["kind"]
    if kind not in KINDS:
        raise UnknownCard(f"unknown card type {kind!r} for {data['name']!r}")
    keywords = frozenset(data.pop("keywords", ()))
    unknown = keywords - set(KEYWORDS)
    if unknown:
        raise UnknownCard(f"unknown keywords {sorted(unknown)} on {data['name']!r}")
    abilities = tuple(_ability(a) for a in data.pop("abilities", ()))
    serve = data.pop("serve", None)
    traits = tuple(data.pop("traits", ()))
    return CardDef(
        keywords=keywords,
        abilities=abilities,
        serve=Serve(**serve) if serve else None,
        traits=traits,
        **data,
    )


@dataclass(frozen=True)
class CardPool:
    """All card definitions a game may use, by name. Evolved followers share their base card's name."""

    cards: dict[str, CardDef] = field(default_factory=dict)
    evolved: dict[str, CardDef] = field(default_factory=dict)

    def get(self, name: str) -> CardDef:
        """The (non-evolved) definition named ``name``."""
        try:
            return self.cards[name]
        except KeyError:
            raise UnknownCard(f"no card named {name!r} in the card pool") from None

    def get_evolved(self, name: str) -> CardDef:
        """The evolved follower named ``name``."""
        try:
            return self.evolved[name]
        except KeyError:
            raise UnknownCard(f"no evolved follower named {name!r} in the card pool") from None


def load_pool(path: Path | None = None) -> CardPool:
    """Read a card pool from YAML (default: the pool shipped next to this module)."""
    if path is None:
        return default_pool()
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    cards: dict[str, CardDef] = {}
    evolved: dict[str, CardDef] = {}
    for item in raw["cards"]:
        card = _card(item)
        (evolved if card.kind == "evolved" else cards)[card.name] = card
    return CardPool(cards, evolved)


@functools.cache
def default_pool() -> CardPool:
    """The shipped pool of generic test cards and the named cards rulings mention."""
    return load_pool(Path(__file__).with_name("cards.yaml"))
