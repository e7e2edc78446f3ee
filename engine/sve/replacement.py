"""The order of several modifications of one event (CR 10.10.2).

"Deals N more damage", "takes N less damage" and "takes no damage" all change one damage event instead of
letting it happen as it would (CR 10.2.1.3.2). They apply one after another, and once the damage is 0 or less
it is not dealt at all, so what is left has nothing to change: where several apply, their order can decide the
result. The player whose follower or leader the damage reaches chooses that order. A player names, with
:meth:`engine.sve.game.Game.apply_first`, the cards whose modifications they apply first
(``state.applies_first``); the rest follow in the usual order, the dealing card's increases before the
reductions on the card taking the damage (then only the total counts, see
:func:`engine.sve.effects.deal_damage`).
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.core import CardInstance
from engine.sve.cards import Effect, Target
from engine.sve.conditions import Resolution, amount_of, condition_met
from engine.sve.continuous import _names_leader
from engine.sve.table import Table
from engine.sve.targets import leader_of, matches


def reduced_to_nothing_first(
    t: Table, uid: int, amount: int, source: CardInstance | None, *, by_attack: bool = False
) -> bool:
    """Whether the modifications the affected player applies first bring ``amount`` damage to ``uid`` down to
    0 or less before any other modification applies (then no damage is dealt, CR 10.10.2). A reduction limited
    to the damage of attacks or of abilities (``damage_from``) counts only for that damage (``by_attack``)."""
    if amount <= 0:
        return False
    owner = leader_of(uid)
    if owner is None:
        card = t.card_or_none(uid)
        if card is None:
            return False
        owner = card.owner
    for name in t.state.applies_first[owner]:
        for change, prevents in _modifications_by(
            t, name, uid, source, "attacks" if by_attack else "abilities"
        ):
            amount = 0 if prevents else amount + change
            if amount <= 0:
                return True
    return False


def _modifications_by(
    t: Table, name: str, uid: int, source: CardInstance | None, damage: str
) -> list[tuple[int, bool]]:
    """The changes the effects of the card ``name`` make to this damage: (change, prevents) for each."""
    lasting = t.state.lasting
    out: list[tuple[int, bool]] = []
    if source is not None:
        out += [
            (e.amount, False)
            for e in lasting
            if e.uid == source.uid and e.kind == "bonus" and e.source == name
        ]
        if t.zone_of(source.uid) == "field":
            out += [(n, False) for n, _ in _continuous(t, name, source, "damage_bonus")]
    out += [
        (-e.amount, e.prevent)
        for e in lasting
        if e.uid == uid and e.kind == "reduce" and e.source == name and e.keyword in (None, damage)
    ]
    card = t.card_or_none(uid) if uid >= 0 else None
    if card is not None and t.zone_of(uid) == "field":
        out += [(-n, prevents) for n, prevents in _continuous(t, name, card, "reduce_damage", damage)]
    elif uid < 0:
        out += [(-n, prevents) for n, prevents in _leader_shields(t, name, uid, damage)]
    return out


def _continuous_effects(
    t: Table, name: str, kind: str, damage: str | None
) -> Iterator[tuple[int, CardInstance, Resolution, Effect, Target]]:
    """The ``kind`` effects with a target of the continuous abilities of the field cards named ``name`` whose
    condition holds now, limited to ``damage`` when they name a kind of damage: (controller, source, its
    resolution, effect, target)."""
    for p in t.state.players:
        for src in p.field:
            if src.name != name:
                continue
            for ability in t.defn(src).abilities_by_trigger.get("continuous", ()):
                r = Resolution(p.index, src)
                if not condition_met(t, r, ability.condition):
                    continue
                for e in ability.effects:
                    if e.kind == kind and e.target is not None and e.damage_from in (None, damage):
                        yield p.index, src, r, e, e.target


def _leader_shields(t: Table, name: str, uid: int, damage: str) -> list[tuple[int, bool]]:
    """The continuous "your leader takes N less damage" / "takes none" effects of the field cards named
    ``name`` on the leader ``uid`` (read the way :func:`engine.sve.continuous.damage_shields` reads them):
    (amount, prevents). They modify the damage event like any other reduction, so the leader's player may
    apply them first (CR 10.10.2)."""
    return [
        (amount_of(t, r, e.amount), e.prevent)
        for player, _, r, e, target in _continuous_effects(t, name, "reduce_damage", damage)
        if _names_leader(target, player, uid)
    ]


def _continuous(
    t: Table, name: str, card: CardInstance, kind: str, damage: str | None = None
) -> list[tuple[int, bool]]:
    """The ``kind`` effects of the continuous abilities of the field cards named ``name`` that apply to ``card``
    now (read the way :func:`engine.sve.continuous.continuous_mods` reads them): (amount, prevents)."""
    out: list[tuple[int, bool]] = []
    zone = t.zone_of(card.uid)
    for player, src, r, e, target in _continuous_effects(t, name, kind, damage):
        if target.mode == "self":
            applies = src.uid == card.uid
        else:
            side = {"own": card.owner == player, "enemy": card.owner != player, "any": True}
            applies = zone == target.zone and side[target.side] and matches(t, player, card, target, src)
        if applies:
            n = (
                amount_of(t, r, e.amount)
                if kind == "damage_bonus"
                else (e.amount if isinstance(e.amount, int) else 0)
            )
            out.append((n, e.prevent))
    return out
