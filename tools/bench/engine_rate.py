"""Random Shadowverse EVOLVE actions per second, through the public ``Game`` API only.

A seeded driver fills sandbox games with cards (hand, field, EX area, decks,
evolve deck) and then plays random actions drawn by the shared chooser
(:mod:`tests.support.sve_actions`, the one the fuzz driver uses, here without
malformed arguments), mostly sensible and sometimes illegal, until the game
ends or grows old, then starts another. Every call of
a public action counts as one action, refused or not (a refusal is an answer
too). Only the time spent inside those calls and inside the set-up calls that
build each game is counted (the set-up is not counted as actions), so the
figure is the engine's, not the driver's (the driver choosing the actions is
not timed). An exception that is not a typed refusal is
counted as an error and the driver moves on to a fresh game.

The same seeded games are played ``--repeats`` times (5) and the fastest run gives ``actions_per_s``, as
:mod:`timeit` reports the fastest of identical repeats (see :func:`measure`); the median run is printed too.

``python tools/bench/engine_rate.py [--seconds 2] [--seed 1] [--repeats 5]`` prints one JSON line.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.core import Refusal  # noqa: E402
from engine.sve import Game  # noqa: E402
from tests.support.sve_actions import choose as choose_action  # noqa: E402

DECK = ["Goblin", "Fighter", "Knight", "Storm Rider", "Rush Wolf", "Fanfare Archer", "Fireball", "Quick Bolt"]
HAND = DECK + ["Evolving Fighter", "Special Week", "Execution", "Earth Tremor", "Test Amulet", "Weaken"]
FIELD = ["Goblin", "Fighter", "Ward Guard", "Storm Rider", "Drain Bat", "Bane Snake", "Evolving Fighter"]
EX = ["Fanfare Scholar", "Fireball", "Magical Item", "Goblin"]
EVOLVE = ["Evolving Fighter", "Cheap Evolver", "Carrot"]
MAX_ACTIONS_PER_GAME = 300


def _put(game: Game, player: int, zone: str, name: str, **kwargs: Any) -> None:
    with contextlib.suppress(Exception):  # a card or option this engine version does not know: left out
        game.setup_put(player, zone, name, **kwargs)


def new_game(rng: random.Random) -> Game:
    """A sandbox game in player 0's main phase with random cards in every zone."""
    game = Game.sandbox(seed=rng.randrange(1 << 16))
    for p in (0, 1):
        with contextlib.suppress(Exception):
            game.setup_points(p, pp=rng.randint(2, 10), pp_max=10, ep=rng.randint(0, 3))
        for _ in range(rng.randint(2, 6)):
            _put(game, p, "hand", rng.choice(HAND))
        for _ in range(rng.randint(1, 4)):
            _put(game, p, "field", rng.choice(FIELD))
        for _ in range(rng.randint(0, 2)):
            _put(game, p, "ex", rng.choice(EX))
        for _ in range(rng.randint(1, 3)):
            _put(game, p, "evolve_deck", rng.choice(EVOLVE))
        for _ in range(rng.randint(6, 14)):
            _put(game, p, "deck", rng.choice(DECK))
    return game


def choose(
    game: Game, rng: random.Random
) -> tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]] | None:
    """One random public action from the shared chooser (:func:`tests.support.sve_actions.choose`, as the fuzz
    driver, the property test and the BP01 games draw theirs), without malformed arguments: the figure is
    the engine's speed at play, not at rejecting wrong types."""
    chosen = choose_action(game, rng, malformed=0.0)
    return chosen.method, chosen.args, chosen.kwargs


def _play(seed: int, seconds: float, games: int | None = None) -> dict[str, Any]:
    """Drive random games from ``seed`` for about ``seconds`` of engine CPU time, or exactly ``games`` games."""
    rng = random.Random(seed)
    clock = time.process_time
    engine_time = 0.0
    actions = refusals = errors = played = 0
    started = clock()
    while (engine_time < seconds if games is None else played < games) and clock() - started < seconds * 20:
        t0 = clock()
        game = new_game(rng)
        engine_time += clock() - t0
        played += 1
        for _ in range(MAX_ACTIONS_PER_GAME):
            chosen = choose(game, rng)
            if chosen is None:
                continue
            method, args, kwargs = chosen
            t0 = clock()
            try:
                method(*args, **kwargs)
            except Refusal:
                refusals += 1
            except Exception:
                errors += 1
                engine_time += clock() - t0
                actions += 1
                break
            engine_time += clock() - t0
            actions += 1
            if getattr(game, "result", None) is not None:
                break
    return {
        "actions": actions,
        "refusals": refusals,
        "errors": errors,
        "games": played,
        "engine_cpu_s": engine_time,
    }


#: Games per engine second asked for: about 250 actions a game, so 80 games are about one engine second at
#: 20,000 actions per second. The work is fixed by the game count, not by time, so every run (and every
#: machine, loaded or not) measures the same actions.
GAMES_PER_SECOND = 80


def measure(seconds: float = 2.0, seed: int = 1, repeats: int = 5) -> dict[str, Any]:
    """Play the same seeded games ``repeats`` times, about ``seconds`` of engine CPU time in all; return the
    counts and the rates.

    Each run plays the first ``GAMES_PER_SECOND * seconds / repeats`` games from ``seed``: the engine is
    deterministic, so every run plays the same actions (the counts are checked: ``same_work``).
    ``actions_per_s`` is the rate of the fastest run, as :mod:`timeit` takes the fastest of its repeats: on
    a shared machine other processes only ever slow a run down, so the fastest of identical runs is the
    engine's own speed; ``median_actions_per_s`` (the median run) is printed beside it.
    """
    repeats = max(1, repeats)
    games = max(1, round(GAMES_PER_SECOND * seconds / repeats))
    runs = [_play(seed, seconds * 20, games) for _ in range(repeats)]
    counts = {(r["actions"], r["refusals"], r["errors"], r["games"]) for r in runs}
    fastest = min(runs, key=lambda r: float(r["engine_cpu_s"]))
    rates = sorted(r["actions"] / r["engine_cpu_s"] for r in runs if r["engine_cpu_s"])
    return {
        **fastest,
        "engine_cpu_s": round(fastest["engine_cpu_s"], 4),
        "actions_per_s": round(fastest["actions"] / fastest["engine_cpu_s"], 1)
        if fastest["engine_cpu_s"]
        else 0.0,
        "median_actions_per_s": round(statistics.median(rates), 1) if rates else 0.0,
        "repeats": repeats,
        "same_work": len(counts) == 1,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="engine CPU seconds to spend (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--repeats", type=int, default=5, help="runs of the same work; the fastest counts (5)"
    )
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.seconds, args.seed, args.repeats)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
