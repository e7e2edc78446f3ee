"""Every malformed call tried by hand against the public API of the three engines, and what it gets now.

``python -m tests.fuzz.catalogue`` prints the table (the closing note quotes it); ``test_catalogue.py``
asserts that every FOH and umafan entry gets a typed engine error with a reason and leaves the state as
it was. SVE entries are printed as observed (SVE argument validation is another branch's work).

An entry is (engine, kind, call text, factory of the game, the call). ``kind`` is ``action`` (must be a
:class:`~engine.core.Refusal`), ``setup`` or ``view`` (must be a :class:`~engine.core.SetupError`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core import EngineError, EngineFault, Refusal, SetupError, snapshot
from engine.foh import FohConfig, FohGame
from engine.sve import Game
from engine.umafan import RuleParams, UmaFanGame


@dataclass(frozen=True)
class Entry:
    """One malformed call."""

    engine: str
    kind: str
    call: str
    make: Callable[[], Any]
    run: Callable[[Any], Any]


@dataclass(frozen=True)
class Outcome:
    """What a call got: ``accepted``, or the exception's class and reason; and whether the state stayed."""

    text: str
    typed: bool
    state_kept: bool


# ---------------------------------------------------------------------- games to try the calls on
def foh_main() -> FohGame:
    """Player 0's main phase of a race with a horse, forces and a support card in hand."""
    game = FohGame.at_race("1600m")
    for name in ("Sample Miler", "Force", "Force", "マークシート", "Sample Wall"):
        game.put(0, "hand", name)
    game.put(1, "hand", "Sample Wall")
    for style in ("逃げ", "先行"):
        for _ in range(3):
            game.put(0, "distance", "Force", area=style)
    return game


def foh_opening() -> FohGame:
    """Both 60-card decks dealt, hands not yet kept."""
    game = FohGame(3)
    game.agree_race_conditions("1600m", "東京", "芝")
    for p in (0, 1):
        game.set_deck(p, ["Force"] * 30 + ["Sample Miler"] * 30)
    game.start_game()
    return game


def foh_tuning() -> FohGame:
    """Race set, decks may change."""
    game = FohGame(3)
    game.agree_race_conditions("1600m", "東京", "芝")
    game.set_deck(0, ["Force"] * 60)
    return game


def foh_situation() -> FohGame:
    """:func:`foh_main` with a situation card in player 0's situation area."""
    game = foh_main()
    game.put(0, "situation", "Sample Cheer")
    return game


def uma_started() -> UmaFanGame:
    """:func:`uma_fresh`, started."""
    game = uma_fresh()
    game.start_game(0)
    return game


def uma_main() -> UmaFanGame:
    """Player 0's main phase with an Uma Musume on the field, cards in hand and a racecourse face up."""
    game = UmaFanGame(1)
    game.setup_phase("main", 0)
    game.setup_put(0, "Swift Runner", "field")
    game.setup_put(0, "Carrot Snack", "hand")
    game.setup_put(0, "Rookie Runner", "hand")
    game.setup_put(0, "Sprint Course", "racecourses")
    for _ in range(3):
        game.setup_put(0, "Study Notes", "deck")
    return game


def uma_fresh() -> UmaFanGame:
    """Decks registered, game not started."""
    game = UmaFanGame(1)
    for p in (0, 1):
        game.setup_decks(p, ["Swift Runner"] * 6, ["Sprint Course"] * 3)
    return game


def sve_main() -> Game:
    """A sandbox in player 0's main phase with a follower on each field and a card in hand."""
    game = Game.sandbox()
    game.setup_points(0, pp=5, pp_max=5, ep=1)
    game.setup_put(0, "field", "Evolving Fighter")
    game.setup_put(0, "evolve_deck", "Evolving Fighter")
    game.setup_put(0, "hand", "Goblin")
    game.setup_put(1, "field", "Goblin")
    return game


def _uid(game: Any, name: str, player: int = 0) -> int:
    """The id of the first card named ``name`` of ``player`` (any zone), for the FOH and umafan games."""
    if isinstance(game, FohGame):
        return game.ids(player, "hand", name)[0]
    if isinstance(game, UmaFanGame):
        for zone in ("hand", "field", "deck"):
            if name in game.names(player, zone):
                return game.uids(player, zone)[game.names(player, zone).index(name)]
    raise LookupError(name)


