"""Sweep svestate (issue 24): pins of engine/sve/state.py's checkpoint recorders and snapshot copiers on the
inputs their fallbacks exist for (mutation testing, docs/mutation.md).

The fast recorders of engine/sve/state.py take a state, its players, leaders and id allocator field by field
only while each holds exactly what its dataclass declares; anything else (an attribute the dataclass does not
declare, a player of another type) goes to the generic recorder of engine.core.checkpoint, which puts back
every field and everything mutable in it. No game action builds such a state, so no scenario reaches these
branches: each test below builds one by hand and calls the public functions ``checkpoint`` / ``snapshot``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from engine.core.checkpoint import checkpoint
from engine.core.snapshot import snapshot
from engine.sve import Game
from engine.sve.state import PlayerState


@dataclass
class _OtherPlayer(PlayerState):
    """A player of another type than PlayerState (a subclass, same fields)."""


# kills: engine.sve.state.x__record_player__mutmut_33, _45, _46, _47, _48, _49
# a leader with an undeclared attribute must go the generic way (its list is put back, the leader stays)
def test_sweep_svestate_a_leader_with_an_undeclared_list_is_put_back_whole() -> None:
    state = Game.sandbox().state
    leader = state.players[1].leader
    setattr(leader, "notes", ["kept"])  # noqa: B010  # an attribute Leader does not declare
    defense = leader.defense
    cp = checkpoint(state, cards=False)
    leader.notes.append("added")  # type: ignore[attr-defined]
    leader.defense = defense - 5
    cp.restore()
    assert state.players[1].leader is leader
    assert (leader.defense, leader.notes) == (defense, ["kept"])  # type: ignore[attr-defined]


# kills: engine.sve.state.x__record_state__mutmut_39, _40, _41, _42
# a player of another type in the players list is recorded by the generic recorder, and put back in its place
def test_sweep_svestate_a_player_of_another_type_is_recorded_and_put_back() -> None:
    state = Game.sandbox().state
    old = state.players[1]
    other = _OtherPlayer(**{f.name: getattr(old, f.name) for f in fields(PlayerState)})
    state.players[1] = other
    pp = other.pp
    cp = checkpoint(state, cards=False)
    other.pp = pp + 3
    state.players[1] = old
    cp.restore()
    assert state.players[1] is other
    assert other.pp == pp


# kills: engine.sve.state.x__record_state__mutmut_52
# an id allocator with an undeclared attribute must go the generic way (its list is put back)
def test_sweep_svestate_an_id_allocator_with_an_undeclared_list_is_put_back_whole() -> None:
    state = Game.sandbox().state
    setattr(state.ids, "handed", [1])  # noqa: B010  # an attribute IdAllocator does not declare
    next_id = state.ids.next_id
    cp = checkpoint(state, cards=False)
    state.ids.handed.append(2)  # type: ignore[attr-defined]
    state.ids.allocate()
    cp.restore()
    assert (state.ids.next_id, state.ids.handed) == (next_id, [1])  # type: ignore[attr-defined]


# kills: engine.sve.state.x__begin_record__mutmut_1, engine.sve.state.x__begin_record__mutmut_3
# a player with an undeclared attribute must go the generic way, which puts back its zones' own fields too
def test_sweep_svestate_a_player_with_an_undeclared_attribute_gets_its_zones_put_back_whole() -> None:
    state = Game.sandbox().state
    player = state.players[0]
    setattr(player, "note", "extra")  # noqa: B010  # an attribute PlayerState does not declare
    hand = player.hand
    name = hand.name
    cp = checkpoint(state, cards=False)
    hand.name = "renamed"
    cp.restore()
    assert player.hand is hand
    assert hand.name == name


# kills: engine.sve.state.x__copy_zone__mutmut_67
# a zone's card list held again after its zone stays one list in the snapshot, as copy.deepcopy keeps it
def test_sweep_svestate_a_zones_card_list_held_twice_stays_one_list_in_the_snapshot() -> None:
    game = Game.sandbox()
    game.setup_put(0, "hand", "Test Goblin")
    player = game.state.players[0]
    copied = snapshot((player, player.hand.cards))
    assert copied[1] is copied[0].hand.cards
    assert copied[1] is not player.hand.cards


# kills: engine.sve.state.x__record_player__mutmut_37, _39, _44
# a player field after ep holding something mutable (not the int it declares) is recorded the generic way
def test_sweep_svestate_a_player_field_after_ep_holding_a_list_of_a_dict_is_put_back_whole() -> None:
    state = Game.sandbox().state
    player = state.players[1]
    inner = {"turns": 1}
    setattr(player, "turns_passed", [inner])  # noqa: B010  # a list where the dataclass declares an int
    cp = checkpoint(state, cards=False)
    inner["turns"] = 2
    cp.restore()
    assert player.turns_passed == [{"turns": 1}]


# kills: engine.sve.state.x__record_state__mutmut_32, engine.sve.state.x__record_state__mutmut_38
# an entry of the players list that is not a player at all is recorded the generic way, not as a player
def test_sweep_svestate_a_players_entry_that_is_no_player_is_recorded_the_generic_way() -> None:
    state = Game.sandbox().state
    extra = {"seat": 3}
    state.players.append(extra)  # type: ignore[arg-type]
    cp = checkpoint(state, cards=False)
    extra["seat"] = 4
    cp.restore()
    assert state.players[2] is extra
    assert extra == {"seat": 3}


# kills: engine.sve.state.x__record_player__mutmut_26
# a zone whose cards are not held in a list goes to the generic recorder (a tuple cannot be filled in place)
def test_sweep_svestate_a_zone_holding_its_cards_in_a_tuple_is_recorded_the_generic_way() -> None:
    state = Game.sandbox().state
    hand = state.players[0].hand
    setattr(hand, "cards", ())  # noqa: B010  # a tuple where the dataclass declares a list
    cp = checkpoint(state, cards=False)
    setattr(hand, "cards", [])  # noqa: B010
    cp.restore()
    assert hand.cards == ()


# kills: engine.sve.state.x__record_player__mutmut_38
# evolution points held in a tuple, not a list, go to the generic recorder (a tuple cannot be filled in place)
def test_sweep_svestate_evolution_points_held_in_a_tuple_are_recorded_the_generic_way() -> None:
    state = Game.sandbox().state
    player = state.players[1]
    setattr(player, "ep", ("standard",))  # noqa: B010  # a tuple where the dataclass declares a list
    cp = checkpoint(state, cards=False)
    setattr(player, "ep", [])  # noqa: B010
    cp.restore()
    assert player.ep == ("standard",)
