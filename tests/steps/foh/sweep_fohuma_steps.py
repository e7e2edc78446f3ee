"""A step that reads the last going change's duration from the event log (issue 24 sweep, slice fohuma)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.support.context import Ctx


@then(parsers.parse("the last going change lasts until turn {turn:d}"))
def going_change_until(ctx: Ctx, turn: int) -> None:
    """The last ``going-changed`` event of the log names this turn as the last one the change lasts.

    Example: ``Then the last going change lasts until turn 1``
    """
    changes = [data for kind, _, data in ctx.game.events() if kind == "going-changed"]
    assert changes, "no going change in the event log"
    assert changes[-1].get("until_turn") == turn, changes[-1]
