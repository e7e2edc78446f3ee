"""Unit tests of the Force of the Horse engine (engine/foh)."""

from __future__ import annotations

import copy

import pytest

from engine.core import IllegalSetup, UnknownCard
from engine.foh import FohConfig, FohGame, default_pool
from engine.foh.errors import GuardRefused, HandRefused, PaymentRefused, RunRefused
from engine.foh.race import required_deck_size


def _started(seed: int, config: FohConfig | None = None) -> FohGame:
    game = FohGame(seed, config)
    game.agree_race_conditions("1600m", "東京", "芝")
    for p in (0, 1):
        game.set_deck(p, ["Force"] * 30 + ["Sample Miler"] * 30)
    game.start_game()
    game.keep(0)
    game.keep(1)
    return game


def test_pool_loads_named_faq_cards() -> None:
    pool = default_pool()
    for name in ("ブエナビスタ", "バトルボーン", "タスティエーラ", "ドゥラメンテ", "イクイノックス"):
        assert pool.horse(name).abilities
    assert "additional_guard" in pool.horse("マジックタイム").keywords
    with pytest.raises(UnknownCard):
        pool.get("No Such Card")


@pytest.mark.parametrize(("meters", "size"), [(1200, 60), (2500, 60), (2600, 80), (3200, 80)])
def test_deck_size_by_distance(meters: int, size: int) -> None:
    assert required_deck_size(meters) == size


def test_same_seed_same_game() -> None:
    a, b = _started(11), _started(11)
    assert a.state == b.state
    assert a.cards(0, "hand") == b.cards(0, "hand")


def test_area_sizes_are_a_parameter() -> None:
    game = _started(2, FohConfig(area_sizes=(5, 10, 18, 20)))
    assert [len(game.cards(0, "distance", a)) for a in ("逃げ", "先行", "差し", "追込")] == [5, 10, 18, 20]
    assert game.phase == "draw"


def test_bad_area_sizes_are_a_setup_error() -> None:
    with pytest.raises(IllegalSetup) as error:
        _started(2, FohConfig(area_sizes=(1, 1, 1, 1)))
    assert error.value.reason == "area-sizes"
    game = FohGame(2, FohConfig(area_sizes=(1, 1, 1, 1)))
    game.agree_race_conditions("1600m", "東京", "芝")
    for p in (0, 1):
        game.set_deck(p, ["Force"] * 60)
    with pytest.raises(IllegalSetup):
        game.start_game()
    assert game.phase == "tuning"


def test_distance_left_counts_every_area_of_that_player() -> None:
    game = FohGame.at_race()
    game.put(1, "distance", "Force", "逃げ")
    game.put(1, "distance", "Force", "追込")
    game.put(0, "distance", "Force", "差し")
    assert (game.distance_left(0), game.distance_left(1)) == (1, 2)


def test_refused_run_leaves_state_unchanged() -> None:
    game = FohGame.at_race("1600m")
    horse = game.put(0, "hand", "Sample Big Runner")
    forces = [game.put(0, "hand", "Force") for _ in range(3)]
    before = copy.deepcopy(game.state)
    with pytest.raises(PaymentRefused) as refusal:
        game.declare_run(0, horse, forces)
    assert refusal.value.reason == "force-short"
    assert game.state == before


def test_not_a_horse_is_refused() -> None:
    game = FohGame.at_race("1600m")
    force = game.put(0, "hand", "Force")
    with pytest.raises(RunRefused) as refusal:
        game.declare_run(0, force, [])
    assert refusal.value.reason == "not-a-horse"


def test_run_parts_list_every_modifier() -> None:
    game = FohGame.at_race("1200m", going="ダート")
    horse = game.put(0, "hand", "Sample Miler")
    forces = [game.put(0, "hand", "Force") for _ in range(2)]
    game.put(0, "distance", "Force", "先行")
    game.declare_run(0, horse, forces)
    assert game.run_parts() == [
        ("base", 3),
        ("distance-mismatch", -1),
        ("going-mismatch", -1),
        ("running-style", 1),
    ]
    assert game.run_value() == 2


def test_runner_cannot_guard_own_run() -> None:
    game = FohGame.at_race("1600m")
    horse = game.put(0, "hand", "Sample Miler")
    forces = [game.put(0, "hand", "Force") for _ in range(2)]
    wall = game.put(0, "hand", "Sample Wall")
    game.declare_run(0, horse, forces)
    with pytest.raises(GuardRefused) as refusal:
        game.guard(0, wall)
    assert refusal.value.reason == "no-run-to-guard"


def test_satono_diamond_reruns_only_once() -> None:
    game = FohGame.at_race("2000m")
    horse = game.put(0, "hand", "サトノダイヤモンド")
    forces = [game.put(0, "hand", "Force") for _ in range(3)]
    for _ in range(10):
        game.put(0, "distance", "Force", "逃げ")
    walls = [game.put(1, "hand", "Sample Wall") for _ in range(2)]
    game.declare_run(0, horse, forces)
    game.guard(1, walls[0])
    game.pass_run(1)
    game.pass_run(0)
    assert game.run_open() and game.run_value() == 2
    game.guard(1, walls[1])
    game.pass_run(1)
    game.pass_run(0)
    assert not game.run_open()
    assert game.last_run is not None and game.last_run.outcome == "guarded"
    assert game.cards(0, "farm").count("サトノダイヤモンド") == 1


def test_opponent_hand_over_limit_is_checked_at_their_turn_end() -> None:
    game = FohGame.at_race("1600m")
    for _ in range(11):
        game.put(1, "hand", "Force")
    game.end_turn(0)
    game.draw_for_turn(1)
    with pytest.raises(HandRefused) as refusal:
        game.end_turn(1)
    assert refusal.value.reason == "hand-over-limit"
    game.end_turn(1, game.ids(1, "hand", "Force")[:1])
    assert len(game.cards(1, "hand")) == 10


