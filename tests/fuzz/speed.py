"""``python -m tests.fuzz.speed [ACTIONS]``: engine speed, old deep-copy snapshots against the new ones.

For each engine, side by side in one process (the machine is shared and noisy, so ratios matter more
than absolute figures): the time to snapshot a typical mid-game state with :func:`copy.deepcopy` (what
``@atomic`` used before) and with :func:`engine.core.snapshot`, and random actions per second through the
public API (the fuzz drivers, invariant checks off) with ``@atomic`` using each of the two. Rounds
alternate the two and the median is printed.
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import timeit
from typing import Any

from engine.core import snapshot
from tests.fuzz.foh_driver import FohDriver
from tests.fuzz.harness import Driver, run
from tests.fuzz.sve_driver import SveDriver
from tests.fuzz.umafan_driver import UmaFanDriver

ATOMIC = sys.modules["engine.core.atomic"]


def _mid_game(driver: Driver, seed: int) -> Any:
    """A game after some random actions (so zones are mixed), for timing snapshots."""
    rng = random.Random(seed)
    game = driver.new_game(rng)
    for _ in range(60):
        _, method, args, kwargs = driver.next_action(game, rng)
        try:
            method(*args, **kwargs)
        except Exception:  # noqa: BLE001, S112 - only moving the game along
            continue
    return game


def measure(driver: Driver, actions: int, rounds: int) -> dict[str, float]:
    """Median snapshot microseconds and actions per second with each snapshot function."""
    state = _mid_game(driver, 5).state
    numbers: dict[str, list[float]] = {k: [] for k in ("deep_us", "fast_us", "deep_aps", "fast_aps")}
    try:
        for r in range(rounds):
            for name, fn in (("deep", copy.deepcopy), ("fast", snapshot)):
                seconds = min(timeit.repeat(lambda fn=fn: fn(state), number=50, repeat=3)) / 50
                numbers[f"{name}_us"].append(seconds * 1e6)
                ATOMIC.snapshot = fn
                report = run(
                    driver, 100 + r, actions, check_state=False, check_cards=False, max_findings=10**9
                )
                numbers[f"{name}_aps"].append(report.per_second)
    finally:
        ATOMIC.snapshot = snapshot
    return {k: statistics.median(v) for k, v in numbers.items()}


def main(argv: list[str] | None = None) -> int:
    """Print the table."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.speed", description=__doc__)
    parser.add_argument("actions", nargs="?", type=int, default=2000, help="actions per round and engine")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    print("engine  snapshot deepcopy -> snapshot (x faster)   actions/s deepcopy -> snapshot (x faster)")
    for driver in (SveDriver(), FohDriver(), UmaFanDriver()):
        m = measure(driver, args.actions, args.rounds)
        print(
            f"{driver.name:7} {m['deep_us']:8.1f} us -> {m['fast_us']:7.1f} us ({m['deep_us'] / m['fast_us']:4.1f}x)"
            f"   {m['deep_aps']:8,.0f} -> {m['fast_aps']:8,.0f} ({m['fast_aps'] / m['deep_aps']:4.1f}x)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
