"""Steps for the chapter 12 keyword clause scenarios: On Evolve costs and cards put onto a field engaged."""

from __future__ import annotations

from pytest_bdd import given, parsers, when

from tests.steps.sve.board import OWNER, WHO, names_in, player, remember, remember_by_name, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@given(parsers.re(rf"{OWNER} field holds an engaged {CARD}(?P<new> put there this turn)?$"))
def field_holds_engaged(ctx: Ctx, who: str, card: str, new: str | None) -> None:
    """Put one card onto a field engaged (on the field since an earlier turn, or since this turn).

    Example: ``Given my opponent's field holds an engaged "Ward Guard"`` /
    ``And my field holds an engaged "Test Fighter" put there this turn``
    """
    card_uid = ctx.raw_game.setup_put(
        player(who), "field", card, engaged=True, entered_this_turn=new is not None
    )
    remember_by_name(ctx, card, card_uid, "field")


def _evolve(ctx: Ctx, who: str, card: str, **options: object) -> None:
    new_uid = ctx.attempt(ctx.raw_game.evolve, player(who), uid(ctx, card), **options)
    if new_uid is not None:
        remember(ctx, card, new_uid)


@when(parsers.re(rf"{WHO} evolves? {CARD} paying its On Evolve cost with (?P<cards>.+)$"))
def evolve_paying_on_evolve(ctx: Ctx, who: str, card: str, cards: str) -> None:
    """Evolve a follower whose On Evolve ability has a cost of cards, naming the cards that pay it.

    Example: ``When I evolve "Clause Pyre Adept" paying its On Evolve cost with "Fireball"``
    """
    _evolve(ctx, who, card, cost_cards=[uid(ctx, n) for n in names_in(cards)])


@when(parsers.re(rf"{WHO} evolves? {CARD} declining its On Evolve cost$"))
def evolve_declining_on_evolve(ctx: Ctx, who: str, card: str) -> None:
    """Evolve a follower and decline to pay the cost of its On Evolve ability (the ability then does nothing).

    Example: ``When I evolve "Clause Pyre Adept" declining its On Evolve cost``
    """
    _evolve(ctx, who, card, pay_optional_costs=False)


@when(parsers.re(rf"{WHO} evolves? {CARD} targeting (?P<target>\"[^\"]+\")$"))
def evolve_targeting(ctx: Ctx, who: str, card: str, target: str) -> None:
    """Evolve a follower whose On Evolve ability selects a target, naming it.

    Example: ``When I evolve "Clause Hunter Adept" targeting "Test Goblin"``
    """
    _evolve(ctx, who, card, targets=[uid(ctx, target.strip('"'))])


@given(
    parsers.re(
        r"(?P<who>I|my opponent) (?:choose|chooses) to put (?:my|their) Ward followers onto the field engaged$"
    )
)
def ward_enters_engaged(ctx: Ctx, who: str) -> None:
    """Let a player put each of their Ward cards onto the field engaged (CR 12.8.2; reserved is the default).

    Example: ``Given my opponent chooses to put their Ward followers onto the field engaged``
    """
    ctx.raw_game.setup_ward_entry(player(who))
