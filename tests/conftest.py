"""Settings for every test under ``tests/``.

The Hypothesis pytest plugin is loaded by its entry point into every pytest
run, and at the end of each run it imports all of Hypothesis to write its
summary (about half a second, more than a trivial test run costs). When no
test of this run imported Hypothesis and no report carries what its summary
prints (a failing example, or statistics when asked for; reports come from
xdist workers), nothing is left for it to report: it is unregistered before the
summary. Processes that ran the property tests keep it unchanged.

Hypothesis itself, when a test module imports it, loads every third-party "hypothesis" plugin: here only
trio's (trio comes with selenium), which imports all of trio to register its scheduler's random generator
(a quarter of collecting the whole suite, in every xdist worker). No test uses trio:
``HYPOTHESIS_NO_PLUGINS`` (Hypothesis's own switch) skips those plugins; Hypothesis works as before.
"""

from __future__ import annotations

import gc
import os
import sys

import pytest

if "hypothesis" not in sys.modules:
    os.environ.setdefault("HYPOTHESIS_NO_PLUGINS", "1")

_HYPOTHESIS_PLUGIN = "hypothesispytest"


def _hypothesis_reported(config: pytest.Config) -> bool:
    """Whether a report (from an xdist worker) carries what the plugin's summary prints: a failing example
    (it writes a patch), or statistics when ``--hypothesis-show-statistics`` asks for them. Without either,
    the summary would import all of Hypothesis in the xdist controller to print nothing."""
    show_statistics = bool(config.getoption("--hypothesis-show-statistics", default=False))
    reporter = config.pluginmanager.get_plugin("terminalreporter")
    for reports in getattr(reporter, "stats", {}).values():
        for report in reports:
            data = getattr(report, "__dict__", {})
            if "_hypothesis_failing_examples" in data or (show_statistics and "_hypothesis_stats" in data):
                return True
    return False


def pytest_sessionfinish(session: pytest.Session) -> None:
    """Drop the Hypothesis plugin when this run had no Hypothesis test (runs before the terminal summary)."""
    manager = session.config.pluginmanager
    plugin = manager.get_plugin(_HYPOTHESIS_PLUGIN)
    if plugin is None or "hypothesis" in sys.modules or _hypothesis_reported(session.config):
        return
    manager.unregister(plugin)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> object:
    """Collect without the cyclic garbage collector, then freeze what collection built.

    Collection only builds what lives to the end of the run (modules, card pools, parsed features,
    test items); collecting garbage meanwhile re-walks that growing heap again and again, which made
    collection grow faster than the number of scenarios. ``gc.freeze`` then moves those objects out of
    the collector's generations, so the collections during the tests, and pytest's own forced ones at
    the end, only look at what the tests allocate.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        return (yield)
    finally:
        gc.freeze()
        if enabled:
            gc.enable()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """``--dist loadscope`` (``make test``): the costliest work units first (see tests/support/xdist_order.py)."""
    if config.getvalue("dist") != "loadscope":
        return None
    from tests.support.xdist_order import make_scheduler

    return make_scheduler(config, log)
