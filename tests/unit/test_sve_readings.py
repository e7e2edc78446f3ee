"""Readings that cannot drift from the card data (issue 22, section 1).

The site shows each card's abilities as a reading in English and Japanese made by
:mod:`engine.sve.describe` from the card data. Two promises are tested here:

1. Generated over the schema itself: for every effect kind, trigger, cost, condition, target, filter,
   amount, second pick and "instead" of the vocabulary, and for every field of each (the fields are read
   from the pydantic models of :mod:`engine.sve.cards`, the names from the tables of
   :mod:`engine.sve.vocabulary`), two values the loader takes that make different card data must make
   different readings in BOTH languages. A field the reading ignores fails, naming the place, the kind
   and the field. A new field or kind is enumerated as soon as the schema has it: a field whose values
   this test cannot derive fails too (:func:`values_for` names it).
2. No reading of any card of any set (``cards.yaml``, ``sets/*.yaml``) and no generated reading shows a
   raw identifier (``end_phase``, a snake_case key, a Python repr, braces) or a Japanese grammar slip
   such as 「…捨てるしてもよい」.

``EXCEPTIONS`` lists the few fields that cannot change the wording, each with its reason.
"""

from __future__ import annotations

import itertools
import re
import types
import typing
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from pydantic import BaseModel

from engine.sve.cards import (
    FIELD_READERS,
    RESTRICTIONS,
    SUBJECT_TRIGGERS,
    TARGET_USE,
    ZONES,
    Ability,
    Amount,
    CardDataError,
    CardDef,
    Condition,
    Cost,
    CountedFilter,
    Effect,
    Filter,
    Instead,
    LookPick,
    Target,
    Threshold,
    default_pool,
    parse_card,
)
from engine.sve.describe import DEFAULT_WHEN, card_records, render_ability
from engine.sve.vocabulary import (
    CONDITIONS,
    COSTS,
    CRAFTS,
    DURATIONS,
    EFFECTS,
    KEYWORDS,
    SIDES,
    TARGET_KINDS,
    TRIGGERS,
)
from tests.unit.sve_schema_harness import PARAMS

NAMES = ("Fairy", "Knight")
"""Two card names of the shipped pool (tokens and cards an effect names)."""

DECK_FILTER = "the effect looks at its own zone of its own player's cards: effects.py sets the filter's"
EXCEPTIONS: dict[tuple[str, str], tuple[tuple[Any, ...] | None, str]] = {
    **{
        (f"cost ({t})", "optional"): (
            None,
            "marks an automatic ability's cost as optional, which every such cost already is"
            " (vocabulary.COSTS): it changes neither the game nor the wording",
        )
        for t in ("fanfare", "activated")
    },
    **{
        (f"ability ({t})", "effects"): (
            None,
            "not a field of its own: each effect's fields are varied one by one",
        )
        for t in ("fanfare", "activated")
    },
    **{
        (f"ability ({t})", "when"): (
            None,
            "read only by the triggers another card sets off (DEFAULT_WHEN): varied there ('when of ...')",
        )
        for t in ("fanfare", "activated")
    },
    ("ability (fanfare)", "quick"): (None, "Quick is read on activated abilities only: varied there"),
    ("amount (pp)", "excluding_self"): (None, "read only with cards_played: varied there"),
    ("effect search", "to"): (
        ("cemetery",),
        "search puts cards onto the field or into the hand; the engine reads 'to: cemetery' as the hand",
    ),
    **{
        (f"filter of {place}", name): (None, f"{DECK_FILTER} {name}")
        for place in ("look_top", "a second pick", "search", "summon_from", "play_from", "cost discard")
        for name in ("zone", "side")
    },
}
"""(place, field) pairs whose value cannot change the wording, with the values concerned (``None``: all) and
why. Keep it short and explicit."""


# ---------------------------------------------------------------------------- values of a field
def _plain(annotation: Any) -> tuple[list[Any], bool]:
    """The non-None members of an annotation, and whether None is one of them."""
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = list(typing.get_args(annotation))
        return [a for a in args if a is not type(None)], type(None) in args
    return [annotation], False


NAMED: dict[str, tuple[Any, ...]] = {
    "kind": TARGET_KINDS,
    "side": tuple(SIDES),
    "zone": ZONES,
    "keyword": tuple(KEYWORDS),
    "craft": tuple(CRAFTS),
    "trait": ("Pixie", "Machina"),
    "name": NAMES,
    "token": NAMES,
    "card": NAMES,
    "counter": ("fable", "stack"),
    "restriction": RESTRICTIONS,
    "until": tuple(DURATIONS),
    "trigger": tuple(TRIGGERS),
    "shorthand": (),
}
"""Values of the string fields, by field name: the vocabulary's own tables."""

