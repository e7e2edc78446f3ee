"""Steps added while writing the third batch of unseen official rulings (features/sve/unseen_rulings_3_sd.feature).

Each one is a public action of the engine that the existing steps could not name.
"""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, player, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@when(parsers.re(rf"{WHO} activates? {CARD}'s ability (?P<n>\d+)$"))
def activate_nth(ctx: Ctx, who: str, card: str, n: str) -> None:
    """Play the n-th activated ability of a card on the field (counted from 1 among its activated abilities),
    for a card with more than one; it selects nothing and picks no option.

    Example: ``When I activate "Unseen SD06-002 Hare of Illusions"'s ability 2``
    """
    ctx.attempt(ctx.raw_game.activate, player(who), uid(ctx, card), ability=int(n) - 1)
