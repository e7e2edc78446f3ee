"""Fixtures of the site tests. The fixture project under ``fixtures/`` is data, never collected here."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.export_cards import main as export_cards
from tests.site.support import FIXTURE_CARDS, REPO, build_site, copy_fixture, run_scenarios

collect_ignore = ["fixtures"]


@pytest.fixture(scope="session")
def fixture_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_fixture(tmp_path_factory.mktemp("fixture") / "project")


@pytest.fixture(scope="session")
def fixture_results(fixture_project: Path) -> Path:
    results = fixture_project / "results.json"
    proc = run_scenarios(fixture_project, results)
    assert results.is_file(), f"no results written:\n{proc.stdout}\n{proc.stderr}"
    return results


@pytest.fixture(scope="session")
def fixture_results_doc(fixture_results: Path) -> dict[str, Any]:
    return json.loads(fixture_results.read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def fixture_site(
    fixture_project: Path, fixture_results: Path, tmp_path_factory: pytest.TempPathFactory
) -> Path:
    return build_site(
        fixture_project, fixture_results, tmp_path_factory.mktemp("fixture-site"), FIXTURE_CARDS
    )


@pytest.fixture(scope="session")
def real_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's own site (its features, the results file if any, the engine's real card export, as
    ``make site`` builds it), built into a temp dir."""
    work = tmp_path_factory.mktemp("real-site")
    cards = work / "cards.json"
    assert export_cards([str(cards)]) == 0
    return build_site(REPO, REPO / "results" / "results.json", work, cards)
