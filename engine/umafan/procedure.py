"""The turn procedure of steps 7-13 and the losing rule: what happens when a phase begins or ends.

These functions change the state as the rules direct; the checks that refuse a player's action live in
:mod:`engine.umafan.game` and :mod:`engine.umafan.chain`.
"""

from __future__ import annotations

from engine.umafan.board import umamusume_on_field
from engine.umafan.cards import CardPool
from engine.umafan.params import RuleParams
from engine.umafan.state import GameState, RaceSlot, TurnFlags


def check_losses(st: GameState, params: RuleParams) -> None:
    """Closing line: a player with ``exit_zone_limit`` cards in the exit zone loses; the game ends.

    Assumption: if both players reach the limit at the same moment, both lose (the game is a draw).
    """
    losers = [p.index for p in st.players if len(p.exit) >= params.exit_zone_limit]
    if losers:
        st.losers = losers
        st.phase = "game-over"
        st.chain.clear()
        st.log.add("lost", None, players=losers)


def start_turn(st: GameState, player: int) -> None:
    """Step 7 (and 13): ``player`` becomes the turn player and the draw phase begins."""
    st.turn += 1
    st.turn_player = player
    st.flags = TurnFlags()
    st.phase = "draw"
    st.log.add("turn-started", player, turn=st.turn)


def draw_owed(st: GameState) -> bool:
    """Step 7: the turn player owes a draw, except the first player in the first turn."""
    return not st.flags.drew and not (st.turn == 1 and st.turn_player == st.first_player)


def enter_phase(st: GameState, phase: str) -> None:
    """Begin a phase that needs no automatic work (standby, main)."""
    st.phase = phase
    st.log.add("phase", st.turn_player, phase=phase)


def enter_paddock(st: GameState, pool: CardPool, params: RuleParams) -> None:
    """Step 10: without an Uma Musume of its own on the field, the turn player skips to step 12."""
    if not umamusume_on_field(st, pool, st.turn_player):
        enter_end(st, params)
        return
    enter_phase(st, "paddock")


def trash_fielded_racecourse(st: GameState, player: int) -> None:
    """Step 11-5: the fielded racecourse card and every card stacked under it go to the trash, face up."""
    p = st.players[player]
    slot = p.fielded_racecourse
    if slot is None:
        return
    for card in [slot.card, *slot.stacked]:
        card.face_up = True
        p.trash.add(card)
    p.fielded_racecourse = None


def _race_over(st: GameState) -> None:
    """The race is over (run or skipped): no runners and no race step any more, so later effects for "your
    Uma Musume" work on the payer again."""
    st.flags.runners = [None, None]
    st.flags.race_step = None


def _skip_race(st: GameState, params: RuleParams) -> None:
    _race_over(st)
    if params.trash_racecourse_when_race_skipped:
        trash_fielded_racecourse(st, st.turn_player)
    check_losses(st, params)
    if st.phase != "game-over":
        enter_end(st, params)


def enter_race(st: GameState, pool: CardPool, params: RuleParams) -> None:
    """Step 11 opening.

    Assumption: with no racecourse fielded in step 10 there is no race, and play goes to step 12.
    When the opponent (B) has no Uma Musume on the field, B's top main-deck card goes face up to B's exit
    zone and the rest of step 11 is skipped.
    """
    st.phase = "race"
    st.log.add("phase", st.turn_player, phase="race")
    if st.players[st.turn_player].fielded_racecourse is None:
        enter_end(st, params)
        return
    b = st.players[st.opponent]
    if not umamusume_on_field(st, pool, b.index):
        if b.deck.cards:
            card = b.deck.take_top()
            card.face_up = True
            b.exit.add(card)
            st.log.add("exited", b.index, card=card.name, why="no-umamusume")
        _skip_race(st, params)
        return
    st.flags.race_step = "select-a"


def decline_race(st: GameState, params: RuleParams, retired_uid: int) -> None:
    """Step 11: B picks no runner and sends one of its own Uma Musume to the exit zone instead."""
    b = st.players[st.opponent]
    card = b.field.remove(retired_uid)
    card.face_up = True
    b.exit.add(card)
    st.log.add("exited", b.index, card=card.name, why="declined")
    _skip_race(st, params)


def finish_race(st: GameState, params: RuleParams) -> None:
    """Steps 11-3 to 11-5: compare the runners' speed, the loser exits face up, the racecourse is trashed.

    Assumption (``tie_has_loser``): equal speed makes no loser.
    """
    a, b = st.turn_player, st.opponent
    ua, ub = st.flags.runners[a], st.flags.runners[b]
    assert ua is not None and ub is not None  # pragma: no mutate - for mypy: both runners are chosen by now
    pa, pb = st.players[a], st.players[b]
    sa = int(pa.field.get(ua).state["speed"])
    sb = int(pb.field.get(ub).state["speed"])
    st.log.add("race", a, speeds={a: sa, b: sb})
    loser: tuple[int, int] | None = None
    if sa > sb:
        loser = (b, ub)
    elif sb > sa or params.tie_has_loser:
        loser = (a, ua)
    if loser is not None:
        owner = st.players[loser[0]]
        card = owner.field.remove(loser[1])
        card.face_up = True
        owner.exit.add(card)
        st.log.add("exited", loser[0], card=card.name, why="lost-race")
    trash_fielded_racecourse(st, a)
    _race_over(st)
    check_losses(st, params)
    if st.phase != "game-over":
        enter_end(st, params)


def enter_end(st: GameState, params: RuleParams) -> None:
    """Step 12: with no face-up racecourse left in the race zone, turn the top race-deck card face up."""
    st.phase = "end"
    st.log.add("phase", st.turn_player, phase="end")
    p = st.players[st.turn_player]
    if not p.racecourses and p.race_deck.cards:
        card = p.race_deck.take_top()
        card.face_up = True
        p.racecourses.append(RaceSlot(card))
        st.log.add("revealed-racecourse", p.index, card=card.name)
    check_losses(st, params)
