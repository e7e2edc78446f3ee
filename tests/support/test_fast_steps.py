"""The fast step lookup picks what pytest-bdd would pick, fails like it, and notices a changed feature file.

One small pytest-bdd project is run in a separate process (a child of the fork server of
:mod:`tests.support.pytest_runs`), twice: the second run after a feature file changed, so it must not
be served from the parsed-feature cache.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

from tests.support.pytest_runs import clean_env, run_pytest

REPO = Path(__file__).resolve().parents[2]

FEATURE = """Feature: Lookup
  Scenario: The closest definition wins
    Given a number 3
    When it is doubled
    Then it is 6

  Scenario: A step nobody defined
    Given a number 3
    When it is tripled
"""

ROOT_CONFTEST = """
import pytest
from pytest_bdd import given, parsers, then, when

from tests.support import fast_steps

fast_steps.install()


def pytest_collection_finish(session):
    fast_steps.save_feature_cache()


@pytest.fixture
def box():
    return {}


@given(parsers.parse("a number {n:d}"))
def number(box, n):
    box["n"] = n


@when("it is doubled")
def doubled_wrong(box):
    box["n"] = -1  # overridden by the folder's own definition below


@then(parsers.parse("it is {n:d}"))
def it_is(box, n):
    assert box["n"] == n
"""

SUB_CONFTEST = """
from pytest_bdd import when


@when("it is doubled")
def doubled(box):
    box["n"] *= 2
"""

TEST_MODULE = """
from pytest_bdd import scenarios

scenarios("lookup.feature")
"""


def _run(project: Path) -> subprocess.CompletedProcess[str]:
    env = clean_env()
    env["PYTHONPATH"] = os.pathsep.join([str(REPO), env.get("PYTHONPATH", "")])
    args = ["-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:oracle_results"]
    return run_pytest(args, project, env, timeout=120)


def test_lookup_precedence_undefined_steps_and_feature_cache(tmp_path: Path) -> None:
    project = tmp_path / "project"
    sub = project / "sub"
    sub.mkdir(parents=True)
    (project / "pytest.ini").write_text("[pytest]\nbdd_features_base_dir = features/\n", encoding="utf-8")
    (project / "features").mkdir()
    feature = project / "features" / "lookup.feature"
    feature.write_text(FEATURE, encoding="utf-8")
    (project / "conftest.py").write_text(ROOT_CONFTEST, encoding="utf-8")
    (sub / "conftest.py").write_text(SUB_CONFTEST, encoding="utf-8")
    (sub / "test_lookup.py").write_text(TEST_MODULE, encoding="utf-8")

    first = _run(project)
    out = first.stdout + first.stderr
    assert "1 failed, 1 passed" in out, out
    assert "StepDefinitionNotFoundError" in out and "it is tripled" in out, out

    # Same size, new content and time: the cached parse must not be used.
    feature.write_text(FEATURE.replace("Then it is 6", "Then it is 7"), encoding="utf-8")
    os.utime(feature, ns=(feature.stat().st_atime_ns, feature.stat().st_mtime_ns + 1_000_000_000))
    second = _run(project)
    out = second.stdout + second.stderr
    assert "2 failed" in out, out


def test_a_seeded_copy_gets_only_its_unchanged_features(tmp_path: Path, monkeypatch: Any) -> None:
    """``seed_feature_cache``: an unchanged copied file gets this tree's parsed feature, its path moved to
    the copy's; a file changed in the copy (or missing there) gets nothing and is parsed again."""
    import pickle
    import shutil

    from tests.support import fast_steps

    source, dest = tmp_path / "source", tmp_path / "dest"
    for name in ("same", "changed", "gone"):
        path = source / "features" / f"{name}.feature"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"Feature: {name}\n  Scenario: {name} one\n    Given a number 3\n", encoding="utf-8")
    cache = source / "tests" / "support" / "__pycache__" / "features.pickle"
    monkeypatch.setattr(fast_steps, "_cache_file", lambda: cache)
    monkeypatch.setattr(fast_steps, "_disk", {})
    for name in ("same", "changed", "gone"):
        fast_steps.get_feature(str(source / "features"), f"{name}.feature")
    fast_steps.save_feature_cache()
    shutil.copytree(source, dest, ignore=shutil.ignore_patterns("__pycache__"))  # keeps modification times
    (dest / "features" / "gone.feature").unlink()
    with (dest / "features" / "changed.feature").open("a", encoding="utf-8") as handle:
        handle.write("    When it is doubled\n")

    assert fast_steps.seed_feature_cache(source, dest) == 1
    with (dest / cache.relative_to(source)).open("rb") as handle:
        seeded = pickle.load(handle)
    [(key, (_, feature))] = seeded.items()
    copied = str(dest / "features" / "same.feature")
    assert key == f"{copied}\0{dest / 'features'}\0utf-8" and feature.filename == copied
    assert fast_steps.seed_feature_cache(source, tmp_path / "elsewhere") == 0
