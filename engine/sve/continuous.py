"""Continuous effects (CR 10.9): abilities that apply for as long as their card is on the field.

A ``continuous`` ability gives its effects (``buff``, ``give_keyword``,
``reduce_damage``, ``cost_change``) to every card its ``each`` target matches,
while its ``if`` condition holds. Values are computed when read, so they start
and stop exactly when the source arrives, leaves or the condition changes.
"""

from __future__ import annotations

from engine.core import CardInstance
from engine.sve.conditions import Resolution, amount_of, condition_met
from engine.sve.context import NO_MODS, Mods
from engine.sve.state import PlayerState
from engine.sve.table import Table
from engine.sve.targets import matches


def continuous_mods(t: Table, card: CardInstance) -> Mods:
    """Sum of every continuous effect that applies to ``card`` now."""
    attack = defense = reduce = cost = 0
    keywords: set[str] = set()
    restrictions: set[str] = set()
    bonus = 0
    prevent = False
    found = False
    players = t.state.players
    names = t.pool.continuous_names
    if card.name not in names and not any_named(players, names):
        return NO_MODS  # the common case: no card that could give a continuous effect is around
    by_player = [
        [
            (source, False, abilities)
            for source in p.field
            if (abilities := t.defn(source).abilities_by_trigger.get("continuous"))
        ]
        for p in players
    ]
    own = t.defn(card).abilities_by_trigger.get("continuous")
    if not own and not any(by_player):
        return NO_MODS  # the common case: no continuous ability anywhere that could apply
    zone = t.zone_of(card.uid)  # computed once: reading values changes nothing
    # "your"/"enemy" cards are the ones each player controls: a field card is its field's player's (CR 3.1.2)
    holder = card.owner
    if zone == "field":
        holder = next((p.index for p in players if any(c.uid == card.uid for c in p.field.cards)), holder)
    for p, sources in zip(players, by_player, strict=True):
        if own and card.owner == p.index and zone not in ("field", None):
            # a card's own "this costs less" works from the hand and EX area
            sources.append((card, True, own))
        for source, off_field, abilities in sources:
            for ab in abilities:
                if not condition_met(t, Resolution(p.index, source), ab.condition):
                    continue
                for e in ab.effects:
                    target = e.target
                    if target is None:
                        continue
                    if off_field and not (target.mode == "self" and e.kind == "cost_change"):
                        continue
                    if target.mode == "self":
                        applies = source.uid == card.uid
                    else:
                        applies = (
                            zone == target.zone
                            and (
                                {"own": holder == p.index, "enemy": holder != p.index, "any": True}[
                                    target.side
                                ]
                            )
                        )
                        applies = applies and matches(t, p.index, card, target, source)
                    if not applies:
                        continue
                    found = True
                    amount = e.amount if isinstance(e.amount, int) else 0
                    if e.kind == "buff":
                        r = Resolution(p.index, source)
                        attack += amount_of(t, r, e.attack)
                        defense += amount_of(t, r, e.defense)
                    elif e.kind == "give_keyword" and e.keyword:
                        keywords.add(e.keyword)
                    elif e.kind == "reduce_damage":
                        reduce += amount
                        prevent = prevent or e.prevent
                    elif e.kind == "cost_change":
                        cost += e.amount if isinstance(e.amount, int) else 0
                    elif e.kind == "restrict" and e.restriction:
                        restrictions.add(e.restriction)
                    elif e.kind == "damage_bonus":
                        bonus += amount_of(t, Resolution(p.index, source), e.amount)
    if not found:
        return NO_MODS
    return Mods(attack, defense, frozenset(keywords), reduce, prevent, cost, frozenset(restrictions), bonus)


def any_named(players: list[PlayerState], names: frozenset[str]) -> bool:
    """Whether a card on either field has one of ``names`` (plain loops: this runs for every value read)."""
    for p in players:
        for c in p.field.cards:
            if c.name in names:
                return True
    return False
