"""Typed refusals of the umafan engine: each carries a stable ``reason`` code.

Every one subclasses :class:`UmaRefusal` (a :class:`engine.core.Refusal`); a malformed argument to an action
is refused with :class:`BadArgument`, which is also a :class:`engine.core.BadArgument`. Set-up and view calls
raise :class:`engine.core.SetupError` instead.
"""

from __future__ import annotations

from engine.core import BadArgument as CoreBadArgument
from engine.core import Refusal


class UmaRefusal(Refusal):
    """Base of every umafan refusal."""

    reason = "umafan-refused"


class GameOver(UmaRefusal):
    """Closing line: the game has ended because a player's exit zone filled up."""

    reason = "game-over"


class WrongPhase(UmaRefusal):
    """The action belongs to another phase or step of the procedure."""

    reason = "wrong-phase"


class NotYourTurn(UmaRefusal):
    """Another player is the one to act now."""

    reason = "not-your-turn"


class DeckTooSmall(UmaRefusal):
    """Steps 3-4: the deck cannot supply the opening cards."""

    reason = "deck-too-small"


class StartCallOrder(UmaRefusal):
    """Step 6: the first player calls the start before the second player answers."""

    reason = "first-player-calls-first"


class NoFirstTurnDraw(UmaRefusal):
    """Step 7: the first player does not draw in the first turn."""

    reason = "no-draw-first-turn"


class AlreadyDrew(UmaRefusal):
    """Step 7: one draw per draw phase."""

    reason = "already-drew"


class DrawRequired(UmaRefusal):
    """Step 7: the draw phase ends only after its draw."""

    reason = "draw-required"


class StandbyChoiceUsed(UmaRefusal):
    """Step 8: only one of the two standby choices per standby phase."""

    reason = "standby-choice-used"


class NotInHand(UmaRefusal):
    """The card named is not in the player's hand."""

    reason = "not-in-hand"


class NotAFaceUpRacecourse(UmaRefusal):
    """The card named is not a face-up racecourse card in the player's race zone."""

    reason = "not-a-face-up-racecourse"


class RaceDeckEmpty(UmaRefusal):
    """Step 8-2: there is no card left in the race deck to turn face up."""

    reason = "race-deck-empty"


class NotAnUmamusume(UmaRefusal):
    """The card is not an Uma Musume card."""

    reason = "not-an-umamusume"


class AlreadyFielded(UmaRefusal):
    """Step 9: one Uma Musume card is fielded from the hand per main phase."""

    reason = "already-fielded"


class FieldingWindowClosed(UmaRefusal):
    """Step 9: the Uma Musume is fielded before the declarations of step 9-1 begin."""

    reason = "fielding-window-closed"


class ConditionNotMet(UmaRefusal):
    """The condition written on the card is not met."""

    reason = "condition-not-met"


class OnlyTurnPlayerOpens(UmaRefusal):
    """Step 9-1: only the turn player starts a declaration."""

    reason = "only-turn-player-opens"


class AwaitingResponse(UmaRefusal):
    """Step 9-1': while a declaration waits for the opponent's answer, the turn player cannot add to it."""

    reason = "awaiting-response"


class NotAResponseCard(UmaRefusal):
    """Step 9-1': this card's text does not let it answer a declaration."""

    reason = "not-a-response-card"


class ResponseOnly(UmaRefusal):
    """A card that only answers declarations cannot open one."""

    reason = "response-only"


class ResponseLimit(UmaRefusal):
    """Assumption: the parameterised number of responses per declaration is used up."""

    reason = "response-limit"


class CannotDeclareFromZone(UmaRefusal):
    """Step 9-1: the card is not in a zone (hand or face up) its text lets it be declared from."""

    reason = "cannot-declare-from-zone"


class NoAbility(UmaRefusal):
    """The card has no ability to declare."""

    reason = "no-ability"


class NoUmamusumeToPay(UmaRefusal):
    """UMA-FAN-001: costs are paid from a fielded Uma Musume's stamina, and there is none."""

    reason = "no-umamusume-to-pay"


class ChoosePayer(UmaRefusal):
    """UMA-FAN-001: several Uma Musume could pay; the player must name one."""

    reason = "choose-payer"


class InvalidPayer(UmaRefusal):
    """UMA-FAN-001: the payer must be one of the declarer's fielded Uma Musume cards."""

    reason = "invalid-payer"


class NotEnoughStamina(UmaRefusal):
    """UMA-FAN-001: the paying Uma Musume lacks the stamina for the cost."""

    reason = "not-enough-stamina"


class DeclarationsPending(UmaRefusal):
    """Steps 9-2/9-4: declared cards must be resolved before the phase moves on."""

    reason = "declarations-pending"


class NoPendingDeclaration(UmaRefusal):
    """Step 9-1': there is no declaration to answer or pass on."""

    reason = "no-pending-declaration"


class RacecourseRequired(UmaRefusal):
    """Step 10: a racecourse whose condition is met must be fielded before the paddock phase ends."""

    reason = "racecourse-required"


class RacecourseFirst(UmaRefusal):
    """Step 10: the racecourse is fielded before the declarations of step 10-1."""

    reason = "racecourse-first"


class RacecourseAlreadyFielded(UmaRefusal):
    """Step 10: one racecourse per paddock phase."""

    reason = "racecourse-already-fielded"


class NotYourUmamusume(UmaRefusal):
    """Step 11: a runner is one of the player's own fielded Uma Musume cards."""

    reason = "not-your-fielded-umamusume"


class ChooseRunnerOrDecline(UmaRefusal):
    """Step 11: the opponent either picks a runner or sends one of its Uma Musume to the exit zone."""

    reason = "choose-runner-or-decline"


class NothingStacked(UmaRefusal):
    """Steps 11-1/11-2: there are no stacked cards to take."""

    reason = "nothing-stacked"


class NotTheFieldedRacecourse(UmaRefusal):
    """Step 11-1: the turn player takes only the cards stacked under the racecourse it fielded in step 10."""

    reason = "not-the-fielded-racecourse"


class BadArgument(UmaRefusal, CoreBadArgument):
    """An action's argument is malformed: wrong type (``bad-type``), no such player (``no-such-player``),
    a card id no card in the game has (``no-such-card``) or an absurd number (``out-of-range``)."""

    reason = "bad-argument"
