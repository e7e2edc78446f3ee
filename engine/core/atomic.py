"""Atomic actions: an action that raises leaves the game exactly as it was.

A game object keeps all of its mutable data in one ``state`` attribute. The :func:`atomic` decorator
takes a :func:`~engine.core.checkpoint.checkpoint` of that state before a public action changes it and
puts it back (in place: the state and every object in it stay the same objects) if the action raises
*anything*, so a refused play never loses, moves or half-pays anything and a game is never left stuck
half-way through a phase:

* an :class:`~engine.core.errors.EngineError` (a refusal, a set-up error) is re-raised as it is;
* any other ``Exception`` (a ``TypeError`` from a malformed argument that slipped through, a bug) is
  re-raised as :class:`~engine.core.errors.EngineFault`, chained to the original, so callers that
  catch engine errors see a typed error, and nothing that catches only :class:`Refusal` mistakes an
  engine bug for a rules refusal;
* ``KeyboardInterrupt`` and other ``BaseException`` are re-raised as they are, after the rollback.

Check, then change. ``@atomic`` takes the checkpoint before the method runs. ``@atomic(lazy=True)`` lets
a method that first checks everything and only then changes the state skip it when it refuses during
its checks: the method calls :func:`changing` right before its first change, and the checkpoint is taken
there. A refusal raised before that point needs no rollback, so it costs nothing. (Forgetting
:func:`changing` before a change would leak that change on a later refusal; the fuzz harness's
"refusal => identical state" check exists to catch exactly that.) An eager atomic method called from a
lazy one takes the checkpoint for it.

Cards on demand. A game class that sets ``touches_cards = True`` promises to call :func:`touch` on every
card right before an action first changes it; its checkpoints then record the zones up front and each
card only when it is touched (see :mod:`engine.core.checkpoint`), so a checkpoint costs what the action
changes rather than the whole table. (A change to a card that was not touched first would leak on a later
refusal, like a change before :func:`changing`; the fuzz harness rolls back every successful action to
catch exactly that.)
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, Protocol, TypeVar, overload

from engine.core.checkpoint import checkpoint
from engine.core.errors import EngineError, EngineFault


class HasState(Protocol):
    """Anything with a ``state`` made of plain data (see :mod:`engine.core.snapshot`)."""

    state: Any


F = TypeVar("F", bound=Callable[..., Any])

_NOT_TAKEN: Any = object()


def _save(game: Any) -> Any:
    """The checkpoint of ``game``'s state: every card up front, or (``touches_cards``) cards when touched."""
    if getattr(game, "touches_cards", False):
        return checkpoint(game.state, cards=False)
    return checkpoint(game.state)


def changing(game: Any) -> None:
    """Inside an ``@atomic(lazy=True)`` action: the state is about to change, take the checkpoint now.

    Calling it again, or from an eager atomic action, does nothing.
    """
    if getattr(game, "_atomic_saved", _NOT_TAKEN) is _NOT_TAKEN and getattr(game, "_in_action", False):
        game._atomic_saved = _save(game)


def touch(game: Any, card: Any) -> None:
    """``card`` is about to change inside an action of a ``touches_cards`` game: record it in the action's
    checkpoint (once). Outside an action, or before :func:`changing`, it does nothing."""
    saved = getattr(game, "_atomic_saved", _NOT_TAKEN)
    if saved is not _NOT_TAKEN:
        saved.touch(card)


def _wrap(method: F, lazy: bool) -> F:
    @functools.wraps(method)
    def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
        if getattr(self, "_in_action", False):
            if not lazy:
                changing(self)
            return method(self, *args, **kwargs)
        self._atomic_saved = _NOT_TAKEN if lazy else _save(self)
        self._in_action = True
        try:
            return method(self, *args, **kwargs)
        except EngineError:
            if self._atomic_saved is not _NOT_TAKEN:  # a refusal during the checks: nothing to put back
                _restore(self)
            raise
        except Exception as error:
            _restore(self)
            raise EngineFault(
                f"{method.__name__} failed inside the engine ({type(error).__name__}: {error}); "
                "the game was rolled back to where it was before the call"
            ) from error
        except BaseException:
            _restore(self)
            raise
        finally:
            self._in_action = False
            self._atomic_saved = _NOT_TAKEN

    return wrapper  # type: ignore[return-value]


def _restore(game: Any) -> None:
    saved = game._atomic_saved
    if saved is not _NOT_TAKEN:
        game.state = saved.restore()


@overload
def atomic(method: F) -> F: ...


@overload
def atomic(*, lazy: bool = False) -> Callable[[F], F]: ...


def atomic(method: F | None = None, *, lazy: bool = False) -> F | Callable[[F], F]:
    """Make a game method all-or-nothing (``@atomic``, or ``@atomic(lazy=True)`` with :func:`changing`).

    Nested atomic calls are cheap: only the outermost call takes a checkpoint, and only the outermost
    call rolls back (an inner failure propagates to it).
    """
    if method is not None:
        return _wrap(method, lazy=False)

    def decorate(inner: F) -> F:
        return _wrap(inner, lazy=lazy)

    return decorate
