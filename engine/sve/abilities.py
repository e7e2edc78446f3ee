"""Abilities (CR 10): resolving one ability, and the confirmation timing that plays pending ones.

* A spell's effect and an activated ability resolve as they are played (CR 8.2;
  8.3); automatic abilities they set off wait as pending abilities.
* At each confirmation timing (CR 10.5) rules handling runs first (CR 11), then
  one pending ability is played and resolved, then rules handling again, and so
  on: the turn player's pending abilities before the other player's, each
  player's in the order they choose (the order they triggered unless the player
  asked to order them: :func:`order_pending`).
* An automatic ability with a cost is optional (CR 10.7): skipped when declined
  or unpayable. One that must select N cards with fewer than N valid is not
  played at all (CR 10.6.2.3.3); an "up to" selection with none selects nothing;
  a selection that needs a player's choice makes the game wait
  (``state.awaiting``) for that player (the controller, or the opponent when the
  card says so), and so does a "you may" effect, for its controller (CR 5.18).
* Durations end at the end of the turn they name (CR 10.9).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core import CardInstance
from engine.core.atomic import changing, touch
from engine.sve.cards import Ability, Amount, CardDef, Effect
from engine.sve.classes import pay_earth_rite
from engine.sve.conditions import Resolution, amount_of, class_counts, condition_met
from engine.sve.context import PlayContext
from engine.sve.costs import can_pay, cost_cards_for, pay_cost
from engine.sve.effects import (
    apply_effect,
    carry_out_options,
    effective,
    look_offer,
    look_pick_counts,
    options_chosen,
    performable,
    zone_pick_pool,
)
from engine.sve.errors import DeckOrderMismatch, IllegalTarget, InvalidChoice, WrongTiming
from engine.sve.handling import handle
from engine.sve.keywords import drain_resolves
from engine.sve.state import Pending
from engine.sve.table import Table
from engine.sve.targets import (
    asked_in_options,
    asked_mid_resolution,
    candidates,
    chosen_when_played,
    needs_choice,
    plan_selections,
    short_selection,
)
from engine.sve.tokens import normalized, token_choices
from engine.sve.triggers import make_pending
from engine.sve.zones import move_out_of_play

MOVED_TO = {"last_words": "cemetery", "destroyed": "cemetery", "returned": "hand"}
"""Where the move that sets off each of these triggers puts the card (CR 12.5; 5.6): its new card is there."""


def face(t: Table, pending: Pending) -> CardDef:
    """The card face an entry refers to (the one it had when it triggered, CR 10.11)."""
    return t.pool.get_evolved(pending.name) if pending.evolved else t.pool.get(pending.name)


def _card(t: Table, pending: Pending) -> CardInstance:
    """The source card; a token that has left the game is still known by its final information (CR 10.11)."""
    if t.zone_of(pending.card) is None:
        return CardInstance(pending.card, pending.name, pending.player, token=True)
    return t.find(pending.card)[2]


def context_of(pending: Pending) -> PlayContext:
    """The choices stored on a pending entry."""
    return PlayContext(
        targets=pending.targets or (),
        choices=pending.choices,
        pay_optional_costs=pending.pay_optional,
        earth_rite=pending.earth_rite,
        token_split=pending.token_split,
        picks=pending.picks or (),
        cost_cards=pending.cost_cards or (),
        positions=pending.positions or (),
        tokens=pending.tokens or (),
        accept_optional=pending.accept_optional is not False,
        find_none=pending.find_none,
        division=pending.division,
        x=pending.x,
    )


def has_optional(effects: tuple[Effect, ...]) -> bool:
    """Whether any of these effects (or of the options of a "choose" among them) is a "you may" effect; the
    effects a ``delayed`` effect sets aside are decided when they resolve later, not now."""
    return any(
        e.optional or (e.kind != "delayed" and any(has_optional(option) for option in e.options))
        for e in effects
    )


def _nothing_to_select_before_cost(t: Table, r: Resolution, ability: Ability) -> bool:
    """Whether an automatic ability that selects a card matching a filter in a zone, to put it onto the field
    (``summon_from``/``play_from`` with a ``filter``), finds none there before its cost is paid (CR 10.6.2.3)."""
    picks = [
        e
        for e in ability.effects
        if e.kind in ("summon_from", "play_from") and e.filter is not None and e.condition is None
    ]
    return any(not zone_pick_pool(t, r, e) for e in picks)


def resolve(t: Table, pending: Pending) -> None:
    """Play and resolve one entry (CR 10.6-10.8), or make the game wait for a selection."""
    s = t.state
    # Drain is a keyword's automatic ability, with no entry in the card's ability list (CR 12.13.1)
    if pending.kind == "drain":
        drain_resolves(t, pending)
        return
    ability = _ability(t, pending)
    card = _card(t, pending)
    p = s.players[pending.player]
    ctx = context_of(pending)
    automatic = pending.kind == "automatic"
    r = Resolution(
        pending.player,
        card,
        last_known=dict(pending.last_known),
        choices=list(ctx.choices),
        subject=pending.subject,
        x=pending.x,
        declared=pending.declared,
    )
    if (
        automatic
    ):  # an ability its card's move set off reads "this card" as the card that move made (CR 4.1.4.1)
        r.moved_to = MOVED_TO.get(pending.trigger)
    # an option that cannot be performed cannot be chosen (CR 5.18.3.1.2); once the options have started to be
    # carried out (resuming after a pick), they were chosen already: an earlier part may have used up the
    # targets of a later check (CR 5.18.1)
    for e in ability.effects if ctx.choices and pending.paused_at is None else ():
        if e.kind == "choose":
            able = performable(t, r, e)
            bad = [i for i in ctx.choices if 0 <= i < len(e.options) and i not in able]
            if bad:
                raise InvalidChoice(
                    f"option {bad[0] + 1} of {card.name} cannot be performed now: it has nothing to select"
                )
    rite_options = ability.rite_options()
    if ctx.earth_rite is not None and rite_options is not None and not rite_options & set(ctx.choices):
        # an Earth Rite printed inside an option belongs to that option (CR 5.18.1, 13.3.3)
        raise InvalidChoice(
            f"the Earth Rite of {card.name} belongs to option {min(rite_options) + 1}: it is not paid with another"
        )
    if automatic and short_selection(t, pending.player, card, ability, ctx.choices) is not None:
        # CR 10.6.2.3.3: targets are selected before any cost is paid (10.6.2.5), and an ability that must
        # select a card and has none to select cannot be played: none of it happens, nothing is paid
        s.log.add("ability-fizzled", pending.player, card=card.uid, trigger=ability.trigger)
        return
    if ability.cost.earth_rite and ctx.earth_rite is not None:
        pay_earth_rite(t, p, ctx.earth_rite)
        pending.earth_rite = None
        pending.earth_rite_paid = True
    r.earth_rite_paid = pending.earth_rite_paid
    r.paid_with = pending.paid_with
    if pending.paused_at is not None:  # resuming after the controller picked among the tokens just made
        r.summoned, r.summoned_pick = list(pending.made), list(pending.picked or ())
        r.chosen = [list(group) for group in pending.chosen_left]
        for index, value in pending.fixed_left:
            r.fixed_amounts[id(ability.effects[index].amount)] = value
        between, pending.between = pending.between, False
        if between:  # it stopped after an effect to ask an order (CR 4.1.5): it goes on with what it had read
            r.previous, r.left_field = list(pending.kept_previous), dict(pending.kept_left)
            r.rolled, r.fixed_counts = pending.kept_rolled, pending.kept_counts
        _apply_effects(t, pending, ability, card, r, pending.paused_at, resumed=not between)
        return
    if automatic and not condition_met(t, r, ability.condition):
        s.log.add("ability-condition-unmet", pending.player, card=card.uid, trigger=ability.trigger)
        return
    if automatic and not pending.paid and not ability.cost.is_free():  # is_free() leaves Earth Rite out
        pays = ctx.pay_optional_costs and not s.declines_costs[pending.player]  # CR 10.4.7.4
        why = can_pay(t, p, card, ability, ctx.cost_cards) if pays else "declined"
        if why is not None:
            if ctx.cost_cards and (why.startswith(("choose", "card #")) or pays):
                # cards named to pay it that cannot: an illegal payment is refused, not taken as declining
                # (CR 10.4.7.4; the official card Q&A of BP01-002), as for an On Evolve cost; also when no card
                # could pay it (an enemy follower named for "put a follower of your field ...": BP03-085)
                raise InvalidChoice(f"cannot pay the cost of {card.name} with the cards named: {why}")
            s.log.add("optional-cost-declined", pending.player, card=card.uid)
            return
        if _nothing_to_select_before_cost(t, r, ability):
            # CR 10.6.2.3 then 10.6.2.5: a card it selects in a zone is selected before the cost is paid, so a
            # card the cost puts there is not one it can select; with none there, it is not played (10.6.2.3.3)
            s.log.add("ability-fizzled", pending.player, card=card.uid, trigger=ability.trigger)
            return
        paying = cost_cards_for(t, p, card, ability, ctx.cost_cards)
        pay_cost(t, p, card, ability, ctx.cost_cards)
        pending.paid = True
        if not isinstance(paying, str):
            pending.paid_with = r.paid_with = tuple(c.uid for _, cards in paying for c in cards)
    selections = chosen_when_played(ability, ctx.choices)
    chooser = pending.player
    if selections and selections[0].chooser == "opponent":
        chooser = 1 - pending.player
    waits = selections and pending.targets is None
    if waits and needs_choice(t, pending.player, card, ability, ctx.choices):
        pending.chooser = chooser
        s.awaiting = pending
        s.log.add("awaiting-target", chooser, card=card.uid)
        return
    if selections and pending.targets is None and automatic:
        s.log.add("ability-fizzled", pending.player, card=card.uid, trigger=ability.trigger)
    r.chosen = plan_selections(
        t, pending.player, card, ability, pending.targets or (), must=not automatic, choices=ctx.choices
    )
    if pending.accept_optional is None and has_optional(ability.effects):
        # "you may": its controller decides as the ability resolves, after its selections (CR 5.18)
        pending.targets = pending.targets if pending.targets is not None else ()
        pending.chooser, pending.waiting_for = pending.player, "optional"
        s.awaiting = pending
        s.log.add("awaiting-optional", pending.player, card=card.uid)
        return
    placing = [e for e in ability.effects if e.kind == "put_on_deck" and e.position == "choose"]
    if placing and pending.positions is None:
        side = placing[0].target.side if placing[0].target is not None else "own"
        pending.targets = pending.targets if pending.targets is not None else ()
        pending.chooser = 1 - pending.player if side == "enemy" else pending.player
        pending.waiting_for = "positions"
        s.awaiting = pending
        s.log.add("awaiting-target", pending.chooser, card=card.uid)
        return
    if pending.declared is None and any(e.kind == "declare_name" for e in ability.effects):
        # CR 5.33.1: its controller declares a card name as it resolves, before any of its effects happens
        pending.targets = pending.targets if pending.targets is not None else ()
        pending.chooser, pending.waiting_for = pending.player, "name"
        s.awaiting = pending
        s.log.add("awaiting-name", pending.player, card=card.uid)
        return
    if pending.tokens is None and _asks_tokens(t, pending, r, ability):
        return
    if ability.once_per_turn and automatic:
        s.used_once.append((card.uid, ability.trigger, s.turn))
    r.fixed_counts = class_counts(
        t, pending.player
    )  # read once as the effect begins (CR 13.3.1.4, 13.5.1.3.2)
    for e in ability.effects:  # an X fixed when the ability is played keeps that value (CR 5.2.1.1)
        if isinstance(e.amount, Amount) and e.amount.fixed:
            r.fixed_amounts[id(e.amount)] = amount_of(t, r, e.amount)
    _apply_effects(t, pending, ability, card, r, 0)


def _apply_effects(
    t: Table,
    pending: Pending,
    ability: Ability,
    card: CardInstance,
    r: Resolution,
    start: int,
    *,
    resumed: bool = True,
) -> None:
    """Apply the ability's effects from the ``start``-th on; stop to ask which tokens just made, if one asks, and
    after an effect that put several cards into a deck together, to ask their order (CR 4.1.5). ``resumed``:
    the ``start``-th effect waited for an answer before it happened (not after another effect)."""
    s = t.state
    ctx = context_of(pending)
    later = asked_mid_resolution(ability)
    for index in range(start, len(ability.effects)):
        effect = ability.effects[index]
        resumed_here = index == start and pending.paused_at is not None and resumed
        if not resumed_here and _asks_summoned(t, pending, r, effect, index):
            s.log.add("awaiting-target", pending.player, card=card.uid)
            return
        if index in later:  # a selection in a hand, made now that the earlier parts are done (CR 10.6.2.8.2)
            if resumed_here and pending.hand_pick is not None:
                r.chosen.insert(0, list(pending.hand_pick))
            elif _asks_hand(t, pending, r, effect, index):
                return
            else:
                r.chosen.insert(0, [])  # nothing in that hand to select: the effect selects nothing
        answers = _look_answers(t, pending, r, effect, index, resumed_here, ctx)
        if answers is False:
            return
        if effect.kind == "choose" and asked_in_options(ability, ctx.choices):
            if _options_stop(t, pending, ability, r, effect, index, resumed_here, ctx):
                return
        else:
            apply_effect(
                t, r, effect, ctx if not isinstance(answers, tuple) else replace(ctx, look_answers=answers)
            )
        if r.source.uid != pending.card:  # it evolved its own card, the same card (CR 5.16.2): so it stays
            pending.card = r.source.uid  # "this card" if the resolution stops for a choice and goes on later
        if r.into_deck and _asks_deck_order(t, pending, r, index):
            return
    s.revealed.clear()  # what it revealed is hidden again once it has finished (CR 5.21.1.1)
    s.log.add("ability-resolved", pending.player, card=card.uid, trigger=ability.trigger)
    if pending.kind == "spell":
        finish_spell(t, card)


def _options_stop(
    t: Table,
    pending: Pending,
    ability: Ability,
    r: Resolution,
    raw: Effect,
    index: int,
    resumed_here: bool,
    ctx: PlayContext,
) -> bool:
    """Carry out a "choose" whose chosen options hold a pick among the cards of a hand after an earlier part of the
    ability (:func:`targets.asked_in_options`): the options' parts happen in order (CR 5.18.1, 10.6.2.8.2) and the
    resolution stops at that pick until its chooser answers, as :func:`_asks_hand` does outside options, so a card
    an earlier part drew can be picked. True when it stopped; it goes on from that part once answered."""
    effect = effective(t, r, raw)
    asked = asked_in_options(ability, ctx.choices)
    resuming = pending.option_step if resumed_here else None
    if resuming is None:
        if not condition_met(t, r, raw.condition) or (raw.optional and not ctx.accept_optional):
            return False
        picked = options_chosen(t, r, effect, ctx)
    else:
        picked = sorted(set(ctx.choices))

    def stops(step: int, part: Effect) -> bool:
        if part.target is None or id(part.target) not in asked:
            return False
        if step == resuming and pending.hand_pick is not None:
            r.chosen.insert(0, list(pending.hand_pick))
            return False
        if _asks_hand(t, pending, r, part, index):
            pending.option_step = step
            return True
        r.chosen.insert(0, [])  # nothing in that hand to select: the part selects nothing
        return False

    if carry_out_options(t, r, effect, ctx, picked, resuming or 0, stops) is not None:
        return True
    pending.option_step = None
    t.state.log.add("chose", r.player, options=picked)
    return False


def _asks_tokens(t: Table, pending: Pending, r: Resolution, ability: Ability) -> bool:
    """When fewer tokens fit than the ability makes, its controller chooses which (CR 9.1.2): wait for it."""
    options = token_choices(t, r, ability)
    if len(options) < 2:
        pending.tokens = options[0] if options else ()
        return False
    pending.targets = pending.targets if pending.targets is not None else ()
    pending.chooser, pending.waiting_for = pending.player, "tokens"
    t.state.awaiting = pending
    t.state.log.add("awaiting-tokens", pending.player, card=pending.card, options=len(options))
    return True


def _look_answers(
    t: Table,
    pending: Pending,
    r: Resolution,
    effect: Effect,
    index: int,
    resumed_here: bool,
    ctx: PlayContext,
) -> tuple[tuple[int, ...], ...] | bool | None:
    """The controller's picks for a look at the top (CR 5.11), or ``False`` when the resolution stops to ask
    for the next one (the controller answers with the selection call, naming the cards, or none), or
    ``None`` for any other effect. ``picks`` given when the card was played answer the first pick."""
    if not look_pick_counts(effect):
        return None
    answered: tuple[tuple[int, ...], ...] = pending.looked if resumed_here else ()
    if not answered and ctx.picks:
        answered = (tuple(ctx.picks),)
    offer, answered = look_offer(t, r, effect, ctx, answered)
    if offer is None:
        return answered
    pending.paused_at, pending.made, pending.picked = index, tuple(r.summoned), None
    pending.chosen_left = tuple(tuple(group) for group in r.chosen)
    pending.looked, pending.offered = answered, tuple(offer)
    # "each player looks at the top of their own deck" (side: active): that player picks, not the controller
    pending.chooser = t.state.active if effect.side == "active" else pending.player
    pending.waiting_for = "look"
    t.state.awaiting = pending
    t.state.log.add("awaiting-pick", pending.chooser, card=pending.card, options=len(offer))
    return False


def _asks_deck_order(t: Table, pending: Pending, r: Resolution, index: int) -> bool:
    """After the ``index``-th effect put cards into a deck together, the resolution stops until the player CR 4.1.5.1
    names orders them, when they are 2 or more in one place of one deck (CR 4.1.5); it then goes on with the next
    effect. Cards that did not arrive (a token, a Stack card that stayed) are not among them."""
    groups = []
    for owner, orderer, uids in r.into_deck:
        there = tuple(c.uid for c in t.state.players[owner].deck if c.uid in uids)  # top first
        if len(there) >= 2:
            groups.append((owner, orderer, there))
    r.into_deck = []
    if not groups:
        return False
    _keep_for_resume(t, pending, r, index + 1)
    pending.between, pending.deck_order = True, tuple(groups)
    pending.kept_previous, pending.kept_left = tuple(r.previous), dict(r.left_field)
    pending.kept_rolled, pending.kept_counts = r.rolled, r.fixed_counts
    pending.targets = pending.targets if pending.targets is not None else ()
    pending.chooser, pending.waiting_for = groups[0][1], "deck_order"
    t.state.awaiting = pending
    t.state.log.add("awaiting-deck-order", groups[0][1], card=pending.card, cards=list(groups[0][2]))
    return True


def answer_deck_order(t: Table, player: int, order: tuple[int, ...]) -> None:
    """The awaited player orders the cards put into a deck together (CR 4.1.5): ``order`` names every one of them
    once, top first; they take the places in the deck they were put in, in that order. Then the next group waits,
    or the resolution goes on. Refused ``DeckOrderMismatch`` when a card is not one of them, named twice or left
    out."""
    s = t.state
    entry = _awaited(t, player, "deck_order", "no cards put into a deck are waiting for you to order them")
    owner, _, group = entry.deck_order[0]
    twice = sorted({uid for uid in order if order.count(uid) > 1})
    if twice:
        raise DeckOrderMismatch(f"card #{twice[0]} is named twice: name each card put into the deck once")
    stray = [uid for uid in order if uid not in group]
    if stray:
        raise DeckOrderMismatch(f"card #{stray[0]} is not one of the cards put into the deck together")
    missing = [uid for uid in group if uid not in order]
    if missing:
        raise DeckOrderMismatch(
            f"card #{missing[0]} is left out: order every card put into the deck together"
        )
    changing(t)
    deck = s.players[owner].deck
    slots = [i for i, c in enumerate(deck.cards) if c.uid in group]
    by_uid = {deck.cards[i].uid: deck.cards[i] for i in slots}
    for slot, uid in zip(slots, order, strict=True):
        deck.cards[slot] = by_uid[uid]
    s.log.add("deck-ordered", player, owner=owner, cards=list(order))
    entry.deck_order = entry.deck_order[1:]
    if entry.deck_order:  # the next deck or place: its own orderer (CR 4.1.5.1)
        entry.chooser = entry.deck_order[0][1]
        s.log.add("awaiting-deck-order", entry.chooser, card=entry.card, cards=list(entry.deck_order[0][2]))
        return
    s.awaiting = None
    entry.waiting_for = "targets"
    _resume(t, entry)


def answer_look(t: Table, player: int, picks: tuple[int, ...]) -> None:
    """The controller takes these of the offered cards in the pick a look at the top waits for (CR 5.11): at
    most the pick's count, each once; none declines the pick."""
    s = t.state
    entry = s.awaiting
    if entry is None or entry.paused_at is None:  # pragma: no cover - answer_selection checked it
        raise WrongTiming("no look at the top is waiting for your pick")
    effect = _ability(t, entry).effects[entry.paused_at]
    count = look_pick_counts(effect)[len(entry.looked)]
    if len(set(picks)) != len(picks) or any(uid not in entry.offered for uid in picks):
        raise IllegalTarget("pick only among the cards looked at that fit this pick, each once")
    if len(picks) > count:
        raise InvalidChoice(f"pick at most {count} of the cards looked at")
    changing(t)
    s.awaiting = None
    entry.looked, entry.offered, entry.waiting_for = (*entry.looked, picks), (), "targets"
    _resume(t, entry)


