"""Rules handling (CR 11): what the game does by itself whenever it checks the position."""

from __future__ import annotations

from engine.sve.status import FOLLOWER_KINDS, defense_of
from engine.sve.table import Table
from engine.sve.zones import destroy


def handle(t: Table) -> None:
    """Rules handling (CR 11): destroy followers at 0 defense or less and Stack amulets with no counters,
    trim play points above the maximum, then settle losses (both at once is a draw, CR 1.2)."""
    s = t.state
    changed = True
    while changed:
        changed = False
        for p in s.players:
            for card in list(p.field):
                d = t.defn(card)
                if (
                    d.kind in FOLLOWER_KINDS
                    and defense_of(t, card) <= 0
                    or d.has("stack")
                    and card.state["counters"].get("stack", 0) <= 0
                ):
                    destroy(t, card)
                    changed = True
    for p in s.players:
        p.pp = min(p.pp, p.pp_max)
    if s.result is None:
        losers = [p.index for p in s.players if p.leader.defense <= 0 or p.drew_from_empty_deck]
        if len(losers) == 2:
            s.result = "draw"
        elif losers:
            s.result = f"player-{1 - losers[0]}-wins"
        if s.result is not None:
            s.phase, s.window = "over", None
            s.log.add("game-over", None, result=s.result)
