"""Steps that read an event detail the events table cannot name by a card's current id (issue 24)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then

from tests.support.context import Ctx


@then(
    parsers.re(
        r'the evolutions the game recorded were of the followers set up as "(?P<aliases>[^"]+(?:", "[^"]+)*)"$'
    )
)
def evolved_bases_recorded(ctx: Ctx, aliases: str) -> None:
    """The follower each evolution evolved (the card now under the evolved card), oldest first, as the event log
    records it, named by the alias it was given in a set-up table (``as``): once evolved, its name means the
    evolved card on top of it.

    Example: ``Then the evolutions the game recorded were of the followers set up as "Base Scribe"``
    """
    shown = [e.data.get("base") for e in ctx.game.events.of_kind("evolved")]
    wanted = [ctx.names[alias] for alias in aliases.split('", "')]
    assert shown == wanted, f"recorded bases {shown}, set-up ids {wanted}"


@given(parsers.re(r'"(?P<alias>[^"]+)" is also called "(?P<other>[^"]+)"$'))
def also_called(ctx: Ctx, alias: str, other: str) -> None:
    """A second name for a card named in a set-up table (``as``): the evolve action moves the first name on to
    the evolved card, the second keeps naming the card as it was set up.

    Example: ``Given "Base Devil" is also called "Devil Before"``
    """
    assert alias in ctx.names, f"no card was set up as {alias!r}"
    ctx.names[other] = ctx.names[alias]
