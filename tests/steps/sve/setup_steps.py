"""Given steps that build a Shadowverse EVOLVE position through the engine's set-up API."""

from __future__ import annotations

from pytest_bdd import given, parsers

from tests.steps.sve.board import OWNER, ZONE_WORDS, names_in, player, remember, remember_by_name, uid, zone
from tests.support.context import Ctx

YES = {"yes", "y", "true", "engaged"}


@given(parsers.parse("it is my main phase with {pp:d} play points"))
def my_main_phase(ctx: Ctx, pp: int) -> None:
    """Start a sandbox game in my main phase (turn 3) with ``pp`` play points of ``pp`` maximum.

    Example: ``Given it is my main phase with 5 play points``
    """
    ctx.new_game("sve", "sandbox")
    ctx.raw_game.setup_points(0, pp=pp, pp_max=pp)


@given(parsers.parse("it is my main phase with {pp:d} of {pp_max:d} play points"))
def my_main_phase_max(ctx: Ctx, pp: int, pp_max: int) -> None:
    """Like the step above, with a different maximum.

    Example: ``Given it is my main phase with 2 of 7 play points``
    """
    ctx.new_game("sve", "sandbox")
    ctx.raw_game.setup_points(0, pp=pp, pp_max=pp_max)


@given(
    parsers.re(r"it is my opponent's main phase and I have (?P<pp>\d+) play points?$"), converters={"pp": int}
)
def opponents_main_phase(ctx: Ctx, pp: int) -> None:
    """Start a sandbox game in my opponent's main phase; my opponent has 10 play points, I have ``pp``.

    Example: ``Given it is my opponent's main phase and I have 2 play points``
    """
    ctx.new_game("sve", "sandbox", active=1)
    ctx.raw_game.setup_points(0, pp=pp, pp_max=pp)
    ctx.raw_game.setup_points(1, pp=10, pp_max=10)


@given(
    parsers.re(r"(?P<who>I|my opponent) (?:have|has) (?P<n>\d+) evolution points?$"), converters={"n": int}
)
def evolution_points(ctx: Ctx, who: str, n: int) -> None:
    """Give a player ``n`` evolution points.

    Example: ``Given I have 1 evolution point`` / ``And my opponent has 3 evolution points``
    """
    ctx.raw_game.setup_points(player(who), ep=n)


@given(parsers.parse('I have 1 evolution point of the "{design}" design'))
def evolution_point_design(ctx: Ctx, design: str) -> None:
    """Give me one evolution point card of a named design (e.g. a non-Umamusume one).

    Example: ``Given I have 1 evolution point of the "Shadowverse" design``
    """
    ctx.raw_game.setup_points(0, ep_designs=[design])


@given(parsers.re(r"I have evolution points of the designs (?P<designs>.+)$"))
def evolution_point_designs(ctx: Ctx, designs: str) -> None:
    """Give me one evolution point card of each named design, in this order.

    Example: ``Given I have evolution points of the designs "Shadowverse" and "Umamusume"``
    """
    ctx.raw_game.setup_points(0, ep_designs=names_in(designs))


@given(parsers.re(rf"{OWNER} leader has (?P<n>-?\d+) defense$"), converters={"n": int})
def leader_defense(ctx: Ctx, who: str, n: int) -> None:
    """Set a leader's defense.

    Example: ``Given my leader has 1 defense`` / ``my opponent's leader has 3 defense``
    """
    ctx.raw_game.setup_leader(player(who), defense=n)


@given("my leader lost defense this turn")
def lost_defense(ctx: Ctx) -> None:
    """Record that my leader already lost defense this turn (for Sanguine).

    Example: ``Given my leader lost defense this turn``
    """
    ctx.raw_game.setup_leader(0, lost_defense_this_turn=True)


@given(parsers.parse("I have played {n:d} cards this turn"))
@given(parsers.parse("I have played {n:d} card this turn"))
def cards_played(ctx: Ctx, n: int) -> None:
    """Record how many cards I played earlier this turn (for Combo).

    Example: ``Given I have played 2 cards this turn``
    """
    ctx.raw_game.setup_turn(active=0, cards_played=n)


COLUMNS = (
    "card",
    "as",
    "state",
    "engaged",
    "arrived",
    "entered",
    "counters",
    "face",
    "evolved",
    "damage",
    "attack",
    "defense",
    "racing",
)
"""The columns a zone table may have; any other column is an error."""


def _yes(cell: str, column: str) -> bool:
    value = cell.lower()
    if value in ("", "no", "n", "false", "reserved", "earlier", "down"):
        return False
    if value in YES or value in ("this turn", "up"):
        return True
    raise AssertionError(f"column {column!r}: {cell!r} is not yes/no")


def _int(cell: str, column: str) -> int:
    try:
        return int(cell.replace("+", "")) if cell else 0
    except ValueError:
        raise AssertionError(f"column {column!r}: {cell!r} is not a number") from None


