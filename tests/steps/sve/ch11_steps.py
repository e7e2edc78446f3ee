"""Steps of the chapter 11/13/14.2 clause scenarios (features/sve/clauses/ch11_*.feature)."""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, player, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@when(parsers.re(rf"{WHO} serves? {CARD} with its serve ability (?P<n>\d+)$"), converters={"n": int})
def serve_with_ability(ctx: Ctx, who: str, card: str, n: int) -> None:
    """Play one of a follower's several serve abilities, counted in printed order from 1.

    Example: ``When I serve "Triple Serve Runner" with its serve ability 2``
    """
    ctx.attempt(ctx.raw_game.serve, player(who), uid(ctx, card), ability=n - 1)
