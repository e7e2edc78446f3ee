"""The per-scenario context that step definitions share.

Given steps build ``ctx.game`` through an engine's set-up API; When steps call
:meth:`Ctx.attempt` with one public engine action, which snapshots the state
first and keeps a typed refusal instead of raising it; Then steps read
``ctx.game`` (which fails loudly if a refusal happened that no step expected).

The snapshot is one pickle of the state per action (a C-speed serialisation,
several times cheaper than ``copy.deepcopy``); ``ctx.snapshot`` turns it back
into an independent copy of the state only when a Then step reads it, and the
"state unchanged" check compares that copy with ``==`` exactly as a deep copy
would be compared. A state that cannot be pickled falls back to a deep copy.

Only scenarios that have a step reading the snapshot take it: such a step
definition is marked with :func:`reads_snapshot`; before each scenario the steps'
``conftest.py`` says whether one of its steps is (:func:`scenario_reads_snapshot`),
and a context (``snapshots=None``) follows that answer, taking snapshots whenever
no answer was given. A step that reads ``ctx.snapshot`` without the mark, in a
scenario that took none, fails loudly.
"""

from __future__ import annotations

import copy
import pickle
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine.core import Refusal

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
    _snapshot_blob: bytes | None = field(default=None, repr=False)
    _snapshot_state: Any = field(default=None, repr=False)

    @property
    def snapshot(self) -> Any:
        """An independent copy of the game state just before the last action (``None`` if none was taken)."""
        if self._attempted and not self._took:
            raise AssertionError(
                "a step read the state before the last action, but this scenario took no snapshot:"
                " mark its step definition with tests.support.context.reads_snapshot"
            )
        if self._snapshot_state is None and self._snapshot_blob is not None:
            self._snapshot_state = pickle.loads(self._snapshot_blob)
        return self._snapshot_state

    @snapshot.setter
    def snapshot(self, value: Any) -> None:
        self._snapshot_blob = None
        self._snapshot_state = value
        self._attempted = self._took = value is not None

    def take_snapshot(self) -> None:
        """Remember the current state (one pickle; a deep copy if the state cannot be pickled), if a step of
        this scenario reads it."""
        self._attempted = True
        wanted = self.snapshots if self.snapshots is not None else _running_scenario_reads[0] is not False
        self._took = wanted
        if not wanted:
            self._snapshot_blob = self._snapshot_state = None
            return
        state = self.raw_game.state
        try:
            self._snapshot_blob = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
            self._snapshot_state = None
        except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
            self._snapshot_blob, self._snapshot_state = None, copy.deepcopy(state)

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
            self.error = refusal
            return None

    def take_refusal(self) -> Refusal:
        """The refusal of the last action, marking it as expected."""
        if self.error is None:
            raise AssertionError("the last action was not refused, but the scenario expected a refusal")
        self.error_checked = True
        return self.error
