"""Card definitions: cards are data, validated at load time against a pydantic schema.

``cards.yaml`` (the generic test cards) and every YAML file under ``sets/`` are
read into the frozen models below. A card's abilities are composed from the
vocabulary documented once in :mod:`engine.sve.vocabulary` (triggers, effect
primitives, targets, conditions, costs, amounts, durations, keywords). Any
mistake in the data (an unknown name, a wrong type, a negative cost, a duplicate
card, a token that does not exist) is a :class:`CardDataError` naming the file,
the card and the field, raised when the pool is loaded, never later in a game.

The shipped pool (:func:`default_pool`) is kept between processes in a content-keyed cache (see
:func:`pool_cache_dir`): every pytest worker, the card export and any tool start without reading and
validating the YAML again while no card file and no loading code changed.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import pickle
import re
import sys
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import pydantic
import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from engine.core.errors import IllegalSetup, UnknownCard
from engine.sve.vocabulary import (
    CARD_KINDS,
    CONDITIONS,
    CRAFTS,
    DURATIONS,
    EFFECTS,
    KEYWORDS,
    SIDES,
    TARGET_KINDS,
    TRIGGERS,
)

KINDS = CARD_KINDS
"""Card types (CR 2.3)."""

SETS_DIR = Path(__file__).with_name("sets")
DEFAULT_FILE = Path(__file__).with_name("cards.yaml")

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader where PyYAML was built with it (same result, several times faster)."""


def known(value: str, names: Collection[str], what: str) -> str:
    """``value`` when it is one of ``names``; else the load error that lists what is known."""
    if value not in names:
        raise ValueError(f"unknown {what} {value!r} (known: {', '.join(names)})")
    return value


class CardDataError(IllegalSetup):
    """Card data that does not fit the schema: names the file, the card and the field."""

    def __init__(self, message: str, *, file: str = "", card: str = "", field: str = "") -> None:
        where = ": ".join(x for x in (file, f"card {card!r}" if card else "", field) if x)
        super().__init__(f"{where}: {message}" if where else message)
        self.file, self.card, self.field = file, card, field