E = Entry
ENTRIES: list[Entry] = [
    # ------------------------------------------------------------ FOH actions
    *[E("foh", "action", f"draw_for_turn({v!r})", foh_main, lambda g, v=v: g.draw_for_turn(v))
      for v in (-1, 2, None, "0", True, 1.5, 10**18, [0])],
    E("foh", "action", "begin_run_phase(-1)", foh_main, lambda g: g.begin_run_phase(-1)),
    *[E("foh", "action", f"declare_run(0, {v!r}, forces)", foh_main,
        lambda g, v=v: g.declare_run(0, v, g.ids(0, "hand", "Force")))
      for v in (None, "1", -5, 0, 10**18, [1], 2.0)],
    *[E("foh", "action", f"declare_run(0, horse, {v!r})", foh_main,
        lambda g, v=v: g.declare_run(0, _uid(g, "Sample Miler"), v))
      for v in (None, "12", 5, [None], [-1], {1: 2}, ["1"], [10**18])],
    E("foh", "action", "declare_run(0, horse, [same force twice])", foh_main,
      lambda g: g.declare_run(0, _uid(g, "Sample Miler"), [g.ids(0, "hand", "Force")[0]] * 2)),
    E("foh", "action", "declare_run(5, horse, forces)", foh_main,
      lambda g: g.declare_run(5, _uid(g, "Sample Miler"), g.ids(0, "hand", "Force"))),
    E("foh", "action", "declare_run(1, player 0's horse, forces) (card not in that hand)", foh_main,
      lambda g: g.declare_run(1, _uid(g, "Sample Miler"), [])),
    E("foh", "action", "guard(-1, horse)", foh_main, lambda g: g.guard(-1, _uid(g, "Sample Wall", 1))),
    E("foh", "action", "guard(1, None)", foh_main, lambda g: g.guard(1, None)),
    E("foh", "action", "use_support(0, None)", foh_main, lambda g: g.use_support(0, None)),
    E("foh", "action", "use_support(0, card, target='x')", foh_main,
      lambda g: g.use_support(0, _uid(g, "マークシート"), target="x")),
    E("foh", "action", "use_support(0, card, target=-1)", foh_main,
      lambda g: g.use_support(0, _uid(g, "マークシート"), target=-1)),
    E("foh", "action", "pass_run(2)", foh_main, lambda g: g.pass_run(2)),
    E("foh", "action", "pass_run(0) with no open run", foh_main, lambda g: g.pass_run(0)),
    E("foh", "action", "put_to_farm(0, None)", foh_main, lambda g: g.put_to_farm(0, None)),
    E("foh", "action", "put_to_farm(0, [1, 1])", foh_main, lambda g: g.put_to_farm(0, [1, 1])),
    E("foh", "action", "end_turn(0, farm='ab')", foh_main, lambda g: g.end_turn(0, farm="ab")),
    E("foh", "action", "end_turn(0, farm=[None])", foh_main, lambda g: g.end_turn(0, farm=[None])),
    E("foh", "action", "end_turn(0, farm=[card, card])", foh_main,
      lambda g: g.end_turn(0, farm=[_uid(g, "Force")] * 2)),
    E("foh", "action", "end_turn(1.0)", foh_main, lambda g: g.end_turn(1.0)),
    E("foh", "action", "end_turn(1) (not your turn)", foh_main, lambda g: g.end_turn(1)),
    E("foh", "action", "redraw(-1)", foh_opening, lambda g: g.redraw(-1)),
    E("foh", "action", "keep(2)", foh_opening, lambda g: g.keep(2)),
    E("foh", "action", "keep('1')", foh_opening, lambda g: g.keep("1")),
    E("foh", "action", "tune_deck(0, remove='Force')", foh_tuning, lambda g: g.tune_deck(0, remove="Force")),
    E("foh", "action", "tune_deck(0, add=None)", foh_tuning, lambda g: g.tune_deck(0, add=None)),
    E("foh", "action", "tune_deck(0, add=['No Such Card'])", foh_tuning, lambda g: g.tune_deck(0, add=["No Such Card"])),
    E("foh", "action", "tune_deck(0, add=[None])", foh_tuning, lambda g: g.tune_deck(0, add=[None])),
    E("foh", "action", "tune_deck(7)", foh_tuning, lambda g: g.tune_deck(7)),
    E("foh", "action", "agree_race_conditions(None, '東京', '芝')", FohGame,
      lambda g: g.agree_race_conditions(None, "東京", "芝")),
    E("foh", "action", "agree_race_conditions('9999m', '東京', '芝')", FohGame,
      lambda g: g.agree_race_conditions("9999m", "東京", "芝")),
    E("foh", "action", "agree_race_conditions(['1600m'], '東京', '芝')", FohGame,
      lambda g: g.agree_race_conditions(["1600m"], "東京", "芝")),
    E("foh", "action", "agree_race_conditions('1600m', '東京', 'mud')", FohGame,
      lambda g: g.agree_race_conditions("1600m", "東京", "mud")),
    E("foh", "action", "start_game() with wrong deck sizes", foh_tuning, lambda g: g.start_game()),
    # ------------------------------------------------------------ FOH set-up
    E("foh", "setup", "FohGame(seed='x')", FohGame, lambda g: FohGame(seed="x")),
    E("foh", "setup", "FohGame(seed=True)", FohGame, lambda g: FohGame(seed=True)),
    E("foh", "setup", "FohGame(config=5)", FohGame, lambda g: FohGame(config=5)),
    E("foh", "setup", "FohGame(config=FohConfig(area_sizes=(1, 2)))", FohGame,
      lambda g: FohGame(config=FohConfig(area_sizes=(1, 2)))),  # type: ignore[arg-type]
    E("foh", "setup", "FohGame(config=FohConfig(area_sizes=(-1, 0, 0, 0)))", FohGame,
      lambda g: FohGame(config=FohConfig(area_sizes=(-1, 0, 0, 0)))),
    E("foh", "setup", "FohGame(config=FohConfig(first_player=3))", FohGame,
      lambda g: FohGame(config=FohConfig(first_player=3))),
    E("foh", "setup", "set_race(None, '芝')", FohGame, lambda g: g.set_race(None, "芝")),
    E("foh", "setup", "set_race('1600m', 'mud')", FohGame, lambda g: g.set_race("1600m", "mud")),
    E("foh", "setup", "set_phase('lunch')", FohGame, lambda g: g.set_phase("lunch")),
    E("foh", "setup", "set_phase(['main'])", FohGame, lambda g: g.set_phase(["main"])),
    E("foh", "setup", "set_phase('main', active=2)", FohGame, lambda g: g.set_phase("main", active=2)),
    E("foh", "setup", "set_phase('main', ran_this_turn='yes')", FohGame,
      lambda g: g.set_phase("main", ran_this_turn="yes")),
    E("foh", "setup", "set_deck(0, 'Force')", FohGame, lambda g: g.set_deck(0, "Force")),
    E("foh", "setup", "set_deck(2, [])", FohGame, lambda g: g.set_deck(2, [])),
    E("foh", "setup", "set_deck(0, ['Nope'])", FohGame, lambda g: g.set_deck(0, ["Nope"])),
    E("foh", "setup", "put(0, 'moon', 'Force')", FohGame, lambda g: g.put(0, "moon", "Force")),
    E("foh", "setup", "put(0, 'distance', 'Force', area='x')", FohGame, lambda g: g.put(0, "distance", "Force", area="x")),
    E("foh", "setup", "put(0, 'hand', 'Force', area='逃げ')", FohGame, lambda g: g.put(0, "hand", "Force", area="逃げ")),
    E("foh", "setup", "put(-1, 'hand', 'Force')", FohGame, lambda g: g.put(-1, "hand", "Force")),
    E("foh", "setup", "put(0, 'hand', None)", FohGame, lambda g: g.put(0, "hand", None)),
    E("foh", "setup", "put(0, 'hand', ['Force'])", FohGame, lambda g: g.put(0, "hand", ["Force"])),
    E("foh", "setup", "put(0, 'situation', ...) when it holds a card", foh_situation,
      lambda g: g.put(0, "situation", "Sample Cheer")),
    # ------------------------------------------------------------ FOH views
    E("foh", "view", "cards(-1, 'hand')", foh_main, lambda g: g.cards(-1, "hand")),
    E("foh", "view", "zone_ids(0, 'moon')", foh_main, lambda g: g.zone_ids(0, "moon")),
    E("foh", "view", "zone_ids(2, 'hand')", foh_main, lambda g: g.zone_ids(2, "hand")),
    E("foh", "view", "common_cards('weather')", foh_main, lambda g: g.common_cards("weather")),
    E("foh", "view", "common_cards(None)", foh_main, lambda g: g.common_cards(None)),
    E("foh", "view", "cards(0, 'moon')", foh_main, lambda g: g.cards(0, "moon")),
    E("foh", "view", "cards(0, ['hand'])", foh_main, lambda g: g.cards(0, ["hand"])),
    E("foh", "view", "cards(0, 'distance', 'x')", foh_main, lambda g: g.cards(0, "distance", "x")),
    E("foh", "view", "cards(0, 'hand', '逃げ')", foh_main, lambda g: g.cards(0, "hand", "逃げ")),
    E("foh", "view", "ids(0, 'hand', None)", foh_main, lambda g: g.ids(0, "hand", None)),
    E("foh", "view", "ids(2, 'hand', 'Force')", foh_main, lambda g: g.ids(2, "hand", "Force")),
    E("foh", "view", "distance_left(-1)", foh_main, lambda g: g.distance_left(-1)),
    E("foh", "view", "current_area(2)", foh_main, lambda g: g.current_area(2)),
    E("foh", "view", "looked_at(True)", foh_main, lambda g: g.looked_at(True)),
    E("foh", "view", "owed_to_farm(-1)", foh_main, lambda g: g.owed_to_farm(-1)),
    E("foh", "view", "run_value() with no open run", foh_main, lambda g: g.run_value()),
    E("foh", "view", "required_deck_size() before the race is set", FohGame, lambda g: g.required_deck_size()),
    # ------------------------------------------------------------ umafan actions
    *[E("umafan", "action", f"proceed({v!r})", uma_main, lambda g, v=v: g.proceed(v))
      for v in (-1, 2, None, "0", True, 1.5, 10**18, [0])],
    E("umafan", "action", "draw(2)", uma_main, lambda g: g.draw(2)),
    E("umafan", "action", "call_start(-1)", uma_main, lambda g: g.call_start(-1)),
    *[E("umafan", "action", f"field_umamusume(0, {v!r})", uma_main, lambda g, v=v: g.field_umamusume(0, v))
      for v in (None, "3", -1, 0, 10**18, [3], 3.0)],
    E("umafan", "action", "field_umamusume(1, player 0's card)", uma_main,
      lambda g: g.field_umamusume(1, _uid(g, "Rookie Runner"))),
    *[E("umafan", "action", f"declare(0, {v!r})", uma_main, lambda g, v=v: g.declare(0, v))
      for v in (None, "2", -1, 9999, 10**18, [2])],
    E("umafan", "action", "declare(0, card, payer='x')", uma_main,
      lambda g: g.declare(0, _uid(g, "Carrot Snack"), payer="x")),
    E("umafan", "action", "declare(0, card, payer=9999)", uma_main,
      lambda g: g.declare(0, _uid(g, "Carrot Snack"), payer=9999)),
    E("umafan", "action", "declare(5, card)", uma_main, lambda g: g.declare(5, _uid(g, "Carrot Snack"))),
    E("umafan", "action", "pass_response(None)", uma_main, lambda g: g.pass_response(None)),
    E("umafan", "action", "stack_under_racecourse(0, None, 4)", uma_main,
      lambda g: g.stack_under_racecourse(0, None, 4)),
    E("umafan", "action", "stack_under_racecourse(0, card, 'x')", uma_main,
      lambda g: g.stack_under_racecourse(0, _uid(g, "Carrot Snack"), "x")),
    E("umafan", "action", "reveal_racecourse(-1)", uma_main, lambda g: g.reveal_racecourse(-1)),
    E("umafan", "action", "field_racecourse(0, None)", uma_main, lambda g: g.field_racecourse(0, None)),
    E("umafan", "action", "select_runner(0, 'x')", uma_main, lambda g: g.select_runner(0, "x")),
    E("umafan", "action", "decline_race(1, [])", uma_main, lambda g: g.decline_race(1, [])),
    E("umafan", "action", "take_stacked(0, racecourse=-1)", uma_main, lambda g: g.take_stacked(0, racecourse=-1)),
    E("umafan", "action", "start_game(first_player=5)", uma_fresh, lambda g: g.start_game(5)),
    E("umafan", "action", "start_game(first_player='0')", uma_fresh, lambda g: g.start_game("0")),
    E("umafan", "action", "start_game() again", uma_started, lambda g: g.start_game(0)),
    # ------------------------------------------------------------ umafan set-up
    E("umafan", "setup", "UmaFanGame(seed=None)", UmaFanGame, lambda g: UmaFanGame(seed=None)),
    E("umafan", "setup", "UmaFanGame(params=5)", UmaFanGame, lambda g: UmaFanGame(params=5)),
    E("umafan", "setup", "UmaFanGame(params=RuleParams(opening_hand=-1))", UmaFanGame,
      lambda g: UmaFanGame(params=RuleParams(opening_hand=-1))),
    E("umafan", "setup", "setup_decks(2, [], [])", UmaFanGame, lambda g: g.setup_decks(2, [], [])),
    E("umafan", "setup", "setup_decks(0, 'Swift Runner', [])", UmaFanGame, lambda g: g.setup_decks(0, "Swift Runner", [])),
    E("umafan", "setup", "setup_decks(0, [None], [])", UmaFanGame, lambda g: g.setup_decks(0, [None], [])),
    E("umafan", "setup", "setup_decks(0, ['Nope'], [])", UmaFanGame, lambda g: g.setup_decks(0, ["Nope"], [])),
    E("umafan", "setup", "setup_put(-1, 'Swift Runner', 'hand')", UmaFanGame,
      lambda g: g.setup_put(-1, "Swift Runner", "hand")),
    E("umafan", "setup", "setup_put(0, 'Swift Runner', 'moon')", UmaFanGame,
      lambda g: g.setup_put(0, "Swift Runner", "moon")),
    E("umafan", "setup", "setup_put(0, None, 'hand')", UmaFanGame, lambda g: g.setup_put(0, None, "hand")),
    E("umafan", "setup", "setup_put(0, 'Swift Runner', 'field', stamina=-5)", UmaFanGame,
      lambda g: g.setup_put(0, "Swift Runner", "field", stamina=-5)),
    E("umafan", "setup", "setup_put(0, 'Swift Runner', 'field', speed='fast')", UmaFanGame,
      lambda g: g.setup_put(0, "Swift Runner", "field", speed="fast")),
    E("umafan", "setup", "setup_put(0, 'Carrot Snack', 'field', speed=3)", UmaFanGame,
      lambda g: g.setup_put(0, "Carrot Snack", "field", speed=3)),
    E("umafan", "setup", "setup_stack(0, 'Swift Runner', 'x')", UmaFanGame,
      lambda g: g.setup_stack(0, "Swift Runner", "x")),
    E("umafan", "setup", "setup_phase('lunch', 0)", UmaFanGame, lambda g: g.setup_phase("lunch", 0)),
    E("umafan", "setup", "setup_phase('main', 0, turn=0)", UmaFanGame, lambda g: g.setup_phase("main", 0, turn=0)),
    E("umafan", "setup", "setup_phase('main', 0, turn='2')", UmaFanGame, lambda g: g.setup_phase("main", 0, turn="2")),
    E("umafan", "setup", "setup_phase('main', 0, race_step='select-a')", UmaFanGame,
      lambda g: g.setup_phase("main", 0, race_step="select-a")),
    E("umafan", "setup", "setup_phase('race', 0, race_step='sprint')", UmaFanGame,
      lambda g: g.setup_phase("race", 0, race_step="sprint")),
    E("umafan", "setup", "setup_stamina(9999, 1)", UmaFanGame, lambda g: g.setup_stamina(9999, 1)),
    E("umafan", "setup", "setup_stamina(uma, 10**18)", uma_main,
      lambda g: g.setup_stamina(g.uids(0, "field")[0], 10**18)),
    E("umafan", "setup", "setup_speed(uma, None)", uma_main, lambda g: g.setup_speed(g.uids(0, "field")[0], None)),
    # ------------------------------------------------------------ umafan views
    E("umafan", "view", "racecourses(-1)", uma_main, lambda g: g.racecourses(-1)),
    E("umafan", "view", "fielded_racecourse(2)", uma_main, lambda g: g.fielded_racecourse(2)),
    E("umafan", "view", "runner(-1)", uma_main, lambda g: g.runner(-1)),
    E("umafan", "view", "names(0, 'moon')", uma_main, lambda g: g.names(0, "moon")),
    E("umafan", "view", "uids(-1, 'hand')", uma_main, lambda g: g.uids(-1, "hand")),
    E("umafan", "view", "is_face_up(None)", uma_main, lambda g: g.is_face_up(None)),
    E("umafan", "view", "zone_of(9999)", uma_main, lambda g: g.zone_of(9999)),
    E("umafan", "view", "speed('1')", uma_main, lambda g: g.speed("1")),
    E("umafan", "view", "stamina(card that is not an Uma Musume)", uma_main,
      lambda g: g.stamina(_uid(g, "Carrot Snack"))),
    # ------------------------------------------------------------ SVE (observed only; engine/sve is another branch's)
    *[E("sve", "action", f"play({v!r}, card)", sve_main, lambda g, v=v: g.play(v, 3))
      for v in ("0", 2, -1, None, True)],
    E("sve", "action", "play(0, None)", sve_main, lambda g: g.play(0, None)),
    E("sve", "action", "play(0, card, targets=5)", sve_main, lambda g: g.play(0, 3, targets=5)),
    E("sve", "action", "play(0, card, targets=[9999])", sve_main, lambda g: g.play(0, 3, targets=[9999])),
    E("sve", "action", "attack(0, follower, 'leader')", sve_main, lambda g: g.attack(0, 1, "leader")),
    E("sve", "action", "attack(2, follower)", sve_main, lambda g: g.attack(2, 1)),
    E("sve", "action", "activate(0, follower, ability=-1)", sve_main, lambda g: g.activate(0, 1, ability=-1)),
    E("sve", "action", "activate(0, follower, ability='0')", sve_main, lambda g: g.activate(0, 1, ability="0")),
    E("sve", "action", "evolve(0, follower, ep=-1)", sve_main, lambda g: g.evolve(0, 1, ep=-1)),
    E("sve", "action", "evolve(0, follower, ep='1')", sve_main, lambda g: g.evolve(0, 1, ep="1")),
    E("sve", "action", "serve(0, follower, ep=None)", sve_main, lambda g: g.serve(0, 1, ep=None)),
    E("sve", "action", "end_main_phase(0, 'x')", sve_main, lambda g: g.end_main_phase(0, "x")),
    E("sve", "action", "end_main_phase(True)", sve_main, lambda g: g.end_main_phase(True)),
    E("sve", "action", "pass_window(True) after an attack", sve_main,
      lambda g: [g.attack(0, 1), g.pass_window(True)]),
    E("sve", "action", "discard_to_limit(0, 5)", sve_main, lambda g: g.discard_to_limit(0, 5)),
    E("sve", "action", "choose_targets(0, None)", sve_main, lambda g: g.choose_targets(0, None)),
    E("sve", "view", "leader_defense(-1)", sve_main, lambda g: g.leader_defense(-1)),
    E("sve", "view", "points(2)", sve_main, lambda g: g.points(2)),
    E("sve", "view", "cards_in(0, 'moon')", sve_main, lambda g: g.cards_in(0, "moon")),
    E("sve", "view", "view(None)", sve_main, lambda g: g.view(None)),
    E("sve", "setup", "setup_put(2, 'hand', 'Goblin')", sve_main, lambda g: g.setup_put(2, "hand", "Goblin")),
    E("sve", "setup", "setup_points(0, pp=-5)", sve_main, lambda g: g.setup_points(0, pp=-5)),
]  # fmt: skip


