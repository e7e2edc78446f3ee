"""The project's error hierarchy, shared by every engine.

::

    EngineError                  every error an engine raises; carries a machine-readable ``reason``
    +-- Refusal                  a player's action was refused; the game state is exactly as before
    |   +-- BadArgument          ... because an argument is malformed: wrong type, no such player,
    |   |                        negative or absurd number (reasons ``bad-type``, ``no-such-player`` ...)
    |   +-- CardNotInZone        ... because a card is not where the action needs it (``not-in-zone``)
    |   +-- ZoneFull             ... because a zone is at its card limit (``zone-full``)
    |   +-- (each game's refusals, e.g. ``FohRefusal``, ``UmaRefusal``, the SVE refusals)
    +-- SetupError               a set-up or view call (building or reading a position for a test or a
    |   |                        tool) was malformed; alias ``IllegalSetup``
    |   +-- UnknownCard          a card name or id the pool or the game does not know
    +-- EngineFault              a non-engine exception escaped an action: an engine bug. The action
                                 was rolled back like a refusal; ``__cause__`` is the original exception

Per-game refusal families subclass :class:`Refusal`; a game's malformed-argument refusal subclasses both
its family and :class:`BadArgument`, so callers may catch either. ``reason`` is a short, stable code:
a class fixes a default and an instance may name a more precise one.
"""

from __future__ import annotations


class EngineError(Exception):
    """Base class of every error the engines raise.

    ``reason`` is a short, stable, machine-readable code; subclasses fix a default and a raise may
    name a more precise one (``raise WrongPhase("...", reason="not-your-turn")``). The message says
    what was refused or malformed and why.
    """

    reason: str = "engine-error"

    def __init__(self, message: str = "", *, reason: str | None = None) -> None:
        super().__init__(message)
        if reason is not None:
            self.reason = reason

    def __repr__(self) -> str:
        return f"{type(self).__name__}(reason={self.reason!r}, {str(self)!r})"


class Refusal(EngineError):
    """A player's action that the rules forbid, or whose arguments are malformed.

    The action that raised it left the game state exactly as it was (see :func:`engine.core.atomic`).
    """

    reason = "refused"


class BadArgument(Refusal):
    """An action's argument is malformed: wrong type, no such player, negative or absurd number.

    Reasons used by the engines: ``bad-type``, ``no-such-player``, ``out-of-range``, ``no-such-card``,
    ``duplicate``.
    """

    reason = "bad-argument"


class CardNotInZone(Refusal):
    """A card id names no card in the zone the action takes it from."""

    reason = "not-in-zone"


class ZoneFull(Refusal):
    """A card would be put into a zone that is at its card limit."""

    reason = "zone-full"


class SetupError(EngineError):
    """A set-up call (building a position for a test or a tool) or a view call was malformed.

    This is not a rules refusal: the caller asked for a position the set-up API cannot build (unknown
    zone, unknown card, no such player ...) or asked a view about something that does not exist.
    """

    reason = "illegal-setup"


IllegalSetup = SetupError
"""The name the engines and tests have always used for :class:`SetupError`."""


class UnknownCard(SetupError):
    """A card name or card id that the card pool or the game does not know."""

    reason = "unknown-card"


class EngineFault(EngineError):
    """A non-engine exception (``TypeError``, ``KeyError`` ...) escaped an atomic action: an engine bug.

    The action was rolled back first, so the game is exactly as it was before the call and can go on;
    the original exception is chained as ``__cause__`` with its traceback.
    """

    reason = "engine-fault"
