"""Attacks and combat (CR 8.4; 12.8-12.12): who may be attacked, and what combat does."""

from __future__ import annotations

from engine.core import CardInstance
from engine.sve.effects import damage_follower, damage_leader, restricted
from engine.sve.errors import (
    CannotAttack,
    IllegalTarget,
    Intimidated,
    SummoningSick,
    TargetReserved,
    WardFirst,
)
from engine.sve.keywords import drain
from engine.sve.state import Attack, PlayerState
from engine.sve.status import attack_of, defense_of, is_follower, keywords_of
from engine.sve.table import Table
from engine.sve.zones import destroy


def check_attack_target(t: Table, attacker: CardInstance, opp: PlayerState, target: int | None) -> None:
    """Who a follower may attack (CR 8.4; 12.8–12.12).

    The leader: only a follower on the field since the start of the turn, or
    with Storm. An enemy follower: engaged ones (reserved ones too with
    Assail), never one with Intimidate; a follower that arrived this turn
    needs Storm or Rush, or to have evolved. While an engaged enemy follower
    with Ward that may be attacked is on the field, only such followers may be
    attacked (CR 12.8.2).
    """
    s = t.state
    d = t.defn(attacker)
    kw = keywords_of(t, attacker)
    if restricted(t, attacker.uid, "cannot_attack"):
        raise CannotAttack(f"{d.name} cannot attack now")
    if target is None and restricted(t, attacker.uid, "cannot_attack_leader"):
        raise CannotAttack(f"{d.name} cannot attack leaders now")
    new = attacker.state.get("entered_turn") == s.turn
    wards = [c for c in opp.field if _ward_in_effect(t, c)]
    if target is None:
        if new and "storm" not in kw:
            raise SummoningSick(f"{d.name} arrived this turn and cannot attack the leader")
        if wards:
            raise WardFirst("an engaged follower with Ward must be attacked first")
        return
    if target not in opp.field or not is_follower(t, opp.field.get(target)):
        raise IllegalTarget(f"card #{target} is not an enemy follower on the field")
    if new and not ({"storm", "rush"} & kw or attacker.state.get("evolved")):
        raise SummoningSick(f"{d.name} arrived this turn and has neither Storm nor Rush")
    victim = opp.field.get(target)
    vkw = keywords_of(t, victim)
    if "intimidate" in vkw:
        raise Intimidated(f"{victim.name} has Intimidate and cannot be attacked")
    if not victim.state.get("engaged") and "assail" not in kw:
        raise TargetReserved(f"{victim.name} is reserved; only Assail attacks reserved followers")
    if wards and victim not in wards:
        raise WardFirst("an engaged follower with Ward must be attacked first")


def _ward_in_effect(t: Table, card: CardInstance) -> bool:
    """Whether ``card`` holds attacks to itself by Ward (CR 12.8.2).

    Ward only binds while its follower is engaged, and only asks the attacker to choose it among the
    targets it could choose anyway: a Ward follower that cannot be attacked (Intimidate, CR 12.12.2)
    forbids nothing, so the attack goes to any other legal target.
    """
    kw = keywords_of(t, card)
    return (
        is_follower(t, card) and bool(card.state.get("engaged")) and "ward" in kw and "intimidate" not in kw
    )


def combat_damage(t: Table, card: CardInstance) -> int:
    """The damage a follower deals in combat: its attack, or its defense under "deals damage equal to its defense"."""
    if restricted(t, card.uid, "combat_by_defense"):
        return defense_of(t, card)
    return attack_of(t, card)


def resolve_combat(t: Table, attack: Attack) -> None:
    """Combat (CR 8.4): damage both ways at once; Drain heals by the attack damage; Bane destroys after damage.

    Only the attacker's Drain counts: Drain answers the damage its follower deals as the attacker to the
    attack target (CR 12.13.2, 12.13.2.1); the damage a defending Drain follower deals back does not
    (CR 12.13.2.2).

    If the target left the field the attack simply ends.
    """
    s = t.state
    me, opp = s.players[s.active], s.players[1 - s.active]
    if attack.attacker not in me.field:
        s.log.add("attack-ended", s.active, why="attacker-left")
        return
    attacker = me.field.get(attack.attacker)
    akw = keywords_of(t, attacker)
    if attack.target is None:
        dealt = damage_leader(t, opp, combat_damage(t, attacker), attacker, by_attack=True)
        if "drain" in akw:
            drain(t, me, attacker, dealt)
        s.log.add("combat", s.active, attacker=attacker.uid, target=None, dealt=dealt)
        return
    if attack.target not in opp.field:
        s.log.add("attack-ended", s.active, why="target-left")
        return
    victim = opp.field.get(attack.target)
    vkw = keywords_of(t, victim)
    hits, hit_back = combat_damage(t, attacker), combat_damage(t, victim)
    dealt = damage_follower(t, victim, hits, attacker, by_attack=True)
    taken = damage_follower(t, attacker, hit_back, victim, by_attack=True)
    if "drain" in akw:
        drain(t, me, attacker, dealt)
    s.log.add("combat", s.active, attacker=attacker.uid, target=victim.uid, dealt=dealt, taken=taken)
    # Bane's destruction is a destruction by an ability (CR 11.3.2.1)
    if (
        "bane" in akw
        and victim.uid in opp.field
        and not restricted(t, victim.uid, "cannot_be_destroyed_by_abilities")
    ):
        destroy(t, victim)
    if (
        "bane" in vkw
        and attacker.uid in me.field
        and not restricted(t, attacker.uid, "cannot_be_destroyed_by_abilities")
    ):
        destroy(t, attacker)
