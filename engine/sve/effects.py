"""Effect primitives (CR 5): what an ability does; each is documented in ``vocabulary.EFFECTS``.

Every primitive acts on the cards its target gives (see :func:`targets_of`):
``self``, ``it`` (what the previous effect acted on), a leader, the next
selection the player made, every matching card, or cards picked at random with
the seeded generator (CR 5.19).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.core import CardInstance
from engine.core.atomic import touch
from engine.sve.cards import Effect, Filter, Target, by_condition
from engine.sve.conditions import Resolution, amount_of, condition_met
from engine.sve.context import PlayContext
from engine.sve.continuous import damage_shields
from engine.sve.costs import can_pay, pay_cost, play_cost
from engine.sve.errors import ExAreaFull, FieldFull, InvalidChoice
from engine.sve.replacement import reduced_to_nothing_first
from engine.sve.state import Lasting, PlayerState
from engine.sve.status import FOLLOWER_KINDS, attack_of, defense_of
from engine.sve.table import Table
from engine.sve.targets import candidates, chosen_while_resolving, leader_of, leader_uid, matching
from engine.sve.triggers import emit, emit_leader_gain, make_pending
from engine.sve.zones import banish, bury, destroy, discard, draw, enter_field, evolve_into, move

PP_CEILING = 10


def effective(t: Table, r: Resolution, effect: Effect) -> Effect:
    """The effect as it applies now: its ``instead`` fields replace its own when their condition holds (CR 10.10)."""
    alt = effect.instead
    if alt is None or not condition_met(t, r, alt.condition):
        return effect
    update = {k: getattr(alt, k) for k in ("amount", "target", "attack", "defense", "token", "count")}
    return effect.model_copy(update={k: v for k, v in update.items() if v is not None}, deep=False)


def targets_of(t: Table, r: Resolution, target: Target | None) -> list[int]:
    """Ids an effect acts on (cards, or -1/-2 for leaders)."""
    s = t.state
    if target is None:
        return []
    if target.mode == "self":
        zone = t.zone_of(r.source.uid)
        if r.moved_to is not None:  # CR 4.1.4.1: "this card" is the new card its move made, if still there
            return [r.source.uid] if zone == r.moved_to else []
        return [r.source.uid] if zone in ("field", "ex") else []
    if target.mode == "it":
        return [uid for uid in r.previous if uid < 0 or t.zone_of(uid) is not None]
    if target.mode == "its_leader":
        owners = {
            leader_of(uid) if uid < 0 else controller_then(t, r, uid)
            for uid in r.previous
            if uid < 0 or t.zone_of(uid)
        }
        return [leader_uid(p) for p in sorted(o for o in owners if o is not None)]
    if (
        target.mode == "summoned"
    ):  # the tokens this ability made so far; with up_to, those its controller picked
        alive = [uid for uid, _ in r.summoned if t.zone_of(uid) is not None]
        return [uid for uid in (r.summoned_pick or []) if uid in alive] if target.up_to else alive
    if target.mode == "trigger_card":
        return [r.subject] if r.subject is not None and t.zone_of(r.subject) is not None else []
    if target.mode == "leader":
        return [leader_uid(r.player if target.side == "own" else 1 - r.player)]
    if target.mode == "select":
        group = r.chosen.pop(0) if r.chosen else []
        return [uid for uid in group if uid < 0 or t.zone_of(uid) is not None]
    found = [c.uid for c in matching(t, r.player, target, r.source)]
    if target.kind in ("leader_or_follower", "leader"):  # {each: leader} names the leaders of its side(s)
        found += [
            leader_uid(p) for p in {"own": [r.player], "enemy": [1 - r.player], "any": [0, 1]}[target.side]
        ]
    if target.mode == "random":
        picked: list[int] = []
        pool = list(found)
        for _ in range(min(target.count, len(pool))):
            uid = s.rng.choice(pool)
            pool.remove(uid)
            picked.append(uid)
        s.log.add("random-picked", r.player, cards=picked)
        return picked
    return found


def controller_then(t: Table, r: Resolution, uid: int) -> int:
    """Who controls card ``uid`` for "its controller"/"its leader" (CR 3.1.2): the player holding it, or, for a card
    this ability moved off the field, the player who controlled it there (its final information, CR 10.11)."""
    known = r.left_field.get(uid)
    if known is not None and "controller" in known and t.zone_of(uid) != "field":
        return known["controller"]
    return t.find(uid)[0].index


def _cards(t: Table, uids: list[int]) -> list[CardInstance]:
    return [card for uid in uids if uid >= 0 and (card := t.card_or_none(uid)) is not None]


def _expiry(t: Table, r: Resolution, until: str | None) -> int | None:
    s = t.state
    if until == "end_of_turn":
        return s.turn
    if until == "end_of_opponent_turn":
        return s.turn if s.active != r.player else s.turn + 1
    return None


def apply_effect(t: Table, r: Resolution, raw: Effect, ctx: PlayContext) -> None:
    """Apply one effect primitive (when its condition holds)."""
    if not condition_met(t, r, raw.condition):
        return
    if raw.optional and not ctx.accept_optional:  # "you may", and its controller declined (CR 5.18)
        return
    effect = effective(t, r, raw)
    kind = effect.kind
    uids = targets_of(t, r, effect.target) if effect.target is not None else []
    amount = amount_of(t, r, effect.amount)
    handler = _HANDLERS.get(kind)
    if handler is None:
        raise InvalidChoice(f"unknown effect {kind!r}")
    outer, t.leaving = t.leaving, r.left_field  # cards it moves off the field keep their final values
    together, t.left_together = t.left_together, []  # the cards one effect moves off the field leave together
    lasting_before = {id(x) for x in t.state.lasting}
    try:
        handler(
            t, r, effect, uids, amount, ctx
        )  # amounts read the previous effect's cards ("it") before they change
    finally:
        t.leaving = outer
        t.left_together = together
    for made in t.state.lasting:
        if id(made) not in lasting_before and not made.source:
            made.source = (
                r.source.name
            )  # whose effect it is (a player ordering modifications names it, CR 10.10.2)
    if effect.target is not None and effect.target.mode not in ("it", "its_leader"):
        r.previous = list(uids)


Handler = Callable[[Table, Resolution, Effect, list[int], int, PlayContext], None]


def _damage(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    shares = _division(e, uids, amount, ctx) if e.divide else dict.fromkeys(uids, amount)
    for uid in uids:  # damage by an ability is not attack damage: Drain ignores it (CR 12.13.2.2)
        deal_damage(t, uid, shares[uid], source=r.source)


def _division(e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> dict[int, int]:
    """How ``amount`` is divided among the selected targets, as the player said when playing (CR 10.6.2.4):
    every selected target gets at least 1 and the shares add up to the amount. One target takes it all
    without being told; a target that left before this resolves loses its share. Refused otherwise."""
    if not ctx.division:
        if len(uids) <= 1:
            return dict.fromkeys(uids, amount)
        raise InvalidChoice(f"say how the {amount} is divided among the {len(uids)} selected targets")
    shares = dict(ctx.division)
    if any(uid not in ctx.targets for uid in shares):
        raise InvalidChoice("the amount is divided only among the targets selected for it")
    if any(uid not in shares for uid in uids):
        raise InvalidChoice("every selected target gets a share of the divided amount")
    if any(n < 1 for n in shares.values()):
        raise InvalidChoice("each selected target gets at least 1 of the divided amount (CR 10.6.2.4)")
    if sum(shares.values()) != amount:
        raise InvalidChoice(f"the shares add up to {sum(shares.values())}, not to the {amount} being divided")
    return shares


def _buff(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    until = _expiry(t, r, e.until)
    attack, defense = amount_of(t, r, e.attack), amount_of(t, r, e.defense)
    for uid in uids:
        if uid < 0:
            t.state.players[leader_of(uid) or 0].leader.defense += defense
            emit_leader_gain(t, leader_of(uid) or 0, defense)
            continue
        card = t.find(uid)[2]
        if until is None:
            touch(t, card)
            card.state["attack_mod"] = int(card.state.get("attack_mod", 0)) + attack
            card.state["defense_mod"] = int(card.state.get("defense_mod", 0)) + defense
        else:
            t.state.lasting.append(Lasting(uid, "buff", attack=attack, defense=defense, until_turn=until))
        t.state.log.add("buffed", r.player, card=uid, attack=attack, defense=defense)


def _set_stat(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Each target's attack or defense becomes ``amount`` (CR 5.24); a leader's defense is set outright (CR 3.2)."""
    for uid in uids:
        owner = leader_of(uid)
        if owner is not None and e.stat == "defense":
            t.state.players[owner].leader.defense = amount
            t.state.log.add("stat-set", r.player, card=uid, stat=e.stat, value=amount)
    for card in _cards(t, uids):
        touch(t, card)
        if e.stat == "attack":
            card.state["attack_mod"] = int(card.state.get("attack_mod", 0)) + amount - attack_of(t, card)
        else:
            card.state["defense_mod"] = int(card.state.get("defense_mod", 0)) + amount - defense_of(t, card)
        t.state.log.add("stat-set", r.player, card=card.uid, stat=e.stat, value=amount)


