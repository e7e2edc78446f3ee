"""Steps for what each player may know of the leaders (CR 4.3.2): the leaders part of ``visible_to``.

The leader area is open: a player's view lists both leaders with their name, class and defense. "I" am
player 0 and "my opponent" is player 1, as elsewhere.
"""

from __future__ import annotations

from pytest_bdd import parsers, then

from tests.steps.sve.board import player
from tests.steps.sve.views_steps import VIEWER, WHOSE
from tests.support.context import Ctx


@then(
    parsers.re(
        rf'{VIEWER} sees? {WHOSE} leader "(?P<name>[^"]+)" of class (?P<craft>[a-z]+) with (?P<n>-?\d+) defense$'
    ),
    converters={"n": int},
)
def sees_leader(ctx: Ctx, viewer: str, whose: str, name: str, craft: str, n: int) -> None:
    """The viewer's view shows that player's leader by name, with its class and current defense.

    Example: ``Then my opponent sees my leader "Forest Leader" of class forest with 20 defense``
    """
    owner = player(whose)
    leaders = [s for s in ctx.game.visible_to(player(viewer)).leaders if s.player == owner]
    assert len(leaders) == 1, f"the view shows {len(leaders)} leaders of player {owner}"
    seen = leaders[0]
    assert (seen.name, seen.craft, seen.defense) == (name, craft, n), seen
