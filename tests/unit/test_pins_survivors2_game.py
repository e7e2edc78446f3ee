"""Pins of surviving mutants of the SVE mutation run, round 2 (part game): what no scenario tells apart.

- The set-up and view calls of :class:`engine.sve.Game` refuse a malformed argument with the set-up error
  :class:`~engine.core.IllegalSetup`, not with the player-action refusal
  :class:`~engine.sve.errors.InvalidArgument` (see :mod:`engine.sve.args`). Scenarios only pass well-formed
  arguments to them, so the ``setup=True`` of each check went unseen.
- :meth:`Game.snapshot` copies the game's own state; :meth:`Game.window` names the kind of Quick window.
- The words of two refusals: how many cards the hand-limit discard needs (CR 7.4), and which serve ability
  number a follower does not have (CR 14.2.2); and the highest serve ability number a call may name.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.core import IllegalSetup
from engine.sve import Game
from engine.sve.errors import IllegalTarget, InvalidArgument, InvalidChoice


def _setup_error(call: Callable[[], object]) -> IllegalSetup:
    """Run a set-up or view call that must be refused as a set-up error, and return that error."""
    with pytest.raises(IllegalSetup) as caught:
        call()
    assert not isinstance(caught.value, InvalidArgument)
    return caught.value


# kills: engine.sve.game.xǁGameǁsetup_control__mutmut_3, engine.sve.game.xǁGameǁsetup_control__mutmut_5,
# engine.sve.game.xǁGameǁsetup_control__mutmut_6, engine.sve.game.xǁGameǁsetup_control__mutmut_8,
# engine.sve.game.xǁGameǁsetup_control__mutmut_10, engine.sve.game.xǁGameǁsetup_control__mutmut_11
def test_setting_up_control_with_a_malformed_card_or_player_is_a_setup_error() -> None:
    game = Game.sandbox()
    goblin = game.setup_put(0, "field", "Test Goblin")
    _setup_error(lambda: game.setup_control(0, 1))
    _setup_error(lambda: game.setup_control(goblin, 2))
    game.setup_control(goblin, 1)
    assert game.view(goblin).zone == "field" and game.ids_named(1, "field", "Test Goblin") == [goblin]


# kills: engine.sve.game.xǁGameǁsetup_ward_entry__mutmut_4, engine.sve.game.xǁGameǁsetup_ward_entry__mutmut_6,
# engine.sve.game.xǁGameǁsetup_ward_entry__mutmut_7, engine.sve.game.xǁGameǁsetup_ward_entry__mutmut_10,
# engine.sve.game.xǁGameǁsetup_ward_entry__mutmut_13, engine.sve.game.xǁGameǁsetup_ward_entry__mutmut_16
def test_setting_up_ward_entry_with_a_malformed_player_or_flag_is_a_setup_error() -> None:
    game = Game.sandbox()
    _setup_error(lambda: game.setup_ward_entry(2))
    _setup_error(lambda: game.setup_ward_entry(0, "yes"))  # type: ignore[arg-type]
    assert game.state.ward_engaged == [False, False]


# kills: engine.sve.game.xǁGameǁsetup_declines_costs__mutmut_4,
# engine.sve.game.xǁGameǁsetup_declines_costs__mutmut_6, engine.sve.game.xǁGameǁsetup_declines_costs__mutmut_7,
# engine.sve.game.xǁGameǁsetup_declines_costs__mutmut_10,
# engine.sve.game.xǁGameǁsetup_declines_costs__mutmut_13,
# engine.sve.game.xǁGameǁsetup_declines_costs__mutmut_16
def test_setting_up_declined_costs_with_a_malformed_player_or_flag_is_a_setup_error() -> None:
    game = Game.sandbox()
    _setup_error(lambda: game.setup_declines_costs(-1))
    _setup_error(lambda: game.setup_declines_costs(1, 1))  # type: ignore[arg-type]
    assert game.state.declines_costs == [False, False]


# kills: engine.sve.game.xǁGameǁsetup_turns_passed__mutmut_3, engine.sve.game.xǁGameǁsetup_turns_passed__mutmut_5,
# engine.sve.game.xǁGameǁsetup_turns_passed__mutmut_6, engine.sve.game.xǁGameǁsetup_turns_passed__mutmut_10,
# engine.sve.game.xǁGameǁsetup_turns_passed__mutmut_13, engine.sve.game.xǁGameǁsetup_turns_passed__mutmut_16,
# engine.sve.game.xǁGameǁturns_passed__mutmut_2, engine.sve.game.xǁGameǁturns_passed__mutmut_4,
# engine.sve.game.xǁGameǁturns_passed__mutmut_5
def test_the_turns_passed_calls_refuse_a_malformed_player_or_count_as_setup_errors() -> None:
    game = Game.sandbox()
    _setup_error(lambda: game.setup_turns_passed(2, 1))
    _setup_error(lambda: game.setup_turns_passed(0, -1))
    _setup_error(lambda: game.turns_passed(2))
    game.setup_turns_passed(1, 4)
    assert (game.turns_passed(0), game.turns_passed(1)) == (0, 4)


# kills: engine.sve.game.xǁGameǁids_named__mutmut_6, engine.sve.game.xǁGameǁids_named__mutmut_8,
# engine.sve.game.xǁGameǁids_named__mutmut_9, engine.sve.game.xǁGameǁleader_basis__mutmut_2,
# engine.sve.game.xǁGameǁleader_basis__mutmut_4, engine.sve.game.xǁGameǁleader_basis__mutmut_5
def test_the_name_and_basis_views_refuse_a_malformed_player_as_a_setup_error() -> None:
    game = Game.sandbox()
    _setup_error(lambda: game.ids_named(2, "hand", "Test Goblin"))
    _setup_error(lambda: game.leader_basis(-1))
    assert game.ids_named(0, "hand", "Test Goblin") == []


# kills: engine.sve.game.xǁGameǁsnapshot__mutmut_1
def test_a_snapshot_is_a_copy_of_the_games_own_state() -> None:
    game = Game.sandbox()
    before = game.snapshot()
    assert before.state() == game.state
    game.setup_put(0, "hand", "Test Goblin")
    assert game.snapshot() != before
    assert game.snapshot().state() == game.state


# kills: engine.sve.game.xǁGameǁwindow__mutmut_5, engine.sve.game.xǁGameǁ_do_discard_to_limit__mutmut_29
def test_the_end_phase_window_is_named_and_a_wrong_discard_says_how_many_cards_must_go() -> None:
    game = Game.sandbox()
    for _ in range(9):
        game.setup_put(0, "hand", "Test Goblin")
    game.end_main_phase(0)
    window = game.window()
    assert window is not None and (window.kind, window.responder) == ("end-phase", 1)
    game.pass_window(1)
    with pytest.raises(InvalidChoice) as caught:
        game.discard_to_limit(0, [])
    assert "discard exactly 2 cards" in str(caught.value)


# kills: engine.sve.game.xǁGameǁ_do_serve__mutmut_19, engine.sve.game.xǁGameǁ_do_serve__mutmut_22,
# engine.sve.game.xǁGameǁ_do_serve__mutmut_47
def test_a_serve_ability_number_is_at_most_9_and_a_missing_one_is_named_from_1() -> None:
    game = Game.sandbox()
    game.setup_points(0, pp=5, pp_max=5)
    week = game.setup_put(0, "field", "Special Week")
    with pytest.raises(InvalidArgument):
        game.serve(0, week, ability=10)
    with pytest.raises(IllegalTarget) as caught:
        game.serve(0, week, ability=1)
    assert "no serve ability number 2" in str(caught.value)
