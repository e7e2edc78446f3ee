"""Steps of the sweep of listed equivalents in engine/sve/game.py (issue 24): the turn view's step, a sandbox
begun at a turn number of the scenario's choice, and the set-up moving the turn counter."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.steps.sve.board import player
from tests.support.context import Ctx


@given(parsers.re(r"a sandbox game stands in (?P<who>my|my opponent's) main phase of turn (?P<turn>\d+)$"))
def sandbox_at_turn(ctx: Ctx, who: str, turn: str) -> None:
    """Start a sandbox game (empty zones, no play points) in that player's main phase, with the turn counter at
    ``turn``; turn 0 is a sandbox set up just before the first turn. In a sandbox, I (player 0) went first.

    Example: ``Given a sandbox game stands in my opponent's main phase of turn 0``
    """
    ctx.new_game("sve", "sandbox", turn=int(turn), active=player(who))


@given(parsers.re(r"the set-up moves the game to my main phase of turn (?P<turn>\d+)$"))
def setup_moves_turn(ctx: Ctx, turn: str) -> None:
    """Make it my main phase of turn ``turn`` with the set-up call ``setup_turn``, cards already placed staying
    as they are (a card placed as "arrived earlier" arrived the turn before the one it was placed in).

    Example: ``Given the set-up moves the game to my main phase of turn 2``
    """
    ctx.raw_game.setup_turn(active=0, turn=int(turn))


@then(parsers.re(r'the turn view shows phase "(?P<phase>[a-z]+)" and step "(?P<step>[a-z-]*)"$'))
def turn_view_shows(ctx: Ctx, phase: str, step: str) -> None:
    """The phase and the step within it that the game's turn view (``turn_info``) shows now; an empty step
    ``""`` is the view's way of saying that no step of the phase is under way.

    Example: ``Then the turn view shows phase "main" and step ""``
    """
    s = ctx.game.turn_info()
    assert (s.phase, s.step) == (phase, step), (s.phase, s.step)
