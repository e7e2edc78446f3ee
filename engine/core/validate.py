"""Argument checks shared by the engines' public calls: types, player indexes, numbers, card-id lists.

Each check takes the error class to raise, so an action refuses with its game's
:class:`~engine.core.errors.BadArgument` subclass (a :class:`~engine.core.errors.Refusal`) and a set-up
or view call raises its :class:`~engine.core.errors.SetupError`. Reasons: ``bad-type`` (wrong type,
``bool`` counts as wrong where an integer is needed), ``no-such-player``, ``out-of-range``,
``duplicate``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.errors import EngineError

PLAYERS = (0, 1)
MAX_COUNT = 1_000_000
"""Any count or amount above this is absurd for a card game and refused."""


def is_int(value: Any) -> bool:
    """True for a real ``int`` (``bool`` and ``float`` are not)."""
    return type(value) is int


def player(value: Any, error: type[EngineError], what: str = "player") -> int:
    """``value`` as a player index (0 or 1)."""
    if not is_int(value):
        raise error(f"{what} must be 0 or 1, not {value!r}", reason="bad-type")
    if value not in PLAYERS:
        raise error(f"{what} must be 0 or 1, not {value!r}", reason="no-such-player")
    return int(value)


def integer(value: Any, error: type[EngineError], what: str, *, low: int = 0, high: int = MAX_COUNT) -> int:
    """``value`` as an integer in ``[low, high]``."""
    if not is_int(value):
        raise error(f"{what} must be a whole number, not {value!r}", reason="bad-type")
    if not low <= value <= high:
        raise error(f"{what} must be between {low} and {high}, not {value}", reason="out-of-range")
    return int(value)


def optional_integer(
    value: Any, error: type[EngineError], what: str, *, low: int = 0, high: int = MAX_COUNT
) -> int | None:
    """``None``, or ``value`` as an integer in ``[low, high]``."""
    return None if value is None else integer(value, error, what, low=low, high=high)


def card_id(value: Any, error: type[EngineError], what: str = "card id") -> int:
    """``value`` as a card id (a positive integer; whether the card exists is the caller's check)."""
    return integer(value, error, what, low=1, high=2**62)


def optional_card_id(value: Any, error: type[EngineError], what: str = "card id") -> int | None:
    """``None``, or ``value`` as a card id."""
    return None if value is None else card_id(value, error, what)


def card_ids(
    value: Any, error: type[EngineError], what: str = "card ids", *, distinct: bool = True
) -> list[int]:
    """``value`` as a list of card ids: a list or tuple of ints (not a string, set, dict or iterator)."""
    if not isinstance(value, (list, tuple)):
        raise error(f"{what} must be a list of card ids, not {value!r}", reason="bad-type")
    ids = [card_id(v, error, what) for v in value]
    if distinct and len(set(ids)) != len(ids):
        raise error(f"{what} name a card twice: {ids}", reason="duplicate")
    return ids


def text(value: Any, error: type[EngineError], what: str) -> str:
    """``value`` as a non-empty string."""
    if not isinstance(value, str) or not value:
        raise error(f"{what} must be a non-empty string, not {value!r}", reason="bad-type")
    return value


def one_of(value: Any, options: Sequence[str], error: type[EngineError], what: str) -> str:
    """``value`` as one of ``options``."""
    if not isinstance(value, str):
        raise error(f"{what} must be one of {', '.join(options)}, not {value!r}", reason="bad-type")
    if value not in options:
        raise error(f"{what} must be one of {', '.join(options)}, not {value!r}", reason="out-of-range")
    return value


def names(value: Any, error: type[EngineError], what: str = "card names") -> list[str]:
    """``value`` as a list of card names (a list or tuple of non-empty strings, not one string)."""
    if not isinstance(value, (list, tuple)):
        raise error(f"{what} must be a list of card names, not {value!r}", reason="bad-type")
    return [text(v, error, what) for v in value]
