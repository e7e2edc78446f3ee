"""Steps that read amounts the event log records (issue 24's sample check of listed equivalents)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.support.context import Ctx

_NUMBERS = r"(?P<numbers>\d+(?:, \d+)*)"


def _numbers(text: str) -> list[int]:
    return [int(n) for n in text.split(", ")]


@then(parsers.re(rf"the leader damage the game recorded was {_NUMBERS}$"))
def leader_damage_recorded(ctx: Ctx, numbers: str) -> None:
    """The amounts of damage to leaders in this game, oldest first, as the event log records them.

    Example: ``Then the leader damage the game recorded was 2``
    """
    shown = [e.data["amount"] for e in ctx.game.events.of_kind("leader-damaged")]
    assert shown == _numbers(numbers), shown


@then(parsers.re(rf"the play point recoveries the game recorded were {_NUMBERS}$"))
def recoveries_recorded(ctx: Ctx, numbers: str) -> None:
    """The amounts of play points recovered in this game, oldest first, as the event log records them.

    Example: ``Then the play point recoveries the game recorded were 2``
    """
    shown = [e.data["amount"] for e in ctx.game.events.of_kind("pp-recovered")]
    assert shown == _numbers(numbers), shown


@then(parsers.re(rf"the cards over the hand limit the game recorded were {_NUMBERS}$"))
def over_hand_limit_recorded(ctx: Ctx, numbers: str) -> None:
    """How many cards over the hand limit a player had to discard, each time, as the event log records it.

    Example: ``Then the cards over the hand limit the game recorded were 2``
    """
    shown = [e.data["count"] for e in ctx.game.events.of_kind("must-discard")]
    assert shown == _numbers(numbers), shown


@then(
    parsers.re(
        r'the attacks that ended without combat were recorded as ended for "(?P<whys>[a-z-]+(?:, [a-z-]+)*)"$'
    )
)
def attack_end_reasons(ctx: Ctx, whys: str) -> None:
    """Why each attack that ended without combat ended (``attacker-left``, ``target-left``), oldest first, as
    the event log records it.

    Example: ``Then the attacks that ended without combat were recorded as ended for "target-left"``
    """
    shown = [e.data["why"] for e in ctx.game.events.of_kind("attack-ended")]
    assert shown == whys.split(", "), shown


@then(
    parsers.re(
        r'the deck positions the game recorded for cards put on a deck were "(?P<places>[a-z]+(?:, [a-z]+)*)"$'
    )
)
def deck_positions_recorded(ctx: Ctx, places: str) -> None:
    """Where on its deck (``top``, ``bottom``) each card put on a deck went, oldest first, as the event log
    records it.

    Example: ``Then the deck positions the game recorded for cards put on a deck were "bottom"``
    """
    shown = [e.data["position"] for e in ctx.game.events.of_kind("put-on-deck")]
    assert shown == places.split(", "), shown


@then(parsers.re(r'the leader reveals the game recorded were "(?P<reveals>[^"]+)"$'))
def leader_reveals_recorded(ctx: Ctx, reveals: str) -> None:
    """Each leader revealed in preparation, oldest first, as the event log records it: the leader card and the
    basis its deck was declared on (``class`` or ``universe``), written ``Leader: basis`` and separated by ``; ``.

    Example: ``Then the leader reveals the game recorded were "Test Leader: class; Test Leader: class"``
    """
    shown = [f"{e.data['leader']}: {e.data['basis']}" for e in ctx.game.events.of_kind("leader-revealed")]
    assert shown == reveals.split("; "), shown