def _keep_for_resume(t: Table, pending: Pending, r: Resolution, index: int) -> None:
    """Keep on the waiting ability what its resolution needs to go on at effect ``index`` once answered: the
    tokens made so far, the selections still to use and the amounts already fixed (CR 10.6.2.8.2)."""
    pending.paused_at, pending.made = index, tuple(r.summoned)
    pending.chosen_left = tuple(tuple(group) for group in r.chosen)
    ability = _ability(t, pending)
    pending.fixed_left = tuple(
        (i, r.fixed_amounts[id(e.amount)])
        for i, e in enumerate(ability.effects)
        if id(e.amount) in r.fixed_amounts
    )


def _asks_summoned(t: Table, pending: Pending, r: Resolution, effect: Effect, index: int) -> bool:
    """An effect on "any of the tokens just made" stops the resolution until its controller picks them."""
    target = effect.target
    if target is None or target.mode != "summoned" or not target.up_to:
        return False
    if not any(t.zone_of(uid) is not None for uid, _ in r.summoned):
        return False
    pending.picked = None
    _keep_for_resume(t, pending, r, index)
    pending.chooser, pending.waiting_for = pending.player, "summoned"
    t.state.awaiting = pending
    return True


def _asks_hand(t: Table, pending: Pending, r: Resolution, effect: Effect, index: int) -> bool:
    """A selection among the cards of a hand that comes after earlier parts of the ability stops the resolution
    there until its chooser answers (CR 10.6.2.8.2), so a card those parts put into the hand can be selected;
    with no card there to select it does not stop (the effect selects nothing)."""
    target = effect.target
    if target is None or not candidates(t, pending.player, target, r.source):
        return False
    pending.hand_pick = None
    _keep_for_resume(t, pending, r, index)
    pending.targets = pending.targets if pending.targets is not None else ()
    pending.chooser = 1 - pending.player if target.chooser == "opponent" else pending.player
    pending.waiting_for = "hand"
    t.state.awaiting = pending
    t.state.log.add("awaiting-target", pending.chooser, card=pending.card)
    return True


