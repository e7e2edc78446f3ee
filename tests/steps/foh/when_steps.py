"""When steps (also usable as Given steps to reach a position by playing): one engine action each."""

from __future__ import annotations

from pytest_bdd import given, parsers, when

from tests.steps.foh.helpers import WHO, hand_ids, horse_id, player, quoted
from tests.support.context import Ctx


@given("the race conditions were drawn at random")
@when("the race conditions are drawn at random")
def draw_conditions(ctx: Ctx) -> None:
    """Draw a distance, racecourse and going card at random.

    Example: ``When the race conditions are drawn at random``
    """
    ctx.attempt(ctx.raw_game.draw_race_conditions)


@given(parsers.parse("the players agreed on a {distance} race on {going} at {course}"))
@when(parsers.parse("the players agree on a {distance} race on {going} at {course}"))
def agree_conditions(ctx: Ctx, distance: str, going: str, course: str) -> None:
    """Set the race conditions by agreement.

    Example: ``When the players agree on a 3000m race on ダート at 中山``
    """
    ctx.attempt(ctx.raw_game.agree_race_conditions, distance, course, going)


@when(parsers.re(rf'{WHO} tunes? the deck replacing "(?P<old>[^"]+)" with "(?P<new>[^"]+)"'))
def tune(ctx: Ctx, who: str, old: str, new: str) -> None:
    """Swap one card of the deck for another.

    Example: ``When I tune the deck replacing "Sample Sprinter" with "Sample Miler"``
    """
    ctx.attempt(ctx.raw_game.tune_deck, player(who), [old], [new])


@when(parsers.re(rf"{WHO} tunes? the deck removing (?P<old>.+) and adding (?P<new>.+)"))
def tune_many(ctx: Ctx, who: str, old: str, new: str) -> None:
    """Swap several cards of the deck in one tuning.

    Example: ``When I tune the deck removing "Force", "Sample Wall" and adding "Sample Miler", "Force"``
    """
    ctx.attempt(ctx.raw_game.tune_deck, player(who), quoted(old), quoted(new))


@given("the game has started")
@when("the game starts")
def start(ctx: Ctx) -> None:
    """Start the game: check deck sizes, shuffle, deal the opening hands.

    Example: ``When the game starts``
    """
    ctx.attempt(ctx.raw_game.start_game)


@given(parsers.re(rf"{WHO} (?P<verb>redrew|kept) (?:my|their) hand"))
@when(parsers.re(rf"{WHO} (?P<verb>redraws?|keeps?) (?:my|their) hand"))
def redraw_or_keep(ctx: Ctx, who: str, verb: str) -> None:
    """Redraw the opening hand, or keep it.

    Example: ``When I redraw my hand``
    """
    action = ctx.raw_game.redraw if verb.startswith("redr") else ctx.raw_game.keep
    ctx.extra["hands_before"] = [ctx.raw_game.zone_ids(p, "hand") for p in (0, 1)]
    ctx.attempt(action, player(who))


@given(parsers.re(rf"{WHO} drew for the turn"))
@when(parsers.re(rf"{WHO} draws? for the turn"))
def draw_for_turn(ctx: Ctx, who: str) -> None:
    """Draw the turn's card from the distance area.

    Example: ``When I draw for the turn``
    """
    ctx.attempt(ctx.raw_game.draw_for_turn, player(who))


@when(parsers.re(rf"{WHO} begins? the run phase"))
def begin_run_phase(ctx: Ctx, who: str) -> None:
    """Move from the main phase to the run phase.

    Example: ``When I begin the run phase``
    """
    ctx.attempt(ctx.raw_game.begin_run_phase, player(who))


@given(parsers.re(rf'{WHO} declared a run with "(?P<horse>[^"]+)"(?: paying (?P<forces>.+))?'))
@when(parsers.re(rf'{WHO} declares? a run with "(?P<horse>[^"]+)"(?: paying (?P<forces>.+))?'))
def declare_run(ctx: Ctx, who: str, horse: str, forces: str | None) -> None:
    """Run a horse from hand, paying with the named force cards from hand.

    Example: ``When I declare a run with "Sample Miler" paying "Force", "Force"``
    """
    p = player(who)
    ids = hand_ids(ctx.raw_game, p, [horse, *quoted(forces)])
    ctx.attempt(ctx.raw_game.declare_run, p, ids[0], ids[1:])


@given(parsers.re(rf'{WHO} guarded with "(?P<horse>[^"]+)"'))
@when(parsers.re(rf'{WHO} guards? with "(?P<horse>[^"]+)"'))
def guard(ctx: Ctx, who: str, horse: str) -> None:
    """Guard the open run with a horse from hand.

    Example: ``When my opponent guards with "Sample Wall"``
    """
    p = player(who)
    ctx.attempt(ctx.raw_game.guard, p, hand_ids(ctx.raw_game, p, [horse])[0])


@given(parsers.re(rf'{WHO} used "(?P<card>[^"]+)"(?: on "(?P<target>[^"]+)")?'))
@when(parsers.re(rf'{WHO} uses? "(?P<card>[^"]+)"(?: on "(?P<target>[^"]+)")?'))
def use_support(ctx: Ctx, who: str, card: str, target: str | None) -> None:
    """Use a support card from hand, on a horse in the run when named.

    Example: ``When I use "ヘルメット" on "Sample Miler"``
    """
    p = player(who)
    game = ctx.raw_game
    aim = horse_id(game, p, target) if target else None
    ctx.attempt(game.use_support, p, hand_ids(game, p, [card])[0], aim)


@given(parsers.re(rf"{WHO} passed"))
@when(parsers.re(rf"{WHO} pass(?:es)?"))
def pass_run(ctx: Ctx, who: str) -> None:
    """Have nothing more to do in the open run.

    Example: ``When my opponent passes``
    """
    ctx.attempt(ctx.raw_game.pass_run, player(who))


@given(parsers.re(rf"{WHO} put (?P<cards>.+) to the farm"))
@when(parsers.re(rf"{WHO} puts? (?P<cards>.+) to the farm"))
def put_to_farm(ctx: Ctx, who: str, cards: str) -> None:
    """Put the named cards from hand to the farm after a successful run.

    Example: ``When I put "Force", "Force" to the farm``
    """
    p = player(who)
    ctx.attempt(ctx.raw_game.put_to_farm, p, hand_ids(ctx.raw_game, p, quoted(cards)))


@given(parsers.re(rf"{WHO} ended (?:my|their) turn"))
@when(parsers.re(rf"{WHO} ends? (?:my|their) turn(?: putting (?P<cards>.+) to the farm)?"))
def end_turn(ctx: Ctx, who: str, cards: str | None = None) -> None:
    """End the turn, naming the cards that go to the farm when the hand is over the limit.

    Example: ``When I end my turn putting "Force", "Force" to the farm``
    """
    p = player(who)
    ctx.attempt(ctx.raw_game.end_turn, p, hand_ids(ctx.raw_game, p, quoted(cards)))
