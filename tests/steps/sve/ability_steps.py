"""Shadowverse EVOLVE steps for abilities, costs, evolution and serving (ability_steps).

Only wordings the shared set-up/action/check modules do not have; each is one
set-up call, one engine action or one read of the engine's state.
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.steps.sve.board import OWNER, player
from tests.support.context import Ctx


@given(parsers.parse("it is my first turn with {pp:d} play points"))
def my_first_turn(ctx: Ctx, pp: int) -> None:
    """Start a sandbox game in the main phase of turn 1, mine as the first player, with ``pp`` play points.

    Example: ``Given it is my first turn with 1 play points``
    """
    ctx.new_game("sve", "sandbox", turn=1)
    ctx.raw_game.setup_turn(active=0, turn=1)
    ctx.raw_game.setup_points(0, pp=pp, pp_max=pp)


@then(parsers.re(rf'the top card of {OWNER} evolve deck is a face-up "(?P<name>[^"]+)"$'))
def evolve_deck_top(ctx: Ctx, who: str, name: str) -> None:
    """The top card of a player's evolve deck, and that it lies face up.

    Example: ``Then the top card of my evolve deck is a face-up "Evolving Fighter"``
    """
    cards = ctx.game.cards_in(player(who), "evolve_deck")
    assert cards, "the evolve deck is empty"
    top = cards[0]
    assert (top.name, top.face_up) == (name, True), f"top card is {top.name}, face up: {top.face_up}"


@given("it is my main phase with 1 play point")
def my_main_phase_one_pp(ctx: Ctx) -> None:
    """Start a sandbox game in my main phase (turn 3) with 1 play point of 1 maximum.

    Example: ``Given it is my main phase with 1 play point``
    """
    ctx.new_game("sve", "sandbox")
    ctx.raw_game.setup_points(0, pp=1, pp_max=1)
