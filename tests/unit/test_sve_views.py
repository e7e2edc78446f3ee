"""What each player may know (``Game.visible_to``, CR 4.1.2): no view ever shows a hidden card.

Seeded random BP01 games, from game preparation on, are driven by the shared chooser
(:func:`tests.support.sve_actions.candidates`, as the BP01 random games are); after every accepted action
both players' views are checked against the game state:

* the other player's hand (CR 4.7.2), either deck, the face-down cards of the other player's evolve deck
  and, before the turn order is decided, even a player's own hand show only how many cards they hold: no
  card of theirs is named in the view (nor in its wire form), but a card the resolving ability revealed
  (CR 5.21.1);
* open zones (field, EX area, cemetery, banished CR 4.10.2, resolution CR 4.11.2, race CR 4.13.2) show every
  card by name, face up (CR 4.2.3.3), and a player's own hand and evolve deck show all their cards: a view
  that hid everything would fail too;
* every count is the zone's number of cards (CR 4.1.2.1), and both leaders are shown to both players
  with their current defense (CR 4.3.2).
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from engine.core import Refusal
from engine.protocol import encode
from engine.sve import Game
from engine.sve.interface import INTERFACE
from engine.sve.views import PUBLIC_ZONES, TableSight, ZoneSight
from tests.support.sve_actions import candidates
from tests.unit.test_bp01_random_games import pool, random_decks

SEEDS = range(4)
ACTIONS = 120
RECORDS = frozenset(INTERFACE.records)


def _hidden_from(game: Game, viewer: int, zone: ZoneSight) -> list[tuple[int, str]]:
    """The (id, name) of the cards of ``zone`` that ``viewer`` may not know, by the rules."""
    s = game.state
    cards = s.players[zone.player].zone(zone.zone).cards
    if zone.zone == "deck":
        return [(c.uid, c.name) for c in cards]
    if zone.zone == "hand" and (zone.player != viewer or not s.hands_visible):
        return [(c.uid, c.name) for c in cards]
    if zone.zone == "evolve_deck" and zone.player != viewer:
        return [(c.uid, c.name) for c in cards if not c.face_up]
    return []


def check_views(game: Game) -> int:
    """Assert both players' views keep every hidden card back and show every card they may know; returns
    how many hidden cards were checked."""
    s = game.state
    revealed = set(s.revealed)
    checked = 0
    for viewer in (0, 1):
        sight = game.visible_to(viewer)
        assert isinstance(sight, TableSight) and sight.viewer == viewer
        assert len(sight.zones) == 2 * 9
        leaders = [(ls.player, ls.name, ls.craft, ls.defense) for ls in sight.leaders]
        assert leaders == [
            (p.index, p.leader.name, p.leader.craft, p.leader.defense) for p in s.players
        ]  # CR 4.3.2
        for zone in sight.zones:
            actual = s.players[zone.player].zone(zone.zone).cards
            assert zone.count == len(actual) == len(zone.cards) + zone.unseen, zone
            hidden = [(uid, name) for uid, name in _hidden_from(game, viewer, zone) if uid not in revealed]
            seen_ids = {c.uid for c in zone.cards}
            assert not seen_ids & {uid for uid, _ in hidden}, f"player {viewer} sees a hidden card: {zone}"
            assert zone.unseen == len(hidden), zone
            wire = json.dumps(encode(zone, RECORDS), ensure_ascii=False)
            for _uid, name in hidden:
                if all(c.name != name for c in zone.cards):  # the same name may be seen on another card
                    assert f'"{name}"' not in wire, f"player {viewer}'s view of {zone.zone} names {name}"
            checked += len(hidden)
            if zone.zone in PUBLIC_ZONES:
                assert [c.name for c in zone.cards] == [c.name for c in actual]
                assert all(c.face_up for c in zone.cards), zone
            if zone.player == viewer and zone.zone == "evolve_deck":
                assert [c.uid for c in zone.cards] == [c.uid for c in actual]
            if zone.player == viewer and zone.zone == "hand" and s.hands_visible:
                assert [c.name for c in zone.cards] == [c.name for c in actual]
                assert not any(c.face_up for c in zone.cards)
    return checked


@pytest.mark.parametrize("seed", SEEDS)
def test_no_view_shows_a_hidden_card_in_random_games(seed: int) -> None:
    rng = random.Random(seed)
    game = Game.prepare(random_decks(rng), seed=seed, pool=pool())
    checked = check_views(game)
    for _ in range(ACTIONS):
        if game.state.result is not None:
            break
        for chosen in candidates(game, rng, tries=8):
            try:
                chosen()
            except Refusal:
                continue
            break
        checked += check_views(game)
    assert checked > 0


def test_a_view_is_a_read_only_copy() -> None:
    game = Game.sandbox()
    game.setup_put(0, "hand", "Fireball")
    sight = game.visible_to(1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        sight.viewer = 0  # type: ignore[misc]
    game.setup_put(0, "hand", "Test Goblin")
    hand = next(z for z in sight.zones if (z.player, z.zone) == (0, "hand"))
    assert (hand.count, hand.unseen, hand.cards) == (1, 1, ())


def test_before_the_turn_order_even_a_players_own_hand_is_unseen() -> None:
    rng = random.Random(7)
    game = Game.prepare(random_decks(rng), seed=7, pool=pool())
    own = next(z for z in game.visible_to(0).zones if (z.player, z.zone) == (0, "hand"))
    assert (own.count, own.unseen) == (4, 4)
    game.decide_turn_order(0)
    own = next(z for z in game.visible_to(0).zones if (z.player, z.zone) == (0, "hand"))
    assert (own.count, own.unseen, len(own.cards)) == (4, 0, 4)
    other = next(z for z in game.visible_to(1).zones if (z.player, z.zone) == (0, "hand"))
    assert (other.count, other.unseen, other.cards) == (4, 4, ())


def test_a_view_is_refused_for_a_player_who_does_not_exist() -> None:
    from engine.core import IllegalSetup

    with pytest.raises(IllegalSetup):
        Game.sandbox().visible_to(2)


def _hand(game: Game, viewer: int, owner: int) -> ZoneSight:
    return next(z for z in game.visible_to(viewer).zones if (z.player, z.zone) == (owner, "hand"))


def test_a_revealed_card_of_a_hand_is_seen_by_both_until_its_ability_has_resolved() -> None:
    """CR 5.21.1: a card revealed from a hand is known to both players while the ability that revealed it
    resolves (here it waits for a pick among the tokens it made); the rest of the hand stays hidden."""
    game = Game.sandbox()
    drill = game.setup_put(0, "hand", "Reveal Drill")
    fireball = game.setup_put(0, "hand", "Fireball")
    game.setup_put(0, "hand", "Test Knight")
    game.play(0, drill, targets=[fireball])
    assert game.awaiting_choice() == 0
    seen = _hand(game, 1, 0)
    assert ([c.name for c in seen.cards], seen.count, seen.unseen) == (["Fireball"], 2, 1)
    game.choose_targets(0, [])
    assert game.awaiting_choice() is None
    after = _hand(game, 1, 0)
    assert (after.cards, after.count, after.unseen) == ((), 2, 2)
    assert len(_hand(game, 0, 0).cards) == 2
