"""The per-scenario context that step definitions share.

Given steps start a game with :meth:`Ctx.new_game` (a named set-up of the engine seam,
:mod:`engine.interface`) and build it further through the game's set-up ops; When steps call
:meth:`Ctx.attempt` with one public engine action, which snapshots the state first and keeps a typed
refusal instead of raising it; Then steps read ``ctx.game`` (which fails loudly if a refusal happened that
no step expected). The steps reach the engine only through the ops of ``engine/<game>/interface.py``.

Which engine answers is the *backend*: our engines in this process (:class:`LocalBackend`, the default:
``ctx.game`` is the engine's own game object, no layer between) or another engine behind the wire protocol
(``oracle.conformance`` installs its backend with :func:`use_backend`).

The snapshot is the engine's ``snapshot()`` query: a value equal to a later snapshot exactly when the game
state did not change (ours: one pickle of the state, compared only when a Then step reads it; over the
wire: a digest of the state).

Only scenarios that have a step reading the snapshot take it: such a step
definition is marked with :func:`reads_snapshot`; before each scenario the steps'
``conftest.py`` says whether one of its steps is (:func:`scenario_reads_snapshot`),
and a context (``snapshots=None``) follows that answer, taking snapshots whenever
no answer was given. A step that reads ``ctx.snapshot`` without the mark, in a
scenario that took none, fails loudly.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from engine.core import Refusal
from engine.interface import engine_op

_F = TypeVar("_F", bound=Callable[..., Any])


def reads_snapshot(func: _F) -> _F:
    """Mark a step definition that reads ``ctx.snapshot``: scenarios with such a step take one per action."""
    func.reads_snapshot = True  # type: ignore[attr-defined]
    return func


# Whether a step of the running scenario reads the snapshot: None (not told: take them), True or False.
_running_scenario_reads: list[bool | None] = [None]


def scenario_reads_snapshot(reads: bool | None) -> None:
    """Say whether a step of the scenario now starting reads ``ctx.snapshot`` (``None`` when it ends)."""
    _running_scenario_reads[0] = reads


class Backend(Protocol):
    """Where games come from: :meth:`new_game` returns an object with the game's interface ops."""

    def new_game(self, game: str, setup: str, **kwargs: Any) -> Any: ...

    def engine_call(self, game: str, op: str, *args: Any, **kwargs: Any) -> Any: ...


class LocalBackend:
    """Our engines, in this process: the interface's engine-level functions, called directly."""

    def __init__(self) -> None:
        self._started: set[str] = set()

    def new_game(self, game: str, setup: str, **kwargs: Any) -> Any:
        if game not in self._started:
            self._started.add(game)
            op = engine_op(game, "new_game")  # imports the engine (its modules, its card pool) on first use
            if gc.get_freeze_count():
                # The scenario run froze what collection built (tests/conftest.py): the engine just imported
                # lives as long, so it joins it, and the run's garbage collections no longer walk it.
                gc.freeze()
            return op(setup, **kwargs)
        return engine_op(game, "new_game")(setup, **kwargs)

    def engine_call(self, game: str, op: str, *args: Any, **kwargs: Any) -> Any:
        return engine_op(game, op)(*args, **kwargs)


_backend: list[Backend] = [LocalBackend()]


def use_backend(backend: Backend | None) -> None:
    """Make the steps' games come from ``backend`` (``None``: our engines in this process again)."""
    _backend[0] = backend if backend is not None else LocalBackend()


@dataclass
class Ctx:
    """What one scenario knows: the game, the last refusal, the state before the last action."""

    raw_game: Any = None
    error: Refusal | None = None
    error_checked: bool = False
    names: dict[str, int] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)
    snapshots: bool | None = None  # None: as told for the running scenario
    _attempted: bool = field(default=False, repr=False)
    _took: bool = field(default=False, repr=False)
    _snapshot: Any = field(default=None, repr=False)

    @property
    def snapshot(self) -> Any:
        """The engine's snapshot of the state just before the last action (``None`` if none was taken).

        Compare it with ``ctx.raw_game.snapshot()``: equal exactly when the state is unchanged."""
        if self._attempted and not self._took:
            raise AssertionError(
                "a step read the state before the last action, but this scenario took no snapshot:"
                " mark its step definition with tests.support.context.reads_snapshot"
            )
        return self._snapshot

    @snapshot.setter
    def snapshot(self, value: Any) -> None:
        self._snapshot = value
        self._attempted = self._took = value is not None

    def take_snapshot(self) -> None:
        """Ask the engine for a snapshot of the current state, if a step of this scenario reads it."""
        self._attempted = True
        wanted = self.snapshots if self.snapshots is not None else _running_scenario_reads[0] is not False
        self._took = wanted
        self._snapshot = self.raw_game.snapshot() if wanted else None

    def new_game(self, game: str, setup: str, **kwargs: Any) -> Any:
        """Start a fresh game of ``game`` (``sve``, ``foh``, ``umafan``) from a named set-up of its interface."""
        self.game = _backend[0].new_game(game, setup, **kwargs)
        return self.raw_game

    def engine_call(self, game: str, op: str, *args: Any, **kwargs: Any) -> Any:
        """Run an engine-level op of ``game`` that needs no game (e.g. SVE ``check_deck``)."""
        return _backend[0].engine_call(game, op, *args, **kwargs)

    @property
    def game(self) -> Any:
        """The game, for reading. Fails if an action was refused and no step checked the refusal."""
        if self.error is not None and not self.error_checked:
            raise AssertionError(f"the last action was refused unexpectedly: {self.error!r}")
        return self.raw_game

    @game.setter
    def game(self, value: Any) -> None:
        self.raw_game = value

    def attempt(self, action: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run one engine action; keep a refusal (and the state before it) for Then steps."""
        if self.error is not None and not self.error_checked:
            raise AssertionError(f"an earlier action was refused unexpectedly: {self.error!r}")
        self.take_snapshot()
        self.error = None
        self.error_checked = False
        try:
            return action(*args, **kwargs)
        except Refusal as refusal:
            # kept without its traceback: the traceback's frames hold this context (and the game), a
            # reference cycle only the cyclic collector would free; no step reads a refusal's traceback
            self.error = refusal.with_traceback(None)
            return None

    def take_refusal(self) -> Refusal:
        """The refusal of the last action, marking it as expected."""
        if self.error is None:
            raise AssertionError("the last action was not refused, but the scenario expected a refusal")
        self.error_checked = True
        return self.error
