"""Figures of a mutation run that cannot finish: a seeded random sample of the mutants without a sure verdict.

A full run of SVE's ~14,700 mutants takes longer on this 2-CPU machine than a working session (mutmut tests the
cheap mutants first; the last half are those that many slow tests reach, up to a minute each when they survive).
What has been tried by the time a run stops is therefore no fair picture of the rest. And mutmut keeps a
"survived" verdict even after a test that kills the mutant was added, so the survivors of the part tried are stale.
``mutate.py MODULE --sample N --seed S`` draws N mutants, at random (``random.Random(S)``), from the mutants with
no verdict yet ("untested") and those that survived ("retested"), one stratum per file and kind, in proportion to
their sizes (at least ``MIN_PER_STRATUM`` where a stratum has that many); it writes the draw to
``mutants/mutation-sample-<module>.json``, forgets the drawn survivors' old verdicts, and tests only the drawn mutants.
The report then gives, per file and in total:

* the mutants outside the strata (killed before the draw), counted as they are (exact);
* each stratum estimated from its drawn mutants with a verdict: each status's share among them times the
  stratum's size (a stratified estimate);
* a 95 % interval for the kill rates: ``DRAWS`` draws of each stratum's shares of killed, not killed and set
  aside from their posterior given its drawn verdicts (Dirichlet; its prior, ``PRIOR``, is one mutant shared as
  the whole draw shares them; same seed), the 2.5th and 97.5th percentiles of the rates. Unlike resampling the
  drawn verdicts, a stratum whose few drawn mutants all agree still gets an interval as wide as its few draws
  warrant.

Mutants that get a verdict after the draw outside it (a full run going on) are not used: the estimate reads only
the draw, so it stays a random sample however the rest of the run went. A draw not fully tested yet is reported as
incomplete (mutmut tests the cheapest drawn mutants first, so a part of a draw is biased).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path


def file_name(module: str) -> str:
    """Where a module's draw is kept under ``mutants/``: one file per module (``mutation-sample-engine-sve.json``)."""
    return f"mutation-sample-{module.strip('/').removesuffix('.py').replace('/', '-')}.json"


MIN_PER_STRATUM = 3
UNTESTED, RETESTED = "untested", "retested"
"""The two kinds of stratum: no verdict yet (exit code None), survived (exit code 0: its verdict may be stale)."""
DRAWS = 2000
"""Draws of every stratum's shares for the intervals."""
PRIOR = 1.0
"""The prior of every stratum's posterior: one mutant in all, shared among the groups (killed, not killed, set
aside) as the whole draw shares them, so a small stratum leans toward the whole draw, not toward even shares."""
FLOOR = 0.01
"""The least prior weight of a group (the Dirichlet needs every weight above 0)."""
KILLED = "killed"
NOT_KILLED = ("survived", "no tests")
"""With the killed ones, the denominator of the kill rate of non-equivalent mutants."""
SET_ASIDE = ("message only", "log only", "equivalent")
GROUPS = (KILLED, "survived", "equivalent")


@dataclass(frozen=True)
class Draw:
    """One seeded draw: the strata (``"<file>|untested"``, ``"<file>|retested"``) with their mutants, and the
    mutants drawn from each."""

    module: str
    seed: int
    commit: str
    drawn_at: str
    population: dict[str, list[str]]
    drawn: dict[str, list[str]]

    def population_size(self) -> int:
        return sum(len(names) for names in self.population.values())

    def size(self) -> int:
        return sum(len(names) for names in self.drawn.values())

    def strata_of(self, source: str) -> list[str]:
        return [key for key in self.population if source_of(key) == source]

    def to_json(self) -> str:
        return json.dumps(self.__dict__, indent=1, sort_keys=True)


def source_of(stratum: str) -> str:
    """The file of a stratum key (``"engine/sve/game.py|untested"``)."""
    return stratum.rpartition("|")[0]


