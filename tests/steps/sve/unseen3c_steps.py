"""Steps added while writing the fourth batch of unseen official rulings (features/sve/unseen_rulings_3_bp03.feature).

Each one is a public action of the engine that the existing steps could not name.
"""

from __future__ import annotations

from pytest_bdd import given, parsers, when

from tests.steps.sve.board import WHO, names_in, player, remember, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@when(parsers.re(rf"{WHO} evolves? {CARD} declining the evolution its On Evolve offers$"))
def evolve_declining_effect_evolution(ctx: Ctx, who: str, card: str) -> None:
    """Evolve a follower whose On Evolve evolves another follower, and take no evolved card for that
    evolution, so it does not happen (CR 5.16.1.1; the evolve deck is hidden, CR 4.6.3).

    Example: ``When I evolve "Unseen BP03-020 Valiant Fencer" declining the evolution its On Evolve offers``
    """
    new_uid = ctx.attempt(ctx.raw_game.evolve, player(who), uid(ctx, card), find_none=True)
    if new_uid is not None:
        remember(ctx, card, new_uid)


@given(
    parsers.re(r"(?P<who>I|my opponent) (?:decline|declines) the costs of (?:my|their) automatic abilities$")
)
def declines_costs(ctx: Ctx, who: str) -> None:
    """From now on the player chooses not to pay the cost of each of their automatic abilities, also of one set
    off by the other player's card (CR 10.4.7.4: then that ability does nothing).

    Example: ``Given I decline the costs of my automatic abilities``
    """
    ctx.raw_game.setup_declines_costs(player(who))


@when(parsers.re(rf'{WHO} activates? {CARD} targeting "(?P<target>[^"]+)" paying with (?P<cards>.+)$'))
def activate_targeting_paying_with(ctx: Ctx, who: str, card: str, target: str, cards: str) -> None:
    """Play an activated ability that selects a target and whose cost takes cards, naming both.

    Example: ``When I activate "King A" targeting "Genesis Dragon" paying with "Rook A"``
    """
    ctx.attempt(
        ctx.raw_game.activate,
        player(who),
        uid(ctx, card),
        targets=[uid(ctx, target)],
        cost_cards=[uid(ctx, n) for n in names_in(cards)],
    )
