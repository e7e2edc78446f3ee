"""Abilities (CR 10): playing and resolving one ability, and the triggers that set them off."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import CardInstance
from engine.sve.cards import Ability, selects
from engine.sve.classes import pay_earth_rite
from engine.sve.conditions import condition_met
from engine.sve.context import NO_CHOICES, PlayContext
from engine.sve.costs import can_pay, pay_cost
from engine.sve.effects import apply_effect
from engine.sve.table import Table
from engine.sve.targets import check_selections, valid_targets


def resolve_ability(
    t: Table,
    player: int,
    card: CardInstance,
    ability: Ability,
    *,
    ctx: PlayContext = NO_CHOICES,
    paid: bool = False,
    targets: Sequence[int] | None = None,
    choices: Sequence[int] | None = None,
) -> None:
    """Play and resolve one ability (CR 10.6-10.8).

    An automatic ability with a cost is optional (CR 10.7): it is skipped when
    the player declines or cannot pay. A selection with no valid target makes
    those effects do nothing; with valid targets but none chosen yet the
    ability waits (``choose_targets``) and nothing else may be played.
    """
    if targets is not None or choices is not None:
        ctx = PlayContext(targets or (), choices or ())
    s = t.state
    p = s.players[player]
    automatic = ability.trigger not in ("activated", "spell")
    if automatic and not paid and not ability.cost.is_free():
        if not ctx.pay_optional_costs or can_pay(t, p, card, ability) is not None:
            s.log.add("optional-cost-declined", player, card=card.uid)
            return
        pay_cost(t, p, card, ability)
    earth_rite_paid = False
    if ability.cost.earth_rite and ctx.earth_rite is not None:
        pay_earth_rite(t, p, ctx.earth_rite)
        earth_rite_paid = True
    chosen: list[int] = list(ctx.targets)
    if automatic and any(selects(e.target) for e in ability.effects):
        kinds = [e.target for e in ability.effects if selects(e.target)]
        has_valid = any(valid_targets(t, player, k, card) for k in kinds if k)
        if not has_valid:
            s.log.add("ability-fizzled", player, card=card.uid, trigger=ability.trigger)
            chosen = []
        elif not chosen:
            s.pending.append({"player": player, "card": card.uid, "ability": t.ability_index(card, ability)})
            s.log.add("awaiting-target", player, card=card.uid)
            return
        else:
            check_selections(t, player, card, ability, chosen)
    it = iter(chosen)
    for effect in ability.effects:
        if condition_met(t, player, effect, earth_rite_paid):
            apply_effect(t, player, card, effect, it, ctx, earth_rite_paid)
    s.log.add("ability-resolved", player, card=card.uid, trigger=ability.trigger)


def trigger_on_play(t: Table, player: int, played: int) -> None:
    """Abilities of the player's other field cards that trigger when they play a card."""
    for card in list(t.state.players[player].field):
        if card.uid != played:
            for ab in t.defn(card).triggered("on_play"):
                t.fire(player, card, ab)
