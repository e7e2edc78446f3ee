"""pytest plugin for mutation runs only (``[tool.mutmut] pytest_add_cli_args``): fresh engine caches per test.

The engines cache their card pools (``functools.cache``). mutmut links a function to the tests that
called it while it collected coverage; with a cached pool only the first test of a run ever calls the
card-loading code, so card-loading mutants were tried against that one test and looked like survivors.
Clearing every engine cache before each test makes each test load the cards itself.
"""

from __future__ import annotations

import sys
from typing import Any


def pytest_runtest_setup(item: Any) -> None:
    """Empty every ``functools.cache`` of the loaded ``engine`` modules."""
    for name, module in list(sys.modules.items()):
        if name != "engine" and not name.startswith("engine."):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()
