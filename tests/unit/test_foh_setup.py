"""The FOH set-up API that Given steps build positions with (FohGame.at_race, set_race, set_phase, set_deck,
put): a wrong set-up would make every scenario built on it test something else, so each call is pinned here."""

from __future__ import annotations

import pytest

from engine.core import IllegalSetup, UnknownCard
from engine.foh import FohGame


def test_at_race_is_player_0s_main_phase_of_turn_1_with_hands_decided_and_empty_zones() -> None:
    game = FohGame.at_race("2400m", "ダート", "中山", seed=3)
    race = game.race
    assert race is not None
    assert (race.distance, race.meters, race.category, race.going, race.racecourse) == (
        "2400m", 2400, "middle", "ダート", "中山",
    )  # fmt: skip
    assert (game.phase, game.active, game.state.turn) == ("main", 0, 1)
    assert not game.state.ran_this_turn
    assert game.going == "ダート"
    assert [p.hand_decided for p in game.state.players] == [True, True]
    for p in (0, 1):
        for zone in ("hand", "farm", "situation", "distance", "deck", "track"):
            assert game.cards(p, zone) == []


def test_at_race_defaults_and_seed() -> None:
    game = FohGame.at_race()
    race = game.race
    assert race is not None and (race.distance, race.going, race.racecourse) == ("1600m", "芝", "東京")
    assert FohGame.at_race(seed=5).state.rng == FohGame(5).state.rng
    assert FohGame.at_race(seed=5).state.rng != FohGame(6).state.rng


def test_set_race_replaces_the_conditions_and_clears_going_changes() -> None:
    game = FohGame.at_race("1600m", "芝")
    game.put(0, "hand", "Sample Shower")
    game.use_support(0, game.ids(0, "hand", "Sample Shower")[0])
    assert game.going == "ダート"
    game.set_race("3000m", "芝", "京都")
    race = game.race
    assert race is not None and (race.distance, race.racecourse) == ("3000m", "京都")
    assert game.state.going_effects == []
    assert game.going == "芝"
    game.set_race("1200m", "ダート")
    assert game.race is not None and game.race.racecourse == "東京"
    with pytest.raises(UnknownCard):
        game.set_race("999m", "芝")


def test_set_phase_sets_phase_turn_player_and_the_run_flag() -> None:
    game = FohGame.at_race()
    game.set_phase("run", 1, ran_this_turn=True)
    assert (game.phase, game.active, game.state.ran_this_turn) == ("run", 1, True)
    game.set_phase("draw")
    assert (game.phase, game.active, game.state.ran_this_turn) == ("draw", 1, False)
    game.set_phase("main", 0)
    assert (game.phase, game.active) == ("main", 0)
    with pytest.raises(IllegalSetup):
        game.set_phase("lunch", 0)
    with pytest.raises(IllegalSetup):
        game.set_phase("main", 2)
    with pytest.raises(IllegalSetup):
        game.set_phase("main", 0, ran_this_turn=1)  # type: ignore[arg-type]
    assert (game.phase, game.active) == ("main", 0)


def test_set_deck_gives_that_player_exactly_these_cards_in_order() -> None:
    game = FohGame(1)
    game.set_deck(1, ["Force", "Sample Miler", "Double Force"])
    assert game.cards(1, "deck") == ["Force", "Sample Miler", "Double Force"]
    assert game.cards(0, "deck") == []
    assert [c.owner for c in game.state.players[1].deck] == [1, 1, 1]
    game.set_deck(1, ["Force"])
    assert game.cards(1, "deck") == ["Force"]
    with pytest.raises(UnknownCard):
        game.set_deck(0, ["No Such Card"])


@pytest.mark.parametrize("zone", ["hand", "farm", "situation", "deck"])
def test_put_adds_one_new_card_to_that_zone_only(zone: str) -> None:
    game = FohGame.at_race()
    name = "Sample Cheer"
    uid = game.put(1, zone, name)
    assert game.ids(1, zone, name) == [uid]
    for other in ("hand", "farm", "situation", "deck", "track"):
        assert game.cards(0, other) == []
        if other != zone:
            assert game.cards(1, other) == []
    assert game.cards(1, "distance") == []
    card = next(c for c in game._zone(game.state.players[1], zone) if c.uid == uid)
    assert card.owner == 1