# ---------------------------------------------------------------------- card records for the site
CONTRACT_KEYS = {
    "game", "key", "number", "set", "real", "name", "aliases", "type", "class", "cost", "stats", "traits",
    "keywords", "abilities", "evolved_from",
}  # fmt: skip


def test_card_records_follow_the_export_contract() -> None:
    import re

    from engine.foh.describe import card_records

    records = card_records()
    pool = default_pool()
    assert len(records) == len(pool.cards)
    keys = [r["key"] for r in records]
    assert len(set(keys)) == len(keys)
    for r in records:
        assert set(r) == CONTRACT_KEYS and r["game"] == "foh"
        assert re.fullmatch(r"[a-z0-9][a-z0-9-]*", r["key"])
        assert r["name"]["en"] and r["type"]["en"] and r["type"]["ja"]
        assert len(r["abilities"]["en"]) == len(r["abilities"]["ja"]) >= 1
        assert all(line.strip() for line in r["abilities"]["en"] + r["abilities"]["ja"])
        assert all(isinstance(s["value"], str) for s in r["stats"])
    by_pool_name = {name: r for name, r in zip(pool.cards, records, strict=True)}
    for name, r in by_pool_name.items():
        assert name in r["aliases"]
    assert (
        by_pool_name["ブエナビスタ"]["real"] and by_pool_name["ブエナビスタ"]["name"]["en"] == "Buena Vista"
    )
    assert not by_pool_name["Sample Miler"]["real"] and not by_pool_name["Force"]["real"]
    assert by_pool_name["マジックタイム"]["keywords"][0]["key"] == "additional-guard"


def test_card_record_abilities_are_rendered_from_the_data() -> None:
    """Change a number in the card data and the rendered line changes with it."""
    from engine.foh.cards import parse_pool
    from engine.foh.describe import card_records

    raw = {
        "horses": [
            {"name": "Sample Pacer", "cost": 2, "run": 2, "guard": 1, "styles": ["差し"], "distance": ["mile"],
             "going": ["芝"], "abilities": [{"timing": "on_run", "effects": [{"boost": 7}]}]},
        ]
    }  # fmt: skip
    (record,) = card_records(parse_pool(raw))
    assert "+7" in record["abilities"]["en"][0] and "＋7" in record["abilities"]["ja"][0]
    assert record["cost"] == 2 and record["stats"][0]["value"] == "2"


def test_opening_deal_uses_every_deck_card_exactly_once() -> None:
    """Hands and distance areas are cut from the shuffled deck without losing or doubling a card (Q&A 1, 7)."""
    game = FohGame(4)
    game.agree_race_conditions("1600m", "東京", "芝")
    names = ["Force", "Double Force", "Sample Miler", "Sample Wall", "Sample Cheer", "ヘルメット"] * 10
    for p in (0, 1):
        game.set_deck(p, names)
    deck_ids = [sorted(c.uid for c in p.deck) for p in game.state.players]
    game.start_game()
    for p in game.state.players:
        assert len(p.hand) == 7 and len(p.deck) == 53
        assert sorted(c.uid for c in [*p.hand, *p.deck]) == deck_ids[p.index]
    game.keep(0)
    game.keep(1)
    for p in game.state.players:
        in_areas = [c.uid for s in ("逃げ", "先行", "差し", "追込") for c in p.areas[s]]
        assert [len(p.areas[s]) for s in ("逃げ", "先行", "差し", "追込")] == [14, 13, 13, 13]
        assert sorted([*in_areas, *(c.uid for c in p.hand)]) == deck_ids[p.index]
        assert p.deck == []


def test_redraw_deals_seven_cards_from_the_whole_deck() -> None:
    game = FohGame(9)
    game.agree_race_conditions("1600m", "東京", "芝")
    for p in (0, 1):
        game.set_deck(p, ["Force"] * 59 + ["Sample Miler"])
    game.start_game()
    me = game.state.players[0]
    all_ids = sorted(c.uid for c in [*me.hand, *me.deck])
    game.redraw(0)
    assert len(me.hand) == 7 and len(me.deck) == 53
    assert sorted(c.uid for c in [*me.hand, *me.deck]) == all_ids


def test_a_force_card_offered_twice_is_refused_and_nothing_moves() -> None:
    game = FohGame.at_race("1600m")
    horse = game.put(0, "hand", "Sample Miler")
    force = game.put(0, "hand", "Force")
    before = copy.deepcopy(game.state)
    with pytest.raises(PaymentRefused) as refusal:
        game.declare_run(0, horse, [force, force])
    assert refusal.value.reason == "not-in-hand"
    assert game.state == before


def test_cards_added_by_tuning_belong_to_the_tuning_player() -> None:
    game = FohGame(1)
    game.agree_race_conditions("1600m", "東京", "芝")
    game.set_deck(1, ["Force"] * 60)
    game.tune_deck(1, ["Force"], ["Sample Miler"])
    assert {c.owner for c in game.state.players[1].deck} == {1}
    assert game.cards(1, "deck").count("Sample Miler") == 1


def test_run_parts_name_the_effects_bonus() -> None:
    game = FohGame.at_race("1600m")
    horse = game.put(0, "hand", "Sample Pacer")
    forces = [game.put(0, "hand", "Force") for _ in range(2)]
    game.put(0, "distance", "Force", "逃げ")
    game.declare_run(0, horse, forces)
    assert game.run_parts() == [("base", 2), ("effects", 1)]
