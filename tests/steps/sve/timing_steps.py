"""Shadowverse EVOLVE steps for Quick timing, attacks and combat.

Given steps go through the set-up API, When steps through one public action,
Then steps only read the engine's state (its open Quick window, if any).
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from tests.steps.sve.board import WHO, player
from tests.support.context import Ctx


@given(parsers.re(r"my opponent has (?P<pp>\d+) play points?$"), converters={"pp": int})
def opponent_play_points(ctx: Ctx, pp: int) -> None:
    """Give my opponent ``pp`` play points of ``pp`` maximum.

    Example: ``Given my opponent has 3 play points``
    """
    ctx.raw_game.setup_points(1, pp=pp, pp_max=pp)


@when(parsers.re(rf"{WHO} ends? (?:my|their) main phase and waits$"))
def end_main_phase_waiting(ctx: Ctx, who: str) -> None:
    """End the main phase; the end phase runs up to the other player's Quick window and stops there.

    Example: ``When my opponent ends their main phase and waits``
    """
    ctx.attempt(ctx.raw_game.end_main_phase, player(who))


@then(parsers.re(r"a Quick window is open for (?P<who>me|my opponent)$"))
def quick_window_open(ctx: Ctx, who: str) -> None:
    """The game waits in a Quick window of this player (after an attack, or in an end phase).

    Example: ``Then a Quick window is open for my opponent``
    """
    window = ctx.game.window()
    assert window is not None, "no Quick window is open"
    assert window.responder == player(who), f"the open window belongs to player {window.responder}"


@then("no Quick window is open")
def no_quick_window(ctx: Ctx) -> None:
    """The game is not waiting in any Quick window.

    Example: ``Then no Quick window is open``
    """
    window = ctx.game.window()
    assert window is None, f"a {window.kind} window is open"


# --- m-sve5d (mutation pins of game.py, round 5)


@when(
    parsers.re(rf'{WHO} evolves? "(?P<card>[^"]+)" using (?:my|their) "(?P<design>[^"]+)" evolution point$')
)
def evolve_with_design(ctx: Ctx, who: str, card: str, design: str) -> None:
    """Evolve, paying one play point of the evolve cost with an evolution point of a given design.

    Example: ``When I evolve "Evolving Fighter" using my "Umamusume" evolution point``
    """
    from tests.steps.sve.board import uid

    ctx.attempt(ctx.raw_game.evolve, player(who), uid(ctx, card), ep=1, ep_design=design)
