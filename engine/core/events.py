"""The event log: what happened in a game, in order, as plain data."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.snapshot import register


@dataclass(frozen=True)
class Event:
    """One thing that happened: a ``kind`` (``"played"``, ``"drew"`` ...) and its details."""

    kind: str
    player: int | None = None
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class EventLog:
    """Events in the order they happened."""

    events: list[Event] = field(default_factory=list)

    def add(self, kind: str, player: int | None = None, **data: Any) -> Event:
        """Record an event and return it."""
        event = Event(kind, player, dict(data))
        self.events.append(event)
        return event

    def of_kind(self, kind: str) -> list[Event]:
        """Every event of ``kind``, oldest first."""
        return [e for e in self.events if e.kind == kind]

    def __len__(self) -> int:
        return len(self.events)

    def __deepcopy__(self, memo: dict[int, object]) -> EventLog:
        """Events are never changed once recorded, so a copy of the log shares them."""
        return EventLog(list(self.events))


register(EventLog, lambda log, memo: log.__deepcopy__(memo))