def answer_hand(t: Table, player: int, picks: tuple[int, ...]) -> None:
    """The chooser selects the cards of the hand that the waiting effect asks for (CR 10.6.2.8.2): cards that fit
    it now, each once; as many as it selects, or all there are when fewer ("up to N": at most N, even none)."""
    s = t.state
    entry = s.awaiting
    if entry is None or entry.paused_at is None:  # pragma: no cover - answer_selection checked it
        raise WrongTiming("no effect is waiting for you to select cards of a hand")
    effect = _ability(t, entry).effects[entry.paused_at]
    target = effect.target
    if entry.option_step is not None:  # a part of the chosen options of "choose" (CR 5.18.1)
        parts = [
            x for i in sorted(set(entry.choices)) if 0 <= i < len(effect.options) for x in effect.options[i]
        ]
        target = parts[entry.option_step].target
    if target is None:  # pragma: no cover - only an effect that selects waits for this
        raise WrongTiming("no effect is waiting for you to select cards of a hand")
    valid = candidates(t, entry.player, target, _card(t, entry))
    if len(set(picks)) != len(picks) or any(uid not in valid for uid in picks):
        raise IllegalTarget("select only cards of that hand that fit the effect, each once")
    need = 0 if target.up_to else min(target.count, len(valid))
    if not need <= len(picks) <= target.count:
        shown = f"up to {target.count}" if target.up_to else str(need)
        raise InvalidChoice(f"select {shown} card(s) of that hand; {len(picks)} were given")
    changing(t)
    s.awaiting = None
    entry.hand_pick, entry.waiting_for = picks, "targets"
    _resume(t, entry)


