"""Pins of real survivors of the SVE mutation run in engine/sve/effects.py (round 2, part eff) that no scenario step
can express: a rule that changes a card must record it first (:func:`engine.core.atomic.touch`), so that a refusal
later in the same action gives that card back (README.md, the oracle's rule 2). As in ``test_sve_touch_4b.py``,
the action runs, then the checkpoint it took is restored, and the game must be exactly as before it. Each test
fails with the mutants named above it, put into the engine by hand, and passes on the engine.
"""

from __future__ import annotations

import pytest

from engine.sve import Game
from engine.sve.effects import damage_follower
from engine.sve.errors import InvalidChoice
from tests.unit.test_sve_touch_4b import _game, _spell_on, undo


# kills: engine.sve.effects.x__give_trait__mutmut_18, engine.sve.effects.x__give_trait__mutmut_19
def test_a_trait_given_for_good_is_undone() -> None:
    game, spell, uid = _spell_on("Elf Gift Spell", 0, "Test Fighter")
    undo(game, lambda: game.play(0, spell, targets=[uid]))


# kills: engine.sve.effects.x__make_amulet__mutmut_12, engine.sve.effects.x__make_amulet__mutmut_13
def test_a_follower_made_an_amulet_is_undone() -> None:
    game, spell, uid = _spell_on("Amulet Curse Spell", 1, "Test Fighter")
    undo(game, lambda: game.play(0, spell, targets=[uid]))


# kills: engine.sve.effects.x__maneuver__mutmut_22, engine.sve.effects.x__maneuver__mutmut_23
def test_a_maneuvered_amulet_is_undone() -> None:
    game = _game()
    cart = game.setup_put(0, "field", "Maneuver Cart Amulet")
    undo(game, lambda: game.activate(0, cart))


# kills: engine.sve.effects.x__steal__mutmut_26, engine.sve.effects.x__steal__mutmut_27
def test_a_follower_whose_control_is_taken_is_undone() -> None:
    game, spell, uid = _spell_on("Control Seizer Spell", 1, "Test Fighter")
    undo(game, lambda: game.play(0, spell, targets=[uid]))


# ------------------------------------------------------------------ what a refused choice says (CR 5.18)
def _refused_choice(name: str, choices: list[int]) -> str:
    game = _game()
    spell = game.setup_put(0, "hand", name)
    with pytest.raises(InvalidChoice) as refused:
        game.play(0, spell, choices=choices)
    assert refused.value.reason == "invalid-choice"
    return str(refused.value)


# kills: engine.sve.effects.x__choose__mutmut_33, engine.sve.effects.x__choose__mutmut_35, engine.sve.effects.x__choose__mutmut_39
def test_two_options_named_for_a_choice_of_one_are_refused_with_the_number_to_choose() -> None:
    assert _refused_choice("Toll Choice", [0, 1]) == "choose 1 of the 2 options that can be performed"


# kills: engine.sve.effects.x__choose__mutmut_36
def test_one_option_named_for_a_choice_of_two_is_refused_with_the_number_to_choose() -> None:
    assert _refused_choice("Pin Toll Pair Choice", [0]) == "choose 2 of the 2 options that can be performed"


# kills: engine.sve.effects.x__choose__mutmut_34, engine.sve.effects.x__choose__mutmut_38
def test_three_options_named_for_a_choice_of_up_to_two_are_refused_with_the_range() -> None:
    assert (
        _refused_choice("Choice Pair Spell", [0, 1, 2])
        == "choose 1 to 2 of the 3 options that can be performed"
    )


# kills: engine.sve.effects.x__choose__mutmut_37
def test_two_options_named_for_a_choice_of_up_to_one_are_refused_with_one() -> None:
    assert (
        _refused_choice("Pin Up To One Choice", [0, 1]) == "choose 1 of the 2 options that can be performed"
    )


# kills: engine.sve.effects.x__choose__mutmut_44, engine.sve.effects.x__choose__mutmut_46
def test_an_option_past_the_last_is_refused_as_missing() -> None:
    assert _refused_choice("Toll Choice", [2]) == "there is no option 3"


# ------------------------------------------------------------------ a cost in a chosen option (CR 10.4.7.2)
# kills: engine.sve.effects.x__paid_in_option__mutmut_14, engine.sve.effects.x__paid_in_option__mutmut_34
def test_a_discard_cost_in_a_chosen_option_is_paid_with_the_card_named() -> None:
    game = _game()
    fighter = game.setup_put(0, "hand", "Test Fighter")
    goblin = game.setup_put(0, "hand", "Test Goblin")
    spell = game.setup_put(0, "hand", "Pin Discard Toll Choice")
    game.play(0, spell, choices=[0], cost_cards=[goblin])
    assert (game.view(goblin).zone, game.view(fighter).zone) == ("cemetery", "hand")
    assert game.leader_defense(0) == 22
    assert not game.events.of_kind("optional-cost-declined")


# ------------------------------------------------------------------ a leader's defense set outright (CR 3.2)
# kills: engine.sve.effects.x__set_stat__mutmut_11, engine.sve.effects.x__set_stat__mutmut_16
def test_a_leader_defense_set_is_recorded_for_that_leader() -> None:
    game = _game()
    spell = game.setup_put(0, "hand", "Rampart Reset")
    game.play(0, spell)
    [event] = game.events.of_kind("stat-set")
    assert (event.player, event.data.get("card"), event.data.get("value")) == (0, Game.leader_id(0), 10)


# ------------------------------------------------------------------ damage_follower (CR 5.14.3)
# kills: engine.sve.effects.x_damage_follower__mutmut_1
def test_damage_dealt_to_a_follower_is_not_attack_damage_unless_said() -> None:
    game = _game()
    ward = game.setup_put(0, "field", "Pin Attack Ward Follower")
    card = game.state.players[0].field.get(ward)
    assert damage_follower(game, card, 2) == 2
    assert damage_follower(game, card, 2, by_attack=True) == 1


# ------------------------------------------------------------------ a look at the top inside a chosen option (CR 5.11)
# kills: engine.sve.effects.x__look_top__mutmut_58, engine.sve.effects.x__look_top__mutmut_59, engine.sve.effects.x__look_top__mutmut_60, engine.sve.effects.x__look_top__mutmut_61
def test_the_picks_given_for_a_look_inside_an_option_answer_its_first_pick_only() -> None:
    """The cards named when the spell is played answer the first pick (a spell into the hand); the second pick
    (a spell into the cemetery) takes the first spell that is left."""
    game = _game()
    top = [game.setup_put(0, "deck", name) for name in ("Test Fighter", "Fireball", "Study", "Test Goblin")]
    fireball, study = top[1], top[2]
    spell = game.setup_put(0, "hand", "Pin Look Choice Spell")
    game.play(0, spell, choices=[0], picks=[study])
    assert (game.view(study).zone, game.view(fireball).zone) == ("hand", "cemetery")
