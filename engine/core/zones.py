"""Zones: ordered collections of card instances with an optional capacity.

Index 0 is the *top* of a pile (deck, evolve deck); for open zones (field, EX
area) the order is the order cards arrived in. A zone refuses to go over its
capacity with :class:`~engine.core.errors.ZoneFull`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.core.cards import CardInstance
from engine.core.errors import CardNotInZone, ZoneFull
from engine.core.snapshot import copy_list, register


@dataclass
class Zone:
    """A named zone of one player.

    ``capacity`` of ``None`` means no limit.
    """

    name: str
    owner: int
    capacity: int | None = None
    cards: list[CardInstance] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[CardInstance]:
        return iter(self.cards)

    def __contains__(self, uid: object) -> bool:
        for c in self.cards:  # noqa: SIM110  # a plain loop: cheaper than any() over a generator; runs on every action
            if c.uid == uid:
                return True
        return False

    @property
    def free(self) -> int | None:
        """How many more cards fit, or ``None`` for an unlimited zone."""
        return None if self.capacity is None else self.capacity - len(self.cards)

    def is_full(self) -> bool:
        """True when one more card would exceed the capacity."""
        return self.capacity is not None and len(self.cards) >= self.capacity

    def require_room(self, count: int = 1, *, error: type[ZoneFull] = ZoneFull) -> None:
        """Raise ``error`` unless ``count`` more cards fit."""
        if self.capacity is not None and len(self.cards) + count > self.capacity:
            raise error(
                f"the {self.name} holds {len(self.cards)} of {self.capacity} cards; "
                f"{count} more would exceed its limit"
            )

    def add(self, card: CardInstance, *, top: bool = False, error: type[ZoneFull] = ZoneFull) -> None:
        """Put ``card`` into the zone (at the bottom/end, or on top)."""
        self.require_room(1, error=error)
        if top:
            self.cards.insert(0, card)
        else:
            self.cards.append(card)

    def get(self, uid: int) -> CardInstance:
        """The card with id ``uid`` in this zone (refused with :class:`CardNotInZone` if it is not there)."""
        for c in self.cards:
            if c.uid == uid:
                return c
        raise CardNotInZone(f"card #{uid!r} is not in the {self.name}")

    def remove(self, uid: int) -> CardInstance:
        """Take the card with id ``uid`` out of the zone and return it."""
        card = self.get(uid)
        self.cards.remove(card)
        return card

    def take_top(self) -> CardInstance:
        """Take the top card (index 0); refused with :class:`CardNotInZone` when the zone is empty."""
        if not self.cards:
            raise CardNotInZone(f"the {self.name} is empty")
        return self.cards.pop(0)

    def names(self) -> list[str]:
        """The names of the cards, in zone order."""
        return [c.name for c in self.cards]


def _copy_zone(zone: Zone, memo: dict[int, Any]) -> Zone:
    """Snapshot copier of a zone: name, owner and capacity are atoms; the card list is copied."""
    key = id(zone)
    done = memo.get(key)
    if done is not None:
        return done  # type: ignore[no-any-return]
    new: Zone = object.__new__(Zone)
    memo[key] = new
    values = zone.__dict__.copy()
    values["cards"] = copy_list(values["cards"], memo)
    object.__setattr__(new, "__dict__", values)
    return new


register(Zone, _copy_zone)
