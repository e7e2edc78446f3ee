"""The project's error hierarchy.

Every error an engine raises subclasses :class:`EngineError`. An action a player
takes that the rules forbid raises a :class:`Refusal` subclass carrying a
machine-readable ``reason`` code (``"field-full"``, ``"no-valid-target"`` ...);
the action that raised it leaves the game exactly as it was (see
:func:`engine.core.atomic.atomic`).
"""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engines raise."""


class IllegalSetup(EngineError):
    """A set-up call (building a position for a test or a tool) was malformed.

    This is not a rules refusal: it means the caller asked for a position the
    set-up API cannot build (unknown zone, unknown card ...).
    """


class UnknownCard(IllegalSetup):
    """A card name or card id that the card pool or the game does not know."""


class Refusal(EngineError):
    """A player's action that the rules forbid.

    ``reason`` is a short, stable, machine-readable code; subclasses fix it.
    The message says what was refused and why. The game state is unchanged.
    """

    reason: str = "refused"

    def __init__(self, message: str, *, reason: str | None = None) -> None:
        super().__init__(message)
        if reason is not None:
            self.reason = reason

    def __repr__(self) -> str:
        return f"{type(self).__name__}(reason={self.reason!r}, {str(self)!r})"


class ZoneFull(Refusal):
    """A card would be put into a zone that is at its card limit."""

    reason = "zone-full"
