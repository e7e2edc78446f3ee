"""The results plugin: one file per run, honest statuses, the same data under pytest-xdist.

Each pytest run here is a separate process (a child of :mod:`tests.support.pytest_runs`' fork server,
which has pytest's libraries imported already). The full run of the fixture project that the partial-run
tests keep a complete results file from is also the serial run the other tests read.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest

from oracle.results import ResultsFileError, load_results, merge_documents
from oracle.results import main as results_main
from oracle.results_plugin import merge_status
from tests.site.support import copy_fixture
from tests.support.pytest_runs import clean_env, run_pytest

FAST = ("-p", "no:hypothesispytest")  # the Hypothesis plugin costs half a second per process and is not used


def run_scenarios(project: Path, results: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """The project's scenarios with the results plugin, as ``tests.site.support.run_scenarios`` runs them."""
    args = ["-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "--oracle-results", str(results)]
    return run_pytest([*args, *extra], project, clean_env(PYTHONDONTWRITEBYTECODE="1"))


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_fixture(tmp_path_factory.mktemp("plugin") / "project")


@pytest.fixture(scope="module")
def serial(full_project: Path) -> dict[str, Any]:
    """The results of the fixture project's full serial run (the run ``full_project`` made)."""
    return json.loads((full_project / "results" / "results.json").read_text(encoding="utf-8"))


def _by_name(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["name"]: s for s in doc["scenarios"]}


def test_statuses_and_failure_details(serial: dict[str, Any]) -> None:
    s = _by_name(serial)
    assert s["A guarding follower draws the attack"]["status"] == "passed"
    assert s["A guarding follower draws the attack"]["failure"] is None
    failed = s["The evolve deck holds at most ten cards"]
    assert failed["status"] == "failed"
    assert failed["failure"]["step"] == "Then the counter is 4"
    assert failed["failure"]["line"] == 30
    assert "the counter is 3, expected 4" in failed["failure"]["message"]
    undefined = s["Carrots go back when their follower leaves"]
    assert undefined["status"] == "undefined", "a scenario with an undefined step is never passed"
    assert undefined["failure"]["step"] == "When I feed the horse a carrot"
    skipped = [v for k, v in s.items() if k.startswith("A skipped fixture scenario")]
    assert [v["status"] for v in skipped] == ["skipped"]


def test_scenario_fields(serial: dict[str, Any]) -> None:
    rec = _by_name(serial)["A guarding follower draws the attack"]
    assert rec["feature"] == "features/sve/keywords.feature"
    assert rec["line"] == 5
    assert rec["ids"] == ["SVE-EN-051"]
    assert set(rec["tags"]) == {"sve", "SVE-EN-051", "cr-12.8"}
    assert _by_name(serial)["Carrots go back when their follower leaves"]["ids"] == [
        "SVE-EN-041",
        "SVE-JA-010",
    ]


def test_run_metadata(serial: dict[str, Any]) -> None:
    assert serial["schema"] == 1
    assert serial["generated_at"].endswith("+00:00")
    assert "commit" in serial
    assert {"python", "pytest", "pytest-bdd"} <= set(serial["tools"])
    assert serial["totals"] == {
        "scenarios": 10,
        "passed": 7,
        "failed": 1,
        "undefined": 1,
        "skipped": 1,
        "unsupported": 0,
        "error": 0,
    }
    assert set(serial["inputs"]) == {
        "features/foh/run.feature",
        "features/sve/keywords.feature",
        "features/umafan/rules.feature",
    }


def test_xdist_controller_writes_the_same_results(project: Path, serial: dict[str, Any]) -> None:
    out = project / "xdist.json"
    run_scenarios(project, out, "-n", "1", *FAST)  # one worker is enough to go through the controller
    par = json.loads(out.read_text(encoding="utf-8"))

    def strip(doc: dict[str, Any]) -> list[dict[str, Any]]:
        return [{k: v for k, v in s.items() if k != "duration"} for s in doc["scenarios"]]

    assert strip(par) == strip(serial)
    assert par["totals"] == serial["totals"]


def test_no_file_without_bdd_scenarios(tmp_path: Path) -> None:
    (tmp_path / "test_plain.py").write_text("def test_x():\n    assert True\n", encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    out = tmp_path / "r.json"
    proc = run_scenarios(tmp_path, out, *FAST)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert not out.exists()


def test_merge_status_keeps_the_worst() -> None:
    assert merge_status(None, "passed") == "passed"
    assert merge_status("passed", "failed") == "failed"
    assert merge_status("undefined", "failed") == "undefined"
    assert merge_status("failed", "skipped") == "failed"


def _pytest(project: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return run_pytest(
        ["-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", *args],
        project,
        clean_env(PYTHONDONTWRITEBYTECODE="1", **env),
    )


# A plugin that interrupts the run (as Ctrl-C would) and one that keeps every other test (as a shard of
# pytest-split does: deselected tests are reported through pytest_deselected).
PLUGINS = {
    "interrupt_plugin.py": (
        "import os\n\n\ndef pytest_runtest_call(item):\n"
        "    if 'carrots' in item.nodeid and os.environ.get('INTERRUPT'):\n        raise KeyboardInterrupt\n"
    ),
    "shard_plugin.py": (
        "import os\n\n\ndef pytest_collection_modifyitems(config, items):\n"
        "    group = os.environ.get('SHARD')\n    if group is None:\n        return\n"
        "    keep = [it for n, it in enumerate(items) if n % 2 == int(group)]\n"
        "    config.hook.pytest_deselected(items=[it for it in items if it not in keep])\n"
        "    items[:] = keep\n"
    ),
}


@pytest.fixture(scope="module")
def full_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fixture project with a complete ``results/results.json`` and the two helper plugins.

    Its full serial run (the default results path) is also the run ``serial`` reads.
    """
    project = copy_fixture(tmp_path_factory.mktemp("partial") / "project")
    for name, text in PLUGINS.items():
        (project / name).write_text(text, encoding="utf-8")
    proc = _pytest(project)
    assert proc.returncode == 1, proc.stdout + proc.stderr  # the fixture has failing scenarios
    assert "oracle results: full run" in proc.stdout, proc.stdout + proc.stderr
    return project


@pytest.mark.parametrize(
    ("args", "env", "reason"),
    [
        (("-k", "guarding"), {}, "-k/-m filter"),
        (("--maxfail", "1", "--oracle-results", "./results/../results/results.json"), {}, "stopped early"),
        (("--setup-only",), {}, "--setup-only"),
        (("-p", "interrupt_plugin"), {"INTERRUPT": "1"}, "interrupted"),
    ],
)
def test_a_partial_run_leaves_the_full_results_file_alone(
    full_project: Path, args: tuple[str, ...], env: dict[str, str], reason: str
) -> None:
    default = full_project / "results" / "results.json"
    before = default.read_bytes()
    proc = _pytest(full_project, *args, **env)
    assert "oracle results: partial run" in proc.stdout and reason in proc.stdout, proc.stdout + proc.stderr
    assert "left as it was" in proc.stdout
    assert default.read_bytes() == before


def test_a_partial_run_never_replaces_a_complete_file_elsewhere(full_project: Path) -> None:
    other = full_project / "elsewhere.json"
    other.write_bytes((full_project / "results" / "results.json").read_bytes())
    proc = _pytest(full_project, "-x", "--oracle-results", str(other))
    assert "left as it was" in proc.stdout, proc.stdout + proc.stderr
    assert load_results(other)["complete"] is True


def test_shards_merge_into_the_full_results(full_project: Path) -> None:
    shards = []
    before = (full_project / "results" / "results.json").read_bytes()
    for group in ("0", "1"):
        out = full_project / f"shard-{group}.json"
        proc = _pytest(full_project, "-p", "shard_plugin", "--oracle-results", str(out), SHARD=group)
        assert "partial run" in proc.stdout, proc.stdout + proc.stderr
        shard = load_results(out)
        assert shard["complete"] is False and shard["not_run"]
        shards.append((str(out), shard))
    assert (full_project / "results" / "results.json").read_bytes() == before
    with pytest.raises(ValueError):
        merge_documents([])
    assert merge_documents(shards[:1])["complete"] is False
    merged = merge_documents(shards)
    full = load_results(full_project / "results" / "results.json")

    def strip(doc: dict[str, Any]) -> list[dict[str, Any]]:
        return [{k: v for k, v in s.items() if k != "duration"} for s in doc["scenarios"]]

    assert merged["complete"] is True and merged["partial"] is None
    assert strip(merged) == strip(full)
    assert merged["totals"] == full["totals"]
    # the CLI refuses to write an incomplete merge, and writes a complete one
    target = full_project / "merged.json"
    assert results_main(["merge", "-o", str(target), shards[0][0]]) == 1
    assert not target.exists()
    assert results_main(["merge", "-o", str(target), shards[0][0], shards[1][0]]) == 0
    assert strip(load_results(target)) == strip(full)


def test_shards_of_different_inputs_are_not_merged(tmp_path: Path) -> None:
    a = {"schema": 1, "scenarios": [], "inputs": {"features/a.feature": "1"}}
    b = {"schema": 1, "scenarios": [], "inputs": {"features/a.feature": "2"}}
    with pytest.raises(ResultsFileError, match="b.json: made from other"):
        merge_documents([("a.json", a), ("b.json", b)])


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ('{"schema": 1, "scenarios": [', ":2: not valid JSON"),
        ("[]", "expected a JSON object"),
        ('{"schema": 7, "scenarios": []}', "unknown schema 7"),
        ('{"schema": 1}', "no 'scenarios' list"),
        ('{"schema": 1, "scenarios": [{"nodeid": "x"}]}', "no valid 'feature'"),
        ("\udcff", "cannot read"),
    ],
)
def test_a_corrupt_results_file_is_a_typed_error_naming_the_file(
    tmp_path: Path, text: str, needle: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "results.json"
    if text == "\udcff":
        path.write_bytes(b"\xff\xfe\x00garbage")
    else:
        path.write_text(text.replace("[", "[\n", 1) if text.endswith("[") else text, encoding="utf-8")
    with pytest.raises(ResultsFileError) as info:
        load_results(path)
    assert str(path) in str(info.value) and needle in str(info.value)
    assert results_main(["check", str(path)]) == 1
    assert str(path) in capsys.readouterr().err


def test_a_missing_results_file_is_a_typed_error(tmp_path: Path) -> None:
    with pytest.raises(ResultsFileError, match="no such results file"):
        load_results(tmp_path / "nope.json")


def test_check_complete_refuses_a_partial_file(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    path.write_text('{"schema": 1, "scenarios": [], "complete": false, "partial": "-x"}', encoding="utf-8")
    assert results_main(["check", str(path)]) == 0
    assert results_main(["check", "--complete", str(path)]) == 1