def finish_spell(t: Table, card: CardInstance) -> None:
    """A spell that finished resolving leaves the resolution zone for the cemetery (CR 4.11; 9.1)."""
    p = t.state.players[card.owner]
    for holder in t.state.players:  # the player who played it, who may not be its owner (CR 3.1)
        if card.uid in holder.resolution:
            holder.resolution.remove(card.uid)
    move_out_of_play(t, card, p, "cemetery")


def play_now(
    t: Table, player: int, card: CardInstance, ability: Ability, kind: str, ctx: PlayContext, *, paid: bool
) -> None:
    """Resolve a spell's effect or an activated ability right away (it may wait for a selection)."""
    d = t.defn(card)
    # no known= : make_pending keeps the source's values, read if an effect moves it off the field (CR 10.11)
    pending = make_pending(t, player, card, d, ability, kind=kind, ctx=ctx)
    pending.paid = paid
    # the chosen options' selections too: an option whose pick the opponent makes waits for them (CR 5.18.3); a
    # pick asked when a later part resolves is not named now (CR 10.6.2.8.2)
    by_opponent = any(target.chooser == "opponent" for target in chosen_when_played(ability, ctx.choices))
    if not by_opponent:
        pending.targets = tuple(ctx.targets)
    resolve(t, pending)


