"""``make results`` on a copy of the fixture project: never trusts a corrupt file, never hides a broken feature.

The project's Makefile runs in the copy with this checkout's virtual environment (``VENV=``), so nothing is
installed. Failing scenarios are results (the fixture has some); a corrupt results file that is newer than
every input is reported by name and replaced; an unparsable feature stops ``make results`` with file:line.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.site.support import copy_fixture

ROOT = Path(__file__).resolve().parents[2]
VENV = Path(sys.prefix)

pytestmark = pytest.mark.skipif(
    shutil.which("make") is None or not (VENV / "bin" / "python").exists(), reason="needs make and a venv"
)


def _make(project: Path, *goals: str) -> subprocess.CompletedProcess[str]:
    env = {
        k: v for k, v in os.environ.items() if k not in ("PYTEST_XDIST_WORKER", "PYTEST_ADDOPTS", "MAKEFLAGS")
    }
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    return subprocess.run(
        ["make", "--no-print-directory", "-f", str(ROOT / "Makefile"), f"VENV={VENV}", *goals],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    copy = copy_fixture(tmp_path / "project")
    (copy / "pyproject.toml").write_text("", encoding="utf-8")  # the Makefile's setup stamp depends on it
    os.utime(copy / "pyproject.toml", (0, 0))
    return copy


def test_a_corrupt_results_file_is_named_and_replaced_and_failures_are_results(project: Path) -> None:
    results = project / "results" / "results.json"
    results.parent.mkdir()
    results.write_text('{"schema": 1, "scenarios": [', encoding="utf-8")  # newer than every input
    proc = _make(project, "results")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "results/results.json:1: not valid JSON" in proc.stderr
    doc = json.loads(results.read_text(encoding="utf-8"))
    assert doc["complete"] is True
    assert doc["totals"]["failed"] == 1 and doc["totals"]["undefined"] == 1, "failing scenarios are results"


def test_an_unparsable_feature_stops_make_results_with_file_and_line(project: Path) -> None:
    feature = project / "features" / "sve" / "keywords.feature"
    feature.write_text(feature.read_text(encoding="utf-8") + "\n  Scenarioo: typo\n", encoding="utf-8")
    proc = _make(project, "results")
    assert proc.returncode != 0
    assert "features/sve/keywords.feature:" in proc.stdout + proc.stderr
    assert "cannot parse" in proc.stdout + proc.stderr
    assert not (project / "results" / "results.json").exists()
