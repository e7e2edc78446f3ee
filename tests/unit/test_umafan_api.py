"""Unit tests of the umafan game's argument checks and set-up/view API (what no scenario can express)."""

from __future__ import annotations

import copy

import pytest

from engine.core import EngineFault, IllegalSetup
from engine.umafan import CardPool, RuleParams, UmaFanGame, board
from engine.umafan import game as game_module
from engine.umafan import refusals as r
from engine.umafan.state import GameState

MAIN = ["Swift Runner", "Steady Runner", "Carrot Snack", "Study Notes", "Trip Up"]
RACE = ["Sprint Course", "Mile Course", "Long Course"]


def ready(seed: int) -> UmaFanGame:
    game = UmaFanGame(seed=seed)
    for player in (0, 1):
        game.setup_decks(player, MAIN, RACE)
    return game


def test_without_a_named_first_player_a_seeded_coin_toss_picks_one() -> None:
    picked = set()
    for seed in range(8):
        game = ready(seed)
        game.start_game()
        assert game.phase == "start-call" and game.turn_player == game.first_player
        again = ready(seed)
        again.start_game()
        assert again.first_player == game.first_player
        picked.add(game.first_player)
    assert picked == {0, 1}


def test_a_malformed_first_player_is_refused_and_nothing_starts() -> None:
    game = ready(1)
    with pytest.raises(r.BadArgument):
        game.start_game(2)
    assert game.phase == "setup" and game.names(0, "hand") == []


def test_set_up_and_view_calls_name_a_card_with_a_set_up_error() -> None:
    game = UmaFanGame()
    game.setup_phase("main", 0)
    runner = game.setup_put(0, "Swift Runner", "field")
    snack = game.setup_put(0, "Carrot Snack", "hand")
    for bad in ("1", 0, None):
        with pytest.raises(IllegalSetup):
            game.setup_stamina(bad, 3)  # type: ignore[arg-type]
        with pytest.raises(IllegalSetup):
            game.speed(bad)  # type: ignore[arg-type]
    with pytest.raises(IllegalSetup):
        game.setup_speed(snack, 3)
    game.setup_stamina(runner, 7)
    game.setup_speed(runner, 1)
    assert (game.stamina(runner), game.speed(runner)) == (7, 1)


def test_views_refuse_a_malformed_card_or_zone_with_a_set_up_error() -> None:
    game = UmaFanGame()
    card = game.setup_put(0, "Carrot Snack", "hand")
    assert game.is_face_up(card) is False and game.zone_of(card) == (0, "hand")
    for bad in ("1", 0):
        with pytest.raises(IllegalSetup):
            game.is_face_up(bad)  # type: ignore[arg-type]
        with pytest.raises(IllegalSetup):
            game.zone_of(bad)  # type: ignore[arg-type]
    for zone in ("graveyard", 5, "racecourses"):
        with pytest.raises(IllegalSetup):
            game.names(0, zone)  # type: ignore[arg-type]
    assert game.names(0, "hand") == ["Carrot Snack"] and game.uids(0, "race-deck") == []


def test_the_responses_per_declaration_limit_is_a_parameter() -> None:
    def answered(limit: int | None) -> tuple[UmaFanGame, int, int]:
        game = UmaFanGame(params=RuleParams(responses_per_declaration=limit))
        game.setup_phase("main", 0)
        game.setup_put(0, "Swift Runner", "field")
        snack = game.setup_put(0, "Carrot Snack", "hand")
        game.setup_put(1, "Steady Runner", "field", stamina=5)
        trip = game.setup_put(1, "Trip Up", "hand")
        objection = game.setup_put(1, "Objection", "hand")
        stretch = game.setup_put(1, "Quick Stretch", "hand")
        game.declare(0, snack)
        game.declare(1, trip)
        return game, objection, stretch

    game, objection, _ = answered(1)
    with pytest.raises(r.ResponseLimit):
        game.declare(1, objection)
    game, objection, stretch = answered(2)
    game.declare(1, objection)
    with pytest.raises(r.ResponseLimit):
        game.declare(1, stretch)
    game, objection, stretch = answered(None)
    game.declare(1, objection)
    game.declare(1, stretch)
    assert [name for _, name in game.pending()] == ["Carrot Snack", "Trip Up", "Objection", "Quick Stretch"]


