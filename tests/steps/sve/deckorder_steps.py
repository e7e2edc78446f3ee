"""Steps for ordering cards put into a deck together (CR 4.1.5, 4.1.5.1; features/sve/clauses/deckorder_4_1_5.feature):
the player the rules name says the order, and the deck is read back in order."""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from tests.steps.sve.board import OWNER, names_in, player, uid
from tests.support.context import Ctx

NAMES = r'(?P<names>"[^"]+"(?:(?:, | and )"[^"]+")*)'


@when(
    parsers.re(
        r"(?P<who>my opponent|I) puts? them on the (?:top|bottom) of (?:my|their|my opponent's) deck "
        rf"in the order {NAMES}$"
    )
)
def order_into_deck(ctx: Ctx, who: str, names: str) -> None:
    """Answer the order the game waits for after an effect put several cards into a deck together: the cards,
    named top first (every one of them, each once; the engine knows which deck and which end).

    Example: ``When I put them on the bottom of my deck in the order "Scroll C", "Scroll A", "Scroll B"``
    """
    ctx.attempt(ctx.raw_game.choose_deck_order, player(who), [uid(ctx, n) for n in names_in(names)])


@then(parsers.re(rf"the (?P<end>top|bottom) (?P<n>\d+) cards of {OWNER} deck are, top first, {NAMES}$"))
def deck_end_in_order(ctx: Ctx, end: str, n: str, who: str, names: str) -> None:
    """The ``n`` cards at the top or the bottom of a player's deck, in order from the top.

    Example: ``Then the bottom 3 cards of my deck are, top first, "Scroll C", "Scroll A", "Scroll B"``
    """
    count = int(n)
    deck = [c.uid for c in ctx.game.cards_in(player(who), "deck")]
    assert len(deck) >= count, f"the deck holds only {len(deck)} cards"
    got = deck[:count] if end == "top" else deck[len(deck) - count :]
    want = [uid(ctx, name) for name in names_in(names)]
    shown = [ctx.game.view(u).name for u in got]
    assert got == want, f"the {end} {count} cards are, top first, {shown}"
