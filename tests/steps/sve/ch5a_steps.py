"""Then steps of the ch5a clause scenarios: a card's information as the engine's view gives it (CR 2; 5.16)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.steps.sve.board import names_in, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@then(parsers.re(rf'{CARD} is named "(?P<name>[^"]+)"$'))
def card_name(ctx: Ctx, card: str, name: str) -> None:
    """The card name a card has now, as the engine's view shows it.

    Example: ``Then "Lucifer" is named "Lucifer"``
    """
    got = ctx.game.view(uid(ctx, card)).name
    assert got == name, f"{card} is named {got!r}"


@then(parsers.re(rf"{CARD} shows cost (?P<n>\d+)$"), converters={"n": int})
def view_cost(ctx: Ctx, card: str, n: int) -> None:
    """The cost the engine's view of a card shows now.

    Example: ``Then "Lucifer" shows cost 7``
    """
    got = ctx.game.view(uid(ctx, card)).cost
    assert got == n, f"{card} shows cost {got}"


@then(parsers.re(rf'{CARD} belongs to the class "(?P<craft>[a-z]+)"$'))
def view_class(ctx: Ctx, card: str, craft: str) -> None:
    """The class a card has now (the engine's class keys: forest, sword, rune, dragon, ..., neutral).

    Example: ``Then "Goliath" belongs to the class "neutral"``
    """
    got = ctx.game.view(uid(ctx, card)).craft
    assert got == craft, f"{card} belongs to the class {got!r}"


@then(parsers.re(rf"{CARD} has exactly the traits (?P<traits>.+)$"))
def view_traits(ctx: Ctx, card: str, traits: str) -> None:
    """The traits a card has now, all of them, in printed order.

    Example: ``Then "Lucifer" has exactly the traits "Angel" and "Fallen Angel"``
    """
    got = ctx.game.view(uid(ctx, card)).traits
    assert list(got) == names_in(traits), f"{card} has the traits {list(got)}"
