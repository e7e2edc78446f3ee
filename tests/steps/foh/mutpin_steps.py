"""A step that reads the going before any race conditions are set (issue 24's sample check)."""

from __future__ import annotations

from pytest_bdd import then

from tests.support.context import Ctx


@then("no going is set yet")
def no_going_yet(ctx: Ctx) -> None:
    """The going is empty: no race conditions (and no going change) are in force yet.

    Example: ``Then no going is set yet``
    """
    assert ctx.game.going == "", ctx.game.going