def _gain_defense(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    who = _whose(t, r, e)
    who.leader.defense += amount
    t.state.log.add("leader-defense-gained", who.index, amount=amount)
    emit_leader_gain(t, who.index, amount)


def _draw(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    draw(t.state, _whose(t, r, e).index, amount)


def _whose(t: Table, r: Resolution, e: Effect) -> PlayerState:
    """The player an effect's ``side`` names: own, enemy, or ``its`` (the controller of what the previous effect hit)."""
    if e.side == "active":
        return t.state.players[t.state.active]
    if e.side == "its":
        owners = [
            leader_of(uid) if uid < 0 else controller_then(t, r, uid)
            for uid in r.previous
            if uid < 0 or t.zone_of(uid)
        ]
        if not owners and "subject_controller" in r.last_known:  # the card that set the ability off
            owners = [r.last_known["subject_controller"]]
        return t.state.players[owners[0] if owners and owners[0] is not None else r.player]
    return t.state.players[r.player if e.side == "own" else 1 - r.player]


def _summon_token(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Make the tokens; when not all fit, only those its controller chose (``ctx.tokens``, CR 9.1.2)."""
    name = str(e.token)
    if ctx.tokens:
        already = sum(1 for _, made in r.summoned if made == name)
        amount = max(0, min(amount, list(ctx.tokens).count(name) - already))
    r.previous = summon_tokens(t, _whose(t, r, e), e, amount, ctx)
    r.summoned += [(uid, name) for uid in r.previous]


def zone_pick_pool(t: Table, r: Resolution, e: Effect) -> list[CardInstance]:
    """The cards a ``summon_from`` or ``play_from`` effect may take from its zone: those matching it, except the
    cards that paid its ability's cost (selected before the cost is paid, CR 10.6.2.3 then 10.6.2.5)."""
    zone = e.zone or "cemetery"
    if e.kind == "play_from":
        holder = t.state.players[1 - r.player] if e.side == "enemy" else t.state.players[r.player]
        f = (e.filter or Filter()).model_copy(update={"zone": zone, "side": "own"})
        pool = [c for c in holder.zone(zone) if t.pool.get(c.name).kind in ("follower", "amulet", "spell")]
        pool = [c for c in pool if _fits_filter(t, r, c, f)]
    elif e.itself:  # this very card, as the new card its own move made (CR 4.1.4.1), if it is still there
        here = t.zone_of(r.source.uid) == zone and (r.moved_to is None or r.moved_to == zone)
        pool = [c for c in t.state.players[r.player].zone(zone) if here and c.uid == r.source.uid]
    else:
        f = (e.filter or Filter(name=e.card, zone=zone)).model_copy(update={"zone": zone, "side": "own"})
        pool = [c for c in t.state.players[r.player].zone(zone) if _fits(t, r, c, f, e)]
    return [c for c in pool if c.uid not in r.paid_with]


def _summon_from(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Put cards matching the effect from one of your zones onto your field (CR 5.5). From a zone the opponent
    cannot see (the hand, the deck) its controller may find none even when one is there (``find_none``,
    CR 4.1.2.2); from an open zone the cards there are found."""
    me = t.state.players[r.player]
    zone = e.zone or "cemetery"
    if ctx.find_none:
        if zone not in ("hand", "deck"):
            raise InvalidChoice(
                f"the cards in the {zone} are seen by both players: one that fits must be found"
            )
        if ctx.picks:
            raise InvalidChoice("a card left unfound takes no picks")
        r.previous = []
        return
    fitting = zone_pick_pool(t, r, e)
    chosen = _picked(t, r, fitting, None, max(1, e.count), ctx)
    r.previous = []
    for found in chosen:
        if me.field.is_full():
            return
        me.zone(zone).remove(found.uid)
        enter_field(t, found, me, from_zone=zone)
        r.previous.append(found.uid)


def _fits(t: Table, r: Resolution, card: CardInstance, f: Filter, e: Effect) -> bool:
    return (e.card is None or card.name == e.card) and card.uid in [
        c.uid for c in matching(t, r.player, f, r.source)
    ]


def _move_each(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Destroy, banish, bury or return to hand each target: the move the effect's kind names (``_MOVES``).

    One handler reading the kind, not a handler made per kind when the module loads: mutation testing can only
    switch code that runs during a test (docs/mutation.md, blind spots)."""
    action = _MOVES[e.kind]
    for card in _cards(t, uids):
        if e.kind == "destroy" and restricted(t, card.uid, "cannot_be_destroyed_by_abilities"):
            t.state.log.add("not-destroyed", r.player, card=card.uid)
            continue
        action(t, card)


def _return(t: Table, card: CardInstance) -> None:
    move(t, card, t.state.players[card.owner], "hand")
    if t.zone_of(card.uid) != "field":  # not kept on the field by Stack (CR 13.3.2.2)
        t.state.log.add("returned-to-hand", card.owner, card=card.uid)


def _put_on_deck(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Put each target on the top or bottom of its owner's deck; with ``choose`` its controller said where (in order).

    The cards that go to the same place of one deck go there together, and a player orders them (CR 4.1.5): they
    are recorded in ``r.into_deck`` for the resolution to ask (see :func:`deck_orderer` for who)."""
    groups: dict[tuple[int, str], list[tuple[list[int], int]]] = {}
    for i, card in enumerate(_cards(t, uids)):
        position: str | None = e.position
        if position == "choose":
            chosen = list(ctx.positions)
            if not chosen:
                raise InvalidChoice("top or bottom was not chosen")
            position = chosen[min(i, len(chosen) - 1)]
        holder, zone, _ = t.find(card.uid)
        # an evolved follower's evolved card leaves the game; the cards beneath it go into the deck (CR 12.2)
        under = card.state.get("under", []) if card.state.get("evolved") else []
        members = [base.uid for base in under] or [card.uid]
        move(t, card, t.state.players[card.owner], "deck", top=position == "top")
        if t.zone_of(card.uid) != "field":  # not kept on the field by Stack (CR 13.3.2.2)
            t.state.log.add("put-on-deck", card.owner, card=card.uid, position=position)
        orderer = holder.index if zone in OPEN_ZONES else card.owner
        groups.setdefault((card.owner, str(position)), []).append((members, orderer))
    for (owner, _), entries in groups.items():
        r.into_deck.append(
            (owner, deck_orderer(owner, [who for _, who in entries]), [u for m, _ in entries for u in m])
        )


OPEN_ZONES = ("field", "ex", "cemetery", "banished", "resolution")
"""The zones every player sees (CR 4.1.2): cards put into a deck from them are ordered by their controller."""


def deck_orderer(owner: int, controllers: list[int]) -> int:
    """Who orders cards put into ``owner``'s deck together (CR 4.1.5.1): the deck's owner, or the cards' controller
    when they come from an open zone (``controllers``: for each card, the player who controlled it there, or the
    owner for a card from a hidden zone). Cards with different controllers: the deck's owner (an assumption; the
    clause names one controller)."""
    return controllers[0] if len(set(controllers)) == 1 else owner


def _discard(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    for card in _cards(t, uids):
        if t.zone_of(card.uid) == "hand":
            discard(t, card)


def _mill(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    who = _whose(t, r, e)
    dest = "ex" if e.zone == "ex" else "cemetery"
    r.previous = []
    for _ in range(min(amount, len(who.deck))):
        if dest == "ex" and who.ex.is_full():
            return
        card = who.deck.cards[0]
        move(t, card, who, dest)
        r.previous.append(card.uid)


def _put_into_ex(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    for card in _cards(t, uids):
        owner = t.state.players[card.owner]
        if t.zone_of(card.uid) == "field" and not owner.ex.is_full():
            move(t, card, owner, "ex")


def _reshuffle_hands(
    t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext
) -> None:
    """Each player shuffles their hand into their deck and draws as many cards; you draw ``amount`` more."""
    s = t.state
    for index in (r.player, 1 - r.player):
        p = s.players[index]
        count = len(p.hand)
        while p.hand.cards:
            p.deck.add(p.hand.cards.pop(0))
        s.rng.shuffle(p.deck.cards)
        s.log.add("shuffled", index)
        draw(s, index, count + (amount if index == r.player else 0))


def _extra_turn(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    t.state.extra_turns[r.player] += 1
    t.state.extra_order.append(r.player)  # the latest gained is taken first (CR 5.28.1.1)
    t.state.log.add("extra-turn-gained", r.player)


def _skip_turn(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """CR 5.26.2: the named player's next turn is skipped (``side: enemy`` the opponent's). CR 5.26.2.1: told
    again before that turn comes, the player still skips only that one turn (a mark, not a count)."""
    who = r.player if e.side == "own" else 1 - r.player
    t.state.skipped_turns[who] = 1
    t.state.log.add("turn-skip-set", who)


def _win_game(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """CR 5.23.1, 1.2.4: an effect that makes a player win (``win_game``) or lose (``lose_game``) ends the game
    at once: winning makes the other player lose; nothing waits for rules handling."""
    s = t.state
    if s.result is not None:
        return
    named = r.player if e.side == "own" else 1 - r.player
    winner = named if e.kind == "win_game" else 1 - named
    s.result = f"player-{winner}-wins"
    s.phase, s.window = "over", None
    s.log.add("game-won-by-effect", winner, card=r.source.uid)
    s.log.add("game-over", None, result=s.result)


def _steal(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """CR 5.22.1 (``steal``): take control of each target on the other player's field; CR 5.22.2
    (``give_control``): give control of each target on your field to the other player. The card moves onto its
    new controller's field as it is (damage, counters, evolution, engaged state, CR 5.22.4); it is not newly put
    onto the field, so no Fanfare, but it has not been under this controller since the turn began (it counts as
    arrived this turn). With that field full it stays where it is. Its owner does not change (CR 5.22.5)."""
    me = t.state.players[r.player]
    for card in _cards(t, uids):
        holder, zone, _ = t.find(card.uid)
        taker = t.state.players[1 - holder.index]
        wrong_side = holder is me if e.kind == "steal" else holder is not me
        if zone != "field" or wrong_side or taker.field.is_full():
            continue
        touch(t, card)
        holder.field.remove(card.uid)
        taker.field.add(card)
        card.state["entered_turn"] = t.state.turn
        t.state.log.add("control-taken", taker.index, card=card.uid, name=card.name)


def _restrict(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    until = _expiry(t, r, e.until)
    for uid in uids:
        t.state.lasting.append(Lasting(uid, "restrict", keyword=e.restriction, until_turn=until))
        t.state.log.add("restricted", r.player, card=uid, restriction=e.restriction)


def _picked(
    t: Table, r: Resolution, pool: list[CardInstance], f: Filter | None, count: int, ctx: PlayContext
) -> list[CardInstance]:
    """Cards a player takes from ``pool``: the ids in ``ctx.picks`` (checked), else the first that match."""
    fitting = [c for c in pool if f is None or _fits_filter(t, r, c, f)]
    if ctx.picks:
        chosen = [c for c in pool if c.uid in ctx.picks]
        if len(chosen) != len(set(ctx.picks)) or any(c not in fitting for c in chosen) or len(chosen) > count:
            raise InvalidChoice(f"pick at most {count} matching card(s) from those looked at")
        return chosen
    return fitting[:count]


def _fits_filter(t: Table, r: Resolution, card: CardInstance, f: Filter) -> bool:
    from engine.sve.targets import matches

    return matches(t, r.player, card, f, r.source)


def _search(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Search the deck (CR 5.8): take the cards the player picks (else the first that fit), then shuffle.

    A search for cards with a condition (a filter other than "any card") may find none when the player says
    so (``find_none``), and the cards it finds are revealed to both players (CR 5.8.1.2); a search for a
    number of cards only must find them (CR 5.8.1.1), so ``find_none`` is refused for it."""
    me = t.state.players[r.player]
    conditional = e.filter is not None and e.filter != Filter(kind="card")
    if ctx.find_none and not conditional:
        raise InvalidChoice(
            "a search for cards with no condition must find them; only a conditional one may not"
        )
    if ctx.find_none and ctx.picks:
        raise InvalidChoice("a search that finds no card takes no picks")
    found = [] if ctx.find_none else _picked(t, r, list(me.deck), e.filter, max(1, amount), ctx)
    r.previous = [c.uid for c in found]
    if conditional:
        for card in found:  # the cards found by a condition are shown to every player (CR 5.8.1.2)
            t.state.revealed.append(card.uid)
            t.state.log.add("revealed", r.player, card=card.uid, name=card.name)
    for card in found:
        me.deck.remove(card.uid)
        if e.to == "field" and not me.field.is_full():
            enter_field(t, card, me, from_zone="deck")
        else:
            me.hand.add(card)
        t.state.log.add("searched", r.player, card=card.uid, name=card.name)
    t.state.rng.shuffle(me.deck.cards)
    t.state.log.add("shuffled", r.player)


def _look_picks(e: Effect) -> list[tuple[Filter | None, int, str]]:
    """The picks of a look at the top: (filter, how many at most, where they go); ``then`` is the second."""
    picks: list[tuple[Filter | None, int, str]] = [(e.filter, e.count, e.to)]
    if e.then is not None:
        picks.append((e.then.filter, e.then.count, e.then.to))
    return picks


def look_offer(
    t: Table, r: Resolution, raw: Effect, ctx: PlayContext, answered: tuple[tuple[int, ...], ...]
) -> tuple[list[int] | None, tuple[tuple[int, ...], ...]]:
    """The cards the controller may take in the next pick of a look at the top (CR 5.11) not answered yet
    (``answered``: the cards taken in the earlier picks), or ``None`` when no pick is left to ask about: the
    effect does not happen (its condition, a declined "you may"), or every pick is answered; with the answers
    so far, where a pick that nothing fits is answered with nothing, without asking."""
    if raw.kind != "look_top" or not condition_met(t, r, raw.condition):
        return None, answered
    if raw.optional and not ctx.accept_optional:
        return None, answered
    e = effective(t, r, raw)
    seen = _whose(t, r, e).deck.cards[: amount_of(t, r, e.amount)]
    taken = {uid for pick in answered for uid in pick}
    for f, _, _ in _look_picks(e)[len(answered) :]:
        fitting = [c.uid for c in seen if c.uid not in taken and (f is None or _fits_filter(t, r, c, f))]
        if fitting:
            return fitting, answered
        answered += ((),)
    return None, answered


def look_pick_counts(raw: Effect) -> list[int]:
    """How many cards each pick of a look at the top may take (one pick, two with ``then``); none for any
    other effect."""
    return [count for _, count, _ in _look_picks(raw)] if raw.kind == "look_top" else []


def _look_top(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Look at the top ``amount`` cards of a deck (CR 5.11): each pick takes up to its count of the cards that
    fit it, chosen by the controller (``ctx.look_answers``; CR 5.11.2: a "you may" pick may take none), and
    puts them where the card says; the rest go on the bottom together, in the order the deck's owner then
    chooses (CR 4.1.5, 4.1.5.1; recorded in ``r.into_deck`` for the resolution to ask). A card the pick would put
    onto a full field, or a spell it would put onto the field, is not moved (CR 4.4.4.2) and goes to the
    bottom with the rest. Without answers (a look nested in a choice), ``ctx.picks`` or else the first that
    fit are taken. With ``rest: stay`` the cards not taken stay where they are, on top of the deck (CR 5.11.1:
    looking moves nothing; the card says nothing of the rest)."""
    me = _whose(t, r, e)
    seen = me.deck.cards[:amount]
    t.state.log.add("looked-at-top", me.index, count=len(seen))
    answers = ctx.look_answers
    taken_all: list[CardInstance] = []
    moved: list[CardInstance] = []
    for i, (f, count, dest) in enumerate(_look_picks(e)):
        pool = [c for c in seen if c not in taken_all]
        if answers is not None:
            chosen = answers[i] if i < len(answers) else ()
            taken = _picked(t, r, pool, f, count, PlayContext(picks=chosen)) if chosen else []
        else:
            taken = _picked(t, r, pool, f, count, ctx if i == 0 else PlayContext())
        taken_all += taken
        for card in taken:
            if dest == "field" and (
                me.field.is_full() or t.pool.get(card.name).kind not in ("follower", "amulet")
            ):
                t.state.log.add("not-put-onto-field", me.index, card=card.uid, name=card.name)
                continue  # CR 4.4.4.2: it stays among the cards looked at
            me.deck.remove(card.uid)
            moved.append(card)
            if dest == "field":
                enter_field(t, card, me, from_zone="deck")
            elif dest == "cemetery":
                me.cemetery.add(card)
            else:
                me.hand.add(card)
                if by_condition(
                    f
                ):  # taken into the hand by a condition: shown to both players, as the cards say
                    t.state.revealed.append(card.uid)
                    t.state.log.add("revealed", me.index, card=card.uid, name=card.name)
            t.state.log.add("took-from-top", me.index, card=card.uid, name=card.name)
        if i == 0:
            r.previous = [c.uid for c in taken if c in moved]
    if e.rest == "stay":
        return
    rest = [c for c in seen if c not in moved]
    for card in rest:
        me.deck.remove(card.uid)
        me.deck.add(card)
    # the rest go to the bottom together: the deck's owner orders them (CR 4.1.5, 4.1.5.1)
    r.into_deck.append((me.index, me.index, [c.uid for c in rest]))


def _shuffle(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    me = t.state.players[r.player]
    t.state.rng.shuffle(me.deck.cards)
    t.state.log.add("shuffled", r.player)


def _put_counter(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    name = e.counter or "fable"
    for card in _cards(t, uids):
        touch(t, card)
        counters = card.state.setdefault("counters", {})
        counters[name] = counters.get(name, 0) + amount


def _remove_counter(
    t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext
) -> None:
    name = e.counter or "fable"
    for card in _cards(t, uids):
        touch(t, card)
        counters = card.state.setdefault("counters", {})
        counters[name] = max(0, counters.get(name, 0) - amount)


def _recover(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    me = t.state.players[r.player]
    me.pp = min(me.pp_max, me.pp + amount)
    t.state.log.add("pp-recovered", r.player, amount=amount)


def _gain_pp_max(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    me = t.state.players[r.player]
    me.pp_max = min(PP_CEILING, me.pp_max + amount)


def _gain_ep(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    me = t.state.players[r.player]
    me.ep.extend(["standard"] * amount)


def _transfer_stack(
    t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext
) -> None:
    for card in _cards(t, uids):
        touch(t, r.source)
        touch(t, card)
        n = r.source.state["counters"].get("stack", 0)
        r.source.state["counters"]["stack"] = 0
        card.state["counters"]["stack"] = card.state["counters"].get("stack", 0) + n


def performable(t: Table, r: Resolution, e: Effect) -> list[int]:
    """The options of a "choose" effect that can be chosen (CR 5.18.3.1.2): every selection they make
    that must select something has a valid target. A pick among the cards of a hand is not such a selection: it
    is made as the option resolves and takes what there is, even nothing (CR 10.6.2.8.2; official card Q&A of
    BP01-111), so a hand with too few cards never keeps its option from being chosen."""
    return [
        i
        for i, option in enumerate(e.options)
        if all(
            x.target.up_to
            or chosen_while_resolving(x.target)
            or len(candidates(t, r.player, x.target, r.source)) >= x.target.count
            for x in option
            if x.target is not None and x.target.selects
        )
    ]


def _choose(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Choose options (CR 5.18): exactly ``count`` of them, or 1 to ``count`` with ``up_to`` (5.18.2.1); only
    options that can be performed may be chosen, and when fewer than ``count`` can, that many (5.18.2.3,
    5.18.3.1.2); each at most once; the chosen ones happen in the order the card lists them."""
    picked = options_chosen(t, r, e, ctx)
    carry_out_options(t, r, e, ctx, picked)
    t.state.log.add("chose", r.player, options=picked)


def options_chosen(t: Table, r: Resolution, e: Effect, ctx: PlayContext) -> list[int]:
    """The options of "choose" its controller chose, as named, once checked (CR 5.18.2, 5.18.3.1.2: see
    :func:`_choose`); refused ``InvalidChoice`` otherwise."""
    picked = list(ctx.choices)
    able = performable(t, r, e)
    need = max(0, min(e.count, len(able)))  # a count brought to 0 or below chooses nothing (CR 5.18.2.2)
    low = min(1, need) if e.up_to else need
    if not low <= len(picked) <= need or len(set(picked)) != len(picked):
        many = f"1 to {need}" if e.up_to and need > 1 else str(need)
        raise InvalidChoice(f"choose {many} of the {len(able)} options that can be performed")
    for index in picked:
        if not 0 <= index < len(e.options):
            raise InvalidChoice(f"there is no option {index + 1}")
        if index not in able:
            raise InvalidChoice(f"option {index + 1} cannot be performed now: it has nothing to select")
    return picked


def carry_out_options(
    t: Table,
    r: Resolution,
    e: Effect,
    ctx: PlayContext,
    picked: Sequence[int],
    start: int = 0,
    stops: Callable[[int, Effect], bool] | None = None,
) -> int | None:
    """Carry out the parts of the chosen options in the order the card lists them, not the order they were named
    (CR 5.18.1), each option's parts in order (CR 10.6.2.8.2), from the ``start``-th part on (counted over the
    chosen options together). ``stops(step, part)`` is asked before each part that is not a payment: when it says
    so, nothing more happens and the step is returned, for the resolution to go on from it once a player answered
    (a pick in a hand after an earlier part: ``abilities``); None once every part is done."""
    step = 0
    for index in sorted(picked):
        option = e.options[index]
        first, step = step, step + len(option)
        for k, sub in enumerate(option):
            if first + k < start:  # done before the resolution stopped (a payment among them was made)
                continue
            if sub.kind == "pay":
                if not _paid_in_option(t, r, sub, ctx):
                    break  # the rest of this option needs the payment (CR 10.4.7.5)
                continue
            if stops is not None and stops(first + k, sub):
                return first + k
            apply_effect(t, r, sub, ctx)
    return None


def _paid_in_option(t: Table, r: Resolution, e: Effect, ctx: PlayContext) -> bool:
    """A cost written in an option of "choose", asked for as the option resolves (CR 10.4.7.2; 10.4.7.5).

    The player pays it unless they decline optional costs or it cannot be paid; then the rest of the
    option does nothing (the option could still be chosen).
    """
    p = t.state.players[r.player]
    assert e.cost is not None  # the card model requires it
    if not ctx.pay_optional_costs or can_pay(t, p, r.source, e.cost, ctx.cost_cards) is not None:
        t.state.log.add("optional-cost-declined", r.player, card=r.source.uid)
        return False
    pay_cost(t, p, r.source, e.cost, ctx.cost_cards)
    return True


def _pay(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """A 'pay' step is handled by the option that holds it (see :func:`_choose`); on its own it does nothing."""


def _give_keyword(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    until = _expiry(t, r, e.until)
    for card in _cards(t, uids):
        if until is None:
            touch(t, card)
            card.state["keywords"] = sorted({*card.state.get("keywords", ()), str(e.keyword)})
        else:
            t.state.lasting.append(Lasting(card.uid, "keyword", keyword=e.keyword, until_turn=until))
        t.state.log.add("keyword-given", r.player, card=card.uid, keyword=e.keyword)


def _give_trait(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Each target on the field gains ``trait`` (for good, or ``until`` a time): a change that is not a number,
    worked out before numeric changes, so "+1/+1 to each Pixie" counts it (CR 10.9.1.3)."""
    until = _expiry(t, r, e.until)
    for card in _cards(t, uids):
        if t.zone_of(card.uid) != "field":
            continue
        if until is None:
            touch(t, card)
            card.state["traits"] = sorted({*card.state.get("traits", ()), str(e.trait)})
        else:
            t.state.lasting.append(Lasting(card.uid, "trait", keyword=e.trait, until_turn=until))
        t.state.log.add("trait-given", r.player, card=card.uid, trait=e.trait)


def _make_amulet(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Each target follower on the field becomes an amulet while it stays there (CR 5.25.1): it has only an
    amulet's information, no attack or defense (5.25.2, 5.25.2.1), and keeps its abilities (5.25.3)."""
    for card in _cards(t, uids):
        if t.zone_of(card.uid) == "field" and t.defn(card).kind in FOLLOWER_KINDS:
            touch(t, card)
            card.state["as_amulet"] = True
            t.state.log.add("type-changed", r.player, card=card.uid, card_type="amulet")


def _roll_die(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Roll a six-sided die with the game's seeded generator and keep the number it shows for the rest of the
    ability (CR 5.20.1); no player chooses the result."""
    r.rolled = t.state.rng.randint(1, 6)
    t.state.log.add("die-rolled", r.player, result=r.rolled)


def _declare_name(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Record the card name the controller declared as the ability began to resolve (CR 5.33.1); the
    ability's later effects compare it (condition ``top_card_declared``)."""
    t.state.log.add("name-declared", r.player, name=r.declared)


def _maneuver(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Each target amulet on the field is a follower with the attack and defense printed on it for the rest of
    this turn (CR 5.32.1). CR 5.32.1.1: an amulet whose card data gives no attack or no defense (it prints none)
    is not changed at all."""
    for card in _cards(t, uids):
        d = t.defn(card)
        printed = {"attack", "defense"} <= d.model_fields_set
        if t.zone_of(card.uid) == "field" and d.kind == "amulet" and printed:
            touch(t, card)
            card.state["maneuvered"] = t.state.turn
            t.state.log.add("maneuvered", r.player, card=card.uid)


def _engage(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Engage (kind ``engage``) or stand (kind ``stand``) each target that is on the field."""
    value = e.kind == "engage"
    for card in _cards(t, uids):
        if t.zone_of(card.uid) == "field":
            touch(t, card)
            card.state["engaged"] = value
            t.state.log.add("engaged" if value else "stood-up", r.player, card=card.uid)


def _evolve(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Evolve each target by the effect (CR 5.16.1.1). The evolved card is taken from the player's face-down,
    hidden evolve deck (CR 4.6.3), so its player may take none (``find_none``): then nothing evolves (official
    card Q&A of BP03-021 Valiant Fencer: the evolution its On Evolve offers may be declined). A follower that
    evolves stays the same card (CR 5.16.2): the rest of the ability names the evolved card as it named the
    follower, as "this card", "it", the card that set the ability off or a card selected for a later effect."""
    if ctx.find_none:
        return
    for card in _cards(t, uids):
        evolved = evolve_by_effect(t, card)
        if evolved is None:
            continue
        # the same card, evolved (CR 5.16.2): "this card" and "it" (the effect's cards) go on naming it
        if card.uid == r.source.uid:
            r.source = evolved
        uids[:] = [evolved.uid if uid == card.uid else uid for uid in uids]
        r.previous = [evolved.uid if uid == card.uid else uid for uid in r.previous]
        # and so do the card whose event set the ability off and the selections its later effects use
        if r.subject == card.uid:
            r.subject = evolved.uid
        r.chosen = [[evolved.uid if uid == card.uid else uid for uid in group] for group in r.chosen]


def evolve_by_effect(t: Table, base: CardInstance) -> CardInstance | None:
    """Evolve a follower without its evolve cost (CR 5.16): needs a face-down evolved card of its name."""
    p = t.state.players[base.owner]
    if base.uid not in p.field or base.state.get("evolved") or t.defn(base).kind not in FOLLOWER_KINDS:
        return None
    evolved = next(
        (c for c in p.evolve_deck if c.name == base.name and c.state.get("evolved") and not c.face_up), None
    )
    if evolved is None:
        return None
    evolve_into(t, p, base, evolved)
    t.state.log.add("evolved", p.index, card=evolved.uid, base=base.uid, name=base.name, by="effect")
    emit(t, "evolve", evolved)
    return evolved


def _transform(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """CR 5.17.1: the card is banished, then a new token is put into the zone (and place) it was in.

    A card the banishing did not move (a Stack amulet that lost a counter instead, CR 13.3) gets no token.
    """
    for card in _cards(t, uids):
        holder, zone, _ = t.find(card.uid)
        z = holder.zone(zone)
        index = z.cards.index(card)
        banish(t, card)
        if any(c.uid == card.uid for c in z.cards):
            continue
        new = t.new_card(str(e.token), card.owner, token=True)
        if zone == "field":
            from engine.sve.status import fresh_field_status

            new.state = fresh_field_status(t.state.turn)
        z.cards.insert(min(index, len(z.cards)), new)
        t.state.lasting = [x for x in t.state.lasting if x.uid != card.uid]
        t.state.log.add("transformed", card.owner, card=card.uid, into=new.uid, name=new.name)


def _reveal(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Reveal each target (CR 5.21): it stays revealed until the ability has finished resolving (CR 5.21.1.1)."""
    for card in _cards(t, uids):
        t.state.revealed.append(card.uid)
        t.state.log.add("revealed", r.player, card=card.uid, name=card.name)


def _select(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Select the targets and do nothing else (CR 10.6.2.3): the next effects name them as ``it``. Each selection
    is recorded in the event log."""
    for card in _cards(t, uids):
        t.state.log.add("selected", r.player, card=card.uid, name=card.name)


def _reduce_damage(
    t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext
) -> None:
    until = _expiry(t, r, e.until)
    for uid in uids:  # ``keyword`` keeps which damage it limits (``damage_from``), if any
        t.state.lasting.append(
            Lasting(uid, "reduce", amount=amount, prevent=e.prevent, until_turn=until, keyword=e.damage_from)
        )


def _play_from(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Play a card from another zone (CR 8.2), its cost lowered by ``amount``, set to ``set_cost``, or free.

    "Without paying its cost" (``free``) pays nothing. Otherwise the cost is worked out as for any play
    (CR 10.6.2.5.1): the set value or the printed cost, then every cost change (a continuous "costs 1
    more" too), never below 0. When that cost cannot be paid, or the field has no room, this part of the
    effect does nothing and nothing is paid; the rest of the ability goes on (CR 1.3.2).
    A follower or amulet enters the field; a spell goes to the resolution zone and resolves as the next
    pending entry (its selections are asked for then), after the ability that played it.
    """
    me = t.state.players[r.player]
    # with side: enemy the card comes from the opponent's zone; it stays theirs (CR 3.1), played by me
    holder = t.state.players[1 - r.player] if e.side == "enemy" else me
    zone = e.zone or "cemetery"
    chosen = _picked(t, r, zone_pick_pool(t, r, e), None, 1, ctx)
    if not chosen:
        return
    card = chosen[0]
    d = t.pool.get(card.name)
    if d.kind != "spell" and me.field.is_full():
        return
    cost = 0 if e.free else play_cost(t, card, set_to=e.set_cost, less=amount)
    if cost > me.pp:
        t.state.log.add("play-unpaid", r.player, card=card.uid, cost=cost)
        return
    me.pp -= cost
    holder.zone(zone).remove(card.uid)
    me.cards_played_this_turn += 1
    t.state.log.add("played", r.player, card=card.uid, name=card.name, source=zone)
    if d.kind == "spell":
        me.resolution.add(card)
        for ab in d.triggered("spell"):
            t.state.pending.insert(0, make_pending(t, r.player, card, d, ab, kind="spell", known={}))
    else:
        enter_field(t, card, me, from_zone=zone)
    emit(t, "play", card, controller=r.player)


_MOVES: dict[str, Callable[[Table, CardInstance], None]] = {
    "destroy": destroy,
    "banish": banish,
    "bury": bury,
    "return_to_hand": _return,
}

_HANDLERS: dict[str, Handler] = {
    "damage": _damage,
    "buff": _buff,
    "set_stat": _set_stat,
    "gain_defense": _gain_defense,
    "draw": _draw,
    "summon_token": _summon_token,
    "summon_from": _summon_from,
    "destroy": _move_each,
    "banish": _move_each,
    "bury": _move_each,
    "return_to_hand": _move_each,
    "put_on_deck": _put_on_deck,
    "discard": _discard,
    "mill": _mill,
    "search": _search,
    "look_top": _look_top,
    "shuffle": _shuffle,
    "put_counter": _put_counter,
    "remove_counter": _remove_counter,
    "recover": _recover,
    "gain_pp_max": _gain_pp_max,
    "gain_ep": _gain_ep,
    "transfer_stack": _transfer_stack,
    "choose": _choose,
    "pay": _pay,
    "give_keyword": _give_keyword,
    "give_trait": _give_trait,
    "make_amulet": _make_amulet,
    "roll_die": _roll_die,
    "declare_name": _declare_name,
    "maneuver": _maneuver,
    "engage": _engage,
    "stand": _engage,
    "evolve": _evolve,
    "transform": _transform,
    "reveal": _reveal,
    "select": _select,
    "reduce_damage": _reduce_damage,
    "play_from": _play_from,
    "put_into_ex": _put_into_ex,
    "extra_turn": _extra_turn,
    "skip_turn": _skip_turn,
    "win_game": _win_game,
    "lose_game": _win_game,
    "steal": _steal,
    "give_control": _steal,
    "reshuffle_hands": _reshuffle_hands,
    "restrict": _restrict,
}


def summon_tokens(t: Table, who: PlayerState, effect: Effect, amount: int, ctx: PlayContext) -> list[int]:
    """Summon up to ``amount`` tokens, split between field and EX area; each zone only up to its limit.

    Spell tokens never go onto the field, which holds only followers and amulets (CR 4.4); they
    go to the EX area, which takes spells too (CR 4.8). ``zone: ex`` puts them all into the EX
    area, ``zone: field`` only onto the field.
    """
    name = effect.token or ""
    spell = t.pool.get(name).kind == "spell"
    mode = effect.zone or "split"
    if ctx.token_split is not None and mode == "split":
        to_field, to_ex = ctx.token_split
        if to_field < 0 or to_ex < 0 or to_field + to_ex > amount:
            raise InvalidChoice(f"summon at most {amount} {name} tokens in all")
        if spell and to_field:
            raise InvalidChoice(f"{name} is a spell token: it cannot be put onto the field")
        who.field.require_room(to_field, error=FieldFull)
        who.ex.require_room(to_ex, error=ExAreaFull)
    elif mode == "ex":
        to_field, to_ex = 0, min(amount, who.ex.free or 0)
    elif mode == "field":
        to_field, to_ex = (0 if spell else min(amount, who.field.free or 0)), 0
    else:
        to_field = 0 if spell else min(amount, who.field.free or 0)
        to_ex = min(amount - to_field, who.ex.free or 0)
    made: list[int] = []
    for _ in range(to_field):
        token = t.new_card(name, who.index, token=True)
        enter_field(t, token, who, from_zone="token")
        made.append(token.uid)
    for _ in range(to_ex):
        token = t.new_card(name, who.index, token=True)
        who.ex.add(token, error=ExAreaFull)
        made.append(token.uid)
    t.state.log.add("tokens-summoned", who.index, name=name, field=to_field, ex=to_ex)
    return made


def restricted(t: Table, uid: int, restriction: str) -> bool:
    """Whether a lasting or continuous ``restrict`` effect applies to ``uid`` now (CR 10.9)."""
    lasting = t.state.lasting
    if lasting and any(e.uid == uid and e.kind == "restrict" and e.keyword == restriction for e in lasting):
        return True
    if uid < 0:
        return False
    card = t.card_or_none(uid)
    return card is not None and restriction in t.continuous(card).restrictions


def damage_after_reduction(t: Table, uid: int, amount: int, *, by_attack: bool = False) -> int:
    """Damage left after "takes N less damage" and prevention effects on ``uid`` (CR 10.10).

    Leaders (-1/-2) are shielded like cards, by lasting and continuous effects. An effect limited to
    ``damage_from: attacks`` or ``abilities`` applies only to that damage: ``by_attack`` damage is what an
    attack deals (attack damage to a leader, combat damage between followers), anything else is damage
    from an ability (CR 5.14.3).
    """
    if amount <= 0:
        return 0
    kind = "attacks" if by_attack else "abilities"
    reduce = [
        e
        for e in t.state.lasting
        if e.uid == uid and e.kind == "reduce" and (e.keyword is None or e.keyword == kind)
    ]
    if any(e.prevent for e in reduce):
        return 0
    total = sum(e.amount for e in reduce)
    card = t.card_or_none(uid) if uid >= 0 else None
    if card is not None:
        mods = t.continuous(card)
        if mods.prevent:
            return 0
        total += mods.reduce
    for shield in damage_shields(t, uid):
        if shield.damage_from is None or shield.damage_from == kind:
            if shield.prevent:
                return 0
            total += shield.amount
    return max(0, amount - total)


def deal_damage(
    t: Table, uid: int, amount: int, *, source: CardInstance | None, by_attack: bool = False
) -> int:
    """Deal damage to a leader (-1/-2) or a follower (CR 5.14), after reductions. Returns the damage dealt.

    A source under "cannot deal damage" deals none. ``by_attack``: the damage of an attack (CR 5.14.3).
    Only leaders and followers on the field take damage: a card that is anywhere else (one an earlier effect
    moved off the field, named as "it") takes none (CR 5.14.1.2).
    """
    if source is not None and restricted(t, source.uid, "cannot_deal_damage"):
        return 0
    if leader_of(uid) is None and (
        t.zone_of(uid) != "field" or t.defn(t.find(uid)[2]).kind not in FOLLOWER_KINDS
    ):
        return 0
    if t.state.applies_first != [(), ()] and reduced_to_nothing_first(
        t, uid, amount, source, by_attack=by_attack
    ):
        return 0  # the affected player applied reductions first and nothing was left (CR 10.10.2)
    if source is not None and amount > 0:
        amount += damage_bonus(t, source)
    amount = damage_after_reduction(t, uid, amount, by_attack=by_attack)
    if amount <= 0:
        return 0
    owner = leader_of(uid)
    if owner is not None:
        p = t.state.players[owner]
        p.leader.defense -= amount
        p.lost_defense_this_turn = True
        t.state.log.add("leader-damaged", owner, amount=amount)
    else:
        card = t.find(uid)[2]
        touch(t, card)
        card.state["damage"] = int(card.state.get("damage", 0)) + amount
        t.state.log.add("follower-damaged", card.owner, card=uid, amount=amount)
        emit(t, "takes_damage", card)
    if source is not None and t.zone_of(source.uid) == "field":
        emit(t, "deals_damage", source)
    return amount


def damage_bonus(t: Table, source: CardInstance) -> int:
    """Extra damage a card deals now ("deals N more damage", lasting or continuous; CR 5.14)."""
    lasting = sum(e.amount for e in t.state.lasting if e.uid == source.uid and e.kind == "bonus")
    on_field = t.zone_of(source.uid) == "field"
    return lasting + (t.continuous(source).bonus if on_field else 0)


def _damage_bonus(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    until = _expiry(t, r, e.until)
    for uid in uids:
        t.state.lasting.append(Lasting(uid, "bonus", amount=amount, until_turn=until))


_HANDLERS["damage_bonus"] = _damage_bonus


def _cost_change(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """A one-shot cost change on cards (e.g. the card just put into the EX area costs 2 less) while they stay put."""
    until = _expiry(t, r, e.until)
    for uid in uids:
        t.state.lasting.append(Lasting(uid, "cost", amount=amount, until_turn=until))


_HANDLERS["cost_change"] = _cost_change


def _evolve_cost_change(
    t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext
) -> None:
    """A one-shot change of the evolve cost of followers (e.g. "its Evolve costs 1 less this turn")."""
    until = _expiry(t, r, e.until)
    for uid in uids:
        t.state.lasting.append(Lasting(uid, "evolve_cost", amount=amount, until_turn=until))


_HANDLERS["evolve_cost_change"] = _evolve_cost_change


def _delayed(t: Table, r: Resolution, e: Effect, uids: list[int], amount: int, ctx: PlayContext) -> None:
    """Set effects aside to happen at a later phase ("at the start of your next end phase, ..."): a delayed ability.

    The state keeps only where the effects are written (ability and effect index), never the effects themselves.
    An ability that evolved its own follower earlier sets it aside for that follower, now the evolved card (CR
    5.16.2), though the ability is written on the face underneath: both faces are looked at.
    """
    faces = [t.defn(r.source)] if t.zone_of(r.source.uid) is not None else []
    faces.append(t.pool.get(r.source.name))
    for d in faces:
        for ability in d.abilities:
            index = next((i for i, x in enumerate(ability.effects) if x == e), None)
            if index is not None:
                pending = make_pending(t, r.player, r.source, d, ability, known={})
                pending.trigger, pending.delayed_effect, pending.paid = str(e.at), index, True
                t.state.delayed.append(pending)
                t.state.log.add("delayed-ability-set", r.player, card=r.source.uid, at=e.at)
                return
    raise InvalidChoice("a delayed effect must be one of the ability's own effects (not inside a choice)")


_HANDLERS["delayed"] = _delayed


def damage_leader(
    t: Table, p: PlayerState, amount: int, source: CardInstance | None = None, *, by_attack: bool = False
) -> int:
    """Deal damage to a leader; 0 or less deals none (CR 5.14). Returns the damage dealt."""
    return deal_damage(t, leader_uid(p.index), amount, source=source, by_attack=by_attack)


def damage_follower(
    t: Table, card: CardInstance, amount: int, source: CardInstance | None = None, *, by_attack: bool = False
) -> int:
    """Deal damage to a follower; 0 or less deals none (CR 5.14). Returns the damage dealt."""
    return deal_damage(t, card.uid, amount, source=source, by_attack=by_attack)
