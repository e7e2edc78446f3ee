"""The per-scenario context that step definitions share.

Given steps build ``ctx.game`` through an engine's set-up API; When steps call
:meth:`Ctx.attempt` with one public engine action, which snapshots the state
first and keeps a typed refusal instead of raising it; Then steps read
``ctx.game`` (which fails loudly if a refusal happened that no step expected).
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core import Refusal


@dataclass
class Ctx:
    """What one scenario knows: the game, the last refusal, the state before the last action."""

    raw_game: Any = None
    error: Refusal | None = None
    error_checked: bool = False
    snapshot: Any = None
    names: dict[str, int] = field(default_factory=dict)
    extra: dict[str, Any] = field(default_factory=dict)

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
        self.snapshot = copy.deepcopy(self.raw_game.state)
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
