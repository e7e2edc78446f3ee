"""Card instances: one physical card (or token) in one game, with a stable id.

A card *definition* (name, cost, printed stats, abilities) is game data and
lives in each game's package; an *instance* is that definition in a game,
with an id that never changes while the game lasts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class CardInstance:
    """One card in play.

    ``uid`` is unique within a game and stable across zone changes; ``name``
    is the definition's name; ``owner`` is the player index (0 or 1);
    ``token`` marks cards created by effects (they may vanish by rule);
    ``face_up`` is for zones where orientation matters; ``state`` holds
    game-specific per-instance data (counters, engaged, damage ...).
    """

    uid: int
    name: str
    owner: int
    token: bool = False
    face_up: bool = False
    state: dict[str, Any] = field(default_factory=dict)


@dataclass
class IdAllocator:
    """Hands out card ids 1, 2, 3 ... in order, so games are reproducible."""

    next_id: int = 1

    def allocate(self) -> int:
        """Return a fresh id."""
        uid = self.next_id
        self.next_id += 1
        return uid
