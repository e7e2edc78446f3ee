"""Then steps of the umafan scenarios: they only read the engine's views."""

from __future__ import annotations

from collections import Counter

from pytest_bdd import parsers, then

from tests.steps.umafan.words import ACTOR, PLAYER, WHO, ZONE, ZONES, quoted_list, uid
from tests.support.context import Ctx


@then(parsers.re(WHO + " " + ZONES + r" holds (?P<count>\d+) cards?"))
def zone_count(ctx: Ctx, who: str, zone: str, count: str) -> None:
    """How many cards a zone holds.

    Example: ``Then my hand holds 5 cards``
    """
    names = ctx.game.names(PLAYER[who], ZONE[zone])
    assert len(names) == int(count), f"{who} {zone}: {names}"


@then(
    parsers.re(
        r'"(?P<card>[^"]+)" is (?:(?P<face>face up|face down) )?in '
        + WHO
        + r" (?P<zone>deck zone|hand|field|trash zone|exit zone|race deck|race zone|fielded racecourse)"
    )
)
def card_in_zone(ctx: Ctx, card: str, face: str | None, who: str, zone: str) -> None:
    """Where one set-up card is now (and, optionally, which way up).

    Example: ``Then "Carrot Snack" is face up in my trash zone``
    """
    card_id = uid(ctx, card)
    assert ctx.game.zone_of(card_id) == (PLAYER[who], ZONE[zone]), ctx.game.zone_of(card_id)
    if face is not None:
        assert ctx.game.is_face_up(card_id) == (face == "face up")


@then(parsers.re(r'"(?P<card>[^"]+)" has (?P<value>\d+) (?P<stat>stamina|speed)'))
def stat(ctx: Ctx, card: str, value: str, stat: str) -> None:
    """An Uma Musume card's current stamina or speed.

    Example: ``Then "Steady Runner" has 2 stamina``
    """
    read = ctx.game.stamina if stat == "stamina" else ctx.game.speed
    assert read(uid(ctx, card)) == int(value)


@then(
    parsers.re(
        r"it is " + WHO + r" (?P<phase>draw|standby|main|paddock|race|end) phase(?: of turn (?P<turn>\d+))?"
    )
)
def phase_is(ctx: Ctx, who: str, phase: str, turn: str | None) -> None:
    """The current phase, turn player and (optionally) turn number.

    Example: ``Then it is the opponent's draw phase of turn 3``
    """
    game = ctx.game
    assert (game.phase, game.turn_player) == (phase, PLAYER[who]), (game.phase, game.turn_player)
    if turn is not None:
        assert game.turn == int(turn), game.turn


@then(parsers.re(r'the race is at the "(?P<step>[a-z-]+)" step'))
def race_step(ctx: Ctx, step: str) -> None:
    """The step inside the race phase (select-a, select-b, take-a, take-b, declare).

    Example: ``Then the race is at the "take-a" step``
    """
    assert ctx.game.race_step == step, ctx.game.race_step


@then("no race step is under way")
def no_race_step(ctx: Ctx) -> None:
    """Outside the race (or once it is over) there is no race step.

    Example: ``Then no race step is under way``
    """
    assert ctx.game.race_step is None, ctx.game.race_step


@then(parsers.re(WHO + r" race zone shows (?P<count>\d+) face-up racecourses?"))
def racecourse_count(ctx: Ctx, who: str, count: str) -> None:
    """How many face-up racecourse cards lie in the race zone.

    Example: ``Then my race zone shows 3 face-up racecourses``
    """
    views = ctx.game.racecourses(PLAYER[who])
    assert len(views) == int(count), views
    assert all(ctx.game.is_face_up(v.uid) for v in views), views


@then(parsers.re(r'"(?P<card>[^"]+)" has (?P<count>\d+) cards? stacked face down under it'))
def stacked(ctx: Ctx, card: str, count: str) -> None:
    """How many cards lie face down under a racecourse (in the race zone or on the field).

    Example: ``Then "Mile Course" has 1 card stacked face down under it``
    """
    card_id = uid(ctx, card)
    owner, _ = ctx.game.zone_of(card_id)
    views = [*ctx.game.racecourses(owner), ctx.game.fielded_racecourse(owner)]
    view = next(v for v in views if v is not None and v.uid == card_id)
    assert len(view.stacked) == int(count) and view.stacked_face_down, view


