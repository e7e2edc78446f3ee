"""Steps of the ``auto`` clause scenarios (CR 10.10.2): a player orders the modifications of one event."""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, names_in, player
from tests.support.context import Ctx


@when(parsers.re(rf"{WHO} (?:apply|applies) the modifications of (?P<cards>.+) first$"))
def apply_first(ctx: Ctx, who: str, cards: str) -> None:
    """Choose, as the player whose cards or leader an event reaches, which cards' modifications of it apply
    first, in the order named (CR 10.10.2); the names are card names, not the names given with ``as``.

    Example: ``When my opponent applies the modifications of "Stone Bastion" first``
    """
    ctx.attempt(ctx.raw_game.apply_first, player(who), names_in(cards))
