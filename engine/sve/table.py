"""The table: a game's state and card pool, with the look-ups every rules module needs.

:class:`Table` is the base of :class:`engine.sve.game.Game`. Rules modules
(zones, abilities, effects, combat, rules handling ...) take a ``Table`` and
never import the game facade, so imports point one way: ``game`` ->
rule modules -> ``table``/``state``/``cards``.

Continuous effects (CR 10.9) are read through :meth:`Table.continuous`, which the
facade fills in, so card values never import the ability machinery.
"""

from __future__ import annotations

from engine.core import CardInstance, UnknownCard
from engine.sve.cards import CardDef, CardPool
from engine.sve.context import NO_MODS, Mods
from engine.sve.state import ZONE_NAMES, GameState, PlayerState


class Table:
    """A game's state and card pool: look-ups shared by every rules module.

    Every rules module calls :func:`engine.core.atomic.touch` on a card right before it changes that card
    (its fields, its ``state`` or anything in it), so an action's checkpoint records only the cards the
    action changes (``touches_cards``; see :mod:`engine.core.checkpoint`). Zones change only in which cards
    their list holds: a zone's name, owner, capacity and list object stay (checkpoints record a player's
    zones as their card lists, see :mod:`engine.sve.state`).
    """

    touches_cards = True

    def __init__(self, state: GameState, pool: CardPool) -> None:
        self.state = state
        self.pool = pool
        self._in_action = False
        # while an effect resolves: where the cards it moves off the field leave their final values (CR 10.11)
        self.leaving: dict[int, dict[str, int]] | None = None
        # while an effect resolves: the cards it has moved off the field so far, with the face each had there and
        # its controller; they left together with the ones it moves next (CR 10.7.4.2)
        self.left_together: list[tuple[CardInstance, CardDef, int]] | None = None

    def defn(self, card: CardInstance) -> CardDef:
        """The definition a card instance currently has (its evolved side once evolved)."""
        pool, st = self.pool, card.state
        evolved = st.get("evolved")
        found = (pool.evolved if evolved else pool.cards).get(card.name)
        if found is None:  # a name the pool lacks: the pool's own error
            return pool.get_evolved(card.name) if evolved else pool.get(card.name)
        if "as_amulet" in st or "maneuvered" in st:  # rare: only then is a changed face worked out
            if st.get("as_amulet"):
                return as_amulet(found)
            if found.kind == "amulet" and st.get("maneuvered") == self.state.turn:
                return found.model_copy(update={"kind": "follower"})  # CR 5.32.1: maneuvered, for this turn
        return found

    def find(self, uid: int) -> tuple[PlayerState, str, CardInstance]:
        """The player holding card ``uid``, the zone it is in, and the card."""
        for p in self.state.players:
            for zone in ZONE_NAMES:
                for card in getattr(p, zone).cards:  # a plain loop: cheaper than Zone.__contains__ + get
                    if card.uid == uid:
                        return p, zone, card
        raise UnknownCard(f"no card #{uid} in this game")

    def card_or_none(self, uid: int) -> CardInstance | None:
        """The card ``uid`` (the one :meth:`find` gives), or ``None`` once it has left the game."""
        for p in self.state.players:
            for zone in ZONE_NAMES:
                cards: list[CardInstance] = getattr(p, zone).cards
                for card in cards:
                    if card.uid == uid:
                        return card
        return None

    def zone_of(self, uid: int) -> str | None:
        """The zone a card is in now, or ``None`` once it has left the game (tokens)."""
        for p in self.state.players:
            for zone in ZONE_NAMES:
                for card in getattr(p, zone).cards:  # a plain loop: cheaper than Zone.__contains__ + get
                    if card.uid == uid:
                        return zone
        return None

    def new_card(self, name: str, owner: int, *, evolved: bool = False, token: bool = False) -> CardInstance:
        """A new card instance of ``name`` owned by ``owner``, with a fresh id."""
        defn = self.pool.get_evolved(name) if evolved else self.pool.get(name)
        card = CardInstance(self.state.ids.allocate(), defn.name, owner, token=token or defn.token)
        if evolved:
            card.state["evolved"] = True
        return card

    def continuous(self, card: CardInstance) -> Mods:
        """What continuous effects of the cards on the field add to ``card`` now (CR 10.9); see the facade."""
        return NO_MODS


_AMULET_FACES: dict[int, tuple[CardDef, CardDef]] = {}


def as_amulet(d: CardDef) -> CardDef:
    """The information of ``d`` turned into an amulet by an effect (CR 5.25): it keeps its name, class, traits
    and abilities (5.25.3) and has only what an amulet has: no attack, no defense, no evolve cost (5.25.2)."""
    kept = _AMULET_FACES.get(id(d))
    if kept is None or kept[0] is not d:
        update = {
            "kind": "amulet",
            "attack": 0,
            "defense": 0,
            "evolve_cost": None,
            "evolve_leader_defense": None,
        }
        kept = _AMULET_FACES[id(d)] = (d, d.model_copy(update=update))
    return kept[1]
