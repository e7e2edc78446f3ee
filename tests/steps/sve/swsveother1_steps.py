"""Steps of the sweep of listed equivalents, slice sveother1 (issue 24): where the game says it is."""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.steps.sve.board import uid
from tests.support.context import Ctx


@then(parsers.re(r'the game is in the phase "(?P<phase>[^"]+)"$'))
def game_phase(ctx: Ctx, phase: str) -> None:
    """The phase the game says it is in (``preparation``, ``main``, ``end``, or ``over`` once it has ended).

    Example: ``Then the game is in the phase "over"``
    """
    shown = ctx.game.turn_info().phase
    assert shown == phase, f"the game is in the phase {shown!r}"


@then(parsers.re(r'"(?P<card>[^"]+)" is (?P<neg>not )?a token$'))
def is_token(ctx: Ctx, card: str, neg: str | None) -> None:
    """Whether the engine's view of a card says it is a token (CR 9.1).

    Example: ``Then "Fairy" is a token``
    """
    shown = ctx.game.view(uid(ctx, card)).token
    assert shown is (not neg), f"{card} token: {shown}"
