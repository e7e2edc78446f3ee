"""The fork server's pytest runs look like ``python -m pytest`` in a fresh process to the project they run."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from tests.support.pytest_runs import clean_env, run_pytest

PROBE = """
import os
import sys


def test_a_fresh_process_for_this_project(capsys):
    assert os.getcwd() == os.environ["EXPECT_CWD"]
    assert sys.path[0] == os.environ["EXPECT_CWD"]  # as `python -m` puts it
    assert sys.path[1] == os.environ["EXPECT_EXTRA"]  # then PYTHONPATH
    assert sys.dont_write_bytecode
    assert "tests" not in sys.modules and "oracle" not in sys.modules
    assert os.environ.get("PYTEST_XDIST_WORKER") is None
    assert sys.argv[0].endswith(os.path.join("pytest", "__main__.py"))
    with capsys.disabled():
        print("to stdout")
        print("to stderr", file=sys.stderr)


def test_fails():
    assert False, "this one fails"
"""


def test_a_run_is_like_python_m_pytest_in_a_fresh_process(tmp_path: Path) -> None:
    project = tmp_path / "probe"
    extra = tmp_path / "extra"
    project.mkdir()
    extra.mkdir()
    (project / "test_probe.py").write_text(PROBE, encoding="utf-8")
    env = clean_env(
        PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=str(extra), EXPECT_CWD=str(project), EXPECT_EXTRA=str(extra)
    )
    proc = run_pytest(
        [
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:hypothesispytest",
            "-p",
            "no:oracle_results",
            "-p",
            "no:oracle_feature_args",
            "-p",
            "no:oracle_conformance",
        ],
        project,
        env,
    )
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "1 failed, 1 passed" in proc.stdout, proc.stdout + proc.stderr
    assert "this one fails" in proc.stdout
    assert "to stdout" in proc.stdout and "to stdout" not in proc.stderr
    assert "to stderr" in proc.stderr
    assert os.getcwd() != str(project) and "EXPECT_CWD" not in os.environ  # this process is untouched
    assert sys.path[0] != str(project)
