"""Effect primitives (CR 5): what an ability does (see :data:`engine.sve.cards.EFFECTS`)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.core import CardInstance
from engine.sve.cards import Effect
from engine.sve.conditions import condition_met
from engine.sve.context import PlayContext
from engine.sve.errors import ExAreaFull, FieldFull, InvalidChoice
from engine.sve.keywords import drain
from engine.sve.state import PlayerState
from engine.sve.table import Table
from engine.sve.targets import select
from engine.sve.zones import banish, bury, destroy, draw, enter_field


def apply_effect(
    t: Table,
    player: int,
    source: CardInstance,
    effect: Effect,
    it: Iterator[int],
    ctx: PlayContext,
    earth_rite_paid: bool,
) -> None:
    """Apply one effect primitive."""
    s = t.state
    me, opp = s.players[player], s.players[1 - player]
    kind = effect.kind
    if kind == "damage":
        if effect.target == "enemy_leader":
            drain(t, me, source, damage_leader(t, opp, effect.amount))
        elif effect.target == "own_leader":
            damage_leader(t, me, effect.amount)
        else:
            for card in select(t, player, source, effect, it):
                drain(t, me, source, damage_follower(card, effect.amount))
    elif kind == "buff":
        for card in select(t, player, source, effect, it):
            card.state["attack_mod"] = int(card.state.get("attack_mod", 0)) + effect.attack
            card.state["defense_mod"] = int(card.state.get("defense_mod", 0)) + effect.defense
    elif kind == "gain_defense":
        me.leader.defense += effect.amount
        s.log.add("leader-defense-gained", player, amount=effect.amount)
    elif kind == "draw":
        draw(s, player, effect.amount)
    elif kind == "summon_token":
        summon_tokens(t, me, effect, ctx)
    elif kind == "summon_from":
        zone = effect.zone or "cemetery"
        found = next((c for c in me.zone(zone) if c.name == effect.card), None)
        if found is not None and not me.field.is_full():
            me.zone(zone).remove(found.uid)
            enter_field(t, found, me, from_zone=zone)
    elif kind in ("destroy", "banish", "bury"):
        action = {"destroy": destroy, "banish": banish, "bury": bury}[kind]
        for card in select(t, player, source, effect, it):
            action(t, card)
    elif kind == "put_counter":
        for card in select(t, player, source, effect, it):
            counters = card.state.setdefault("counters", {})
            counters[effect.counter or "fable"] = counters.get(effect.counter or "fable", 0) + effect.amount
    elif kind == "recover":
        me.pp = min(me.pp_max, me.pp + effect.amount)
    elif kind == "transfer_stack":
        for card in select(t, player, source, effect, it):
            n = source.state["counters"].get("stack", 0)
            source.state["counters"]["stack"] = 0
            card.state["counters"]["stack"] = card.state["counters"].get("stack", 0) + n
    elif kind == "choose":
        picked = list(ctx.choices)
        if len(picked) != effect.count or len(set(picked)) != len(picked):
            raise InvalidChoice(f"choose exactly {effect.count} of {len(effect.options)} options")
        for index in picked:
            if not 0 <= index < len(effect.options):
                raise InvalidChoice(f"there is no option {index + 1}")
            for sub in effect.options[index]:
                if condition_met(t, player, sub, earth_rite_paid):
                    apply_effect(t, player, source, sub, it, ctx, earth_rite_paid)
        s.log.add("chose", player, options=picked)
    else:
        raise InvalidChoice(f"unknown effect {kind!r}")


def summon_tokens(t: Table, me: PlayerState, effect: Effect, ctx: PlayContext) -> None:
    """Summon up to ``amount`` tokens, split between field and EX area; each zone only up to its limit.

    Spell tokens never go onto the field, which holds only followers and amulets (CR 4.4); they
    go to the EX area, which takes spells too (CR 4.8).
    """
    name = effect.token or ""
    spell = t.pool.get(name).kind == "spell"
    if ctx.token_split is not None:
        to_field, to_ex = ctx.token_split
        if to_field < 0 or to_ex < 0 or to_field + to_ex > effect.amount:
            raise InvalidChoice(f"summon at most {effect.amount} {name} tokens in all")
        if spell and to_field:
            raise InvalidChoice(f"{name} is a spell token: it cannot be put onto the field")
        me.field.require_room(to_field, error=FieldFull)
        me.ex.require_room(to_ex, error=ExAreaFull)
    else:
        to_field = 0 if spell else min(effect.amount, me.field.free or 0)
        to_ex = min(effect.amount - to_field, me.ex.free or 0)
    for _ in range(to_field):
        token = t.new_card(name, me.index, token=True)
        enter_field(t, token, me, from_zone="token")
    for _ in range(to_ex):
        token = t.new_card(name, me.index, token=True)
        me.ex.add(token, error=ExAreaFull)
    t.state.log.add("tokens-summoned", me.index, name=name, field=to_field, ex=to_ex)


def damage_leader(t: Table, p: PlayerState, amount: int) -> int:
    """Deal damage to a leader; 0 or less deals none (CR 5.14). Returns the damage dealt."""
    if amount <= 0:
        return 0
    p.leader.defense -= amount
    p.lost_defense_this_turn = True
    t.state.log.add("leader-damaged", p.index, amount=amount)
    return amount


def damage_follower(card: CardInstance, amount: int) -> int:
    """Deal damage to a follower; 0 or less deals none (CR 5.14). Returns the damage dealt."""
    if amount <= 0:
        return 0
    card.state["damage"] = int(card.state.get("damage", 0)) + amount
    return amount