class Model(BaseModel):
    """Base of the card schema: unknown fields are errors, values are immutable.

    ``defer_build``: a model's validator is made when it first validates something, not at import: a
    process that takes the pool from the cache (:func:`default_pool`) never pays for it.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True, defer_build=True)


NonNegative = Field(default=0, ge=0)


class Filter(Model):
    """Which cards a target, count or cost looks at (all given fields must match)."""

    kind: str = "card"
    side: str = "own"
    zone: str = "field"
    trait: str | None = None
    name: str | None = None
    keyword: str | None = None
    craft: str | None = None
    max_cost: int | None = Field(default=None, ge=0)
    min_cost: int | None = Field(default=None, ge=0)
    max_attack: int | None = None
    min_attack: int | None = None
    max_defense: int | None = None
    min_defense: int | None = None
    other: bool = False
    evolved: bool | None = None
    engaged: bool | None = None
    can_evolve: bool | None = None

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: str) -> str:
        return known(v, TARGET_KINDS, "card kind")

    @field_validator("side")
    @classmethod
    def _side(cls, v: str) -> str:
        return known(v, SIDES, "side")

    @field_validator("zone")
    @classmethod
    def _zone(cls, v: str) -> str:
        return known(v, ZONES, "zone")

    @field_validator("keyword")
    @classmethod
    def _keyword(cls, v: str | None) -> str | None:
        return None if v is None else known(v, KEYWORDS, "keyword")

    @field_validator("craft")
    @classmethod
    def _craft(cls, v: str | None) -> str | None:
        return None if v is None else known(v, CRAFTS, "class")


ZONES = ("field", "hand", "ex", "cemetery", "deck", "banished", "evolve_deck")
SPELL_TRIGGERS = ("spell", "continuous", "discarded")
"""Triggers a spell may have: its effect, its own cost change from the hand, and being discarded."""
RESTRICTIONS = (
    "cannot_attack",
    "cannot_attack_leader",
    "cannot_deal_damage",
    "enters_engaged",
    "combat_by_defense",
    "cannot_be_destroyed_by_abilities",
    "cannot_activate",
)
"""What the ``restrict`` effect may forbid or impose."""
CONTINUOUS_EFFECTS = (
    "buff",
    "give_keyword",
    "reduce_damage",
    "cost_change",
    "evolve_cost_change",
    "restrict",
    "damage_bonus",
)


def by_condition(f: Filter | None) -> bool:
    """Whether a pick from a deck asks for anything more than "a card" (its zone and side aside): a card it takes
    is then shown to both players (CR 5.8.1.2 for a search; the look-at-the-top cards of BP01 that take such a
    card into the hand print "reveal" too: BP01-059, 072, 100, 148)."""
    return f is not None and f.model_copy(update={"zone": "field", "side": "own"}) != Filter()


class CountedFilter(Filter):
    """A filter with how many cards it takes (costs)."""

    count: int = Field(default=1, ge=1)


class Threshold(Filter):
    """A filter with a number to compare the count of matching cards with (conditions)."""

    n: int = Field(ge=0)


_SHORTHANDS: dict[str, dict[str, Any]] = {
    "self": {"mode": "self"},
    "it": {"mode": "it"},
    "its_leader": {"mode": "its_leader", "kind": "leader"},
    "trigger_card": {"mode": "trigger_card"},
    "summoned": {"mode": "summoned"},
    "enemy_follower": {"mode": "select", "kind": "follower", "side": "enemy"},
    "follower": {"mode": "select", "kind": "follower", "side": "any"},
    "enemy_card": {"mode": "select", "kind": "card", "side": "enemy"},
    "own_card": {"mode": "select", "kind": "card", "side": "own"},
    "own_follower": {"mode": "select", "kind": "follower", "side": "own"},
    "own_stack_amulet": {
        "mode": "select",
        "kind": "amulet",
        "side": "own",
        "keyword": "stack",
        "other": True,
    },
    "enemy_leader": {"mode": "leader", "kind": "leader", "side": "enemy"},
    "own_leader": {"mode": "leader", "kind": "leader", "side": "own"},
    "enemy_leader_or_follower": {"mode": "select", "kind": "leader_or_follower", "side": "enemy"},
    "all_enemy_followers": {"mode": "each", "kind": "follower", "side": "enemy"},
    "all_other_own_followers": {"mode": "each", "kind": "follower", "side": "own", "other": True},
    "all_followers": {"mode": "each", "kind": "follower", "side": "any"},
}


class Target(Filter):
    """What an effect acts on: ``self``, a leader, a selection, every matching card, or random ones."""

    mode: Literal[
        "self", "it", "its_leader", "trigger_card", "leader", "select", "each", "random", "summoned"
    ] = "select"
    count: int = Field(default=1, ge=1, le=10)
    up_to: bool = False
    any_number: bool = False
    """"Any number of" the matching cards (none, some or all): written ``any_number: true``, read as up to the
    largest count (``count`` and ``up_to`` are set by the loader)."""
    chooser: Literal["self", "opponent"] = "self"
    shorthand: str | None = None

    @model_validator(mode="before")
    @classmethod
    def _expand(cls, data: Any) -> Any:
        if isinstance(data, str):
            if data not in _SHORTHANDS:
                raise ValueError(f"unknown target {data!r} (known: {', '.join(_SHORTHANDS)})")
            return {**_SHORTHANDS[data], "shorthand": data}
        if isinstance(data, dict):
            if "shorthand" in data or ("mode" in data and data["mode"] != "summoned"):
                raise ValueError(
                    "a target is a shorthand, a select/each/random mapping or {mode: summoned, ...};"
                    " no other 'mode' is written"
                )
            modes = [m for m in ("select", "each", "random") if m in data]
            if len(modes) > 1:
                raise ValueError(f"a target has one of select/each/random, not {modes}")
            if data.get("any_number"):
                data = {**data, "count": 10, "up_to": True}
            if modes:
                data = dict(data)
                data["kind"] = data.pop(modes[0])
                data["mode"] = modes[0]
                data.setdefault("side", "enemy" if modes[0] != "each" else "own")
        return data

    @property
    def selects(self) -> bool:
        """True when a player selects the target(s)."""
        return self.mode == "select"


class Amount(Model):
    """A number that depends on the game: X = a count, a stat, cards played ... (times ``times``, plus ``plus``;
    with ``half`` then halved, rounded down, CR 5.30)."""

    count: Filter | None = None
    attack_of_self: bool = False
    defense_of_self: bool = False
    attack_of_it: bool = False
    count_of_it: bool = False
    cards_played: bool = False
    excluding_self: bool = False
    pp: bool = False
    leader_defense: bool = False
    chosen: bool = False
    cost_of_trigger: bool = False
    times: int = 1
    plus: int = 0
    fixed: bool = (
        False  # X is taken once, when the card or ability is played, not as the effect is carried out
    )
    half: bool = False
    original: bool = False

    @model_validator(mode="after")
    def _one_source(self) -> Amount:
        sources = [
            self.count is not None,
            self.attack_of_self,
            self.defense_of_self,
            self.attack_of_it,
            self.count_of_it,
            self.cards_played,
            self.pp,
            self.leader_defense,
            self.chosen,
            self.cost_of_trigger,
        ]
        if sum(sources) != 1:
            raise ValueError(
                "an amount names exactly one of count, attack_of_self, defense_of_self, attack_of_it, count_of_it, "
                "cards_played, pp, leader_defense, chosen, cost_of_trigger"
            )
        if self.original and not (self.attack_of_self or self.defense_of_self or self.attack_of_it):
            raise ValueError(
                "'original' reads a printed attack or defense (CR 5.24.1): it goes with attack_of_self, "
                "defense_of_self or attack_of_it"
            )
        return self


_CONDITION_WORDS = re.compile(r"^(?P<name>[a-z_]+)(?: (?P<n>\d+))?$")


class Condition(Model):
    """When an effect or ability applies: every given field must hold (see ``vocabulary.CONDITIONS``)."""

    combo: int | None = Field(default=None, ge=0)
    spellchain: int | None = Field(default=None, ge=0)
    necrocharge: int | None = Field(default=None, ge=0)
    overflow: bool | None = None
    sanguine: bool | None = None
    earth_rite: bool | None = None
    count_at_least: Threshold | None = None
    count_at_most: Threshold | None = None
    leader_defense_at_most: int | None = None
    leader_defense_at_least: int | None = None
    enemy_leader_defense_at_most: int | None = None
    pp_at_least: int | None = Field(default=None, ge=0)
    pp_max_at_least: int | None = Field(default=None, ge=0)
    ep_at_least: int | None = Field(default=None, ge=0)
    your_turn: bool | None = None
    evolved_on_field: bool | None = None
    self_evolved: bool | None = None
    played_this_turn_at_least: int | None = Field(default=None, ge=0)
    discarded_this_turn: bool | None = None
    attacks_this_turn_at_least: int | None = Field(default=None, ge=0)
    attacking_follower: bool | None = None
    in_combat: bool | None = None
    rolled_at_least: int | None = Field(default=None, ge=1, le=6)
    top_card_declared: bool | None = None
    all: tuple[Condition, ...] | None = None

    @model_validator(mode="before")
    @classmethod
    def _words(cls, data: Any) -> Any:
        if isinstance(data, str):
            m = _CONDITION_WORDS.match(data.strip())
            if not m or m["name"] not in CONDITIONS:
                raise ValueError(f"unknown condition {data!r} (known: {', '.join(CONDITIONS)})")
            return {m["name"]: int(m["n"]) if m["n"] else True}
        if isinstance(data, dict):
            unknown = sorted(set(data) - set(CONDITIONS))
            if unknown:
                raise ValueError(f"unknown condition {unknown[0]!r} (known: {', '.join(CONDITIONS)})")
        return data

    def names(self) -> list[str]:
        """The condition names this condition uses."""
        return [k for k in CONDITIONS if getattr(self, k) is not None]


class LookPick(Model):
    """A second pick of a look-at-the-top effect among the cards still looked at (\"... and one more to the cemetery\")."""

    count: int = Field(default=1, ge=1)
    filter: Filter | None = None
    to: Literal["hand", "field", "cemetery"] = "cemetery"


class Instead(Model):
    """\"... instead\" (CR 10.10): when ``if`` holds, these fields replace the effect's own."""

    condition: Condition = Field(alias="if")
    amount: int | Amount | None = None
    target: Target | None = None
    attack: int | None = None
    defense: int | None = None
    token: str | None = None
    count: int | None = None


class Effect(Model):
    """One effect primitive (see ``vocabulary.EFFECTS``), optionally behind a condition."""

    kind: str
    target: Target | None = None
    amount: int | Amount = 0
    attack: int | Amount = 0
    defense: int | Amount = 0
    token: str | None = None
    card: str | None = None
    zone: str | None = None
    counter: str | None = None
    count: int = Field(default=1, ge=0)
    options: tuple[tuple[Effect, ...], ...] = ()
    condition: Condition | None = Field(default=None, alias="if")
    instead: Instead | None = None
    until: str | None = None
    keyword: str | None = None
    restriction: str | None = None
    stat: Literal["attack", "defense"] | None = None
    position: Literal["top", "bottom", "choose"] | None = None
    side: Literal["own", "enemy", "its", "active"] = "own"
    filter: Filter | None = None
    prevent: bool = False
    divide: bool = False
    trait: str | None = None
    damage_from: Literal["attacks", "abilities"] | None = None
    free: bool = False
    set_cost: int | None = Field(default=None, ge=0)
    cost: Cost | None = None
    to: Literal["hand", "field", "cemetery"] = "hand"
    at: Literal["end_phase", "turn_start", "opponent_end_phase", "opponent_turn_start"] | None = None
    then: LookPick | None = None
    rest: Literal["bottom", "stay"] = "bottom"
    up_to: bool = False
    optional: bool = False
    itself: bool = False
    """``summon_from``: the card is this very card (the ability's own card, found in ``zone`` only as the new card
    its own move put there, CR 4.1.4.1), not any card of its name."""

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: str) -> str:
        return known(v, EFFECTS, "effect")

    @field_validator("until")
    @classmethod
    def _until(cls, v: str | None) -> str | None:
        if v is not None and v not in DURATIONS:
            raise ValueError(f"unknown duration {v!r} (known: {', '.join(DURATIONS)})")
        return None if v == "permanent" else v

    @field_validator("keyword")
    @classmethod
    def _keyword(cls, v: str | None) -> str | None:
        return None if v is None else known(v, KEYWORDS, "keyword")

    @field_validator("zone")
    @classmethod
    def _zone(cls, v: str | None) -> str | None:
        if v is not None and v not in (*ZONES, "split"):
            raise ValueError(f"unknown zone {v!r} (known: {', '.join(ZONES)}, split)")
        return v

    @model_validator(mode="after")
    def _needs(self) -> Effect:
        needs_target = {
            "damage", "buff", "set_stat", "destroy", "banish", "bury", "return_to_hand", "put_on_deck",
            "put_counter", "remove_counter", "transfer_stack", "give_keyword", "engage", "stand",
            "evolve", "transform", "reveal", "select", "reduce_damage", "cost_change", "discard", "put_into_ex", "restrict",
            "damage_bonus", "evolve_cost_change", "steal", "give_control", "give_trait", "make_amulet",
            "maneuver",
        }  # fmt: skip
        if self.kind in needs_target and self.target is None:
            raise ValueError(f"effect {self.kind!r} needs a target")
        if self.kind in ("summon_token", "transform") and not self.token:
            raise ValueError(f"effect {self.kind!r} needs a token name")
        if self.kind == "summon_from" and not (self.card or self.filter or self.itself):
            raise ValueError("effect 'summon_from' needs a card name, a filter or itself: true")
        if self.kind in ("put_counter", "remove_counter") and not self.counter:
            raise ValueError(f"effect {self.kind!r} needs a counter name")
        if self.kind == "restrict" and self.restriction not in RESTRICTIONS:
            raise ValueError(f"effect 'restrict' needs a restriction (known: {', '.join(RESTRICTIONS)})")
        if self.kind == "give_keyword" and not self.keyword:
            raise ValueError("effect 'give_keyword' needs a keyword")
        if self.kind == "give_trait" and not self.trait:
            raise ValueError("effect 'give_trait' needs a trait")
        if self.kind == "set_stat" and not self.stat:
            raise ValueError("effect 'set_stat' needs a stat (attack or defense)")
        if self.kind == "choose" and not (1 <= self.count <= len(self.options)):
            raise ValueError("effect 'choose' needs options and a count between 1 and their number")
        if self.kind == "delayed" and (self.at is None or len(self.options) != 1):
            raise ValueError(
                "effect 'delayed' needs `at` (end_phase, turn_start ...) and one option list of effects"
            )
        if self.kind == "pay" and self.cost is None:
            raise ValueError("effect 'pay' needs a cost")
        if self.kind == "put_on_deck" and self.position is None:
            raise ValueError("effect 'put_on_deck' needs a position (top or bottom)")
        if (
            self.kind in ("search", "look_top", "play_from")
            and self.filter is None
            and self.kind != "look_top"
        ):
            raise ValueError(f"effect {self.kind!r} needs a filter")
        if (
            isinstance(self.amount, int)
            and self.amount < 0
            and self.kind not in ("buff", "cost_change", "evolve_cost_change")
        ):
            raise ValueError(f"effect {self.kind!r} takes an amount of 0 or more")
        return self

    # Compatibility helpers for the engine ---------------------------------------------------
    @property
    def selects(self) -> bool:
        """True when a player selects this effect's target."""
        return self.target is not None and self.target.selects


