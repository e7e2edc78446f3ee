"""Property tests of the Shadowverse EVOLVE engine: refusals are lossless and no card is lost or duplicated.

A sandbox game is filled with cards in hands, fields, EX areas, decks, evolve decks and
cemeteries; then random actions, legal and illegal, are played through the public API: drawn by the
shared chooser (:func:`tests.support.sve_actions.choose`, as the fuzz driver draws its actions) from a
``random.Random`` that Hypothesis controls (so a failing example shrinks).
After every action:

* a :class:`~engine.core.Refusal` leaves ``game.state`` equal to a deep copy taken before it (made by
  :func:`engine.core.snapshot`, the copier the fuzz harness uses for the same check: it means what
  :func:`copy.deepcopy` means, at a seventh of the cost, which ``tests/fuzz/test_fuzz.py`` and
  ``tests/unit/test_core.py`` pin; the engine's own roll-back does not use it);
* the multiset of non-token card ids across all zones (cards beneath evolved followers
  included) is the same as at the start: tokens may come and go, cards never do.

Hypothesis runs derandomized (fixed examples) so the suite stays deterministic: 30 examples per run
by default, ``ORACLE_PROPERTY_EXAMPLES=N`` for a longer run.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Refusal, snapshot
from engine.sve import Game
from tests.fuzz.sve_driver import ANSWER_CARDS, MALFORMED_RATE, census
from tests.support.sve_actions import choose

HAND_CARDS = [
    "Test Goblin",
    "Test Fighter",
    "Test Knight",
    "Storm Rider",
    "Rush Wolf",
    "Fanfare Archer",
    "Fanfare Scholar",
    "Paid Fanfare Mage",
    "Evolving Fighter",
    "Special Week",
    "Fireball",
    "Quick Bolt",
    "Quick Ward Off",
    "Quick Banish",
    "Execution",
    "Final Rest",
    "Crossroads",
    "Earth Tremor",
    "Raise Dead",
    "Call from Beyond",
    "Aria, Fairy Princess",
    "Test Amulet",
    "Stack Obelisk",
    "Weaken",
    *ANSWER_CARDS,
]
FIELD_CARDS = [
    "Test Goblin",
    "Test Fighter",
    "Ward Guard",
    "Dusk Watcher",
    "Storm Rider",
    "Assail Hawk",
    "Intimidating Giant",
    "Drain Bat",
    "Bane Snake",
    "Aura Spirit",
    "Strike Fighter",
    "Sweeping Striker",
    "Last Words Imp",
    "Grudge Beast",
    "Engage Sentry",
    "Quick Guardian",
    "Evolving Fighter",
    "Cheap Evolver",
    "Twin Herald",
    "Special Week",
    "Stack Obelisk",
    "Welcome Banner",
    "Play Tally",
]
EX_CARDS = ["Fanfare Scholar", "Fireball", "Magical Item", "Test Goblin", "Quick Bolt"]
EVOLVE_CARDS = ["Evolving Fighter", "Cheap Evolver", "Twin Herald", "Special Week", "Carrot"]
CEMETERY_CARDS = ["Fanfare Scholar", "Fireball", "Test Goblin"]


@st.composite
def sandbox_games(draw: st.DrawFn) -> Game:
    """A sandbox game in player 0's main phase with random cards in every zone."""
    game = Game.sandbox(seed=draw(st.integers(0, 3)))
    for p in (0, 1):
        pp = draw(st.integers(0, 10).map(lambda n: 10 - n))
        game.setup_points(p, pp=pp, pp_max=max(pp, draw(st.integers(0, 10))), ep=draw(st.integers(0, 3)))
        for name in draw(st.lists(st.sampled_from(HAND_CARDS), min_size=1, max_size=6)):
            game.setup_put(p, "hand", name)
        game.setup_put(p, "field", "Evolving Fighter")
        game.setup_put(p, "evolve_deck", "Evolving Fighter")
        game.setup_put(p, "evolve_deck", "Carrot")
        for name in draw(st.lists(st.sampled_from(FIELD_CARDS), max_size=4)):
            game.setup_put(
                p,
                "field",
                name,
                engaged=draw(st.integers(0, 3)) == 0,
                entered_this_turn=draw(st.integers(0, 3)) == 0,
            )
        for name in draw(st.lists(st.sampled_from(EX_CARDS), max_size=3)):
            game.setup_put(p, "ex", name)
        for name in draw(st.lists(st.sampled_from(EVOLVE_CARDS), max_size=4)):
            game.setup_put(p, "evolve_deck", name)
        for name in draw(st.lists(st.sampled_from(CEMETERY_CARDS), max_size=2)):
            game.setup_put(p, "cemetery", name)
        for _ in range(draw(st.integers(2, 8))):
            game.setup_put(p, "deck", "Test Goblin")
    return game


# Examples per run: 30 fixed ones in every pytest run (``make test``); more on request, e.g.
# ``ORACLE_PROPERTY_EXAMPLES=1000 .venv/bin/python -m pytest tests/unit/test_sve_properties.py``. ``make fuzz``
# checks the same two invariants over 10^6 random actions.
PROPERTY_EXAMPLES = int(os.environ.get("ORACLE_PROPERTY_EXAMPLES", "30"))


@settings(
    max_examples=PROPERTY_EXAMPLES,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(game=sandbox_games(), data=st.data())
def test_refusals_are_lossless_and_cards_are_conserved(game: Game, data: st.DataObject) -> None:
    """Random legal and illegal actions: refusals change nothing, and no card appears or disappears."""
    start = census(game)
    assert all(n == 1 for n in start.values())
    rng = data.draw(st.randoms(use_true_random=False), label="chooser")
    for _ in range(data.draw(st.integers(5, 25), label="steps")):
        chosen = choose(game, rng, malformed=MALFORMED_RATE)
        kind, args, kwargs = chosen.label, chosen.args, chosen.kwargs
        before = snapshot(game.state)
        try:
            chosen()
        except Refusal as refusal:
            assert game.state == before, (
                f"{kind}{args} {kwargs} was refused ({refusal!r}) but changed the state"
            )
            assert isinstance(refusal.reason, str) and refusal.reason
        else:
            assert not chosen.malformed, f"{kind}{args} {kwargs}: a malformed argument was accepted"
        assert census(game) == start, f"{kind}{args} {kwargs} lost or duplicated a card"
