"""Targets and selections (CR 10.6; 12.15; 5.19): which cards match a filter, and checking a selection.

Leaders are selected with the ids :func:`leader_uid` gives (``-1`` for player
0's leader, ``-2`` for player 1's), so one list of ids carries every selection.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import CardInstance
from engine.sve.cards import Ability, Effect, Filter, Target
from engine.sve.errors import IllegalTarget, InvalidChoice, NoValidTarget
from engine.sve.status import FOLLOWER_KINDS, attack_of, defense_of, keywords_of, printed_cost, traits_of
from engine.sve.table import Table


def leader_uid(player: int) -> int:
    """The id that stands for ``player``'s leader in a selection."""
    return -(player + 1)


def leader_of(uid: int) -> int | None:
    """The player whose leader ``uid`` stands for, or ``None`` for a card id."""
    return -uid - 1 if uid in (-1, -2) else None


def _sides(f: Filter, player: int) -> list[int]:
    return {"own": [player], "enemy": [1 - player], "any": [player, 1 - player]}[f.side]


def _on_a_field(t: Table, card: CardInstance) -> bool:
    return any(card.uid in p.field for p in t.state.players)


def matches(t: Table, player: int, card: CardInstance, f: Filter, source: CardInstance | None) -> bool:
    """Whether ``card`` fits every field of the filter (seen from ``player``, the ability's controller)."""
    d = t.defn(card)
    kind = f.kind
    if kind in ("follower", "leader_or_follower") and d.kind not in FOLLOWER_KINDS:
        return False
    if kind in ("amulet", "spell") and d.kind != kind:
        return False
    if kind == "leader":
        return False
    if f.trait is not None and f.trait not in d.traits and f.trait not in traits_of(t, card):
        return False
    if f.name is not None and card.name != f.name and not (f.name in d.also_named and _on_a_field(t, card)):
        return False  # "this card's name is also X" holds on the field only (official card Q&A of BP03-078)
    if f.keyword is not None and f.keyword not in keywords_of(t, card):
        return False
    if f.craft is not None and d.craft != f.craft:
        return False
    if f.max_cost is not None and printed_cost(t, card) > f.max_cost:
        return False
    if f.min_cost is not None and printed_cost(t, card) < f.min_cost:
        return False
    if f.other and source is not None and card.uid == source.uid:
        return False
    if f.evolved is not None and bool(card.state.get("evolved")) != f.evolved:
        return False
    if (
        f.can_evolve is not None
        and (d.evolve_cost is not None or d.evolve_leader_defense is not None) != f.can_evolve
    ):
        return False
    if f.max_attack is not None or f.min_attack is not None:
        attack = attack_of(t, card)
        if (f.max_attack is not None and attack > f.max_attack) or (
            f.min_attack is not None and attack < f.min_attack
        ):
            return False
    if f.max_defense is not None or f.min_defense is not None:
        defense = defense_of(t, card)
        if (f.max_defense is not None and defense > f.max_defense) or (
            f.min_defense is not None and defense < f.min_defense
        ):
            return False
    return f.engaged is None or bool(card.state.get("engaged")) == f.engaged


def matching(t: Table, player: int, f: Filter, source: CardInstance | None) -> list[CardInstance]:
    """Every card in the filter's zone of the filter's side(s) that matches it."""
    out: list[CardInstance] = []
    for side in _sides(f, player):
        out += [c for c in t.state.players[side].zone(f.zone) if matches(t, player, c, f, source)]
    return out


def candidates(t: Table, player: int, target: Target, source: CardInstance) -> list[int]:
    """Ids ``player`` may select for ``target``; Aura cards cannot be selected by the opponent (CR 12.15).

    The card being played is never one of the cards in a hand: it has gone to the resolution zone before its
    selections are made (CR 10.6.2.1, then 10.6.2.3), though the engine checks them while it is still there."""
    ids: list[int] = []
    if target.kind in ("leader", "leader_or_follower"):
        ids += [leader_uid(side) for side in _sides(target, player)]
    if target.kind != "leader":
        for card in matching(t, player, target, source):
            if target.zone == "hand" and card.uid == source.uid:
                continue
            # Aura keeps out the player who does not control it, whoever owns it (CR 12.15; 3.1.2)
            if (
                target.zone == "field"
                and "aura" in keywords_of(t, card)
                and t.find(card.uid)[0].index != player
            ):
                continue
            ids.append(card.uid)
    return ids


def _describe(target: Target) -> str:
    if target.shorthand:
        return target.shorthand.replace("_", " ")
    return f"{'up to ' if target.up_to else ''}{target.count} {target.side} {target.kind}"