@then(parsers.re(r'"(?P<card>[^"]+)" lies (?P<face>face up|face down) under "(?P<course>[^"]+)"'))
def lies_under(ctx: Ctx, card: str, face: str, course: str) -> None:
    """One set-up card is stacked under a racecourse (in the race zone or on the field), and which way up.

    Example: ``Then "Carrot Snack" lies face down under "Mile Course"``
    """
    card_id, course_id = uid(ctx, card), uid(ctx, course)
    owner, where = ctx.game.zone_of(card_id)
    assert where == "stacked", where
    views = [*ctx.game.racecourses(owner), ctx.game.fielded_racecourse(owner)]
    view = next(v for v in views if v is not None and v.uid == course_id)
    assert card.split(" #")[0] in view.stacked, view
    assert ctx.game.is_face_up(card_id) == (face == "face up")


@then(parsers.re(r"the declarations resolved in the order (?P<names>.+)"))
def resolution_order(ctx: Ctx, names: str) -> None:
    """The order in which declared cards resolved, over the whole scenario.

    Example: ``Then the declarations resolved in the order "Trip Up", "Carrot Snack"``
    """
    assert ctx.game.resolution_order() == quoted_list(names), ctx.game.resolution_order()


@then(parsers.re(r"the pending declarations are (?P<names>.+)"))
def pending(ctx: Ctx, names: str) -> None:
    """The declared cards waiting to resolve, first declared first.

    Example: ``Then the pending declarations are "Carrot Snack", "Trip Up"``
    """
    assert [name for _, name in ctx.game.pending()] == quoted_list(names), ctx.game.pending()


@then(parsers.re(r'the declared race condition is "(?P<condition>[^"]+)"'))
def race_condition(ctx: Ctx, condition: str) -> None:
    """The race condition declared with this turn's racecourse.

    Example: ``Then the declared race condition is "mile"``
    """
    assert ctx.game.race_condition == condition


@then(parsers.re(ACTOR + r" (?:have|has) lost the game"))
def lost(ctx: Ctx, who: str) -> None:
    """The game is over and this player lost it.

    Example: ``Then the opponent has lost the game``
    """
    assert ctx.game.phase == "game-over" and ctx.game.losers == (PLAYER[who],), ctx.game.losers


@then("nobody has lost the game")
def nobody_lost(ctx: Ctx) -> None:
    """The game goes on.

    Example: ``Then nobody has lost the game``
    """
    assert ctx.game.losers == () and ctx.game.phase != "game-over"


@then(parsers.re(WHO + r" hand and deck zone together hold the cards of (?:my|their) main deck list"))
def hand_and_deck_are_main_list(ctx: Ctx, who: str) -> None:
    """Every card of the registered main deck list is now in the hand or the deck zone.

    Example: ``Then my hand and deck zone together hold the cards of my main deck list``
    """
    p = PLAYER[who]
    got = Counter(ctx.game.names(p, "hand") + ctx.game.names(p, "deck"))
    assert got == Counter(ctx.extra[f"main-list-{p}"]), got


@then(parsers.re(WHO + r" race zone and race deck together hold the cards of (?:my|their) race deck list"))
def race_cards_are_race_list(ctx: Ctx, who: str) -> None:
    """Every card of the registered race deck list is a face-up racecourse or in the race deck.

    Example: ``Then my race zone and race deck together hold the cards of my race deck list``
    """
    p = PLAYER[who]
    got = Counter([v.name for v in ctx.game.racecourses(p)] + ctx.game.names(p, "race-deck"))
    assert got == Counter(ctx.extra[f"race-list-{p}"]), got


@then(parsers.re(WHO + r" deck zone is not in the order of (?:my|their) main deck list"))
def deck_shuffled(ctx: Ctx, who: str) -> None:
    """The deck zone's order differs from the listed order an unshuffled deck would keep.

    Example: ``Then my deck zone is not in the order of my main deck list``
    """
    p = PLAYER[who]
    deck = ctx.game.names(p, "deck")
    listed = ctx.extra[f"main-list-{p}"]
    assert deck and deck != listed[len(listed) - len(deck) :], deck


@then(parsers.re(WHO + r" race zone and race deck are not in the order of (?:my|their) race deck list"))
def race_cards_shuffled(ctx: Ctx, who: str) -> None:
    """The face-up racecourses then the race deck, top first, differ from the listed (unshuffled) order.

    Example: ``Then my race zone and race deck are not in the order of my race deck list``
    """
    p = PLAYER[who]
    got = [v.name for v in ctx.game.racecourses(p)] + ctx.game.names(p, "race-deck")
    assert got != ctx.extra[f"race-list-{p}"], got


@then(parsers.re(r"the top card of the (?P<deck>race deck|deck zone) of (?P<w>me|the opponent) is face down"))
def deck_top_face_down(ctx: Ctx, deck: str, w: str) -> None:
    """A deck (the main deck in the deck zone, or the race deck) is kept face down.

    Example: ``Then the top card of the race deck of me is face down``
    """
    p = 0 if w == "me" else 1
    assert ctx.game.is_face_up(ctx.game.uids(p, ZONE[deck])[0]) is False
