"""``make conformance-release REF=<commit>`` (issue 23): our engine at a commit becomes an engine results file
the conformance page reads (``tools/conformance/release_results.py``)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from oracle.site.engines import load_engine_run

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "conformance" / "release_results.py"


def _module() -> Any:
    spec = importlib.util.spec_from_file_location("release_results", SCRIPT)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_results_file_becomes_an_engine_column() -> None:
    release = _module()
    doc = {
        "schema": 1,
        "generated_at": "2026-12-01T00:00:00+00:00",
        "inputs": {"features/a.feature": "0" * 64},
        "scenarios": [
            {
                "nodeid": "t::b",
                "feature": "features/b.feature",
                "line": 3,
                "name": "B",
                "tags": [],
                "ids": [],
                "status": "failed",
                "failure": {"step": "Then x", "message": "no"},
                "duration": 0.1,
            },
            {
                "nodeid": "t::a",
                "feature": "features/a.feature",
                "line": 9,
                "name": "A",
                "tags": ["sve"],
                "ids": [],
                "status": "passed",
                "failure": None,
                "duration": 0.2,
            },
        ],
    }
    out = release.column(doc, "0123456789abcdef", "v1.0", "2026-12-01")
    assert out["engine"] == {
        "name": "ruling-oracle",
        "version": "0123456789 (2026-12-01)",
        "protocol": "in-process",
        "command": "make conformance-release REF=v1.0",
    }
    assert [r["name"] for r in out["scenarios"]] == ["A", "B"]  # sorted: the same run gives the same file
    assert "inputs" not in out and "duration" not in out["scenarios"][0]
    assert out["totals"] == {"scenarios": 2, "passed": 1, "failed": 1}
    assert release.ref_name("v1.0", "0123456789abcdef") == "v1.0"
    assert release.ref_name("41afb13", "41afb13fe6aa") == "41afb13fe6"
    assert release.ref_name("HEAD~3", "41afb13fe6aa") == "41afb13fe6"


def test_the_script_runs_a_commits_own_suite(tmp_path: Path) -> None:
    """End to end on this checkout's HEAD, a few scenarios: the file it writes loads as an engine run."""
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    if head.returncode != 0:
        pytest.skip("not a git checkout")
    out = tmp_path / "ours-head.json"
    proc = subprocess.run(
        [sys.executable, str(SCRIPT), "HEAD", "--out", str(out), "-k", "ward and guard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    run = load_engine_run(out)
    assert run.engine.name == "ruling-oracle" and run.engine.protocol == "in-process"
    assert run.commit == head.stdout.strip()
    assert run.by_name and {o.verdict for o in run.by_name.values()} <= {"pass", "fail", "error", "not-run"}