NESTED: dict[str, tuple[Any, ...]] = {
    "target": (
        "self",
        {"select": "follower", "side": "enemy"},
        {"each": "follower", "side": "enemy"},
        {"random": "follower", "side": "enemy"},
        {"select": "card", "side": "own"},
        {"select": "card", "side": "own", "zone": "hand"},
        "enemy_leader",
        "own_leader",
    ),
    "amount": (0, 2, {"count": {"kind": "follower"}}, {"pp": True}),
    "attack": (0, 2, {"pp": True}),
    "defense": (0, 2, {"pp": True}),
    "filter": ({"kind": "follower", "zone": "deck"}, {"kind": "spell", "zone": "deck"}),
    "when": ({"kind": "follower", "side": "own"}, {"kind": "follower", "side": "enemy"}),
    "options": ([[{"kind": "draw", "amount": 1}]], [[{"kind": "gain_ep", "amount": 2}]]),
    "condition": ({"combo": 2}, {"combo": 3}, {"overflow": True}),
    "if": ({"combo": 2}, {"combo": 3}, {"overflow": True}),
    "instead": ({"if": {"combo": 2}, "amount": 3}, {"if": {"combo": 3}, "amount": 3}),
    "cost": ({"pp": 1}, {"pp": 2}, {"ep": 1}),
    "then": ({"count": 1, "to": "hand"}, {"count": 1, "to": "cemetery"}),
    "count_at_least": ({"n": 1, "kind": "follower"}, {"n": 2, "kind": "follower"}),
    "count_at_most": ({"n": 0, "kind": "follower"}, {"n": 1, "kind": "follower"}),
    "all": ([{"combo": 2}, {"overflow": True}], [{"combo": 3}, {"overflow": True}]),
    "count": (1, 2, 3),
    "discard": (1, 2, {"kind": "spell", "zone": "hand", "count": 1}),
    "banish": ({"zone": "ex", "kind": "follower"}, {"zone": "cemetery", "kind": "spell", "count": 2}),
    "bury": ({"kind": "follower"}, {"kind": "amulet", "count": 2}),
    "return_": ({"other": True}, {"kind": "amulet", "count": 2}),
    "return": ({"other": True}, {"kind": "amulet", "count": 2}),
    "remove_counters": ({"stack": 1}, {"stack": 2}, {"fable": 1}),
    "effects": (),
}
"""Values of the fields holding numbers-or-models and models, by field name."""


def values_for(model: type[BaseModel], name: str) -> list[Any]:
    """Every value to try in ``model.name`` (``None``: left out), derived from the field's annotation; a field
    whose values cannot be derived fails here, naming the model and the field."""
    info = model.model_fields[name]
    members, optional = _plain(info.annotation)
    out: list[Any] = [None] if optional or not info.is_required() else []
    if name in NESTED:
        return out + list(NESTED[name])
    if all(typing.get_origin(m) is typing.Literal for m in members):  # the schema's own values first
        return out + [v for m in members for v in typing.get_args(m)]
    if name in NAMED:
        return out + list(NAMED[name])
    if all(m is bool for m in members):
        return out + [False, True]
    if all(m is int for m in members):
        return out + [0, 1, 2]
    if all(typing.get_origin(m) is typing.Literal for m in members):
        return out + [v for m in members for v in typing.get_args(m)]
    raise AssertionError(f"{model.__name__}.{name}: no values known to try; add them to NAMED or NESTED")


# ---------------------------------------------------------------------------- loading and reading
def _card(abilities: list[dict[str, Any]], kind: str = "follower") -> CardDef | None:
    raw: dict[str, Any] = {"name": "Reading Probe", "kind": kind, "cost": 1, "abilities": abilities}
    if kind == "follower":
        raw |= {"attack": 1, "defense": 1}
    try:
        return parse_card(raw, file="reading-probe.yaml")
    except CardDataError:
        return None


def reading(card: CardDef) -> tuple[str, str]:
    """The card's abilities read in English and in Japanese."""
    lines = [render_ability(ab) for ab in card.abilities]
    return (" | ".join(en for en, _ in lines), " | ".join(ja for _, ja in lines))


Build = Callable[[Any], list[dict[str, Any]]]
"""A place: a field's value -> the abilities of a probe card with that value written there."""


def _set(raw: dict[str, Any], name: str, value: Any) -> dict[str, Any]:
    out = {k: v for k, v in raw.items() if k != name}
    if value is not None:
        out[name] = value
    return out


