"""Steps for selections among the cards of a hand made as their part of an effect resolves (CR 10.6.2.8.2;
features/sve/clauses/midchoice_hand_choice.feature). The selection itself is answered with the existing
``When I select "..." as the target`` step."""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.steps.sve.board import OWNER, player, uid
from tests.support.context import Ctx


@then(parsers.re(rf'the bottom card of {OWNER} deck is "(?P<card>[^"]+)"$'))
def deck_bottom(ctx: Ctx, who: str, card: str) -> None:
    """The card at the bottom of a player's deck.

    Example: ``Then the bottom card of my deck is "Goliath"``
    """
    cards = ctx.game.cards_in(player(who), "deck")
    assert cards, "the deck is empty"
    assert cards[-1].uid == uid(ctx, card), f"the bottom card is {cards[-1].name}"
