"""Issue 24 acceptance sample 7, part B: a pin for a listed equivalent an outside review told apart.

``engine.sve.costs.cost_cards_for`` is public: it answers which cards pay each part of a cost, each part named by
its label (the same labels ``pay_cost`` acts on: discard, bury, banish, return). The label of a "return to
hand" part is part of that answer, not only of a message.
"""

from __future__ import annotations

from engine.sve import Game
from engine.sve.cards import Cost
from engine.sve.costs import cost_cards_for


# kills: engine.sve.costs.x__requirements__mutmut_53
# kills: engine.sve.costs.x__requirements__mutmut_54
def test_sample7_b_cost_cards_for_names_a_return_part_of_a_cost_return() -> None:
    g = Game.sandbox()
    payer = g.find(g.setup_put(0, "field", "Test Goblin"))[2]
    back = g.setup_put(0, "field", "Test Goblin")
    discarded = g.setup_put(0, "hand", "Test Goblin")
    p = g.state.players[0]
    cost = Cost.model_validate({"discard": 1, "return": {"zone": "field", "other": True}})
    picked = cost_cards_for(g, p, payer, cost, [discarded, back])
    assert not isinstance(picked, str)
    assert [(what, [c.uid for c in cards]) for what, cards in picked] == [
        ("discard", [discarded]),
        ("return", [back]),
    ]
