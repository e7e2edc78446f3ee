"""Issue 24, third pass (part B): pins for claimed-equivalent mutants that a direct call of a public function
tells apart (docs/mutation-equivalents.txt; the boundary is docs/mutation.md, "What counts as telling a
mutant apart"). Each call uses type-correct arguments; where a pin needs a card id the engine does not hand out
by itself (0, or -1 for a card), it is reached by plain assignment of the game's ``IdAllocator.next_id``.
"""

from __future__ import annotations

import pytest

from engine.core import CardInstance
from engine.core.errors import UnknownCard
from engine.sve import Game
from engine.sve.cards import Amount, CardDef, CardPool, Cost, Effect, Target, default_pool
from engine.sve.conditions import Resolution, amount_of
from engine.sve.context import PlayContext
from engine.sve.costs import pay_cost
from engine.sve.effects import damage_after_reduction, deal_damage, restricted, summon_tokens, targets_of
from engine.sve.errors import CannotPayCost, ExAreaFull, InvalidChoice
from engine.sve.keywords import stack_replaces


def _card(g: Game, uid: int) -> CardInstance:
    return g.find(uid)[2]


def _put_with_id(g: Game, uid: int, player: int, zone: str, name: str) -> CardInstance:
    """Put ``name`` into ``zone`` as card ``uid``: the id allocator's counter set by plain assignment."""
    g.state.ids.next_id = uid
    got = g.setup_put(player, zone, name)
    assert got == uid
    return _card(g, uid)


# kills: engine.sve.keywords.x_stack_replaces__mutmut_3
# kills: engine.sve.keywords.x_stack_replaces__mutmut_5
# A Stack amulet that is not on the field (in the hand) has no counters recorded: asked whether Stack keeps
# it, stack_replaces answers False (no counter to remove) instead of failing on the missing counters.
def test_sweep3b_stack_replaces_answers_no_for_a_stack_amulet_without_counters() -> None:
    g = Game.sandbox()
    amulet = _card(g, g.setup_put(0, "hand", "Stack Relic"))
    assert "counters" not in amulet.state
    assert stack_replaces(g, amulet) is False
    assert "counters" not in amulet.state


# kills: engine.sve.costs.x_pay_cost__mutmut_21
# pay_cost called without first asking can_pay: a discard cost with two hand cards that could pay it and no
# cost_cards named is a missing choice (InvalidChoice), not a cost that cannot be paid.
def test_sweep3b_pay_cost_refuses_an_unchosen_discard_as_an_invalid_choice() -> None:
    g = Game.sandbox()
    payer = _card(g, g.setup_put(0, "field", "Test Goblin"))
    g.setup_put(0, "hand", "Test Goblin")
    g.setup_put(0, "hand", "Test Goblin")
    p = g.state.players[0]
    before = [c.uid for c in p.hand]
    with pytest.raises(InvalidChoice):
        pay_cost(g, p, payer, Cost(discard=1))
    assert [c.uid for c in p.hand] == before


# kills: engine.sve.costs.x_pay_cost__mutmut_22
# kills: engine.sve.costs.x_pay_cost__mutmut_23
# pay_cost called directly with a cost card the cost does not use: the stray card is a wrong choice
# (InvalidChoice), not a cost that cannot be paid.
def test_sweep3b_pay_cost_refuses_a_stray_cost_card_as_an_invalid_choice() -> None:
    g = Game.sandbox()
    payer = _card(g, g.setup_put(0, "field", "Test Goblin"))
    stray = g.setup_put(0, "hand", "Test Goblin")
    p = g.state.players[0]
    p.pp = 3
    with pytest.raises(InvalidChoice):
        pay_cost(g, p, payer, Cost(pp=1), [stray])
    assert p.pp == 3
    with pytest.raises(CannotPayCost):  # the other kind of reason stays CannotPayCost
        pay_cost(g, p, payer, Cost(pp=5))


