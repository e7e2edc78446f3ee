"""The opens2 card vocabulary at the loader: a divided amount (CR 10.6.2.4) needs selected targets and a plain
number; anything else is refused naming the file, the card and the field."""

from __future__ import annotations

from typing import Any

import pytest

from engine.sve.cards import CardDataError, parse_card


def _spell(effect: dict[str, Any]) -> dict[str, Any]:
    return {
        "name": "Divide Probe",
        "kind": "spell",
        "cost": 0,
        "abilities": [{"trigger": "spell", "effects": [effect]}],
    }


@pytest.mark.parametrize(
    "effect",
    [
        {"kind": "damage", "target": {"each": "follower", "side": "enemy"}, "amount": 2, "divide": True},
        {"kind": "damage", "target": "enemy_leader", "amount": 2, "divide": True},
        {
            "kind": "damage",
            "target": {"select": "follower", "side": "enemy", "count": 2},
            "amount": {"pp": True},
            "divide": True,
        },
    ],
)
def test_divide_without_selected_targets_or_a_plain_number_is_refused(effect: dict[str, Any]) -> None:
    with pytest.raises(CardDataError) as info:
        parse_card(_spell(effect), file="probe.yaml")
    assert (info.value.file, info.value.card) == ("probe.yaml", "Divide Probe")
    assert info.value.field == "abilities[0].effects[0].divide"


def test_divide_on_selected_targets_with_a_number_loads() -> None:
    effect = {
        "kind": "damage",
        "target": {"select": "follower", "side": "enemy", "count": 2},
        "amount": 3,
        "divide": True,
    }
    assert parse_card(_spell(effect), file="probe.yaml").abilities[0].effects[0].divide


def test_original_with_a_value_that_is_not_printed_is_refused() -> None:
    """``original`` (CR 5.24.1) reads a printed attack or defense: with play points it names nothing."""
    effect = {"kind": "damage", "target": "enemy_leader", "amount": {"pp": True, "original": True}}
    with pytest.raises(CardDataError) as info:
        parse_card(_spell(effect), file="probe.yaml")
    assert info.value.field.startswith("abilities[0].effects[0].amount")


def test_a_chosen_x_outside_playing_is_refused() -> None:
    """X is decided when a card or ability is played (CR 10.6.2.2.4): an ability that triggers later has none."""
    raw = {
        "name": "Divide Probe",
        "kind": "follower",
        "cost": 1,
        "attack": 1,
        "defense": 1,
        "abilities": [
            {"trigger": "last_words", "effects": [{"kind": "draw", "amount": {"chosen": True}}]},
        ],
    }
    with pytest.raises(CardDataError) as info:
        parse_card(raw, file="probe.yaml")
    assert info.value.field == "abilities[0].effects[0].amount"
