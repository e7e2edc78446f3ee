"""Given steps of the umafan scenarios: they build a position through the engine's set-up API."""

from __future__ import annotations

from pytest_bdd import given, parsers

from tests.steps.umafan.words import PLAYER, WHO, ZONE, cells, quoted_list, remember, uid
from tests.support.context import Ctx


@given("an Uma Musume game")
def new_game(ctx: Ctx) -> None:
    """A game before set-up, with every zone empty.

    Example: ``Given an Uma Musume game``
    """
    ctx.new_game("umafan", "new", seed=3)


@given(
    parsers.re(
        WHO + r" (?P<phase>start-call|draw|standby|main|paddock|race|end) phase"
        r"(?: of turn (?P<turn>\d+))? has begun"
    )
)
def game_in_phase(ctx: Ctx, who: str, phase: str, turn: str | None) -> None:
    """A fresh game set straight to a phase of a turn (turn 2 unless named; odd turns are the first player's).

    Example: ``Given my main phase has begun``
    """
    ctx.new_game("umafan", "new", seed=3)
    ctx.game.setup_phase(phase, PLAYER[who], int(turn) if turn else 2)


@given(parsers.re(WHO + r" decks are:"))
def decks(ctx: Ctx, who: str, datatable: list[list[str]]) -> None:
    """Register a player's main and race decks: rows of ``deck`` (main/race), ``card``, ``copies``.

    Example: ``Given my decks are:`` then ``| deck | card | copies |`` / ``| main | Swift Runner | 2 |``
    """
    lists: dict[str, list[str]] = {"main": [], "race": []}
    for row in cells(datatable):
        lists[row["deck"]] += [row["card"]] * int(row.get("copies") or 1)
    ctx.game.setup_decks(PLAYER[who], lists["main"], lists["race"])
    ctx.extra[f"main-list-{PLAYER[who]}"] = lists["main"]
    ctx.extra[f"race-list-{PLAYER[who]}"] = lists["race"]


@given(
    parsers.re(
        WHO + r" (?P<zone>deck zone|hand|field|trash zone|exit zone|race deck|race zone|fielded racecourse)"
        r" (?:holds|is):"
    )
)
def zone_holds(ctx: Ctx, who: str, zone: str, datatable: list[list[str]]) -> None:
    """Put cards into a zone, top first; optional columns ``stamina``, ``speed``, ``stacked`` ("A", "B").

    Example: ``Given my field holds:`` then ``| card | stamina |`` / ``| Steady Runner | 3 |``
    """
    player = PLAYER[who]
    for row in cells(datatable):
        stamina = int(row["stamina"]) if row.get("stamina") else None
        speed = int(row["speed"]) if row.get("speed") else None
        card = ctx.game.setup_put(player, row["card"], ZONE[zone], stamina=stamina, speed=speed)
        remember(ctx, row["card"], card)
        for stacked in quoted_list(row.get("stacked", "")):
            remember(ctx, stacked, ctx.game.setup_stack(player, stacked, card))


@given(parsers.re(r'"(?P<card>[^"]+)" has (?P<value>\d+) (?P<stat>stamina|speed)'))
def set_stat(ctx: Ctx, card: str, value: str, stat: str) -> None:
    """Set an Uma Musume card's current stamina or speed.

    Example: ``Given "Swift Runner" has 9 speed``
    """
    setter = ctx.game.setup_stamina if stat == "stamina" else ctx.game.setup_speed
    setter(uid(ctx, card), int(value))
