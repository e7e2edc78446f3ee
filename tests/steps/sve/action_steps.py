"""When steps: one thing a player does, through the Shadowverse EVOLVE engine's public actions.

Every When step goes through ``ctx.attempt``, which keeps a typed refusal (and the
state before the action) for the Then steps.
"""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import (
    ONE_OR_MORE,
    TARGETS,
    WHO,
    names_in,
    option_indexes,
    player,
    remember,
    target_ids,
    uid,
)
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'
TARGET = r'"(?P<target>[^"]+)"'
CARD_B = r'"(?P<amulet>[^"]+)"'
ONE_OR_MORE_GROUP = rf"(?P<targets>{ONE_OR_MORE})"


@when(parsers.re(rf"{WHO} plays? {CARD}$"))
def play(ctx: Ctx, who: str, card: str) -> None:
    """Play a card from hand or EX area, with no target.

    Example: ``When I play "Test Amulet"`` / ``When my opponent plays "Quick Bolt"``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card))


@when(parsers.re(rf"{WHO} plays? {CARD} targeting {TARGET}$"))
def play_targeting(ctx: Ctx, who: str, card: str, target: str) -> None:
    """Play a card that selects a target.

    Example: ``When I play "Fireball" targeting "Test Fighter"``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), targets=[uid(ctx, target)])


@when(parsers.re(rf"{WHO} plays? {CARD} choosing options? (?P<options>[\d, and]+)$"))
def play_choosing(ctx: Ctx, who: str, card: str, options: str) -> None:
    """Play a card that says "choose", picking options by their number (1 = first).

    Example: ``When I play "Crossroads" choosing option 2``
    """
    picked = option_indexes(options)
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), choices=picked)


@when(
    parsers.re(
        rf"{WHO} plays? {CARD} putting (?P<on_field>\d+) tokens on (?:my|their) field and (?P<in_ex>\d+) in (?:my|their) EX area$"
    ),
    converters={"on_field": int, "in_ex": int},
)
def play_splitting_tokens(ctx: Ctx, who: str, card: str, on_field: int, in_ex: int) -> None:
    """Play a card that summons tokens, choosing how many go to the field and to the EX area.

    Example: ``When I play "Aria, Fairy Princess" putting 2 tokens on my field and 3 in my EX area``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), token_split=(on_field, in_ex))


@when(parsers.re(rf"{WHO} plays? {CARD} declining its optional cost$"))
def play_declining(ctx: Ctx, who: str, card: str) -> None:
    """Play a card and choose not to pay the cost of its automatic ability.

    Example: ``When I play "Paid Fanfare Mage" declining its optional cost``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), pay_optional_costs=False)


