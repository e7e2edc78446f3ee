"""Mutation pins, round 2 (docs/mutation.md): answers to a waiting resolution (engine/sve/abilities.py).

What no scenario step can say: the message a refused answer carries (it says what was refused and why, the
oracle's rule 2), and that an answer takes its checkpoint before it first changes the game, so that restoring
that checkpoint gives back the state before the answer (``undo``, as in ``test_sve_touch_4b.py``).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.core import Refusal
from engine.sve import Game
from engine.sve.abilities import answer_hand, answer_look, answer_summoned
from engine.sve.errors import WrongTiming
from tests.unit.test_sve_touch_4b import undo


def _refused(action: Callable[[], object], reason: str, message: str) -> None:
    """``action`` is refused with this reason and exactly this message."""
    with pytest.raises(Refusal) as caught:
        action()
    assert caught.value.reason == reason
    assert str(caught.value) == message


def _main(pp: int = 0) -> Game:
    game = Game.sandbox()
    game.setup_points(0, pp=pp, pp_max=pp)
    return game


# ------------------------------------------------------------------ answers nothing waits for
# kills: engine.sve.abilities.x_answer_positions__mutmut_6, _13, _14, engine.sve.abilities.x_answer_tokens__mutmut_6,
#   _13, _14, engine.sve.abilities.x_answer_optional__mutmut_6, _13, _14
@pytest.mark.parametrize(
    ("answer", "message"),
    [
        (
            lambda g: g.choose_positions(0, ["top"]),
            "no card is waiting for you to choose the top or the bottom of the deck",
        ),
        (
            lambda g: g.choose_tokens(0, ["Knight"]),
            "no ability is waiting for you to choose which tokens to make",
        ),
        (lambda g: g.answer_optional(0, True), "no optional effect is waiting for your decision"),
    ],
    ids=["positions", "tokens", "optional"],
)
def test_an_answer_nothing_waits_for_says_what_is_not_waiting(
    answer: Callable[[Game], object], message: str
) -> None:
    game = _main()
    _refused(lambda: answer(game), "wrong-timing", message)


# ------------------------------------------------------------------ token choice
def _alwida_waiting() -> Game:
    """Alwida's Command makes a Knight, a Viking and a Steelclad Knight with room for 2 of them: it waits."""
    game = _main(5)
    for _ in range(3):
        game.setup_put(0, "field", "Test Goblin")
    game.play(0, game.setup_put(0, "hand", "Alwida's Command"))
    assert game.awaiting_choice() == 0
    return game


# kills: engine.sve.abilities.x_answer_tokens__mutmut_46, _48, _50
def test_a_token_set_that_cannot_be_made_names_the_sets_that_can() -> None:
    game = _alwida_waiting()
    _refused(
        lambda: game.choose_tokens(0, ["Knight", "Fairy"]),
        "invalid-choice",
        "choose as many tokens as fit, made where the card puts them: one of "
        "Knight, Steelclad Knight; Knight, Viking; Steelclad Knight, Viking",
    )


# kills: engine.sve.abilities.x_answer_tokens__mutmut_52
def test_choosing_the_tokens_is_undone() -> None:
    game = _alwida_waiting()
    undo(game, lambda: game.choose_tokens(0, ["Knight", "Viking"]))


# ------------------------------------------------------------------ a pick among the tokens just made
# kills: engine.sve.abilities.x_answer_summoned__mutmut_31
def test_picking_among_the_tokens_just_made_is_undone() -> None:
    game = _main()
    drill = game.setup_put(0, "hand", "Reveal Drill")
    goblin = game.setup_put(0, "hand", "Test Goblin")
    game.play(0, drill, targets=[goblin])
    knights = [c.uid for c in game.cards_in(0, "field") if c.name == "Knight"]
    assert len(knights) == 2 and game.awaiting_choice() == 0
    undo(game, lambda: game.choose_targets(0, knights[:1]))


# ------------------------------------------------------------------ "you may"
# kills: engine.sve.abilities.x_answer_optional__mutmut_15
def test_accepting_an_optional_effect_is_undone() -> None:
    game = _main()
    for _ in range(2):
        game.setup_put(0, "deck", "Test Goblin")
    game.play(0, game.setup_put(0, "hand", "Maybe Mender Spell"))
    assert game.awaiting_choice() == 0
    undo(game, lambda: game.answer_optional(0, True))


# ------------------------------------------------------------------ a pick in a hand asked mid-resolution
def _shenlong_waiting() -> tuple[Game, int]:
    """Shenlong's Fanfare drew 2 cards and waits for the card to discard; returns the game and a card held."""
    game = _main(5)
    for _ in range(3):
        game.setup_put(0, "deck", "Test Goblin")
    trainee = game.setup_put(0, "hand", "Ninja Trainee")
    game.play(0, game.setup_put(0, "hand", "Shenlong"))
    assert game.awaiting_choice() == 0
    return game, trainee


# kills: engine.sve.abilities.x_answer_hand__mutmut_49, _51, _52
def test_a_discard_of_1_answered_with_none_says_how_many_to_select() -> None:
    game, _ = _shenlong_waiting()
    _refused(
        lambda: game.choose_targets(0, []), "invalid-choice", "select 1 card(s) of that hand; 0 were given"
    )


# kills: engine.sve.abilities.x_answer_hand__mutmut_49, _50
def test_an_up_to_discard_answered_with_too_many_says_up_to() -> None:
    game = _main()
    game.setup_put(0, "deck", "Test Goblin")
    goblin = game.setup_put(0, "hand", "Test Goblin")
    knight = game.setup_put(0, "hand", "Test Knight")
    game.play(0, game.setup_put(0, "hand", "Pin Draw Then Maybe Discard Spell"))
    assert game.awaiting_choice() == 0
    _refused(
        lambda: game.choose_targets(0, [goblin, knight]),
        "invalid-choice",
        "select up to 1 card(s) of that hand; 2 were given",
    )


# kills: engine.sve.abilities.x_answer_hand__mutmut_54
def test_picking_the_card_of_a_hand_to_discard_is_undone() -> None:
    game, trainee = _shenlong_waiting()
    undo(game, lambda: game.choose_targets(0, [trainee]))


# ------------------------------------------------------------------ the module's answer functions called directly
# kills: engine.sve.abilities.x_answer_hand__mutmut_3, engine.sve.abilities.x_answer_summoned__mutmut_3,
#   engine.sve.abilities.x_answer_look__mutmut_3
@pytest.mark.parametrize(
    "answer", [answer_hand, answer_summoned, answer_look], ids=["hand", "summoned", "look"]
)
def test_an_answer_function_called_with_nothing_waiting_refuses_the_timing(
    answer: Callable[[Game, int, tuple[int, ...]], None],
) -> None:
    """:func:`answer_selection` only hands these the waits they answer; called on their own with nothing
    waiting they refuse the timing (a typed refusal, not a fault)."""
    game = _main()
    with pytest.raises(WrongTiming):
        answer(game, 0, ())
