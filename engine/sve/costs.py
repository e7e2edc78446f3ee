"""Costs (CR 10.4): paid in full or not at all; see ``vocabulary.COSTS``.

Cards that pay a discard, banish or return cost are chosen by the payer
(``cost_cards``); when exactly as many cards as needed qualify, they are taken
without asking.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import CardInstance
from engine.core.atomic import touch
from engine.sve.cards import Ability, Cost, CountedFilter, Filter
from engine.sve.classes import magical_items
from engine.sve.errors import CannotPayCost, EvolutionPointLimit, InvalidChoice
from engine.sve.state import PlayerState
from engine.sve.status import printed_cost
from engine.sve.table import Table
from engine.sve.targets import matching
from engine.sve.zones import banish, bury, discard, move


def _cost(ability: Ability | Cost) -> Cost:
    return ability if isinstance(ability, Cost) else ability.cost


def _requirements(ability: Ability | Cost) -> list[tuple[str, CountedFilter]]:
    cost = _cost(ability)
    out: list[tuple[str, CountedFilter]] = []
    if isinstance(cost.discard, CountedFilter):
        out.append(("discard", cost.discard.model_copy(update={"zone": "hand", "side": "own"})))
    elif cost.discard:
        out.append(("discard", CountedFilter(zone="hand", side="own", count=cost.discard)))
    if cost.bury is not None:
        # the card paying is any card of the field the filter allows, the ability's own card too unless the text
        # says "another" (``other``): official card Q&A of BP01-123 Wardrobe Raider
        out.append(("bury", cost.bury.model_copy(update={"side": "own", "zone": "field"})))
    if cost.banish is not None:
        out.append(("banish", cost.banish.model_copy(update={"side": "own"})))
    if cost.return_ is not None:
        out.append(("return", cost.return_.model_copy(update={"side": "own"})))
    return out


def cost_cards_for(
    t: Table,
    p: PlayerState,
    card: CardInstance,
    ability: Ability | Cost,
    cost_cards: Sequence[int],
    *,
    playing: bool = False,
) -> list[tuple[str, list[CardInstance]]] | str:
    """Which cards pay each part of the cost, or why they cannot.

    ``playing``: the cost is paid to play ``card`` itself, which has already left its zone for the
    resolution zone (CR 10.6.2.1), so it never pays a part of its own cost.
    """
    out: list[tuple[str, list[CardInstance]]] = []
    used: set[int] = set()
    itself = card.uid if playing else None
    for what, f in _requirements(ability):
        candidates = [
            c
            for c in matching(t, p.index, Filter(**f.model_dump(exclude={"count"})), card)
            if c.uid not in used and c.uid != itself
        ]
        if len(candidates) < f.count:
            return f"{what} needs {f.count} card(s) and only {len(candidates)} qualify"
        if cost_cards:
            chosen = [c for c in candidates if c.uid in cost_cards][: f.count]
            if len(chosen) < f.count:
                return f"choose {f.count} card(s) to {what} among those that qualify"
        elif len(candidates) == f.count:
            chosen = candidates
        else:
            return f"choose which {f.count} card(s) to {what} (cost_cards)"
        used |= {c.uid for c in chosen}
        out.append((what, chosen))
    extra = [uid for uid in cost_cards if uid not in used]
    if extra:
        return f"card #{extra[0]} does not pay any part of this cost"
    return out


def can_pay(
    t: Table,
    p: PlayerState,
    card: CardInstance,
    ability: Ability | Cost,
    cost_cards: Sequence[int] = (),
    *,
    playing: bool = False,
) -> str | None:
    """Why the ability's cost cannot be paid, or ``None`` when it can (CR 10.4); ``playing`` as in
    :func:`cost_cards_for`."""
    cost = _cost(ability)
    if cost.pp > p.pp:
        return f"needs {cost.pp} play points; you have {p.pp}"
    if cost.ep > len(p.ep):
        return f"needs {cost.ep} evolution points; you have {len(p.ep)}"
    if cost.engage and (card.state.get("engaged") or card.uid not in p.field):
        return f"{card.name} must be reserved on your field to engage it"
    if cost.bury_self and card.uid not in p.field:
        return f"{card.name} must be on your field to put it into the cemetery"
    if cost.leader_defense and p.leader.defense - cost.leader_defense < 0:
        return f"paying {cost.leader_defense} defense would take your leader from {p.leader.defense} below 0"
    if cost.lesson > len(magical_items(p)):
        return f"Lesson ({cost.lesson}) needs {cost.lesson} Magical Item cards in your EX area"
    for name, n in cost.remove_counters.items():
        if card.state.get("counters", {}).get(name, 0) < n:
            return f"{card.name} needs {n} {name} counter(s) to remove"
    picked = cost_cards_for(t, p, card, ability, cost_cards, playing=playing)
    return picked if isinstance(picked, str) else None


def pay_cost(
    t: Table,
    p: PlayerState,
    card: CardInstance,
    ability: Ability | Cost,
    cost_cards: Sequence[int] = (),
    *,
    playing: bool = False,
) -> None:
    """Pay the whole cost or nothing (CR 10.4); ``playing`` as in :func:`cost_cards_for`."""
    why = can_pay(t, p, card, ability, cost_cards, playing=playing)
    if why is not None:
        error = InvalidChoice if why.startswith(("choose", "card #")) else CannotPayCost
        raise error(f"cannot pay the cost of {card.name}: {why}")
    cost = _cost(ability)
    picked = cost_cards_for(t, p, card, ability, cost_cards, playing=playing)
    assert not isinstance(picked, str)
    p.pp -= cost.pp
    del p.ep[: cost.ep]
    if cost.engage:
        touch(t, card)
        card.state["engaged"] = True
    if cost.leader_defense:
        p.leader.defense -= cost.leader_defense
        p.lost_defense_this_turn = True
    for name, n in cost.remove_counters.items():
        touch(t, card)
        card.state["counters"][name] -= n
    for item in magical_items(p)[: cost.lesson]:
        banish(t, item)
    for what, cards in picked:
        for c in cards:
            if what == "discard":
                discard(t, c)
            elif what == "banish":
                banish(t, c)
            elif what == "bury":
                bury(t, c)
            else:
                move(t, c, t.state.players[c.owner], "hand")
    if cost.bury_self:
        bury(t, card)
    t.state.log.add("cost-paid", p.index, card=card.uid)


def play_cost(t: Table, card: CardInstance, *, set_to: int | None = None, less: int = 0) -> int:
    """The play points that playing ``card`` takes now, however it is played (CR 10.6.2.5.1; 10.4.4.1).

    The starting value is the printed cost, or the value the way of playing sets ("its cost becomes 7",
    "play it with its cost set to 0"); then every increase and decrease applies: continuous cost changes,
    one-shot changes on the card and ``less`` (an alternative cost or effect that says "N less"). The
    result is never below 0. The card's printed cost itself does not change.
    """
    base = (
        printed_cost(t, card) if set_to is None else set_to
    )  # an evolved follower: its base card's (5.16.1.2)
    lasting = sum(e.amount for e in t.state.lasting if e.uid == card.uid and e.kind == "cost")
    return max(0, base + t.continuous(card).cost + lasting - less)


def evolve_cost(t: Table, card: CardInstance, printed: int) -> int:
    """An evolve cost in play points with the evolve cost changes that apply to ``card`` (CR 10.6.2.5.1; 12.2).

    Continuous and one-shot changes add up; the result is never below 0.
    """
    lasting = sum(e.amount for e in t.state.lasting if e.uid == card.uid and e.kind == "evolve_cost")
    return max(0, printed + t.continuous(card).evolve_cost + lasting)


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
