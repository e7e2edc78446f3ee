"""Steps for deck construction, game preparation and the turn: deck lists, ``Game.prepare``, redraws, turns.

Deck lists are data tables with the columns ``cards`` (one name, or several
separated by commas) and ``copies`` (how many of each). They are checked with
the engine op ``check_deck`` or used to prepare a game with the ``prepare``
set-up (``engine/sve/interface.py``). A refused check or preparation is kept in the
context like any refused action, so the shared ``the action is refused with
reason`` step reads it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pytest_bdd import given, parsers, then, when

from engine.core import Refusal
from tests.steps.sve.board import OWNER, WHO, player, uid
from tests.support.context import Ctx

BASIS = r"(?: as an? (?P<basis>class|universe) deck)?"


# ---------------------------------------------------------------------- helpers
def _lists(ctx: Ctx) -> dict[int, dict[str, Any]]:
    lists: dict[int, dict[str, Any]] = ctx.extra.setdefault("deck_lists", {})
    return lists


def _rows(datatable: list[list[str]]) -> list[tuple[str, int]]:
    header = [h.strip() for h in datatable[0]]
    pairs: list[tuple[str, int]] = []
    for row in datatable[1:]:
        cells = dict(zip(header, (c.strip() for c in row), strict=False))
        for name in cells["cards"].split(","):
            pairs.append((name.strip(), int(cells["copies"])))
    return pairs


def _new_list(ctx: Ctx, who: int, leader: str, basis: str | None) -> None:
    _lists(ctx)[who] = {"leader": leader, "main": [], "evolve": [], "basis": basis}


def _deck(ctx: Ctx, who: int) -> dict[str, Any]:
    """A deck list as the interface takes it: ``{"leader", "main": [[name, copies]], "evolve", "basis"}``."""
    entry = _lists(ctx)[who]
    return {
        "leader": entry["leader"],
        "main": [list(pair) for pair in entry["main"]],
        "evolve": [list(pair) for pair in entry["evolve"]],
        "basis": entry["basis"],
    }


def _outside_game(ctx: Ctx, action: Callable[[], Any]) -> Any:
    """Run a check that happens before any game exists; keep its refusal like ``ctx.attempt`` does."""
    if ctx.error is not None and not ctx.error_checked:
        raise AssertionError(f"an earlier action was refused unexpectedly: {ctx.error!r}")
    ctx.error, ctx.error_checked, ctx.snapshot = None, False, None
    try:
        return action()
    except Refusal as refusal:
        ctx.error = refusal.with_traceback(None)  # as ctx.attempt keeps it (no cycle through the frames)
        return None


# ---------------------------------------------------------------------- deck lists
@given(parsers.re(rf'{OWNER} deck list is led by "(?P<leader>[^"]+)"{BASIS}$'))
def deck_list_leader(ctx: Ctx, who: str, leader: str, basis: str | None) -> None:
    """Start a deck list with its leader and, optionally, the declared basis (class or universe).

    Example: ``Given my deck list is led by "Uma Leader" as a universe deck``
    """
    _new_list(ctx, player(who), leader, basis)


@given(parsers.re(rf"{OWNER} (?P<part>main|evolve) deck list holds:$"))
def deck_list_cards(ctx: Ctx, who: str, part: str, datatable: list[list[str]]) -> None:
    """Add cards to the main or evolve deck of a deck list. Columns: ``cards`` (comma-separated), ``copies``.

    Example::

        And my main deck list holds:
          | cards                 | copies |
          | Test Goblin, Test Fighter, Ogre | 3      |
    """
    _lists(ctx)[player(who)][part].extend(_rows(datatable))


@given(parsers.re(rf"{OWNER} evolve deck list is empty$"))
def evolve_list_empty(ctx: Ctx, who: str) -> None:
    """Leave the evolve deck of a deck list with no cards.

    Example: ``And my evolve deck list is empty``
    """
    _lists(ctx)[player(who)]["evolve"] = []


@given(parsers.parse('each player brings this deck list led by "{leader}":'))
def both_deck_lists(ctx: Ctx, leader: str, datatable: list[list[str]]) -> None:
    """Give both players the same main deck list (and an empty evolve deck).

    Example::

        Given each player brings this deck list led by "Forest Leader":
          | cards           | copies |
          | Test Goblin, Test Fighter | 3      |
    """
    for who in (0, 1):
        _new_list(ctx, who, leader, None)
        _lists(ctx)[who]["main"].extend(_rows(datatable))


@given(parsers.parse('the format restricts "{card}" to 1 copy'))
def restricted(ctx: Ctx, card: str) -> None:
    """Play in a format whose restricted-to-1 list names this card.

    Example: ``Given the format restricts "Restricted Dragon" to 1 copy``
    """
    fmt: dict[str, Any] = ctx.extra.get("format") or {"restricted_to_one": []}
    restricted = sorted({*fmt["restricted_to_one"], card})
    ctx.extra["format"] = {"name": "sanctioned", "restricted_to_one": restricted}


@when(parsers.re(rf"{OWNER} deck list is checked$"))
def check_deck_list(ctx: Ctx, who: str) -> None:
    """Check a deck list against the deck-construction rules (and the format, if one was set).

    Example: ``When my deck list is checked``
    """
    deck = _deck(ctx, player(who))
    ctx.extra["checked"] = True
    _outside_game(ctx, lambda: ctx.engine_call("sve", "check_deck", deck, ctx.extra.get("format")))


@then("the deck list is accepted")
def deck_accepted(ctx: Ctx) -> None:
    """The last deck check raised no refusal.

    Example: ``Then the deck list is accepted``
    """
    assert ctx.extra.get("checked"), "no deck list was checked"
    assert ctx.error is None, f"the deck list was refused: {ctx.error!r}"


# ---------------------------------------------------------------------- preparation
@given(parsers.parse("the game is prepared with seed {seed:d}"))
@when(parsers.parse("the game is prepared with seed {seed:d}"))
def prepare(ctx: Ctx, seed: int) -> None:
    """Prepare a game from both deck lists (CR 6.2): checks, shuffles, leader reveal, four cards each.

    Example: ``When the game is prepared with seed 7``
    """
    decks = [_deck(ctx, 0), _deck(ctx, 1)]
    fmt = ctx.extra.get("format")
    _outside_game(ctx, lambda: ctx.new_game("sve", "prepare", decks=decks, seed=seed, format=fmt))


@when(parsers.re(rf"{WHO} looks? at (?:my|their) hand$"))
def look_at_hand(ctx: Ctx, who: str) -> None:
    """A player looks at their own hand.

    Example: ``When I look at my hand``
    """
    ctx.extra["seen"] = ctx.attempt(ctx.raw_game.look_at_hand, player(who))


@then(parsers.parse("I see {n:d} cards"))
def see_cards(ctx: Ctx, n: int) -> None:
    """How many cards the last look at a hand showed.

    Example: ``Then I see 4 cards``
    """
    seen = ctx.extra.get("seen")
    assert ctx.error is None and seen is not None, f"nothing was seen: {ctx.error!r}"
    assert len(seen) == n, f"saw {seen}"


@given(parsers.re(r"the turn order (?:is|was) decided with (?P<who>me|my opponent) going first$"))
@when(parsers.re(r"the turn order (?:is|was) decided with (?P<who>me|my opponent) going first$"))
def decide_order(ctx: Ctx, who: str) -> None:
    """The winner of the toss chose who goes first (CR 6.2).

    Example: ``When the turn order is decided with me going first``
    """
    ctx.attempt(ctx.raw_game.decide_turn_order, player(who))


@given(parsers.re(rf"{WHO} (?:keeps?|kept) (?:my|their) hand$"))
@when(parsers.re(rf"{WHO} (?:keeps?|kept) (?:my|their) hand$"))
def keep_hand(ctx: Ctx, who: str) -> None:
    """A player keeps the opening hand instead of redrawing.

    Example: ``When my opponent keeps their hand``
    """
    ctx.attempt(ctx.raw_game.keep_hand, player(who))


def _hand_uids(ctx: Ctx, who: int) -> list[int]:
    return [c.uid for c in ctx.raw_game.cards_in(who, "hand")]


@given(parsers.re(rf"{WHO} redrew, putting (?:my|their) hand on the bottom of the deck in reverse order$"))
@when(parsers.re(rf"{WHO} redraws?, putting (?:my|their) hand on the bottom of the deck in reverse order$"))
def redraw_reversed(ctx: Ctx, who: str) -> None:
    """Redraw: the whole hand goes to the deck bottom, in the reverse of the hand's order, then draw 4.

    The chosen order (top to bottom) is remembered for ``the bottom ... cards`` step.
    Example: ``When I redraw, putting my hand on the bottom of the deck in reverse order``
    """
    order = list(reversed(_hand_uids(ctx, player(who))))
    ctx.extra["returned"] = order
    ctx.attempt(ctx.raw_game.redraw, player(who), order)


@when(parsers.re(r"I redraw returning only (?P<n>\d+) cards of my hand$"), converters={"n": int})
def redraw_part(ctx: Ctx, n: int) -> None:
    """Try to redraw with only part of the hand put back.

    Example: ``When I redraw returning only 3 cards of my hand``
    """
    ctx.attempt(ctx.raw_game.redraw, 0, _hand_uids(ctx, 0)[:n])


@then(parsers.re(r"the bottom (?P<n>\d+) cards of my deck are my former hand in the chosen order$"))
def bottom_is_former_hand(ctx: Ctx, n: str) -> None:
    """The deck's last ``n`` cards (top to bottom) are the returned hand, in the order chosen.

    Example: ``Then the bottom 4 cards of my deck are my former hand in the chosen order``
    """
    deck = [c.uid for c in ctx.game.cards_in(0, "deck")]
    assert deck[-int(n) :] == ctx.extra["returned"], f"deck bottom is {deck[-int(n) :]}"


@then("none of my former hand is in my hand")
def former_hand_gone(ctx: Ctx) -> None:
    """No card of the returned hand is in my hand now.

    Example: ``And none of my former hand is in my hand``
    """
    hand = set(_hand_uids(ctx, 0))
    assert not hand & set(ctx.extra["returned"]), "a returned card came back to my hand"


@then(parsers.re(r"both leaders are revealed, mine as a (?P<basis>class|universe) deck$"))
def leaders_revealed(ctx: Ctx, basis: str) -> None:
    """Both leaders were revealed, and mine with the basis my deck is built on.

    Example: ``Then both leaders are revealed, mine as a universe deck``
    """
    reveals = {e.player: e for e in ctx.game.events.of_kind("leader-revealed")}
    assert set(reveals) == {0, 1}, f"revealed: {sorted(reveals)}"
    assert ctx.game.leader_basis(0) == basis, ctx.game.leader_basis(0)


# ---------------------------------------------------------------------- turns
@given(parsers.re(rf"{OWNER} play points are (?P<pp>\d+) of (?P<pp_max>\d+)$"))
def set_points(ctx: Ctx, who: str, pp: str, pp_max: str) -> None:
    """Set a player's play points and maximum play points.

    Example: ``Given my play points are 0 of 3``
    """
    ctx.raw_game.setup_points(player(who), pp=int(pp), pp_max=int(pp_max))


@then(parsers.re(r"it is (?P<who>my|my opponent's) main phase of turn (?P<turn>\d+)$"))
def main_phase_of(ctx: Ctx, who: str, turn: str) -> None:
    """Whose main phase it is, and the turn number.

    Example: ``Then it is my main phase of turn 1``
    """
    s = ctx.game.turn_info()
    assert (s.active, s.phase, s.turn) == (player(who), "main", int(turn)), (s.active, s.phase, s.turn)


@then(parsers.re(r"it is (?P<who>my|my opponent's) main phase$"))
def main_phase(ctx: Ctx, who: str) -> None:
    """Whose main phase it is now.

    Example: ``Then it is my opponent's main phase``
    """
    s = ctx.game.turn_info()
    assert (s.active, s.phase) == (player(who), "main"), (s.active, s.phase)


@then("my end phase waits for me to discard")
def waits_for_discard(ctx: Ctx) -> None:
    """My end phase has stopped at the hand-size discard; the turn has not ended.

    Example: ``Then my end phase waits for me to discard``
    """
    s = ctx.game.turn_info()
    assert (s.active, s.phase, s.step) == (0, "end", "discard"), (s.active, s.phase, s.step)


@when(parsers.parse('I end my main phase engaging "{first}" and "{second}"'))
def end_engaging_two(ctx: Ctx, first: str, second: str) -> None:
    """End my main phase and engage two of my reserved Ward followers in the end phase.

    Example: ``When I end my main phase engaging "Guard A" and "Guard B"``
    """
    ctx.attempt(ctx.raw_game.end_main_phase, 0, [uid(ctx, first), uid(ctx, second)])