def attempt(entry: Entry) -> Outcome:
    """Build the entry's game, make the call, and say what it got."""
    game = entry.make()
    before = snapshot(game.state)
    try:
        entry.run(game)
    except EngineError as error:
        expected = Refusal if entry.kind == "action" else SetupError
        kept = game.state == before
        name = type(error).__name__
        if isinstance(error, EngineFault) and error.__cause__ is not None:
            name += f" ({type(error.__cause__).__name__})"
        typed = isinstance(error, expected) and bool(error.reason)
        return Outcome(f"{name} `{error.reason}`", typed, kept)
    except Exception as error:  # noqa: BLE001 - reported as a raw exception
        return Outcome(f"raw {type(error).__name__}", False, game.state == before)
    return Outcome("accepted", False, game.state == before)


def table(engines: tuple[str, ...] = ("foh", "umafan", "sve")) -> list[str]:
    """The catalogue as Markdown table rows."""
    rows = ["| engine | kind | call | gets | state unchanged |", "|---|---|---|---|---|"]
    for entry in ENTRIES:
        if entry.engine in engines:
            got = attempt(entry)
            rows.append(
                f"| {entry.engine} | {entry.kind} | `{entry.call}` | {got.text} | {'yes' if got.state_kept else 'NO'} |"
            )
    return rows


if __name__ == "__main__":
    print("\n".join(table()))
