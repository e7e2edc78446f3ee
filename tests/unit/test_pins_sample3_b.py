"""Pins from issue 24's third acceptance sample (part b): mutants an outside review told apart."""

from __future__ import annotations

from engine.foh import FohGame, default_pool
from engine.foh.abilities import Ability, Effect
from engine.foh.cards import CardPool, HorseCard


# kills: engine.foh.effects.x_condition_holds__mutmut_18
def test_a_hand_made_pool_ability_with_a_condition_the_engine_does_not_know_does_not_fire() -> None:
    """A pool built in code (not parsed from YAML) can carry a condition the parser would refuse; the engine
    treats a condition it does not know as not holding, so the ability's boost is not added to the run."""
    base = default_pool()
    horse = HorseCard(
        "Pin Unknown Condition Pacer", 2, 2, 1, ("差し",), ("mile", "middle"), ("芝",),
        abilities=(Ability("on_run", (Effect("boost", amount=5),), "no_such_condition"),),
    )  # fmt: skip
    pool = CardPool({**base.cards, horse.name: horse}, base.distances, base.racecourses, base.goings)
    game = FohGame(0, pool=pool)
    game.set_race("1600m", "芝", "東京")
    game.set_phase("main", active=0)
    runner = game.put(0, "hand", horse.name)
    forces = [game.put(0, "hand", "Force") for _ in range(2)]
    game.put(0, "distance", "Force", "逃げ")
    game.declare_run(0, runner, forces)
    assert game.run_parts() == [("base", 2)]
    assert game.run_value() == 2
