"""The shared random action chooser (:mod:`tests.support.sve_actions`): deterministic, and it reaches every
public action of the Shadowverse EVOLVE ``Game``, the answers to a waiting resolution included."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.core import Refusal, snapshot
from engine.sve import Game
from tests.fuzz.sve_driver import ANSWER_CARDS, MALFORMED_RATE, SveDriver
from tests.support.sve_actions import KINDS, Choice, candidates, choose

#: The actions that answer a waiting resolution or order pending abilities, and the order of damage changes.
ANSWER_KINDS = (
    "choose_targets",
    "choose_positions",
    "declare_name",
    "choose_tokens",
    "answer_optional",
    "order_pending",
    "apply_first",
)


def _shown(chosen: Choice) -> str:
    return f"{chosen.label}{chosen.args!r}{chosen.kwargs!r}"


def _trace(seed: int, actions: int = 300) -> list[str]:
    """The actions the chooser draws in the fuzz driver's games from ``seed``, with their outcomes."""
    driver = SveDriver()
    rng = random.Random(seed)
    game = driver.new_game(rng)
    out = []
    for _ in range(actions):
        if driver.finished(game):
            game = driver.new_game(rng)
        chosen = choose(game, rng, malformed=MALFORMED_RATE)
        try:
            chosen()
            outcome = "ok"
        except Refusal as refusal:
            outcome = refusal.reason
        out.append(f"{_shown(chosen)} {outcome}")
        for option in candidates(game, rng):
            out.append(f"  {_shown(option)}")
    return out


def test_same_seed_same_actions() -> None:
    """The same seed gives the same actions (and the same candidate lists); another seed others."""
    first = _trace(11)
    assert first == _trace(11)
    assert first != _trace(12)


def _answer_game(rng: random.Random) -> Game:
    """A sandbox game whose players hold the cards that make a resolution wait for each kind of answer, with
    play points to play them and their own pending abilities to order."""
    game = SveDriver().new_game(rng)
    for p in (0, 1):
        game.setup_points(p, pp=10, pp_max=10, ep=2)
        game.setup_ordering(p)
        for name in rng.sample(ANSWER_CARDS, 5):
            game.setup_put(p, "hand", name)
        for zone in ("field", "ex"):  # room for one token only: which tokens is a choice (CR 9.1.2)
            while len(game.cards_in(p, zone)) < 4:
                game.setup_put(p, zone, "Goblin")
    return game


def test_every_action_is_tried_and_every_answer_accepted() -> None:
    """In a fixed-seed run every public action is tried, and each kind of answer to a waiting resolution
    (a selection, a look at the top or the tokens just made, top or bottom, a card name, which tokens, a
    "you may" decision, the order of pending abilities, the order of damage changes) is accepted at least
    once: the chooser answers what the game waits for."""
    rng = random.Random(5)
    tried: Counter[str] = Counter()
    accepted: Counter[str] = Counter()
    waits: Counter[str] = Counter()
    for _ in range(400):
        game = _answer_game(rng)
        for _ in range(15):
            if game.state.result is not None:
                break
            entry = game.state.awaiting
            if entry is not None:
                waits[entry.waiting_for] += 1
            chosen = choose(game, rng, malformed=MALFORMED_RATE)
            tried[chosen.kind] += 1
            try:
                chosen()
            except Refusal:
                continue
            accepted[chosen.kind] += 1
    assert not [k for k in KINDS if not tried[k]], f"never tried: {tried}"
    assert not [k for k in ANSWER_KINDS if not accepted[k]], f"never accepted: {accepted}"
    assert {"targets", "look", "summoned", "positions", "name", "tokens", "optional"} <= set(waits), waits


def test_picks_and_cost_cards_that_name_no_card_are_refused() -> None:
    """Found by ``make fuzz`` with the shared chooser: a card taken (``picks``) or paying a cost (``cost_cards``)
    must be a card of this game; an id that names none is refused with nothing changed, even for a card whose
    effects take no such card (it used to be ignored)."""
    game = Game.sandbox()
    game.setup_points(0, pp=5, pp_max=5)
    goblin = game.setup_put(0, "hand", "Test Goblin")
    lamp = game.setup_put(0, "field", "Clause Lamp")
    calls = (
        (lambda: game.play(0, goblin, picks=[10**18]), "illegal-target"),
        (lambda: game.play(0, goblin, cost_cards=[10**18]), "illegal-target"),
        (lambda: game.activate(0, lamp, picks=[10**18]), "illegal-target"),
        (lambda: game.activate(0, lamp, cost_cards=[10**18]), "invalid-choice"),  # its cost is checked first
    )
    for call, reason in calls:
        before = snapshot(game.state)
        with pytest.raises(Refusal) as refused:
            call()
        assert refused.value.reason == reason and game.state == before
    game.activate(0, lamp)
    game.play(0, goblin)
    assert [v.name for v in game.cards_in(0, "field")] == ["Clause Lamp", "Test Goblin"]
