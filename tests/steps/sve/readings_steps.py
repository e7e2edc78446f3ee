"""Steps for picking among the cards looked at on top of a deck (CR 5.11): every pick is the player's."""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, names_in, player, uid
from tests.support.context import Ctx

NAMES = r'(?P<names>"[^"]+"(?:(?:, | and )"[^"]+")*)'


@when(parsers.re(rf"{WHO} picks? {NAMES} from the cards looked at$"))
def pick_looked_at(ctx: Ctx, who: str, names: str) -> None:
    """Answer the pick a look at the top waits for: the cards taken, named (at most the pick's count).

    Example: ``When I pick "Fireball" from the cards looked at``
    """
    ctx.attempt(ctx.raw_game.choose_targets, player(who), [uid(ctx, n) for n in names_in(names)])


@when(parsers.re(rf"{WHO} takes? none of the cards looked at$"))
def decline_looked_at(ctx: Ctx, who: str) -> None:
    """Answer the pick a look at the top waits for by taking nothing ("up to": the pick may be declined).

    Example: ``When I take none of the cards looked at``
    """
    ctx.attempt(ctx.raw_game.choose_targets, player(who), [])
