"""Keyword abilities that change how other rules work (CR 12; 13.3).

Combat keywords (Ward, Storm, Rush, Assail, Intimidate, Bane) are read in
:mod:`engine.sve.combat`; Aura in :mod:`engine.sve.targets`. This module holds
the ones that replace or add to an event: Drain and Stack.
"""

from __future__ import annotations

from engine.core import CardInstance
from engine.core.atomic import touch
from engine.sve.state import Pending, PlayerState
from engine.sve.table import Table
from engine.sve.triggers import emit_leader_gain


def stack_replaces(t: Table, card: CardInstance) -> bool:
    """Stack (CR 13.3.2.2): a Stack amulet about to leave the field, for whatever zone, loses one Stack counter
    and stays. With no counter left it is not kept; rules handling then puts it into the cemetery (CR 11.7.1)."""
    counters = card.state.get("counters", {})
    if t.defn(card).has("stack") and counters.get("stack", 0) > 0:
        touch(t, card)
        counters["stack"] -= 1
        t.state.log.add("stack-counter-removed", card.owner, card=card.uid, left=counters["stack"])
        return True
    return False


def drain(t: Table, me: PlayerState, follower: CardInstance, dealt: int) -> None:
    """Drain (CR 12.13.1; 12.13.2): the attack damage a Drain follower dealt sets off an automatic ability that
    raises its leader's defense by as much; it waits as a pending ability for the next confirmation timing
    (:func:`drain_resolves`), like any automatic ability, and is not part of the combat damage.

    Called by combat for the attacking follower only: attack damage is the damage the attacker deals its
    attack target (CR 12.13.2.1); damage dealt back to it when it defends, or dealt by an ability, does not
    count (CR 12.13.2.2). Excess damage counts: the amount dealt is the amount. Several instances of Drain
    on one follower act as one (CR 12.13.3), so the keyword set is enough.
    """
    if dealt > 0:
        d = t.defn(follower)
        t.state.pending.append(
            Pending(
                kind="drain",
                player=me.index,
                card=follower.uid,
                name=d.name,
                evolved=d.kind == "evolved",
                ability=-1,  # a keyword ability: no entry in the card's ability list
                trigger="drain",
                last_known={"drained": dealt},
            )
        )
        t.state.log.add("ability-triggered", me.index, card=follower.uid, trigger="drain")


def drain_resolves(t: Table, pending: Pending) -> None:
    """The pending Drain ability resolves (CR 12.13.2): its controller's leader gains the damage dealt."""
    me = t.state.players[pending.player]
    dealt = pending.last_known["drained"]
    me.leader.defense += dealt
    t.state.log.add("drained", me.index, amount=dealt)
    emit_leader_gain(t, me.index, dealt)
