"""Issue 24, third sweep (part E): pins for claimed "equivalent" mutants of engine/sve/targets.py, zones.py and
continuous.py that a direct call of a public function can tell apart (docs/mutation.md, "What counts as telling
a mutant apart"). Each test names the mutants it kills.
"""

from __future__ import annotations

import pytest

from engine.core import CardInstance
from engine.sve import Game
from engine.sve.cards import Target
from engine.sve.continuous import any_named
from engine.sve.errors import FieldFull
from engine.sve.targets import candidates
from engine.sve.zones import enter_field, place


def _events(game: Game, kind: str) -> list[tuple[int | None, dict[str, object]]]:
    return [(e.player, e.data) for e in game.state.log.events if e.kind == kind]


# kills: engine.sve.targets.x_candidates__mutmut_15, engine.sve.targets.x_candidates__mutmut_16
# A selection of kind "leader" offers the leaders' ids and never looks at the cards of its zone, so a card there
# that no definition of the pool matches (renamed by plain attribute assignment) does not disturb it; a mutant
# that runs the card filter for it too asks the pool for that card and fails with UnknownCard.
def test_sweep3e_a_leader_selection_never_reads_the_cards_of_its_zone() -> None:
    game = Game.sandbox()
    source = game.setup_put(0, "field", "Test Fighter")
    stray = game.setup_put(0, "field", "Test Goblin")
    game.find(stray)[2].name = "Pin Name No Pool Has"
    own_leader = Target.model_validate("own_leader")
    assert candidates(game, 0, own_leader, game.find(source)[2]) == [-1]


# kills: engine.sve.zones.x_place__mutmut_4, engine.sve.zones.x_place__mutmut_5
# place() keeps a token that is put onto the field (tokens exist on the field, CR 9.1): it is there afterwards,
# and no "token-removed" event is logged.
def test_sweep3e_place_keeps_a_token_put_onto_the_field() -> None:
    game = Game.sandbox()
    me = game.state.players[0]
    token = CardInstance(901, "Test Fighter", 0, token=True)
    place(game, token, me, "field")
    assert [c.uid for c in me.field.cards] == [901]
    assert _events(game, "token-removed") == []


# kills: engine.sve.zones.x_place__mutmut_8, engine.sve.zones.x_place__mutmut_9
# place() keeps a token that is put into the resolution zone, where a played spell token waits while it resolves
# (the engine's own play puts one there): it is there afterwards, and no "token-removed" event is logged.
def test_sweep3e_place_keeps_a_token_put_into_the_resolution_zone() -> None:
    game = Game.sandbox()
    me = game.state.players[0]
    token = CardInstance(902, "Test Fighter", 0, token=True)
    place(game, token, me, "resolution")
    assert [c.uid for c in me.resolution.cards] == [902]
    assert _events(game, "token-removed") == []


# kills: engine.sve.zones.x_enter_field__mutmut_2, engine.sve.zones.x_enter_field__mutmut_4
# enter_field() onto a field that already holds 5 cards is refused with FieldFull (reason "field-full", CR 4.4),
# before the card is changed: not a TypeError (no error class) nor the generic ZoneFull ("zone-full").
def test_sweep3e_enter_field_onto_a_full_field_is_refused_as_field_full() -> None:
    game = Game.sandbox()
    for _ in range(5):
        game.setup_put(0, "field", "Test Fighter")
    uid = game.setup_put(0, "hand", "Test Goblin")
    card = game.find(uid)[2]
    state_before = dict(card.state)
    with pytest.raises(FieldFull) as refused:
        enter_field(game, card, game.state.players[0], from_zone="hand")
    assert refused.value.reason == "field-full"
    assert len(game.state.players[0].field) == 5
    assert card.state == state_before


# kills: engine.sve.zones.x_enter_field__mutmut_111, engine.sve.zones.x_enter_field__mutmut_116
# The Fanfare of a card put onto a player's field is that player's (enter_field names them to emit): also when
# the card is still on the other field (enter_field does not take a card out of where it was; that is move's
# job), where asking controller_of instead would find player 0's field first.
def test_sweep3e_a_fanfare_is_the_player_s_whose_field_the_card_was_put_onto() -> None:
    game = Game.sandbox()
    uid = game.setup_put(0, "field", "Fanfare Scholar")
    card = game.find(uid)[2]
    enter_field(game, card, game.state.players[1], from_zone="field")
    assert game.pending_abilities() == [(1, uid, "Fanfare Scholar", "fanfare")]
    assert _events(game, "ability-triggered")[-1][0] == 1


# kills: engine.sve.continuous.x_any_named__mutmut_3
# any_named() is False when no card on either field has one of the names: an empty table, or a field card whose
# name is not in the set.
def test_sweep3e_any_named_is_false_when_no_field_card_has_a_name() -> None:
    game = Game.sandbox()
    assert any_named(game.state.players, frozenset({"Test Fighter"})) is False
    game.setup_put(1, "field", "Test Goblin")
    assert any_named(game.state.players, frozenset({"Test Fighter"})) is False
    assert any_named(game.state.players, frozenset({"Test Goblin"})) is True
