"""A seeded random generator: every random choice an engine makes goes through it."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine.core.snapshot import register

T = TypeVar("T")


@dataclass
class SeededRng:
    """Deterministic randomness. Two games with the same seed make the same choices.

    The generator's internal state is part of the game state, so a refused
    action that was rolled back also rolls back any random draw it made.
    Copies are copy-on-write: a copy shares the generator until either side
    draws, which then takes its own generator first (snapshots stay cheap).
    """

    seed: int = 0
    _random: random.Random = field(init=False, repr=False, compare=False)
    _shared: bool = field(default=False, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self._random = random.Random(self.seed)

    def _own(self) -> random.Random:
        """This copy's own generator (cloned first if it is shared with another copy)."""
        if self._shared:
            clone = random.Random(0)
            clone.setstate(self._random.getstate())
            self._random = clone
            self._shared = False
        return self._random

    def shuffle(self, items: list[T]) -> None:
        """Shuffle ``items`` in place."""
        self._own().shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        """One item of ``items``."""
        return self._own().choice(items)

    def randint(self, low: int, high: int) -> int:
        """An integer in ``[low, high]``."""
        return self._own().randint(low, high)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SeededRng):
            return NotImplemented
        return self.seed == other.seed and self._random.getstate() == other._random.getstate()

    def __deepcopy__(self, memo: dict[int, Any]) -> SeededRng:
        clone: SeededRng = object.__new__(SeededRng)
        clone.seed = self.seed
        clone._random = self._random
        clone._shared = True
        self._shared = True
        return clone


register(SeededRng, lambda rng, memo: rng.__deepcopy__(memo))
