"""Mutation pins (docs/mutation.md): the SVE set-up API and views of :class:`engine.sve.Game`.

Scenarios build every Given state through ``setup_*``; a set-up call that quietly does the wrong thing
(a flag ignored, a bound moved, a malformed value accepted or refused as a player's action instead of as
a set-up error) would let a wrong Given pass. Each test here fails with one or more mutants of
``engine/sve/game.py`` applied. The step vocabulary cannot say
these, so they are unit tests.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from engine.core import IllegalSetup, Refusal, snapshot
from engine.sve import Game
from engine.sve.cards import CardPool, default_pool
from engine.sve.deck import build_deck
from engine.sve.errors import CannotAttack, HiddenInformation, InvalidArgument
from tests.fuzz.harness import checkpoints_taken


def _sandbox() -> Game:
    return Game.sandbox()


def _setup_error(call: Callable[[], Any], message: str) -> None:
    """``call`` raises a set-up error (not a player's refusal) whose message starts with ``message``."""
    with pytest.raises(IllegalSetup) as caught:
        call()
    assert not isinstance(caught.value, Refusal)
    assert str(caught.value).startswith(message), str(caught.value)


# ------------------------------------------------------------------ malformed set-up calls
MALFORMED: list[tuple[str, Callable[[Game], Any], str]] = [
    ("put for player 2", lambda g: g.setup_put(2, "hand", "Test Goblin"), "a player is 0 or 1"),
    ("put into a race zone", lambda g: g.setup_put(0, "race", "Test Goblin"), "unknown zone 'race'"),
    ("put into the resolution zone", lambda g: g.setup_put(0, "resolution", "Fireball"), "unknown zone"),
    ("put into a graveyard", lambda g: g.setup_put(0, "graveyard", "Test Goblin"), "unknown zone"),
    ("put a nameless card", lambda g: g.setup_put(0, "hand", ""), "card name is a non-empty text"),
    ("put engaged 'yes'", lambda g: g.setup_put(0, "field", "Test Goblin", engaged="yes"), "engaged is true"),
    (
        "put entered this turn 1",
        lambda g: g.setup_put(0, "field", "Test Goblin", entered_this_turn=1),
        "entered_this_turn is true",
    ),
    ("put face up None", lambda g: g.setup_put(0, "hand", "Test Goblin", face_up=None), "face_up is true"),
    ("put with damage -1", lambda g: g.setup_put(0, "field", "Test Goblin", damage=-1), "damage is a whole"),
    (
        "put with attack change -1001",
        lambda g: g.setup_put(0, "field", "Test Goblin", attack_change=-1001),
        "attack change is a whole number from -1000 to 1000",
    ),
    (
        "put with defense change -1001",
        lambda g: g.setup_put(0, "field", "Test Goblin", defense_change=-1001),
        "defense change is a whole number from -1000 to 1000",
    ),
    (
        "put with a nameless counter",
        lambda g: g.setup_put(0, "field", "Test Goblin", counters={"": 1}),
        "counter name is a non-empty text",
    ),
    (
        "put with -1 counters",
        lambda g: g.setup_put(0, "field", "Test Goblin", counters={"spark": -1}),
        "spark counters is a whole number from 0",
    ),
    (
        "put an evolved face that does not exist",
        lambda g: g.setup_put(0, "field", "Test Goblin", evolved=True),
        "'Test Goblin' has no evolved face",
    ),
    (
        "put a spell onto the field",
        lambda g: g.setup_put(0, "field", "Fireball"),
        "'Fireball' is not a follower",
    ),
    ("points for player 2", lambda g: g.setup_points(2, pp=1), "a player is 0 or 1"),
    ("11 play points", lambda g: g.setup_points(0, pp=11), "play points is a whole number from 0 to 10"),
    (
        "11 maximum play points",
        lambda g: g.setup_points(0, pp_max=11),
        "maximum play points is a whole number from 0 to 10",
    ),
    (
        "-1 evolution points",
        lambda g: g.setup_points(0, ep=-1),
        "evolution points is a whole number from 0 to 1000",
    ),
    (
        "an evolution point of no design",
        lambda g: g.setup_points(0, ep_designs=["standard", ""]),
        "evolution point design is a non-empty text",
    ),
    ("leader of player 2", lambda g: g.setup_leader(2, defense=3), "a player is 0 or 1"),
    (
        "leader defense -1001",
        lambda g: g.setup_leader(0, defense=-1001),
        "leader defense is a whole number from -1000 to 1000",
    ),
    (
        "Sanguine record 'no'",
        lambda g: g.setup_leader(0, lost_defense_this_turn="no"),
        "lost_defense_this_turn is true or false",
    ),
    ("turn of player 2", lambda g: g.setup_turn(active=2), "a player is 0 or 1"),
    ("turn 0", lambda g: g.setup_turn(active=0, turn=0), "turn is a whole number from 1 to 1000"),
    (
        "-1 cards played",
        lambda g: g.setup_turn(active=0, cards_played=-1),
        "cards played is a whole number from 0 to 1000",
    ),
    ("ordering of player 2", lambda g: g.setup_ordering(2), "a player is 0 or 1"),
    ("ordering 'yes'", lambda g: g.setup_ordering(0, "yes"), "orders_own is true or false"),
    ("cards of player 2", lambda g: g.cards_in(2, "hand"), "a player is 0 or 1"),
    ("cards in the graveyard", lambda g: g.cards_in(0, "graveyard"), "unknown zone 'graveyard'"),
    ("view card 0", lambda g: g.view(0), "a card id is a positive whole number"),
    ("leader defense of player 2", lambda g: g.leader_defense(2), "a player is 0 or 1"),
    ("points of player 2", lambda g: g.points(2), "a player is 0 or 1"),
    ("evolution point designs of player 2", lambda g: g.evolution_point_designs(2), "a player is 0 or 1"),
]


@pytest.mark.parametrize(("label", "call", "message"), MALFORMED, ids=[m[0] for m in MALFORMED])
def test_a_malformed_set_up_call_is_a_set_up_error_naming_what_was_wrong(
    label: str, call: Callable[[Game], Any], message: str
) -> None:
    game = _sandbox()
    _setup_error(lambda: call(game), message)


RACE: list[tuple[str, Callable[[Game, int], Any], str]] = [
    ("race for player 2", lambda g, f: g.setup_race(2, f), "a player is 0 or 1"),
    ("race with 0 Carrots", lambda g, f: g.setup_race(0, f, 0), "carrots is a whole number from 1 to 10"),
    ("race with 11 Carrots", lambda g, f: g.setup_race(0, f, 11), "carrots is a whole number from 1 to 10"),
    ("race card 0", lambda g, f: g.setup_race(0, 0), "a card id is a positive whole number"),
    ("race the opponent's follower", lambda g, f: g.setup_race(1, f), "card #1 is not on player 1's field"),
]


@pytest.mark.parametrize(("label", "call", "message"), RACE, ids=[r[0] for r in RACE])
def test_a_malformed_race_set_up_is_a_set_up_error(
    label: str, call: Callable[[Game, int], Any], message: str
) -> None:
    game = _sandbox()
    follower = game.setup_put(0, "field", "Test Goblin")
    _setup_error(lambda: call(game, follower), message)


def test_a_full_zone_takes_no_more_cards() -> None:
    game = _sandbox()
    for _ in range(5):
        game.setup_put(1, "field", "Test Goblin")
    _setup_error(lambda: game.setup_put(1, "field", "Test Goblin"), "player 1's field is full")
    assert len(game.cards_in(1, "field")) == 5


# ------------------------------------------------------------------ what a good set-up call does
def test_every_zone_but_race_and_resolution_takes_a_card() -> None:
    game = _sandbox()
    for zone in ("deck", "evolve_deck", "hand", "ex", "cemetery", "banished"):
        uid = game.setup_put(1, zone, "Test Goblin")
        assert game.view(uid).zone == zone
        assert [v.uid for v in game.cards_in(1, zone)] == [uid]


def test_the_largest_and_smallest_values_are_accepted() -> None:
    game = _sandbox()
    a = game.setup_put(0, "field", "Test Goblin", attack_change=-1000, defense_change=1000, damage=1000)
    b = game.setup_put(0, "field", "Test Goblin", attack_change=1000, defense_change=-1000)
    assert game.view(a).defense == 2 and game.view(b).attack == 1001
    game.setup_points(0, pp=10, pp_max=10, ep=1000)
    assert game.points(0) == (10, 10, 1000)
    game.setup_leader(1, defense=-1000)
    assert game.leader_defense(1) == -1000
    game.setup_turn(active=1, turn=1, cards_played=0)
    assert (game.state.active, game.state.turn) == (1, 1)


def test_a_follower_put_on_the_field_is_as_told() -> None:
    game = _sandbox()
    plain = game.setup_put(0, "field", "Test Goblin")
    engaged = game.setup_put(0, "field", "Test Goblin", engaged=True, damage=1, face_up=True)
    view = game.view(plain)
    # a card on the field (an open zone) lies face up unless told otherwise (CR 4.2.3.3)
    assert (view.zone, view.engaged, view.face_up, view.defense, view.counters) == (
        "field",
        False,
        True,
        2,
        {},
    )
    view = game.view(engaged)
    assert (view.engaged, view.face_up, view.defense) == (True, True, 1)


def test_only_the_attack_or_only_the_defense_may_be_changed() -> None:
    game = _sandbox()
    attack = game.setup_put(0, "field", "Test Goblin", attack_change=2)
    defense = game.setup_put(0, "field", "Test Goblin", defense_change=-1)
    assert (game.view(attack).attack, game.view(attack).defense) == (3, 2)
    assert (game.view(defense).attack, game.view(defense).defense) == (1, 1)


def test_a_follower_put_on_the_field_this_turn_cannot_attack_yet() -> None:
    game = _sandbox()
    new = game.setup_put(0, "field", "Test Goblin", entered_this_turn=True)
    old = game.setup_put(0, "field", "Test Goblin")
    with pytest.raises(CannotAttack):
        game.attack(0, new)
    game.attack(0, old)


def test_a_stack_amulet_on_the_field_gets_its_counter_and_more_when_told() -> None:
    game = _sandbox()
    plain = game.setup_put(0, "field", "Stack Obelisk")
    more = game.setup_put(0, "field", "Stack Obelisk", counters={"stack": 3})
    in_hand = game.setup_put(0, "hand", "Stack Obelisk")
    follower = game.setup_put(0, "field", "Test Goblin", counters={"spark": 2})
    assert game.view(plain).counters == {"stack": 1}
    assert game.view(more).counters == {"stack": 3}
    assert game.view(in_hand).counters == {}
    assert game.view(follower).counters == {"spark": 2}
    in_ex = game.setup_put(0, "ex", "Test Goblin", counters={"spark": 1})
    assert game.view(in_ex).counters == {"spark": 1}


def test_an_evolved_face_goes_where_it_is_put() -> None:
    game = _sandbox()
    in_evolve_deck = game.setup_put(0, "evolve_deck", "Evolving Fighter")
    base_in_deck = game.setup_put(0, "deck", "Evolving Fighter")
    evolved_on_field = game.setup_put(0, "field", "Evolving Fighter", evolved=True)
    carrot = game.setup_put(0, "evolve_deck", "Carrot", evolved=True)
    plain_in_evolve_deck = game.setup_put(0, "evolve_deck", "Test Goblin")
    assert game.view(in_evolve_deck).evolved and game.view(in_evolve_deck).kind == "evolved"
    assert not game.view(base_in_deck).evolved and game.view(base_in_deck).kind == "follower"
    view = game.view(evolved_on_field)
    assert (view.evolved, view.kind, view.attack, view.defense) == (True, "evolved", 4, 4)
    assert (game.view(carrot).evolved, game.view(carrot).kind) == (False, "carrot")
    assert not game.view(plain_in_evolve_deck).evolved


def test_a_card_put_on_top_of_the_deck_is_drawn_first() -> None:
    game = _sandbox()
    bottom = game.setup_put(0, "deck", "Test Goblin")
    top = game.setup_put(0, "deck", "Fireball", top=True)
    under = game.setup_put(0, "deck", "Test Knight")
    assert [v.uid for v in game.cards_in(0, "deck")] == [top, bottom, under]


def test_points_set_only_what_is_given() -> None:
    game = _sandbox()
    game.setup_points(0, pp=3, pp_max=7, ep=2)
    assert game.points(0) == (3, 7, 2)
    assert game.evolution_point_designs(0) == ["standard", "standard"]
    game.setup_points(0, pp=5)
    assert game.points(0) == (5, 7, 2)
    game.setup_points(0, pp_max=9)
    assert game.points(0) == (5, 9, 2)
    game.setup_points(0, ep_designs=["standard", "cursed", "gold"])
    assert game.evolution_point_designs(0) == ["standard", "cursed", "gold"]
    assert game.points(0) == (5, 9, 3)
    game.setup_points(0, ep=0)
    assert game.points(0) == (5, 9, 0)
    assert game.points(1) == (0, 0, 0)


def test_a_leader_set_up_sets_only_what_is_given() -> None:
    game = _sandbox()
    before = game.leader_defense(0)
    game.setup_leader(0, lost_defense_this_turn=True)
    assert game.leader_defense(0) == before
    assert game.state.players[0].lost_defense_this_turn is True
    assert game.state.players[1].lost_defense_this_turn is False
    game.setup_leader(0, defense=4)
    assert game.leader_defense(0) == 4
    assert game.state.players[0].lost_defense_this_turn is True
    game.setup_leader(0, lost_defense_this_turn=False)
    assert game.state.players[0].lost_defense_this_turn is False


def test_a_turn_set_up_makes_it_that_players_plain_main_phase() -> None:
    game = _sandbox()
    game.setup_put(1, "hand", "Test Goblin")
    game.end_main_phase(0)
    assert game.state.window is not None
    game.setup_turn(active=1, cards_played=2)
    s = game.state
    assert (s.active, s.turn, s.phase, s.step, s.window) == (1, 3, "main", "", None)
    assert [q.cards_played_this_turn for q in s.players] == [0, 2]
    game.setup_turn(active=0, turn=6)
    assert (s.active, s.turn, s.phase) == (0, 6, "main")
    assert [q.cards_played_this_turn for q in s.players] == [0, 2]


def test_a_race_set_up_puts_the_carrots_beneath_the_follower() -> None:
    game = _sandbox()
    follower = game.setup_put(1, "field", "Test Goblin")
    game.setup_race(1, follower, 2)
    assert game.view(follower).racing
    assert [v.name for v in game.cards_in(1, "race")] == ["Carrot", "Carrot"]
    other = game.setup_put(0, "field", "Test Goblin")
    game.setup_race(0, other)
    assert len(game.cards_in(0, "race")) == 1


def test_the_ordering_set_up_is_per_player_and_can_be_undone() -> None:
    game = _sandbox()
    game.setup_ordering(1)
    assert game.state.orders_own == [False, True]
    game.setup_ordering(1, False)
    game.setup_ordering(0, True)
    assert game.state.orders_own == [True, False]


# ------------------------------------------------------------------ views
def test_a_view_reads_the_card_as_it_is() -> None:
    game = _sandbox()
    uid = game.setup_put(1, "hand", "Evolving Fighter")
    view = game.view(uid)
    assert (view.uid, view.name, view.owner, view.zone, view.kind, view.token) == (
        uid,
        "Evolving Fighter",
        1,
        "hand",
        "follower",
        False,
    )
    assert (view.engaged, view.evolved, view.racing, view.counters, view.keywords) == (
        False,
        False,
        False,
        {},
        frozenset(),
    )
    counters = game.view(game.setup_put(0, "field", "Test Goblin", counters={"spark": 1})).counters
    counters["spark"] = 5
    assert game.cards_in(0, "field")[0].counters == {"spark": 1}


def test_the_views_of_a_player_read_that_player() -> None:
    game = _sandbox()
    game.setup_points(1, pp=2, pp_max=4, ep_designs=["gold"])
    game.setup_leader(1, defense=7)
    assert game.points(1) == (2, 4, 1)
    assert game.evolution_point_designs(1) == ["gold"]
    assert game.leader_defense(1) == 7
    designs = game.evolution_point_designs(1)
    designs.append("extra")
    assert game.evolution_point_designs(1) == ["gold"]


def test_looking_at_a_hand_is_a_player_action() -> None:
    game = _sandbox()
    game.setup_put(1, "hand", "Test Goblin")
    assert game.look_at_hand(1) == ["Test Goblin"]
    with pytest.raises(InvalidArgument):
        game.look_at_hand(2)
    game.state.hands_visible = False
    with pytest.raises(HiddenInformation, match=re.escape("hands stay unseen")):
        game.look_at_hand(1)


# ------------------------------------------------------------------ malformed player actions of the turn structure
ACTIONS: list[tuple[str, Callable[[Game], Any], str]] = [
    ("redraw with a text order", lambda g: g.redraw(0, "12"), "order is a list of card ids"),
    ("discard a text list", lambda g: g.discard_to_limit(0, "12"), "cards is a list of card ids"),
    (
        "engage a text list of Ward followers",
        lambda g: g.end_main_phase(0, "12"),
        "engage_ward is a list of card ids",
    ),
]


@pytest.mark.parametrize(("label", "call", "message"), ACTIONS, ids=[a[0] for a in ACTIONS])
def test_a_malformed_turn_action_is_refused_naming_the_argument(
    label: str, call: Callable[[Game], Any], message: str
) -> None:
    game = _sandbox()
    with pytest.raises(InvalidArgument) as caught:
        call(game)
    assert str(caught.value).startswith(message), str(caught.value)


# ------------------------------------------------------------------ game preparation (CR 6.2)
UMA_MAIN = [
    *((f"Derby Trainee {x}", 3) for x in "ABCDEFGHIJKL"),
    ("Special Week", 3),
    ("Silence Suzuka", 1),
]


def test_a_game_prepared_with_its_own_card_pool_uses_that_pool() -> None:
    pool = default_pool()
    runner = pool.get("Derby Trainee A").model_copy(update={"name": "Pool Runner"})
    own = CardPool(cards={**pool.cards, runner.name: runner}, evolved=dict(pool.evolved))
    main = [(n, k) for n, k in UMA_MAIN if n != "Silence Suzuka"] + [("Pool Runner", 1)]
    deck = build_deck("Uma Leader", main, basis="universe")
    game = Game.prepare((deck, deck), seed=3, pool=own)
    names = [v.name for v in game.cards_in(0, "deck")] + game.state.players[0].hand.names()
    assert names.count("Pool Runner") == 1
    assert game.pool is own


def test_the_evolve_deck_of_a_prepared_game_holds_its_owners_evolved_cards() -> None:
    deck = build_deck("Uma Leader", UMA_MAIN, [("Special Week", 2), ("Carrot", 3)], basis="universe")
    game = Game.prepare((deck, deck), seed=1)
    for who in (0, 1):
        views = game.cards_in(who, "evolve_deck")
        assert [(v.name, v.evolved, v.owner) for v in views if v.name == "Special Week"] == [
            ("Special Week", True, who)
        ] * 2
        assert [(v.evolved, v.owner) for v in views if v.name == "Carrot"] == [(False, who)] * 3


def test_a_turn_order_left_to_chance_can_fall_to_either_player() -> None:
    deck = build_deck("Uma Leader", UMA_MAIN, basis="universe")
    firsts = {Game.prepare((deck, deck), seed=seed).decide_turn_order() for seed in range(12)}
    assert firsts == {0, 1}


def test_the_turn_order_goes_to_player_0_or_1_only() -> None:
    deck = build_deck("Uma Leader", UMA_MAIN, basis="universe")
    game = Game.prepare((deck, deck), seed=0)
    with pytest.raises(InvalidArgument):
        game.decide_turn_order(2)
    assert game.decide_turn_order(1) == 1


# ------------------------------------------------------------------ start phase: standing is recorded for rollback
def test_standing_my_cards_in_the_start_phase_is_given_back_with_the_action() -> None:
    """The start phase stands each engaged card (CR 7.2) after recording it (engine.core.atomic.touch), so
    the checkpoint of the action that began the turn gives the engaged card back."""
    game = _sandbox()
    guard = game.setup_put(1, "field", "Test Goblin", engaged=True)
    game.setup_put(1, "deck", "Test Goblin")
    game.end_main_phase(0)
    before = snapshot(game.state)
    with checkpoints_taken() as taken:
        game.pass_window(1)
    assert not game.view(guard).engaged
    game.state = taken[0].restore()
    assert game.state == before
    assert game.view(guard).engaged


def test_a_sandbox_with_its_own_card_pool_uses_that_pool() -> None:
    pool = default_pool()
    runner = pool.get("Test Goblin").model_copy(update={"name": "Pool Goblin"})
    own = CardPool(cards={**pool.cards, runner.name: runner}, evolved=dict(pool.evolved))
    game = Game.sandbox(pool=own)
    assert game.pool is own
    assert game.view(game.setup_put(0, "field", "Pool Goblin")).name == "Pool Goblin"


def test_no_card_is_played_during_game_preparation() -> None:
    """Before the first turn nothing is played, Quick cards included: the refusal is "not started yet"
    (wrong-timing), not a Quick window question."""
    deck = build_deck("Uma Leader", UMA_MAIN, basis="universe")
    game = Game.prepare((deck, deck), seed=0)
    quick = game.setup_put(0, "hand", "Quick Ward Off")
    with pytest.raises(Refusal) as caught:
        game.play(0, quick)
    assert caught.value.reason == "wrong-timing"


def test_two_sandboxes_with_one_seed_draw_the_same_chances() -> None:
    """Randomness comes only from the seeded generator (README.md, the oracle's rule 6)."""
    first, second = Game.sandbox(seed=7), Game.sandbox(seed=7)
    draws = [(first.state.rng.choice(range(10**6)), second.state.rng.choice(range(10**6))) for _ in range(3)]
    assert all(a == b for a, b in draws)