class Cost(Model):
    """What playing an ability costs (CR 10.4); see ``vocabulary.COSTS``."""

    pp: int = NonNegative
    ep: int = NonNegative
    engage: bool = False
    leader_defense: int = NonNegative
    lesson: int = NonNegative
    earth_rite: bool = False
    discard: int | CountedFilter = 0
    banish: CountedFilter | None = None
    bury: CountedFilter | None = None
    return_: CountedFilter | None = Field(default=None, alias="return")
    bury_self: bool = False
    remove_counters: dict[str, int] = Field(default_factory=dict)
    optional: bool = False

    def is_free(self) -> bool:
        """True when nothing needs to be paid (an Earth Rite is paid apart, when chosen)."""
        return self.model_copy(update={"optional": False, "earth_rite": False}) == NO_COST


NO_COST = Cost.model_construct()
"""A cost of nothing: equal to ``Cost()`` (same fields, none set), made without validating, so that
importing this module builds no validator (see :class:`Model`)."""


class Ability(Model):
    """A triggered, activated, continuous or spell ability: trigger + limits + cost + effects."""

    trigger: str
    when: Filter | None = None
    during: Literal["your_turn", "opponent_turn"] | None = None
    once_per_turn: bool = False
    quick: bool = False
    cost: Cost = NO_COST
    condition: Condition | None = Field(default=None, alias="if")
    effects: tuple[Effect, ...] = ()

    @field_validator("trigger")
    @classmethod
    def _trigger(cls, v: str) -> str:
        return known(v, TRIGGERS, "trigger")

    @model_validator(mode="after")
    def _shape(self) -> Ability:
        if not self.effects:
            raise ValueError("an ability needs at least one effect")
        return self  # a continuous ability's effect kinds: check_combinations (it names the effect)

    @model_validator(mode="after")
    def _selections(self) -> Ability:
        for e in self.effects:
            if e.condition is not None and e.selects:
                raise ValueError(
                    "a selecting effect cannot have its own 'if'; put the condition on the ability"
                )
        return self

    def rite_options(self) -> frozenset[int] | None:
        """The options of this ability's "choose" that carry its Earth Rite, when only options carry it (as on
        Runic Guardian: "(1) Earth Rite: ..."); None when the ability or an effect outside the options uses
        it. The Earth Rite then belongs to those options: it is paid only with one of them chosen (CR 5.18.1:
        only the chosen options are carried out; CR 13.3.3)."""

        def uses(e: Effect) -> bool:
            return e.condition is not None and e.condition.earth_rite is True

        if not self.cost.earth_rite or (self.condition is not None and self.condition.earth_rite is not None):
            return None
        if any(uses(e) for e in self.effects):
            return None
        found = frozenset(
            i
            for e in self.effects
            if e.kind == "choose"
            for i, opt in enumerate(e.options)
            if any(map(uses, opt))
        )
        return found or None

    def targets(self, choices: Sequence[int] = ()) -> list[Target]:
        """The selections the ability's effects ask for, in order (``it`` reuses the previous one);
        with ``choices``, also those inside the chosen options of a "choose" effect."""
        out: list[Target] = []
        for e in self.effects:
            if e.target is not None and e.target.selects:
                out.append(e.target)
            if e.kind == "choose":
                for index in choices:
                    if 0 <= index < len(e.options):
                        out += [
                            x.target for x in e.options[index] if x.target is not None and x.target.selects
                        ]
        return out