def _trigger_kind(trigger: str) -> str:
    return "spell" if trigger == "spell" else "follower"


def problems(
    place: str, model: type[BaseModel], base: dict[str, Any], build: Build, kind: str = "follower"
) -> list[str]:
    """Vary every field of ``model`` from ``base`` (``build`` writes the mapping into a probe card): each two
    values the loader takes that make different cards must read differently in English and in Japanese."""
    out: list[str] = []
    aliases = {n: (f.alias or n) for n, f in model.model_fields.items()}
    for name, key in aliases.items():
        skipped, _ = EXCEPTIONS.get((place, name), ((), ""))
        if skipped is None or name == "shorthand" or (model, name) == (Effect, "kind"):
            continue
        loaded: list[tuple[Any, CardDef]] = []
        for value in values_for(model, name):
            card = _card(build(_set(base, key, value)), kind)
            if value not in skipped and card is not None and all(card != c for _, c in loaded):
                loaded.append((value, card))
        # leaving out a field whose schema default is None (or a trigger's `when`, merged with the trigger's
        # default) may mean one written value: the default written out reads the same
        default_ok = model.model_fields[name].default is None or place.startswith("when of")
        same_as_left_out = 0
        for (a, ca), (b, cb) in itertools.combinations(loaded, 2):
            ra, rb = reading(ca), reading(cb)
            if a is None and default_ok and ra == rb and same_as_left_out == 0:
                same_as_left_out += 1
                continue
            for lang, i in (("en", 0), ("ja", 1)):
                if ra[i] == rb[i]:
                    out.append(f"{place}: field {name!r}: {a!r} and {b!r} read the same in {lang}: {ra[i]!r}")
        out += [p for _, c in loaded for p in raw_words(reading(c), f"{place}: field {name!r}")]
    return out


RAW = [
    (re.compile(r"\b[a-z]+_[a-z_]+\b"), "a snake_case identifier"),
    (re.compile(r"\b(kind|side|zone|count|trait|mode)="), "a Python repr"),
    (re.compile(r"\b(None|True|False)\b"), "a Python value"),
    (re.compile(r"[{}]"), "a brace"),
    (re.compile(r"るして|するして|るしても"), "a Japanese verb doubled with する"),
    (re.compile(r"(^|\. |: )X \(X = |する。X（X"), "X named twice (a sentence of its own for X)"),
    (re.compile(r"\w\(s\)"), "a template plural"),
    (re.compile(r"(stack|spell|fable)カウンター"), "an English counter name in Japanese"),
    (re.compile(r"《[^》]*《|【[^】]*【"), "brackets nested in brackets"),
]


def raw_words(text: tuple[str, str], where: str) -> Iterator[str]:
    """What in a reading is a raw identifier or a grammar slip."""
    for lang, line in zip(("en", "ja"), text, strict=True):
        for pattern, what in RAW:
            found = pattern.search(line)
            if found:
                yield f"{where}: {lang} reading shows {what} ({found.group(0)!r}): {line!r}"


def _ok(found: list[str]) -> None:
    """Fail with every problem found, one a line."""
    assert not found, f"{len(found)} problem(s):\n" + "\n".join(found)


# ---------------------------------------------------------------------------- the places
def _target_for(kind: str) -> Any:
    for form in NESTED["target"]:
        if _card([_ability([{**PARAMS[kind], "kind": kind, "target": form}])]) is not None:
            return form
    return None


def _ability(effects: list[dict[str, Any]], trigger: str = "activated", **extra: Any) -> dict[str, Any]:
    return {"trigger": trigger, "effects": effects, **extra}


def _base_effect(kind: str) -> dict[str, Any]:
    raw = {"kind": kind, **PARAMS[kind]}
    if kind in TARGET_USE:
        raw["target"] = _target_for(kind)
    return raw


def _in_ability(kind: str) -> Callable[[dict[str, Any]], list[dict[str, Any]]]:
    """An effect of ``kind`` in an activated ability (``pay`` inside an option of ``choose``)."""
    if kind == "pay":
        return lambda e: [
            _ability([{"kind": "choose", "count": 1, "options": [[e, {"kind": "draw", "amount": 1}]]}])
        ]
    return lambda e: [_ability([e])]


TOP_KINDS = list(EFFECTS)


@pytest.mark.parametrize("kind", TOP_KINDS)
def test_every_field_of_every_effect_kind_changes_its_reading(kind: str) -> None:
    _ok(problems(f"effect {kind}", Effect, _base_effect(kind), _in_ability(kind)))


