"""Conditions and amounts (see ``vocabulary.CONDITIONS`` and ``vocabulary.AMOUNTS``).

Class conditions follow CR 13 (Combo 13.2, Spellchain and Earth Rite 13.3,
Overflow 13.4, Necrocharge and Sanguine 13.5). A value about the source card
that has left the field is read from its last known information (CR 10.11).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import CardInstance
from engine.sve.cards import Amount, Condition
from engine.sve.status import FOLLOWER_KINDS, attack_of, defense_of
from engine.sve.table import Table
from engine.sve.targets import matching


@dataclass
class Resolution:
    """What one resolving ability knows: its controller, source, payments and last known values."""

    player: int
    source: CardInstance
    earth_rite_paid: bool = False
    last_known: dict[str, int] = field(default_factory=dict)
    chosen: list[list[int]] = field(default_factory=list)
    previous: list[int] = field(default_factory=list)
    choices: list[int] = field(default_factory=list)
    subject: int | None = None
    left_field: dict[int, dict[str, int]] = field(default_factory=dict)
    fixed_counts: dict[str, int] | None = None
    """The Spellchain and Necrocharge counts taken when the effect began to resolve (CR 13.3.1.4,
    13.5.1.3.2); ``None`` while it has not begun (a continuous ability reads them live)."""
    summoned: list[tuple[int, str]] = field(default_factory=list)  # tokens this resolution made (id, name)
    fixed_amounts: dict[int, int] = field(default_factory=dict)
    """The X of each ``fixed`` amount of the ability's effects (keyed by the amount's id), taken when the
    ability was played (CR 5.2.1.1)."""
    summoned_pick: list[int] | None = (
        None  # which of them the controller picked (CR 9.1; target ``summoned``)
    )
    x: int | None = None  # the value X its controller decided when playing it (CR 10.6.2.2.4)
    rolled: int | None = None  # the number this ability's last die roll showed (CR 5.20.1)
    declared: str | None = None  # the card name its controller declared (CR 5.33.1)
    moved_to: str | None = None
    """For an ability its card's own move set off (Last Words, "destroyed", "returned"): the zone that move put
    the card in. "This card" is then the card there, a new card, and nothing else (CR 4.1.4.1)."""
    into_deck: list[tuple[int, int, list[int]]] = field(default_factory=list)
    """Cards the last effect put into a deck together, one entry per deck and place (top or bottom): (the deck's
    owner, the player who orders them, the cards) (CR 4.1.5, 4.1.5.1)."""
    paid_with: tuple[int, ...] = ()
    """The cards that paid the ability's cost: its selections were made before they paid (CR 10.6.2.3 before
    10.6.2.5), so a card it puts onto the field from a zone is never one of them."""


def class_counts(t: Table, player: int) -> dict[str, int]:
    """A player's Spellchain count (spells in the cemetery, CR 13.3.1.1) and Necrocharge count (cards in the
    cemetery, CR 13.5.1.2). A spell being resolved is not in the cemetery yet, so it is not counted (13.5.1.3.1)."""
    cemetery = t.state.players[player].cemetery
    return {
        "spellchain": sum(1 for c in cemetery if t.pool.get(c.name).kind == "spell"),
        "necrocharge": len(cemetery),
    }


def condition_met(t: Table, r: Resolution, cond: Condition | None) -> bool:
    """Whether every part of ``cond`` holds for the resolving ability ``r``."""
    if cond is None:
        return True
    s = t.state
    p = s.players[r.player]
    opp = s.players[1 - r.player]
    checks: list[bool] = []
    if cond.combo is not None:
        checks.append(p.cards_played_this_turn >= cond.combo)
    if cond.played_this_turn_at_least is not None:
        checks.append(p.cards_played_this_turn >= cond.played_this_turn_at_least)
    if (
        cond.discarded_this_turn is not None
    ):  # CR 5.12: any discard from the hand this turn, the hand limit's too
        checks.append(p.discarded_this_turn is cond.discarded_this_turn)
    if cond.attacks_this_turn_at_least is not None:  # CR 8.4: every attack declared counts
        checks.append(p.attacks_this_turn >= cond.attacks_this_turn_at_least)
    if cond.spellchain is not None or cond.necrocharge is not None:
        counts = r.fixed_counts if r.fixed_counts is not None else class_counts(t, r.player)
        if cond.spellchain is not None:
            checks.append(counts["spellchain"] >= cond.spellchain)
        if cond.necrocharge is not None:
            checks.append(counts["necrocharge"] >= cond.necrocharge)
    if cond.overflow is not None:
        checks.append((p.pp_max >= 7) is cond.overflow)
    if cond.sanguine is not None:
        checks.append((s.active == r.player and p.lost_defense_this_turn) is cond.sanguine)
    if cond.earth_rite is not None:
        checks.append(r.earth_rite_paid is cond.earth_rite)
    if cond.count_at_least is not None:
        checks.append(len(matching(t, r.player, cond.count_at_least, r.source)) >= cond.count_at_least.n)
    if cond.count_at_most is not None:
        checks.append(len(matching(t, r.player, cond.count_at_most, r.source)) <= cond.count_at_most.n)
    if cond.leader_defense_at_most is not None:
        checks.append(p.leader.defense <= cond.leader_defense_at_most)
    if cond.leader_defense_at_least is not None:
        checks.append(p.leader.defense >= cond.leader_defense_at_least)
    if cond.enemy_leader_defense_at_most is not None:
        checks.append(opp.leader.defense <= cond.enemy_leader_defense_at_most)
    if cond.pp_at_least is not None:
        checks.append(p.pp >= cond.pp_at_least)
    if cond.pp_max_at_least is not None:
        checks.append(p.pp_max >= cond.pp_max_at_least)
    if cond.ep_at_least is not None:
        checks.append(len(p.ep) >= cond.ep_at_least)
    if cond.your_turn is not None:
        checks.append((s.active == r.player) is cond.your_turn)
    if cond.evolved_on_field is not None:
        has = any(c.state.get("evolved") for c in p.field if t.defn(c).kind in FOLLOWER_KINDS)
        checks.append(has is cond.evolved_on_field)
    if cond.attacking_follower is not None:
        checks.append(s.attack is not None and (s.attack.target is not None) is cond.attacking_follower)
    if cond.in_combat is not None:  # CR 8.4.5.1: a follower attacking a follower, and that follower
        a = s.attack
        fighting = a is not None and a.target is not None and r.source.uid in (a.attacker, a.target)
        checks.append(fighting is cond.in_combat)
    if cond.rolled_at_least is not None:  # CR 5.20.1: the number the die of this ability showed
        checks.append(r.rolled is not None and r.rolled >= cond.rolled_at_least)
    if cond.top_card_declared is not None:  # CR 5.33.1: the declared name against the top card of your deck
        top = p.deck.cards[0] if p.deck.cards else None
        has = r.declared is not None and top is not None and top.name == r.declared
        checks.append(has is cond.top_card_declared)
    if cond.all is not None:
        checks.extend(condition_met(t, r, sub) for sub in cond.all)
    if cond.self_evolved is not None:
        checks.append(bool(t.defn(r.source).kind == "evolved") is cond.self_evolved)
    return all(checks)


def _attack_of(t: Table, r: Resolution, uid: int) -> int:
    """The attack of card ``uid`` as "it": its final attack if it left the field while this ability resolved
    (CR 10.11; a token that left the game too), else its attack where it is now (0 once gone)."""
    zone = t.zone_of(uid)
    if zone != "field" and uid in r.left_field:
        return r.left_field[uid]["attack"]
    return 0 if zone is None else attack_of(t, t.find(uid)[2])


def _still_there(t: Table, uid: int) -> bool:
    """Whether ``uid`` is a card that is still in some zone (not a leader, not gone from the game)."""
    return uid >= 0 and t.zone_of(uid) is not None


def amount_of(t: Table, r: Resolution, amount: int | Amount) -> int:
    """The number an effect uses: a plain number, or X computed now (CR 5.29 "for every"); a ``fixed`` X is
    the one taken when the ability was played (CR 5.2.1.1), if it was taken."""
    if isinstance(amount, int):
        return amount
    if amount.fixed and id(amount) in r.fixed_amounts:
        return r.fixed_amounts[id(amount)]
    p = t.state.players[r.player]
    on_field = t.zone_of(r.source.uid) == "field"
    if amount.count is not None:
        base = len(matching(t, r.player, amount.count, r.source))
    elif amount.original:  # CR 5.24.1: the printed value of the information the card has, no effect counted
        cards = (
            [r.source]
            if not amount.attack_of_it
            else [t.find(u)[2] for u in r.previous if _still_there(t, u)]
        )
        base = sum(t.defn(c).defense if amount.defense_of_self else t.defn(c).attack for c in cards)
        if amount.attack_of_it:  # a token it moved off the field: as it last was there (CR 10.11.1)
            gone = [u for u in r.previous if u >= 0 and not _still_there(t, u) and u in r.left_field]
            base += sum(r.left_field[u].get("original_attack", 0) for u in gone)
    elif amount.attack_of_self:
        base = attack_of(t, r.source) if on_field else r.last_known.get("attack", 0)
    elif amount.defense_of_self:
        base = defense_of(t, r.source) if on_field else r.last_known.get("defense", 0)
    elif amount.attack_of_it:
        base = sum(_attack_of(t, r, uid) for uid in r.previous if uid >= 0)
    elif amount.count_of_it:
        base = len(r.previous)  # "X = the number of cards discarded this way": what the previous effect did
    elif amount.cards_played:
        base = p.cards_played_this_turn - (1 if amount.excluding_self else 0)
    elif amount.pp:
        base = p.pp
    elif amount.chosen:
        base = r.x or 0  # CR 10.6.2.2.4: decided by its controller when it was played
    elif amount.cost_of_trigger:  # CR 2.5: the cost of the card that set the ability off
        subject = t.card_or_none(r.subject) if r.subject is not None else None
        base = t.defn(subject).cost if subject is not None else 0
    else:
        base = p.leader.defense
    value = max(0, base) * amount.times + amount.plus
    # CR 5.30.1: half of the value; an odd value is rounded down (assumed: the wording of CR 5.30.2 was not found)
    return value // 2 if amount.half else value