def next_pending(t: Table) -> Pending | None:
    """The entry to play now (CR 10.5): the turn player's first; a player who orders their own waits to choose."""
    s = t.state
    if not s.pending:  # the common case
        return None
    for player in (s.active, 1 - s.active):
        mine = [e for e in s.pending if e.player == player]
        if not mine:
            continue
        if len(mine) > 1 and s.orders_own[player]:
            return None
        return mine[0]
    return None


def state_triggers(t: Table) -> None:
    """Abilities set off by a state of the game (CR 10.7.6): one whose condition holds becomes pending and is
    latched; the latch is let go only once the condition no longer holds and nothing of it is pending, so it
    triggers again only when the state comes about anew after it has resolved."""
    s = t.state
    names = t.pool.state_names
    for p in s.players:
        for card in list(p.field):
            if card.name not in names:
                continue  # most cards have no such ability on any face: nothing to read (not even its face)
            d = t.defn(card)
            if "state" not in d.abilities_by_trigger:
                continue
            for index, ab in enumerate(d.abilities):
                if ab.trigger != "state":
                    continue
                latched = index in card.state.get("state_latched", ())
                holds = condition_met(t, Resolution(p.index, card), ab.condition)
                if holds and not latched:
                    touch(t, card)
                    card.state["state_latched"] = [*card.state.get("state_latched", ()), index]
                    s.pending.append(make_pending(t, p.index, card, d, ab))
                    s.log.add("ability-triggered", p.index, card=card.uid, trigger="state")
                elif latched and not holds and not _state_pending(t, card.uid, index):
                    touch(t, card)
                    card.state["state_latched"] = [i for i in card.state["state_latched"] if i != index]


