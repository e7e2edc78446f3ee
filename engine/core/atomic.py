"""Atomic actions: an action that raises leaves the game exactly as it was.

A game object keeps all of its mutable data in one ``state`` attribute. The
:func:`atomic` decorator snapshots that state before a public action runs and
puts the snapshot back if the action raises any :class:`EngineError`, so a
refused play never loses, moves or half-pays anything.
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from engine.core.errors import EngineError


class HasState(Protocol):
    """Anything with a deep-copyable ``state``."""

    state: Any


F = TypeVar("F", bound=Callable[..., Any])


def atomic(method: F) -> F:
    """Make a game method all-or-nothing.

    Nested atomic calls are cheap: only the outermost call takes a snapshot.
    """

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        if getattr(self, "_in_action", False):
            return method(self, *args, **kwargs)
        snapshot = copy.deepcopy(self.state)
        self._in_action = True
        try:
            return method(self, *args, **kwargs)
        except EngineError:
            self.state = snapshot
            raise
        finally:
            self._in_action = False

    return wrapper  # type: ignore[return-value]
