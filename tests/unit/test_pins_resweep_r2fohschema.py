"""Pins from issue 24's second pass (slice r2fohschema): continuous effects in a card pool built in code.

``Game.sandbox(pool=...)`` takes a ``CardPool`` whose cards never went through ``parse_card``, so the
loader's combination checks (FIELD_READERS, CONTINUOUS_INT_AMOUNTS) do not hold there; only the models'
own validators do. These pins show the engine ignores a field its effect kind does not read and reads a
computed amount on a continuous damage reduction or cost change as nothing.
"""

from __future__ import annotations

from typing import Any

from engine.sve import Game
from engine.sve.cards import CardDef, CardPool, default_pool


def _sandbox_with(*effects: dict[str, Any]) -> tuple[Game, int]:
    """A sandbox whose pool has one amulet with the given continuous effects, that amulet on player 0's
    field and a Test Goblin beside it; answers the game and the goblin's id."""
    base = default_pool()
    amulet = CardDef.model_validate(
        {"name": "Pin Hand Made Aura", "kind": "amulet", "cost": 1,
         "abilities": [{"trigger": "continuous", "effects": list(effects)}]}
    )  # fmt: skip
    pool = CardPool(cards={**base.cards, amulet.name: amulet}, evolved=dict(base.evolved))
    game = Game.sandbox(pool=pool)
    game.setup_put(0, "field", amulet.name)
    goblin = game.setup_put(0, "field", "Test Goblin")
    return game, goblin


ALL_OWN = {"each": "follower", "side": "own"}


# kills: engine.sve.continuous.x_continuous_mods__mutmut_149
def test_a_keyword_written_on_a_continuous_effect_that_does_not_give_keywords_is_ignored() -> None:
    game, goblin = _sandbox_with(
        {"kind": "reduce_damage", "target": ALL_OWN, "amount": 0, "keyword": "storm"}
    )
    assert "storm" not in game.view(goblin).keywords


# kills: engine.sve.continuous.x_continuous_mods__mutmut_176
def test_a_restriction_written_on_a_continuous_effect_that_does_not_restrict_is_ignored() -> None:
    game, goblin = _sandbox_with(
        {"kind": "damage_bonus", "target": ALL_OWN, "amount": 0, "restriction": "cannot_attack"}
    )
    game.setup_turn(active=0)
    game.attack(0, goblin)  # refused with the mutant: the stray restriction would forbid the attack
    assert game.view(goblin).engaged


# kills: engine.sve.continuous.x_continuous_mods__mutmut_123
def test_a_computed_amount_on_a_continuous_damage_reduction_reduces_nothing() -> None:
    game, goblin = _sandbox_with(
        {"kind": "reduce_damage", "target": ALL_OWN, "amount": {"leader_defense": True}}
    )
    assert game.view(goblin).defense == 2


# kills: engine.sve.continuous.x_continuous_mods__mutmut_169
def test_a_computed_amount_on_a_continuous_cost_change_changes_no_cost() -> None:
    game, goblin = _sandbox_with(
        {"kind": "cost_change", "target": ALL_OWN, "amount": {"leader_defense": True}}
    )
    assert game.view(goblin).cost == game.pool.get("Test Goblin").cost
