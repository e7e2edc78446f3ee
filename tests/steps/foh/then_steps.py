"""Then steps: read the Force of the Horse engine's state and views (they know no ruling's answer)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.steps.foh.helpers import WHO, WHOSE, player, rows
from tests.support.context import Ctx


@then(parsers.re(rf"{WHOSE} (?P<zone>hand|farm|deck|situation area) holds (?P<n>\d+) cards?"))
def zone_count(ctx: Ctx, whose: str, zone: str, n: str) -> None:
    """Count the cards in a zone.

    Example: ``Then my hand holds 7 cards``
    """
    got = ctx.game.cards(player(whose), zone.split()[0])
    assert len(got) == int(n), f"{whose} {zone}: {len(got)} cards {got}"


@then(
    parsers.re(
        rf'{WHOSE} (?P<zone>hand|farm|deck|situation area) (?P<neg>holds|does not hold) "(?P<card>[^"]+)"'
    )
)
def zone_has(ctx: Ctx, whose: str, zone: str, neg: str, card: str) -> None:
    """Whether a named card is in a zone.

    Example: ``Then my situation area holds "Sample Cheer"``
    """
    got = ctx.game.cards(player(whose), zone.split()[0])
    assert (card in got) == (neg == "holds"), f"{whose} {zone}: {got}"


@then(parsers.re(rf"{WHOSE} hand no longer holds the same cards as before the last action"))
def hand_replaced(ctx: Ctx, whose: str) -> None:
    """The hand is not made of the very cards (by id) it held just before the last action (the When
    step that redraws or keeps notes the hands' ids before it acts).

    Example: ``Then my hand no longer holds the same cards as before the last action``
    """
    hands = ctx.extra.get("hands_before")
    assert hands is not None, "no redraw or keep was attempted"
    before = set(hands[player(whose)])
    now = set(ctx.game.zone_ids(player(whose), "hand"))
    assert before and now != before, f"{whose} hand still holds cards {sorted(now)}"


@then(parsers.re(rf"{WHOSE} (?P<area>distance|逃げ|先行|差し|追込) area holds (?P<n>\d+) cards?"))
def area_count(ctx: Ctx, whose: str, area: str, n: str) -> None:
    """Count the cards of the whole distance area or of one running-style area.

    Example: ``Then my 逃げ area holds 14 cards``
    """
    got = ctx.game.cards(player(whose), "distance", None if area == "distance" else area)
    assert len(got) == int(n), f"{whose} {area} area: {len(got)} cards"


@then(parsers.re(rf"{WHO} must put (?P<n>\d+) cards? from hand to the farm"))
def owes_farm(ctx: Ctx, who: str, n: str) -> None:
    """The number of cards the runner still owes to the farm after a successful run.

    Example: ``Then I must put 1 card from hand to the farm``
    """
    owed = ctx.game.owed_to_farm(player(who))
    assert owed == int(n), f"owed {owed}"


@then(parsers.re(r"the (?P<which>run|guard) value is (?P<n>-?\d+)"))
def value_is(ctx: Ctx, which: str, n: str) -> None:
    """The open run's run value or guard value now.

    Example: ``Then the run value is 2``
    """
    game = ctx.game
    got = game.run_value() if which == "run" else game.guard_value()
    assert got == int(n), f"{which} value {got}; run parts {game.run_parts()}"


@then(parsers.re(r'the run ended as "(?P<outcome>\w+)"(?: drawing (?P<n>\d+) cards?)?'))
def run_ended(ctx: Ctx, outcome: str, n: str | None) -> None:
    """How the last run ended (success / guarded / failed) and how many cards it drew.

    Example: ``Then the run ended as "success" drawing 3 cards``
    """
    last = ctx.game.last_run
    assert last is not None, "no run has ended"
    assert last.outcome == outcome, f"{last}"
    if n is not None:
        assert last.drawn == int(n), f"{last}"


@then(parsers.re(r"(?P<neg>a|no) run is open"))
def run_open(ctx: Ctx, neg: str) -> None:
    """Whether a run is waiting for both players to pass.

    Example: ``Then a run is open``
    """
    assert ctx.game.run_open() == (neg == "a")


@then(parsers.re(rf"{WHO} wins? the race"))
def winner_is(ctx: Ctx, who: str) -> None:
    """The race is won by this player.

    Example: ``Then I win the race``
    """
    assert ctx.game.winner == player(who), f"winner {ctx.game.winner}"


@then("nobody has won yet")
def no_winner(ctx: Ctx) -> None:
    """The race goes on.

    Example: ``Then nobody has won yet``
    """
    assert ctx.game.winner is None


@then(parsers.parse('the going is "{going}"'))
def going_is(ctx: Ctx, going: str) -> None:
    """The going now.

    Example: ``Then the going is "ダート"``
    """
    assert ctx.game.going == going, ctx.game.going


@then(parsers.parse("the race is {distance} on {going} at {course}"))
def race_is(ctx: Ctx, distance: str, going: str, course: str) -> None:
    """The race conditions that are set.

    Example: ``Then the race is 3000m on ダート at 中山``
    """
    race = ctx.game.race
    assert race is not None and (race.distance, race.going, race.racecourse) == (distance, going, course), (
        race
    )


@then("the race has one distance, one racecourse and one going from the common cards")
def race_from_common_cards(ctx: Ctx) -> None:
    """Each race condition is one of the common cards of the pool.

    Example: ``Then the race has one distance, one racecourse and one going from the common cards``
    """
    game = ctx.game
    race = game.race
    assert race is not None
    assert race.distance in game.common_cards("distance")
    assert race.racecourse in game.common_cards("racecourse")
    assert race.going in game.common_cards("going")


@then(parsers.parse("each deck must hold {n:d} cards"))
def deck_size_needed(ctx: Ctx, n: int) -> None:
    """The deck size the race asks for.

    Example: ``Then each deck must hold 60 cards``
    """
    assert ctx.game.required_deck_size() == n


@then(parsers.re(rf"it is {WHOSE} (?P<phase>\w+) phase"))
def phase_is(ctx: Ctx, whose: str, phase: str) -> None:
    """Whose turn it is and which phase.

    Example: ``Then it is my opponent's draw phase``
    """
    assert (ctx.game.active, ctx.game.phase) == (player(whose), phase), (ctx.game.active, ctx.game.phase)


@then(parsers.re(r'the force ability of "(?P<card>[^"]+)" (?P<neg>activated|did not activate)'))
def ability_activated(ctx: Ctx, card: str, neg: str) -> None:
    """Whether a horse's force ability activated.

    Example: ``Then the force ability of "Sample Pacer" activated``
    """
    assert (card in ctx.game.abilities_activated()) == (neg == "activated"), ctx.game.abilities_activated()


@then(parsers.parse('the force ability of "{card}" resolved before the run\'s draw'))
def ability_before_draw(ctx: Ctx, card: str) -> None:
    """In the event log, the horse's ability comes before the cards the run drew.

    Example: ``Then the force ability of "イクイノックス" resolved before the run's draw``
    """
    kinds = [(kind, data.get("card")) for kind, _, data in ctx.game.events()]
    ability = kinds.index(("force-ability", card))
    resolved = kinds.index(("run-resolved", None))
    draws = [i for i, k in enumerate(kinds) if k[0] == "drew" and i > resolved]
    assert draws and ability < draws[0], kinds


@then(parsers.re(rf"{WHO} looked at:"))
def looked_at(ctx: Ctx, who: str, datatable: list[list[str]]) -> None:
    """The cards a look effect showed, in order (rows: card, area).

    Example: ``Then I looked at:`` with ``| card | area |`` / ``| Force | 逃げ |``
    """
    want = [(r["card"], r["area"]) for r in rows(datatable)]
    assert ctx.game.looked_at(player(who)) == want, ctx.game.looked_at(player(who))


@then(parsers.re(rf'{WHOSE} (?P<zone>hand|farm|deck) holds (?P<n>\d+) copies of "(?P<card>[^"]+)"'))
def zone_copies(ctx: Ctx, whose: str, zone: str, n: str, card: str) -> None:
    """Count the cards of one name in a zone.

    Example: ``Then my deck holds 19 copies of "Sample Sprinter"``
    """
    got = ctx.game.cards(player(whose), zone)
    assert got.count(card) == int(n), f"{whose} {zone}: {got.count(card)} of {card}"


@then(
    parsers.re(
        rf'the last run was {WHOSE} "(?P<horse>[^"]+)" with run value (?P<run>-?\d+) against guard value (?P<guard>-?\d+)'
    )
)
def last_run_was(ctx: Ctx, whose: str, horse: str, run: str, guard: str) -> None:
    """Who ran which horse in the last resolved run, and the two values that were compared.

    Example: ``Then the last run was my "Sample Miler" with run value 3 against guard value 2``
    """
    last = ctx.game.last_run
    assert last is not None, "no run has ended"
    got = (last.runner, last.horse, last.run_value, last.guard_value)
    assert got == (player(whose), horse, int(run), int(guard)), f"{last}"
