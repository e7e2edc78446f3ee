"""Read-only views of a Shadowverse EVOLVE game: what steps and tools may look at."""

from __future__ import annotations

from dataclasses import dataclass

from engine.sve.state import ZONE_NAMES, GameState


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


# ---------------------------------------------------------------------------------------------------- who sees what

PUBLIC_ZONES = frozenset({"field", "ex", "cemetery", "banished", "resolution", "race"})
"""The zones open to both players (CR 4.1.2): the field (CR 4.4.2), the EX area (CR 4.8.2), the cemetery
(CR 4.9.2), the banished zone (CR 4.10.2), the resolution zone (CR 4.11.2) and the race zone (CR 4.13.2). The
leader area is open too (CR 4.3.2); a leader is not a card of a zone here, so the view lists leaders apart
(:class:`LeaderSight`). The deck (CR 4.5.2), the hand (CR 4.7.2) and the evolve deck (CR 4.6.2) are hidden
zones."""


def face_up_in(zone: str, stored: bool) -> bool:
    """Whether a card lies face up in ``zone`` (CR 4.2.3.3: face up in an open zone, face down in a hidden
    one, unless something says otherwise).

    The evolve deck is the one zone where something says otherwise in this engine: its cards are face down
    until used, and an evolved card or a Carrot that comes back to it comes back face up (CR 4.6.3), so the
    card's own ``stored`` flag decides there. No effect of the card pool puts a card face down into an open
    zone or face up into the deck or the hand, so everywhere else the zone decides.
    """
    return stored if zone == "evolve_deck" else zone in PUBLIC_ZONES


def may_know(zone: str, zone_player: int, viewer: int, face_up: bool, *, hands_visible: bool = True) -> bool:
    """Whether ``viewer`` may know a card lying (``face_up`` or not) in ``zone_player``'s ``zone`` (CR 4.1.2).

    * open zones: everyone (CR 4.1.2; the banished zone's face-up cards, CR 4.10.2; the resolution zone,
      CR 4.11.2; the race zone, CR 4.13.2);
    * the hand: only its player, and not before the turn order is decided (``hands_visible``: CR 6.2); the
      other player knows how many cards it holds, never which, nor anything from their order (CR 4.7.2);
    * the evolve deck: its player sees all of it (CR 4.6.2); the other player only its face-up cards
      (CR 4.2.3.1);
    * the deck: nobody, not even its player (CR 4.5.2); its number of cards is known to both (CR 4.1.2.1).
    """
    if zone == "banished":
        return face_up or viewer == zone_player
    if zone in PUBLIC_ZONES:
        return True
    if zone == "hand":
        return viewer == zone_player and hands_visible
    if zone == "evolve_deck":
        return face_up or viewer == zone_player
    return False


@dataclass(frozen=True)
class SeenCard:
    """A card a player may know: its id, its name and whether it lies face up (CR 4.2.3.3)."""

    uid: int
    name: str
    face_up: bool


@dataclass(frozen=True)
class ZoneSight:
    """One zone of one player as a viewer may know it (CR 4.1.2).

    ``player`` is whose zone it is; ``count`` how many cards it holds (known to both players); ``cards`` the
    cards the viewer may know, in zone order (top first); ``unseen`` how many of its cards the viewer may not
    know: of those the view gives only their number, never a name, an id or a place.
    """

    player: int
    zone: str
    count: int
    cards: tuple[SeenCard, ...]
    unseen: int


@dataclass(frozen=True)
class LeaderSight:
    """A player's leader as both players see it (CR 4.3.2: the leader area is open to everyone): whose it
    is, its name, its class and its current defense."""

    player: int
    name: str
    craft: str
    defense: int


@dataclass(frozen=True)
class TableSight:
    """What ``viewer`` may know of every zone of both players (CR 4.1.2): ``zones`` holds player 0's zones,
    then player 1's, each in the order deck, evolve deck, hand, field, EX area, cemetery, banished zone, race
    zone, resolution zone; ``leaders`` holds player 0's leader, then player 1's (CR 4.3.2). A read-only copy:
    acting on the game afterwards does not change it."""

    viewer: int
    zones: tuple[ZoneSight, ...]
    leaders: tuple[LeaderSight, ...]


def table_sight(state: GameState, viewer: int) -> TableSight:
    """What ``viewer`` may know now (CR 4.1.2): each zone's cards where :func:`may_know` allows, else only
    their number (every zone's number is known to both, CR 4.1.2.1); a card the resolving ability revealed is
    known to both players until it has finished resolving (CR 5.21.1); both leaders (CR 4.3.2)."""
    revealed = set(state.revealed)
    zones: list[ZoneSight] = []
    for p in state.players:
        for name in ZONE_NAMES:
            cards = p.zone(name).cards
            seen = []
            for card in cards:
                up = face_up_in(name, card.face_up)
                if card.uid in revealed or may_know(
                    name, p.index, viewer, up, hands_visible=state.hands_visible
                ):
                    seen.append(SeenCard(card.uid, card.name, up))
            zones.append(ZoneSight(p.index, name, len(cards), tuple(seen), len(cards) - len(seen)))
    leaders = tuple(
        LeaderSight(p.index, p.leader.name, p.leader.craft, p.leader.defense) for p in state.players
    )
    return TableSight(viewer, tuple(zones), leaders)