TARGET_BASES = {"discard": {"select": "card", "side": "own", "zone": "hand"}}


@pytest.mark.parametrize("kind", sorted(TARGET_USE))
def test_every_target_field_changes_the_reading(kind: str) -> None:
    target = dict(TARGET_BASES.get(kind, {"select": "follower", "side": "enemy"}))
    if kind == "give_control":
        target["side"] = "own"
    base = _base_effect(kind)

    def build(t: dict[str, Any]) -> list[dict[str, Any]]:
        t = dict(t)
        mode, what = t.pop("mode", "select"), t.pop("kind", "card")
        written = {mode: what, **t} if mode in ("select", "each", "random") else {"mode": mode, **t}
        return [_ability([{**base, "target": written}])]

    mode = next(m for m in ("select", "each", "random") if m in target)
    target = {"mode": mode, "kind": target.pop(mode), **target}
    _ok(problems(f"target of {kind}", Target, target, build))


def _filter_places() -> Iterator[tuple[str, type[BaseModel], dict[str, Any], Build, str]]:
    for kind in sorted(FIELD_READERS["filter"]):
        base = _base_effect(kind)
        yield (
            f"filter of {kind}",
            Filter,
            dict(base.get("filter") or {"kind": "follower"}),
            lambda f, base=base: [_ability([{**base, "filter": f}])],
            "follower",
        )
    for trigger in sorted(DEFAULT_WHEN):
        yield (
            f"when of {trigger}",
            Filter,
            {"kind": "follower"},
            lambda f, trigger=trigger: [_ability([{"kind": "draw", "amount": 1}], trigger, when=f)],
            "follower",
        )
    yield (
        "filter of an amount",
        Filter,
        {"kind": "follower"},
        lambda f: [_ability([{"kind": "draw", "amount": {"count": f}}])],
        "follower",
    )
    for name in ("count_at_least", "count_at_most"):
        yield (
            f"filter of condition {name}",
            Threshold,
            {"n": 1, "kind": "follower"},
            lambda f, name=name: [_ability([{"kind": "draw", "amount": 1}], "fanfare", **{"if": {name: f}})],
            "follower",
        )
    for name in ("discard", "banish", "bury", "return"):
        yield (
            f"filter of cost {name}",
            CountedFilter,
            {"kind": "follower", "zone": "hand" if name == "discard" else "field"},
            lambda f, name=name: [_ability([{"kind": "draw", "amount": 1}], cost={name: f})],
            "follower",
        )
    yield (
        "filter of a second pick",
        Filter,
        {"kind": "spell", "zone": "deck"},
        lambda f: [_ability([{**_base_effect("look_top"), "then": {"count": 1, "filter": f}}])],
        "follower",
    )


FILTER_PLACES = list(_filter_places())


@pytest.mark.parametrize(
    ("place", "model", "base", "build", "kind"), FILTER_PLACES, ids=[p[0] for p in FILTER_PLACES]
)
def test_every_filter_field_changes_the_reading(
    place: str, model: type[BaseModel], base: dict[str, Any], build: Build, kind: str
) -> None:
    _ok(problems(place, model, base, build, kind))


AMOUNT_SOURCES = [
    n
    for n, f in Amount.model_fields.items()
    if n not in ("times", "plus", "excluding_self", "fixed", "half", "original")
]
"""What X counts; ``times``, ``plus``, ``excluding_self``, ``fixed`` (counted when played), ``half`` and
``original`` (the printed value) modify a source."""


def test_every_amount_changes_the_reading() -> None:
    """Each source of X reads differently from every other; ``times``, ``plus`` and ``excluding_self``
    change the reading of the source they go with."""
    out: list[str] = []
    cards: list[tuple[str, CardDef]] = []
    for source in AMOUNT_SOURCES:
        value: Any = {"kind": "follower"} if source == "count" else True
        trigger = "card_enters" if source == "cost_of_trigger" else "activated"  # set off by another card
        card = _card(
            [_ability([{"kind": "damage", "target": "enemy_leader", "amount": {source: value}}], trigger)]
        )
        assert card is not None, source
        cards.append((source, card))
    for (a, ca), (b, cb) in itertools.combinations(cards, 2):
        for i, lang in enumerate(("en", "ja")):
            if reading(ca)[i] == reading(cb)[i]:
                out.append(f"amount: {a!r} and {b!r} read the same in {lang}")
    for extra in ({"original": True}, {"half": True}):  # modifiers of a source: they change its reading
        plain, changed = (
            _card(
                [
                    _ability(
                        [
                            {
                                "kind": "damage",
                                "target": "enemy_leader",
                                "amount": {"attack_of_self": True, **e},
                            }
                        ]
                    )
                ]
            )
            for e in ({}, extra)
        )
        assert plain is not None and changed is not None, extra
        for i, lang in enumerate(("en", "ja")):
            if reading(plain)[i] == reading(changed)[i]:
                out.append(f"amount: {next(iter(extra))!r} does not change the reading in {lang}")
    for base in ({"pp": True}, {"cards_played": True}):
        out += problems(
            f"amount ({next(iter(base))})",
            Amount,
            base,
            lambda a: [_ability([{"kind": "damage", "target": "enemy_leader", "amount": a}])],
        )
    _ok(out)


