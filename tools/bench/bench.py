"""``make bench``: guard the speed of the scenario suite, the site build, the engine and growth, in one run.

Every limit is a regression worth catching today's design can meet (``tools/bench/README.md``):

* scenario suite CPU <= 1.5x the design floor (the same suite with every step body empty) and <= 0.25x
  the plain pytest-bdd anchor (the same features, empty steps, none of this project's speed-ups), each a
  median of ratios between runs made one after the other;
* ``make site-build`` wall time <= 2.5 s from nothing and <= 0.3 s with nothing changed (the fastest of
  ``--site-runs`` runs);
* random SVE engine actions >= 50,000 per second of engine CPU (``engine_rate.py``, fastest repeat);
* for a corpus ``--factor`` times today's (``corpus.py``): suite CPU, site CPU (full and no-op) and search
  index size at most ``--factor`` times today's.

Load: a figure within its limit is a pass whatever the load. A figure measured in time (wall or CPU,
ratios included) past its limit is judged only when other processes used less than :data:`QUIET_CORES` of
the machine's CPUs during the runs it comes from (``/proc/stat``, less the runs' own CPU): on a busy machine
CPU-time ratios of runs made one after the other move by tens of per cent, so it then reads "not judged,
machine loaded" and does not fail the bench. The index size factor is always judged. Exit status: 1 when a judged
figure is past its limit or a measurement failed, else 0 (figures not judged are listed). CI does not run
it.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import anchor  # noqa: E402
import corpus  # noqa: E402

QUIET_CORES = 0.25
"""A figure measured in time past its limit is judged only when other processes used less than this many
CPUs (on average, over its runs): more, and the figure may be the machine's load, not a regression."""


@dataclass(frozen=True)
class Limit:
    """One limit of the bench: the figure it reads, its bound, and which way the figure must stay."""

    key: str
    label: str
    bound: float
    at_most: bool = True
    timed: bool = True
    """Measured in time (wall or CPU, or a ratio of times), so load can spoil it: past the bound on a busy
    machine it is not judged. False for a size."""
    per_factor: bool = False
    """The bound is per unit of the generated corpus's size (``bound * factor``)."""

    def bound_for(self, factor: int) -> float:
        return self.bound * factor if self.per_factor else self.bound

    def text(self, factor: int) -> str:
        bound = self.bound_for(factor)
        shown = f"{bound:,.0f}" if bound >= 1000 else f"{bound:g}"
        return f"{'<=' if self.at_most else '>='} {shown}"


LIMITS: tuple[Limit, ...] = (
    Limit("suite_vs_design", "scenario suite CPU / design floor CPU", 1.5),
    Limit("suite_vs_anchor", "scenario suite CPU / pytest-bdd anchor CPU", 0.25),
    Limit("site_full_wall", "make site-build from nothing, wall s", 2.5),
    Limit("site_noop_wall", "make site-build, nothing changed, wall s", 0.3),
    Limit("engine_rate", "SVE engine actions per CPU second", 50_000.0, at_most=False),
    Limit("corpus_suite", "Nx corpus / 1x: scenario suite CPU", 1.0, per_factor=True),
    Limit("corpus_site_full", "Nx corpus / 1x: site-build full CPU", 1.0, per_factor=True),
    Limit("corpus_site_noop", "Nx corpus / 1x: site-build no-op CPU", 1.0, per_factor=True),
    Limit("corpus_index", "Nx corpus / 1x: search index size", 1.0, per_factor=True, timed=False),
)


@dataclass(frozen=True)
class Figure:
    """A measured figure; ``others``: CPUs other processes used meanwhile (None: not known)."""

    value: float
    others: float | None = None


@dataclass(frozen=True)
class Verdict:
    limit: Limit
    figure: Figure | None
    state: str
    """``ok``, ``OVER``, ``not judged, machine loaded`` or ``not measured``."""


def judge(figures: dict[str, Figure], factor: int = 10) -> list[Verdict]:
    """Each limit's verdict on the figures. A figure within its bound is ``ok`` whatever the load; one past
    it is ``OVER``, unless it is measured in time and other processes used :data:`QUIET_CORES` CPUs or more
    during its runs."""
    out: list[Verdict] = []
    for limit in LIMITS:
        figure = figures.get(limit.key)
        if figure is None:
            out.append(Verdict(limit, None, "not measured"))
            continue
        bound = limit.bound_for(factor)
        within = figure.value <= bound if limit.at_most else figure.value >= bound
        if within:
            state = "ok"
        elif limit.timed and figure.others is not None and figure.others >= QUIET_CORES:
            state = "not judged, machine loaded"
        else:
            state = "OVER"
        out.append(Verdict(limit, figure, state))
    return out


