"""Numbers and choices of the umafan rules, as parameters.

Values the source states are marked *source*; values the source leaves open are marked *assumption*
and are shown as ``Assumption(en)`` lines on the scenarios that depend on them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleParams:
    """The rule parameters of one game."""

    #: source (step 3): cards drawn from the main deck to form the opening hand.
    opening_hand: int = 5
    #: source (step 4): racecourse cards turned face up from the race deck at set-up.
    opening_racecourses: int = 3
    #: source (closing line): a player with this many cards in the exit zone loses.
    exit_zone_limit: int = 3
    #: assumption: how many responses the non-turn player may stack on one declaration (None: no limit,
    #: each one paid for separately).
    responses_per_declaration: int | None = None
    #: assumption: when both runners have the same speed, there is no loser and both stay on the field.
    tie_has_loser: bool = False
    #: assumption: the fielded racecourse (and its stacked cards) is still trashed when the race is cut short
    #: (opponent has no Uma Musume, or declines the race).
    trash_racecourse_when_race_skipped: bool = True
