"""The SVE state copiers (engine/sve/state.py) give what ``copy.deepcopy`` gives, only faster.

``engine.core.snapshot.snapshot`` copies an SVE game state with the zone and player copiers that
engine/sve/state.py registers. The copy must equal the state, share no mutable object with it, and keep an
object that the state holds in two places one object (as ``copy.deepcopy`` does). The scenarios roll back
with checkpoints instead, so these copiers are measured by this file (mutation testing, docs/mutation.md).
"""

from __future__ import annotations

import copy
from typing import Any

from engine.core import CardInstance, SeededRng, Zone
from engine.core.snapshot import snapshot
from engine.sve import Game
from engine.sve.state import ZONE_NAMES, GameState


def _game() -> Game:
    """A game mid-turn with cards in most zones: counters, damage, changes, an evolved follower, a race."""
    g = Game.sandbox()
    g.setup_points(0, pp=5, pp_max=5, ep=1)
    g.setup_put(0, "field", "Test Fighter", damage=1, attack_change=2, defense_change=1)
    g.setup_put(0, "field", "Evolving Fighter", evolved=True, counters={"fable": 2})
    g.setup_put(0, "hand", "Fireball")
    g.setup_put(0, "ex", "Test Goblin", attack_change=1)
    g.setup_put(0, "cemetery", "Test Knight")
    g.setup_put(0, "evolve_deck", "Evolving Fighter")
    g.setup_put(1, "field", "Test Knight", engaged=True)
    for _ in range(3):
        g.setup_put(0, "deck", "Test Goblin")
        g.setup_put(1, "deck", "Test Goblin")
    return g


def _mutables(obj: Any, seen: dict[int, Any], path: str = "state") -> dict[int, tuple[str, Any]]:
    """Every mutable object reachable from ``obj`` (zones, cards, lists, dicts, dataclasses), by id."""
    out: dict[int, tuple[str, Any]] = {}
    stack: list[tuple[str, Any]] = [(path, obj)]
    while stack:
        where, value = stack.pop()
        if isinstance(value, str | int | float | bool | type(None) | tuple | frozenset) or id(value) in seen:
            continue
        seen[id(value)] = value
        out[id(value)] = (where, value)
        if isinstance(value, dict):
            stack.extend((f"{where}[{k!r}]", v) for k, v in value.items())
        elif isinstance(value, list | set):
            stack.extend((f"{where}[{i}]", v) for i, v in enumerate(value))
        elif isinstance(value, SeededRng):
            continue  # copy-on-write by design (engine.core.rng): the generator is shared until one side draws
        elif hasattr(value, "__dict__"):
            stack.extend((f"{where}.{k}", v) for k, v in vars(value).items())
    return out


def test_a_snapshot_equals_the_state_and_shares_no_mutable_object_with_it() -> None:
    state = _game().state
    copied = snapshot(state)
    assert copied == state
    assert copied == copy.deepcopy(state)
    original = _mutables(state, {})
    shared = [where for where, _ in _mutables(copied, {}).values() if id(_) in original]
    assert not shared, f"the snapshot shares {shared[:5]} with the state"


def test_every_zone_and_card_of_the_snapshot_is_a_fresh_object_of_the_same_type() -> None:
    state = _game().state
    copied = snapshot(state)
    for p, q in zip(state.players, copied.players, strict=True):
        assert type(q) is type(p) and q is not p
        for name in ZONE_NAMES:
            zone, twin = p.zone(name), q.zone(name)
            assert type(twin) is Zone and twin is not zone and twin == zone
            assert twin.cards is not zone.cards
            for card, other in zip(zone.cards, twin.cards, strict=True):
                assert type(other) is CardInstance and other is not card and other == card
                if card.state:
                    assert other.state is not card.state


def test_changing_the_snapshot_leaves_the_state_as_it_was() -> None:
    state = _game().state
    before = copy.deepcopy(state)
    copied = snapshot(state)
    p = copied.players[0]
    fighter = p.field.cards[0]
    fighter.state["damage"] = 5
    fighter.state["keywords"] = ["ward"]
    p.field.cards[1].state["counters"]["fable"] = 9
    p.ex.cards[0].state["attack_mod"] = 7
    p.hand.cards.append(p.deck.cards.pop())
    p.ep.append("extra")
    p.pp = 0
    assert state == before


def test_an_object_held_in_two_places_stays_one_object_in_the_snapshot() -> None:
    """Like copy.deepcopy: a player, a zone, a card or a card's status held twice is copied once."""
    state: GameState = _game().state
    p0, p1 = state.players
    p1.banished = p0.banished  # one zone object in two places
    shared_card = p0.hand.cards[0]
    p0.cemetery.cards.append(shared_card)  # one card in two zones
    p1.field.cards[0].state = p0.field.cards[0].state  # one status dict on two cards
    state.players.append(p0)  # one player in two places
    copied = snapshot(state)
    c0, c1 = copied.players[:2]
    assert c1.banished is c0.banished
    assert c0.cemetery.cards[-1] is c0.hand.cards[0]
    assert c1.field.cards[0].state is c0.field.cards[0].state
    assert copied.players[2] is c0
    assert copied == state


class _TaggedZone(Zone):
    """A zone of another type: the copiers hand it to the generic copier, which keeps its type."""


class _TaggedCard(CardInstance):
    """A card of another type (same rule)."""


def test_zones_and_cards_of_another_type_keep_their_type() -> None:
    state = _game().state
    p0 = state.players[0]
    zone = _TaggedZone("banished zone", 0)
    zone.cards.append(_TaggedCard(999, "Test Goblin", 0))
    p0.banished = zone
    p0.hand.cards.append(_TaggedCard(998, "Test Goblin", 0, state={"seen": [1]}))
    copied = snapshot(state)
    assert type(copied.players[0].banished) is _TaggedZone
    assert copied.players[0].banished is not zone
    assert type(copied.players[0].banished.cards[0]) is _TaggedCard
    extra = copied.players[0].hand.cards[-1]
    assert type(extra) is _TaggedCard and extra.state == {"seen": [1]}
    assert extra.state["seen"] is not p0.hand.cards[-1].state["seen"]
    assert copied == state
