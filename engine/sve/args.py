"""Argument checks for the public calls of :class:`engine.sve.game.Game` (issue: hostile or careless input).

A player action with a malformed argument (wrong type, player not 0 or 1, a
negative or absurd number, a repeated id) is refused with
:class:`~engine.sve.errors.InvalidArgument`; a set-up or view call raises
:class:`~engine.core.IllegalSetup`. Either way nothing has changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core import IllegalSetup
from engine.sve.errors import InvalidArgument

ABSURD = 1000
"""No count in a game of Shadowverse EVOLVE comes near this."""


def _fail(message: str, setup: bool) -> Exception:
    return IllegalSetup(message) if setup else InvalidArgument(message)


def _is_list(values: Any) -> bool:
    """A list, a tuple or another sequence, but not a string (the common types first: this runs per action)."""
    cls = type(values)
    if cls is tuple or cls is list:
        return True
    return not isinstance(values, str | bytes) and isinstance(values, Sequence)


def is_int(value: Any) -> bool:
    """True for a real ``int`` (``bool`` is not a number here)."""
    return type(value) is int or (isinstance(value, int) and not isinstance(value, bool))


def player_arg(value: Any, *, setup: bool = False) -> int:
    """A player index: 0 or 1."""
    if not is_int(value) or value not in (0, 1):
        raise _fail(f"a player is 0 or 1, not {value!r}", setup)
    return int(value)


def card_arg(value: Any, *, setup: bool = False, leaders: bool = False) -> int:
    """A card id (a positive int); with ``leaders`` also -1/-2 for the leaders."""
    if not is_int(value) or not (value > 0 or (leaders and value in (-1, -2))):
        raise _fail(f"a card id is a positive whole number, not {value!r}", setup)
    return int(value)


def ids_arg(values: Any, *, setup: bool = False, leaders: bool = False, name: str = "ids") -> tuple[int, ...]:
    """A sequence of card ids (a string is not one)."""
    if not _is_list(values):
        raise _fail(f"{name} is a list of card ids, not {values!r}", setup)
    if not values:
        return ()
    return tuple([card_arg(v, setup=setup, leaders=leaders) for v in values])


def count_arg(value: Any, name: str, *, low: int = 0, high: int = ABSURD, setup: bool = False) -> int:
    """A whole number within ``[low, high]``."""
    if not is_int(value) or not low <= value <= high:
        raise _fail(f"{name} is a whole number from {low} to {high}, not {value!r}", setup)
    return int(value)


def optional_count(
    value: Any, name: str, *, low: int = 0, high: int = ABSURD, setup: bool = False
) -> int | None:
    """``None`` or a whole number within ``[low, high]``."""
    return None if value is None else count_arg(value, name, low=low, high=high, setup=setup)


def flag_arg(value: Any, name: str, *, setup: bool = False) -> bool:
    """A ``bool``."""
    if not isinstance(value, bool):
        raise _fail(f"{name} is true or false, not {value!r}", setup)
    return value


def text_arg(value: Any, name: str, *, setup: bool = False) -> str:
    """A non-empty string."""
    if not isinstance(value, str) or not value:
        raise _fail(f"{name} is a non-empty text, not {value!r}", setup)
    return value


def ids_or_empty(values: Any) -> tuple[Any, ...]:
    """A sequence as a tuple (a string or a non-sequence is refused)."""
    if not _is_list(values):
        raise InvalidArgument(f"expected a list, not {values!r}")
    return tuple(values)
