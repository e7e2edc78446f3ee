"""The shared core: errors, card instances, zones, a seeded RNG, an event log, snapshots, atomic actions."""

from engine.core.atomic import atomic, changing
from engine.core.cards import CardInstance, IdAllocator
from engine.core.errors import (
    BadArgument,
    CardNotInZone,
    EngineError,
    EngineFault,
    IllegalSetup,
    Refusal,
    SetupError,
    UnknownCard,
    ZoneFull,
)
from engine.core.events import Event, EventLog
from engine.core.rng import SeededRng
from engine.core.snapshot import snapshot
from engine.core.zones import Zone

__all__ = [
    "BadArgument",
    "CardInstance",
    "CardNotInZone",
    "EngineError",
    "EngineFault",
    "Event",
    "EventLog",
    "IdAllocator",
    "IllegalSetup",
    "Refusal",
    "SeededRng",
    "SetupError",
    "UnknownCard",
    "Zone",
    "ZoneFull",
    "atomic",
    "changing",
    "snapshot",
]
