"""Issue 24 fourth pass (part C): pins for listed equivalents that snapshot equality or a raw rule field tells apart.

Each test plays a game built by ``Game.sandbox`` and the set-up API through its public actions only, and reads
``Game.snapshot()`` (equal to another snapshot exactly when the two states are equal) or a field of the copied
state that a rule reads.
"""

from __future__ import annotations

from engine.sve import Game
from engine.sve.cards import CardPool, default_pool, parse_card
from engine.sve.state import GameState
from engine.sve.zones import move


def _two_turns_later(engaged: bool) -> tuple[Game, int]:
    """A sandbox game where player 0 has one follower (``engaged`` or not) and both decks hold cards, after player
    0's turn and player 1's turn have ended: player 0's next turn has started and its cards have stood up."""
    g = Game.sandbox()
    uid = g.setup_put(0, "field", "Paid Fanfare Mage", engaged=engaged)
    for player in (0, 1):
        for _ in range(3):
            g.setup_put(player, "deck", "Paid Fanfare Mage")
    g.end_main_phase(0)
    g.pass_window(1)
    g.end_main_phase(1)
    g.pass_window(0)
    assert g.turn_info().active == 0 and g.turn_info().phase == "main"
    return g, uid


# kills: engine.sve.game.xǁGameǁ_start_turn__mutmut_52
def test_sweep4_c_a_follower_that_stood_up_is_exactly_one_that_was_never_engaged() -> None:
    stood, uid = _two_turns_later(engaged=True)
    never, other = _two_turns_later(engaged=False)
    assert uid == other
    assert stood.view(uid).engaged is False
    # the start of the turn stands the engaged follower up: nothing is left to tell the two games apart
    assert stood.snapshot() == never.snapshot()


# kills: engine.sve.game.xǁGameǁ_start_turn__mutmut_11
def test_sweep4_c_a_new_turn_resets_the_evolved_or_served_record_to_false() -> None:
    g, _ = _two_turns_later(engaged=False)
    # the record that the once-per-turn check of evolving reads (Game._do_evolve) is a bool, False at a turn start
    state = g.snapshot().state()
    assert isinstance(state, GameState)
    for p in state.players:
        assert p.evolved_or_served_this_turn is False


# kills: engine.sve.game.xǁGameǁ_do_play__mutmut_316
# kills: engine.sve.game.xǁGameǁ_do_play__mutmut_320
def test_sweep4_c_a_spell_the_opponent_owns_played_from_my_hand_is_my_play() -> None:
    g = Game.sandbox()
    g.setup_put(0, "field", "Spell Echo")  # whenever you play a spell: your leader gains 1 defense
    g.setup_put(1, "field", "Spell Echo")
    for player in (0, 1):
        for _ in range(3):
            g.setup_put(player, "deck", "Paid Fanfare Mage")
    uid = g.setup_put(1, "hand", "Gift of Insight")
    # the public zones.move, called directly: the opponent's spell goes to player 0's hand, its owner unchanged
    move(g, g.find(uid)[2], g.state.players[0], "hand")
    assert g.view(uid).owner == 1 and g.look_at_hand(0) == ["Gift of Insight"]
    g.play(0, uid)
    # the player who plays a card is the one whose "whenever you play" abilities hear it, not the card's owner
    assert (g.leader_defense(0), g.leader_defense(1)) == (21, 20)


def _moved_onto_the_field(name: str) -> tuple[Game, int]:
    """A sandbox game (the shipped pool plus a 0/0 follower built in code) where the public ``zones.move``, called
    directly, has put a new card ``name`` from player 0's hand onto player 0's field: ``move`` strips the card's
    status (damage, attack and defense changes) instead of giving it the fresh status ``enter_field`` gives."""
    shipped = default_pool()
    raw = {
        "name": "Pin Zero Wall",
        "kind": "follower",
        "craft": "neutral",
        "cost": 1,
        "attack": 0,
        "defense": 0,
    }
    zero = parse_card(raw, file="pins_sweep4_C")
    pool = CardPool({**shipped.cards, zero.name: zero}, dict(shipped.evolved), dict(shipped.sources))
    g = Game.sandbox(pool=pool)
    uid = g.setup_put(0, "hand", name)
    move(g, g.find(uid)[2], g.state.players[0], "field")
    assert g.zone_of(uid) == "field"
    return g, uid


# kills: engine.sve.handling.x__doomed_plain__mutmut_9
# kills: engine.sve.handling.x__doomed_plain__mutmut_11
# kills: engine.sve.handling.x__doomed_plain__mutmut_17
# kills: engine.sve.handling.x__doomed_plain__mutmut_19
# kills: engine.sve.handling.x__doomed_plain__mutmut_22
def test_sweep4_c_a_follower_with_no_damage_recorded_is_undamaged_for_rules_processing() -> None:
    g, uid = _moved_onto_the_field("Forest Sprite")  # a 1/1
    g.end_main_phase(0)  # rules processing reads its defense: no damage recorded counts as none
    assert g.zone_of(uid) == "field"


# kills: engine.sve.handling.x__doomed_plain__mutmut_14
# kills: engine.sve.handling.x__doomed_plain__mutmut_9
# kills: engine.sve.handling.x__doomed_plain__mutmut_11
# kills: engine.sve.handling.x__doomed_plain__mutmut_17
# kills: engine.sve.handling.x__doomed_plain__mutmut_19
def test_sweep4_c_a_follower_with_no_defense_change_recorded_has_its_printed_defense() -> None:
    g, uid = _moved_onto_the_field("Pin Zero Wall")  # a 0/0
    # no defense change recorded counts as none: 0 defense, so rules processing destroys it
    g.end_main_phase(0)
    assert g.zone_of(uid) == "cemetery"
