"""Rules handling (CR 11): what the game does by itself whenever it checks the position."""

from __future__ import annotations

from engine.core import CardInstance
from engine.sve.state import PlayerState
from engine.sve.status import FOLLOWER_KINDS, defense_of
from engine.sve.table import Table
from engine.sve.zones import bury, destroy


def handle(t: Table) -> None:
    """Rules handling (CR 11): destroy followers at 0 defense or less (CR 11.3.1), put Stack amulets with no
    counters into the cemetery without destroying them (CR 11.7.1),
    trim play points above the maximum, then settle losses (both at once is a draw, CR 1.2)."""
    s = t.state
    changed = True
    while changed:
        changed = False
        plain = _plain(t)
        # the followers one pass destroys leave the field together (CR 10.7.4.2)
        together, t.left_together = t.left_together, []
        try:
            for p in s.players:
                for card in p.field.cards[:]:
                    if _doomed_plain(t, card) if plain else _doomed(t, card):
                        if t.defn(card).kind in FOLLOWER_KINDS:
                            destroy(t, card)
                        else:  # a Stack card without counters is put into the cemetery, not destroyed (CR 11.7.1)
                            bury(t, card)
                        changed = True
                        plain = _plain(t)
        finally:
            t.left_together = together
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


def _plain(t: Table) -> bool:
    """Whether every field card's defense is now its printed defense plus its own changes minus its damage:
    no persistent effect with a duration and no card that could give a continuous effect on either field
    (then :func:`~engine.sve.status.defense_of` adds nothing else; this is only a shorter way to it)."""
    s = t.state
    if s.lasting:
        return False
    names = t.pool.continuous_names
    for p in s.players:
        for c in p.field.cards:
            if c.name in names:
                return False
    return True


def _doomed_plain(t: Table, card: CardInstance) -> bool:
    """:func:`_doomed` when :func:`_plain` holds (the same values, read the same way)."""
    d = t.defn(card)
    if d.kind in FOLLOWER_KINDS:
        state = card.state
        if d.defense + int(state.get("defense_mod", 0)) - int(state.get("damage", 0)) <= 0:
            return True
    return d.has("stack") and card.state["counters"].get("stack", 0) <= 0


def _lost(p: PlayerState) -> bool:
    """A player whose leader is at 0 defense or less, or who drew from an empty deck (CR 1.2)."""
    return p.leader.defense <= 0 or p.drew_from_empty_deck


def handled(t: Table) -> bool:
    """Whether rules handling would find nothing to do now beyond trimming play points: no card to
    destroy and no player who lost. It changes nothing."""
    s = t.state
    doomed = _doomed_plain if _plain(t) else _doomed
    return s.result is None and not any(
        _lost(p) or any(doomed(t, card) for card in p.field) for p in s.players
    )