def _state_pending(t: Table, uid: int, index: int) -> bool:
    """Whether ability ``index`` of card ``uid`` is waiting to resolve or resolving now."""
    s = t.state
    entries = [*s.pending, *([s.awaiting] if s.awaiting is not None else [])]
    return any(e.card == uid and e.ability == index and e.trigger == "state" for e in entries)


def settle(t: Table) -> None:
    """Confirmation timing (CR 10.5): rules handling, then one pending ability at a time, until none is left."""
    s = t.state
    while True:
        handle(t)
        if s.result is None:
            state_triggers(t)
        if s.result is not None:
            s.pending.clear()
            s.awaiting = None
            return
        if s.awaiting is not None:
            return
        entry = next_pending(t)
        if entry is None:
            return
        s.pending.remove(entry)
        resolve(t, entry)


def waiting_to_order(t: Table) -> int | None:
    """The player who must choose which of their pending abilities goes next, if any."""
    s = t.state
    if s.awaiting is not None or s.result is not None or not s.pending:
        return None
    for player in (s.active, 1 - s.active):
        mine = [e for e in s.pending if e.player == player]
        if mine:
            return player if len(mine) > 1 and s.orders_own[player] else None
    return None


def order_pending(t: Table, player: int, card_uid: int) -> None:
    """The player picks which of their pending abilities is played next (CR 10.5)."""
    s = t.state
    if waiting_to_order(t) != player:
        raise WrongTiming("you have no pending abilities to order now")
    entry = next((e for e in s.pending if e.player == player and e.card == card_uid), None)
    if entry is None:
        raise InvalidChoice(f"card #{card_uid} has no pending ability of yours")
    changing(t)
    s.pending.remove(entry)
    _resume(t, entry)


