"""Unit tests of the umafan engine: card pool, determinism, atomic refusals, a short game."""

from __future__ import annotations

import copy

import pytest

from engine.core import IllegalSetup, Refusal, UnknownCard
from engine.umafan import RuleParams, UmaFanGame, default_pool
from engine.umafan import refusals as r

MAIN = [
    "Swift Runner",
    "Steady Runner",
    "Carrot Snack",
    "Study Notes",
    "Trip Up",
    "Objection",
    "Rookie Runner",
]
RACE = ["Sprint Course", "Mile Course", "Long Course", "Dirt Course"]


def started(seed: int = 7) -> UmaFanGame:
    game = UmaFanGame(seed=seed)
    for player in (0, 1):
        game.setup_decks(player, MAIN, RACE)
    game.start_game(0)
    return game


def test_pool_loads_every_kind_with_effects() -> None:
    pool = default_pool()
    assert {c.kind for c in pool.cards.values()} == {"umamusume", "support", "racecourse"}
    assert pool.get("Carrot Snack").cost == 1
    assert pool.get("Objection").effects[0].kind == "negate"
    with pytest.raises(UnknownCard):
        pool.get("No Such Card")


def test_same_seed_same_game() -> None:
    assert started(11).state == started(11).state


def test_refused_action_leaves_state_identical() -> None:
    game = started()
    game.proceed(0)
    before = copy.deepcopy(game.state)
    with pytest.raises(r.NoFirstTurnDraw) as err:
        game.draw(0)
    assert isinstance(err.value, Refusal) and err.value.reason == "no-draw-first-turn"
    assert game.state == before


def test_failed_payment_is_rolled_back() -> None:
    game = UmaFanGame()
    game.setup_phase("main", 0)
    runner = game.setup_put(0, "Steady Runner", "field", stamina=1)
    squad = game.setup_put(0, "Cheer Squad", "hand")
    with pytest.raises(r.NotEnoughStamina):
        game.declare(0, squad)
    assert game.stamina(runner) == 1 and game.names(0, "hand") == ["Cheer Squad"]


def test_setup_rejects_wrong_zone() -> None:
    game = UmaFanGame()
    with pytest.raises(IllegalSetup):
        game.setup_put(0, "Mile Course", "hand")
    with pytest.raises(IllegalSetup):
        game.setup_put(0, "Swift Runner", "graveyard")


def test_a_short_game_to_a_race() -> None:
    game = started()
    game.proceed(0)  # start calls skipped -> turn 1 draw
    game.proceed(0)  # no draw in turn 1
    game.proceed(0)  # standby: nothing
    hand = dict(zip(game.uids(0, "hand"), game.names(0, "hand"), strict=True))
    uma = next(
        uid for uid, name in hand.items() if name in ("Swift Runner", "Steady Runner", "Rookie Runner")
    )
    game.field_umamusume(0, uma)
    game.proceed(0)  # to paddock
    assert game.phase == "paddock"
    course = next(v.uid for v in game.racecourses(0) if v.name != "Long Course")
    game.field_racecourse(0, course)
    game.proceed(0)  # opponent has no Uma Musume: top card exits, race skipped
    assert game.phase == "end" and len(game.names(1, "exit")) == 1
    game.proceed(0)
    assert (game.turn, game.turn_player, game.phase) == (2, 1, "draw")


def test_tie_rule_is_a_parameter() -> None:
    game = UmaFanGame(params=RuleParams(tie_has_loser=True))
    game.setup_phase("race", 0)
    game.setup_put(0, "Mile Course", "fielded-racecourse")
    mine = game.setup_put(0, "Swift Runner", "field", speed=4)
    theirs = game.setup_put(1, "Steady Runner", "field", speed=4)
    game.select_runner(0, mine)
    game.select_runner(1, theirs)
    for player in (0, 1, 0):
        game.proceed(player)
    assert game.names(0, "exit") == ["Swift Runner"]


# ---------------------------------------------------------------------- card records for the site
def test_card_records_follow_the_export_contract() -> None:
    import re

    from engine.umafan import default_pool
    from engine.umafan.describe import card_records

    records = card_records()
    assert [rec["name"]["en"] for rec in records] == list(default_pool().cards)
    assert len({rec["key"] for rec in records}) == len(records)
    for rec in records:
        assert rec["game"] == "umafan" and rec["real"] is False and rec["number"] is None
        assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", rec["key"])
        assert rec["name"]["en"] in rec["aliases"]
        assert len(rec["abilities"]["en"]) == len(rec["abilities"]["ja"])
        assert all(line.strip() for line in rec["abilities"]["en"] + rec["abilities"]["ja"])
    runner = next(rec for rec in records if rec["name"]["en"] == "Swift Runner")
    assert [stat["value"] for stat in runner["stats"]] == ["6", "2"]


def test_card_record_abilities_are_rendered_from_the_data() -> None:
    from engine.umafan import CardPool
    from engine.umafan.describe import card_records

    pool = CardPool.from_yaml(
        "support:\n  - {name: Big Snack, cost: 3, effects: [{effect: speed, amount: 9}]}\n"
    )
    (record,) = card_records(pool)
    assert "+9 speed" in record["abilities"]["en"][0] and "スタミナ3" in record["abilities"]["ja"][0]
    assert record["cost"] == 3
