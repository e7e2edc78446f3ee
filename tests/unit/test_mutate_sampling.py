"""tools/mutate/sampling.py: the seeded draw of untested mutants and the estimate made from it."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "tools" / "mutate" / "sampling.py"
if not _PATH.exists():  # mutmut's copy of the tests (mutants/) has no tools/: nothing to test there
    pytest.skip("tools/mutate is not beside these tests", allow_module_level=True)
_spec = importlib.util.spec_from_file_location("mutate_sampling_under_test", _PATH)
assert _spec is not None and _spec.loader is not None
sampling = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = sampling  # dataclasses look their module up there
_spec.loader.exec_module(sampling)


def _results() -> dict[str, dict[str, int | None]]:
    a = {f"a.m_{i}": (1 if i < 40 else None) for i in range(100)}  # 40 killed, 60 untested
    b = {f"b.m_{i}": (0 if i < 10 else None) for i in range(30)}  # 10 survived, 20 untested
    c = {f"c.m_{i}": 1 for i in range(5)}  # all killed
    return {"engine/x/a.py": a, "engine/x/b.py": b, "engine/x/c.py": c}


A, B_NEW, B_OLD = "engine/x/a.py|untested", "engine/x/b.py|untested", "engine/x/b.py|retested"


def test_allocation_is_proportional_with_a_floor_and_sums_to_the_total() -> None:
    got = sampling.allocate({"a": 60, "b": 20, "c": 2}, 20)
    assert sum(got.values()) == 20
    assert got["c"] == 2 and got["a"] > got["b"] >= sampling.MIN_PER_STRATUM
    assert sampling.allocate({"a": 5}, 50) == {"a": 5}


def test_the_draw_takes_untested_and_surviving_mutants_and_the_same_seed_draws_the_same() -> None:
    one = sampling.draw(_results(), "engine/x", 16, 7, "abc")
    two = sampling.draw(_results(), "engine/x", 16, 7, "abc")
    other = sampling.draw(_results(), "engine/x", 16, 8, "abc")
    assert one.drawn == two.drawn and one.drawn != other.drawn
    assert sum(map(len, one.drawn.values())) == 16
    assert sorted(one.population) == sorted([A, B_NEW, B_OLD])  # c.py: every mutant killed, nothing to draw
    assert one.population_size() == 90
    for key, names in one.drawn.items():
        assert set(names) <= set(one.population[key])
        wanted = None if key.endswith("|untested") else 0
        assert all(_results()[sampling.source_of(key)][n] == wanted for n in names)


def test_the_draw_survives_a_round_trip_through_its_file(tmp_path: Path) -> None:
    made = sampling.draw(_results(), "engine/x", 10, 3, "abc")
    sampling.save(tmp_path, made)
    assert sampling.load(tmp_path, "engine/x") == made
    assert sampling.load(tmp_path, "engine/y") is None  # a draw of another module is not used


def _statuses(
    made: sampling.Draw, drawn_status: str, others: str = "not checked"
) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for src, codes in _results().items():
        out[src] = {}
        for name, code in codes.items():
            if code is not None and not any(name in made.population[k] for k in made.strata_of(src)):
                out[src][name] = "killed" if code else "survived"
            elif any(name in made.drawn[k] for k in made.strata_of(src)):
                out[src][name] = drawn_status
            else:
                out[src][name] = others
    return out


def test_the_estimate_scales_the_drawn_verdicts_to_the_untested_mutants() -> None:
    made = sampling.draw(_results(), "engine/x", 16, 7, "abc")
    found = sampling.estimate(made, _statuses(made, "survived"))
    a = found["engine/x/a.py"]
    assert a.counts["killed"] == 40 and round(a.counts["survived"]) == 60
    assert round(a.strict[0], 1) == 40.0
    assert found["engine/x/c.py"].strict == (100.0, 100.0, 100.0)  # exact: nothing untested
    total = found["TOTAL"]
    assert round(total.counts["killed"]) == 45 and round(total.counts["survived"]) == 90
    assert total.drawn == 16 and total.tested == 16


def test_surviving_mutants_drawn_again_count_as_their_new_verdict() -> None:
    """A survivor killed by a test added since: its stratum is estimated from the new verdicts."""
    made = sampling.draw(_results(), "engine/x", 16, 7, "abc")
    statuses = _statuses(made, "killed")
    b = sampling.estimate(made, statuses)["engine/x/b.py"]
    assert round(b.counts["killed"]) == 30 and b.strict[0] == 100.0


def test_verdicts_outside_the_draw_do_not_move_the_estimate() -> None:
    """A full run going on after the draw gives other untested mutants verdicts: the estimate reads the draw only."""
    made = sampling.draw(_results(), "engine/x", 16, 7, "abc")
    plain = sampling.estimate(made, _statuses(made, "survived"))
    busy = sampling.estimate(made, _statuses(made, "survived", others="killed"))
    assert plain["TOTAL"].counts == busy["TOTAL"].counts


def test_mixed_verdicts_give_an_interval_around_the_point_estimate() -> None:
    made = sampling.draw(_results(), "engine/x", 40, 11, "abc")
    statuses = _statuses(made, "killed")
    for i, name in enumerate(made.drawn[A]):
        if i % 3 == 0:
            statuses["engine/x/a.py"][name] = "survived"
    found = sampling.estimate(made, statuses)["engine/x/a.py"]
    point, low, high = found.strict
    assert low < point < high
    assert sampling.estimate(made, statuses)["engine/x/a.py"] == found  # seeded: the same interval again


def test_an_unfinished_draw_is_reported_as_incomplete() -> None:
    made = sampling.draw(_results(), "engine/x", 16, 7, "abc")
    statuses = _statuses(made, "killed")
    first = made.drawn[B_NEW][0]
    statuses["engine/x/b.py"][first] = "not checked"
    text = sampling.estimate_report(made, statuses)
    assert "INCOMPLETE: 1 drawn" in text
    assert sampling.estimate(made, statuses)["TOTAL"].tested == 15


def test_a_few_drawn_mutants_that_all_agree_still_leave_an_interval() -> None:
    """Eight drawn out of sixty, all killed, while the rest of the draw has survivors: the stratum is estimated
    killed, but not certainly (its prior leans toward the whole draw)."""
    made = sampling.draw(_results(), "engine/x", 16, 7, "abc")
    statuses = _statuses(made, "killed")
    for key in (B_NEW, B_OLD):
        for name in made.drawn[key]:
            statuses["engine/x/b.py"][name] = "survived"
    found = sampling.estimate(made, statuses)["engine/x/a.py"]
    point, low, high = found.strict
    assert point == 100.0 and low < 97.0 and high > 99.0
    total = sampling.estimate(made, statuses)["TOTAL"]
    assert total.strict[1] <= total.strict[0] <= total.strict[2]