@when(parsers.re(rf'{WHO} plays? {CARD} paying Earth Rite with "(?P<amulet>[^"]+)"$'))
def play_earth_rite(ctx: Ctx, who: str, card: str, amulet: str) -> None:
    """Play a card and pay its Earth Rite cost with a Stack counter of an amulet.

    Example: ``When I play "Earth Tremor" paying Earth Rite with "Stack Obelisk"``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), earth_rite=uid(ctx, amulet))


@when(parsers.re(rf"{WHO} selects? (?P<targets>{ONE_OR_MORE}) as the targets?$"))
def select_target(ctx: Ctx, who: str, targets: str) -> None:
    """Select the target(s) of the ability that is waiting for a selection (its controller's, or the
    opponent's when the card says the opponent selects). Leaders: ``the enemy leader``, ``my leader``,
    ``my opponent's leader``.

    Example: ``When I select "Test Fighter" as the target`` / ``When my opponent selects "A" and "B" as the targets``
    """
    ctx.attempt(ctx.raw_game.choose_targets, player(who), target_ids(ctx, targets, player(who)))


@when(parsers.re(rf"{WHO} selects? no targets?$"))
def select_nothing(ctx: Ctx, who: str) -> None:
    """Select nothing for an "up to N" selection that is waiting.

    Example: ``When I select no target``
    """
    ctx.attempt(ctx.raw_game.choose_targets, player(who), [])


@when(parsers.re(rf"{WHO} activates? {CARD}$"))
def activate(ctx: Ctx, who: str, card: str) -> None:
    """Play the activated ability of a card on the field.

    Example: ``When I activate "Engage Sentry"``
    """
    ctx.attempt(ctx.raw_game.activate, player(who), uid(ctx, card))


@when(parsers.re(rf"{WHO} activates? {CARD} targeting {TARGET}$"))
def activate_targeting(ctx: Ctx, who: str, card: str, target: str) -> None:
    """Play an activated ability that selects a target.

    Example: ``When I activate "Stack Obelisk" targeting "Obelisk B"``
    """
    ctx.attempt(ctx.raw_game.activate, player(who), uid(ctx, card), targets=[uid(ctx, target)])


def _attack(ctx: Ctx, who: str, attacker: str, target: str | None, *, through: bool) -> None:
    attacker_player = player(who)
    target_uid = None if target is None else uid(ctx, target)
    ctx.attempt(ctx.raw_game.attack, attacker_player, uid(ctx, attacker), target_uid)
    if through and ctx.error is None and ctx.raw_game.window() is not None:
        ctx.raw_game.pass_window(1 - attacker_player)


@when(parsers.re(rf"{WHO} attacks? the enemy leader with {CARD}$"))
def attack_leader(ctx: Ctx, who: str, card: str) -> None:
    """Declare an attack on the enemy leader; the defender plays nothing in reply, so combat follows.

    Example: ``When I attack the enemy leader with "Test Fighter"``
    """
    _attack(ctx, who, card, None, through=True)


@when(parsers.re(rf"{WHO} attacks? {TARGET} with {CARD}$"))
def attack_follower(ctx: Ctx, who: str, target: str, card: str) -> None:
    """Declare an attack on an enemy follower; the defender plays nothing in reply, so combat follows.

    Example: ``When I attack "Ward Guard" with "Test Fighter"``
    """
    _attack(ctx, who, card, target, through=True)


@when(parsers.re(rf"{WHO} declares? an attack on the enemy leader with {CARD}$"))
def declare_attack_leader(ctx: Ctx, who: str, card: str) -> None:
    """Declare an attack on the enemy leader and stop at the defender's Quick window.

    Example: ``When my opponent declares an attack on the enemy leader with "Test Fighter"``
    """
    _attack(ctx, who, card, None, through=False)


@when(parsers.re(rf"{WHO} declares? an attack on {TARGET} with {CARD}$"))
def declare_attack(ctx: Ctx, who: str, target: str, card: str) -> None:
    """Declare an attack on an enemy follower and stop at the defender's Quick window.

    Example: ``When I declare an attack on "Test Fighter" with "Test Knight"``
    """
    _attack(ctx, who, card, target, through=False)


@when(parsers.re(rf"{WHO} pass(?:es)?$"))
def pass_window(ctx: Ctx, who: str) -> None:
    """Let the game go on from a Quick window (the attack reaches combat, or the end phase continues).

    Example: ``When my opponent passes``
    """
    ctx.attempt(ctx.raw_game.pass_window, player(who))


def _evolve(ctx: Ctx, who: str, card: str, ep: int, design: str | None = None) -> None:
    new_uid = ctx.attempt(ctx.raw_game.evolve, player(who), uid(ctx, card), ep=ep, ep_design=design)
    if new_uid is not None:
        remember(ctx, card, new_uid)


@when(parsers.re(rf"{WHO} evolves? {CARD}$"))
def evolve(ctx: Ctx, who: str, card: str) -> None:
    """Evolve a follower paying its whole cost in play points.

    Example: ``When I evolve "Evolving Fighter"``
    """
    _evolve(ctx, who, card, 0)


@when(parsers.re(rf"{WHO} evolves? {CARD} using (?P<ep>\d+) evolution points?$"), converters={"ep": int})
def evolve_with_ep(ctx: Ctx, who: str, card: str, ep: int) -> None:
    """Evolve a follower, paying part of the cost with evolution points.

    Example: ``When I evolve "Evolving Fighter" using 1 evolution point``
    """
    _evolve(ctx, who, card, ep)


@when(parsers.re(rf"{WHO} serves? {CARD}$"))
def serve(ctx: Ctx, who: str, card: str) -> None:
    """Play a follower's serve ability paying its cost in play points.

    Example: ``When I serve "Special Week"``
    """
    ctx.attempt(ctx.raw_game.serve, player(who), uid(ctx, card))


@when(parsers.re(rf"{WHO} serves? {CARD} using (?P<ep>\d+) evolution points?$"), converters={"ep": int})
def serve_with_ep(ctx: Ctx, who: str, card: str, ep: int) -> None:
    """Serve, paying part of the cost with evolution points.

    Example: ``When I serve "Special Week" using 1 evolution point``
    """
    ctx.attempt(ctx.raw_game.serve, player(who), uid(ctx, card), ep=ep)


@when(parsers.re(rf'{WHO} serves? {CARD} using (?:my|their) "(?P<design>[^"]+)" evolution point$'))
def serve_with_design(ctx: Ctx, who: str, card: str, design: str) -> None:
    """Serve, paying one play point of the cost with an evolution point of a given design.

    Example: ``When I serve "Special Week" using my "Shadowverse" evolution point``
    """
    ctx.attempt(ctx.raw_game.serve, player(who), uid(ctx, card), ep=1, ep_design=design)


@when(parsers.re(rf"{WHO} ends? (?:my|their) main phase$"))
def end_main_phase(ctx: Ctx, who: str) -> None:
    """End my main phase: end-phase abilities, then the opponent's Quick window opens.

    Example: ``When I end my main phase``
    """
    ctx.attempt(ctx.raw_game.end_main_phase, player(who))


@when(parsers.re(rf"{WHO} ends? (?:my|their) main phase engaging {CARD}$"))
def end_main_phase_engaging(ctx: Ctx, who: str, card: str) -> None:
    """End my main phase and engage one of my reserved Ward followers in the end phase.

    Example: ``When I end my main phase engaging "Ward Guard"``
    """
    ctx.attempt(ctx.raw_game.end_main_phase, player(who), [uid(ctx, card)])


@when(parsers.re(rf"{WHO} ends? the turn$"))
def end_turn(ctx: Ctx, who: str) -> None:
    """End the main phase and, with the other player playing nothing in the Quick window, the turn.

    Example: ``When I end the turn`` / ``When my opponent ends the turn``
    """
    active = player(who)
    ctx.attempt(ctx.raw_game.end_main_phase, active)
    if ctx.error is None:
        ctx.attempt(ctx.raw_game.pass_window, 1 - active)


@when(parsers.re(rf"{WHO} discards? (?P<cards>.+) to keep 7 cards$"))
def discard(ctx: Ctx, who: str, cards: str) -> None:
    """Discard named cards from my hand at the end of my end phase.

    Example: ``When I discard "Goblin" to keep 7 cards``
    """
    names = [c.strip().strip('"') for c in cards.replace(" and ", ",").split(",") if c.strip()]
    ctx.attempt(ctx.raw_game.discard_to_limit, player(who), [uid(ctx, n) for n in names])


@when(parsers.re(rf"{WHO} plays? {CARD} targeting {TARGETS}$"))
def play_targeting_several(ctx: Ctx, who: str, card: str, targets: str) -> None:
    """Play a card selecting several targets, or a leader (in order; leaders by name).

    Example: ``When I play "Twin Shot" targeting "Goblin A" and "Goblin B"`` /
    ``When I play "Face Shot" targeting the enemy leader``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), targets=target_ids(ctx, targets, player(who)))


