"""Conditions of conditional effects (see :data:`engine.sve.cards.CONDITIONS`)."""

from __future__ import annotations

from engine.sve.cards import Effect
from engine.sve.errors import InvalidChoice
from engine.sve.table import Table


def condition_met(t: Table, player: int, effect: Effect, earth_rite_paid: bool) -> bool:
    """Whether a conditional effect applies."""
    s = t.state
    p = s.players[player]
    cond = effect.condition
    if cond is None:
        return True
    if cond == "combo":
        return p.cards_played_this_turn >= effect.threshold
    if cond == "spellchain":
        return sum(1 for c in p.cemetery if t.pool.get(c.name).kind == "spell") >= effect.threshold
    if cond == "necrocharge":
        return len(p.cemetery) >= effect.threshold
    if cond == "overflow":
        return p.pp_max >= 7
    if cond == "sanguine":
        return s.active == player and p.lost_defense_this_turn
    if cond == "earth_rite":
        return earth_rite_paid
    raise InvalidChoice(f"unknown condition {cond!r}")
