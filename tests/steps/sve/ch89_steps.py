"""Steps for choosing which tokens are made and picking among the tokens just made (CR 9.1)."""

from __future__ import annotations

from pytest_bdd import parsers, then, when

from tests.steps.sve.board import OWNER, WHO, ZONE_WORDS, names_in, player, zone
from tests.support.context import Ctx

NAMES = r'(?P<names>"[^"]+"(?:(?:, | and )"[^"]+")*)'


@when(parsers.re(rf"{WHO} chooses? to make {NAMES}$"))
def choose_tokens(ctx: Ctx, who: str, names: str) -> None:
    """Say which tokens the waiting ability makes when fewer fit than it makes: one name per token.

    Example: ``When I choose to make "Knight" and "Viking"``
    """
    ctx.attempt(ctx.raw_game.choose_tokens, player(who), names_in(names))


@when(parsers.re(rf'{WHO} plays? "(?P<card>[^"]+)" choosing to make {NAMES}$'))
def play_choosing_tokens(ctx: Ctx, who: str, card: str, names: str) -> None:
    """Play a card, then say which of the tokens it makes are made (when not all fit, the game waits).

    Example: ``When I play "Alwida's Command" choosing to make "Knight" and "Viking"``
    """
    from tests.steps.sve.board import uid

    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card))
    if ctx.error is None:
        ctx.attempt(ctx.raw_game.choose_tokens, player(who), names_in(names))


@when(
    parsers.re(rf'{WHO} picks? (?P<n>\d+) "(?P<name>[^"]+)" tokens? on (?:my|their) field$'),
    converters={"n": int},
)
def pick_tokens(ctx: Ctx, who: str, n: int, name: str) -> None:
    """Pick tokens of one name on your field for the ability waiting for a pick (the first ``n`` of them).

    Example: ``When I pick 1 "Knight" token on my field``
    """
    mine = [c.uid for c in ctx.game.cards_in(player(who), "field") if c.name == name and c.token]
    ctx.attempt(ctx.raw_game.choose_targets, player(who), mine[:n])


@then(
    parsers.re(
        rf'{OWNER} (?P<where>{ZONE_WORDS}) holds (?P<n>\d+) (?P<state>engaged|reserved) "(?P<name>[^"]+)"$'
    ),
    converters={"n": int},
)
def zone_count_engaged(ctx: Ctx, who: str, where: str, n: int, state: str, name: str) -> None:
    """How many cards of one name in a zone are engaged (or reserved).

    Example: ``Then my field holds 1 engaged "Knight"``
    """
    cards = [c for c in ctx.game.cards_in(player(who), zone(where)) if c.name == name]
    found = sum(1 for c in cards if c.engaged is (state == "engaged"))
    assert found == n, f"{where} holds {found} {state} {name} of {len(cards)}"


@then(parsers.re(rf'every "(?P<name>[^"]+)" on {OWNER} field has (?P<keyword>Ward|Storm|Rush|Bane|Drain)$'))
def all_have_keyword(ctx: Ctx, name: str, who: str, keyword: str) -> None:
    """Whether every card of one name on a field has a keyword now (and there is at least one).

    Example: ``Then every "Knight" on my field has Ward``
    """
    cards = [c for c in ctx.game.cards_in(player(who), "field") if c.name == name]
    assert cards and all(keyword.lower() in c.keywords for c in cards), [(c.name, c.keywords) for c in cards]
