"""Carrying out effect primitives and firing force abilities (see :mod:`engine.foh.abilities`).

FAQ (foh-faq-ja): force abilities fire at their printed timing, always when unconditional and only
when the condition holds otherwise (Q&A 15), whatever the horse's distance aptitude (Q&A 16). An
ability that answers the opponent's force ability only hears abilities activated while the run is
still open, not those that fire after the run or guard resolved (Q&A 27). Taking the last card of
your distance area wins the race (Q&A 7).
"""

from __future__ import annotations

from engine.foh.abilities import Effect
from engine.foh.cards import CardPool, HorseCard
from engine.foh.distance import distance_total, peek, take
from engine.foh.state import Exchange, FohState, GoingEffect

RESPONSE_TIMING = "on_opponent_force_ability"


def draw_distance(state: FohState, player: int, count: int) -> int:
    """Move up to ``count`` cards from ``player``'s distance area to hand; the emptying draw wins."""
    me = state.players[player]
    cards = take(me, count)
    for card in cards:
        me.hand.add(card)
    if cards:
        state.log.add("drew", player, count=len(cards))
    if cards and distance_total(me) == 0 and state.winner is None:
        state.winner = player
        state.phase = "finished"
        state.log.add("won", player)
    return len(cards)


def apply_effect(state: FohState, player: int, effect: Effect, target: int | None) -> None:
    """Carry out one primitive for ``player``; ``target`` is the horse a boost applies to."""
    me = state.players[player]
    ex = state.exchange
    kind = effect.primitive
    if kind == "boost":
        if ex is not None and target is not None:
            ex.bonus[target] = ex.bonus.get(target, 0) + effect.amount
    elif kind == "draw_distance":
        draw_distance(state, player, effect.amount)
    elif kind == "farm_to_hand":
        for _ in range(min(effect.amount, len(me.farm))):
            me.hand.add(me.farm.cards.pop())
    elif kind == "fetch_from_farm":
        for card in reversed(me.farm.cards):
            if card.name == effect.name:
                me.hand.add(me.farm.remove(card.uid))
                break
    elif kind == "set_going":
        until = None if effect.turns is None else state.turn + effect.turns - 1
        state.going_effects.append(GoingEffect(effect.name, until))
        state.log.add("going-changed", player, going=effect.name, until_turn=until)
    elif kind == "look_top":
        me.looked = peek(me, effect.amount)
    elif kind == "hand_gain":
        if ex is not None:
            ex.hand_gain = effect.amount
    elif kind == "rerun" and ex is not None and not ex.rerun_used:
        ex.rerun_to = effect.amount


def condition_holds(state: FohState, player: int, condition: str | None) -> bool:
    """Whether an ability's condition holds for its controller ``player`` now."""
    if condition is None:
        return True
    ex = state.exchange
    if condition == "opponent_used_item":
        return ex is not None and ex.items_used[1 - player] > 0
    if condition == "using_situation":
        return len(state.players[player].situation) > 0
    return False


def fire(state: FohState, pool: CardPool, player: int, horse_uid: int, timing: str) -> None:
    """Fire every ability of ``player``'s horse ``horse_uid`` printed with ``timing``."""
    horse = pool.horse(state.players[player].track.get(horse_uid).name)
    activated = False
    for ability in horse.abilities:
        if ability.timing != timing or not condition_holds(state, player, ability.condition):
            continue
        activated = True
        state.log.add("force-ability", player, card=horse.name, timing=timing)
        for effect in ability.effects:
            apply_effect(state, player, effect, horse_uid)
            if state.winner is not None:
                return
    ex = state.exchange
    if activated and ex is not None and not ex.closed:
        _answer(state, pool, ex, 1 - player)


def _answer(state: FohState, pool: CardPool, ex: Exchange, player: int) -> None:
    """Let ``player``'s horses in the open run answer an opponent's force ability (once each per run)."""
    mine = [ex.horse] if player == ex.runner else list(ex.guards)
    for uid in mine:
        horse: HorseCard = pool.horse(state.players[player].track.get(uid).name)
        if uid in ex.responded or not any(a.timing == RESPONSE_TIMING for a in horse.abilities):
            continue
        ex.responded.append(uid)
        fire(state, pool, player, uid, RESPONSE_TIMING)
