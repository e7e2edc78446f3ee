"""Speed for the scenario suite (see :mod:`tests.support.fast_steps`).

Step definitions are listed once per test module and matched directly, not
through pytest's fixture machinery at every step; parsed feature files are
cached on disk. The step modules of each game folder need nothing special:
whatever ``@given/@when/@then`` definitions a folder's ``conftest.py`` makes
visible are the ones found, with pytest-bdd's own precedence and errors.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tests.support import fast_steps
from tests.support.context import scenario_reads_snapshot

fast_steps.install()


def pytest_collection_finish(session: pytest.Session) -> None:
    """Keep the parsed feature files for the next run."""
    fast_steps.save_feature_cache()


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Tell the step context whether a step of this scenario reads the state before an action."""
    scenario_reads_snapshot(fast_steps.scenario_has_step_marked(request, scenario, "reads_snapshot"))


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    scenario_reads_snapshot(None)


_tag_marks: dict[str, Any] = {}


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> object:
    """pytest-bdd's own tag handling (``pytest.mark.<tag>``), with each tag's mark made once, not at every use.

    pytest stores a mark by giving the function a new ``pytestmark`` list (the old marks and the new one).
    The tags of one scenario come one after another: when the function is the one just marked and still holds
    the list pytest made for it then, the next mark is appended to that list, the same contents without
    rebuilding the list at every tag (scenarios carry many tags).
    """
    decorator = _tag_marks.get(tag)
    if decorator is None:
        decorator = _tag_marks[tag] = getattr(pytest.mark, tag)
    marks = getattr(function, "__dict__", {}).get("pytestmark")
    if _last_marked[0] is function and marks is not None and marks is _last_marked[1]:
        marks.append(decorator.mark)
        return function
    result = decorator(function)
    _last_marked[0], _last_marked[1] = result, getattr(result, "__dict__", {}).get("pytestmark")
    return result


_last_marked: list[Any] = [None, None]
