"""Umamusume (CR 14.2): Carrots, serving and racing."""

from __future__ import annotations

from engine.core import CardInstance
from engine.core.atomic import touch
from engine.sve.cards import Serve
from engine.sve.errors import CannotPayCost
from engine.sve.state import PlayerState
from engine.sve.table import Table


def face_down_carrots(p: PlayerState, count: int) -> list[CardInstance]:
    """``count`` face-down Carrots of the evolve deck, refused if there are fewer (a serve cost, CR 14.2)."""
    carrots = [c for c in p.evolve_deck if c.name == "Carrot" and not c.face_up][:count]
    if len(carrots) < count:
        raise CannotPayCost(f"serving needs {count} face-down Carrots in your evolve deck")
    return carrots


def start_racing(t: Table, p: PlayerState, card: CardInstance, carrots: list[CardInstance]) -> None:
    """Put Carrots beneath a follower, which now races (it has Rush while racing, CR 14.2)."""
    for carrot in carrots:
        if carrot.uid in p.evolve_deck:
            p.evolve_deck.remove(carrot.uid)
        touch(t, carrot)
        carrot.state["linked_to"] = card.uid
        p.race.add(carrot)
    touch(t, card)
    card.state["racing"] = True


def serve_of(t: Table, card: CardInstance) -> Serve | None:
    """The serve ability of a follower: its own card's (CR 14.2).

    An evolved follower has the abilities of its evolved card only (CR 12.2), and the evolved
    Umamusume cards carry no serve ability, so an evolved follower cannot serve.
    """
    return t.defn(card).serve