def test_every_condition_changes_the_reading() -> None:
    assert set(Condition.model_fields) == set(CONDITIONS)
    out = problems(
        "condition",
        Condition,
        {},
        lambda c: [_ability([{"kind": "draw", "amount": 1}], "fanfare", **({"if": c} if c else {}))],
    )
    out += problems(
        "condition of an effect",
        Condition,
        {},
        lambda c: [_ability([{"kind": "draw", "amount": 1, **({"if": c} if c else {})}], "fanfare")],
    )
    _ok(out)


@pytest.mark.parametrize("trigger", ["activated", "fanfare"])
def test_every_cost_changes_the_reading(trigger: str) -> None:
    assert {Cost.model_fields[n].alias or n for n in Cost.model_fields} == set(COSTS)
    out = problems(
        f"cost ({trigger})",
        Cost,
        {},
        lambda c: [_ability([{"kind": "draw", "amount": 1}], trigger, **({"cost": c} if c else {}))],
    )
    _ok(out)


def test_every_ability_field_changes_the_reading() -> None:
    out: list[str] = []
    for trigger in ("fanfare", "activated"):
        base = {"trigger": trigger, "effects": [{"kind": "draw", "amount": 1}]}
        out += problems(f"ability ({trigger})", Ability, base, lambda a: [a])
    triggers: list[tuple[str, CardDef]] = []
    for trigger in TRIGGERS:
        effect = {"kind": "cost_change", "target": "self", "amount": -1} if trigger == "continuous" else None
        card = _card([_ability([effect or {"kind": "draw", "amount": 1}], trigger)], _trigger_kind(trigger))
        assert card is not None, trigger
        triggers.append((trigger, card))
    for (a, ca), (b, cb) in itertools.combinations(triggers, 2):
        for i, lang in enumerate(("en", "ja")):
            if reading(ca)[i] == reading(cb)[i]:
                out.append(f"ability: trigger {a!r} and {b!r} read the same in {lang}: {reading(ca)[i]!r}")
    _ok(out)


def test_every_second_pick_and_instead_field_changes_the_reading() -> None:
    look = _base_effect("look_top")
    out = problems("second pick", LookPick, {"count": 1}, lambda p: [_ability([{**look, "then": p}])])
    damage = {"kind": "damage", "target": "enemy_leader", "amount": 1}
    out += problems(
        "instead",
        Instead,
        {"if": {"combo": 2}, "amount": 3},
        lambda i: [_ability([{**damage, "instead": i}])],
    )
    _ok(out)


def test_the_places_cover_every_trigger_with_a_subject() -> None:
    """``when`` narrows the triggers set off by another card: each has a default the reading starts from."""
    assert set(DEFAULT_WHEN) == SUBJECT_TRIGGERS


# ---------------------------------------------------------------------------- every card of every set
def test_no_reading_of_any_card_shows_a_raw_identifier() -> None:
    out: list[str] = []
    for record in card_records(default_pool()):
        for en, ja in zip(record["abilities"]["en"], record["abilities"]["ja"], strict=True):
            out += raw_words((en, ja), f"{record['key']} ({record['name']['en']})")
    _ok(out)


def test_the_bp01_checklist_covers_every_bp01_entry() -> None:
    """``docs/bp01-readings.md`` lists each BP01 entry of the pool once, with a status (issue 22)."""
    from pathlib import Path

    doc = (Path(__file__).parents[2] / "docs" / "bp01-readings.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| (BP01-[A-Z0-9]+) \| [^|]+ \| (matches|fixed|loose) \|", doc, flags=re.M)
    numbers = sorted(c.number for c in default_pool().all() if c.number and c.number.startswith("BP01-"))
    assert sorted(n for n, _ in rows) == numbers