def exit_status(verdicts: list[Verdict], broken: list[str]) -> int:
    """1 when a judged figure is past its limit or a measurement failed; else 0."""
    return 1 if broken or any(v.state == "OVER" for v in verdicts) else 0


TRIVIAL_TEST = "def test_trivial():\n    assert True\n"
SUMMARY_COUNT = re.compile(r"(\d+) (?:passed|failed|skipped|xfailed|xpassed|errors?)\b")
NO_HYPOTHESIS = ["-p", "no:hypothesispytest"]
SITE_OUTPUTS = ("site", "build", "docs/generated", "results/cards.json")
"""What ``make site-build`` makes; removed before a build "from nothing" (bytecode and the card pool cache
beside the sources stay, as in any checkout that has run once)."""


def floor_tests(count: int) -> str:
    """A test module of ``count`` empty test functions: pytest's own cost of running that many items."""
    return "".join(f"def test_{i}():\n    pass\n\n\n" for i in range(count))


def counted_tests(output: str) -> int:
    """How many tests a pytest run reported in its summary line (passed, failed, skipped...)."""
    lines = [line for line in output.splitlines() if SUMMARY_COUNT.search(line)]
    return sum(int(n) for n in SUMMARY_COUNT.findall(lines[-1])) if lines else 0


@dataclass
class Run:
    """One timed command: its CPU (with its children), wall time, exit status, output, and the CPUs other
    processes used meanwhile."""

    cpu: float
    wall: float
    code: int
    output: str
    others: float | None = None


def bench_env() -> dict[str, str]:
    """The environment of every timed command: this one, with compiled modules cached as ``make test`` does.

    Where the environment sets ``PYTHONDONTWRITEBYTECODE``, every run would compile the project's modules
    again, which T0' (importing nothing of the project) never pays: the bench, like ``make test``, lets
    Python cache bytecode, under ``.venv/pycache``.
    """
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(ROOT / ".venv" / "pycache")
    return env


def machine_busy() -> float | None:
    """CPU seconds the whole machine has been busy since boot (``/proc/stat``); None where unreadable."""
    try:
        fields = Path("/proc/stat").read_text(encoding="ascii").split("\n", 1)[0].split()
    except OSError:
        return None
    if not fields or fields[0] != "cpu" or len(fields) < 9:
        return None
    user, nice, system, _idle, _iowait, irq, softirq, steal = (int(x) for x in fields[1:9])
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def others_cores(busy_before: float | None, busy_after: float | None, own_cpu: float, wall: float) -> float:
    """CPUs other processes used on average while a command ran: the machine's busy time less the command's.

    Without ``/proc/stat``: the 1-minute load average less the one CPU the bench keeps busy."""
    if busy_before is None or busy_after is None or wall <= 0:
        return max(0.0, os.getloadavg()[0] - 1.0)
    return max(0.0, (busy_after - busy_before - own_cpu) / wall)


