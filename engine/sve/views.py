"""Read-only views of a Shadowverse EVOLVE game: what steps and tools may look at."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class CardView:
    """A card as the table sees it: name, place, current stats and status.

    ``cost``, ``craft`` (class) and ``traits`` are the card's current information: an evolved follower has
    the evolved card's class and traits and the cost of the card it evolved from (CR 5.16.1.2).
    """

    uid: int
    name: str
    owner: int
    zone: str
    kind: str
    token: bool
    face_up: bool
    attack: int
    defense: int
    engaged: bool
    evolved: bool
    racing: bool
    counters: dict[str, int]
    keywords: frozenset[str]
    cost: int
    craft: str
    traits: tuple[str, ...]


@dataclass(frozen=True)
class WindowView:
    """The Quick window the game waits in (CR 12.3): ``attack`` or ``end-phase``, and who may respond."""

    kind: str
    responder: int


@dataclass(frozen=True)
class TurnView:
    """Where the game is: turn number, active player, phase (``preparation``, ``main``, ``end``, ``over``)
    and step within it."""

    turn: int
    active: int
    phase: str
    step: str
