"""Random Shadowverse EVOLVE actions per second, through the public ``Game`` API only.

A seeded driver fills sandbox games with cards (hand, field, EX area, decks,
evolve deck) and then plays random actions, mostly sensible and sometimes
illegal, until the game ends or grows old, then starts another. Every call of
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

DECK = ["Goblin", "Fighter", "Knight", "Storm Rider", "Rush Wolf", "Fanfare Archer", "Fireball", "Quick Bolt"]
HAND = DECK + ["Evolving Fighter", "Special Week", "Execution", "Earth Tremor", "Test Amulet", "Weaken"]
FIELD = ["Goblin", "Fighter", "Ward Guard", "Storm Rider", "Drain Bat", "Bane Snake", "Evolving Fighter"]
EX = ["Fanfare Scholar", "Fireball", "Magical Item", "Goblin"]
EVOLVE = ["Evolving Fighter", "Cheap Evolver", "Carrot"]
ZONES = ("hand", "field", "ex", "deck", "evolve_deck", "cemetery")
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


def card_ids(game: Game, player: int, *zones: str) -> list[int]:
    """Card ids in some zones of one player (through the state, else through the public views)."""
    out: list[int] = []
    for zone in zones:
        try:
            out.extend(c.uid for c in game.state.players[player].zone(zone))
        except Exception:
            with contextlib.suppress(Exception):
                out.extend(v.uid for v in game.cards_in(player, zone))
    return out


def choose(
    game: Game, rng: random.Random
) -> tuple[Callable[..., Any], tuple[Any, ...], dict[str, Any]] | None:
    """One random public action with mostly sensible arguments."""
    s = game.state
    window = getattr(s, "window", None)
    responder = getattr(window, "responder", None) if window is not None else getattr(s, "active", 0)
    who = responder if responder in (0, 1) and rng.random() < 0.85 else rng.randint(0, 1)
    opp = 1 - who
    every = card_ids(game, 0, *ZONES) + card_ids(game, 1, *ZONES) + [9999]
    fields = card_ids(game, 0, "field") + card_ids(game, 1, "field")

    def pick(likely: list[int]) -> int:
        return rng.choice(likely) if likely and rng.random() < 0.85 else rng.choice(every)

    def targets() -> list[int]:
        return [pick(fields) for _ in range(rng.randint(0, 2))]

    if getattr(s, "pending", None):
        kinds = ["choose_targets"]
    elif window is not None:
        kinds = ["pass_window", "pass_window", "play", "activate"]
    elif getattr(s, "step", "") == "discard":
        kinds = ["discard_to_limit"]
    else:
        kinds = [
            "play",
            "play",
            "attack",
            "attack",
            "attack",
            "evolve",
            "serve",
            "activate",
            "end_main_phase",
        ]
    if rng.random() < 0.1:
        kinds = ["play", "choose_targets", "activate", "attack", "pass_window", "evolve", "end_main_phase"]
    kind = rng.choice(kinds)
    method = getattr(game, kind, None)
    if method is None:
        return None
    if kind == "play":
        return method, (who, pick(card_ids(game, who, "hand", "ex"))), {"targets": targets()}
    if kind == "choose_targets":
        return method, (who, targets()), {}
    if kind == "activate":
        return method, (who, pick(card_ids(game, who, "field"))), {"targets": targets()}
    if kind == "attack":
        target = pick(card_ids(game, opp, "field")) if rng.random() < 0.5 else None
        return method, (who, pick(card_ids(game, who, "field")), target), {}
    if kind in ("pass_window", "end_main_phase"):
        return method, (who,), {}
    if kind in ("evolve", "serve"):
        return method, (who, pick(card_ids(game, who, "field"))), {"ep": rng.randint(0, 1)}
    hand = card_ids(game, who, "hand")
    return method, (who, rng.sample(hand, min(len(hand), rng.randint(0, 2)))), {}


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
