"""engine/sve/deck.py: a deck basis the steps cannot name, and a second universe (issue 12).

The scenario steps only declare a class or a universe basis, and the card pool has one universe
(Umamusume); these checks call the deck validator directly, the second with a pool that adds a card of
another universe.
"""

from __future__ import annotations

import pytest

from engine.sve.cards import CardPool, default_pool
from engine.sve.deck import build_deck, validate_deck
from engine.sve.errors import DeckIllegal

UMA_MAIN = [
    *((f"Derby Trainee {x}", 3) for x in "ABCDEFGHIJKL"),
    ("Special Week", 3),
    ("Silence Suzuka", 1),
]


def test_a_basis_other_than_class_or_universe_is_refused() -> None:
    with pytest.raises(DeckIllegal) as refused:
        validate_deck(build_deck("Uma Leader", UMA_MAIN, basis="title"))
    assert refused.value.reason == "basis-unavailable"


def test_a_universe_deck_refuses_a_card_of_another_universe() -> None:
    pool = default_pool()
    rival = pool.get("Derby Trainee A").model_copy(
        update={"name": "Rival Runner", "universe": "other-universe"}
    )
    mixed = CardPool(cards={**pool.cards, rival.name: rival}, evolved=dict(pool.evolved))
    main = [(n, k) for n, k in UMA_MAIN if n != "Silence Suzuka"] + [("Rival Runner", 1)]
    with pytest.raises(DeckIllegal) as refused:
        validate_deck(build_deck("Uma Leader", main, basis="universe"), pool=mixed)
    assert refused.value.reason == "off-universe"
    validate_deck(
        build_deck("Uma Leader", UMA_MAIN, basis="universe"), pool=mixed
    )  # the same deck without it
