"""Mutation pins (docs/mutation.md), issue 24 second pass, slice r3sve.

Each test fails with the mutant its comment names applied. They reach the engine through public input that
skips the card loader: a :class:`CardPool` built in code (its models validate, but ``check_combinations`` runs
only in ``parse_card``), or a module-level function of ``engine.sve.describe`` called with an argument its
type allows.
"""

from __future__ import annotations

from typing import Any

from engine.sve import Game
from engine.sve.cards import CardDef, CardPool, default_pool
from engine.sve.describe import card_records, ja_name, target_words

COMPUTED = {"count": {"kind": "follower", "side": "own", "zone": "field"}}  # 0 with an empty field


def _game_with(raw: dict[str, Any]) -> tuple[Game, int]:
    """A sandbox whose pool also holds ``raw`` (validated by its model, not by the loader); the card in
    player 0's hand."""
    shipped = default_pool()
    card = CardDef.model_validate(raw)
    g = Game.sandbox(pool=CardPool({**shipped.cards, card.name: card}, shipped.evolved, shipped.sources))
    return g, g.setup_put(0, "hand", card.name)


def _ready_to_evolve(base: CardDef, face: CardDef) -> tuple[Game, int]:
    """A sandbox whose pool is the shipped one plus ``base`` and its evolved ``face`` (built in code, so only the
    models' own checks apply): the base card on my field, its face in my evolve deck, 5 play points, no EP."""
    shipped = default_pool()
    pool = CardPool({**shipped.cards, base.name: base}, {**shipped.evolved, base.name: face}, shipped.sources)
    g = Game.sandbox(pool=pool)
    uid = g.setup_put(0, "field", base.name)
    g.setup_put(0, "evolve_deck", base.name)
    g.setup_points(0, pp=5, pp_max=5, ep=0)
    return g, uid


# kills: engine.sve.continuous.x_continuous_mods__mutmut_170
# a continuous cost_change with a computed amount counts as 0, not 1 (the loader's check is not the model's)
def test_continuous_cost_change_with_a_computed_amount_changes_nothing() -> None:
    raw = {"name": "Pin Computed Cost", "kind": "follower", "cost": 3, "attack": 1, "defense": 1,
           "abilities": [{"trigger": "continuous",
                          "effects": [{"kind": "cost_change", "target": "self", "amount": COMPUTED}]}]}  # fmt: skip
    g, uid = _game_with(raw)
    assert g.cost_of(uid) == 3


# kills: engine.sve.continuous.x_continuous_mods__mutmut_124
# the same for a continuous evolve_cost_change: its non-number amount counts as 0, so evolving costs the 2 printed
def test_continuous_evolve_cost_change_with_a_computed_amount_changes_nothing() -> None:
    name = "Pin Computed Evolve"
    effect = {"kind": "evolve_cost_change", "target": "self", "amount": COMPUTED}
    base = CardDef.model_validate(
        {"name": name, "kind": "follower", "cost": 3, "attack": 1, "defense": 1, "evolve_cost": 2,
         "abilities": [{"trigger": "continuous", "effects": [effect]}]}
    )  # fmt: skip
    face = CardDef.model_validate({"name": name, "kind": "evolved", "cost": 3, "attack": 3, "defense": 3})
    g, uid = _ready_to_evolve(base, face)
    g.evolve(0, uid)
    assert g.state.players[0].pp == 3


# kills: engine.sve.describe.x_ja_name__mutmut_8
# ja_name takes ``str | None``: no name reads as an empty text
def test_ja_name_of_no_name_is_empty() -> None:
    assert ja_name(None) == ""
    assert ja_name("") == ""


# kills: engine.sve.describe.x_target_words__mutmut_2, engine.sve.describe.x_target_words__mutmut_3
# target_words takes ``Target | None``: no target reads as no words in either language
def test_target_words_of_no_target_are_empty() -> None:
    assert target_words(None) == ("", "")


# kills: engine.sve.describe.x_ja_name__mutmut_6
# the names ja_name knows come from any pool card_records is given: no name must not look up a card's name
def test_ja_name_of_no_name_looks_up_no_card() -> None:
    card = CardDef.model_validate(
        {"name": "XXXX", "name_ja": "ピン", "kind": "follower", "cost": 1, "attack": 1, "defense": 1}
    )
    card_records(CardPool({card.name: card}))
    assert ja_name("XXXX") == "ピン"
    assert ja_name(None) == ""


# kills: engine.sve.zones.x_evolve_into__mutmut_22
# the card beneath an evolved follower is read for its cost (CR 5.16.1.2): its state must stay a dict
def test_an_evolved_follower_costs_what_the_card_beneath_it_costs() -> None:
    name = "Pin Computed Evolve"
    base = CardDef.model_validate(
        {"name": name, "kind": "follower", "cost": 3, "attack": 1, "defense": 1, "evolve_cost": 2}
    )
    face = CardDef.model_validate({"name": name, "kind": "evolved", "cost": 3, "attack": 3, "defense": 3})
    g, uid = _ready_to_evolve(base, face)
    evolved = g.evolve(0, uid)
    assert g.cost_of(evolved) == 3
