"""Reading the FOH card pool (engine/foh/cards.py, abilities.py) from plain data, without the cached default
pool, so that every field and every default of the loader is checked directly (docs/mutation.md: card-loading
code is measured unreliably through the cached pool)."""

from __future__ import annotations

import pytest

from engine.core import IllegalSetup, SeededRng, UnknownCard
from engine.foh.abilities import Ability, Effect, parse_ability, parse_effect
from engine.foh.cards import CardPool, DistanceCard, ForceCard, HorseCard, SupportCard, parse_pool
from engine.foh.race import drawn_conditions

RAW = {
    "common": {
        "distance": [{"name": "1000m", "meters": 1000, "category": "sprint"},
                     {"name": "3600m", "meters": 3600, "category": "long"}],
        "racecourse": ["東京", "大井"],
        "going": ["芝", "ダート"],
    },
    "force": [{"name": "Force", "value": 1}, {"name": "Triple Force", "value": 3}],
    "horses": [
        {"name": "Plain Horse", "cost": 1, "run": 2, "guard": 3, "styles": ["逃げ"], "distance": ["sprint"],
         "going": ["芝"]},
        {"name": "Busy Horse", "cost": 4, "run": 5, "guard": 6, "styles": ["先行", "差し"],
         "distance": ["mile", "long"], "going": ["芝", "ダート"], "keywords": ["additional_guard"],
         "abilities": [
             {"timing": "on_run", "condition": "using_situation",
              "effects": [{"boost": 2}, {"set_going": "ダート", "turns": 2}]},
             {"timing": "on_guard_win"},
         ]},
    ],
    "support": [
        {"name": "Quiet Card", "kind": "situation"},
        {"name": "Boot", "kind": "item", "item_type": "horse", "effects": [{"boost": 1}]},
    ],
}  # fmt: skip


def test_every_field_of_the_pool_is_read() -> None:
    pool = parse_pool(RAW)
    assert pool.cards == {
        "Force": ForceCard("Force", 1),
        "Triple Force": ForceCard("Triple Force", 3),
        "Plain Horse": HorseCard("Plain Horse", 1, 2, 3, ("逃げ",), ("sprint",), ("芝",)),
        "Busy Horse": HorseCard(
            "Busy Horse", 4, 5, 6, ("先行", "差し"), ("mile", "long"), ("芝", "ダート"),
            abilities=(
                Ability("on_run", (Effect("boost", amount=2), Effect("set_going", name="ダート", turns=2)),
                        "using_situation"),
                Ability("on_guard_win", ()),
            ),
            keywords=("additional_guard",),
        ),
        "Quiet Card": SupportCard("Quiet Card", "situation", ()),
        "Boot": SupportCard("Boot", "item", (Effect("boost", amount=1),), "horse"),
    }  # fmt: skip
    assert list(pool.cards) == ["Force", "Triple Force", "Plain Horse", "Busy Horse", "Quiet Card", "Boot"]
    assert pool.distances == {
        "1000m": DistanceCard("1000m", 1000, "sprint"),
        "3600m": DistanceCard("3600m", 3600, "long"),
    }
    assert pool.racecourses == ("東京", "大井")
    assert pool.goings == ("芝", "ダート")


def test_missing_sections_are_empty() -> None:
    assert parse_pool({}) == CardPool()
    assert parse_pool({"common": {}}) == CardPool()
    only_horses = parse_pool({"horses": RAW["horses"][:1]})
    assert list(only_horses.cards) == ["Plain Horse"] and only_horses.distances == {}


def test_effects_are_read_with_their_amount_name_and_duration() -> None:
    assert parse_effect({"draw_distance": 2}) == Effect("draw_distance", amount=2)
    assert parse_effect({"boost": 1, "turns": 3}) == Effect("boost", amount=1, turns=3)
    assert parse_effect({"fetch_from_farm": "Boot"}) == Effect("fetch_from_farm", name="Boot")
    assert parse_effect({"set_going": "芝", "turns": 1}) == Effect("set_going", name="芝", turns=1)


@pytest.mark.parametrize(
    "raw",
    [{}, {"boost": 1, "draw_distance": 1}, {"boost": 1, "until": 2}, {"sing": 1}, {"turns": 1}],
)
def test_a_malformed_effect_is_refused(raw: dict[str, object]) -> None:
    with pytest.raises(IllegalSetup):
        parse_effect(raw)


def test_abilities_are_read_and_checked() -> None:
    assert parse_ability({"timing": "on_guard"}) == Ability("on_guard", ())
    assert parse_ability({"timing": "on_run_fail", "effects": [{"rerun": 2}]}) == Ability(
        "on_run_fail", (Effect("rerun", amount=2),)
    )
    with pytest.raises(IllegalSetup):
        parse_ability({"timing": "at_lunch"})
    with pytest.raises(IllegalSetup):
        parse_ability({"timing": "on_run", "condition": "raining"})
    with pytest.raises(UnknownCard):
        parse_pool({"horses": [{**RAW["horses"][0], "keywords": ["flying"]}]})


def test_drawn_race_conditions_carry_their_distance_cards_length_and_category() -> None:
    pool = parse_pool(RAW)
    seen = set()
    for seed in range(12):
        race = drawn_conditions(pool, SeededRng(seed))
        card = pool.distance(race.distance)
        assert (race.meters, race.category) == (card.meters, card.category)
        assert race.racecourse in pool.racecourses and race.going in pool.goings
        seen.add(race.distance)
    assert seen == {"1000m", "3600m"}
