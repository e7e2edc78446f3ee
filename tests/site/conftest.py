"""Fixtures of the site tests. The fixture project under ``fixtures/`` is data, never collected here.

The built sites are made once per run: under pytest-xdist the first worker that needs one builds it into
the run's shared temp folder (under a lock) and the other workers reuse it, read-only. They are built in
this process (``support.build_site``, as the hostile-input site is).
"""

from __future__ import annotations

import fcntl
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.export_cards import main as export_cards
from tests.site.support import FIXTURE_CARDS, FIXTURE_ENGINES, REPO, build_site, copy_fixture
from tests.support.pytest_runs import clean_env, run_pytest

collect_ignore = ["fixtures"]


def _once_per_run(factory: pytest.TempPathFactory, name: str, make: Callable[[Path], Path]) -> Path:
    """``make(folder)`` for a fresh folder, done by one process of this run (xdist workers share it).

    Without xdist this is a plain session fixture's temp folder. Under xdist the folder lies in the run's
    temp root, shared by its workers; a lock makes the others wait for the first, which records what it
    made in ``done``. A build that fails records nothing: the next worker tries again (and fails loudly).
    """
    if "PYTEST_XDIST_WORKER" not in os.environ:
        return make(factory.mktemp(name))
    shared = factory.getbasetemp().parent
    done = shared / f"{name}.done"
    with (shared / f"{name}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if done.is_file():
            return Path(done.read_text(encoding="utf-8"))
        folder = shared / name
        if folder.exists():  # an earlier worker's build failed half-way
            shutil.rmtree(folder)
        folder.mkdir()
        made = make(folder)
        done.write_text(str(made), encoding="utf-8")
        return made


def _project_with_results(folder: Path) -> Path:
    project = copy_fixture(folder / "project")
    results = project / "results.json"
    # ``support.run_scenarios``, in a child of the fork server (see tests/support/pytest_runs.py)
    args = ["-q", "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "--oracle-results", str(results)]
    proc = run_pytest(args, project, clean_env(PYTHONDONTWRITEBYTECODE="1"))
    assert results.is_file(), f"no results written:\n{proc.stdout}\n{proc.stderr}"
    return project


@pytest.fixture(scope="session")
def fixture_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the fixture project (features, steps, pytest.ini) with its scenarios' ``results.json``."""
    return _once_per_run(tmp_path_factory, "fixture", _project_with_results)


@pytest.fixture(scope="session")
def fixture_results(fixture_project: Path) -> Path:
    return fixture_project / "results.json"


@pytest.fixture(scope="session")
def fixture_results_doc(fixture_results: Path) -> dict[str, Any]:
    return json.loads(fixture_results.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def fixture_site(
    fixture_project: Path, fixture_results: Path, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    return _once_per_run(
        tmp_path_factory,
        "fixture-site",
        # with a deliberately wrong engine's run beside ours: the conformance page has two columns
        lambda folder: build_site(fixture_project, fixture_results, folder, FIXTURE_CARDS, FIXTURE_ENGINES),
    )


def _real_site(folder: Path) -> Path:
    cards = folder / "cards.json"
    assert export_cards([str(cards)]) == 0
    return build_site(REPO, REPO / "results" / "results.json", folder, cards)


@pytest.fixture(scope="session")
def real_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's own site (its features, the results file if any, the engine's real card export, as
    ``make site`` builds it), built into a temp dir."""
    return _once_per_run(tmp_path_factory, "real-site", _real_site)