def _awaited(t: Table, player: int, what: str, refused: str) -> Pending:
    """The resolution waiting for ``player``'s answer of kind ``what``; else the action is refused ``refused``."""
    entry = t.state.awaiting
    if entry is None or entry.chooser != player or entry.waiting_for != what:
        raise WrongTiming(refused)
    return entry


def _resume(t: Table, entry: Pending) -> None:
    """Once an answer is recorded: the resolution goes on where it waited (it may wait again), then the
    confirmation timing plays what is pending (CR 10.5)."""
    resolve(t, entry)
    settle(t)


def answer_selection(t: Table, player: int, targets: tuple[int, ...], choices: tuple[int, ...] = ()) -> None:
    """The awaited player selects the targets of the waiting resolution, which then resolves."""
    s = t.state
    entry = s.awaiting
    if entry is not None and entry.chooser == player and entry.waiting_for == "summoned":
        answer_summoned(t, player, targets)
        return
    if entry is not None and entry.chooser == player and entry.waiting_for == "look":
        answer_look(t, player, targets)
        return
    if entry is not None and entry.chooser == player and entry.waiting_for == "hand":
        if choices:
            raise InvalidChoice("the effect waiting asks for cards of a hand, not for options")
        answer_hand(t, player, targets)
        return
    if entry is None or entry.chooser != player or entry.waiting_for != "targets":
        raise WrongTiming("no ability is waiting for your selection")
    changing(t)
    s.awaiting = None
    entry.targets = targets
    if choices:
        entry.choices = choices
    d = face(t, entry)
    ability = d.abilities[entry.ability]
    plan_selections(t, entry.player, _card(t, entry), ability, targets, must=False, choices=entry.choices)
    _resume(t, entry)


