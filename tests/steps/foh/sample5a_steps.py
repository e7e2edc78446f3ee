"""A step that compares the game with what the set-up API makes of the same phase (issue 24, sample 5, part a)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.steps.foh.helpers import WHOSE, player
from tests.support.context import Ctx


@then(
    parsers.re(rf"the game is exactly as the set-up puts it in {WHOSE} (?P<phase>\w+) phase with no run yet")
)
def exactly_as_set_up(ctx: Ctx, whose: str, phase: str) -> None:
    """Putting the game in this phase of this player's turn, with no horse run this turn, through the set-up
    API (``set_phase``) would change nothing: the snapshots before and after that call are equal.

    Example: ``Then the game is exactly as the set-up puts it in my opponent's draw phase with no run yet``
    """
    before = ctx.game.snapshot()
    ctx.game.set_phase(phase, player(whose))
    assert ctx.game.snapshot() == before, "the set-up of this phase would change the game state"
