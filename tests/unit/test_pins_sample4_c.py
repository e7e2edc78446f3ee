"""Issue 24, acceptance sample 4 (part c): pins for sampled "equivalent" mutants that a call of a public
function can tell apart (docs/mutation-equivalents.txt, docs/mutation.md). Each test names the mutant it kills.
"""

from __future__ import annotations

import pytest

from engine.core import CardInstance
from engine.foh.cards import RUNNING_STYLES
from engine.foh.distance import deal
from engine.foh.state import PlayerState


# kills: engine.foh.distance.x_deal__mutmut_8, engine.foh.distance.x_deal__mutmut_5, engine.foh.distance.x_deal__mutmut_9
# deal() pairs the sizes with the four running-style areas one to one: a sizes tuple that does not name
# exactly four areas (here three) ends in ValueError once the areas it does name are dealt, rather than
# silently leaving the last area out. (Through FohGame the sizes are always four: start_game checks them.)
def test_sample4c_deal_refuses_a_sizes_tuple_that_does_not_name_four_areas() -> None:
    player = PlayerState.fresh(0)
    cards = [CardInstance(uid, f"Pin card {uid}", 0) for uid in range(1, 4)]
    with pytest.raises(ValueError):
        deal(player, cards, (1, 1, 1))
    assert [len(player.areas[style].cards) for style in RUNNING_STYLES] == [1, 1, 1, 0]