PRINTED_JA = {
    "overflow": "覚醒",
    "sanguine": "真紅",
    "earth_rite": "土の秘術",
    "combo": "コンボ",
    "spellchain": "スペルチェイン",
    "necrocharge": "ネクロチャージ",
}
"""The Japanese word the printed cards use for each ability word a condition names (card facts of eireetm/SVEN
``packages/core/data/BP01.json``: 【覚醒】状態, 【真紅】状態, 【土の秘術】, 【コンボ_N】, 【スペルチェイン_N】,
【ネクロチャージ_N】)."""


@pytest.mark.parametrize("name", sorted(PRINTED_JA))
def test_a_condition_reads_the_printed_ability_word_in_japanese(name: str) -> None:
    """A reading names an ability word as the Japanese cards print it (a fresh-sample review found Sanguine
    read as 【渇望】, a word no card uses for it; the cards say 【真紅】)."""
    value: Any = 3 if name in ("combo", "spellchain", "necrocharge") else True
    card = _card([_ability([{"kind": "draw", "amount": 1}], "fanfare", **{"if": {name: value}})])
    assert card is not None, name
    assert PRINTED_JA[name] in reading(card)[1], reading(card)[1]


def test_a_look_that_leaves_the_rest_in_place_does_not_send_them_to_the_bottom() -> None:
    """A look at the top whose card says nothing of the rest (``rest: stay``: Spectral Wizard, Phoenix Roost)
    must not read "put the rest on the bottom" (a fresh-sample review found the reading, and the engine,
    moving the card looked at to the bottom; CR 5.11.1: looking moves nothing)."""
    card = _card([_ability([{**_base_effect("look_top"), "rest": "stay"}])])
    assert card is not None
    en, ja = reading(card)
    assert "bottom" not in en and "下に置く" not in ja, (en, ja)
    assert "stay on top" in en and "上" in ja, (en, ja)


def test_a_class_in_a_japanese_filter_is_written_as_the_cards_print_it() -> None:
    """The cards write a class in a filter as 《ロイヤル》フォロワー; ロイヤル・フォロワー is how a trait is written
    (妖精・フォロワー), so a class read that way looks like a trait (found by a fresh-sample review, BP01-103)."""
    card = _card(
        [
            _ability(
                [{"kind": "draw", "amount": 1}],
                "fanfare",
                **{"if": {"count_at_least": {"n": 1, "craft": "sword"}}},
            )
        ]
    )
    assert card is not None
    ja = reading(card)[1]
    assert "《ロイヤル》" in ja and "ロイヤル・" not in ja, ja


def _one(effect: dict[str, Any], trigger: str = "activated") -> tuple[str, str]:
    card = _card([_ability([effect], trigger)])
    assert card is not None, effect
    return reading(card)


@pytest.mark.parametrize(
    ("target", "counter"),
    [
        ("enemy_leader_or_follower", "リーダー1人か"),
        ({"select": "leader", "side": "enemy"}, "リーダー1人"),
        ({"select": "follower", "side": "enemy"}, "フォロワー1体"),
        ({"select": "amulet", "side": "own"}, "アミュレット1つ"),
        ({"select": "follower", "side": "own", "zone": "cemetery"}, "フォロワー1枚"),
        ({"select": "follower", "side": "own", "zone": "ex"}, "フォロワー1枚"),
    ],
)
def test_japanese_readings_count_as_the_cards_do(target: Any, counter: str) -> None:
    """The Japanese cards count a leader with 人, a follower on the field with 体, an amulet on the field with つ
    and a card in any other zone with 枚 (「相手のリーダー1人か相手のフォロワー1体」, 「墓場のフォロワー1枚」; card facts
    of eireetm/SVEN); a review found 「リーダーかフォロワー1枚」 and 「墓場のフォロワー1体」."""
    kind = "damage" if "leader" in str(target) else "destroy"
    if isinstance(target, dict) and target.get("zone") in ("cemetery", "ex"):
        kind = "return_to_hand"
    effect: dict[str, Any] = {"kind": kind, "target": target}
    if kind == "damage":
        effect["amount"] = 1
    ja = _one(effect)[1]
    assert counter in ja, ja


def test_tokens_are_counted_as_the_cards_do() -> None:
    """A follower token put onto the field is 1体, into the EX area 1枚 (put, not 出す)."""
    card_records(default_pool())  # the readings learn which names are followers
    field = _one({"kind": "summon_token", "token": "Fairy", "amount": 1, "zone": "field"})[1]
    ex = _one({"kind": "summon_token", "token": "Fairy", "amount": 1, "zone": "ex"})[1]
    assert "1体を出す" in field and "1枚をEXエリアに置く" in ex, (field, ex)


