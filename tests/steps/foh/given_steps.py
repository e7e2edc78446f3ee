"""Given steps: build a Force of the Horse position through the engine's set-up API."""

from __future__ import annotations

from pytest_bdd import given, parsers

from tests.steps.foh.helpers import WHOSE, player, rows
from tests.support.context import Ctx


@given(parsers.parse("a {distance} race on {going} at {course}"))
def a_race_in_progress(ctx: Ctx, distance: str, going: str, course: str) -> None:
    """A game under way on these race conditions: hands decided, my main phase of turn 1, empty zones.

    Example: ``Given a 1600m race on 芝 at 東京``
    """
    ctx.new_game("foh", "at_race", distance=distance, going=going, racecourse=course)


@given(parsers.parse("a new game with seed {seed:d}"))
def a_new_game(ctx: Ctx, seed: int) -> None:
    """A game before the race conditions are set.

    Example: ``Given a new game with seed 7``
    """
    ctx.new_game("foh", "new", seed=seed)


@given(parsers.re(r"(?P<whose>each|my|my opponent's) deck holds:"))
def decks_hold(ctx: Ctx, whose: str, datatable: list[list[str]]) -> None:
    """Give one or both players a deck (rows: card, count).

    Example: ``Given each deck holds:`` with ``| card | count |`` / ``| Force | 60 |``
    """
    names = [r["card"] for r in rows(datatable) for _ in range(int(r.get("count", "1")))]
    for p in (0, 1) if whose == "each" else (player(whose),):
        ctx.game.set_deck(p, names)


@given(parsers.re(rf"it is {WHOSE} (?P<phase>\w+) phase"))
def it_is_phase(ctx: Ctx, whose: str, phase: str) -> None:
    """Set the phase and whose turn it is.

    Example: ``Given it is my opponent's main phase``
    """
    ctx.game.set_phase(phase, player(whose))


@given(parsers.re(rf"{WHOSE} (?P<zone>hand|farm) holds:"))
def zone_holds(ctx: Ctx, whose: str, zone: str, datatable: list[list[str]]) -> None:
    """Put cards into a hand or farm (rows: card, optional count).

    Example: ``Given my hand holds:`` with ``| card | count |`` / ``| Force | 2 |``
    """
    for r in rows(datatable):
        for _ in range(int(r.get("count", "1"))):
            ctx.game.put(player(whose), zone, r["card"])


@given(parsers.re(rf"{WHOSE} distance area holds:"))
def distance_area_holds(ctx: Ctx, whose: str, datatable: list[list[str]]) -> None:
    """Put cards into the running-style areas of a distance area (rows: area, card, count).

    Example: ``Given my distance area holds:`` with ``| area | card | count |`` / ``| 逃げ | Force | 3 |``
    """
    for r in rows(datatable):
        for _ in range(int(r.get("count", "1"))):
            ctx.game.put(player(whose), "distance", r["card"], r["area"])


@given(parsers.re(rf'{WHOSE} situation area holds "(?P<card>[^"]+)"'))
def situation_area_holds(ctx: Ctx, whose: str, card: str) -> None:
    """Put a situation card in the situation area.

    Example: ``Given my situation area holds "Sample Cheer"``
    """
    ctx.game.put(player(whose), "situation", card)
