"""Triggers (CR 10.5; 10.7): an event makes automatic abilities pending; they are played later.

An automatic ability never resolves in the middle of whatever set it off: it
joins ``state.pending`` and waits for the next confirmation timing (see
:func:`engine.sve.abilities.settle`). Each trigger is documented in
``vocabulary.TRIGGERS``.
"""

from __future__ import annotations

from engine.core import CardInstance
from engine.sve.cards import Ability, CardDef, Filter
from engine.sve.context import PlayContext
from engine.sve.state import Pending
from engine.sve.status import attack_of, defense_of
from engine.sve.table import Table
from engine.sve.targets import matches

SELF_TRIGGERS: dict[str, tuple[str, ...]] = {
    "enter": ("fanfare",),
    "evolve": ("on_evolve",),
    "attack": ("strike",),
    "attack_follower": ("follower_strike",),  # CR 12.7.2.1: Strike only when the attack target is a follower
    "attacked": ("attacked",),
    "race": ("on_race",),
    "deals_damage": ("deals_damage",),
    "takes_damage": ("takes_damage",),
    "discarded": ("discarded",),
}
"""Events about a card that set off that card's own abilities."""

OTHERS: dict[str, dict[str, Filter]] = {
    "enter": {
        "follower_enters": Filter(kind="follower", side="own", other=True),
        "card_enters": Filter(kind="card", side="own", other=True),
    },
    "attack": {"follower_attacks": Filter(kind="follower", side="own")},
    "destroyed": {"follower_destroyed": Filter(kind="follower", side="own", other=True)},
    "evolve": {"follower_evolves": Filter(kind="follower", side="own", other=True)},
    "play": {"on_play": Filter(kind="card", side="own", other=True, zone="field")},
    "leave": {"card_leaves": Filter(kind="card", side="own", other=True)},
    "race": {"follower_races": Filter(kind="follower", side="own")},
}
"""Events that set off "whenever ..." abilities of the cards on the fields, with each trigger's default filter."""


def last_known(t: Table, card: CardInstance) -> dict[str, int]:
    """A card's values now, kept for when it has left the field (CR 10.11)."""
    if t.zone_of(card.uid) != "field":
        return {}
    return {"attack": attack_of(t, card), "defense": defense_of(t, card)}


def make_pending(
    t: Table,
    player: int,
    card: CardInstance,
    d: CardDef,
    ability: Ability,
    *,
    kind: str = "automatic",
    ctx: PlayContext | None = None,
    known: dict[str, int] | None = None,
    subject: int | None = None,
) -> Pending:
    """A pending entry for ``ability`` of face ``d`` of ``card`` (controlled by ``player``)."""
    pending = Pending(
        kind=kind,
        player=player,
        card=card.uid,
        name=d.name,
        evolved=d.kind == "evolved",
        ability=list(d.abilities).index(ability),
        trigger=ability.trigger,
        last_known=dict(known if known is not None else last_known(t, card)),
        subject=subject,
    )
    if ctx is not None:
        pending.targets = tuple(ctx.targets) if ctx.targets else None
        pending.choices = tuple(ctx.choices)
        pending.picks = tuple(ctx.picks) if ctx.picks else None
        pending.find_none = ctx.find_none
        pending.cost_cards = tuple(ctx.cost_cards) if ctx.cost_cards else None
        pending.pay_optional = ctx.pay_optional_costs
        pending.earth_rite = ctx.earth_rite
        pending.token_split = ctx.token_split
        pending.division = tuple(ctx.division)
        pending.x = ctx.x
    return pending


def _limits_allow(t: Table, player: int, card: CardInstance, ability: Ability) -> bool:
    s = t.state
    if ability.during == "your_turn" and s.active != player:
        return False
    if ability.during == "opponent_turn" and s.active == player:
        return False
    if not ability.once_per_turn:
        return True
    if (card.uid, ability.trigger, s.turn) in s.used_once:
        return False
    # once per turn it becomes pending at most once, also when one event meets its condition twice (CR 10.7.2.2)
    waiting = [*s.pending, s.awaiting] if s.awaiting is not None else s.pending
    return not any(
        e.card == card.uid and e.trigger == ability.trigger and e.kind == "automatic" for e in waiting
    )


def queue(
    t: Table,
    player: int,
    card: CardInstance,
    d: CardDef,
    ability: Ability,
    *,
    ctx: PlayContext | None = None,
    known: dict[str, int] | None = None,
    subject: int | None = None,
) -> None:
    """Make one automatic ability pending (if its turn limits and once-per-turn allow it)."""
    if not _limits_allow(t, player, card, ability):
        return
    t.state.pending.append(make_pending(t, player, card, d, ability, ctx=ctx, known=known, subject=subject))
    t.state.log.add("ability-triggered", player, card=card.uid, trigger=ability.trigger)


