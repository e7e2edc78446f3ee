"""Card instances: one physical card (or token) in one game, with a stable id.

A card *definition* (name, cost, printed stats, abilities) is game data and
lives in each game's package; an *instance* is that definition in a game,
with an id that never changes while the game lasts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.snapshot import copy_dict, register


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


def _copy_card(card: CardInstance, memo: dict[int, Any]) -> CardInstance:
    """Snapshot copier of a card instance: its fields are atoms except ``state``, which is copied."""
    key = id(card)
    if key in memo:
        return memo[key]  # type: ignore[no-any-return]
    new: CardInstance = _new(CardInstance)
    memo[key] = new
    values = card.__dict__.copy()
    state = values["state"]
    values["state"] = copy_dict(state, memo) if state else {}
    new.__dict__ = values
    return new


_new = object.__new__
register(CardInstance, _copy_card)