@when(parsers.re(rf"{WHO} activates? {CARD} targeting {TARGETS}$"))
def activate_targeting_several(ctx: Ctx, who: str, card: str, targets: str) -> None:
    """Play an activated ability selecting several targets or a leader.

    Example: ``When I activate "Bow Tower" targeting the enemy leader``
    """
    ctx.attempt(
        ctx.raw_game.activate, player(who), uid(ctx, card), targets=target_ids(ctx, targets, player(who))
    )


@when(parsers.re(rf"{WHO} plays? {CARD} paying with (?P<cards>.+)$"))
def play_paying_with(ctx: Ctx, who: str, card: str, cards: str) -> None:
    """Play a card whose ability costs cards (discard, banish, return), naming the cards that pay.

    Example: ``When I play "Grove Elder" paying with "Test Goblin"``
    """
    ctx.attempt(
        ctx.raw_game.play, player(who), uid(ctx, card), cost_cards=[uid(ctx, n) for n in names_in(cards)]
    )


@when(parsers.re(rf"{WHO} activates? {CARD} paying with (?P<cards>.+)$"))
def activate_paying_with(ctx: Ctx, who: str, card: str, cards: str) -> None:
    """Play an activated ability whose cost takes cards, naming the cards that pay.

    Example: ``When I activate "Pixie Eater" paying with "Fairy"``
    """
    ctx.attempt(
        ctx.raw_game.activate, player(who), uid(ctx, card), cost_cards=[uid(ctx, n) for n in names_in(cards)]
    )