def answer_positions(t: Table, player: int, positions: tuple[str, ...]) -> None:
    """The awaited player says where each card goes: ``top`` or ``bottom`` of its owner's deck, in target order."""
    s = t.state
    entry = _awaited(
        t, player, "positions", "no card is waiting for you to choose the top or the bottom of the deck"
    )
    if not positions or any(p not in ("top", "bottom") for p in positions):
        raise InvalidChoice("say top or bottom for each card")
    changing(t)
    s.awaiting = None
    entry.positions, entry.waiting_for = positions, "targets"
    _resume(t, entry)


def answer_name(t: Table, player: int, name: str) -> None:
    """The awaited controller declares a card name (CR 5.33.1): the name of any card or token, which need not
    be in this game (5.33.1.1); declaring selects no card. The ability then resolves."""
    s = t.state
    entry = _awaited(t, player, "name", "no ability is waiting for you to declare a card name")
    changing(t)
    s.awaiting = None
    entry.declared, entry.waiting_for = name, "targets"
    _resume(t, entry)


def _ability(t: Table, pending: Pending) -> Ability:
    """The ability an entry plays: a delayed one is the effects an earlier effect set aside (CR 10.7); its entry
    is marked paid (effects._delayed), so the ability's cost is never asked again."""
    ability = face(t, pending).abilities[pending.ability]
    if pending.delayed_effect is not None:
        delayed = ability.effects[pending.delayed_effect].options[0]
        ability = ability.model_copy(update={"effects": delayed, "condition": None})
    return ability


def answer_tokens(t: Table, player: int, names: tuple[str, ...]) -> None:
    """The controller says which tokens are made when not all fit (CR 9.1.2); the ability then resolves."""
    s = t.state
    entry = _awaited(t, player, "tokens", "no ability is waiting for you to choose which tokens to make")
    ability = _ability(t, entry)
    r = Resolution(
        entry.player, _card(t, entry), last_known=dict(entry.last_known), subject=entry.subject, x=entry.x
    )
    r.earth_rite_paid = entry.earth_rite_paid
    options = token_choices(t, r, ability)
    if normalized(names) not in options:
        shown = "; ".join(", ".join(o) for o in options)
        raise InvalidChoice(f"choose as many tokens as fit, made where the card puts them: one of {shown}")
    changing(t)
    s.awaiting = None
    entry.tokens, entry.waiting_for = normalized(names), "targets"
    _resume(t, entry)


def answer_summoned(t: Table, player: int, targets: tuple[int, ...]) -> None:
    """The controller picks which of the tokens just made an effect acts on ("any of them", CR 9.1)."""
    s = t.state
    entry = s.awaiting
    if entry is None or entry.paused_at is None:  # pragma: no cover - answer_selection checked it
        raise WrongTiming("no ability is waiting for you to pick among the tokens just made")
    effect = _ability(t, entry).effects[entry.paused_at]
    alive = [uid for uid, _ in entry.made if t.zone_of(uid) is not None]
    count = effect.target.count if effect.target is not None else 1
    if len(set(targets)) != len(targets) or any(uid not in alive for uid in targets):
        raise IllegalTarget("pick only among the tokens this ability just made, each once")
    if len(targets) > count:
        raise InvalidChoice(f"pick at most {count} of the tokens just made")
    changing(t)
    s.awaiting = None
    entry.picked, entry.waiting_for = targets, "targets"
    _resume(t, entry)


def answer_optional(t: Table, player: int, accept: bool) -> None:
    """The controller of the waiting resolution does (``accept``) or declines its "you may" effects (CR 5.18)."""
    s = t.state
    entry = _awaited(t, player, "optional", "no optional effect is waiting for your decision")
    changing(t)
    s.awaiting = None
    entry.accept_optional, entry.waiting_for = accept, "targets"
    s.log.add("optional-accepted" if accept else "optional-declined", player, card=entry.card)
    _resume(t, entry)


def end_durations(t: Table) -> None:
    """Persistent effects that last "this turn" or "until the end of the opponent's turn" end (CR 10.9)."""
    s = t.state
    s.lasting = [e for e in s.lasting if e.until_turn is None or e.until_turn > s.turn]
