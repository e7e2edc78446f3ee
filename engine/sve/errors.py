"""Shadowverse EVOLVE refusals. Each fixes a machine-readable ``reason``."""

from __future__ import annotations

from engine.core.errors import Refusal, ZoneFull


class FieldFull(ZoneFull):
    """The field already holds 5 cards (CR 4.4; 11.4). Followers and amulets share it."""

    reason = "field-full"


class ExAreaFull(ZoneFull):
    """The EX area already holds 5 cards (CR 4.8)."""

    reason = "ex-area-full"


class DeckIllegal(Refusal):
    """A deck breaks a deck-construction rule (CR 6.1)."""

    reason = "deck-illegal"


class WrongTiming(Refusal):
    """The action is not allowed at this point of the game (phase, window or turn)."""

    reason = "wrong-timing"


class NotYourWindow(WrongTiming):
    """A Quick card or ability played outside its windows (CR 12.3)."""

    reason = "not-your-window"


class PendingResolution(WrongTiming):
    """Something is still being played or resolved: one card or ability at a time (CR 10.6)."""

    reason = "one-at-a-time"


class CannotPayCost(Refusal):
    """The cost cannot be paid in full (CR 10.4)."""

    reason = "cannot-pay-cost"


class EvolutionPointLimit(CannotPayCost):
    """At most 1 evolution point pays one evolve or serve cost (CR 3.2; 12.2)."""

    reason = "ep-limit"


class NoValidTarget(Refusal):
    """A card that must select a target has none to select (CR 10.6)."""

    reason = "no-valid-target"


class IllegalTarget(Refusal):
    """The chosen target may not be chosen (CR 8.4; 12.8; 12.12; 12.15)."""

    reason = "illegal-target"


class CannotAttack(Refusal):
    """This follower may not attack now (CR 8.4)."""

    reason = "cannot-attack"


class OncePerTurn(Refusal):
    """Evolve or serve was already used this turn (CR 8.3; 14.2)."""

    reason = "once-per-turn"


class ActivationRestricted(Refusal):
    """An effect keeps this card's activated abilities from being played now (restriction cannot_activate)."""

    reason = "activation-restricted"


class NothingToEvolveInto(Refusal):
    """No face-down evolved follower of the same name is in the evolve deck (CR 12.2)."""

    reason = "no-evolved-card"


class HiddenInformation(Refusal):
    """A player may not look at this yet (CR 6.2)."""

    reason = "hidden"


class PreparationOrder(Refusal):
    """A game-preparation step out of order or repeated (CR 6.2)."""

    reason = "preparation-order"


class WholeHandOnly(Refusal):
    """A redraw returns the whole hand, never part of it (CR 6.2)."""

    reason = "whole-hand-only"


class GameOver(Refusal):
    """The game has ended."""

    reason = "game-over"


class InvalidChoice(Refusal):
    """A choice that does not fit what the card asks (count, option, split)."""

    reason = "invalid-choice"


class DeckOrderMismatch(InvalidChoice):
    """An order for cards put into a deck together that does not name each of them once (CR 4.1.5).

    It names a card that is not one of them, names one twice, or leaves one out."""

    reason = "deck-order-mismatch"


class SummoningSick(CannotAttack):
    """A follower that arrived this turn attacks without Storm (leader) or Storm/Rush/evolved (follower) (CR 8.4; 12.9; 12.10)."""

    reason = "summoning-sick"


class WardFirst(IllegalTarget):
    """While an engaged enemy follower with Ward is on the field, only such a follower may be attacked (CR 12.8)."""

    reason = "ward"


class Intimidated(IllegalTarget):
    """A follower with Intimidate cannot be attacked (CR 12.12)."""

    reason = "intimidate"


class TargetReserved(IllegalTarget):
    """Only a follower with Assail may attack a reserved follower (CR 8.4; 12.11)."""

    reason = "target-reserved"


class InvalidArgument(Refusal):
    """An action was called with an argument of the wrong type or out of range (a player index, a card id, a count)."""

    reason = "invalid-argument"
