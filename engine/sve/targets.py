"""Targets and selections (CR 10.6; 12.15): which cards an ability may select, and checking a selection."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from engine.core import CardInstance
from engine.sve.cards import Ability, Effect, selects
from engine.sve.errors import IllegalTarget, InvalidChoice, NoValidTarget
from engine.sve.status import is_follower, keywords_of
from engine.sve.table import Table


def valid_targets(t: Table, player: int, kind: str, source: CardInstance) -> list[CardInstance]:
    """Cards ``player`` may select for ``kind``; Aura cards cannot be selected by the opponent (CR 12.15)."""
    me, opp = t.state.players[player], t.state.players[1 - player]

    def selectable(card: CardInstance) -> bool:
        return card.owner == player or "aura" not in keywords_of(t, card)

    if kind == "enemy_follower":
        return [c for c in opp.field if is_follower(t, c) and selectable(c)]
    if kind == "follower":
        return [c for q in (me, opp) for c in q.field if is_follower(t, c) and selectable(c)]
    if kind == "enemy_card":
        return [c for c in opp.field if selectable(c)]
    if kind == "own_stack_amulet":
        return [c for c in me.field if t.defn(c).has("stack") and c.uid != source.uid]
    if kind == "own_card":
        return list(me.field)
    return []


def check_selections(
    t: Table, player: int, source: CardInstance, ability: Ability, targets: Sequence[int]
) -> None:
    """A card or activated ability that must select targets needs valid ones (CR 10.6)."""
    kinds = ability.targets()
    for i, kind in enumerate(kinds):
        valid = valid_targets(t, player, kind, source)
        if not valid:
            raise NoValidTarget(f"{source.name} must select {kind.replace('_', ' ')} and there is none")
        if i >= len(targets):
            raise InvalidChoice(f"{source.name} needs a target: {kind.replace('_', ' ')}")
        if targets[i] not in [c.uid for c in valid]:
            raise IllegalTarget(f"card #{targets[i]} cannot be selected as {kind.replace('_', ' ')}")


def select(
    t: Table, player: int, source: CardInstance, effect: Effect, it: Iterator[int]
) -> list[CardInstance]:
    """The cards an effect acts on: fixed sets, or the next selection the player made."""
    s = t.state
    me, opp = s.players[player], s.players[1 - player]
    target = effect.target
    if target == "self":
        return [source] if t.zone_of(source.uid) == "field" else []
    if target == "all_enemy_followers":
        return [c for c in opp.field if is_follower(t, c)]
    if target == "all_other_own_followers":
        return [c for c in me.field if is_follower(t, c) and c.uid != source.uid]
    if selects(target):
        uid = next(it, None)
        if uid is None:
            return []
        return [t.find(uid)[2]]
    return []
