"""The shared core: errors, card instances, zones, a seeded RNG, an event log, atomic actions."""

from engine.core.atomic import atomic
from engine.core.cards import CardInstance, IdAllocator
from engine.core.errors import EngineError, IllegalSetup, Refusal, UnknownCard, ZoneFull
from engine.core.events import Event, EventLog
from engine.core.rng import SeededRng
from engine.core.zones import Zone

__all__ = [
    "CardInstance",
    "EngineError",
    "Event",
    "EventLog",
    "IdAllocator",
    "IllegalSetup",
    "Refusal",
    "SeededRng",
    "UnknownCard",
    "Zone",
    "ZoneFull",
    "atomic",
]
