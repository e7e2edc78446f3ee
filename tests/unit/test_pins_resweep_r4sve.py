"""Issue 24 second pass (slice r4sve): a pin for a claim that rested on the card loader's checks.

``Game.sandbox(pool=...)`` takes a :class:`CardPool` built in code; its ``CardDef`` models validate when
constructed, but the loader's target-use check (``check_combinations``: a continuous ``damage_bonus`` only
targets cards on the field) does not run. Such a pool can hold a continuous damage bonus aimed at the
cemetery, and the engine still counts the bonus only while the damage source is on the field (CR 5.14).
"""

from __future__ import annotations

from engine.sve import Game
from engine.sve.cards import CardDef, CardPool, default_pool


def _pool() -> CardPool:
    base = default_pool()
    extra = {
        "Pin Cemetery Banner": CardDef.model_validate(
            {
                "name": "Pin Cemetery Banner",
                "kind": "amulet",
                "cost": 1,
                "abilities": [
                    {
                        "trigger": "continuous",
                        "effects": [
                            {
                                "kind": "damage_bonus",
                                "target": {"each": "follower", "side": "own", "zone": "cemetery"},
                                "amount": 2,
                            }
                        ],
                    }
                ],
            }
        ),
        "Pin Parting Wisp": CardDef.model_validate(
            {
                "name": "Pin Parting Wisp",
                "kind": "follower",
                "cost": 1,
                "attack": 1,
                "defense": 1,
                "abilities": [
                    {
                        "trigger": "last_words",
                        "effects": [{"kind": "damage", "target": "enemy_leader", "amount": 1}],
                    }
                ],
            }
        ),
        "Pin Culling Rite": CardDef.model_validate(
            {
                "name": "Pin Culling Rite",
                "kind": "spell",
                "cost": 0,
                "abilities": [
                    {
                        "trigger": "spell",
                        "effects": [{"kind": "destroy", "target": {"each": "follower", "side": "own"}}],
                    }
                ],
            }
        ),
    }
    return CardPool(cards={**base.cards, **extra}, evolved=dict(base.evolved), sources=dict(base.sources))


# kills: engine.sve.effects.x_damage_bonus__mutmut_15 (the bonus read also for a source off the field)
def test_resweep_r4sve_bonus_aimed_at_the_cemetery_does_not_add_to_last_words_damage() -> None:
    g = Game.sandbox(pool=_pool())
    g.setup_put(0, "field", "Pin Cemetery Banner")
    g.setup_put(0, "field", "Pin Parting Wisp")
    spell = g.setup_put(0, "hand", "Pin Culling Rite")
    before = g.leader_defense(1)
    g.play(0, spell)
    assert g.leader_defense(1) == before - 1
