"""Steps for what each player may know of the zones (CR 4.1.2): the engine's ``visible_to`` query.

A player's view of a zone holds the cards they may know (each with its name and whether it lies face up)
and, for the rest, only how many there are. "I" am player 0 and "my opponent" is player 1, as elsewhere;
``my opponent sees ... in my hand`` reads my opponent's view of my hand.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pytest_bdd import parsers, then

from tests.steps.sve.board import ZONES, names_in, player
from tests.support.context import Ctx

VIEW_ZONES = {**ZONES, "resolution zone": "resolution"}
"""The zone words of these steps: those of the other steps, and the resolution zone (CR 4.11)."""
VIEWER = r"(?P<viewer>my opponent|I)"
WHOSE = r"(?P<whose>my opponent's|my)"
WHERE = "(?P<where>" + "|".join(sorted(VIEW_ZONES, key=len, reverse=True)) + ")"
NAMES = r'(?P<names>"[^"]+"(?:(?:, | and )"[^"]+")*)'


def _sight(ctx: Ctx, viewer: str, whose: str, where: str) -> Any:
    """The viewer's view of one zone (a ``ZoneSight``: ``count``, ``cards``, ``unseen``)."""
    key = VIEW_ZONES[where]
    owner = player(whose)
    sight = ctx.game.visible_to(player(viewer))
    for zone_sight in sight.zones:
        if zone_sight.player == owner and zone_sight.zone == key:
            return zone_sight
    raise AssertionError(f"the view has no {where} of player {owner}")


@then(
    parsers.re(rf"{VIEWER} sees? (?P<n>\d+) cards? in {WHOSE} {WHERE} but not which$"), converters={"n": int}
)
def sees_count_only(ctx: Ctx, viewer: str, whose: str, where: str, n: int) -> None:
    """The viewer knows how many cards the zone holds and nothing of any of them (a hidden zone).

    Example: ``Then my opponent sees 3 cards in my hand but not which``
    """
    zone_sight = _sight(ctx, viewer, whose, where)
    assert (zone_sight.count, zone_sight.unseen) == (n, n), zone_sight
    assert not zone_sight.cards, f"the view shows {[c.name for c in zone_sight.cards]}"


@then(
    parsers.re(rf"{VIEWER} sees? (?P<n>\d+) cards? in {WHOSE} {WHERE}, (?P<m>\d+) of them not which$"),
    converters={"n": int, "m": int},
)
def sees_count_partly(ctx: Ctx, viewer: str, whose: str, where: str, n: int, m: int) -> None:
    """The viewer knows how many cards the zone holds, and which of them all but ``m`` are.

    Example: ``Then my opponent sees 3 cards in my evolve deck, 2 of them not which``
    """
    zone_sight = _sight(ctx, viewer, whose, where)
    assert (zone_sight.count, zone_sight.unseen, len(zone_sight.cards)) == (n, m, n - m), zone_sight


@then(parsers.re(rf"{VIEWER} sees? all (?P<n>\d+) cards? in {WHOSE} {WHERE}$"), converters={"n": int})
def sees_all(ctx: Ctx, viewer: str, whose: str, where: str, n: int) -> None:
    """The viewer knows every one of the zone's ``n`` cards.

    Example: ``Then I see all 2 cards in my hand``
    """
    zone_sight = _sight(ctx, viewer, whose, where)
    assert (zone_sight.count, zone_sight.unseen, len(zone_sight.cards)) == (n, 0, n), zone_sight


@then(parsers.re(rf"{VIEWER} sees? {NAMES} in {WHOSE} {WHERE}$"))
def sees_names(ctx: Ctx, viewer: str, names: str, whose: str, where: str) -> None:
    """The viewer knows these cards of the zone by name (a name given twice: two such cards).

    Example: ``Then my opponent sees "Test Goblin" in my cemetery``
    """
    seen = Counter(c.name for c in _sight(ctx, viewer, whose, where).cards)
    wanted = Counter(names_in(names))
    missing = wanted - seen
    assert not missing, f"not seen: {sorted(missing.elements())}; seen: {sorted(seen.elements())}"


@then(parsers.re(rf"{VIEWER} sees? {NAMES} face (?P<face>up|down) in {WHOSE} {WHERE}$"))
def sees_names_face(ctx: Ctx, viewer: str, names: str, face: str, whose: str, where: str) -> None:
    """The viewer knows these cards of the zone by name, each lying face up (or face down) there.

    Example: ``Then my opponent sees "Evolving Fighter" face up in my evolve deck``
    """
    cards = _sight(ctx, viewer, whose, where).cards
    seen = Counter(c.name for c in cards if c.face_up is (face == "up"))
    missing = Counter(names_in(names)) - seen
    shown = [(c.name, "up" if c.face_up else "down") for c in cards]
    assert not missing, f"not seen face {face}: {sorted(missing.elements())}; seen: {shown}"


@then(parsers.re(rf'{VIEWER} (?:does|do) not see "(?P<name>[^"]+)" in {WHOSE} {WHERE}$'))
def does_not_see(ctx: Ctx, viewer: str, name: str, whose: str, where: str) -> None:
    """The viewer's view of the zone names no card called ``name``.

    Example: ``Then my opponent does not see "Fireball" in my hand``
    """
    seen = [c.name for c in _sight(ctx, viewer, whose, where).cards]
    assert name not in seen, f"{name!r} is seen: {seen}"
