"""Umamusume (CR 14.2): Carrots, serving and racing."""

from __future__ import annotations

from engine.core import CardInstance
from engine.core.atomic import touch
from engine.sve.cards import Serve
from engine.sve.errors import CannotPayCost
from engine.sve.state import PlayerState
from engine.sve.table import Table
from engine.sve.triggers import emit


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


def serve_of(t: Table, card: CardInstance, ability: int = 0) -> Serve | None:
    """The ``ability``-th serve ability of a follower (0: the first printed), or ``None`` (CR 14.2.2).

    A card may print several serve abilities, e.g. one Carrot and one race, or two Carrots and two
    races. An evolved follower has the abilities of its evolved card only (CR 12.2), and the evolved
    Umamusume cards carry no serve ability, so an evolved follower cannot serve.
    """
    serves = t.defn(card).serve_abilities()
    return serves[ability] if 0 <= ability < len(serves) else None


def require_not_linked(p: PlayerState, card: CardInstance) -> None:
    """A follower that Carrots are still linked to cannot be served again, so a serve ability whose cost
    serves it cannot be paid (CR 14.2.1.2, 14.2.1.2.1). The link ends only when it leaves the field."""
    if any(c.state.get("linked_to") == card.uid for c in p.race):
        raise CannotPayCost(
            f"{card.name} is still racing: Carrots are already linked to it, so it cannot be served"
        )


def race(t: Table, card: CardInstance, times: int) -> None:
    """The follower races ``times`` times (CR 14.2.3.1): each race is one event, so its On Race abilities
    (CR 14.2.4) and "whenever a follower on your field races" abilities trigger once per race."""
    for _ in range(times):
        t.state.log.add("raced", card.owner, card=card.uid)
        emit(t, "race", card)
