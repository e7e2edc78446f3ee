"""tools/bench/bench.py: a figure past its limit makes ``make bench`` exit 1; load excuses only timed figures."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2] / "tools" / "bench"


def _bench():  # type: ignore[no-untyped-def]
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    spec = importlib.util.spec_from_file_location("bench_bench", HERE / "bench.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


bench = _bench()
Figure = bench.Figure

GOOD = {
    "suite_vs_design": Figure(1.2),
    "suite_vs_anchor": Figure(0.2),
    "site_full_wall": Figure(1.8, 0.0),
    "site_noop_wall": Figure(0.15, 0.0),
    "engine_rate": Figure(60_000.0, 0.0),
    "corpus_suite": Figure(8.0),
    "corpus_site_full": Figure(4.5),
    "corpus_site_noop": Figure(2.5),
    "corpus_index": Figure(5.1),
}


def states(figures: dict[str, object], factor: int = 10) -> dict[str, str]:
    return {v.limit.key: v.state for v in bench.judge(figures, factor)}


def test_every_figure_within_its_limit_passes() -> None:
    verdicts = bench.judge(GOOD, 10)
    assert {v.state for v in verdicts} == {"ok"}
    assert bench.exit_status(verdicts, []) == 0


def test_each_figure_past_its_limit_makes_the_bench_exit_1() -> None:
    past = {
        "suite_vs_design": Figure(1.51),
        "suite_vs_anchor": Figure(0.26),
        "site_full_wall": Figure(2.6, 0.0),
        "site_noop_wall": Figure(0.31, 0.1),
        "engine_rate": Figure(49_999.0, 0.0),
        "corpus_suite": Figure(10.1),
        "corpus_site_full": Figure(10.5),
        "corpus_site_noop": Figure(12.0),
        "corpus_index": Figure(11.0),
    }
    assert set(past) == {limit.key for limit in bench.LIMITS}
    for key, figure in past.items():
        verdicts = bench.judge({**GOOD, key: figure}, 10)
        assert states({**GOOD, key: figure})[key] == "OVER", key
        assert bench.exit_status(verdicts, []) == 1, key


def test_a_time_figure_past_its_limit_on_a_busy_machine_is_not_judged() -> None:
    for key in GOOD:
        if key == "corpus_index":
            continue
        slow = Figure(99.0 if key != "engine_rate" else 10_000.0, bench.QUIET_CORES + 0.5)
        verdicts = bench.judge({**GOOD, key: slow}, 10)
        assert states({**GOOD, key: slow})[key] == "not judged, machine loaded"
        assert bench.exit_status(verdicts, []) == 0
        unknown = Figure(slow.value, None)  # no load figure: judged
        assert states({**GOOD, key: unknown})[key] == "OVER"


def test_load_never_excuses_a_size_and_a_quiet_machine_judges() -> None:
    assert states({**GOOD, "corpus_index": Figure(12.0, 1.9)})["corpus_index"] == "OVER"
    quiet = bench.QUIET_CORES - 0.01
    assert states({**GOOD, "suite_vs_design": Figure(2.0, quiet)})["suite_vs_design"] == "OVER"


def test_busiest_takes_the_highest_median_of_the_runs_behind_a_figure() -> None:
    def run(others: float | None) -> object:
        return bench.Run(1.0, 1.0, 0, "", others)

    assert bench.busiest([run(0.1), run(0.2), run(0.9)], [run(0.3)]) == 0.3
    assert bench.busiest([run(None)]) is None


def test_corpus_limits_follow_the_factor() -> None:
    assert states({**GOOD, "corpus_suite": Figure(15.0)}, 20)["corpus_suite"] == "ok"
    assert states({**GOOD, "corpus_suite": Figure(15.0)}, 10)["corpus_suite"] == "OVER"


def test_a_figure_not_measured_is_said_and_a_failed_measurement_fails() -> None:
    figures = {k: v for k, v in GOOD.items() if k != "suite_vs_anchor"}
    verdicts = bench.judge(figures, 10)
    assert states(figures)["suite_vs_anchor"] == "not measured"
    assert bench.exit_status(verdicts, []) == 0
    assert bench.exit_status(verdicts, ["design floor"]) == 1


def test_others_cores_is_the_machine_busy_time_less_the_commands_own() -> None:
    assert bench.others_cores(100.0, 103.0, 1.0, 2.0) == 1.0
    assert bench.others_cores(100.0, 100.5, 1.0, 2.0) == 0.0
