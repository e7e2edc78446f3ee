"""Steps for public actions and state that the card-reading and ruling checks needed (docs/bp01-readings.md).

Each names a public action, or reads state, that the existing steps could not.
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from tests.steps.sve.board import WHO, option_indexes, player, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@when(
    parsers.re(
        rf"{WHO} plays? {CARD} choosing options? (?P<options>[\d, and]+) paying Earth Rite with \"(?P<amulet>[^\"]+)\"$"
    )
)
def play_choosing_earth_rite(ctx: Ctx, who: str, card: str, options: str, amulet: str) -> None:
    """Play a card whose automatic ability says "choose", picking options by number and paying an Earth Rite
    with a Stack counter of the named amulet.

    Example: ``When I play "Runic Guardian" choosing option 1 paying Earth Rite with "Magic Sediment"``
    """
    ctx.attempt(
        ctx.raw_game.play,
        player(who),
        uid(ctx, card),
        choices=option_indexes(options),
        earth_rite=uid(ctx, amulet),
    )


@given(parsers.re(r"I note the top (?P<n>\d+) cards of my deck$"), converters={"n": int})
def note_top(ctx: Ctx, n: int) -> None:
    """Remember which cards are the top ``n`` of my deck now (read from the game, for a later step).

    Example: ``Given I note the top 4 cards of my deck``
    """
    ctx.extra["noted_top"] = [c.uid for c in ctx.game.cards_in(0, "deck")][:n]


@then("my hand holds exactly the cards noted from the top of my deck")
def hand_is_noted_top(ctx: Ctx) -> None:
    """My hand is made of the cards noted earlier from the top of my deck, and of no other card.

    Example: ``Then my hand holds exactly the cards noted from the top of my deck``
    """
    hand = sorted(c.uid for c in ctx.game.cards_in(0, "hand"))
    assert hand == sorted(ctx.extra["noted_top"]), f"hand {hand}, noted {ctx.extra['noted_top']}"


@when(parsers.re(rf"{WHO} activates? {CARD}'s ability (?P<n>\d+)$"), converters={"n": int})
def activate_nth(ctx: Ctx, who: str, card: str, n: int) -> None:
    """Play the n-th activated ability of a card on the field (counted from 1 among its activated abilities).

    Example: ``When I activate "Lookout Cadet"'s ability 2``
    """
    ctx.attempt(ctx.raw_game.activate, player(who), uid(ctx, card), ability=n - 1)