def test_any_number_reads_as_any_number() -> None:
    """A selection of "any number" (Rose Queen) must not read as "up to N" (a review found "up to 5")."""
    en, ja = _one(
        {"kind": "destroy", "target": {"select": "follower", "side": "own", "zone": "ex", "any_number": True}}
    )
    assert "any number of" in en and "up to" not in en and "好きな枚数" in ja and "まで" not in ja, (en, ja)


def test_a_selection_alone_reads_as_selecting_and_a_whole_hand_as_revealing_it() -> None:
    """Ace Dragoon only selects the follower X names: the reading says "Select", not "Reveal"; Crazed Executioner
    has the opponent reveal their hand and discard the card you select (a review found both read otherwise)."""
    en, ja = _one({"kind": "select", "target": {"select": "follower", "side": "any", "other": True}})
    assert en.startswith("Activate: Select another follower") and "Reveal" not in en and "を選ぶ" in ja, (
        en,
        ja,
    )
    en, ja = _one({"kind": "reveal", "target": {"each": "card", "side": "enemy", "zone": "hand"}})
    assert "Your opponent reveals their hand" in en and "相手は手札を公開する" in ja, (en, ja)
    en, ja = _one({"kind": "discard", "target": {"select": "card", "side": "enemy", "zone": "hand"}})
    assert "Your opponent discards it" in en and "相手はそれを捨てる" in ja, (en, ja)


def test_the_rest_on_the_bottom_are_in_any_order_the_player_chooses() -> None:
    """The cards let the player order the rest on the bottom, and the engine waits for that order (CR 4.1.5): the
    reading says the card's "any order" with no assumption note (it once said "in the same order", which no card
    says, then marked the engine's assumption that the order was kept)."""
    en, ja = _one(_base_effect("look_top"))
    assert "any order" in en and "assumed" not in en and "same order" not in en, en
    assert "好きな順" in ja and "ものとする" not in ja and "元の順番" not in ja, ja


def test_a_state_reads_as_the_cards_print_it_and_entering_engaged_is_no_while() -> None:
    """The cards print a state as 「【覚醒】状態なら」 (a reading said 「【覚醒】1枚引く」); a card that comes onto the field
    engaged does so as it enters (a reading said "While this card is on the field: This card comes onto the field
    engaged")."""
    ja = _one({"kind": "draw", "amount": 1, "if": {"overflow": True}}, "fanfare")[1]
    assert "【覚醒】状態なら" in ja, ja
    card = _card(
        [
            {
                "trigger": "continuous",
                "effects": [{"kind": "restrict", "target": "self", "restriction": "enters_engaged"}],
            }
        ]
    )
    assert card is not None
    en, ja = reading(card)
    assert not en.startswith("While") and not ja.startswith("これが場にある間"), (en, ja)


def test_a_card_put_onto_the_field_by_name_reads_as_a_named_card() -> None:
    """A card named in a put-onto-the-field effect reads 'a card named "Knight"' (a reading said "Put Dragon from
    your EX area onto the field", the bare name as if it were a noun)."""
    en = _one({"kind": "summon_from", "zone": "cemetery", "card": "Knight"})[0]
    assert 'a card named "Knight"' in en, en


def test_a_cost_change_reads_as_a_change_to_the_cost_of_playing_in_japanese() -> None:
    """The cards lower the cost of playing a card (「それをプレイする際、コストを-2する」; Wyvern Cavalier, Medusa) and
    the engine changes only the play cost (CR 10.6.2.5.1); the Japanese reading said 「それのコストは-2される」, a
    change of the card's cost itself with no "when it is played" (the third fresh sample, BP01-084)."""
    for target in ("self", {"each": "follower", "side": "own", "zone": "hand"}):
        card = _card(
            [{"trigger": "continuous", "effects": [{"kind": "cost_change", "target": target, "amount": -2}]}]
        )
        assert card is not None, target
        en, ja = reading(card)
        assert "costs 2 less to play" in en, en
        assert "をプレイする際、コストを-2する" in ja and "コストは" not in ja, ja
    for record in card_records(default_pool()):
        for ja in record["abilities"]["ja"]:
            assert "のコストは" not in ja, (record["key"], ja)


def test_an_evolve_cost_change_reads_as_a_change_to_the_cost_of_evolving() -> None:
    """A change of the evolve cost lowers or raises what evolving costs (CR 5.16, 8.5): the readings said "The
    evolve cost of … is -1" / 「…の進化コストは-1される」, the same shape the third fresh sample found wrong for
    play costs (BP01-084); they now read as the cost of evolving, in both languages."""
    card = _card(
        [
            {
                "trigger": "continuous",
                "effects": [
                    {
                        "kind": "evolve_cost_change",
                        "target": {"each": "follower", "side": "own"},
                        "amount": -1,
                    }
                ],
            }
        ]
    )
    assert card is not None
    en, ja = reading(card)
    assert "costs 1 less to evolve" in en and "evolve cost of" not in en, en
    assert "を進化させる際、コストを-1する" in ja and "進化コストは" not in ja, ja


