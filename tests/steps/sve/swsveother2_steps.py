"""Steps of the sweep of slice sveother2 (issue 24): a player's standing choices changed during a scenario."""

from __future__ import annotations

from pytest_bdd import given, parsers

from tests.steps.sve.board import player
from tests.support.context import Ctx


@given(
    parsers.re(
        r"(?P<who>I|my opponent) no longer (?:choose|chooses) the order of (?:my|their) pending abilities$"
    )
)
def stops_ordering(ctx: Ctx, who: str) -> None:
    """A player stops ordering their own simultaneous pending abilities (CR 10.5): from now on they go in
    trigger order. Set-up only; it may follow an action, to change the choice in the middle of a turn.

    Example: ``Given I no longer choose the order of my pending abilities``
    """
    ctx.raw_game.setup_ordering(player(who), False)
