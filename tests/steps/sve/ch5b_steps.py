"""Steps for optional ("you may") effects and for cards controlled by the player who does not own them.

They build state through the engine's set-up API, act through its public actions and read its views.
"""

from __future__ import annotations

import re

from pytest_bdd import given, parsers, then, when

from tests.steps.sve.board import OWNER, WHO, option_indexes, player, remember_by_name, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


def _waiting_card(ctx: Ctx) -> str | None:
    waiting = ctx.raw_game.pending_abilities()
    return waiting[0][2] if waiting and ctx.raw_game.awaiting_choice() is not None else None


@when(parsers.re(rf"{WHO} (?P<answer>accept|accepts|decline|declines) {CARD}'s optional effect$"))
def answer_optional(ctx: Ctx, who: str, answer: str, card: str) -> None:
    """The player the game waits for does, or declines, the "you may" effects of the named card's
    resolving ability. The step checks that the ability waiting is that card's.

    Example: ``When I decline "Maybe Evolver"'s optional effect`` / ``When I accept "Maybe Mender Spell"'s optional effect``
    """
    waiting = _waiting_card(ctx)
    assert waiting == card, f"the resolution waiting is {waiting!r}, not {card!r}"
    ctx.attempt(ctx.raw_game.answer_optional, player(who), answer.startswith("accept"))


@given(parsers.re(rf"{OWNER} field holds {CARD} owned by (?P<owner>my opponent|me)$"))
def field_holds_foreign(ctx: Ctx, who: str, card: str, owner: str) -> None:
    """Put a card onto a field under the control of the player who does not own it (reserved, and on the field
    since an earlier turn): it is set up in its owner's field, then moved to the other field as it is.

    Example: ``Given my field holds "Parting Gift Follower" owned by my opponent``
    """
    owner_index = 1 if owner == "my opponent" else 0
    controller = player(who)
    assert owner_index != controller, "the owner and the controller must differ in this step"
    card_uid = ctx.raw_game.setup_put(owner_index, "field", card)
    ctx.raw_game.setup_control(card_uid, controller)
    remember_by_name(ctx, card, card_uid, "field")


@then(parsers.re(rf"{CARD} is owned by (?P<owner>my opponent|me)$"))
def owned_by(ctx: Ctx, card: str, owner: str) -> None:
    """Who owns a card (CR 3.1): the player whose deck it started in, wherever it is now.

    Example: ``Then "Test Knight" is owned by my opponent``
    """
    view = ctx.game.view(uid(ctx, card))
    expected = 1 if owner == "my opponent" else 0
    assert view.owner == expected, f"{card} is owned by player {view.owner}"


@then(parsers.re(rf"{CARD} is (?P<neg>not )?under {OWNER} control$"))
def under_control(ctx: Ctx, card: str, neg: str | None, who: str) -> None:
    """Whether a card is on that player's field, which is what controlling it means (CR 3.1).

    Example: ``Then "Test Knight" is under my control`` / ``Then "Test Knight" is not under my opponent's control``
    """
    card_uid = uid(ctx, card)
    on_field = [view.uid for view in ctx.game.cards_in(player(who), "field")]
    assert (card_uid in on_field) != bool(neg), (
        f"{card} is {'' if card_uid in on_field else 'not '}on that field"
    )


@when(
    parsers.re(
        rf'{WHO} plays? {CARD} choosing options? (?P<options>[\d, and]+?) targeting (?P<targets>"[^"]+"(?:(?:, | and )"[^"]+")*)$'
    )
)
def play_choosing_targeting(ctx: Ctx, who: str, card: str, options: str, targets: str) -> None:
    """Play a card that says "choose", picking options by their number (1 = first) and selecting the targets
    the chosen options ask for, in order.

    Example: ``When I play "Choice Narrow Spell" choosing options 1 and 2 targeting "Test Knight"``
    """
    picked = option_indexes(options)
    ids = [uid(ctx, name) for name in re.findall(r'"([^"]+)"', targets)]
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), choices=picked, targets=ids)