@when(parsers.re(rf"{WHO} activates? {CARD} picking (?P<cards>.+)$"))
def activate_picking(ctx: Ctx, who: str, card: str, cards: str) -> None:
    """Play an activated ability that searches or looks at cards, naming the cards taken.

    Example: ``When I activate "Scouting Totem" picking "Test Fighter"``
    """
    ctx.attempt(
        ctx.raw_game.activate, player(who), uid(ctx, card), picks=[uid(ctx, n) for n in names_in(cards)]
    )


@when(parsers.re(rf"{WHO} plays? {CARD} picking (?P<cards>.+)$"))
def play_picking(ctx: Ctx, who: str, card: str, cards: str) -> None:
    """Play a card that searches or looks at cards, naming the cards taken.

    Example: ``When I play "Seek Pixie" picking "Fairy B"``
    """
    ctx.attempt(ctx.raw_game.play, player(who), uid(ctx, card), picks=[uid(ctx, n) for n in names_in(cards)])


@when(parsers.re(rf"{WHO} resolves? the pending ability of {CARD} first$"))
def order_pending(ctx: Ctx, who: str, card: str) -> None:
    """Choose which of your own pending abilities is played next (CR 10.5).

    Example: ``When I resolve the pending ability of "Twin Bell" first``
    """
    ctx.attempt(ctx.raw_game.order_pending, player(who), uid(ctx, card))


@when(parsers.re(rf"{WHO} evolves? {CARD} choosing options? (?P<options>[\d, and]+)$"))
def evolve_choosing(ctx: Ctx, who: str, card: str, options: str) -> None:
    """Evolve a follower whose On Evolve says "choose", picking options by number (1 = first).

    Example: ``When I evolve "Twin Fang" choosing option 2``
    """
    picked = option_indexes(options)
    new_uid = ctx.attempt(ctx.raw_game.evolve, player(who), uid(ctx, card), choices=picked)
    if new_uid is not None:
        remember(ctx, card, new_uid)


@when(
    parsers.re(
        rf"{WHO} evolves? {CARD} choosing options? (?P<options>[\d, and]+) targeting {ONE_OR_MORE_GROUP}$"
    )
)
def evolve_choosing_targeting(ctx: Ctx, who: str, card: str, options: str, targets: str) -> None:
    """Evolve a follower whose On Evolve says "choose", picking an option that selects targets.

    Example: ``When I evolve "Twin Fang" choosing option 2 targeting "Test Goblin"``
    """
    picked = option_indexes(options)
    ids = target_ids(ctx, targets, player(who))
    new_uid = ctx.attempt(ctx.raw_game.evolve, player(who), uid(ctx, card), choices=picked, targets=ids)
    if new_uid is not None:
        remember(ctx, card, new_uid)


@when(parsers.re(rf"{WHO} activates? {CARD} paying Earth Rite with {CARD_B}$"))
def activate_earth_rite(ctx: Ctx, who: str, card: str, amulet: str) -> None:
    """Play an activated ability whose cost includes Earth Rite, naming the Stack amulet that pays it.

    Example: ``When I activate "Rite Keeper" paying Earth Rite with "Stack Obelisk"``
    """
    ctx.attempt(ctx.raw_game.activate, player(who), uid(ctx, card), earth_rite=uid(ctx, amulet))


@when(parsers.re(rf"{WHO} plays? {CARD} by its alternative cost(?: (?P<n>\d+))? paying with (?P<cards>.+)$"))
def play_alternative(ctx: Ctx, who: str, card: str, n: str | None, cards: str) -> None:
    """Play a card by one of its alternative costs (the first, or the n-th), naming the cards that pay it.

    Example: ``When I play "Rift Ritual" by its alternative cost paying with "Fireball" and "Study"``
    """
    ctx.attempt(
        ctx.raw_game.play,
        player(who),
        uid(ctx, card),
        alt_cost=int(n or 1) - 1,
        cost_cards=[uid(ctx, x) for x in names_in(cards)],
    )


@when(
    parsers.re(
        rf"{WHO} puts? (?:it|them) on the (?P<positions>(?:top|bottom)(?:(?:, | and )(?:top|bottom))*) of the deck$"
    )
)
def choose_positions(ctx: Ctx, who: str, positions: str) -> None:
    """Answer a waiting "top or bottom of the deck" choice, one word per card in target order.

    Example: ``When my opponent puts it on the bottom of the deck``
    """
    words = [w for w in positions.replace(",", " ").split() if w in ("top", "bottom")]
    ctx.attempt(ctx.raw_game.choose_positions, player(who), words)