# kills: engine.sve.conditions.x_amount_of__mutmut_66
# kills: engine.sve.conditions.x_amount_of__mutmut_67
# "The attack of it" counts every card of the previous effect, card id 0 included: here card 0 left the field
# during this resolution with attack 5, so X is 5.
def test_sweep3b_attack_of_it_counts_card_id_zero() -> None:
    g = Game.sandbox()
    source = _card(g, g.setup_put(0, "field", "Test Goblin"))
    r = Resolution(player=0, source=source, previous=[0], left_field={0: {"attack": 5}})
    assert amount_of(g, r, Amount(attack_of_it=True)) == 5


# kills: engine.sve.effects.x_targets_of__mutmut_23
# kills: engine.sve.effects.x_targets_of__mutmut_24
# "It" names only the previous effect's cards that are still in a zone (leaders always): id 0, a card that is
# nowhere, is left out.
def test_sweep3b_it_leaves_out_card_id_zero_when_it_is_nowhere() -> None:
    g = Game.sandbox()
    source = _card(g, g.setup_put(0, "field", "Test Goblin"))
    r = Resolution(player=0, source=source, previous=[0, -2, source.uid])
    assert targets_of(g, r, Target.model_validate("it")) == [-2, source.uid]


# kills: engine.sve.effects.x_targets_of__mutmut_43
# kills: engine.sve.effects.x_targets_of__mutmut_44
# "Its leader" looks only at cards still in a zone (and leaders): card id 0, gone, names no leader even with
# final information recorded for it.
def test_sweep3b_its_leader_names_none_for_a_gone_card_id_zero() -> None:
    g = Game.sandbox()
    source = _card(g, g.setup_put(0, "field", "Test Goblin"))
    r = Resolution(player=0, source=source, previous=[0], left_field={0: {"controller": 1}})
    assert targets_of(g, r, Target.model_validate("its_leader")) == []


# kills: engine.sve.effects.x_targets_of__mutmut_88
# kills: engine.sve.effects.x_targets_of__mutmut_89
# A selection keeps only the picked ids still in a zone (leaders always): id 0, a card that is nowhere, is
# dropped.
def test_sweep3b_selection_drops_card_id_zero_when_it_is_nowhere() -> None:
    g = Game.sandbox()
    source = _card(g, g.setup_put(0, "field", "Test Goblin"))
    r = Resolution(player=0, source=source, chosen=[[0, -1]])
    assert targets_of(g, r, Target.model_validate("enemy_follower")) == [-1]
    assert r.chosen == []


def _pool_with(name: str) -> CardPool:
    base = default_pool()
    extra = CardDef.model_validate({"name": name, "kind": "follower", "cost": 1, "attack": 1, "defense": 1})
    return CardPool(cards={**base.cards, name: extra}, evolved=dict(base.evolved), sources=dict(base.sources))


# kills: engine.sve.effects.x_summon_tokens__mutmut_3
# An effect that names no token (a valid Effect of another kind: the schema makes every summon_token name one)
# summons nothing: the empty name is looked up and refused (UnknownCard), even in a pool built in code that
# holds a card called XXXX.
def test_sweep3b_summon_tokens_without_a_token_name_is_refused() -> None:
    g = Game.sandbox(pool=_pool_with("XXXX"))
    p = g.state.players[0]
    with pytest.raises(UnknownCard):
        summon_tokens(g, p, Effect(kind="draw", amount=1), 1, PlayContext())
    assert len(p.field) == 0 and len(p.ex) == 0


# kills: engine.sve.effects.x_summon_tokens__mutmut_20
# A split with a negative share is refused whatever the other share is: (-1 to the field, 2 to the EX area)
# adds up to no more than 1 token but is still no split of 1.
def test_sweep3b_summon_tokens_refuses_a_split_with_a_negative_share() -> None:
    g = Game.sandbox()
    p = g.state.players[0]
    effect = Effect(kind="summon_token", token="Fairy", amount=1)
    with pytest.raises(InvalidChoice):
        summon_tokens(g, p, effect, 1, PlayContext(token_split=(-1, 2)))
    with pytest.raises(InvalidChoice):
        summon_tokens(g, p, effect, 1, PlayContext(token_split=(2, -1)))
    assert len(p.field) == 0 and len(p.ex) == 0


