"""Property tests of the Shadowverse EVOLVE engine: refusals are lossless and no card is lost or duplicated.

A sandbox game is filled with cards in hands, fields, EX areas, decks, evolve decks and
cemeteries; then random actions, legal and illegal, are played through the public API.
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
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import Refusal, snapshot
from engine.sve import Game
from engine.sve.state import ZONE_NAMES
from tests.fuzz.sve_driver import census, sensible_actions

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


def all_ids(game: Game) -> list[int]:
    """Every card id that exists now, plus one that never existed."""
    ids = [c.uid for p in game.state.players for z in ZONE_NAMES for c in p.zone(z)]
    return sorted(ids) + [9999]


def ids_in(game: Game, player: int, *zones: str) -> list[int]:
    """Card ids in some zones of one player."""
    return [c.uid for z in zones for c in game.state.players[player].zone(z)]


def pick(data: st.DataObject, likely: list[int], anything: list[int], label: str) -> int:
    """Mostly a card id from ``likely`` (a sensible choice), sometimes any id at all."""
    if likely and data.draw(st.sampled_from((True, True, True, True, False)), label=f"{label}-sensible"):
        return data.draw(st.sampled_from(likely), label=label)
    return data.draw(st.sampled_from(anything), label=label)


ACTIONS = (
    "play",
    "choose_targets",
    "activate",
    "attack",
    "pass_window",
    "evolve",
    "serve",
    "end_main_phase",
    "discard_to_limit",
    "keep_hand",
)


def draw_action(
    data: st.DataObject, game: Game
) -> tuple[str, Callable[..., Any], tuple[Any, ...], dict[str, Any]]:
    """One random public action, with arguments that are mostly sensible and sometimes illegal."""
    s = game.state
    ids = all_ids(game)
    responder = s.window.responder if s.window is not None else s.active
    who = data.draw(st.sampled_from((responder, responder, responder, 0, 1)), label="player")
    opp = 1 - who
    fields = ids_in(game, 0, "field") + ids_in(game, 1, "field")

    def targets() -> list[int]:
        return [pick(data, fields, ids, "target") for _ in range(data.draw(st.integers(0, 2)))]

    sensible = sensible_actions(game)
    if data.draw(st.sampled_from((True, True, True, False)), label="sensible action"):
        kind = data.draw(st.sampled_from(sensible), label="action")
    else:
        kind = data.draw(st.sampled_from(ACTIONS), label="action")
    if kind == "play":
        kwargs: dict[str, Any] = {
            "targets": targets(),
            "choices": data.draw(st.lists(st.integers(0, 3), max_size=2), label="choices"),
            "pay_optional_costs": data.draw(st.booleans(), label="pay"),
        }
        if data.draw(st.integers(0, 3), label="split?") == 0:
            kwargs["token_split"] = (data.draw(st.integers(0, 6)), data.draw(st.integers(0, 6)))
        if data.draw(st.integers(0, 3), label="earth rite?") == 0:
            kwargs["earth_rite"] = pick(data, ids_in(game, who, "field"), ids, "amulet")
        card = pick(data, ids_in(game, who, "hand", "ex"), ids, "card")
        return kind, game.play, (who, card), kwargs
    if kind == "choose_targets":
        return kind, game.choose_targets, (who, targets()), {}
    if kind == "activate":
        kwargs = {"ability": data.draw(st.integers(0, 1)), "targets": targets()}
        return kind, game.activate, (who, pick(data, ids_in(game, who, "field"), ids, "card")), kwargs
    if kind == "attack":
        attacker = pick(data, ids_in(game, who, "field"), ids, "attacker")
        target = None
        if data.draw(st.booleans(), label="at a follower?"):
            target = pick(data, ids_in(game, opp, "field"), ids, "attacked")
        return kind, game.attack, (who, attacker, target), {}
    if kind == "pass_window":
        return kind, game.pass_window, (who,), {}
    if kind in ("evolve", "serve"):
        method = game.evolve if kind == "evolve" else game.serve
        card = pick(data, ids_in(game, who, "field"), ids, "card")
        return kind, method, (who, card), {"ep": data.draw(st.integers(0, 2))}
    if kind == "end_main_phase":
        wards = [
            pick(data, ids_in(game, who, "field"), ids, "ward") for _ in range(data.draw(st.integers(0, 1)))
        ]
        return kind, game.end_main_phase, (who, wards), {}
    if kind == "discard_to_limit":
        hand = ids_in(game, who, "hand")
        cards = data.draw(st.lists(st.sampled_from(hand or [9999]), max_size=3), label="discard")
        return kind, game.discard_to_limit, (who, cards), {}
    return kind, game.keep_hand, (who,), {}


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
    for _ in range(data.draw(st.integers(5, 25), label="steps")):
        kind, method, args, kwargs = draw_action(data, game)
        before = snapshot(game.state)
        try:
            method(*args, **kwargs)
        except Refusal as refusal:
            assert game.state == before, (
                f"{kind}{args} {kwargs} was refused ({refusal!r}) but changed the state"
            )
            assert isinstance(refusal.reason, str) and refusal.reason
        assert census(game) == start, f"{kind}{args} {kwargs} lost or duplicated a card"
