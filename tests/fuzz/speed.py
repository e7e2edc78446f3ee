"""``python -m tests.fuzz.speed [ACTIONS]``: engine speed, with what ``@atomic`` took before and takes now.

For each engine, side by side in one process (the machine is shared and noisy, so ratios matter more
than absolute figures): the time to save a typical mid-game state with :func:`copy.deepcopy` (what
``@atomic`` first used), :func:`engine.core.snapshot` (what it used next) and
:func:`engine.core.checkpoint.checkpoint` (what it uses now), and random actions per second through the
public API (the fuzz drivers, invariant checks off) with ``@atomic`` rolling back with each of the three.
Rounds alternate them and the median is printed.
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
from engine.core.checkpoint import checkpoint
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


class _Copied:
    """A rollback point made by copying the whole state (how ``@atomic`` worked before checkpoints)."""

    def __init__(self, state: Any, copier: Any) -> None:
        self.state = copier(state)

    def restore(self) -> Any:
        return self.state


SAVERS: dict[str, Any] = {  # ``@atomic`` passes ``cards=False`` for SVE (cards on demand): copies ignore it
    "deep": lambda state, **options: _Copied(state, copy.deepcopy),
    "snap": lambda state, **options: _Copied(state, snapshot),
    "cp": checkpoint,
}


def measure(driver: Driver, actions: int, rounds: int) -> dict[str, float]:
    """Median microseconds to save a state and actions per second with each way of saving it."""
    state = _mid_game(driver, 5).state
    numbers: dict[str, list[float]] = {f"{k}_{m}": [] for k in SAVERS for m in ("us", "aps")}
    try:
        for r in range(rounds):
            for name, save in SAVERS.items():
                seconds = min(timeit.repeat(lambda save=save: save(state), number=50, repeat=3)) / 50
                numbers[f"{name}_us"].append(seconds * 1e6)
                ATOMIC.checkpoint = save
                report = run(
                    driver, 100 + r, actions, check_state=False, check_cards=False, max_findings=10**9
                )
                numbers[f"{name}_aps"].append(report.per_second)
    finally:
        ATOMIC.checkpoint = checkpoint
    return {k: statistics.median(v) for k, v in numbers.items()}


def main(argv: list[str] | None = None) -> int:
    """Print the table."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.speed", description=__doc__)
    parser.add_argument("actions", nargs="?", type=int, default=2000, help="actions per round and engine")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    print(
        "engine   save: deepcopy / snapshot / checkpoint (us)     actions/s: deepcopy / snapshot / checkpoint"
    )
    for driver in (SveDriver(), FohDriver(), UmaFanDriver()):
        m = measure(driver, args.actions, args.rounds)
        print(
            f"{driver.name:7} {m['deep_us']:8.1f} {m['snap_us']:8.1f} {m['cp_us']:8.1f}"
            f"   {m['deep_aps']:12,.0f} {m['snap_aps']:9,.0f} {m['cp_aps']:9,.0f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
