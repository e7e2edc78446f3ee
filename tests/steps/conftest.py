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

fast_steps.install()


def pytest_collection_finish(session: pytest.Session) -> None:
    """Keep the parsed feature files for the next run."""
    fast_steps.save_feature_cache()


_tag_marks: dict[str, Any] = {}


@pytest.hookimpl(tryfirst=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> object:
    """pytest-bdd's own tag handling (``pytest.mark.<tag>``), with each tag's mark made once, not at every use."""
    mark = _tag_marks.get(tag)
    if mark is None:
        mark = _tag_marks[tag] = getattr(pytest.mark, tag)
    return mark(function)