def test_a_fault_inside_an_action_is_rolled_back_and_typed(monkeypatch: pytest.MonkeyPatch) -> None:
    game = UmaFanGame()
    game.setup_phase("draw", 0, turn=3)
    game.setup_put(0, "Carrot Snack", "deck")
    before = copy.deepcopy(game.state)

    def draw_then_fail(st: GameState, player: int, count: int) -> None:
        board.draw(st, player, count)
        raise RuntimeError("a bug after the card moved")

    monkeypatch.setattr(game_module, "draw", draw_then_fail)
    with pytest.raises(EngineFault):
        game.draw(0)
    assert game.state == before


def test_an_action_naming_a_card_id_that_is_nowhere_is_refused() -> None:
    game = UmaFanGame()
    game.setup_phase("main", 0)
    with pytest.raises(r.BadArgument) as err:
        game.declare(0, 999)
    assert err.value.reason == "no-such-card"


@pytest.mark.parametrize("bad", ["7", 0, 1.5])
def test_a_malformed_optional_card_id_is_refused_naming_the_argument(bad: object) -> None:
    game = UmaFanGame()
    game.setup_phase("main", 0)
    game.setup_put(0, "Swift Runner", "field")
    snack = game.setup_put(0, "Carrot Snack", "hand")
    before = copy.deepcopy(game.state)
    with pytest.raises(r.BadArgument, match="payer"):
        game.declare(0, snack, bad)  # type: ignore[arg-type]
    game.setup_phase("race", 0, race_step="take-b")
    with pytest.raises(r.BadArgument, match="racecourse"):
        game.take_stacked(1, bad)  # type: ignore[arg-type]
    game.setup_phase("main", 0)
    assert game.state == before


def test_the_game_checks_its_seed_rules_and_pool() -> None:
    assert UmaFanGame().state.rng == UmaFanGame(seed=0).state.rng != UmaFanGame(seed=1).state.rng
    for seed in (-(2**63), 2**63):
        UmaFanGame(seed=seed)
    bad_seeds: list[object] = [-(2**63) - 1, 2**63 + 1, "3"]
    for bad_seed in bad_seeds:
        with pytest.raises(IllegalSetup, match="^seed"):
            UmaFanGame(seed=bad_seed)  # type: ignore[arg-type]
    UmaFanGame(params=RuleParams(opening_hand=1000, responses_per_declaration=2), pool=CardPool({}))
    wrongs: list[dict[str, object]] = [{"params": {}}, {"pool": {}}]
    for wrong in wrongs:
        with pytest.raises(IllegalSetup) as err:
            UmaFanGame(**wrong)  # type: ignore[arg-type]
        assert err.value.reason == "bad-type"
    for bad in (RuleParams(opening_hand=1001), RuleParams(exit_zone_limit="3")):  # type: ignore[arg-type]
        with pytest.raises(IllegalSetup, match="^(opening_hand|exit_zone_limit) "):
            UmaFanGame(params=bad)
    with pytest.raises(IllegalSetup, match="^responses_per_declaration "):
        UmaFanGame(params=RuleParams(responses_per_declaration="2"))  # type: ignore[arg-type]


def test_set_up_and_view_calls_check_players_and_stats() -> None:
    game = UmaFanGame()
    with pytest.raises(IllegalSetup):
        game.names(2, "hand")
    with pytest.raises(IllegalSetup):
        game.setup_put(0, "Carrot Snack", "hand", stamina=3)
    with pytest.raises(IllegalSetup):
        game.setup_put(0, "Carrot Snack", "hand", speed=3)
    deck = game.setup_put(0, "Carrot Snack", "deck")
    race = game.setup_put(0, "Mile Course", "race-deck")
    assert (game.zone_of(deck), game.zone_of(race)) == ((0, "deck"), (0, "race-deck"))


def test_a_malformed_card_id_in_an_action_is_refused_naming_it() -> None:
    game = UmaFanGame()
    game.setup_phase("main", 0)
    with pytest.raises(r.BadArgument, match="^card must "):
        game.field_umamusume(0, "7")  # type: ignore[arg-type]


def test_the_runner_view() -> None:
    game = UmaFanGame()
    game.setup_phase("race", 0)
    game.setup_put(0, "Mile Course", "fielded-racecourse")
    mine = game.setup_put(0, "Swift Runner", "field")
    game.setup_put(1, "Steady Runner", "field")
    game.select_runner(0, mine)
    assert (game.runner(0), game.runner(1)) == (mine, None)
    with pytest.raises(IllegalSetup):
        game.runner(2)
