"""``python -m tests.fuzz [ACTIONS] [--seed N]``: fuzz the three engines, print actions per second per
engine and every broken invariant; exit 1 if any invariant broke (``make fuzz`` runs 10**6 actions).

The actions are split evenly over the engines; each engine also replays a short run twice to check that
the same seed gives the same game. A driver may excuse a known, reported weakness (``Driver.known``):
such findings are counted and listed, not failed; today no driver excuses any.
"""

from __future__ import annotations

import argparse
import sys

from tests.fuzz.foh_driver import FohDriver
from tests.fuzz.harness import Driver, Report, run, trace
from tests.fuzz.sve_driver import SveDriver
from tests.fuzz.umafan_driver import UmaFanDriver

DRIVERS: tuple[type[Driver], ...] = (SveDriver, FohDriver, UmaFanDriver)  # type: ignore[assignment]


def main(argv: list[str] | None = None) -> int:
    """Run the budget; return the exit status."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__)
    parser.add_argument(
        "actions", nargs="?", type=int, default=1_000_000, help="actions in all (default 10**6)"
    )
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--chunk", type=int, default=20_000, help="actions per seeded run (default 20000)")
    args = parser.parse_args(argv)
    failed = False
    total_actions = 0
    total_seconds = 0.0
    for index, make in enumerate(DRIVERS):
        driver = make()
        per_engine = args.actions // len(DRIVERS) + (1 if index < args.actions % len(DRIVERS) else 0)
        merged = Report(driver.name)
        seed = args.seed
        while merged.actions < per_engine:
            part = run(driver, seed, min(args.chunk, per_engine - merged.actions), max_findings=50)
            merged.actions += part.actions
            merged.refusals += part.refusals
            merged.games += part.games
            merged.seconds += part.seconds
            merged.findings += part.findings
            merged.known.update(part.known)
            merged.reasons.update(part.reasons)
            seed += 1
            if len(merged.findings) >= 50:
                break
        replay = trace(driver, args.seed, 300) == trace(driver, args.seed, 300)
        total_actions += merged.actions
        total_seconds += merged.seconds
        print(
            f"{driver.name:7} {merged.actions:>9,} actions  {merged.per_second:>8,.0f} actions/s  "
            f"{merged.refusals:>9,} refused ({len(merged.reasons)} reasons)  {merged.games:>6,} games  "
            f"{len(merged.findings)} broken invariants  same seed => same game: {'yes' if replay else 'NO'}"
        )
        for finding in merged.findings[:20]:
            print(f"    BROKEN {finding}")
        for note, count in sorted(merged.known.items()):
            print(f"    known (reported, not ours to fix here): {count:>6} x {note}")
        failed = failed or bool(merged.findings) or not replay
    rate = total_actions / total_seconds if total_seconds else 0.0
    print(
        f"all     {total_actions:>9,} actions  {rate:>8,.0f} actions/s  {'FAILED' if failed else 'no broken invariant'}"
    )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
