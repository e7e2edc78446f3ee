"""The results plugin: one file per run, honest statuses, the same data under pytest-xdist."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from oracle.results_plugin import merge_status
from tests.site.support import copy_fixture, run_scenarios


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_fixture(tmp_path_factory.mktemp("plugin") / "project")


@pytest.fixture(scope="module")
def serial(project: Path) -> dict[str, Any]:
    out = project / "serial.json"
    proc = run_scenarios(project, out)
    assert proc.returncode == 1, proc.stdout + proc.stderr  # the fixture has failing scenarios
    return json.loads(out.read_text(encoding="utf-8"))


def _by_name(doc: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {s["name"]: s for s in doc["scenarios"]}


def test_statuses_and_failure_details(serial: dict[str, Any]) -> None:
    s = _by_name(serial)
    assert s["A guarding follower draws the attack"]["status"] == "passed"
    assert s["A guarding follower draws the attack"]["failure"] is None
    failed = s["The evolve deck holds at most ten cards"]
    assert failed["status"] == "failed"
    assert failed["failure"]["step"] == "Then the counter is 4"
    assert failed["failure"]["line"] == 26
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
    assert serial["totals"] == {"scenarios": 7, "passed": 4, "failed": 1, "undefined": 1, "skipped": 1}
    assert set(serial["inputs"]) == {
        "features/foh/run.feature",
        "features/sve/keywords.feature",
        "features/umafan/rules.feature",
    }


def test_xdist_controller_writes_the_same_results(project: Path, serial: dict[str, Any]) -> None:
    out = project / "xdist.json"
    run_scenarios(project, out, "-n", "2")
    par = json.loads(out.read_text(encoding="utf-8"))

    def strip(doc: dict[str, Any]) -> list[dict[str, Any]]:
        return [{k: v for k, v in s.items() if k != "duration"} for s in doc["scenarios"]]

    assert strip(par) == strip(serial)
    assert par["totals"] == serial["totals"]


def test_no_file_without_bdd_scenarios(tmp_path: Path) -> None:
    (tmp_path / "test_plain.py").write_text("def test_x():\n    assert True\n", encoding="utf-8")
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    out = tmp_path / "r.json"
    proc = run_scenarios(tmp_path, out)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert not out.exists()


def test_merge_status_keeps_the_worst() -> None:
    assert merge_status(None, "passed") == "passed"
    assert merge_status("passed", "failed") == "failed"
    assert merge_status("undefined", "failed") == "undefined"
    assert merge_status("failed", "skipped") == "failed"


def test_a_partial_run_leaves_the_default_results_file_alone(tmp_path: Path) -> None:
    project = copy_fixture(tmp_path / "project")
    default = project / "results" / "results.json"
    default.parent.mkdir(parents=True, exist_ok=True)
    default.write_text('{"full": true}\n', encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-k", "guarding"],
        cwd=project,
        env={k: v for k, v in os.environ.items() if k not in ("PYTEST_XDIST_WORKER", "PYTEST_ADDOPTS")},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert "partial run" in proc.stdout, proc.stdout + proc.stderr
    assert default.read_text(encoding="utf-8") == '{"full": true}\n'
