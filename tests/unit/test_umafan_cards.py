"""Unit tests of umafan card loading (engine/umafan/cards.py): every field of the YAML reaches the card.

The engine caches its pool, so most scenarios reach the loading code only once; these tests parse the YAML
afresh in each test, so a wrong loader fails here (docs/mutation.md, "Card-loading code").
"""

from __future__ import annotations

from importlib import resources

import pytest

from engine.umafan import CardPool
from engine.umafan.cards import CardDef, Condition
from engine.umafan.effects import Effect


def shipped() -> CardPool:
    """The shipped pool, parsed now (not the cached one)."""
    return CardPool.from_yaml(resources.files("engine.umafan").joinpath("cards.yaml").read_text("utf-8"))


def test_the_shipped_cards_carry_every_field() -> None:
    pool = shipped()
    assert pool.get("Swift Runner") == CardDef(name="Swift Runner", kind="umamusume", speed=6, stamina=2)
    assert pool.get("Veteran Runner") == CardDef(
        name="Veteran Runner", kind="umamusume", speed=7, stamina=4, condition=Condition(min_own_umamusume=1)
    )
    assert pool.get("Coach Runner") == CardDef(
        name="Coach Runner",
        kind="umamusume",
        speed=2,
        stamina=4,
        cost=1,
        declare_from=("field",),
        effects=(Effect("draw", 1),),
    )
    assert pool.get("Endurance Drill") == CardDef(
        name="Endurance Drill",
        kind="support",
        cost=1,
        condition=Condition(min_stamina=4),
        effects=(Effect("speed", 1, "own"),),
    )
    assert pool.get("Race Day Rally").condition == Condition(phases=("race",))
    assert pool.get("Trip Up") == CardDef(
        name="Trip Up",
        kind="support",
        cost=1,
        timing="response",
        effects=(Effect("set_speed", 1, "opponent"),),
    )
    assert pool.get("Energy Drink").cost == 0
    assert pool.get("Lucky Horseshoe").destination == "field"
    assert pool.get("Second Wind").declare_from == ("trash",)
    assert pool.get("Quick Stretch").timing == "any"
    assert pool.get("Long Course") == CardDef(
        name="Long Course",
        kind="racecourse",
        race_condition="long distance",
        condition=Condition(min_stamina=4),
    )


def test_defaults_of_a_bare_card() -> None:
    pool = CardPool.from_yaml("support:\n  - {name: Bare, effects: [{effect: draw}, {effect: stamina}]}\n")
    assert pool.get("Bare") == CardDef(
        name="Bare", kind="support", effects=(Effect("draw", 0, "own"), Effect("stamina", 0, "own"))
    )
    assert CardPool.from_yaml("").cards == {} and CardPool.from_yaml("umamusume:\n").cards == {}


def test_a_card_may_be_declared_from_every_zone() -> None:
    pool = CardPool.from_yaml(
        "support:\n  - {name: Roamer, declare_from: [hand, field, trash, exit], effects: [{effect: draw}]}\n"
    )
    assert pool.get("Roamer").declare_from == ("hand", "field", "trash", "exit")


@pytest.mark.parametrize(
    "card",
    [
        "{name: Bad Card, effects: [{effect: fly}]}",
        "{name: Bad Card, effects: [{effect: draw, target: everyone}]}",
        "{name: Bad Card, timing: never}",
        "{name: Bad Card, declare_from: [deck]}",
        "{name: Bad Card, destination: exit}",
    ],
)
def test_a_bad_field_is_refused_naming_the_card(card: str) -> None:
    with pytest.raises(ValueError, match="Bad Card"):
        CardPool.from_yaml(f"support:\n  - {card}\n")
