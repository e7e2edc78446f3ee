"""``python -m tests.fuzz.same_games REF [--games N] [--seed S]``: the SVE engine of a git ref and of this
checkout play the same seeded games identically (a change meant for speed must change nothing else).

Both sides run in fresh processes with this checkout's drivers; only ``engine/`` differs (``REF``'s is
exported to a temporary directory and put first on the import path). Each side plays ``N`` games with
the bench's driver (``tools/bench/engine_rate.py``: the workload ``make bench`` times) and ``N`` games
with the fuzz driver (:class:`tests.fuzz.sve_driver.SveDriver`: malformed arguments too), and writes one
line per action: the action and its arguments, what it returned or the error it raised (type, reason,
message), and a digest of the whole game state after it (:class:`Digest`). The two traces must be equal line for line; the first difference is
printed. Exit status 0 when they are.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import pickle
import random
import runpy
import subprocess
import sys
import tarfile
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]


class Digest:
    """Digests of one game's state after each action: its pickle (every field of every object, which objects
    are shared; the generator as its seed and internal state), with the event log cut to the events added since the
    previous digest (the earlier ones were in earlier digests; so each digest costs the same all game long)."""

    def __init__(self) -> None:
        self.events = 0

    def __call__(self, state: Any) -> str:
        log = state.log
        events = log.events
        log.events = events[self.events :]
        rng = state.rng
        # the generator by its seed and internal state, not by how the object keeps it (made at the first
        # draw since 2026-12-05): a trace of a ref before that compares equal when the draws are the same
        fresh = getattr(rng, "_generator", rng) is None  # not made yet: read without making it
        inner = random.Random(rng.seed).getstate() if fresh else rng._random.getstate()
        state.rng = ("rng", rng.seed, inner)
        try:
            data = pickle.dumps(state, protocol=5)
        finally:
            log.events = events
            state.rng = rng
        self.events = len(events)
        return hashlib.sha1(data, usedforsecurity=False).hexdigest()[:16]


def _play(method: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, bool]:
    """What the action answered, and whether it was an error other than a refusal."""
    from engine.core import Refusal

    try:
        value = method(*args, **kwargs)
    except Refusal as error:
        return f"{type(error).__name__} {error.reason} {error}", False
    except Exception as error:  # noqa: BLE001 - the outcome is what is compared
        return f"{type(error).__name__} {getattr(error, 'reason', '')} {error}", True
    return f"ok {value!r}", False


def bench_games(games: int, seed: int) -> Iterator[str]:
    """The bench's workload (as ``engine_rate._play`` plays it), action by action."""
    rate = runpy.run_path(str(ROOT / "tools" / "bench" / "engine_rate.py"))
    rng = random.Random(seed)
    for g in range(games):
        game = rate["new_game"](rng)
        digest = Digest()
        yield f"bench {g} new {digest(game.state)}"
        for i in range(rate["MAX_ACTIONS_PER_GAME"]):
            chosen = rate["choose"](game, rng)
            if chosen is None:
                yield f"bench {g} {i} none"
                continue
            method, args, kwargs = chosen
            outcome, fault = _play(method, args, kwargs)
            yield f"bench {g} {i} {method.__name__}{args!r}{kwargs!r} -> {outcome} {digest(game.state)}"
            if fault or game.result is not None:
                break


def fuzz_games(games: int, seed: int, game_length: int = 400) -> Iterator[str]:
    """The fuzz driver's games (new game when one ends or grows old), action by action."""
    from tests.fuzz.sve_driver import SveDriver

    driver = SveDriver()
    rng = random.Random(seed)
    for g in range(games):
        game = driver.new_game(rng)
        digest = Digest()
        yield f"fuzz {g} new {digest(game.state)}"
        for i in range(game_length):
            if driver.finished(game):
                break
            label, method, args, kwargs = driver.next_action(game, rng)
            outcome, _ = _play(method, args, kwargs)
            yield f"fuzz {g} {i} {label}{args!r}{kwargs!r} -> {outcome} {digest(game.state)}"


def write_trace(games: int, seed: int, out: str) -> None:
    """Write both drivers' traces to ``out`` (run inside a child process)."""
    with open(out, "w", encoding="utf-8") as f:
        for line in bench_games(games, seed):
            f.write(line + "\n")
        for line in fuzz_games(games, seed):
            f.write(line + "\n")


def _export(ref: str, into: Path) -> None:
    archive = subprocess.run(
        ["git", "archive", "--format=tar", ref, "engine"], cwd=ROOT, capture_output=True, check=True
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")


def _child(engine_tree: Path, games: int, seed: int, out: Path) -> None:
    code = (
        f"import sys; sys.path[:0] = [{str(engine_tree)!r}, {str(ROOT)!r}]; "
        "from tests.fuzz.same_games import write_trace; "
        f"write_trace({games}, {seed}, {str(out)!r})"
    )
    env = {**os.environ, "PYTHONPATH": f"{engine_tree}{os.pathsep}{ROOT}"}
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True)


def main(argv: list[str] | None = None) -> int:
    """Compare the traces; print the first difference."""
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.same_games", description=__doc__)
    parser.add_argument("ref", help="git ref whose engine/ is compared with this checkout's (e.g. main)")
    parser.add_argument("--games", type=int, default=500, help="games per driver (default 500)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="same-games-") as tmp:
        before = Path(tmp) / "ref"
        before.mkdir()
        _export(args.ref, before)
        theirs, ours = Path(tmp) / "ref.trace", Path(tmp) / "this.trace"
        _child(before, args.games, args.seed, theirs)
        _child(ROOT, args.games, args.seed, ours)
        a = theirs.read_text(encoding="utf-8").splitlines()
        b = ours.read_text(encoding="utf-8").splitlines()
    actions = sum(1 for line in b if " new " not in line)
    for n, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            print(f"DIFFERENT at line {n + 1}:\n  {args.ref}: {x}\n  this:  {y}")
            return 1
    if len(a) != len(b):
        print(f"DIFFERENT: {len(a)} lines from {args.ref}, {len(b)} from this checkout")
        return 1
    print(
        f"same: {2 * args.games} games, {actions:,} actions, identical outcomes and states ({args.ref} vs this checkout)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