# kills: engine.sve.effects.x_summon_tokens__mutmut_112
# kills: engine.sve.effects.x_summon_tokens__mutmut_114
# A player state whose EX area is its field (one zone object, by plain attribute assignment): the room checked
# before the field token arrived is gone when the EX token comes, and the EX area's own refusal
# (ExAreaFull) is raised.
def test_sweep3b_summon_tokens_refuses_with_ex_area_full_when_the_ex_area_fills_meanwhile() -> None:
    g = Game.sandbox()
    p = g.state.players[0]
    for _ in range(4):
        g.setup_put(0, "field", "Test Goblin")
    p.ex = p.field
    effect = Effect(kind="summon_token", token="Fairy", amount=2)
    with pytest.raises(ExAreaFull):
        summon_tokens(g, p, effect, 2, PlayContext(token_split=(1, 1)))
    assert len(p.field) == 5  # the field token came; the EX one did not


# kills: engine.sve.effects.x_restricted__mutmut_14
# A leader id with no lasting restriction on it is not restricted.
def test_sweep3b_restricted_answers_no_for_an_unrestricted_leader() -> None:
    g = Game.sandbox()
    assert restricted(g, -1, "cannot_attack") is False
    assert restricted(g, -2, "cannot_deal_damage") is False


# kills: engine.sve.effects.x_restricted__mutmut_12
# kills: engine.sve.effects.x_restricted__mutmut_13
# Card id 0 is a card id like any other: a follower numbered 0 with a continuous restriction on itself is
# restricted.
def test_sweep3b_restricted_reads_the_continuous_restriction_of_card_id_zero() -> None:
    g = Game.sandbox()
    _put_with_id(g, 0, 0, "field", "Gate Warden")
    assert restricted(g, 0, "cannot_attack_leader") is True


# kills: engine.sve.effects.x_damage_after_reduction__mutmut_30
# kills: engine.sve.effects.x_damage_after_reduction__mutmut_31
# Card id 0 is a card id like any other: a follower numbered 0 under a continuous "takes 1 less damage" takes
# 2 of 3.
def test_sweep3b_reduction_applies_to_card_id_zero() -> None:
    g = Game.sandbox()
    g.setup_put(0, "field", "Stone Bastion")
    _put_with_id(g, 0, 0, "field", "Test Goblin")
    assert damage_after_reduction(g, 0, 3) == 2


# kills: engine.sve.effects.x_damage_after_reduction__mutmut_28
# A negative id always stands for a leader here: a follower that was given id -1 does not lend its continuous
# reduction to damage dealt to -1.
def test_sweep3b_negative_id_reads_no_card_reduction() -> None:
    g = Game.sandbox()
    g.setup_put(0, "field", "Stone Bastion")
    _put_with_id(g, -1, 0, "field", "Test Goblin")
    assert damage_after_reduction(g, -1, 3) == 3


# kills: engine.sve.effects.x_deal_damage__mutmut_92
# kills: engine.sve.effects.x_deal_damage__mutmut_94
# kills: engine.sve.effects.x_deal_damage__mutmut_97
# A follower on the field whose state records no damage (its state dict replaced by plain assignment) counts as
# undamaged: 2 damage leaves it with 2.
def test_sweep3b_deal_damage_counts_missing_damage_as_none() -> None:
    g = Game.sandbox()
    follower = _card(g, g.setup_put(0, "field", "Test Goblin"))
    follower.state = {k: v for k, v in follower.state.items() if k != "damage"}
    assert deal_damage(g, follower.uid, 2, source=None) == 2
    assert follower.state["damage"] == 2
