"""Costliest work first under ``pytest -n N --dist loadscope`` (``make test``), so the workers end together.

pytest-xdist's ``loadscope`` hands out one test module at a time, biggest first by its *number of tests*:
the scenario modules (hundreds of fast tests) went first and the few slow modules (site builds, browser,
separate pytest runs) came last, one worker finishing alone. Here the same scheduler hands out the work
unit with the largest estimated cost first (longest-processing-time-first): the CPU seconds measured for
the slow modules below, a few milliseconds per test for every other module. The modules that need the
project's own built site (``real_site``) form one unit, so that one worker builds it and uses it while the
other works on something else instead of waiting for it. Which tests run, and each module's tests
together in one worker, are as before; only the order of the units changes.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

# CPU seconds of the slowest test modules (with the processes they start), measured on the project's 2-core
# machine (2026-12-01; real-site, results plugin, hostile and shell again after t-speed3's changes).
# Approximate: they only order the work.
COSTS = {
    "real-site": 10.5,
    "tests/unit/test_oracle_results_plugin.py": 3.5,
    "tests/unit/test_contributing_guide.py": 3.6,
    "tests/unit/test_bp01_random_games.py": 2.9,
    "tests/site/test_publish.py": 2.1,
    "tests/site/test_hostile.py": 1.1,
    "tests/site/test_serve.py": 1.7,
    "tests/unit/test_oracle_make_results.py": 1.3,
    "tests/unit/test_sve_properties.py": 1.3,
    "tests/fuzz/test_fuzz.py": 0.9,
    "tests/site/test_shell.py": 0.5,
    "tests/support/test_fast_steps.py": 0.8,
    "tests/unit/test_sources.py": 0.7,
}
PER_TEST = 0.004  # seconds, any other test

# Modules that use the project's own built site: one work unit.
GROUPS = {
    "tests/site/test_browser.py": "real-site",
    "tests/site/test_links.py": "real-site",
    "tests/site/test_real_site.py": "real-site",
    "tests/site/test_real_export.py": "real-site",
}


def cost(scope: str, unit: dict[str, bool]) -> float:
    return COSTS.get(scope, PER_TEST * len(unit))


class _CostliestFirst(OrderedDict[str, dict[str, bool]]):
    """The scheduler's work queue: ``popitem(last=False)`` gives the costliest unit (the first of equals)."""

    def popitem(self, last: bool = True) -> tuple[str, dict[str, bool]]:
        if not self:
            raise KeyError("popitem(): the work queue is empty")
        scope = max(self, key=lambda s: cost(s, self[s]))
        return scope, self.pop(scope)


def make_scheduler(config: Any, log: Any) -> Any:
    """A ``loadscope`` scheduler that groups the ``GROUPS`` modules and hands out the costliest unit first."""
    from xdist.scheduler import LoadScopeScheduling

    class CostliestFirstScheduling(LoadScopeScheduling):  # type: ignore[misc]
        def __init__(self, config: Any, log: Any = None) -> None:
            super().__init__(config, log)
            self.workqueue = _CostliestFirst()

        def _split_scope(self, nodeid: str) -> str:
            scope: str = super()._split_scope(nodeid)
            return GROUPS.get(scope, scope)

    return CostliestFirstScheduling(config, log)
