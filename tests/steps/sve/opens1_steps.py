"""Steps for clauses that were left open: a search that finds nothing (CR 5.8.1.2).

They act through the engine's public actions only.
"""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, player, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@when(parsers.re(rf"{WHO} plays? {CARD} finding no card$"))
def play_finding_none(ctx: Ctx, who: str, card: str) -> None:
    """Play a card whose search looks for cards with a condition, and choose to find none of them.

    Example: ``When I play "Seek Pixie" finding no card``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), find_none=True)
