"""Sweep 4, part D: pins for listed "equivalent" mutants that a direct call of a public function tells apart.

Each test calls a public engine function with hand-built, type-correct arguments (a ``Resolution`` and an
``Effect`` made by their own constructors and validators) and reads only the game state the public API shows.
"""

from __future__ import annotations

from typing import Any

from engine.core import CardInstance, EventLog, IdAllocator, SeededRng
from engine.core.checkpoint import Checkpoint, record_value, register_recorder, save_fields
from engine.core.errors import Refusal
from engine.sve import Game
from engine.sve.abilities import resolve
from engine.sve.cards import Effect, default_pool
from engine.sve.conditions import Resolution
from engine.sve.context import PlayContext
from engine.sve.effects import apply_effect
from engine.sve.state import GameState, Lasting, Leader, Pending, new_player


def _card(g: Game, uid: int) -> CardInstance:
    return g.find(uid)[2]


# kills: engine.sve.effects.x__whose__mutmut_20
# kills: engine.sve.effects.x__whose__mutmut_21
# "Its controller" reads only the previous effect's cards that are still in a zone (and leaders): card id 0,
# which is nowhere, names nobody, so the resolving player draws.
def test_sweep4d_its_side_ignores_card_id_zero_when_it_is_nowhere() -> None:
    g = Game.sandbox()
    for _ in range(3):
        g.setup_put(0, "deck", "Test Goblin")
        g.setup_put(1, "deck", "Test Goblin")
    source = _card(g, g.setup_put(0, "field", "Test Goblin"))
    r = Resolution(player=0, source=source, previous=[0], left_field={0: {"controller": 1}})
    apply_effect(g, r, Effect(kind="draw", side="its", amount=1), PlayContext())
    assert (len(g.state.players[0].hand), len(g.state.players[1].hand)) == (1, 0)


# kills: engine.sve.abilities.x__card__mutmut_5
# kills: engine.sve.abilities.x__card__mutmut_6
# kills: engine.sve.abilities.x__card__mutmut_11
# kills: engine.sve.abilities.x__card__mutmut_10
# A spell entry whose card is in no zone resolves from the final information of a token (CR 10.11, 9.1): when
# it finishes, that token spell ceases to exist instead of going to a cemetery, and its effects still happen.
def test_sweep4d_spell_entry_of_a_card_in_no_zone_resolves_as_a_token() -> None:
    g = Game.sandbox()
    for _ in range(3):
        g.setup_put(0, "deck", "Test Goblin")
    pending = Pending("spell", 0, 999, "Rift Ritual", False, 0, "spell", paid=True)
    resolve(g, pending)
    assert len(g.state.players[0].hand) == 2
    assert len(g.state.players[0].cemetery) == 0
    assert len(g.state.players[1].cemetery) == 0


_LASTING_RECORDED: list[Any] = []


def _note_lasting(obj: Any, cp: Checkpoint) -> Any:
    """Record a lasting effect as the generic dataclass recorder does (its fields), noting that it was asked."""
    _LASTING_RECORDED.append(obj)
    saved = save_fields(obj, cp)
    if saved is not None:
        for key, value in saved.items():
            saved[key] = record_value(value, cp)
    return obj


# kills: engine.sve.game.xǁGameǁ_do_end_main_phase__mutmut_16
# Ending the main phase with one chosen follower that cannot engage for Ward, when nothing happens at the
# start of the end phase, is refused before anything changes: no checkpoint is taken, so a recorder registered
# for a class in the game state (here the lasting effects) is never asked, and the state is unchanged.
def test_sweep4d_one_bad_ward_choice_is_refused_before_any_checkpoint() -> None:
    register_recorder(Lasting, _note_lasting)
    g = Game.sandbox()
    g.setup_points(0, pp=5)
    goblin = g.setup_put(0, "field", "Test Goblin")
    g.play(0, g.setup_put(0, "hand", "Fleeting Bulwark"), targets=[goblin])
    assert len(g.state.lasting) == 1
    before = g.snapshot()
    _LASTING_RECORDED.clear()
    try:
        g.end_main_phase(0, [goblin])
    except Refusal as refusal:
        assert refusal.reason == "illegal-target"
    else:
        raise AssertionError("a follower without Ward was engaged for Ward")
    assert _LASTING_RECORDED == []
    assert g.snapshot() == before


# kills: engine.sve.game.xǁGameǁ_do_serve__mutmut_62
# Serving with an evolution point of a design the player does not have is refused before anything changes:
# the early payment check reads the design, so no checkpoint is taken and a registered recorder is not asked.
def test_sweep4d_serve_with_a_missing_design_is_refused_before_any_checkpoint() -> None:
    register_recorder(Lasting, _note_lasting)
    g = Game.sandbox(leaders=("Uma Leader", "Forest Leader"))
    g.setup_points(0, pp=10, pp_max=10, ep=1)
    week = g.setup_put(0, "field", "Special Week")
    g.setup_put(0, "evolve_deck", "Carrot")
    g.play(0, g.setup_put(0, "hand", "Fleeting Bulwark"), targets=[week])
    assert len(g.state.lasting) == 1
    before = g.snapshot()
    _LASTING_RECORDED.clear()
    try:
        g.serve(0, week, ep=1, ep_design="no-such-design")
    except Refusal as refusal:
        assert type(refusal).__name__ == "CannotPayCost"
    else:
        raise AssertionError("served with an evolution point the player does not have")
    assert _LASTING_RECORDED == []
    assert g.snapshot() == before


# kills: engine.sve.game.xǁGameǁsandbox__mutmut_17
# A sandbox game is the state its docstring describes: the same as a game built by hand from leaders that keep
# their class and universe, in that player's main phase with empty zones (snapshots compare whole states).
def test_sweep4d_sandbox_equals_a_hand_built_game_with_the_leaders_universe() -> None:
    g = Game.sandbox(leaders=("Forest Leader", "Uma Leader"))
    players = [
        new_player(0, Leader("Forest Leader", "forest", None)),
        new_player(1, Leader("Uma Leader", "forest", "umamusume")),
    ]
    state = GameState(players, IdAllocator(), SeededRng(0), EventLog())
    state.phase, state.step, state.turn, state.active = "main", "", 3, 0
    state.first_player = 0
    state.hands_visible = True
    assert g.snapshot() == Game(state, default_pool()).snapshot()


# kills: engine.sve.effects.x__delayed__mutmut_3
# A delayed effect whose source is in no zone is looked up on the source's printed card (its name in the
# pool), whatever status the stand-in carries: here a stand-in marked evolved for a spell with no evolved side.
def test_sweep4d_delayed_effect_of_a_source_in_no_zone_reads_the_printed_card() -> None:
    g = Game.sandbox()
    effect = g.pool.get("Lingering Hex").abilities[0].effects[0]
    source = CardInstance(999, "Lingering Hex", 0, state={"evolved": True})
    apply_effect(g, Resolution(player=0, source=source), effect, PlayContext())
    assert [(p.card, p.name, p.trigger) for p in g.state.delayed] == [
        (999, "Lingering Hex", "opponent_turn_start")
    ]