def plan_selections(
    t: Table,
    player: int,
    source: CardInstance,
    ability: Ability,
    targets: Sequence[int],
    *,
    must: bool,
    choices: Sequence[int] = (),
) -> list[list[int]]:
    """Split the chosen ids among the ability's selections and check each (CR 10.6).

    ``must``: a card or activated ability that selects N needs N valid targets to be
    played at all (CR 10.6.2.3.1, 10.6.2.3.3; refused with ``no-valid-target``); an
    automatic ability that has too few is not played (:func:`short_selection`, checked
    before it resolves). "Up to N" may select fewer, even none (CR 10.6.2.3.2); "N"
    selects N distinct cards. Ids that are not valid are refused; so are repeats and
    ids beyond what the card asks for.
    """
    selections = chosen_when_played(ability, choices)
    groups: list[list[int]] = []
    pos = 0
    for i, target in enumerate(selections):
        valid = candidates(t, player, target, source)
        if not target.up_to and len(valid) < target.count and must and not chosen_while_resolving(target):
            raise NoValidTarget(
                f"{source.name} must select {_describe(target)} and there are only {len(valid)} to select"
            )
        later = sum(0 if s.up_to else 1 for s in selections[i + 1 :])
        if target.up_to:
            take = min(target.count, max(0, len(targets) - pos - later))
        else:
            take = min(target.count, len(valid))
        group = list(targets[pos : pos + take])
        if len(group) < take:
            raise InvalidChoice(f"{source.name} needs {take} target(s): {_describe(target)}")
        if len(set(group)) != len(group):
            raise InvalidChoice(f"{source.name} selects distinct cards; one was given twice")
        for uid in group:
            if uid not in valid:
                raise IllegalTarget(f"#{uid} cannot be selected as {_describe(target)}")
        groups.append(group)
        pos += take
    if pos < len(targets):
        raise InvalidChoice(f"{source.name} selects {pos} target(s); {len(targets)} were given")
    return groups


def short_selection(
    t: Table, player: int, source: CardInstance, ability: Ability, choices: Sequence[int] = ()
) -> Target | None:
    """The first selection of "select N" (not "up to N") with fewer than N valid targets, if any: such an ability
    cannot be played, so nothing of it happens (CR 10.6.2.3.1, 10.6.2.3.3)."""
    for target in chosen_when_played(ability, choices):
        if chosen_while_resolving(target):
            continue
        if not target.up_to and len(candidates(t, player, target, source)) < target.count:
            return target
    return None


def chosen_while_resolving(target: Target) -> bool:
    """A selection among the cards of a hand is made as the effect resolves, in the order of its text (after,
    say, the hand is revealed: CR 10.6.2.8.2), not as a target when the card or ability is played: too few cards
    there never stop the play, the effect just selects what there is, even nothing (official card Q&A of
    BP01-111 Crazed Executioner: its 2 damage to my leader happens with the enemy hand empty)."""
    return target.zone == "hand"


def asked_mid_resolution(ability: Ability) -> frozenset[int]:
    """The indexes of the effects whose selection among the cards of a hand comes after an earlier part of the
    ability: the text is carried out in order (CR 10.6.2.8.2), so that selection is asked only when its own effect
    resolves, and sees the hand as the earlier parts left it (official card Q&A of BP01-086 Shenlong: a card
    just drawn may be the one discarded). A first effect's selection is asked as the ability starts resolving,
    which is the same moment."""
    return frozenset(
        i
        for i, e in enumerate(ability.effects)
        if i > 0
        and e.target is not None
        and e.target.selects
        and (chosen_while_resolving(e.target) or adds_to_a_stack(e))
    )


def adds_to_a_stack(effect: Effect) -> bool:
    """ "Add X to a Stack on your field" puts Stack counters on one card with Stack there (CR 13.3.2.4): the card
    is picked as that part resolves, not selected when the ability is played, so a Stack card an earlier part just
    made may take them (the evolved Crafty Warlock's Last Words: its new Magic Sediment), and having none when the
    ability is played does not stop the rest of it."""
    return effect.kind == "put_counter" and effect.counter == "stack"


def asked_in_options(ability: Ability, choices: Sequence[int] = ()) -> frozenset[int]:
    """The ``id`` of each selection among the cards of a hand, inside a chosen option of "choose", that comes after
    an earlier part of the ability: an earlier effect, an earlier part of its own option or an earlier chosen option.
    The chosen options are carried out in the order the card lists them, each part in order (CR 5.18.1, 10.6.2.8.2),
    so that pick is asked only when its own part resolves and sees the hand the earlier parts left ("draw a card,
    then discard a card": the card just drawn may be discarded, as for the same text outside options,
    :func:`asked_mid_resolution`). A pick my opponent makes in their hand is asked so even as the first part: I do
    not name it when I play the card, and it does not stand in the way of my own targets in the other chosen options
    (CR 10.6.2.3: I select those when I play it)."""
    found: set[int] = set()
    before = 0
    for e in ability.effects:
        if e.kind != "choose":
            before += 1
            continue
        for index in sorted(set(choices)):
            if not 0 <= index < len(e.options):
                continue
            for x in e.options[index]:
                if (
                    x.target is not None
                    and x.target.selects
                    and chosen_while_resolving(x.target)
                    and (before or x.target.chooser == "opponent")
                ):
                    found.add(id(x.target))
                before += 1
    return frozenset(found)


def chosen_when_played(ability: Ability, choices: Sequence[int] = ()) -> list[Target]:
    """The ability's selections (``Ability.targets``) less those asked mid-resolution (:func:`asked_mid_resolution`,
    :func:`asked_in_options`): the ones named when the card or ability is played, or asked as it starts resolving."""
    later = {id(ability.effects[i].target) for i in asked_mid_resolution(ability)} | asked_in_options(
        ability, choices
    )
    selections = ability.targets(choices)
    return [x for x in selections if id(x) not in later] if later else selections


def needs_choice(
    t: Table, player: int, source: CardInstance, ability: Ability, choices: Sequence[int] = ()
) -> bool:
    """True when the ability has a selection with at least one valid candidate."""
    return any(candidates(t, player, target, source) for target in chosen_when_played(ability, choices))