class AltCost(Model):
    """An alternative way to play a card (CR 10.4.7.3): pay ``cost``, and its cost becomes ``pp`` play points or
    ``reduce`` less; cost changes from other cards then still apply (CR 10.6.2.5.1)."""

    cost: Cost = NO_COST
    pp: int | None = Field(default=None, ge=0)
    reduce: int = Field(default=0, ge=0)


class Serve(Model):
    """A serve ability (CR 14.2.2): pay ``cost`` play points, put ``carrots`` Carrots beneath the follower
    (serving it that many times, CR 14.2.1.1), which then races ``races`` times (CR 14.2.3)."""

    cost: int = Field(ge=0)
    carrots: int = Field(default=1, ge=1)
    races: int = Field(default=1, ge=1)


class CardDef(Model):
    """A card's printed information (CR 2) and its abilities."""

    name: str = Field(min_length=1)
    kind: str
    craft: str = "neutral"
    universe: str | None = None
    cost: int = NonNegative
    attack: int = 0
    defense: int = 0
    traits: tuple[str, ...] = ()
    keywords: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    evolve_cost: int | None = Field(default=None, ge=0)
    evolve_leader_defense: int | None = Field(default=None, ge=1)
    also_named: tuple[str, ...] = ()
    alt_costs: tuple[AltCost, ...] = ()
    serve: Serve | None = None
    serves: tuple[Serve, ...] = ()
    token: bool = False
    number: str | None = None
    set: str | None = None
    name_ja: str | None = None
    traits_ja: tuple[str, ...] = ()
    placeholder: bool = False

    @field_validator("kind")
    @classmethod
    def _kind(cls, v: str) -> str:
        return known(v, CARD_KINDS, "card type")

    @field_validator("craft")
    @classmethod
    def _craft(cls, v: str) -> str:
        return known(v, CRAFTS, "class")

    @field_validator("keywords", mode="before")
    @classmethod
    def _keywords(cls, v: Any) -> Any:
        if isinstance(v, list | tuple | set | frozenset):
            return frozenset(known(k, KEYWORDS, "keyword") for k in v)
        return v

    @field_validator("number")
    @classmethod
    def _number(cls, v: str | None) -> str | None:
        if v is not None and not re.fullmatch(r"[A-Z0-9]+-[A-Z0-9]+", v):
            raise ValueError(f"set number {v!r} is not like BP01-012")
        return v

    @model_validator(mode="after")
    def _shape(self) -> CardDef:
        for ab in self.abilities:
            if ab.trigger == "spell" and self.kind != "spell":
                raise ValueError("only spells have 'spell' abilities")
        if self.kind == "spell" and any(ab.trigger not in SPELL_TRIGGERS for ab in self.abilities):
            raise ValueError(f"a spell's abilities use the triggers {', '.join(SPELL_TRIGGERS)}")
        return self

    def serve_abilities(self) -> tuple[Serve, ...]:
        """The card's serve abilities in printed order (CR 14.2.2): ``serve`` first, then those of ``serves``."""
        return ((self.serve,) if self.serve is not None else ()) + self.serves

    def has(self, keyword: str) -> bool:
        """True when the card has this keyword printed."""
        return keyword in self.keywords

    @functools.cached_property
    def abilities_by_trigger(self) -> dict[str, tuple[Ability, ...]]:
        """The abilities grouped by trigger, computed once (not a field: not dumped, not compared)."""
        grouped: dict[str, list[Ability]] = {}
        for a in self.abilities:
            grouped.setdefault(a.trigger, []).append(a)
        return {k: tuple(v) for k, v in grouped.items()}

    def triggered(self, trigger: str) -> tuple[Ability, ...]:
        """The card's abilities with this trigger."""
        return self.abilities_by_trigger.get(trigger, ())

    @property
    def key(self) -> str:
        """A stable key: the set number in lower case, else ``test-`` and the name (``-evolved`` for evolved faces)."""
        if self.number:
            return self.number.lower()
        slug = re.sub(r"[^a-z0-9]+", "-", self.name.lower()).strip("-")
        return f"test-{slug}" + ("-evolved" if self.kind == "evolved" else "")


@dataclass(frozen=True)
class CardPool:
    """All card definitions a game may use, by name. Evolved followers share their base card's name."""

    cards: dict[str, CardDef] = field(default_factory=dict)
    evolved: dict[str, CardDef] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)

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

    @functools.cached_property
    def continuous_names(self) -> frozenset[str]:
        """Names of the cards with a continuous ability on either face (CR 10.9), computed once: a quick
        "nothing on the field can apply one" test for the value look-ups (a pool is not changed once built)."""
        return frozenset(d.name for d in self.all() if d.abilities_by_trigger.get("continuous"))

    @functools.cached_property
    def state_names(self) -> frozenset[str]:
        """Names of the cards with an ability set off by a state of the game (CR 10.7.6) on either face,
        computed once: the cards :func:`engine.sve.abilities.state_triggers` has to read (a card keeps its
        name and abilities whatever face it shows, and a pool is not changed once built)."""
        return frozenset(d.name for d in self.all() if d.abilities_by_trigger.get("state"))

    @functools.cached_property
    def damage_modifier_names(self) -> frozenset[str]:
        """Names of the cards with an effect that changes damage on either face ("deals N more", "takes N less",
        CR 10.10), an option of a choice included; computed once (a pool is not changed once built)."""
        kinds = ("reduce_damage", "damage_bonus")
        return frozenset(
            d.name
            for d in self.all()
            for ability in d.abilities
            for e in ability.effects
            if e.kind in kinds or any(x.kind in kinds for option in e.options for x in option)
        )

    def all(self) -> list[CardDef]:
        """Every definition, base faces first then evolved faces, in load order."""
        return [*self.cards.values(), *self.evolved.values()]


