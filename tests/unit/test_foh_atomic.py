"""A fault inside a Force of the Horse action, after the action has begun changing the game, rolls the
whole action back (engine.core.atomic: "a game is never left stuck half-way"). Each case below makes one
step that comes after the first change fail, and checks that the caller gets an EngineFault and the game
is exactly as it was before the call."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from engine.core import EngineFault
from engine.core.events import EventLog
from engine.foh import FohGame


def _new() -> FohGame:
    return FohGame(3)


def _tuning() -> FohGame:
    game = FohGame(3)
    game.agree_race_conditions("1600m", "東京", "芝")
    for p in (0, 1):
        game.set_deck(p, ["Force"] * 40 + ["Sample Miler"] * 20)
    return game


def _opening() -> FohGame:
    game = _tuning()
    game.start_game()
    return game


def _one_kept() -> FohGame:
    game = _opening()
    game.keep(0)
    return game


def _draw_phase() -> FohGame:
    game = FohGame.at_race()
    game.set_phase("draw", 0)
    game.put(0, "distance", "Force", "逃げ")
    game.put(0, "distance", "Force", "逃げ")
    return game


def _ready_to_run() -> FohGame:
    game = FohGame.at_race()
    game.put(0, "hand", "Sample Miler")
    game.put(0, "hand", "Force")
    game.put(0, "hand", "Force")
    game.put(0, "hand", "Sample Cheer")
    game.put(1, "hand", "Sample Wall")
    for _ in range(5):
        game.put(0, "distance", "Force", "逃げ")
    return game


def _running() -> FohGame:
    game = _ready_to_run()
    game.put(0, "hand", "ヘルメット")
    game.declare_run(0, game.ids(0, "hand", "Sample Miler")[0], game.ids(0, "hand", "Force"))
    return game


def _owing() -> FohGame:
    game = _running()
    game.pass_run(1)
    game.pass_run(0)
    assert game.owed_to_farm(0) > 0
    return game


def _hand(game: FohGame, player: int, name: str) -> int:
    return game.ids(player, "hand", name)[0]


CASES: dict[str, tuple[Callable[[], FohGame], str, Callable[[FohGame], Any]]] = {
    # name: (position, event kind whose logging fails, action)
    "draw race conditions": (_new, "race-set", lambda g: g.draw_race_conditions()),
    "agree race conditions": (_new, "race-set", lambda g: g.agree_race_conditions("1600m", "東京", "芝")),
    "start the game": (_tuning, "game-started", lambda g: g.start_game()),
    "redraw": (_opening, "redrew", lambda g: g.redraw(0)),
    "draw for the turn": (_draw_phase, "drew", lambda g: g.draw_for_turn(0)),
    "declare a run": (
        _ready_to_run,
        "run-declared",
        lambda g: g.declare_run(0, _hand(g, 0, "Sample Miler"), g.ids(0, "hand", "Force")),
    ),
    "guard": (_running, "guarded", lambda g: g.guard(1, _hand(g, 1, "Sample Wall"))),
    "use a situation card": (_ready_to_run, "support-used", lambda g: g.use_support(0, _hand(g, 0, "Sample Cheer"))),
    "use a horse item": (
        _running,
        "support-used",
        lambda g: g.use_support(0, _hand(g, 0, "ヘルメット"), g.ids(0, "track", "Sample Miler")[0]),
    ),
    "pass and resolve": (lambda: _passed(_running()), "run-resolved", lambda g: g.pass_run(0)),
    "put to the farm": (_owing, "farmed", lambda g: g.put_to_farm(0, g.ids(0, "hand", "Force")[: g.owed_to_farm(0)])),
    "end the turn": (FohGame.at_race, "turn-ended", lambda g: g.end_turn(0)),
}  # fmt: skip


def _passed(game: FohGame) -> FohGame:
    game.pass_run(1)
    return game


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_fault_after_the_first_change_rolls_the_action_back(
    case: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    position, failing_kind, action = CASES[case]
    game = position()
    before = copy.deepcopy(game.state)
    add = EventLog.add

    def failing_add(log: EventLog, kind: str, player: int | None = None, **data: Any) -> Any:
        event = add(log, kind, player, **data)
        if kind == failing_kind:
            raise RuntimeError(f"injected fault while logging {kind}")
        return event

    monkeypatch.setattr(EventLog, "add", failing_add)
    with pytest.raises(EngineFault):
        action(game)
    monkeypatch.undo()
    assert game.state == before


def test_a_fault_while_dealing_the_distance_areas_rolls_keep_back(monkeypatch: pytest.MonkeyPatch) -> None:
    game = _one_kept()
    before = copy.deepcopy(game.state)

    def failing_deal(*args: Any) -> None:
        raise RuntimeError("injected fault while dealing")

    monkeypatch.setattr("engine.foh.game.deal", failing_deal)
    with pytest.raises(EngineFault):
        game.keep(1)
    assert game.state == before
    assert not game.state.players[1].hand_decided