def timed(cmd: list[str], cwd: Path, env: dict[str, str] | None = None) -> Run:
    """Run ``cmd``; its CPU time (user + system, the command and every child it waited for) and wall time."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    busy_before = machine_busy()
    start = time.perf_counter()
    proc = subprocess.run(
        cmd, cwd=cwd, env=env or bench_env(), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    wall = time.perf_counter() - start
    busy_after = machine_busy()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return Run(cpu, wall, proc.returncode, proc.stdout, others_cores(busy_before, busy_after, cpu, wall))


def tail(text: str, lines: int = 15) -> str:
    return "\n".join("    " + line for line in text.rstrip().splitlines()[-lines:])


@dataclass
class Report:
    """What the bench prints: informational rows, the measured figures the limits judge, broken runs."""

    figures: dict[str, Figure] = field(default_factory=dict)
    broken: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)

    def row(self, name: str, value: str, note: str = "") -> None:
        print(f"  {name:<46} {value:>28}  {note}", flush=True)

    def failed(self, name: str, run: Run) -> None:
        self.broken.append(name)
        print(f"  {name}: FAILED (exit {run.code})\n{tail(run.output)}", flush=True)


def busiest(*groups: list[Run]) -> float | None:
    """The CPUs other processes used during a figure's runs: the highest of each group's median."""
    medians = [statistics.median(o) for g in groups if (o := [r.others for r in g if r.others is not None])]
    return max(medians) if medians else None


def pytest_cmd(python: str, *args: str) -> list[str]:
    return [python, "-m", "pytest", *args]


def site_index_size(project: Path) -> int | None:
    found = sorted((project / "site").rglob("search_index.json")) if (project / "site").is_dir() else []
    return found[0].stat().st_size if found else None


def clear_site_outputs(project: Path, trash: Path | None = None) -> None:
    """Take away what ``make site-build`` makes. With ``trash``, the outputs are moved into that folder (on the
    same file system) instead of deleted: see :func:`measure_site`."""
    for rel in SITE_OUTPUTS:
        path = project / rel
        if not path.exists() and not path.is_symlink():
            continue
        if trash is not None:
            trash.mkdir(exist_ok=True)
            path.rename(trash / f"{len(list(trash.iterdir()))}-{path.name}")
        elif path.is_dir() and not path.is_symlink():
            shutil.rmtree(path)
        else:
            path.unlink()


def share_bytecode(source: Path, dest: Path) -> None:
    """Copy ``source``'s ``__pycache__`` folders (and the card pool cache in them) into the same places of
    ``dest``: both copies hold the same sources with the same modification times, so they stay valid."""
    for cache in source.rglob("__pycache__"):
        rel = cache.relative_to(source)
        if rel.parts[0] == ".venv" or not (dest / rel.parent).is_dir() or (dest / rel).exists():
            continue
        shutil.copytree(cache, dest / rel)


@dataclass
class SiteFigures:
    full: Run
    noop: Run
    full_cpu: float
    noop_cpu: float
    index: int | None


def measure_site(project: Path, report: Report, label: str, runs: int, warm: bool) -> SiteFigures | None:
    """``make site-build`` from nothing then again with nothing changed, ``runs`` times: the fastest run of
    each (wall time: load only slows a run down) and the median CPU. ``warm``: one build first, not timed,
    so the copy's modules are compiled as in any checkout that has built once."""
    build = ["make", "--no-print-directory", "site-build"]
    # The outputs of the run before are moved aside, and deleted only after the last run: on a file system
    # without a journal (this machine's ext4) the kernel skips, one by one, every inode freed in the last
    # 30 s when it makes a new file, so deleting ~2,500 files just before a build made that build up to a
    # second slower (perf: half its CPU in ext4's inode search). A fresh checkout does not pay that.
    trash = project.parent / f"{project.name}.site-trash"
    try:
        return _measure_site(project, report, label, runs, warm, build, trash)
    finally:
        shutil.rmtree(trash, ignore_errors=True)


def _measure_site(
    project: Path, report: Report, label: str, runs: int, warm: bool, build: list[str], trash: Path
) -> SiteFigures | None:
    if warm:
        first = timed(build, project)
        if first.code != 0:
            report.failed(f"{label} make site-build (first)", first)
            return None
    fulls: list[Run] = []
    noops: list[Run] = []
    for _ in range(max(1, runs)):
        clear_site_outputs(project, trash)
        full = timed(build, project)
        if full.code != 0:
            report.failed(f"{label} make site-build (full)", full)
            return None
        noop = timed(build, project)
        if noop.code != 0:
            report.failed(f"{label} make site-build (no-op)", noop)
            return None
        fulls.append(full)
        noops.append(noop)
    return SiteFigures(
        full=min(fulls, key=lambda r: r.wall),
        noop=min(noops, key=lambda r: r.wall),
        full_cpu=statistics.median(r.cpu for r in fulls),
        noop_cpu=statistics.median(r.cpu for r in noops),
        index=site_index_size(project),
    )