def test_every_japanese_reading_names_assail_and_choose_as_the_cards_print_them() -> None:
    """The fourth fresh sample found Assail read 【強襲】 (the Japanese cards print 【指定攻撃】, eireetm/SVEN
    ``packages/core/data/BP01.json``: BP01-028, 047, 163, ...) and "choose" read 「下記から1つ選ぶ」 (the cards print
    チョイス; 選ぶ is their word for selecting a target). No reading of the pool may use either again."""
    bad = [
        (r["key"], ja)
        for r in card_records()
        for ja in r["abilities"]["ja"] + [k["ja"] for k in r["keywords"]]
        if "強襲" in ja or re.search(r"下記から\d+つ(?:まで)?選ぶ", ja)
    ]
    assert not bad, bad


def test_an_earth_rite_printed_in_an_option_reads_in_that_option() -> None:
    """An Earth Rite that only a "choose" option uses belongs to that option, as Runic Guardian prints it
    ("(1) Earth Rite: ..."); the fourth fresh sample found it read as a rite paid before the choice, which let it
    be paid with the other option."""
    card = _card(
        [
            _ability(
                [
                    {
                        "kind": "choose",
                        "count": 1,
                        "options": [
                            [{"kind": "draw", "amount": 1, "if": {"earth_rite": True}}],
                            [{"kind": "gain_defense", "amount": 1}],
                        ],
                    }
                ],
                "fanfare",
                cost={"earth_rite": True},
            )
        ]
    )
    assert card is not None
    en, ja = reading(card)
    assert "(1) Earth Rite: " in en and "You may pay Earth Rite" not in en, en
    assert "【1】【土の秘術】" in ja and "土の秘術を支払ってもよい" not in ja, ja


@pytest.mark.parametrize("kind", ["discard", "put_on_deck"])
def test_a_card_of_my_own_hand_picked_as_the_effect_resolves_is_not_read_as_selected(kind: str) -> None:
    """ "Draw 2 cards, then discard a card" picks the card as it resolves, after the draw (a card just drawn may be
    the one); the cards print no "select" for it. Sample B of the fourth fresh sample found it read "Discard a
    selected friendly card in the hand" / 「選んだ自分の手札のカード1枚を捨てる」, words the readings use for targets
    chosen when the ability is played."""
    effect: dict[str, Any] = {"kind": kind, "target": {"select": "card", "side": "own", "zone": "hand"}}
    if kind == "put_on_deck":
        effect["position"] = "bottom"
    card = _card([_ability([{"kind": "draw", "amount": 2}, effect], "fanfare")])
    assert card is not None
    en, ja = reading(card)
    assert "selected" not in en and "from your hand" in en, en
    assert "選んだ" not in ja and "自分の手札1枚" in ja, ja


def test_adding_to_a_stack_reads_as_the_cards_say_it() -> None:
    """ "Add 1 to a Stack on your field" (CR 13.3.2.4) picks the card with Stack as that part resolves; sample C of the
    fourth fresh sample found it read "a selected other friendly amulet with Stack", which reads as chosen when
    played and as leaving out a Stack card the same ability just made."""
    card = _card(
        [
            _ability(
                [
                    {"kind": "summon_token", "token": "Magic Sediment", "amount": 1, "zone": "field"},
                    {"kind": "put_counter", "target": "own_stack_amulet", "counter": "stack", "amount": 1},
                ],
                "last_words",
            )
        ]
    )
    assert card is not None
    en, ja = reading(card)
    assert "Add 1 Stack counter to a card with Stack on your field" in en and "selected" not in en, en
    assert "選んだ" not in ja and "【スタック】を持つカード1つ" in ja, ja


def test_a_spell_played_is_never_another_spell() -> None:
    """ "Whenever you play a spell" on a follower or amulet: the card itself is never a spell played, so "another
    spell" / 「他のスペル」 adds nothing and reads as "a second spell"; sample F of the fourth fresh sample found it on
    BP01-062 Dragonbond Mage."""
    card = _card([_ability([{"kind": "draw", "amount": 1}], "on_play", when={"kind": "spell"})])
    assert card is not None
    en, ja = reading(card)
    assert "another" not in en and "他の" not in ja, (en, ja)
