"""Every SVE rule that changes a card records it first, so that a failed action gives everything back.

The SVE game records cards on demand (``touches_cards``): ``@atomic``'s checkpoint holds the zones up front
and a card only once a rule calls :func:`engine.core.atomic.touch` on it, right before its first change. A
rule that changes a card without that call works, but a later refusal or fault in the same action cannot put
that card back (README.md, the oracle's rule 2: a refusal leaves the game exactly as before). No scenario sees it until
an action first changes the card and is then refused, so each rule that touches a card gets a case here: the
action runs, then its own checkpoint is restored, and the state must be the one before the action, card by
card (the fuzz harness checks the same over random games, ``tests/unit/test_core_touch.py``; these cases
reach the rules random games seldom or never reach).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.core import snapshot
from engine.sve import Game
from tests.fuzz.harness import checkpoints_taken


def undo(game: Game, action: Callable[[], object]) -> None:
    """Run ``action`` (one public action), then restore the checkpoint it took: the game must be exactly as
    before it. The action must change something (else the case pins nothing)."""
    before = snapshot(game.state)
    with checkpoints_taken() as taken:
        action()
    assert game.state != before, "the action changed nothing"
    assert len(taken) == 1, f"one checkpoint per action, got {len(taken)}"
    game.state = taken[0].restore()
    assert game.state == before, "restoring the action's checkpoint did not give back the state before it"


def _game(**options: Any) -> Game:
    game = Game.sandbox(**options)
    game.setup_points(0, pp=10, pp_max=10, ep=2)
    game.setup_points(1, pp=10, pp_max=10, ep=2)
    return game


# ------------------------------------------------------------------ costs (engine/sve/costs.py, classes.py)
def test_an_engage_cost_is_undone() -> None:
    game = _game()
    sentry = game.setup_put(0, "field", "Engage Sentry")
    undo(game, lambda: game.activate(0, sentry))


def test_a_counter_cost_is_undone() -> None:
    game = _game()
    keeper = game.setup_put(0, "field", "Charge Keeper", counters={"spell": 2})
    undo(game, lambda: game.activate(0, keeper))


def test_an_earth_rite_cost_is_undone() -> None:
    game = _game(leaders=("Rune Leader", "Sword Leader"))
    obelisk = game.setup_put(0, "field", "Stack Obelisk")
    tremor = game.setup_put(0, "hand", "Earth Tremor")
    undo(game, lambda: game.play(0, tremor, earth_rite=obelisk))


# ------------------------------------------------------------------ keywords: Stack
def test_a_stack_counter_lost_instead_of_leaving_is_undone() -> None:
    game = _game()
    obelisk = game.setup_put(1, "field", "Stack Obelisk")
    execution = game.setup_put(0, "hand", "Execution")
    undo(game, lambda: game.play(0, execution, targets=[obelisk]))


# ------------------------------------------------------------------ effects (engine/sve/effects.py)
def _spell_on(name: str, target_owner: int, target: str, **put: Any) -> tuple[Game, int, int]:
    game = _game()
    uid = game.setup_put(target_owner, "field", target, **put)
    spell = game.setup_put(0, "hand", name)
    return game, spell, uid


@pytest.mark.parametrize(
    ("spell", "owner", "target", "put"),
    [
        ("Iron Skin", 0, "Test Fighter", {}),  # buff with no end
        ("Frailty Curse", 1, "Test Fighter", {}),  # set_stat
        ("Fable Telling", 0, "Test Fighter", {}),  # put_counter
        ("Fable Eraser", 0, "Test Fighter", {"counters": {"fable": 3}}),  # remove_counter
        ("Wind Blessing", 0, "Test Fighter", {}),  # give_keyword with no end
        ("Binding Vines", 1, "Test Fighter", {}),  # engage
    ],
    ids=["buff", "set_stat", "put_counter", "remove_counter", "give_keyword", "engage"],
)
def test_an_effect_that_changes_a_card_is_undone(
    spell: str, owner: int, target: str, put: dict[str, Any]
) -> None:
    game, card, uid = _spell_on(spell, owner, target, **put)
    undo(game, lambda: game.play(0, card, targets=[uid]))


@pytest.mark.parametrize("source_name", ["Stack Obelisk", "Stack Conduit"], ids=["engage-cost", "pp-cost"])
def test_moving_stack_counters_is_undone(source_name: str) -> None:
    """Both amulets change: the source (not touched by an engage cost when it pays play points) and the target."""
    game = _game(leaders=("Rune Leader", "Sword Leader"))
    source = game.setup_put(0, "field", source_name)
    other = game.setup_put(0, "field", "Stack Obelisk")
    undo(game, lambda: game.activate(0, source, targets=[other]))


# ------------------------------------------------------------------ zones (engine/sve/zones.py)
def test_a_destroyed_follower_is_undone() -> None:
    game, spell, uid = _spell_on("Execution", 1, "Test Fighter", damage=1, attack_change=1, defense_change=1)
    undo(game, lambda: game.play(0, spell, targets=[uid]))


def test_a_destroyed_evolved_follower_and_its_base_are_undone() -> None:
    game = _game()
    base = game.setup_put(1, "field", "Evolving Fighter")
    game.setup_put(1, "evolve_deck", "Evolving Fighter")
    game.setup_turn(active=1)
    game.evolve(1, base)
    evolved = game.current_id(base)
    game.setup_turn(active=0)
    execution = game.setup_put(0, "hand", "Execution")
    undo(game, lambda: game.play(0, execution, targets=[evolved]))


def test_a_destroyed_racing_follower_and_its_carrots_are_undone() -> None:
    game = _game(leaders=("Forest Leader", "Uma Leader"))
    runner = game.setup_put(1, "field", "Special Week")
    game.setup_race(1, runner, carrots=1)
    execution = game.setup_put(0, "hand", "Execution")
    undo(game, lambda: game.play(0, execution, targets=[runner]))


def test_serving_is_undone() -> None:
    game = _game(leaders=("Uma Leader", "Forest Leader"))
    runner = game.setup_put(0, "field", "Special Week")
    game.setup_put(0, "evolve_deck", "Carrot")
    undo(game, lambda: game.serve(0, runner))


def test_evolving_a_racing_follower_is_undone() -> None:
    game = _game(leaders=("Uma Leader", "Forest Leader"))
    runner = game.setup_put(0, "field", "Special Week")
    game.setup_race(0, runner, carrots=1)
    game.setup_put(0, "evolve_deck", "Special Week")
    undo(game, lambda: game.evolve(0, runner))


def test_a_resolved_spell_going_to_the_cemetery_is_undone() -> None:
    game = _game()
    spell = game.setup_put(0, "hand", "Deck Stirrer")
    game.setup_put(0, "deck", "Test Goblin")
    game.setup_put(0, "deck", "Test Fighter")
    undo(game, lambda: game.play(0, spell))


def test_a_card_moved_between_zones_off_the_field_is_undone() -> None:
    game = _game()
    for _ in range(9):
        game.setup_put(0, "hand", "Test Goblin", attack_change=1)
    game.setup_put(0, "hand", "Charge Keeper", counters={"spell": 1})
    game.end_main_phase(0)
    game.pass_window(1)
    hand = [c.uid for c in game.cards_in(0, "hand")]
    undo(game, lambda: game.discard_to_limit(0, hand[-3:]))


def test_a_resolved_spell_that_held_a_keyword_is_undone() -> None:
    """A spell given a keyword in the hand keeps it until it resolves; then it goes to the cemetery bare."""
    game = _game()
    game.setup_put(0, "deck", "Test Goblin")
    game.setup_put(0, "deck", "Test Fighter")
    blessing = game.setup_put(0, "hand", "Hand Blessing")
    spell = game.setup_put(0, "hand", "Deck Stirrer")
    game.play(0, blessing)
    assert "quick" in game.view(spell).keywords
    undo(game, lambda: game.play(0, spell))
