"""A card's current values (CR 2): attack, defense and keywords as printed and modified."""

from __future__ import annotations

from typing import Any

from engine.core import CardInstance
from engine.sve.table import Table

FOLLOWER_KINDS = ("follower", "evolved")


def fresh_field_status(entered_turn: int) -> dict[str, Any]:
    """Status of a card that just arrived on the field: reserved, undamaged, no counters (CR 4.2)."""
    return {
        "engaged": False,
        "entered_turn": entered_turn,
        "damage": 0,
        "attack_mod": 0,
        "defense_mod": 0,
        "counters": {},
    }


def attack_of(t: Table, card: CardInstance) -> int:
    """Current attack: printed value plus modifiers; it may be negative (CR 2.7; 5.27)."""
    return t.defn(card).attack + int(card.state.get("attack_mod", 0))


def defense_of(t: Table, card: CardInstance) -> int:
    """Current defense: printed value plus modifiers minus damage; no ceiling (CR 2.8; 5.14)."""
    d = t.defn(card)
    return d.defense + int(card.state.get("defense_mod", 0)) - int(card.state.get("damage", 0))


def keywords_of(t: Table, card: CardInstance) -> frozenset[str]:
    """Keywords a card has now: printed ones, plus Rush while racing (CR 14.2)."""
    extra = {"rush"} if card.state.get("racing") else set()
    return t.defn(card).keywords | extra


def is_follower(t: Table, card: CardInstance) -> bool:
    """True for followers and evolved followers."""
    return t.defn(card).kind in FOLLOWER_KINDS
