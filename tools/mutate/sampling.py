"""Figures of a mutation run that cannot finish: a seeded random sample of the untested mutants.

A full run of SVE's ~14,700 mutants takes longer on this 2-CPU machine than a working session (mutmut tests the
cheap mutants first; the last half are those that many slow tests reach, up to a minute each when they survive).
What has been tried by the time a run stops is therefore no fair picture of the rest. ``mutate.py MODULE
--sample N --seed S`` draws N of the mutants that have no verdict yet, at random (``random.Random(S)``), from
each file in proportion to its untested mutants (at least ``MIN_PER_FILE`` where it has that many), writes the
draw to ``mutants/mutation-sample.json`` and tests only those. The report then gives, per file and in total:

* the mutants with a verdict from before the draw, counted as they are (exact);
* the untested ones at the draw, estimated from the drawn ones with a verdict: each status's share among them
  times the file's untested count (a stratified estimate, one stratum per file);
* a 95 % interval for the kill rates, from ``BOOTSTRAP`` resamples of each file's drawn verdicts (same seed).

Mutants that get a verdict after the draw outside the sample (a full run going on) are not used: the estimate
reads only the draw, so it stays a random sample however the rest of the run went. A draw not fully tested yet
is reported as incomplete (mutmut tests the cheapest drawn mutants first, so a part of a draw is biased).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

FILE = "mutation-sample.json"
MIN_PER_FILE = 3
BOOTSTRAP = 2000
KILLED = "killed"
NOT_KILLED = (
    "survived",
    "no tests",
)  # the denominator of the kill rate of non-equivalent mutants, with killed
SET_ASIDE = ("message only", "log only", "equivalent")


@dataclass(frozen=True)
class Draw:
    """One seeded draw: which untested mutants there were, per file, and which were drawn."""

    module: str
    seed: int
    commit: str
    drawn_at: str
    population: dict[str, list[str]]
    drawn: dict[str, list[str]]

    def population_size(self) -> int:
        return sum(len(names) for names in self.population.values())

    def to_json(self) -> str:
        return json.dumps(self.__dict__, indent=1, sort_keys=True)


def allocate(sizes: dict[str, int], total: int) -> dict[str, int]:
    """How many to draw from each file: in proportion to its size (largest remainders), at least
    ``MIN_PER_FILE`` (or all it has), never more than it has; ``total`` at most the sum of the sizes."""
    total = min(total, sum(sizes.values()))
    floor = {f: min(n, MIN_PER_FILE) for f, n in sizes.items()}
    left = total - sum(floor.values())
    if left <= 0:
        return floor
    room = {f: sizes[f] - floor[f] for f in sizes}
    weight = sum(room.values())
    share = {f: left * room[f] / weight for f in sizes}
    out = {f: floor[f] + int(share[f]) for f in sizes}
    rest = total - sum(out.values())
    for f in sorted(sizes, key=lambda f: (-(share[f] - int(share[f])), f))[:rest]:
        out[f] += 1
    return out


def draw(results: dict[str, dict[str, int | None]], module: str, size: int, seed: int, commit: str) -> Draw:
    """Draw ``size`` of the mutants with no verdict (exit code None) in ``results``, per file in proportion."""
    population = {
        src: sorted(n for n, code in codes.items() if code is None) for src, codes in sorted(results.items())
    }
    population = {src: names for src, names in population.items() if names}
    counts = allocate({src: len(names) for src, names in population.items()}, size)
    rng = random.Random(seed)
    drawn = {src: sorted(rng.sample(names, counts[src])) for src, names in population.items()}
    return Draw(module, seed, commit, datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"), population, drawn)


def save(base: Path, made: Draw) -> None:
    (base / FILE).write_text(made.to_json() + "\n", encoding="utf-8")


def load(base: Path, module: str) -> Draw | None:
    """The last draw, if it was of ``module`` (None otherwise or when there is none)."""
    path = base / FILE
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    made = Draw(**data)
    return made if made.module == module else None


@dataclass(frozen=True)
class Estimate:
    """Estimated counts of one file (or the total) and the kill rates with their 95 % intervals."""

    counts: dict[str, float]
    raw: tuple[float, float, float]
    strict: tuple[float, float, float]
    drawn: int
    tested: int


def _rates(counts: Counter[str] | dict[str, float]) -> tuple[float, float]:
    killed = counts.get(KILLED, 0.0)
    checked = sum(counts.get(s, 0.0) for s in (KILLED, *NOT_KILLED, *SET_ASIDE))
    strict_base = killed + sum(counts.get(s, 0.0) for s in NOT_KILLED)
    return (
        100.0 * killed / checked if checked else 0.0,
        100.0 * killed / strict_base if strict_base else 0.0,
    )


def _file_counts(exact: Counter[str], untested: int, verdicts: list[str]) -> dict[str, float]:
    counts: dict[str, float] = dict(exact)
    if verdicts:
        for status, n in Counter(verdicts).items():
            counts[status] = counts.get(status, 0.0) + untested * n / len(verdicts)
    else:
        counts["not checked"] = counts.get("not checked", 0.0) + untested
    return counts


def estimate(made: Draw, statuses: dict[str, dict[str, str]]) -> dict[str, Estimate]:
    """Per file and ``TOTAL``: the exact counts of the mutants outside the draw's population, plus the untested
    ones estimated from the drawn ones' statuses (``statuses``: per file, every mutant's status as the report
    counts it: killed, survived, no tests, message only, log only, equivalent, not checked...)."""
    rng = random.Random(made.seed)
    exact: dict[str, Counter[str]] = {}
    verdicts: dict[str, list[str]] = {}
    for src, by_name in statuses.items():
        population = set(made.population.get(src, ()))
        exact[src] = Counter(st for name, st in by_name.items() if name not in population)
        verdicts[src] = [
            by_name[n] for n in made.drawn.get(src, ()) if by_name.get(n, "not checked") != "not checked"
        ]
    out: dict[str, Estimate] = {}
    point = {
        src: _file_counts(exact[src], len(made.population.get(src, ())), verdicts[src]) for src in statuses
    }
    resampled: dict[str, list[tuple[float, float]]] = {src: [] for src in [*statuses, "TOTAL"]}
    for _ in range(BOOTSTRAP):
        total: Counter[str] = Counter()
        for src in statuses:
            picked = [rng.choice(verdicts[src]) for _ in verdicts[src]]
            counts = _file_counts(exact[src], len(made.population.get(src, ())), picked)
            resampled[src].append(_rates(counts))
            total.update(counts)
        resampled["TOTAL"].append(_rates(total))
    total_point: Counter[str] = Counter()
    for src in statuses:
        total_point.update(point[src])
    point["TOTAL"] = dict(total_point)
    for src, counts in point.items():
        raw, strict = _rates(counts)
        raws = sorted(r for r, _ in resampled[src])
        stricts = sorted(s for _, s in resampled[src])
        lo, hi = int(0.025 * len(raws)), int(0.975 * len(raws)) - 1
        drawn = sum(len(v) for v in made.drawn.values()) if src == "TOTAL" else len(made.drawn.get(src, ()))
        tested = sum(len(v) for v in verdicts.values()) if src == "TOTAL" else len(verdicts[src])
        out[src] = Estimate(
            counts, (raw, raws[lo], raws[hi]), (strict, stricts[lo], stricts[hi]), drawn, tested
        )
    return out


def estimate_report(made: Draw, statuses: dict[str, dict[str, str]]) -> str:
    """The estimate as a table, with how it was made."""
    found = estimate(made, statuses)
    lines = [
        f"Estimated for all of {made.module}: draw of {sum(len(v) for v in made.drawn.values())} of the"
        f" {made.population_size()} mutants untested at {made.commit} ({made.drawn_at}), seed {made.seed}"
        " (tools/mutate/sampling.py)",
        f"{'module':34} {'mutants':>7} {'drawn':>5} {'tested':>6} {'killed':>7} {'surv.':>6} {'set aside':>9}"
        f" {'kill %  (95 %)':>18} {'kill % of non-equiv. (95 %)':>28}",
    ]
    lines.append("-" * len(lines[-1]))
    for src in [*sorted(k for k in found if k != "TOTAL"), "TOTAL"]:
        e = found[src]
        total = sum(e.counts.values())
        aside = sum(e.counts.get(s, 0.0) for s in SET_ASIDE)
        survived = sum(e.counts.get(s, 0.0) for s in NOT_KILLED)
        lines.append(
            f"{src:34} {total:7.0f} {e.drawn:5} {e.tested:6} {e.counts.get(KILLED, 0.0):7.0f} {survived:6.0f}"
            f" {aside:9.0f} {e.raw[0]:6.1f} ({e.raw[1]:4.1f}-{e.raw[2]:4.1f}) "
            f" {e.strict[0]:14.1f} ({e.strict[1]:4.1f}-{e.strict[2]:4.1f})"
        )
    incomplete = sum(e.drawn - e.tested for k, e in found.items() if k != "TOTAL")
    if incomplete:
        lines.append(
            f"INCOMPLETE: {incomplete} drawn mutants have no verdict yet; the estimate reads only the tested ones,"
            " which mutmut picked cheapest first: not a random sample until the draw is done."
        )
    lines.append(
        "surv.: survived or reached by no test; set aside: message only, log only, listed equivalent;"
        " counts of untested mutants are estimates (rounded)."
    )
    return "\n".join(lines)
