"""When steps of the umafan scenarios: each is one public player action of the engine.

The same wording also works as a Given ("Given I select ... as my runner") to reach a position by play.
"""

from __future__ import annotations

from pytest_bdd import given, parsers, when

from tests.steps.umafan.words import ACTOR, PLAYER, uid
from tests.support.context import Ctx


@given(parsers.re(ACTOR + r" starts? the game with (?P<first>me|the opponent) going first"))
@when(parsers.re(ACTOR + r" starts? the game with (?P<first>me|the opponent) going first"))
def start_game(ctx: Ctx, who: str, first: str) -> None:
    """Steps 1-5: set the game up with the registered decks; ``first`` is player A.

    Example: ``When I start the game with the opponent going first``
    """
    ctx.attempt(ctx.raw_game.start_game, PLAYER[first])


@given(parsers.re(ACTOR + r" calls? the race start"))
@when(parsers.re(ACTOR + r" calls? the race start"))
def call_start(ctx: Ctx, who: str) -> None:
    """Step 6: the optional start call (A) or its answer (B).

    Example: ``When the opponent calls the race start``
    """
    ctx.attempt(ctx.raw_game.call_start, PLAYER[who])


@given(parsers.re(ACTOR + r" (?:proceed|proceeds)$"))
@when(parsers.re(ACTOR + r" (?:proceed|proceeds)$"))
def proceed(ctx: Ctx, who: str) -> None:
    """The acting player is done with the current phase or race step.

    Example: ``When I proceed``
    """
    ctx.attempt(ctx.raw_game.proceed, PLAYER[who])


@given(parsers.re(ACTOR + r" draws? a card"))
@when(parsers.re(ACTOR + r" draws? a card"))
def draw(ctx: Ctx, who: str) -> None:
    """Step 7: the draw of the draw phase.

    Example: ``When I draw a card``
    """
    ctx.attempt(ctx.raw_game.draw, PLAYER[who])


@given(parsers.re(ACTOR + r' stacks? "(?P<card>[^"]+)" under "(?P<course>[^"]+)"'))
@when(parsers.re(ACTOR + r' stacks? "(?P<card>[^"]+)" under "(?P<course>[^"]+)"'))
def stack(ctx: Ctx, who: str, card: str, course: str) -> None:
    """Step 8-1: put a hand card face down under a face-up racecourse.

    Example: ``When I stack "Carrot Snack" under "Mile Course"``
    """
    ctx.attempt(ctx.raw_game.stack_under_racecourse, PLAYER[who], uid(ctx, card), uid(ctx, course))


@given(parsers.re(ACTOR + r" turns? over the top card of the race deck"))
@when(parsers.re(ACTOR + r" turns? over the top card of the race deck"))
def reveal(ctx: Ctx, who: str) -> None:
    """Step 8-2: lay the top race-deck card face up in the race zone.

    Example: ``When I turn over the top card of the race deck``
    """
    ctx.attempt(ctx.raw_game.reveal_racecourse, PLAYER[who])


@given(parsers.re(ACTOR + r' fields? the (?P<kind>Uma Musume|racecourse) "(?P<card>[^"]+)"'))
@when(parsers.re(ACTOR + r' fields? the (?P<kind>Uma Musume|racecourse) "(?P<card>[^"]+)"'))
def field_card(ctx: Ctx, who: str, kind: str, card: str) -> None:
    """Step 9: field an Uma Musume from the hand; step 10: field a racecourse from the race zone.

    Example: ``When I field the racecourse "Mile Course"``
    """
    action = ctx.raw_game.field_umamusume if kind == "Uma Musume" else ctx.raw_game.field_racecourse
    ctx.attempt(action, PLAYER[who], uid(ctx, card))


@given(parsers.re(ACTOR + r' declares? "(?P<card>[^"]+)"(?: paying with "(?P<payer>[^"]+)")?$'))
@when(parsers.re(ACTOR + r' declares? "(?P<card>[^"]+)"(?: paying with "(?P<payer>[^"]+)")?$'))
def declare(ctx: Ctx, who: str, card: str, payer: str | None) -> None:
    """Steps 9-1 / 9-1': declare a card (the engine picks the payer when only one Uma Musume can pay).

    Example: ``When the opponent declares "Trip Up" paying with "Rookie Runner"``
    """
    ctx.attempt(ctx.raw_game.declare, PLAYER[who], uid(ctx, card), uid(ctx, payer) if payer else None)


@given(parsers.re(ACTOR + r" pass(?:es)? on answering"))
@when(parsers.re(ACTOR + r" pass(?:es)? on answering"))
def pass_response(ctx: Ctx, who: str) -> None:
    """Step 9-1' ends: no (more) answers; the declarations resolve.

    Example: ``When the opponent passes on answering``
    """
    ctx.attempt(ctx.raw_game.pass_response, PLAYER[who])


@given(parsers.re(ACTOR + r' selects? "(?P<card>[^"]+)" as (?:my|their) runner'))
@when(parsers.re(ACTOR + r' selects? "(?P<card>[^"]+)" as (?:my|their) runner'))
def select_runner(ctx: Ctx, who: str, card: str) -> None:
    """Step 11: choose a runner.

    Example: ``When I select "Swift Runner" as my runner``
    """
    ctx.attempt(ctx.raw_game.select_runner, PLAYER[who], uid(ctx, card))


@given(parsers.re(ACTOR + r' declines? the race and retires? "(?P<card>[^"]+)"'))
@when(parsers.re(ACTOR + r' declines? the race and retires? "(?P<card>[^"]+)"'))
def decline(ctx: Ctx, who: str, card: str) -> None:
    """Step 11: choose no runner and put one of your Uma Musume into your exit zone.

    Example: ``When the opponent declines the race and retires "Steady Runner"``
    """
    ctx.attempt(ctx.raw_game.decline_race, PLAYER[who], uid(ctx, card))


@when(parsers.re(ACTOR + r' takes? the cards stacked under "(?P<course>[^"]+)"'))
def take_stacked(ctx: Ctx, who: str, course: str) -> None:
    """Steps 11-1 / 11-2: take every card stacked under a racecourse into the hand.

    Example: ``When I take the cards stacked under "Mile Course"``
    """
    ctx.attempt(ctx.raw_game.take_stacked, PLAYER[who], uid(ctx, course))
