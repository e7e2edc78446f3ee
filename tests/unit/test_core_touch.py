"""Checkpoints with cards on demand (``checkpoint(state, cards=False)`` and :func:`engine.core.atomic.touch`),
the event log's rollback by length, and the SVE state's own recorders."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from engine.core import CardInstance, EventLog, Refusal, Zone, atomic, changing, snapshot
from engine.core.atomic import touch
from engine.core.checkpoint import checkpoint
from engine.sve import Game


def _card(uid: int, **state: object) -> CardInstance:
    return CardInstance(uid, "Goblin", 0, state=dict(state))


@dataclass
class Table:
    field: Zone
    hand: Zone
    log: EventLog = field(default_factory=EventLog)
    points: list[int] = field(default_factory=lambda: [1, 2])


def _table() -> Table:
    table = Table(Zone("field", 0, capacity=5), Zone("hand", 0))
    table.field.add(_card(1, counters={"stack": 1}, under=[_card(9)], engaged=False))
    table.field.add(_card(2, engaged=False))
    table.hand.add(_card(3))
    table.log.add("played", 0, card=1)
    return table


def test_cards_on_demand_records_the_zones_and_each_touched_card() -> None:
    table = _table()
    before = snapshot(table)
    first, second = table.field.cards
    saved = checkpoint(table, cards=False)
    saved.touch(first)
    first.state["counters"]["stack"] = 0
    first.state["under"][0].state["x"] = 1
    first.state = {"fresh": True}
    first.face_up = True
    table.field.cards.reverse()
    table.hand.add(table.field.cards.pop())
    table.points.append(3)
    table.log.add("drew", 0)
    saved.restore()
    assert table == before
    assert table.field.cards == [first, second] and table.field.cards[0] is first


def test_a_card_changed_without_being_touched_keeps_its_change() -> None:
    """The contract: an engine that takes checkpoints with cards on demand must touch what it changes."""
    table = _table()
    saved = checkpoint(table, cards=False)
    table.field.cards[1].state["engaged"] = True
    saved.restore()
    assert table.field.cards[1].state["engaged"] is True


def test_a_card_touched_again_is_not_recorded_again() -> None:
    table = _table()
    first = table.field.cards[0]
    saved = checkpoint(table, cards=False)
    saved.touch(first)
    first.state["engaged"] = True
    saved.touch(first)  # after a change: must not record the changed card
    saved.restore()
    assert first.state["engaged"] is False


def test_touch_does_nothing_when_every_card_was_recorded_up_front() -> None:
    table = _table()
    first = table.field.cards[0]
    saved = checkpoint(table)
    first.state["engaged"] = True
    saved.touch(first)  # would record the changed card if it did anything
    saved.restore()
    assert first.state["engaged"] is False


def test_the_event_log_is_cut_back_to_its_length() -> None:
    log = EventLog()
    log.add("played", 0, card=1)
    events = log.events
    saved = checkpoint({"log": log})
    log.add("drew", 0)
    log.add("drew", 1)
    saved.restore()
    assert log.events is events and [e.kind for e in log.events] == ["played"]


def test_a_replaced_event_list_is_put_back() -> None:
    log = EventLog()
    log.add("played", 0, card=1)
    events = log.events
    saved = checkpoint(log)
    log.events = []
    saved.restore()
    assert log.events is events and len(log) == 1


@dataclass
class _Counter:
    field: Zone


class _TouchingGame:
    """An engine whose checkpoints record cards on demand."""

    touches_cards = True

    def __init__(self) -> None:
        self.state = _Counter(Zone("field", 0, cards=[_card(1, engaged=False)]))
        self._in_action = False

    @atomic(lazy=True)
    def engage_then_refuse(self) -> None:
        card = self.state.field.cards[0]
        changing(self)
        touch(self, card)
        card.state["engaged"] = True
        self.state.field.cards.append(_card(2))
        raise Refusal("refused after changing", reason="late")

    @atomic
    def engage(self) -> None:
        card = self.state.field.cards[0]
        touch(self, card)
        card.state["engaged"] = True


def test_an_atomic_action_of_a_touching_game_rolls_touched_cards_back() -> None:
    game = _TouchingGame()
    with pytest.raises(Refusal):
        game.engage_then_refuse()
    assert game.state.field.cards == [_card(1, engaged=False)]
    game.engage()
    assert game.state.field.cards[0].state["engaged"] is True


def test_touch_outside_an_action_does_nothing() -> None:
    game = _TouchingGame()
    touch(game, game.state.field.cards[0])
    touch(object(), game.state.field.cards[0])  # not even a game
    assert game.state.field.cards == [_card(1, engaged=False)]


# ---------------------------------------------------------------------- the SVE state's recorders
def _played_game(seed: int) -> Game:
    game = Game.sandbox(seed=seed)
    for name in ("Goblin", "Fighter", "Ward Guard"):
        game.setup_put(0, "field", name)
        game.setup_put(1, "field", name)
        game.setup_put(0, "hand", name)
        game.setup_put(0, "deck", name)
    game.setup_points(0, pp=5, pp_max=5, ep=2)
    return game


@pytest.mark.parametrize("cards", [True, False], ids=["cards-up-front", "cards-on-demand"])
def test_sve_state_is_restored_whichever_way_cards_are_recorded(cards: bool) -> None:
    rng = random.Random(4)
    for seed in range(20):
        game = _played_game(seed)
        state = game.state
        before = snapshot(state)
        players, zones = list(state.players), [p.field for p in state.players]
        saved = checkpoint(state, cards=cards)
        for card in [c for p in state.players for z in ("field", "hand", "deck") for c in p.zone(z)]:
            saved.touch(card)
            card.state["damage"] = rng.randrange(5)
            card.face_up = True
        state.players[0].hand.cards.reverse()
        state.players[1].field.cards.pop()
        state.players[0].ep.append("standard")
        state.players[0].leader.defense -= 3
        state.players[0].pp = 0
        state.used_once.append((1, "activated-0", 3))
        state.extra_turns[0] += 1
        state.ids.allocate()
        state.turn += 1
        state.log.add("drew", 0)
        state.rng.randint(0, 9)
        assert saved.restore() is state
        assert state == before
        assert state.players == players and all(a is b for a, b in zip(state.players, players, strict=True))
        assert [p.field for p in state.players] == zones


def test_random_sve_actions_can_each_be_undone() -> None:
    """Every successful SVE action, undone with its checkpoint, gives back the state before it: each card the
    rules change was touched first (mutation testing runs tests/unit, not the fuzz suite)."""
    from tests.fuzz.harness import run
    from tests.fuzz.sve_driver import SveDriver

    report = run(SveDriver(), seed=3, actions=600, check_cards=False)
    assert not report.findings, "\n".join(str(f) for f in report.findings)
    assert report.actions - report.refusals > 50