def test_put_into_the_distance_area_goes_under_the_cards_of_that_area() -> None:
    game = FohGame.at_race()
    first = game.put(0, "distance", "Force", "差し")
    second = game.put(0, "distance", "Sample Miler", "差し")
    game.put(0, "distance", "Double Force", "追込")
    assert game.cards(0, "distance", "差し") == ["Force", "Sample Miler"]
    assert game.cards(0, "distance") == ["Force", "Sample Miler", "Double Force"]
    assert [c.uid for c in game.state.players[0].areas["差し"]] == [first, second]
    assert game.current_area(0) == "差し"
    assert game.cards(1, "distance") == []


def test_put_refuses_bad_places() -> None:
    game = FohGame.at_race()
    with pytest.raises(IllegalSetup):
        game.put(0, "distance", "Force")
    with pytest.raises(IllegalSetup):
        game.put(0, "hand", "Force", "逃げ")
    with pytest.raises(IllegalSetup):
        game.put(0, "track", "Force")
    with pytest.raises(UnknownCard):
        game.put(0, "hand", "No Such Card")
    game.put(0, "situation", "Sample Cheer")
    with pytest.raises(IllegalSetup) as full:
        game.put(0, "situation", "Sample Shower")
    assert full.value.reason == "zone-full"
    assert game.cards(0, "situation") == ["Sample Cheer"]


def test_new_cards_get_fresh_ids() -> None:
    game = FohGame.at_race()
    ids = [game.put(p, "hand", "Force") for p in (0, 1, 0)]
    assert len(set(ids)) == 3 and all(uid > 0 for uid in ids)


def test_a_new_game_checks_its_seed_config_and_pool() -> None:
    from engine.foh import FohConfig, default_pool

    assert FohGame().state.rng == FohGame(0).state.rng
    assert FohGame.at_race().state.rng == FohGame(0).state.rng
    for seed in (-(2**63), 2**63):
        FohGame(seed)
    for seed in (-(2**63) - 1, 2**63 + 1):
        with pytest.raises(IllegalSetup) as error:
            FohGame(seed)
        assert error.value.reason == "out-of-range"
    with pytest.raises(IllegalSetup) as error:
        FohGame(0, config="fast")  # type: ignore[arg-type]
    assert error.value.reason == "bad-type"
    with pytest.raises(IllegalSetup) as error:
        FohGame(0, pool={})  # type: ignore[arg-type]
    assert error.value.reason == "bad-type"
    assert FohGame(0, pool=default_pool()).pool is default_pool()
    for sizes in ((1, 2, 3), [13, 13, 13, 14], (13, 13, 13, "14")):
        with pytest.raises(IllegalSetup) as error:
            FohGame(0, FohConfig(area_sizes=sizes))  # type: ignore[arg-type]
        assert error.value.reason == "bad-type"
    for first in (2, "0"):
        with pytest.raises(IllegalSetup):
            FohGame(0, FohConfig(first_player=first))  # type: ignore[arg-type]
    assert FohGame(0, FohConfig(area_sizes=(13, 13, 13, 14), first_player=1)).state.config.first_player == 1


def test_set_phase_refuses_a_run_flag_that_is_not_a_bool_with_its_reason() -> None:
    game = FohGame.at_race()
    with pytest.raises(IllegalSetup) as error:
        game.set_phase("main", 0, ran_this_turn="no")  # type: ignore[arg-type]
    assert error.value.reason == "bad-type"


def test_an_action_for_a_player_that_is_not_0_or_1_is_a_typed_refusal() -> None:
    from engine.foh.errors import BadArgument

    game = FohGame.at_race()
    for who in ("0", 2, None):
        with pytest.raises(BadArgument):
            game.begin_run_phase(who)  # type: ignore[arg-type]
