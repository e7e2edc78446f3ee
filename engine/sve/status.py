"""A card's current values (CR 2): attack, defense and keywords as printed and modified.

Three layers add up: the printed value, changes that stay on the card
(``attack_mod``/``defense_mod``, given keywords), persistent effects with a
duration (``state.lasting``, CR 10.9) and continuous effects of cards on the
field (:meth:`engine.sve.table.Table.continuous`).
"""

from __future__ import annotations

from typing import Any

from engine.core import CardInstance
from engine.sve.state import Lasting
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


def _lasting(t: Table, uid: int, kind: str) -> list[Lasting]:
    lasting = t.state.lasting
    if not lasting:  # the common case, and these values are read many times per action
        return []
    return [e for e in lasting if e.uid == uid and e.kind == kind]


def attack_of(t: Table, card: CardInstance) -> int:
    """Current attack: printed value plus modifiers; it may be negative (CR 2.7; 5.27)."""
    lasting = sum(e.attack for e in _lasting(t, card.uid, "buff"))
    return t.defn(card).attack + int(card.state.get("attack_mod", 0)) + lasting + t.continuous(card).attack


def defense_of(t: Table, card: CardInstance) -> int:
    """Current defense: printed value plus modifiers minus damage; no ceiling (CR 2.8; 5.14)."""
    d = t.defn(card)
    lasting = sum(e.defense for e in _lasting(t, card.uid, "buff"))
    mods = int(card.state.get("defense_mod", 0)) + lasting + t.continuous(card).defense
    return d.defense + mods - int(card.state.get("damage", 0))


def printed_cost(t: Table, card: CardInstance) -> int:
    """A card's cost before cost changes (CR 2.5).

    An evolved follower has no cost of its own: it has the cost of the card it evolved from, the card
    beneath it (CR 5.16.1.2). One put onto the field already evolved (set-up) reads the base card of the
    same name (CR 5.16.1.1.1).
    """
    under = card.state.get("under")
    if under:
        return t.defn(under[0]).cost
    if card.state.get("evolved") and "entered_turn" in card.state:
        return t.pool.get(card.name).cost
    return t.defn(card).cost


def keywords_of(t: Table, card: CardInstance) -> frozenset[str]:
    """Keywords a card has now: printed, given, lasting and continuous ones, plus Rush while racing (CR 14.2)."""
    st = card.state
    if not st.get("keywords") and not st.get("racing") and not t.state.lasting:
        # the common case, read many times per action: nothing given, not racing, no persistent effect
        printed = t.defn(card).keywords
        continuous = t.continuous(card).keywords
        return printed | continuous if continuous else printed
    extra = set(card.state.get("keywords", ()))
    if card.state.get("racing"):
        extra.add("rush")
    extra |= {str(e.keyword) for e in _lasting(t, card.uid, "keyword")}
    return t.defn(card).keywords | extra | t.continuous(card).keywords


def traits_of(t: Table, card: CardInstance) -> tuple[str, ...]:
    """Traits a card has now: printed ones, then those effects gave it (CR 10.9.1.3), each once."""
    given = [*card.state.get("traits", ()), *(str(e.keyword) for e in _lasting(t, card.uid, "trait"))]
    printed = t.defn(card).traits
    return (*printed, *sorted({x for x in given if x not in printed}))


def is_follower(t: Table, card: CardInstance) -> bool:
    """True for followers and evolved followers."""
    return t.defn(card).kind in FOLLOWER_KINDS
