"""Register a checkpoint recorder or a snapshot copier for the length of one test, then put back what was there.

Pins of engine/core hand the checkpoint or the snapshot a recorder or copier of their own (both are public:
``register_recorder``, ``register``) to see which objects reach it; the registries are global, so each test puts
the previous entry back (or removes its own) when it ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from engine.core.checkpoint import _RECORDERS, register_recorder
from engine.core.snapshot import _COPIERS, register


@contextmanager
def recorder_for(cls: type, recorder: Callable[..., Any]) -> Iterator[None]:
    """``recorder`` records instances of exactly ``cls`` inside the ``with`` block."""
    had, kept = cls in _RECORDERS, _RECORDERS.get(cls)
    register_recorder(cls, recorder)
    try:
        yield
    finally:
        if had and kept is not None:
            register_recorder(cls, kept)
        else:
            _RECORDERS.pop(cls, None)


@contextmanager
def copier_for(cls: type, copier: Callable[..., Any]) -> Iterator[None]:
    """``copier`` copies instances of exactly ``cls`` for ``snapshot`` inside the ``with`` block."""
    had, kept = cls in _COPIERS, _COPIERS.get(cls)
    register(cls, copier)
    try:
        yield
    finally:
        if had and kept is not None:
            register(cls, kept)
        else:
            _COPIERS.pop(cls, None)
