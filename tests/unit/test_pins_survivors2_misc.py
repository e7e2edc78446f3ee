"""Pins of round-2 survivors of the SVE mutation run (part misc) that no scenario reaches: a refusal's
wording, a module-level function's default and the card text of shapes no card of the pool has."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.core import snapshot
from engine.sve import Game, cards
from engine.sve.cards import CardDef, CardPool, Condition, default_pool, pool_cache_dir
from engine.sve.describe import card_records, cond_ja
from engine.sve.effects import damage_leader
from engine.sve.errors import WrongTiming
from tests.fuzz.harness import checkpoints_taken


# kills: engine.sve.abilities.x_answer_name__mutmut_6, engine.sve.abilities.x_answer_name__mutmut_13,
# engine.sve.abilities.x_answer_name__mutmut_14
def test_survivors2_misc_declaring_a_name_with_nothing_waiting_says_why() -> None:
    g = Game.sandbox()
    with pytest.raises(WrongTiming) as refused:
        g.declare_name(0, "Test Fighter")
    assert str(refused.value) == "no ability is waiting for you to declare a card name"


# kills: engine.sve.abilities.x_answer_name__mutmut_15
def test_survivors2_misc_a_declared_name_is_given_back_with_its_action() -> None:
    """Declaring a name is an all-or-nothing action: the checkpoint it takes before its first change gives
    back the state before it, the ability still waiting for the name (CR 5.33.1)."""
    g = Game.sandbox()
    for _ in range(3):
        g.setup_put(0, "deck", "Test Goblin")
    g.play(0, g.setup_put(0, "hand", "Name Guess Spell"))
    assert g.awaiting_choice() == 0
    before = snapshot(g.state)
    with checkpoints_taken() as taken:
        g.declare_name(0, "Test Goblin")
    assert len(g.state.players[0].hand) == 2
    assert taken, "the action took no checkpoint"
    g.state = taken[0].restore()
    assert g.state == before


# kills: engine.sve.effects.x_damage_leader__mutmut_1
def test_survivors2_misc_leader_damage_is_not_attack_damage_unless_said() -> None:
    """A shield against attack damage only does not stop damage dealt by ``damage_leader`` without
    ``by_attack`` (CR 10.10): such damage is not the damage of an attack."""
    g = Game.sandbox()
    g.setup_put(0, "field", "Pin Attack Ward Amulet")
    before = g.leader_defense(0)
    dealt = damage_leader(g, g.state.players[0], 2)
    assert dealt == 2
    assert g.leader_defense(0) == before - 2


def _records_of(*defs: dict[str, object]) -> dict[str, dict[str, list[str]]]:
    """The exported ability lines of cards built in code, added to the default pool."""
    base = default_pool()
    extra = {str(d["name"]): CardDef.model_validate(d) for d in defs}
    pool = CardPool(cards={**base.cards, **extra}, evolved=dict(base.evolved), sources=dict(base.sources))
    return {r["name"]["en"]: r["abilities"] for r in card_records(pool) if r["name"]["en"] in extra}


# kills: engine.sve.describe.x__record__mutmut_84
def test_survivors2_misc_a_card_with_two_serve_abilities_spells_out_both() -> None:
    """Two serve abilities (CR 14.2.2) are each written out, as three are."""
    runner = {
        "name": "Pin Double Serve Runner",
        "kind": "follower",
        "universe": "umamusume",
        "cost": 3,
        "attack": 2,
        "defense": 2,
        "serve": {"cost": 1, "carrots": 1},
        "serves": [{"cost": 2, "carrots": 2, "races": 2}],
    }
    lines = _records_of(runner)["Pin Double Serve Runner"]
    assert lines["en"] == ["Serve x1 (1): this follower races.", "Serve x2 (2): this follower races 2 times."]
    assert lines["ja"] == [
        "《食事》コスト1：これは出走する。",
        "《食事》《食事》コスト2：これは2回出走する。",
    ]


# kills: engine.sve.describe.x__record__mutmut_113, engine.sve.describe.x__record__mutmut_114
def test_survivors2_misc_an_alternative_cost_with_nothing_to_pay_is_written_out() -> None:
    """An alternative way to play a card (CR 10.4.7.3) that asks for no extra cost still has its line."""
    knight = {
        "name": "Pin Free Way Knight",
        "kind": "follower",
        "cost": 4,
        "attack": 3,
        "defense": 3,
        "alt_costs": [{"reduce": 1}],
    }
    lines = _records_of(knight)["Pin Free Way Knight"]
    assert lines["en"] == ["You may play this card another way: it costs 1 less."]
    assert lines["ja"] == ["これをプレイする際、コストを1少なくすることができる。"]


# kills: engine.sve.describe.x_cond_ja__mutmut_8
def test_survivors2_misc_both_states_together_read_as_a_state() -> None:
    """Overflow and Sanguine together are still states the card is in: 【…】状態なら."""
    assert cond_ja(Condition(overflow=True, sanguine=True), "X", "Y") == "【X】状態ならY"


# kills: engine.sve.describe.x_cond_ja__mutmut_26
def test_survivors2_misc_every_ability_word_together_is_still_bracketed() -> None:
    """A condition made only of ability words, all six of them, is written in 【】 without なら."""
    every = Condition(combo=1, spellchain=1, necrocharge=1, overflow=True, sanguine=True, earth_rite=True)
    assert cond_ja(every, "X", "Y") == "【X】"


# kills: engine.sve.cards.x_pool_cache_dir__mutmut_6
def test_survivors2_misc_pool_cache_dir_without_a_path_uses_the_module_s_own() -> None:
    """With no ``here`` the cache folder is found from the loader module's own path: next to it, or none
    when that path is inside a ``mutants`` copy of the project."""
    module = Path(cards.__file__)
    expected = None if "mutants" in module.parts else module.with_name("__pycache__")
    assert pool_cache_dir({}) == expected
