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
# machine (one probed run of `make test`'s pytest, tests/support/cpu_probe.py, at load ~10, so about 1.4x the
# idle figures; only their proportions matter). "real-site" includes Chromium (~3.8 s, counted when the
# browser quits at the end of its worker). Approximate: they only order the work; a module
# left out costs PER_TEST per test, which underrates the few slow small modules listed last.
COSTS = {
    "real-site": 9.4,
    "tests/conformance/test_conformance.py": 9.0,  # wire runs (issue 23): ~13 s CPU in one run at load ~12
    "tests/unit/test_oracle_results_plugin.py": 3.0,
    "tests/steps/sve/test_sve.py": 1.8,  # ~800 scenarios: PER_TEST would say 3.2
    "tests/unit/test_contributing_guide.py": 2.5,
    "tests/site/test_serve.py": 2.1,
    "tests/site/test_publish.py": 1.7,
    "tests/fuzz/test_fuzz.py": 1.55,
    "tests/site/test_hostile.py": 1.5,
    "tests/unit/test_oracle_make_results.py": 1.4,
    "tests/unit/test_bp01_random_games.py": 1.35,
    "tests/unit/test_sources.py": 1.05,
    "tests/unit/test_sve_properties.py": 1.0,
    "tests/site/test_fast_features.py": 0.9,
    "tests/support/test_fast_steps.py": 0.9,
    "tests/site/test_glossary_needles.py": 0.57,
    "tests/site/test_shell.py": 0.5,
    "tests/steps/foh/test_foh.py": 0.48,
    "tests/unit/test_oracle_checks.py": 0.47,
    "tests/unit/test_sve_pool_cache.py": 0.47,
    "tests/steps/umafan/test_umafan.py": 0.44,
    "tests/unit/test_sve_golden_4b.py": 0.41,
    "tests/fuzz/test_catalogue.py": 0.36,
    "tests/unit/test_sve_design.py": 0.35,
    "tests/unit/test_sve_export.py": 0.32,
    "tests/unit/test_core_touch.py": 0.3,
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
