"""Steps added while writing the second batch of unseen official rulings (features/sve/unseen_rulings_2.feature).

Each one is a public action of the engine that the existing steps could not name.
"""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, option_indexes, player, remember, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'
CARD_B = r'"(?P<amulet>[^"]+)"'


@when(
    parsers.re(
        rf"{WHO} activates? {CARD}'s ability (?P<n>\d+) paying Earth Rite with {CARD_B}"
        r" choosing options? (?P<options>[\d, and]+)$"
    )
)
def activate_nth_earth_rite_choosing(
    ctx: Ctx, who: str, card: str, n: str, amulet: str, options: str
) -> None:
    """Play the n-th activated ability of a card (counted from 1 among its activated abilities), paying the
    Earth Rite of its cost with the named Stack amulet and picking the options of its "choose".

    Example: ``When I activate "Juno's Secret Laboratory"'s ability 2 paying Earth Rite with "Magic Sediment" choosing option 1``
    """
    ctx.attempt(
        ctx.raw_game.activate,
        player(who),
        uid(ctx, card),
        ability=int(n) - 1,
        earth_rite=uid(ctx, amulet),
        choices=option_indexes(options),
    )


@when(parsers.re(rf"{WHO} evolves? {CARD} finding no card$"))
def evolve_finding_none(ctx: Ctx, who: str, card: str) -> None:
    """Evolve a follower whose On Evolve searches the deck for cards with a condition, and choose to find none.

    Example: ``When I evolve "Maid Leader" finding no card``
    """
    new_uid = ctx.attempt(ctx.raw_game.evolve, player(who), uid(ctx, card), find_none=True)
    if new_uid is not None:
        remember(ctx, card, new_uid)
