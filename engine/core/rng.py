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
    The generator itself is made at the first draw (or the first look at it):
    until then it is the one ``random.Random(seed)`` would make, so a game that
    never draws (most set-up positions) never pays for seeding, copying or
    pickling its 625-word state.
    """

    seed: int = 0
    _generator: random.Random | None = field(default=None, init=False, repr=False, compare=False)
    _shared: bool = field(default=False, init=False, repr=False, compare=False)

    @property
    def _random(self) -> random.Random:
        """The generator (made from the seed now if nothing has drawn yet)."""
        generator = self._generator
        if generator is None:
            generator = self._generator = random.Random(self.seed)
            self._shared = False
        return generator

    def _own(self) -> random.Random:
        """This copy's own generator (cloned first if it is shared with another copy)."""
        generator = self._generator
        if generator is None:
            generator = self._generator = random.Random(self.seed)
            self._shared = False
        elif self._shared:
            generator = _RANDOM.__new__(_RANDOM)  # no seeding: setstate replaces the whole state
            generator.setstate(self._generator.getstate())  # type: ignore[union-attr]
            self._generator = generator
            self._shared = False
        return generator

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
        if self.seed != other.seed:
            return False
        if self._generator is None and other._generator is None:
            return True  # both still the seed's fresh generator
        return self._random.getstate() == other._random.getstate()

    def __deepcopy__(self, memo: dict[int, Any]) -> SeededRng:
        clone: SeededRng = object.__new__(SeededRng)
        clone.seed = self.seed
        clone._generator = self._generator
        shared = self._generator is not None
        clone._shared = shared
        if shared:
            self._shared = True
        return clone


_RANDOM = random.Random


register(SeededRng, lambda rng, memo: rng.__deepcopy__(memo))