# ---------------------------------------------------------------------------- combinations that must do something
@dataclass(frozen=True)
class TargetUse:
    """What an effect primitive changes on its targets (see ``effects.py``): the zones whose cards it acts on
    in a way a player can observe, whether only followers (not amulets), whether leaders, and whether a spell
    in a hand (Quick given to the spells in your hand)."""

    zones: frozenset[str]
    followers_only: bool = False
    leaders: bool = False
    hand_spells: bool = False
    amulets_only: bool = False


_ALL_ZONES = frozenset(ZONES)
_FIELD = frozenset({"field"})
_FIELD_EX = frozenset({"field", "ex"})
TARGET_USE: dict[str, TargetUse] = {
    "damage": TargetUse(_FIELD, followers_only=True, leaders=True),
    "buff": TargetUse(_FIELD_EX, followers_only=True, leaders=True),  # +X/+Y kept from the EX area (CR 5.27)
    "set_stat": TargetUse(_FIELD_EX, followers_only=True, leaders=True),  # a leader's defense: branch ch89
    "destroy": TargetUse(_ALL_ZONES - {"cemetery"}),
    "banish": TargetUse(_ALL_ZONES - {"banished"}),
    "bury": TargetUse(_ALL_ZONES - {"cemetery"}),
    "return_to_hand": TargetUse(_ALL_ZONES - {"hand"}),
    "put_on_deck": TargetUse(_ALL_ZONES - {"deck"}),
    "discard": TargetUse(frozenset({"hand"})),
    "put_into_ex": TargetUse(_FIELD),
    "put_counter": TargetUse(_FIELD_EX),  # counters kept from the EX area (CR 15.1)
    "remove_counter": TargetUse(_FIELD_EX),
    "transfer_stack": TargetUse(_FIELD),
    "give_keyword": TargetUse(_FIELD, hand_spells=True),
    "give_trait": TargetUse(_FIELD),  # a trait the card has while on the field (CR 10.9.1.3)
    "make_amulet": TargetUse(_FIELD, followers_only=True),  # a follower on the field becomes an amulet (5.25)
    "maneuver": TargetUse(_FIELD, amulets_only=True),  # an amulet is a follower this turn (5.32.1)
    "engage": TargetUse(_FIELD),
    "stand": TargetUse(_FIELD),
    "evolve": TargetUse(_FIELD, followers_only=True),
    "transform": TargetUse(_ALL_ZONES - {"banished"}),  # banished first (CR 5.17.1): nothing from there
    "reveal": TargetUse(_ALL_ZONES),
    "select": TargetUse(_ALL_ZONES),  # only names the card(s) for a later effect (``it``)
    "reduce_damage": TargetUse(_FIELD, followers_only=True, leaders=True),
    "cost_change": TargetUse(_ALL_ZONES - {"field", "evolve_deck"}),  # what a card costs to play
    "restrict": TargetUse(_FIELD, followers_only=True),
    "damage_bonus": TargetUse(_FIELD, followers_only=True),
    "evolve_cost_change": TargetUse(_FIELD, followers_only=True),  # what evolving a follower costs (CR 12.2)
    "steal": TargetUse(_FIELD),  # a card on the other player's field (CR 5.22.1)
    "give_control": TargetUse(_FIELD),  # a card on your own field (CR 5.22.2)
}
"""Every effect kind that acts on a target, and on what it acts (``vocabulary.EFFECTS``). A target that can
only match cards or leaders the effect does nothing to is refused when the card loads (issue 21)."""

SIDE_READERS = frozenset(
    {"gain_defense", "draw", "summon_token", "mill", "look_top", "play_from", "win_game", "lose_game"}
) | {"skip_turn"}
"""The effect kinds that read ``side`` (whose leader, deck or field); on any other a side is refused."""
SIDE_CHOICES: dict[str, frozenset[str]] = {
    k: frozenset({"own", "enemy"}) for k in ("play_from", "win_game", "lose_game", "skip_turn")
}
"""Effect kinds that tell only your side from your opponent's (``its`` and ``active`` would mean ``own``)."""
ZONE_READERS: dict[str, frozenset[str]] = {
    "summon_token": frozenset({"field", "ex", "split"}),
    "summon_from": frozenset({"cemetery", "ex", "hand", "deck"}),
    "mill": frozenset({"cemetery", "ex"}),
    "play_from": frozenset({"cemetery", "deck", "banished", "ex"}),
}
"""The effect kinds that read ``zone``, with the zones each takes; on any other a zone is refused."""
UNTIL_READERS = frozenset(
    {"buff", "give_keyword", "reduce_damage", "restrict", "damage_bonus", "cost_change", "evolve_cost_change"}
) | {"give_trait"}
"""The effect kinds whose change can last ``until`` a time; on any other (and in a continuous ability, which
lasts while its card is on the field) ``until`` is refused."""
_AMOUNT_READERS = {
    "damage", "set_stat", "gain_defense", "draw", "summon_token", "mill", "search", "look_top", "put_counter",
    "remove_counter", "recover", "gain_pp_max", "gain_ep", "reduce_damage", "play_from", "reshuffle_hands",
    "damage_bonus", "cost_change", "evolve_cost_change",
}  # fmt: skip
FIELD_READERS: dict[str, frozenset[str]] = {
    "amount": frozenset(_AMOUNT_READERS),
    "attack": frozenset({"buff"}),
    "defense": frozenset({"buff"}),
    "token": frozenset({"summon_token", "transform"}),
    "card": frozenset({"summon_from"}),
    "counter": frozenset({"put_counter", "remove_counter"}),
    "count": frozenset({"summon_from", "look_top", "choose"}),
    "options": frozenset({"choose", "delayed"}),
    "keyword": frozenset({"give_keyword"}),
    "trait": frozenset({"give_trait"}),
    "restriction": frozenset({"restrict"}),
    "stat": frozenset({"set_stat"}),
    "position": frozenset({"put_on_deck"}),
    "filter": frozenset({"summon_from", "search", "look_top", "play_from"}),
    "prevent": frozenset({"reduce_damage"}),
    "divide": frozenset({"damage"}),
    "free": frozenset({"play_from"}),
    "to": frozenset({"search", "look_top"}),
    "at": frozenset({"delayed"}),
    "then": frozenset({"look_top"}),
    "rest": frozenset({"look_top"}),
    "damage_from": frozenset({"reduce_damage"}),
    "set_cost": frozenset({"play_from"}),
    "cost": frozenset({"pay"}),
    "up_to": frozenset({"choose"}),
    "itself": frozenset({"summon_from"}),
    "optional": frozenset(EFFECTS),  # any effect may be a "you may" one (its controller decides)
}
"""The other effect fields and the kinds that read each (``effects.py``); written on any other kind, the
field would be ignored, so it is refused."""
CONTINUOUS_INT_AMOUNTS = frozenset({"reduce_damage", "cost_change", "evolve_cost_change"})
"""Continuous effects whose ``amount`` must be a plain number (``continuous.py`` reads no computed one)."""
SUBJECT_TRIGGERS = frozenset(
    {
        "follower_enters",
        "card_enters",
        "follower_attacks",
        "follower_destroyed",
        "follower_evolves",
        "on_play",
        "follower_races",
    }
    | {"card_leaves"}
)
"""Triggers set off by another card (``triggers.OTHERS``): only their abilities have a ``trigger_card``."""
PREVIOUS_SETTERS = frozenset({"summon_token", "summon_from", "mill", "search", "look_top"})
"""Effect kinds without a target that still tell ``it`` what they acted on (the cards they moved)."""
_REFERENCES = ("it", "its_leader")


