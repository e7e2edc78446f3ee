"""Steps added while confirming engine faults D (features/sve/clauses/faultd_faults.feature).

Each one is a public action of the engine that the existing steps could not name.
"""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, option_indexes, player, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@when(parsers.re(rf"{WHO} activates? {CARD} choosing options? (?P<options>[\d, and]+)$"))
def activate_choosing(ctx: Ctx, who: str, card: str, options: str) -> None:
    """Play the activated ability of a card on the field, picking the options of its "choose" (counted from 1).

    Example: ``When I activate "Fault Rival Discard Totem" choosing option 1``
    """
    ctx.attempt(ctx.raw_game.activate, player(who), uid(ctx, card), choices=option_indexes(options))
