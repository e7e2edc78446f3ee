"""pytest plugin (entry point ``oracle_conformance``): run the scenarios against an engine over the wire.

Options:

* ``--engine-command "CMD ARGS"``: the steps' games come from that engine process (one per game of the run,
  started again after a protocol error) instead of our engines in this process;
* ``--engine-timeout SECONDS``: how long one answer may take (default 10);
* ``--engine-sample N``: run only N scenarios of each game folder, chosen deterministically (evenly spread
  over the scenarios sorted by node id); works without ``--engine-command`` too, for comparisons.

The results file (:mod:`oracle.results_plugin`) gets the top-level ``engine`` object from the handshake, and
scenario statuses ``unsupported`` and ``error`` (with the error's name) from the exceptions the wire raises.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from oracle.conformance.client import WireBackend

DEFAULT_TIMEOUT = 10.0
_BACKEND: pytest.StashKey[WireBackend] = pytest.StashKey()


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("conformance", "engine conformance over the wire protocol")
    group.addoption(
        "--engine-command", default=None, metavar="CMD", help="run the scenarios against this engine"
    )
    group.addoption(
        "--engine-timeout", type=float, default=DEFAULT_TIMEOUT, metavar="S", help="seconds per answer"
    )
    group.addoption(
        "--engine-game",
        default=None,
        metavar="GAME",
        help="the run covers this game's features (features/GAME): complete when all of them ran",
    )
    group.addoption(
        "--engine-sample",
        type=int,
        default=None,
        metavar="N",
        help="only N scenarios per game (deterministic)",
    )


def pytest_configure(config: pytest.Config) -> None:
    game = config.getoption("engine_game", None)
    if game:
        from oracle.results_plugin import FEATURE_SCOPE

        config.stash[FEATURE_SCOPE] = game
    command = config.getoption("engine_command", None)
    if not command:
        return
    from oracle.conformance.client import WireBackend
    from oracle.results_plugin import DOCUMENT_EXTRA
    from tests.support.context import use_backend

    backend = WireBackend(command, timeout=config.getoption("engine_timeout"))
    if game:
        backend.engine["game"] = game
    config.stash[_BACKEND] = backend
    config.stash[DOCUMENT_EXTRA] = {"engine": backend.engine}
    use_backend(backend)


def pytest_unconfigure(config: pytest.Config) -> None:
    backend = config.stash.get(_BACKEND, None)
    if backend is None:
        return
    backend.close()
    from tests.support.context import use_backend

    use_backend(None)


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    n = config.getoption("engine_sample", None)
    if n is None:
        return
    groups: dict[str, list[pytest.Item]] = {}
    for item in items:
        groups.setdefault(_game_of(item), []).append(item)
    keep: list[pytest.Item] = []
    for group in groups.values():
        ordered = sorted(group, key=lambda i: i.nodeid)
        if len(ordered) <= n:
            keep.extend(ordered)
            continue
        step = len(ordered) / n
        keep.extend(ordered[int(k * step)] for k in range(n))
    chosen = {id(i) for i in keep}
    deselected = [i for i in items if id(i) not in chosen]
    items[:] = [i for i in items if id(i) in chosen]
    if deselected:
        config.hook.pytest_deselected(items=deselected)


def _game_of(item: Any) -> str:
    parts = item.nodeid.split("/")
    return parts[2] if len(parts) > 2 and parts[:2] == ["tests", "steps"] else parts[0]
