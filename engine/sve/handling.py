"""Rules handling (CR 11): what the game does by itself whenever it checks the position."""

from __future__ import annotations

from engine.core import CardInstance
from engine.sve.state import PlayerState
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
                if _doomed(t, card):
                    destroy(t, card)
                    changed = True
    for p in s.players:
        p.pp = min(p.pp, p.pp_max)
    if s.result is None:
        losers = [p.index for p in s.players if _lost(p)]
        if len(losers) == 2:
            s.result = "draw"
        elif losers:
            s.result = f"player-{1 - losers[0]}-wins"
        if s.result is not None:
            s.phase, s.window = "over", None
            s.log.add("game-over", None, result=s.result)


def _doomed(t: Table, card: CardInstance) -> bool:
    """A follower at 0 defense or less, or a Stack amulet with no Stack counter left (CR 11)."""
    d = t.defn(card)
    return (
        d.kind in FOLLOWER_KINDS
        and defense_of(t, card) <= 0
        or d.has("stack")
        and card.state["counters"].get("stack", 0) <= 0
    )


def _lost(p: PlayerState) -> bool:
    """A player whose leader is at 0 defense or less, or who drew from an empty deck (CR 1.2)."""
    return p.leader.defense <= 0 or p.drew_from_empty_deck


def handled(t: Table) -> bool:
    """Whether rules handling would find nothing to do now beyond trimming play points: no card to
    destroy and no player who lost. It changes nothing."""
    s = t.state
    return s.result is None and not any(
        _lost(p) or any(_doomed(t, card) for card in p.field) for p in s.players
    )
