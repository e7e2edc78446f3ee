"""Pins from issue 24's second pass (slice r2fohschema), FOH: a card pool built in code.

``FohGame(seed, pool=...)`` takes a ``CardPool`` that never went through the card parser, so a horse
may have a guard value below zero there.
"""

from __future__ import annotations

from engine.foh import FohGame, default_pool
from engine.foh.cards import CardPool, HorseCard


# kills: engine.foh.game.xǁFohGameǁ_resolve__mutmut_26
def test_a_run_against_a_guard_worth_less_than_nothing_succeeds() -> None:
    """The run succeeds when the run value is above the guard value (run minus guard above 0); with a
    guard worth -3 and a run worth 2, run plus guard is -1, so a sum in place of the difference fails it."""
    base = default_pool()
    runner = HorseCard("Pin Plain Pacer", 2, 2, 1, ("差し",), ("mile", "middle"), ("芝",))
    weak = HorseCard("Pin Hollow Guard", 1, 1, -3, ("差し",), ("mile", "middle"), ("芝",))
    pool = CardPool(
        {**base.cards, runner.name: runner, weak.name: weak}, base.distances, base.racecourses, base.goings
    )
    game = FohGame(0, pool=pool)
    game.set_race("1600m", "芝", "東京")
    game.set_phase("main", active=0)
    horse = game.put(0, "hand", runner.name)
    forces = [game.put(0, "hand", "Force") for _ in range(2)]
    for _ in range(6):
        game.put(0, "distance", "Force", "逃げ")
    guard = game.put(1, "hand", weak.name)
    game.declare_run(0, horse, forces)
    game.guard(1, guard)
    assert (game.run_value(), game.guard_value()) == (2, -3)
    game.pass_run(0)
    game.pass_run(1)
    result = game.last_run
    assert result is not None
    assert result.outcome == "success"