def emit(
    t: Table,
    event: str,
    card: CardInstance,
    *,
    controller: int | None = None,
    ctx: PlayContext | None = None,
) -> None:
    """An event happened to ``card``: its own abilities for the event and the "whenever" abilities of the fields."""
    d = t.defn(card)
    owner = controller_of(t, card) if controller is None else controller
    for trig in SELF_TRIGGERS.get(event, ()):
        for ab in d.triggered(trig):
            if ab.when is None:
                queue(t, owner, card, d, ab, ctx=ctx)
    for trig, default in OTHERS.get(event, {}).items():
        for p in t.state.players:
            watchers = [(other, t.defn(other)) for other in p.field]
            if event in ("leave", "destroyed") and t.left_together:
                # cards that left the field in the same move look back at it too (CR 10.7.4.2)
                watchers += [(c, face) for c, face, controller in t.left_together if controller == p.index]
            for other, od in watchers:
                for ab in od.triggered(trig):
                    f = ab.when or default
                    merged = f if ab.when is None else _with_defaults(ab.when, default)
                    if merged.other and other.uid == card.uid:
                        continue
                    if _matches_anywhere(t, p.index, card, merged, owner):
                        # the card that set the ability off is known by its final information (CR 10.11): a
                        # token may have left the game before the ability resolves, but its controller is kept
                        queue(
                            t,
                            p.index,
                            other,
                            od,
                            ab,
                            subject=card.uid,
                            known={**last_known(t, other), "subject_controller": owner},
                        )


def emit_leader_gain(t: Table, player: int, amount: int) -> None:
    """``player``'s leader gained ``amount`` defense (CR 5.27): the "leader_gains_defense" abilities of the
    cards on that player's field become pending (nothing when the amount is 0 or less)."""
    if amount <= 0:
        return
    for card in list(t.state.players[player].field):
        d = t.defn(card)
        for ab in d.triggered("leader_gains_defense"):
            queue(t, player, card, d, ab)


def _with_defaults(when: Filter, default: Filter) -> Filter:
    """A ``when`` filter: the fields the card wrote, the trigger's defaults for the rest."""
    written = when.model_fields_set
    return default.model_copy(update={k: getattr(when, k) for k in written})


def controller_of(t: Table, card: CardInstance) -> int:
    """Who controls ``card``: the player whose field it is on (CR 3.1.2), else its owner."""
    for p in t.state.players:
        if any(c.uid == card.uid for c in p.field.cards):
            return p.index
    return card.owner


def _matches_anywhere(t: Table, player: int, card: CardInstance, f: Filter, controller: int) -> bool:
    """Whether ``card`` matches ``f`` seen from ``player``, wherever it is now.

    A card that left the field is seen as it is after leaving: its printed facts (type, traits, name,
    class, cost, keywords), without the status it had on the field. A token that left the game is seen
    the same way: it is in no zone any more, but its card facts are known, so "whenever a card with cost
    2 or more leaves" reads its printed cost. (Known limit: final card information, CR 10.11, is kept
    only for the amounts an ability reads, see :func:`last_known`, not for these filters.)
    """
    # "your"/"enemy" read who controls (or, once it left the field, last controlled) the card (CR 3.1.2)
    side_ok = {"own": controller == player, "enemy": controller != player, "any": True}[f.side]
    return side_ok and matches(t, player, card, f, None)


def emit_leave(
    t: Table,
    card: CardInstance,
    d: CardDef,
    known: dict[str, int],
    dest: str,
    *,
    destroyed: bool,
    controller: int | None = None,
) -> None:
    """A card left the field: Leaves, Last Words (to the cemetery), "destroyed", "returned" (to a hand).

    Its abilities are controlled by the player who controlled it on the field (``controller``; CR 3.1.2,
    10.11), who need not be its owner."""
    owner = card.owner if controller is None else controller
    for ab in d.triggered("leaves"):
        queue(t, owner, card, d, ab, known=known)
    if destroyed:
        for ab in d.triggered("destroyed"):
            queue(t, owner, card, d, ab, known=known)
    if dest == "cemetery":
        for ab in d.triggered("last_words"):
            queue(t, owner, card, d, ab, known=known)
    if dest == "hand":
        for ab in d.triggered("returned"):
            queue(t, owner, card, d, ab, known=known)
    if destroyed:
        emit(t, "destroyed", card, controller=owner)
    emit(t, "leave", card, controller=owner)


_PHASE_TRIGGERS: dict[str, tuple[str, str | None, str | None]] = {
    "end": ("end_phase", "opponent_end_phase", "each_end_phase"),
    "start": ("turn_start", "opponent_turn_start", None),
    "main": ("main_start", None, "each_main_start"),
}


def emit_phase(t: Table, trigger: str, player: int) -> None:
    """A phase began for ``player``: ``end_phase``/``turn_start``/``main_start`` and their opponent/each forms.

    The active player's abilities join the queue first (CR 10.5 plays them first anyway).
    """
    own, opp, each = _PHASE_TRIGGERS[trigger]
    s = t.state
    for entry in list(s.delayed):
        wanted = own if entry.player == player else opp
        if entry.trigger == wanted:
            s.delayed.remove(entry)
            s.pending.append(entry)
            s.log.add("ability-triggered", entry.player, card=entry.card, trigger=entry.trigger)
    for p in (t.state.players[player], t.state.players[1 - player]):
        for card in list(p.field):
            d = t.defn(card)
            names = [own if p.index == player else opp, each]
            for name in names:
                if name is None:
                    continue
                for ab in d.triggered(name):
                    queue(t, p.index, card, d, ab)


def phase_triggers(t: Table, trigger: str, player: int) -> bool:
    """Whether :func:`emit_phase` would set anything off (a delayed ability, or an ability of a field card)
    when the ``trigger`` phase begins for ``player``; it changes nothing."""
    own, opp, each = _PHASE_TRIGGERS[trigger]
    for entry in t.state.delayed:
        if entry.trigger == (own if entry.player == player else opp):
            return True
    for p in t.state.players:
        for card in p.field:
            d = t.defn(card)
            for name in (own if p.index == player else opp, each):
                if name is not None and d.triggered(name):
                    return True
    return False
