"""Costs (CR 10.4): paid in full or not at all."""

from __future__ import annotations

from engine.core import CardInstance
from engine.sve.cards import Ability
from engine.sve.classes import magical_items
from engine.sve.errors import CannotPayCost, EvolutionPointLimit
from engine.sve.state import PlayerState
from engine.sve.table import Table
from engine.sve.zones import banish


def can_pay(t: Table, p: PlayerState, card: CardInstance, ability: Ability) -> str | None:
    """Why the ability's cost cannot be paid, or ``None`` when it can (CR 10.4)."""
    cost = ability.cost
    if cost.pp > p.pp:
        return f"needs {cost.pp} play points; you have {p.pp}"
    if cost.engage and (card.state.get("engaged") or card.uid not in p.field):
        return f"{card.name} must be reserved on your field to engage it"
    if cost.leader_defense and p.leader.defense - cost.leader_defense < 0:
        return f"paying {cost.leader_defense} defense would take your leader from {p.leader.defense} below 0"
    if cost.lesson > len(magical_items(p)):
        return f"Lesson ({cost.lesson}) needs {cost.lesson} Magical Item cards in your EX area"
    return None


def pay_cost(t: Table, p: PlayerState, card: CardInstance, ability: Ability) -> None:
    """Pay the whole cost or nothing (CR 10.4)."""
    why = can_pay(t, p, card, ability)
    if why is not None:
        raise CannotPayCost(f"cannot pay the cost of {card.name}'s ability: {why}")
    cost = ability.cost
    p.pp -= cost.pp
    if cost.engage:
        card.state["engaged"] = True
    if cost.leader_defense:
        p.leader.defense -= cost.leader_defense
        p.lost_defense_this_turn = True
    for item in magical_items(p)[: cost.lesson]:
        banish(t, item)


def ep_payment(p: PlayerState, cost: int, ep: int, ep_design: str | None) -> tuple[int, int | None]:
    """Play points to pay and which evolution point to spend for an evolve or serve cost (CR 3.2; 12.2)."""
    if ep > 1:
        raise EvolutionPointLimit("at most 1 evolution point pays one evolve or serve cost")
    ep_index: int | None = None
    if ep == 1:
        if not p.ep:
            raise CannotPayCost("you have no evolution point")
        if ep_design is not None:
            if ep_design not in p.ep:
                raise CannotPayCost(f"you have no {ep_design} evolution point")
            ep_index = p.ep.index(ep_design)
        else:
            ep_index = 0
    pp_cost = max(0, cost - ep)
    if pp_cost > p.pp:
        raise CannotPayCost(f"this costs {pp_cost} play points; you have {p.pp}")
    return pp_cost, ep_index


def pay_evolve_or_serve(p: PlayerState, cost: int, ep: int, ep_design: str | None) -> None:
    """Pay an evolve or serve cost (one evolution point may replace one play point); uses up the turn's chance."""
    pp_cost, ep_index = ep_payment(p, cost, ep, ep_design)
    p.pp -= pp_cost
    if ep_index is not None:
        p.ep.pop(ep_index)
    p.evolved_or_served_this_turn = True
