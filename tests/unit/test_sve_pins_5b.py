"""Mutation pins (docs/mutation.md) of engine/sve/effects.py that the Gherkin step vocabulary cannot say.

- A follower evolved by an effect, then the action's checkpoint restored: both the base card and the
  evolved card must come back as they were (README.md, the oracle's rule 2; the same check as
  ``test_sve_touch_4b.py``, for the evolve effect, which passes the table on to ``zones.evolve_into``).
- The final values ``zones.move`` gives a set-aside (delayed) effect when its card leaves the field (CR 10.11) are given back with the rest when the action's checkpoint is restored.
"""

from __future__ import annotations

from engine.core import snapshot
from engine.sve import Game
from tests.fuzz.harness import checkpoints_taken


def _game() -> Game:
    game = Game.sandbox()
    game.setup_points(0, pp=10, pp_max=10, ep=2)
    game.setup_points(1, pp=10, pp_max=10, ep=2)
    return game


def test_a_follower_evolved_by_an_effect_is_undone() -> None:
    """Sudden Growth evolves Bloom Scribe; restoring the play's own checkpoint gives back the state before it,
    the base card's status and the evolved card's place in the evolve deck included."""
    game = _game()
    base = game.setup_put(0, "field", "Bloom Scribe", damage=1, counters={"fable": 1})
    game.setup_put(0, "evolve_deck", "Bloom Scribe")
    growth = game.setup_put(0, "hand", "Sudden Growth")
    before = snapshot(game.state)
    with checkpoints_taken() as taken:
        game.play(0, growth, targets=[base])
    assert game.state != before, "the play changed nothing"
    assert len(taken) == 1, f"one checkpoint per action, got {len(taken)}"
    game.state = taken[0].restore()
    assert game.state == before, "restoring the play's checkpoint did not give back the state before it"


def test_the_final_values_given_to_a_set_aside_effect_are_undone() -> None:
    """Parting Archer sets an effect aside; Wild Spark then destroys it, which gives the set-aside entry the
    archer's final attack (zones.move, CR 10.11). Restoring Wild Spark's checkpoint gives back the entry as it was."""
    game = _game()
    archer = game.setup_put(0, "hand", "Parting Archer")
    spark = game.setup_put(0, "hand", "Wild Spark")
    game.play(0, archer)
    on_field = game.current_id(archer)
    assert game.state.delayed and game.state.delayed[0].last_known == {}
    before = snapshot(game.state)
    with checkpoints_taken() as taken:
        game.play(0, spark, targets=[on_field])
    assert game.state.delayed[0].last_known == {"attack": 2, "defense": -1}  # 2 defense, 3 damage
    assert len(taken) == 1, f"one checkpoint per action, got {len(taken)}"
    game.state = taken[0].restore()
    assert game.state == before, "restoring the play's checkpoint did not give back the state before it"