def allocate(sizes: dict[str, int], total: int) -> dict[str, int]:
    """How many to draw from each file: in proportion to its size (largest remainders), at least
    ``MIN_PER_STRATUM`` (or all it has), never more than it has; ``total`` at most the sum of the sizes."""
    total = min(total, sum(sizes.values()))
    floor = {f: min(n, MIN_PER_STRATUM) for f, n in sizes.items()}
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
    """Draw ``size`` of the mutants of ``results`` with no verdict (exit code None) or a survivor's (0), one
    stratum per file and kind, in proportion."""
    population: dict[str, list[str]] = {}
    for src, codes in sorted(results.items()):
        for kind, code in ((UNTESTED, None), (RETESTED, 0)):
            names = sorted(n for n, c in codes.items() if c == code)
            if names:
                population[f"{src}|{kind}"] = names
    counts = allocate({key: len(names) for key, names in population.items()}, size)
    rng = random.Random(seed)
    drawn = {key: sorted(rng.sample(names, counts[key])) for key, names in population.items()}
    return Draw(module, seed, commit, datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"), population, drawn)


def save(base: Path, made: Draw) -> None:
    (base / file_name(made.module)).write_text(made.to_json() + "\n", encoding="utf-8")


def load(base: Path, module: str) -> Draw | None:
    """The last draw, if it was of ``module`` (None otherwise or when there is none)."""
    path = base / file_name(module)
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


def _group(status: str) -> str:
    """The class an interval draws shares for: killed, not killed (``"survived"``) or set aside (``"equivalent"``)."""
    if status == KILLED:
        return KILLED
    if status in NOT_KILLED:
        return "survived"
    if status in SET_ASIDE:
        return "equivalent"
    return status


def estimate(made: Draw, statuses: dict[str, dict[str, str]]) -> dict[str, Estimate]:
    """Per file and ``TOTAL``: the exact counts of the mutants outside the draw's strata, plus each stratum
    estimated from its drawn mutants' statuses (``statuses``: per file, every mutant's status as the report counts
    it: killed, survived, no tests, message only, log only, equivalent, not checked...)."""
    rng = random.Random(made.seed)
    exact: dict[str, Counter[str]] = {}
    verdicts: dict[str, list[str]] = {}
    for src, by_name in statuses.items():
        inside = {n for key in made.strata_of(src) for n in made.population[key]}
        exact[src] = Counter(st for name, st in by_name.items() if name not in inside)
        for key in made.strata_of(src):
            verdicts[key] = [by_name.get(n, "not checked") for n in made.drawn[key]]
            verdicts[key] = [v for v in verdicts[key] if v != "not checked"]

    def counts_of(src: str, shares_of: Callable[[str], dict[str, float] | None]) -> dict[str, float]:
        counts: dict[str, float] = dict(exact[src])
        for key in made.strata_of(src):
            size, shares = len(made.population[key]), shares_of(key)
            if shares is None:
                counts["not checked"] = counts.get("not checked", 0.0) + size
                continue
            for status, share in shares.items():
                counts[status] = counts.get(status, 0.0) + size * share
        return counts

    def observed(key: str) -> dict[str, float] | None:
        found = verdicts[key]
        return {st: n / len(found) for st, n in Counter(found).items()} if found else None

    everywhere = Counter(_group(st) for found in verdicts.values() for st in found)
    drawn_all = sum(everywhere.values()) or 1
    prior = {g: max(PRIOR * everywhere.get(g, 0) / drawn_all, FLOOR) for g in {*GROUPS, *everywhere}}

    def posterior(key: str) -> dict[str, float] | None:
        """One draw of the stratum's shares from Dirichlet(its drawn verdicts + the prior)."""
        if not verdicts[key]:
            return None
        seen = Counter(_group(st) for st in verdicts[key])
        weights = {g: rng.gammavariate(seen.get(g, 0) + prior[g], 1.0) for g in prior}
        total = sum(weights.values())
        return {g: w / total for g, w in weights.items()}

    point = {src: counts_of(src, observed) for src in statuses}
    resampled: dict[str, list[tuple[float, float]]] = {src: [] for src in [*statuses, "TOTAL"]}
    for _ in range(DRAWS):
        shares = {key: posterior(key) for key in verdicts}
        total: Counter[str] = Counter()
        for src in statuses:
            counts = counts_of(src, shares.get)
            resampled[src].append(_rates(counts))
            total.update(counts)
        resampled["TOTAL"].append(_rates(total))
    total_point: Counter[str] = Counter()
    for src in statuses:
        total_point.update(point[src])
    point["TOTAL"] = dict(total_point)
    out: dict[str, Estimate] = {}
    for src, counts in point.items():
        raw, strict = _rates(counts)
        raws = sorted(r for r, _ in resampled[src])
        stricts = sorted(s for _, s in resampled[src])
        lo, hi = int(0.025 * len(raws)), int(0.975 * len(raws)) - 1
        keys = list(made.drawn) if src == "TOTAL" else made.strata_of(src)
        drawn = sum(len(made.drawn[k]) for k in keys)
        tested = sum(len(verdicts[k]) for k in keys if k in verdicts)
        out[src] = Estimate(
            counts, (raw, raws[lo], raws[hi]), (strict, stricts[lo], stricts[hi]), drawn, tested
        )
    return out


def estimate_report(made: Draw, statuses: dict[str, dict[str, str]]) -> str:
    """The estimate as a table, with how it was made."""
    found = estimate(made, statuses)
    kinds: Counter[str] = Counter()
    for key, names in made.population.items():
        kinds[key.rpartition("|")[2]] += len(names)
    lines = [
        f"Estimated for all of {made.module}: draw of {sum(len(v) for v in made.drawn.values())} of the"
        f" {made.population_size()} mutants untested ({kinds[UNTESTED]}) or survived ({kinds[RETESTED]}) at"
        f" {made.commit} ({made.drawn_at}), seed {made.seed} (tools/mutate/sampling.py)",
        f"{'module':34} {'mutants':>7} {'drawn':>5} {'tested':>6} {'killed':>7} {'surv.':>6} {'set aside':>9}"
        f" {'kill %  (95 %)':>18} {'kill % of non-equiv. (95 %)':>28}",
    ]
    lines.append("-" * len(lines[-1]))
    for src in [*sorted(k for k in found if k != "TOTAL"), "TOTAL"]:
        e = found[src]
        total = sum(e.counts.values())
        if not total:
            continue
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