def uses_chosen_x(e: Effect) -> bool:
    """Whether an effect (or an option of it) reads a value X its controller decides when playing (CR 10.6.2.2.4)."""
    amounts = (e.amount, e.attack, e.defense)
    if any(isinstance(a, Amount) and a.chosen for a in amounts):
        return True
    return any(uses_chosen_x(x) for option in e.options for x in option)


def _target_problem(kind: str, target: Target, trigger: str) -> str | None:
    """Why ``target`` on an effect of ``kind`` in an ability of ``trigger`` would do nothing, or ``None``."""
    use = TARGET_USE.get(kind)
    if use is None:
        return f"effect {kind!r} acts on no target; a target here would be ignored"
    mode, tk = target.mode, target.kind
    unread = target.model_fields_set & (
        {"count", "up_to", "any_number", "chooser"} if mode == "each" else {"up_to", "any_number", "chooser"}
    )
    if mode in ("each", "random") and unread:
        return (
            f"{{{mode}: ...}} takes every matching card or picks at random: {sorted(unread)[0]!r} is not read"
        )
    if (
        trigger == "continuous"
        and mode not in ("self", "each")
        and (mode, kind) != ("leader", "reduce_damage")
    ):
        return "a continuous ability applies to 'self' or to 'each' matching card, not to a selected one"
    if mode == "trigger_card" and trigger not in SUBJECT_TRIGGERS:
        return f"trigger {trigger!r} is set off by no other card: 'trigger_card' would be nothing"
    if mode == "self" and trigger == "spell":
        return "a resolving spell is on no field or EX area: 'self' would be nothing"
    if tk in ("leader", "leader_or_follower") and target.zone != "field":
        return f"a {tk} target looks at leaders (in no zone) and the field: it takes no other 'zone'"
    if kind == "steal" and target.side == "own" or kind == "give_control" and target.side == "enemy":
        whose = "the other player's" if kind == "steal" else "your own"
        return (
            f"effect {kind!r} moves only cards on {whose} field; 'side: {target.side}' matches none of them"
        )
    if tk == "leader" and trigger == "continuous" and kind != "reduce_damage":
        return f"a continuous ability changes a leader only by 'reduce_damage', not by {kind!r}"
    if tk == "leader" and mode == "random":
        return f"{{{mode}: leader}} matches no card and no leader; name own_leader or enemy_leader"
    if tk == "leader" and not use.leaders:
        return f"effect {kind!r} does nothing to a leader"
    if mode in _REFERENCES or tk == "leader" or (mode == "self" and trigger == "continuous"):
        return None  # what 'it' names is known only in play; a leader is in no zone; a card's own cost change
    zone = target.zone
    if kind == "transfer_stack" and mode == "self":
        return "'transfer_stack' moves this card's Stack counters to another card, not to itself"
    if tk == "spell" and zone in ("field", "evolve_deck") or tk == "amulet" and zone == "evolve_deck":
        return f"no {tk} is ever in the {zone} zone"
    if use.amulets_only and (tk in ("follower", "spell", "leader_or_follower") or mode == "trigger_card"):
        return (
            f"effect {kind!r} acts only on amulets, not on a {tk if mode != 'trigger_card' else 'follower'}"
        )
    if use.followers_only and tk in ("amulet", "spell"):
        return f"effect {kind!r} acts only on followers (and leaders), not on a {tk}"
    if zone not in use.zones and not (use.hand_spells and zone == "hand" and tk == "spell"):
        where = ", ".join(sorted(use.zones))
        return f"effect {kind!r} changes nothing on a card in the {zone} zone (it acts in: {where})"
    return None


