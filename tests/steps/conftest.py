"""Speed for the scenario suite: remember which step definitions match a step.

pytest-bdd finds a step's definition by walking every registered fixture name
and asking pytest which definitions are visible to the test (measured here:
about two thirds of the scenario run). Which definitions match depends only on
the step's type and text and on the test module (its folder's conftest decides
what is visible), so the answer is cached per (module, type, text). The lookup
itself, its matching and its error for undefined steps stay pytest-bdd's own.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any

_bdd_scenario = importlib.import_module("pytest_bdd.scenario")  # the module, not the function of that name
_find = _bdd_scenario.find_fixturedefs_for_step
_cache: dict[tuple[Path, Any, str], list[Any]] = {}


def _find_cached(step: Any, fixturemanager: Any, node: Any) -> Iterable[Any]:
    key = (Path(node.path), step.type, step.name)
    found = _cache.get(key)
    if found is None:
        found = _cache[key] = list(_find(step=step, fixturemanager=fixturemanager, node=node))
    return found


_bdd_scenario.find_fixturedefs_for_step = _find_cached  # type: ignore[assignment]
