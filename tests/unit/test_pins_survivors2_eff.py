"""Pins of real survivors of the SVE mutation run in engine/sve/effects.py (round 2, part eff) that no scenario step
can express: a rule that changes a card must record it first (:func:`engine.core.atomic.touch`), so that a refusal
later in the same action gives that card back (README.md, the oracle's rule 2). As in ``test_sve_touch_4b.py``,
the action runs, then the checkpoint it took is restored, and the game must be exactly as before it. Each test
fails with the mutants named above it, put into the engine by hand, and passes on the engine.
"""

from __future__ import annotations

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
