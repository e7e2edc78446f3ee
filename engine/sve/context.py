"""What a player chose when playing a card or an ability: targets, options and optional payments."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PlayContext:
    """The choices a player made when playing a card or ability."""

    targets: Sequence[int] = ()
    choices: Sequence[int] = ()
    pay_optional_costs: bool = True
    earth_rite: int | None = None
    token_split: tuple[int, int] | None = None


NO_CHOICES = PlayContext()
