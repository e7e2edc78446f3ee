"""engine/core/atomic.py: the parts of its contract the older core tests leave open (issue 12).

* :func:`changing`, like :func:`touch`, does nothing outside an action (on any object);
* ``@atomic()`` with no option is eager, like ``@atomic``, and ``@atomic(lazy=True)`` takes its checkpoint at
  :func:`changing` (classes made inside the tests: ``@atomic`` runs when a class is made);
* a ``touches_cards`` game's checkpoint records only the cards the action touches (the speed contract of
  issue 11: recording every card up front gives the same rollbacks, only slower, so nothing else sees it).
"""

from __future__ import annotations

import pytest

from engine.core import Refusal, atomic, changing
from engine.sve import Game
from tests.fuzz.harness import checkpoints_taken


class _Bare:
    """An object that never ran an action: no ``_in_action``, no ``_atomic_saved``."""


def test_changing_outside_an_action_does_nothing() -> None:
    bare = _Bare()
    changing(bare)
    assert vars(bare) == {}
    game = Game.sandbox()
    before = vars(game).get("_atomic_saved")
    changing(game)
    assert vars(game).get("_atomic_saved") is before  # no checkpoint taken


def test_atomic_with_empty_options_is_eager() -> None:
    # The classes are made inside the tests: @atomic runs when a class is made, and mutation testing can
    # only change what runs inside a test.
    class Counter:
        def __init__(self) -> None:
            self.state = {"n": 0}

        @atomic()
        def bump_then_refuse(self) -> None:
            self.state["n"] += 1  # no changing() call: an eager action is checkpointed before it starts
            raise Refusal("refused after changing", reason="late")

    counter = Counter()
    with pytest.raises(Refusal):
        counter.bump_then_refuse()
    assert counter.state == {"n": 0}


def test_a_lazy_atomic_action_takes_its_checkpoint_at_changing_and_rolls_back() -> None:
    class Counter:
        def __init__(self) -> None:
            self.state = {"n": 0}

        @atomic(lazy=True)
        def refuse_first(self) -> None:
            raise Refusal("refused during the checks", reason="early")

        @atomic(lazy=True)
        def bump_then_refuse(self) -> None:
            changing(self)
            self.state["n"] += 1
            raise Refusal("refused after changing", reason="late")

    counter = Counter()
    with checkpoints_taken() as taken:
        with pytest.raises(Refusal):
            counter.refuse_first()
        assert taken == []  # a refusal before changing() needs no checkpoint
        with pytest.raises(Refusal):
            counter.bump_then_refuse()
    assert len(taken) == 1 and counter.state == {"n": 0}


def test_an_sve_action_records_only_the_cards_it_touches() -> None:
    game = Game.sandbox()
    sentry = game.setup_put(0, "field", "Engage Sentry")
    bystander = game.setup_put(0, "field", "Test Fighter")
    in_hand = game.setup_put(0, "hand", "Test Goblin")
    with checkpoints_taken() as taken:
        game.activate(0, sentry)
    (saved,) = taken
    recorded = {id(obj) for obj in saved.objects}
    assert id(game.find(sentry)[2]) in recorded
    assert id(game.find(bystander)[2]) not in recorded
    assert id(game.find(in_hand)[2]) not in recorded
