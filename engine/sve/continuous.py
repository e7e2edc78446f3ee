"""Continuous effects (CR 10.9): abilities that apply for as long as their card is on the field.

A ``continuous`` ability gives its effects (``buff``, ``give_keyword``,
``reduce_damage``, ``cost_change``, ``evolve_cost_change``) to every card its ``each`` target matches,
while its ``if`` condition holds. Values are computed when read, so they start
and stop exactly when the source arrives, leaves or the condition changes.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import CardInstance
from engine.sve.cards import Target
from engine.sve.conditions import Resolution, amount_of, condition_met
from engine.sve.context import NO_MODS, Mods
from engine.sve.state import PlayerState
from engine.sve.table import Table
from engine.sve.targets import leader_uid, matches


def continuous_mods(t: Table, card: CardInstance) -> Mods:
    """Sum of every continuous effect that applies to ``card`` now."""
    attack = defense = reduce = cost = evolve = 0
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
                    elif e.kind == "reduce_damage" and e.damage_from is None:  # the rest: damage_shields
                        reduce += amount
                        prevent = prevent or e.prevent
                    elif e.kind == "cost_change":
                        cost += e.amount if isinstance(e.amount, int) else 0
                    elif e.kind == "evolve_cost_change":
                        evolve += amount
                    elif e.kind == "restrict" and e.restriction:
                        restrictions.add(e.restriction)
                    elif e.kind == "damage_bonus":
                        bonus += amount_of(t, Resolution(p.index, source), e.amount)
    if not found:
        return NO_MODS
    return Mods(
        attack, defense, frozenset(keywords), reduce, prevent, cost, frozenset(restrictions), bonus, evolve
    )


def any_named(players: list[PlayerState], names: frozenset[str]) -> bool:
    """Whether a card on either field has one of ``names`` (plain loops: this runs for every value read)."""
    for p in players:
        for c in p.field.cards:
            if c.name in names:
                return True
    return False


@dataclass(frozen=True)
class Shield:
    """One continuous "takes N less damage" / "takes no damage" effect (CR 10.10) on a leader or a card.

    ``damage_from`` limits it to the damage of attacks or to damage dealt by abilities (``None``: any damage).
    """

    amount: int
    prevent: bool
    damage_from: str | None


def damage_shields(t: Table, uid: int) -> list[Shield]:
    """Continuous damage reductions that apply to ``uid`` now (CR 10.9; 10.10).

    A leader (``-1``/``-2``) gets every ``reduce_damage`` effect whose target is that leader: ``own_leader`` /
    ``enemy_leader`` seen from the source's controller, or ``{each: leader, side: ...}``. A card gets only the
    ones limited by ``damage_from``; its plain reductions are already summed in :class:`Mods`.
    """
    players = t.state.players
    if not any_named(players, t.pool.continuous_names):
        return []
    card = None if uid < 0 else t.card_or_none(uid)
    zone = None if card is None else t.zone_of(uid)
    out: list[Shield] = []
    for p in players:
        for source in p.field:
            abilities = t.defn(source).abilities_by_trigger.get("continuous")
            if not abilities:
                continue
            for ab in abilities:
                if not condition_met(t, Resolution(p.index, source), ab.condition):
                    continue
                for e in ab.effects:
                    target = e.target
                    if e.kind != "reduce_damage" or target is None:
                        continue
                    if card is None:
                        applies = _names_leader(target, p.index, uid)
                    else:
                        applies = e.damage_from is not None and (
                            (target.mode == "self" and source.uid == card.uid)
                            or (
                                target.mode == "each"
                                and zone == target.zone
                                and {
                                    "own": card.owner == p.index,
                                    "enemy": card.owner != p.index,
                                    "any": True,
                                }[target.side]
                                and matches(t, p.index, card, target, source)
                            )
                        )
                    if applies:
                        amount = amount_of(t, Resolution(p.index, source), e.amount)
                        out.append(Shield(amount, e.prevent, e.damage_from))
    return out


def _names_leader(target: Target, controller: int, uid: int) -> bool:
    """Whether a continuous effect's target is the leader ``uid`` (seen from the source's ``controller``)."""
    if target.mode == "leader" or (target.mode == "each" and target.kind in ("leader", "leader_or_follower")):
        sides = {"own": [controller], "enemy": [1 - controller], "any": [0, 1]}[target.side]
        return uid in [leader_uid(side) for side in sides]
    return False
