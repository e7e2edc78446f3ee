"""`pytest features/<game>/x.feature` runs that file's scenarios (oracle/feature_args.py), as a new contributor
first tries it; other arguments are left alone."""

from __future__ import annotations

from pathlib import Path

from oracle.feature_args import Wanted, rewrite
from tests.support.pytest_runs import clean_env, run_pytest

ROOT = Path(__file__).resolve().parents[2]


def test_feature_paths_become_their_games_step_folder() -> None:
    args, wanted = rewrite(
        ["-q", "features/sve/winning.feature", "features/sve/turn.feature:8", "features/foh", "tests/unit"],
        ROOT,
    )
    assert args == ["-q", str(ROOT / "tests/steps/sve"), str(ROOT / "tests/steps/foh"), "tests/unit"]
    assert wanted == [
        Wanted(ROOT / "features/sve/winning.feature", None),
        Wanted(ROOT / "features/sve/turn.feature", 8),
        Wanted(ROOT / "features/foh", None),
    ]
    assert wanted[2].matches(ROOT / "features/foh/run.feature", 3)
    assert not wanted[1].matches(ROOT / "features/sve/turn.feature", 9)


def test_other_arguments_and_missing_files_are_left_to_pytest() -> None:
    args, wanted = rewrite(["features/sve/nope.feature", "-k", "x", "README.md"], ROOT)
    assert args == ["features/sve/nope.feature", "-k", "x", "README.md"] and wanted == []


def test_one_feature_file_runs_only_its_scenarios() -> None:
    env = clean_env()
    done = run_pytest(
        ["-p", "no:xdist", "-p", "no:cacheprovider", "features/sve/winning.feature:8"], ROOT, env
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout and "deselected" in done.stdout
