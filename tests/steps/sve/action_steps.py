"""When steps: one thing a player does, through the Shadowverse EVOLVE engine's public actions.

Every When step goes through ``ctx.attempt``, which keeps a typed refusal (and the
state before the action) for the Then steps.
"""

from __future__ import annotations

from pytest_bdd import parsers, when

from tests.steps.sve.board import WHO, player, remember, uid
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'
TARGET = r'"(?P<target>[^"]+)"'


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


@when(parsers.re(rf"I play {CARD} choosing options? (?P<options>[\d, and]+)$"))
def play_choosing(ctx: Ctx, card: str, options: str) -> None:
    """Play a card that says "choose", picking options by their number (1 = first).

    Example: ``When I play "Crossroads" choosing option 2``
    """
    picked = [int(x) - 1 for x in options.replace("and", ",").split(",") if x.strip()]
    ctx.attempt(ctx.raw_game.play, 0, uid(ctx, card), choices=picked)


@when(parsers.parse('I play "{card}" putting {on_field:d} tokens on my field and {in_ex:d} in my EX area'))
def play_splitting_tokens(ctx: Ctx, card: str, on_field: int, in_ex: int) -> None:
    """Play a card that summons tokens, choosing how many go to the field and to the EX area.

    Example: ``When I play "Aria, Fairy Princess" putting 2 tokens on my field and 3 in my EX area``
    """
    ctx.attempt(ctx.raw_game.play, 0, uid(ctx, card), token_split=(on_field, in_ex))


@when(parsers.parse('I play "{card}" declining its optional cost'))
def play_declining(ctx: Ctx, card: str) -> None:
    """Play a card and choose not to pay the cost of its automatic ability.

    Example: ``When I play "Paid Fanfare Mage" declining its optional cost``
    """
    ctx.attempt(ctx.raw_game.play, 0, uid(ctx, card), pay_optional_costs=False)


@when(parsers.parse('I play "{card}" paying Earth Rite with "{amulet}"'))
def play_earth_rite(ctx: Ctx, card: str, amulet: str) -> None:
    """Play a card and pay its Earth Rite cost with a Stack counter of an amulet.

    Example: ``When I play "Earth Tremor" paying Earth Rite with "Stack Obelisk"``
    """
    ctx.attempt(ctx.raw_game.play, 0, uid(ctx, card), earth_rite=uid(ctx, amulet))


@when(parsers.parse('I select "{target}" as the target'))
def select_target(ctx: Ctx, target: str) -> None:
    """Select the target of the ability that is waiting for one.

    Example: ``When I select "Test Fighter" as the target``
    """
    ctx.attempt(ctx.raw_game.choose_targets, 0, [uid(ctx, target)])


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
    if through and ctx.error is None and ctx.raw_game.state.window is not None:
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


def _evolve(ctx: Ctx, card: str, ep: int, design: str | None = None) -> None:
    new_uid = ctx.attempt(ctx.raw_game.evolve, 0, uid(ctx, card), ep=ep, ep_design=design)
    if new_uid is not None:
        remember(ctx, card, new_uid)


@when(parsers.parse('I evolve "{card}"'))
def evolve(ctx: Ctx, card: str) -> None:
    """Evolve a follower paying its whole cost in play points.

    Example: ``When I evolve "Evolving Fighter"``
    """
    _evolve(ctx, card, 0)


@when(parsers.re(r'I evolve "(?P<card>[^"]+)" using (?P<ep>\d+) evolution points?$'), converters={"ep": int})
def evolve_with_ep(ctx: Ctx, card: str, ep: int) -> None:
    """Evolve a follower, paying part of the cost with evolution points.

    Example: ``When I evolve "Evolving Fighter" using 1 evolution point``
    """
    _evolve(ctx, card, ep)


@when(parsers.parse('I serve "{card}"'))
def serve(ctx: Ctx, card: str) -> None:
    """Play a follower's serve ability paying its cost in play points.

    Example: ``When I serve "Special Week"``
    """
    ctx.attempt(ctx.raw_game.serve, 0, uid(ctx, card))


@when(parsers.re(r'I serve "(?P<card>[^"]+)" using (?P<ep>\d+) evolution points?$'), converters={"ep": int})
def serve_with_ep(ctx: Ctx, card: str, ep: int) -> None:
    """Serve, paying part of the cost with evolution points.

    Example: ``When I serve "Special Week" using 1 evolution point``
    """
    ctx.attempt(ctx.raw_game.serve, 0, uid(ctx, card), ep=ep)


@when(parsers.parse('I serve "{card}" using my "{design}" evolution point'))
def serve_with_design(ctx: Ctx, card: str, design: str) -> None:
    """Serve, paying one play point of the cost with an evolution point of a given design.

    Example: ``When I serve "Special Week" using my "Shadowverse" evolution point``
    """
    ctx.attempt(ctx.raw_game.serve, 0, uid(ctx, card), ep=1, ep_design=design)


@when("I end my main phase")
def end_main_phase(ctx: Ctx) -> None:
    """End my main phase: end-phase abilities, then the opponent's Quick window opens.

    Example: ``When I end my main phase``
    """
    ctx.attempt(ctx.raw_game.end_main_phase, 0)


@when(parsers.parse('I end my main phase engaging "{card}"'))
def end_main_phase_engaging(ctx: Ctx, card: str) -> None:
    """End my main phase and engage one of my reserved Ward followers in the end phase.

    Example: ``When I end my main phase engaging "Ward Guard"``
    """
    ctx.attempt(ctx.raw_game.end_main_phase, 0, [uid(ctx, card)])


@when(parsers.re(rf"{WHO} ends? the turn$"))
def end_turn(ctx: Ctx, who: str) -> None:
    """End the main phase and, with the other player playing nothing in the Quick window, the turn.

    Example: ``When I end the turn`` / ``When my opponent ends the turn``
    """
    active = player(who)
    ctx.attempt(ctx.raw_game.end_main_phase, active)
    if ctx.error is None:
        ctx.attempt(ctx.raw_game.pass_window, 1 - active)


@when(parsers.re(r"I discard (?P<cards>.+) to keep 7 cards$"))
def discard(ctx: Ctx, cards: str) -> None:
    """Discard named cards from my hand at the end of my end phase.

    Example: ``When I discard "Test Goblin" to keep 7 cards``
    """
    names = [c.strip().strip('"') for c in cards.replace(" and ", ",").split(",") if c.strip()]
    ctx.attempt(ctx.raw_game.discard_to_limit, 0, [uid(ctx, n) for n in names])