def _sequence_problems(
    effects: Sequence[Effect], trigger: str, where: str, previous: bool, in_option: bool = False
) -> Iterable[tuple[str, str]]:
    """Each (field, reason) of ``effects`` that would load and do nothing; ``previous``: an earlier effect of
    the ability already acted on something ``it`` can name; ``in_option``: these are an option of ``choose``
    (the one place a ``pay`` cost is written, CR 10.4.7.5)."""
    made = False  # an earlier effect of this sequence made tokens ('summoned' names them, CR 9.1)
    for j, e in enumerate(effects):
        at = f"{where}[{j}]"
        written = e.model_fields_set
        if e.kind == "pay" and not in_option:
            yield f"{at}.kind", "a 'pay' effect is written only inside an option of a 'choose' effect"
            continue
        if trigger == "continuous" and e.kind not in CONTINUOUS_EFFECTS:
            yield (
                f"{at}.kind",
                f"a continuous ability only gives {', '.join(CONTINUOUS_EFFECTS)}, not {e.kind!r}",
            )
            continue
        targets = [(f"{at}.target", e.target)] if e.target is not None else []
        if e.instead is not None and e.instead.target is not None:
            targets.append((f"{at}.instead.target", e.instead.target))
        for path, target in targets:
            problem = _target_problem(e.kind, target, trigger)
            if problem is None and target.mode in _REFERENCES and not previous:
                problem = (
                    f"{target.mode!r} names what an earlier effect of the ability acted on; there is none"
                )
            if problem is None and target.mode == "summoned" and not made:
                problem = "'summoned' names the tokens an earlier effect of the ability made; there is none"
            if problem is not None:
                yield path, problem
        for name, readers in FIELD_READERS.items():
            if name in written and e.kind not in readers:
                yield f"{at}.{name}", f"effect {e.kind!r} does not read {name!r}; it would be ignored"
        if e.divide and (e.target is None or e.target.mode != "select" or not isinstance(e.amount, int)):
            yield (
                f"{at}.divide",
                "'divide: true' splits a fixed number among the targets its controller selects (CR 10.6.2.4): "
                "it needs a 'select' target and a plain number amount",
            )
        if trigger not in SUBJECT_TRIGGERS and any(
            isinstance(a, Amount) and a.cost_of_trigger for a in (e.amount, e.attack, e.defense)
        ):
            yield (
                f"{at}.amount",
                f"trigger {trigger!r} is set off by no other card: 'cost_of_trigger' would always be 0",
            )
        if uses_chosen_x(e) and trigger not in ("spell", "fanfare", "activated"):
            yield (
                f"{at}.amount",
                "X is decided when a card or ability is played (CR 10.6.2.2.4): 'chosen' is read only by a "
                "spell, a Fanfare or an activated ability",
            )
        if e.kind == "play_from" and e.free and "amount" in written:
            yield f"{at}.amount", "'free: true' plays the card for nothing: an amount less would be ignored"
        if e.instead is not None:
            for name in e.instead.model_fields_set & set(FIELD_READERS):
                if e.kind not in FIELD_READERS[name]:
                    yield (
                        f"{at}.instead.{name}",
                        f"effect {e.kind!r} does not read {name!r}; it would be ignored",
                    )
        if trigger == "continuous" and e.kind in CONTINUOUS_INT_AMOUNTS and not isinstance(e.amount, int):
            yield f"{at}.amount", f"a continuous {e.kind!r} takes a plain number, not a computed amount"
        if "side" in written and e.side != "own" and e.kind not in SIDE_READERS:
            yield f"{at}.side", f"effect {e.kind!r} does not read a side; 'side: {e.side}' would be ignored"
        if e.kind in SIDE_CHOICES and e.side not in SIDE_CHOICES[e.kind]:
            yield f"{at}.side", f"effect {e.kind!r} names a player as 'own' or 'enemy', not 'side: {e.side}'"
        if e.side == "its" and not previous and trigger not in SUBJECT_TRIGGERS:
            yield (
                f"{at}.side",
                "'side: its' names whoever controls what an earlier effect acted on; there is none",
            )
        if e.zone is not None and e.zone not in ZONE_READERS.get(e.kind, ()):
            takes = ", ".join(sorted(ZONE_READERS.get(e.kind, ()))) or "none"
            yield (
                f"{at}.zone",
                f"effect {e.kind!r} does nothing with 'zone: {e.zone}' (zones it takes: {takes})",
            )
        if (
            "until" in written
            and e.until is not None
            and (e.kind not in UNTIL_READERS or trigger == "continuous")
        ):
            why = (
                "a continuous ability lasts while its card is on the field"
                if trigger == "continuous"
                else (f"effect {e.kind!r} makes no change that lasts")
            )
            yield f"{at}.until", f"'until: {e.until}' would be ignored: {why}"
        for k, option in enumerate(e.options):
            again = previous if e.kind == "choose" else False  # a delayed ability resolves on its own later
            yield from _sequence_problems(option, trigger, f"{at}.options[{k}]", again, e.kind == "choose")
        if (e.target is not None and e.target.mode not in _REFERENCES) or e.kind in PREVIOUS_SETTERS:
            previous = True
        made = made or e.kind == "summon_token"


def check_combinations(card: CardDef, *, file: str = "<data>") -> None:
    """Refuse every combination the schema accepts that would load and then do nothing (issue 21): a target,
    side, zone or duration its effect never reads, a target only matching cards or leaders its effect does
    not change, ``it`` with nothing before it, ``trigger_card`` with no other card setting it off. The
    generated test ``tests/unit/test_sve_schema_effects.py`` proves every combination left either changes
    the game or is refused here. A :class:`CardDataError` names the file, the card and the field."""
    for i, ab in enumerate(card.abilities):
        for path, problem in _sequence_problems(ab.effects, ab.trigger, f"abilities[{i}].effects", False):
            raise CardDataError(problem, file=file, card=card.name, field=path)
        for j, e in enumerate(ab.effects):  # CR 5.32.1: only an amulet maneuvers itself
            if (
                e.kind == "maneuver"
                and e.target is not None
                and e.target.mode == "self"
                and card.kind != "amulet"
            ):
                raise CardDataError(
                    f"a {card.kind} cannot maneuver itself: only an amulet is maneuvered",
                    file=file,
                    card=card.name,
                    field=f"abilities[{i}].effects[{j}].target",
                )


