"""Run value and guard value of the open run.

FAQ (foh-faq-ja): a horse runs with its printed run value (Q&A 17), -1 when its distance aptitude
does not match the race distance (Q&A 16, 20), -1 when its going aptitude does not match the
going (Q&A 21), +1 when one of its running styles is the area its player is drawing from now
(Q&A 19). A guard takes its guard value off the run value (Q&A 22); with more than one guarding
horse (allowed by an ability, Q&A 29) their guard values add up. Items, jockeys and abilities
change either value while the run is open (Q&A 31).
"""

from __future__ import annotations

from engine.foh.cards import CardPool, HorseCard
from engine.foh.distance import current_area
from engine.foh.state import Exchange, FohState, GoingEffect


def current_going(state: FohState) -> str:
    """The going now: the latest going change still in force, else the printed going card (Q&A 25)."""
    live: list[GoingEffect] = [
        e for e in state.going_effects if e.until_turn is None or e.until_turn >= state.turn
    ]
    if live:
        return live[-1].going
    return state.race.going if state.race else ""


def run_modifiers(state: FohState, pool: CardPool, ex: Exchange) -> list[tuple[str, int]]:
    """Every part of the run value as (label, amount): base, aptitude and style modifiers, bonuses."""
    horse = _horse_of(state, pool, ex.runner, ex.horse)
    parts: list[tuple[str, int]] = [("base", horse.run if ex.base_override is None else ex.base_override)]
    if state.race is not None and state.race.category not in horse.distance:
        parts.append(("distance-mismatch", -1))
    if current_going(state) not in horse.going:
        parts.append(("going-mismatch", -1))
    if current_area(state.players[ex.runner]) in horse.styles:
        parts.append(("running-style", 1))
    if ex.bonus.get(ex.horse):
        parts.append(("effects", ex.bonus[ex.horse]))
    return parts


def run_value(state: FohState, pool: CardPool, ex: Exchange) -> int:
    """The run value now."""
    return sum(amount for _, amount in run_modifiers(state, pool, ex))


def guard_value(state: FohState, pool: CardPool, ex: Exchange) -> int:
    """The guard value now: the guarding horses' guard values plus their bonuses (0 without a guard)."""
    guard = 1 - ex.runner
    return sum(_horse_of(state, pool, guard, uid).guard + ex.bonus.get(uid, 0) for uid in ex.guards)


def _horse_of(state: FohState, pool: CardPool, player: int, uid: int) -> HorseCard:
    return pool.horse(state.players[player].track.get(uid).name)
