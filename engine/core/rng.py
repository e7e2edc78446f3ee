"""A seeded random generator: every random choice an engine makes goes through it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TypeVar

T = TypeVar("T")


@dataclass
class SeededRng:
    """Deterministic randomness. Two games with the same seed make the same choices.

    The generator's internal state is part of the game state, so a refused
    action that was rolled back also rolls back any random draw it made.
    """

    seed: int = 0
    _random: random.Random = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._random = random.Random(self.seed)

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place."""
        self._random.shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        """One item of ``items``."""
        return self._random.choice(items)

    def randint(self, low: int, high: int) -> int:
        """An integer in ``[low, high]``."""
        return self._random.randint(low, high)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SeededRng):
            return NotImplemented
        return self.seed == other.seed and self._random.getstate() == other._random.getstate()

    def __deepcopy__(self, memo: dict[int, object]) -> SeededRng:
        clone = SeededRng(self.seed)
        clone._random.setstate(self._random.getstate())
        return clone