def _field_path(loc: tuple[int | str, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part in ("function-after", "function-before", "function-wrap") or "[" in str(part):
            continue
        else:
            out += ("." if out else "") + str(part)
    return out


def parse_card(raw: Any, *, file: str = "<data>", index: int = 0) -> CardDef:
    """Validate one raw card mapping; a mistake is a :class:`CardDataError` naming file, card and field."""
    name = raw.get("name", f"#{index + 1}") if isinstance(raw, dict) else f"#{index + 1}"
    if not isinstance(raw, dict):
        raise CardDataError("a card is a mapping of fields", file=file, card=str(name))
    try:
        card = CardDef.model_validate(raw)
    except ValidationError as exc:
        err = exc.errors()[0]
        msg = str(err["msg"]).removeprefix("Value error, ")
        raise CardDataError(msg, file=file, card=str(name), field=_field_path(tuple(err["loc"]))) from None
    check_combinations(card, file=file)
    return card


def _read(path: Path) -> list[Any]:
    try:
        raw = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
    except yaml.YAMLError as exc:
        raise CardDataError(f"not valid YAML: {exc}", file=path.name) from None
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise CardDataError("the file needs a top-level 'cards:' list", file=path.name)
    extra = sorted(set(raw) - {"cards", "set"})
    if extra:
        raise CardDataError(f"unknown top-level field {extra[0]!r}", file=path.name)
    items: list[Any] = raw["cards"]
    return items


def _token_names(card: CardDef) -> Iterable[tuple[str, str]]:
    def walk(effects: Iterable[Effect], where: str) -> Iterable[tuple[str, str]]:
        for j, e in enumerate(effects):
            if e.token:
                yield f"{where}.effects[{j}].token", e.token
            if e.instead and e.instead.token:
                yield f"{where}.effects[{j}].instead.token", e.instead.token
            if e.card:
                yield f"{where}.effects[{j}].card", e.card
            for k, opt in enumerate(e.options):
                yield from walk(opt, f"{where}.effects[{j}].options[{k}]")

    for i, ab in enumerate(card.abilities):
        yield from walk(ab.effects, f"abilities[{i}]")


def load_pool(path: Path | None = None, *, sets: bool | Path = True, cache: Path | None = None) -> CardPool:
    """Read and validate a card pool: ``path`` (default ``cards.yaml``) plus every YAML under ``sets/``.

    ``sets`` may be ``False`` (only ``path``) or another directory to read set files from. ``cache``: a
    folder where the validated pool is kept under a key made of every file's name and bytes and the
    loader's own source (:func:`pool_cache_key`); a pool is taken from it only under the same key, and
    stored there after a load that succeeded. A load error is raised exactly as without a cache.
    """
    files = [path or DEFAULT_FILE]
    set_dir = SETS_DIR if sets is True else (sets if isinstance(sets, Path) else None)
    if set_dir is not None and set_dir.is_dir():
        files += sorted(p for p in set_dir.rglob("*") if p.suffix in (".yaml", ".yml"))
    key = pool_cache_key(files) if cache is not None else None
    if cache is not None and key is not None:
        kept = _cached_pool(cache, key)
        if kept is not None:
            return kept
    pool = _load(files)
    if cache is not None and key is not None:
        _store_pool(cache, key, pool)
    return pool


def _load(files: Sequence[Path]) -> CardPool:
    """Read and validate ``files`` in order (see :func:`load_pool`)."""
    cards: dict[str, CardDef] = {}
    evolved: dict[str, CardDef] = {}
    sources: dict[str, str] = {}
    numbers: dict[str, str] = {}
    for f in files:
        for i, raw in enumerate(_read(f)):
            card = parse_card(raw, file=f.name, index=i)
            table = evolved if card.kind == "evolved" else cards
            face = ("evolved " if card.kind == "evolved" else "") + card.name
            if card.name in table and table[card.name].placeholder and not card.placeholder:
                del table[card.name]
            if card.name in table:
                raise CardDataError(
                    f"duplicate card name (also in {sources[face]})",
                    file=f.name,
                    card=card.name,
                    field="name",
                )
            if card.number and card.number in numbers:
                raise CardDataError(
                    f"duplicate set number {card.number} (also {numbers[card.number]!r})",
                    file=f.name,
                    card=card.name,
                    field="number",
                )
            if card.number:
                numbers[card.number] = card.name
            table[card.name] = card
            sources[face] = f.name
    for card in [*cards.values(), *evolved.values()]:
        face = ("evolved " if card.kind == "evolved" else "") + card.name
        if card.kind == "evolved" and card.name not in cards:
            raise CardDataError(
                "an evolved follower needs a base card of the same name",
                file=sources[face],
                card=card.name,
                field="name",
            )
        for where, name in _token_names(card):
            if name not in cards:
                raise CardDataError(
                    f"no card named {name!r} in the pool", file=sources[face], card=card.name, field=where
                )
    return CardPool(cards, evolved, sources)


@functools.cache
def default_pool() -> CardPool:
    """The shipped pool: the generic test cards of ``cards.yaml`` and every set under ``sets/``.

    Taken from the cache of :func:`pool_cache_dir` when no card file and no loading code changed since
    it was stored; otherwise read and validated (and stored).
    """
    return load_pool(cache=pool_cache_dir())


NO_CACHE_ENV = "ORACLE_NO_POOL_CACHE"
"""Set (to anything but an empty string) to turn the pool cache off."""

LOADER_SOURCES = (
    Path(__file__),
    Path(__file__).with_name("vocabulary.py"),
    Path(__file__).parent.parent / "core" / "errors.py",
)
"""The code a loaded pool depends on: part of the cache key with the card files."""


def pool_cache_dir(environ: Mapping[str, str] | None = None, here: Path | None = None) -> Path | None:
    """Where :func:`default_pool` keeps the validated pool between processes; ``None``: no cache.

    ``engine/sve/__pycache__`` (git-ignored; delete its ``pool-*.pickle`` to clear the cache). Off when
    ``ORACLE_NO_POOL_CACHE`` is set, and under mutation testing: mutmut sets ``MUTANT_UNDER_TEST`` in its
    workers and runs a copy of the project under ``mutants/``; a pool stored by the unmutated loader would
    hide a mutant of the loading code. ``environ`` and ``here`` (this module's path) are for tests.
    """
    env = os.environ if environ is None else environ
    module = Path(__file__) if here is None else here
    if env.get(NO_CACHE_ENV) or env.get("MUTANT_UNDER_TEST") or "mutants" in module.parts:
        return None
    return module.with_name("__pycache__")


def pool_cache_key(files: Sequence[Path]) -> str | None:
    """The cache key of a pool read from ``files``: a hash of the Python, pydantic and PyYAML versions, the
    loader's source (:data:`LOADER_SOURCES`) and every file's name and bytes, in order.

    ``None`` when a file cannot be read: the load then runs (and reports it) as without a cache.
    """
    digest = hashlib.sha256(f"{sys.version}\0{pydantic.VERSION}\0{yaml.__version__}\0".encode())
    try:
        for f in (*LOADER_SOURCES, *files):
            data = f.read_bytes()
            digest.update(f"{f.name}\0{len(data)}\0".encode())
            digest.update(data)
    except OSError:
        return None
    return digest.hexdigest()


def _cached_pool(cache: Path, key: str) -> CardPool | None:
    """The pool stored under ``key``, or ``None`` (none stored, or unreadable: it is made again)."""
    try:
        with (cache / f"pool-{key}.pickle").open("rb") as stored:
            pool = pickle.load(stored)
    except Exception:  # a missing, truncated or outdated file is a miss, never an error
        return None
    return pool if isinstance(pool, CardPool) else None


def _store_pool(cache: Path, key: str, pool: CardPool) -> None:
    """Store ``pool`` under ``key`` (written whole, then renamed: a reader never sees half a file) and
    delete the pools stored under other keys. A cache that cannot be written only costs time."""
    target = cache / f"pool-{key}.pickle"
    partial = cache / f".pool-{key}-{os.getpid()}.tmp"
    try:
        cache.mkdir(parents=True, exist_ok=True)
        partial.write_bytes(pickle.dumps(pool, protocol=pickle.HIGHEST_PROTOCOL))
        os.replace(partial, target)
        for old in cache.glob("pool-*.pickle"):
            if old != target:
                old.unlink(missing_ok=True)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)
