"""Steps for clauses that were left open: a search that finds nothing (CR 5.8.1.2), the count of turns a
player has passed (CR 3.3.2).

They build state through the engine's set-up API, act through its public actions and read its views.
"""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from tests.steps.sve.board import WHO, player, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@when(parsers.re(rf"{WHO} plays? {CARD} finding no card$"))
def play_finding_none(ctx: Ctx, who: str, card: str) -> None:
    """Play a card whose search looks for cards with a condition, and choose to find none of them.

    Example: ``When I play "Seek Pixie" finding no card``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), find_none=True)


@given(parsers.re(r"(?P<who>I|my opponent) (?:have|has) passed (?P<n>\d+) turns?$"), converters={"n": int})
def set_turns_passed(ctx: Ctx, who: str, n: int) -> None:
    """Set how many of their own turns a player has passed so far (a sandbox game starts with none counted).

    Example: ``Given I have passed 2 turns``
    """
    ctx.raw_game.setup_turns_passed(player(who), n)


@then(parsers.re(r"(?P<who>I|my opponent) (?:have|has) now passed (?P<n>\d+) turns?$"), converters={"n": int})
def check_turns_passed(ctx: Ctx, who: str, n: int) -> None:
    """The count of turns a player has passed, as the engine keeps it (CR 3.3.2).

    Example: ``Then I have now passed 3 turns``
    """
    got = ctx.game.turns_passed(player(who))
    assert got == n, f"turns passed: {got}"


@then(parsers.re(rf"{CARD} is (?P<neg>not )?revealed$"))
def check_revealed(ctx: Ctx, card: str, neg: str | None) -> None:
    """Whether a card is revealed now, by the ability that is resolving (CR 5.21).

    Example: ``Then "Test Goblin" is revealed`` / ``Then "Test Goblin" is not revealed``
    """
    shown = uid(ctx, card) in ctx.game.revealed()
    assert shown is (neg is None), f"{card} revealed: {shown}"
