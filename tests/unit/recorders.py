"""Register a checkpoint recorder or a snapshot copier for the length of one test, then put back what was there.

Pins of engine/core hand the checkpoint or the snapshot a recorder or copier of their own (both are public:
``register_recorder``, ``register``) to see which objects reach it; the registries are global, so each test puts
the previous entry back (or removes its own) when it ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from engine.core.checkpoint import _RECORDERS, register_recorder
from engine.core.snapshot import _COPIERS, register


@contextmanager
def _registered(
    table: dict[type, Any], add: Callable[[type, Any], None], cls: type, entry: Callable[..., Any]
) -> Iterator[None]:
    """``entry`` is ``cls``'s entry of ``table`` (set with ``add``) inside the ``with`` block."""
    had, kept = cls in table, table.get(cls)
    add(cls, entry)
    try:
        yield
    finally:
        if had and kept is not None:
            add(cls, kept)
        else:
            table.pop(cls, None)


def recorder_for(cls: type, recorder: Callable[..., Any]) -> AbstractContextManager[None]:
    """``recorder`` records instances of exactly ``cls`` inside the ``with`` block."""
    return _registered(_RECORDERS, register_recorder, cls, recorder)


def copier_for(cls: type, copier: Callable[..., Any]) -> AbstractContextManager[None]:
    """``copier`` copies instances of exactly ``cls`` for ``snapshot`` inside the ``with`` block."""
    return _registered(_COPIERS, register, cls, copier)


def noting(asked: list[Any], cls: type) -> Callable[..., Any]:
    """A recorder for ``cls`` that notes each object it is asked to record in ``asked``, then records it as the
    recorder registered now does."""
    kept = _RECORDERS[cls]

    def note(obj: Any, cp: Any) -> Any:
        asked.append(obj)
        return kept(obj, cp)

    return note
