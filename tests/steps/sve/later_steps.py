"""Steps of the later clauses: mechanics of later sets (CR 5.20 dice, CR 5.33 declaring a card name)."""

from __future__ import annotations

from pytest_bdd import given, parsers, then, when

from tests.steps.sve.board import WHO, player
from tests.support.context import Ctx


@given(parsers.parse("it is my main phase with {pp:d} play points and the game's random seed is {seed:d}"))
def my_main_phase_seeded(ctx: Ctx, pp: int, seed: int) -> None:
    """Start a sandbox game in my main phase with ``pp`` play points whose seeded generator starts from
    ``seed`` (everything random in the game, dice included, comes from that generator).

    Example: ``Given it is my main phase with 1 play points and the game's random seed is 5``
    """
    ctx.new_game("sve", "sandbox", seed=seed)
    ctx.raw_game.setup_points(0, pp=pp, pp_max=pp)


@then(parsers.re(r"the dice rolled showed (?P<results>\d+(?:, \d+)*)$"))
def dice_rolled(ctx: Ctx, results: str) -> None:
    """The numbers the dice rolled in this game showed, oldest first, as the event log records them.

    Example: ``Then the dice rolled showed 5``
    """
    shown = [e.data["result"] for e in ctx.game.events.of_kind("die-rolled")]
    assert shown == [int(n) for n in results.split(", ")], shown


@when(parsers.re(rf'{WHO} declares? the card name "(?P<name>[^"]+)"$'))
def declare_name(ctx: Ctx, who: str, name: str) -> None:
    """Answer an ability waiting for its controller to declare a card name (CR 5.33.1).

    Example: ``When I declare the card name "Test Knight"``
    """
    ctx.attempt(ctx.raw_game.declare_name, player(who), name)