def print_verdicts(verdicts: list[Verdict], factor: int) -> None:
    print(f"  {'limit':<46} {'figure':>12} {'bound':>12}  verdict", flush=True)
    for v in verdicts:
        value = "-" if v.figure is None else f"{v.figure.value:,.2f}"
        if v.figure is not None and v.limit.key == "engine_rate":
            value = f"{v.figure.value:,.0f}"
        loaded = (
            ""
            if v.figure is None or v.figure.others is None
            else f" (others used {v.figure.others:.2f} CPUs)"
        )
        label = v.limit.label.replace("Nx", f"{factor}x")
        state = v.state + (loaded if v.limit.timed and v.state != "not measured" else "")
        print(f"  {label:<46} {value:>12} {v.limit.text(factor):>12}  {state}", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="rounds of the suite and its floors (median; 5)")
    parser.add_argument("--anchor-runs", type=int, default=2, help="of those rounds, with the anchor too (2)")
    parser.add_argument("--site-runs", type=int, default=3, help="site builds, full and no-op (fastest; 3)")
    parser.add_argument("--factor", type=int, default=10, help="size of the generated corpus (10x; 1: none)")
    parser.add_argument("--engine-seconds", type=float, default=3.0, help="engine CPU seconds (default 3)")
    parser.add_argument("--skip-anchor", action="store_true", help="leave out the pytest-bdd anchor (slow)")
    parser.add_argument(
        "--full-pytest", action="store_true", help="also time make test's pytest (information, no limit)"
    )
    parser.add_argument("--quick", action="store_true", help="--runs 3 --anchor-runs 1 --site-runs 2")
    parser.add_argument("--json", type=Path, help="also write the figures to this JSON file")
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.anchor_runs, args.site_runs = 3, 1, 2
    python = sys.executable
    report = Report()
    data = report.data
    figures = report.figures
    commit = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True
    ).stdout.strip()
    print(
        f"make bench: {ROOT} at {commit or '?'}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())} "
        f"({os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f})",
        flush=True,
    )
    print(f"  {'figure (information)':<46} {'value':>28}", flush=True)

    with tempfile.TemporaryDirectory(prefix="ruling-oracle-bench-") as tmp_name:
        tmp = Path(tmp_name)
        trivial = tmp / "trivial" / "test_trivial.py"
        trivial.parent.mkdir()
        trivial.write_text(TRIVIAL_TEST, encoding="utf-8")
        t0_cmd = pytest_cmd(
            python, *NO_HYPOTHESIS, "-c", str(ROOT / "pyproject.toml"), "--rootdir", str(ROOT), str(trivial)
        )
        suite_cmd = pytest_cmd(python, "tests/steps", *NO_HYPOTHESIS)

        # --- the scenario suite beside its floors and the anchor, round by round ---------------------------
        timed(t0_cmd, ROOT)  # warm the file cache, the bytecode cache and the parsed-feature cache
        warm = timed(suite_cmd, ROOT)
        floor = tmp / "floor" / "test_floor.py"
        floor.parent.mkdir()
        floor.write_text(floor_tests(max(1, counted_tests(warm.output))), encoding="utf-8")
        floor_cmd = [*t0_cmd[:-1], str(floor)]
        timed(floor_cmd, ROOT)
        design_project, _ = anchor.make_anchor(ROOT, tmp / "design", keep_speedups=True)
        timed(suite_cmd, design_project)  # its bytecode and parsed-feature cache
        anchor_project: Path | None = None
        emptied = 0
        if not args.skip_anchor and args.anchor_runs > 0:
            anchor_project, emptied = anchor.make_anchor(ROOT, tmp / "anchor")
            timed(suite_cmd, anchor_project)  # its bytecode
        rounds: list[dict[str, Run]] = []
        for i in range(max(1, args.runs)):
            one = {
                "t0": timed(t0_cmd, ROOT),
                "suite": timed(suite_cmd, ROOT),
                "floor": timed(floor_cmd, ROOT),
                "design": timed(suite_cmd, design_project),
            }
            if anchor_project is not None and i < args.anchor_runs:
                one["anchor"] = timed(suite_cmd, anchor_project)
            rounds.append(one)
        for name in ("t0", "suite", "floor", "design", "anchor"):
            bad = [r[name] for r in rounds if name in r and r[name].code != 0]
            if bad:
                report.failed(name, bad[0])

        def median_cpu(name: str) -> float:
            return statistics.median(r[name].cpu for r in rounds if name in r)

        t0_cpu, suite_cpu = median_cpu("t0"), median_cpu("suite")
        scenarios = counted_tests(rounds[0]["suite"].output)
        data.update(t0_cpu=t0_cpu, suite_cpu=suite_cpu, scenarios=scenarios)
        report.row("T0': pytest, one trivial test, CPU", f"{t0_cpu:.2f} s")
        report.row(
            f"scenario suite ({scenarios} scenarios) CPU",
            f"{suite_cpu:.2f} s",
            f"{suite_cpu / t0_cpu:.1f}x T0'",
        )
        floor_cpu = median_cpu("floor")
        report.row(
            f"pytest floor: {counted_tests(rounds[0]['floor'].output)} empty tests CPU",
            f"{floor_cpu:.2f} s",
            f"{floor_cpu / t0_cpu:.1f}x T0'",
        )
        design_cpu = median_cpu("design")
        report.row(
            "design floor: step bodies empty, CPU", f"{design_cpu:.2f} s", f"{design_cpu / t0_cpu:.1f}x T0'"
        )
        data.update(floor_cpu=floor_cpu, design_cpu=design_cpu)
        busy = [r["suite"].others for r in rounds if r["suite"].others is not None]
        if busy:
            report.row(
                "other processes during the suite runs (median)", f"{statistics.median(busy):.2f} CPUs"
            )
        per_round = [r["suite"].cpu / r["design"].cpu for r in rounds]
        data["suite_vs_design_rounds"] = per_round
        report.row("suite / design floor, each round", " ".join(f"{x:.2f}" for x in per_round))
        suites = [r["suite"] for r in rounds]
        figures["suite_vs_design"] = Figure(
            statistics.median(per_round), busiest(suites, [r["design"] for r in rounds])
        )
        if any("anchor" in r for r in rounds):
            anchor_cpu = median_cpu("anchor")
            data.update(anchor_cpu=anchor_cpu)
            report.row(
                f"pytest-bdd anchor: {emptied} empty step defs, CPU",
                f"{anchor_cpu:.2f} s",
                f"{anchor_cpu / t0_cpu:.1f}x T0'",
            )
            anchor_rounds = [r["suite"].cpu / r["anchor"].cpu for r in rounds if "anchor" in r]
            data["suite_vs_anchor_rounds"] = anchor_rounds
            report.row("suite / anchor, each round", " ".join(f"{x:.2f}" for x in anchor_rounds))
            figures["suite_vs_anchor"] = Figure(
                statistics.median(anchor_rounds),
                busiest(
                    [r["suite"] for r in rounds if "anchor" in r],
                    [r["anchor"] for r in rounds if "anchor" in r],
                ),
            )

        # --- full make test's pytest (information) ---------------------------------------------------------
        if args.full_pytest:
            workers = os.environ.get("TEST_WORKERS", "2")
            full = timed(pytest_cmd(python, "-n", workers, "--dist", "loadscope"), ROOT)
            data.update(full_pytest_wall=full.wall, full_pytest_cpu=full.cpu)
            if full.code != 0:
                report.failed("full pytest", full)
            report.row(
                "full pytest (make test's) wall / CPU",
                f"{full.wall:.1f} s / {full.cpu:.1f} s",
                f"others used {full.others:.2f} CPUs",
            )

        # --- the site, from nothing and with nothing changed, in a copy of today's project ------------------
        one_copy = corpus.make_corpus(ROOT, tmp / "x1", 1)
        prep = timed(suite_cmd, one_copy)  # fresh results for the copy
        if prep.code not in (0, 1):
            report.failed("scenario suite in the copy", prep)
        site1 = measure_site(one_copy, report, "1x", args.site_runs, warm=True)
        if site1 is not None:
            data["site_1x"] = {
                "full_wall": site1.full.wall,
                "noop_wall": site1.noop.wall,
                "full_cpu": site1.full_cpu,
                "noop_cpu": site1.noop_cpu,
                "index": site1.index,
            }
            figures["site_full_wall"] = Figure(site1.full.wall, site1.full.others)
            figures["site_noop_wall"] = Figure(site1.noop.wall, site1.noop.others)
            report.row(
                "make site-build full: fastest wall / median CPU",
                f"{site1.full.wall:.2f} s / {site1.full_cpu:.2f} s",
            )
            report.row(
                "make site-build no-op: fastest wall / median CPU",
                f"{site1.noop.wall:.2f} s / {site1.noop_cpu:.2f} s",
            )
            report.row("search index size", f"{(site1.index or 0) / 1e6:.2f} MB")

        # --- the engine -------------------------------------------------------------------------------------
        engine = timed([python, str(HERE / "engine_rate.py"), "--seconds", str(args.engine_seconds)], ROOT)
        if engine.code != 0:
            report.failed("engine actions per second", engine)
        else:
            rate_data = json.loads(engine.output.strip().splitlines()[-1])
            data["engine"] = rate_data
            rate = float(rate_data["actions_per_s"])
            figures["engine_rate"] = Figure(rate, engine.others)
            median = float(rate_data.get("median_actions_per_s", rate))
            report.row("SVE engine actions per CPU s: fastest / median", f"{rate:,.0f} / {median:,.0f}")
            if rate_data.get("same_work") is False:
                print("    (the repeats of the engine run did not play the same actions)", flush=True)
            if rate_data.get("errors"):
                print(f"    (the driver met {rate_data['errors']} non-refusal exception(s))", flush=True)

        # --- a corpus N times today's -----------------------------------------------------------------------
        n = args.factor
        if n > 1:
            big = corpus.make_corpus(ROOT, tmp / f"x{n}", n)
            share_bytecode(one_copy, big)
            timed(suite_cmd, big)  # parses the features once, writes the results the site build uses
            big_runs = [timed(suite_cmd, big) for _ in range(max(1, min(2, args.runs)))]
            if any(r.code not in (0, 1) for r in big_runs):
                report.failed(f"{n}x scenario suite", big_runs[0])
            big_cpu = statistics.median(r.cpu for r in big_runs)
            data.update(big_suite_cpu=big_cpu, factor=n)
            report.row(f"{n}x corpus: scenario suite CPU", f"{big_cpu:.2f} s")
            figures["corpus_suite"] = Figure(big_cpu / suite_cpu, busiest(suites, big_runs))
            site_n = measure_site(big, report, f"{n}x", 1, warm=False)
            if site_n is not None:
                data[f"site_{n}x"] = {
                    "full_wall": site_n.full.wall,
                    "noop_wall": site_n.noop.wall,
                    "full_cpu": site_n.full_cpu,
                    "noop_cpu": site_n.noop_cpu,
                    "index": site_n.index,
                }
                report.row(
                    f"{n}x corpus: site-build full wall / CPU",
                    f"{site_n.full.wall:.2f} s / {site_n.full_cpu:.2f} s",
                )
                report.row(
                    f"{n}x corpus: site-build no-op wall / CPU",
                    f"{site_n.noop.wall:.2f} s / {site_n.noop_cpu:.2f} s",
                )
                report.row(f"{n}x corpus: search index size", f"{(site_n.index or 0) / 1e6:.2f} MB")
                if site1 is not None:
                    full_busy = busiest([site1.full], [site_n.full])
                    noop_busy = busiest([site1.noop], [site_n.noop])
                    figures["corpus_site_full"] = Figure(site_n.full_cpu / site1.full_cpu, full_busy)
                    figures["corpus_site_noop"] = Figure(site_n.noop_cpu / site1.noop_cpu, noop_busy)
                    if site_n.index and site1.index:
                        figures["corpus_index"] = Figure(site_n.index / site1.index)

    verdicts = judge(figures, max(1, n))
    print(f"  (load average at the end: {os.getloadavg()[0]:.2f})")
    print_verdicts(verdicts, n)
    if args.json:
        data["figures"] = {k: {"value": f.value, "others": f.others} for k, f in figures.items()}
        data["verdicts"] = {v.limit.key: v.state for v in verdicts}
        args.json.write_text(json.dumps(data, indent=2, default=str) + "\n", encoding="utf-8")
    status = exit_status(verdicts, report.broken)
    over = [v.limit.label.replace("Nx", f"{n}x") for v in verdicts if v.state == "OVER"]
    unjudged = [
        v.limit.label.replace("Nx", f"{n}x") for v in verdicts if v.state != "OVER" and v.state != "ok"
    ]
    if report.broken:
        print(f"make bench: {len(report.broken)} measurement(s) failed: " + "; ".join(report.broken))
    if over:
        print(f"make bench: {len(over)} figure(s) past their limit: " + "; ".join(over))
    if unjudged:
        print(f"make bench: {len(unjudged)} limit(s) not judged: " + "; ".join(unjudged))
    if status == 0:
        print("make bench: no judged figure is past its limit")
    return status


if __name__ == "__main__":
    sys.exit(main())