def _put_rows(ctx: Ctx, who: str, where: str, rows: list[list[str]]) -> None:
    header = [h.strip() for h in rows[0]]
    unknown = [h for h in header if h not in COLUMNS]
    if unknown:
        raise AssertionError(f"unknown column(s) {unknown}; a zone table takes {', '.join(COLUMNS)}")
    if "card" not in header:
        raise AssertionError("a zone table needs a 'card' column")
    for row in rows[1:]:
        cells = dict(zip(header, (c.strip() for c in row), strict=True))
        counters = {}
        for part in filter(None, (cells.get("counters") or "").split(",")):
            kind, _, n = part.strip().rpartition(" ")
            counters[kind] = _int(n, "counters")
        engaged = _yes(cells.get("state", ""), "state") or _yes(cells.get("engaged", ""), "engaged")
        arrived = cells.get("arrived") or cells.get("entered") or ""
        card_uid = ctx.raw_game.setup_put(
            player(who),
            zone(where),
            cells["card"],
            engaged=engaged,
            entered_this_turn=_yes(arrived, "arrived"),
            face_up=(cells.get("face") or "").lower() == "up",
            counters=counters or None,
            evolved=_yes(cells.get("evolved", ""), "evolved"),
            damage=_int(cells.get("damage", ""), "damage"),
            attack_change=_int(cells.get("attack", ""), "attack"),
            defense_change=_int(cells.get("defense", ""), "defense"),
        )
        racing = cells.get("racing", "")
        if racing and racing.lower() not in ("no", "n", "false"):
            carrots = 1 if racing.lower() in YES else _int(racing, "racing")
            ctx.raw_game.setup_race(player(who), card_uid, carrots)
        if cells.get("as"):
            remember(ctx, cells["as"], card_uid)
        else:
            remember_by_name(ctx, cells["card"], card_uid, zone(where))


@given(parsers.re(rf"{OWNER} (?P<where>{ZONE_WORDS}) holds:$"))
def zone_holds(ctx: Ctx, who: str, where: str, datatable: list[list[str]]) -> None:
    """Put cards into a zone, one table row each. Columns: ``card`` (required), ``as`` (alias),
    ``state`` (engaged/reserved) or ``engaged`` (yes/no), ``arrived``/``entered`` (this turn/earlier),
    ``counters`` (``fable 2, stack 1``), ``face`` (up/down), ``evolved`` (yes: the evolved face),
    ``damage`` (a number), ``attack``/``defense`` (changes such as +1 or -2), ``racing`` (yes or a number of
    Carrots). Any other column is an error.

    Example::

        Given my field holds:
          | card      | as        | state   | arrived   |
          | Test Fighter   | Test Fighter A | engaged | this turn |
    """
    _put_rows(ctx, who, where, datatable)


@given(parsers.re(rf'{OWNER} (?P<where>{ZONE_WORDS}) holds "(?P<card>[^"]+)"$'))
def zone_holds_one(ctx: Ctx, who: str, where: str, card: str) -> None:
    """Put one card into a zone (reserved, and on the field since an earlier turn).

    Example: ``Given my hand holds "Fireball"`` / ``my opponent's field holds "Ward Guard"``
    """
    _put_rows(ctx, who, where, [["card"], [card]])


@given(parsers.re(rf"{OWNER} deck holds (?P<n>\d+) cards?$"), converters={"n": int})
def deck_holds(ctx: Ctx, who: str, n: int) -> None:
    """Fill a deck with ``n`` plain Goblins (0 leaves it empty).

    Example: ``Given my deck holds 5 cards``
    """
    for _ in range(n):
        ctx.raw_game.setup_put(player(who), "deck", "Test Goblin")


@given(parsers.parse('"{name}" is racing with {n:d} Carrots'))
@given(parsers.parse('"{name}" is racing with {n:d} Carrot'))
def racing(ctx: Ctx, name: str, n: int) -> None:
    """Make a follower of mine already racing, with Carrots beneath it in my race zone.

    Example: ``Given "Special Week" is racing with 1 Carrot``
    """
    ctx.raw_game.setup_race(0, uid(ctx, name), n)


@given(parsers.re(r"(?P<who>I|my opponent) (?:choose|chooses) the order of (?:my|their) pending abilities$"))
def orders_own(ctx: Ctx, who: str) -> None:
    """Let a player order their own simultaneous pending abilities (CR 10.5) instead of trigger order.

    Example: ``Given I choose the order of my pending abilities``
    """
    ctx.raw_game.setup_ordering(player(who))


@given(parsers.re(r"it is my opponent's main phase with (?P<pp>\d+) play points?$"), converters={"pp": int})
def opponents_main_phase_pp(ctx: Ctx, pp: int) -> None:
    """Start a sandbox game in my opponent's main phase (turn 3) with ``pp`` play points for them.

    Example: ``Given it is my opponent's main phase with 3 play points``
    """
    ctx.new_game("sve", "sandbox", active=1)
    ctx.raw_game.setup_points(1, pp=pp, pp_max=pp)
