"""Atomic actions: an action that raises leaves the game exactly as it was.

A game object keeps all of its mutable data in one ``state`` attribute. The :func:`atomic` decorator
takes a :func:`~engine.core.snapshot.snapshot` of that state before a public action runs and puts the
snapshot back if the action raises *anything*, so a refused play never loses, moves or half-pays
anything and a game is never left stuck half-way through a phase:

* an :class:`~engine.core.errors.EngineError` (a refusal, a set-up error) is re-raised as it is;
* any other ``Exception`` (a ``TypeError`` from a malformed argument that slipped through, a bug) is
  re-raised as :class:`~engine.core.errors.EngineFault`, chained to the original, so callers that
  catch engine errors see a typed error, and nothing that catches only :class:`Refusal` mistakes an
  engine bug for a rules refusal;
* ``KeyboardInterrupt`` and other ``BaseException`` are re-raised as they are, after the rollback.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from engine.core.errors import EngineError, EngineFault
from engine.core.snapshot import snapshot


class HasState(Protocol):
    """Anything with a ``state`` made of plain data (see :mod:`engine.core.snapshot`)."""

    state: Any


F = TypeVar("F", bound=Callable[..., Any])


def atomic(method: F) -> F:
    """Make a game method all-or-nothing.

    Nested atomic calls are cheap: only the outermost call takes a snapshot, and only the outermost
    call rolls back (an inner failure propagates to it).
    """

    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        if getattr(self, "_in_action", False):
            return method(self, *args, **kwargs)
        saved = snapshot(self.state)
        self._in_action = True
        try:
            return method(self, *args, **kwargs)
        except EngineError:
            self.state = saved
            raise
        except Exception as error:
            self.state = saved
            raise EngineFault(
                f"{method.__name__} failed inside the engine ({type(error).__name__}: {error}); "
                "the game was rolled back to where it was before the call"
            ) from error
        except BaseException:
            self.state = saved
            raise
        finally:
            self._in_action = False

    return wrapper  # type: ignore[return-value]
