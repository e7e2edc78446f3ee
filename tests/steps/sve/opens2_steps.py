"""Steps of the opens2 clauses: dividing an amount among selected targets (CR 10.6.2.4)."""

from __future__ import annotations

import re

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, player, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


def _shares(ctx: Ctx, text: str) -> dict[int, int]:
    """``2 to "A" and 1 to "B"`` as {id of A: 2, id of B: 1}, in the order written."""
    return {uid(ctx, name): int(n) for n, name in re.findall(r'(-?\d+) to "([^"]+)"', text)}


@when(
    parsers.re(
        rf"{WHO} plays? {CARD} dividing its damage (?P<split>-?\d+ to \"[^\"]+\"(?:(?:, | and )-?\d+ to \"[^\"]+\")*)$"
    )
)
def play_dividing(ctx: Ctx, who: str, card: str, split: str) -> None:
    """Play a card that divides damage among the targets it selects: the targets are the cards named, in
    order, and each gets the share written before it.

    Example: ``When I play "Split Flame Spell" dividing its damage 2 to "K1" and 1 to "K2"``
    """
    shares = _shares(ctx, split)
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), targets=list(shares), division=shares)


@when(parsers.re(rf"{WHO} plays? {CARD} deciding X is (?P<x>-?\d+)$"), converters={"x": int})
def play_deciding_x(ctx: Ctx, who: str, card: str, x: int) -> None:
    """Play a card whose amount is an X its player decides, saying X.

    Example: ``When I play "Chosen Bolt Spell" deciding X is 3``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), x=x)
