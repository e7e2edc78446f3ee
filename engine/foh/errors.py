"""Typed refusals of the Force of the Horse engine. Each class fixes a family; ``reason`` says which rule.

Every public action refuses with one of these and leaves the game state exactly as it was. A malformed
argument (wrong type, no such player, unknown card name) is refused with :class:`BadArgument`, which is
also a :class:`engine.core.BadArgument`. Set-up and view calls raise :class:`engine.core.SetupError`.
"""

from __future__ import annotations

from engine.core import BadArgument as CoreBadArgument
from engine.core import Refusal


class FohRefusal(Refusal):
    """Base of every Force of the Horse refusal."""

    reason = "foh-refused"


class GameOver(FohRefusal):
    """The race is already won."""

    reason = "game-over"


class WrongPhase(FohRefusal):
    """The action belongs to another phase or another player's turn (``wrong-phase``, ``not-your-turn``)."""

    reason = "wrong-phase"


class DeckRefused(FohRefusal):
    """Deck and race-condition procedure (``deck-locked``, ``deck-size``, ``conditions-not-set`` ...)."""

    reason = "deck-refused"


class HandRefused(FohRefusal):
    """Opening hand and hand limit (``redraw-used``, ``hand-decided``, ``hand-over-limit`` ...)."""

    reason = "hand-refused"


class NotInHand(FohRefusal):
    """The named card is not in that player's hand, or is not of the kind needed."""

    reason = "not-in-hand"


class RunRefused(FohRefusal):
    """A run declaration the rules forbid (``one-run-per-turn``, ``not-a-horse``)."""

    reason = "run-refused"


class PaymentRefused(FohRefusal):
    """The force cards offered do not pay the cost (``force-short``, ``force-overpaid``, ``not-a-force-card``)."""

    reason = "payment-refused"


class GuardRefused(FohRefusal):
    """A guard the rules forbid (``no-run-to-guard``, ``distance-mismatch``, ``one-guard-horse`` ...)."""

    reason = "guard-refused"


class TimingRefused(FohRefusal):
    """A support card used outside its timing (``situation-timing``, ``area-item-timing``,
    ``horse-support-timing``) or on a wrong horse (``invalid-target``)."""

    reason = "timing-refused"


class ChoicePending(FohRefusal):
    """A choice must be made first, or there is no such choice (``farm-choice-pending``, ``no-farm-choice``,
    ``wrong-farm-count``)."""

    reason = "choice-pending"


class BadArgument(FohRefusal, CoreBadArgument):
    """An action's argument is malformed: wrong type (``bad-type``), no such player (``no-such-player``),
    a card name the pool does not know (``unknown-card``), an absurd number (``out-of-range``) or a card
    named twice (``duplicate``)."""

    reason = "bad-argument"
