"""All mutable data of a Force of the Horse game, in plain dataclasses (compared with ``==``, deep-copied).

Zones per player (FAQ foh-faq-ja): hand (Q&A 1), farm (ファーム, where discarded and spent cards go,
Q&A 1, 10), the distance area (距離エリア) split into the four running-style areas 逃げ/先行/差し/追込
which together are the deck and are drawn through in that order (Q&A 7, 19, 34), the situation
area (状況カードエリア, Q&A 35) and the track, where running and guarding horses and the cards used
on them stay while a run is open.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import CardInstance, EventLog, IdAllocator, SeededRng, Zone
from engine.foh.cards import RUNNING_STYLES
from engine.foh.race import RaceConditions

PHASES = ("conditions", "tuning", "opening", "draw", "main", "run", "finished")
"""conditions: race not set; tuning: decks may change; opening: 7-card hands, keep or redraw;
draw: the turn's draw; main: after the draw, before the run; run: the run phase; finished: won."""

HAND_LIMIT = 10
OPENING_HAND = 7


@dataclass
class FohConfig:
    """Parameters where the FAQ is silent (each an assumption).

    ``area_sizes``: cards dealt to 逃げ/先行/差し/追込 after the opening hands; ``None`` deals the
    rest of the deck as evenly as possible, earlier areas taking the remainder.
    ``first_player``: who takes the first turn.
    """

    area_sizes: tuple[int, int, int, int] | None = None
    first_player: int = 0


@dataclass
class PlayerState:
    """One player's zones and opening-hand progress."""

    index: int
    deck: list[CardInstance] = field(default_factory=list)
    hand: Zone = field(default_factory=lambda: Zone("hand", 0))
    farm: Zone = field(default_factory=lambda: Zone("farm", 0))
    areas: dict[str, Zone] = field(default_factory=dict)
    situation: Zone = field(default_factory=lambda: Zone("situation area", 0, capacity=1))
    track: Zone = field(default_factory=lambda: Zone("track", 0))
    redraw_used: bool = False
    hand_decided: bool = False
    looked: list[tuple[str, str]] = field(default_factory=list)

    @classmethod
    def fresh(cls, index: int) -> PlayerState:
        """Empty zones owned by player ``index``."""
        return cls(
            index=index,
            hand=Zone("hand", index),
            farm=Zone("farm", index),
            areas={style: Zone(f"{style} area", index) for style in RUNNING_STYLES},
            situation=Zone("situation area", index, capacity=1),
            track=Zone("track", index),
        )


@dataclass
class Exchange:
    """An open run: the runner's horse, the guard, what each side did, until both sides pass."""

    runner: int
    horse: int
    base_override: int | None = None
    guards: list[int] = field(default_factory=list)
    additional: list[int] = field(default_factory=list)
    bonus: dict[int, int] = field(default_factory=dict)
    attached: list[int] = field(default_factory=list)
    items_used: list[int] = field(default_factory=lambda: [0, 0])
    passed: list[bool] = field(default_factory=lambda: [False, False])
    responded: list[int] = field(default_factory=list)
    hand_gain: int = 1
    rerun_used: bool = False
    rerun_to: int | None = None
    closed: bool = False


@dataclass
class RunResult:
    """How the last run ended: ``success``, ``guarded`` (the guard won) or ``failed``."""

    runner: int
    horse: str
    run_value: int
    guard_value: int
    outcome: str
    drawn: int = 0


@dataclass
class PendingFarm:
    """After a successful run the runner owes ``count`` cards from hand to the farm (Q&A 10)."""

    player: int
    count: int


@dataclass
class GoingEffect:
    """A going change; ``until_turn`` is the last turn it lasts, ``None`` for permanent (Q&A 25)."""

    going: str
    until_turn: int | None = None


@dataclass
class FohState:
    """Everything that changes during a game."""

    phase: str = "conditions"
    turn: int = 0
    active: int = 0
    race: RaceConditions | None = None
    going_effects: list[GoingEffect] = field(default_factory=list)
    players: list[PlayerState] = field(default_factory=lambda: [PlayerState.fresh(0), PlayerState.fresh(1)])
    exchange: Exchange | None = None
    pending_farm: PendingFarm | None = None
    last_run: RunResult | None = None
    ran_this_turn: bool = False
    winner: int | None = None
    config: FohConfig = field(default_factory=FohConfig)
    rng: SeededRng = field(default_factory=SeededRng)
    ids: IdAllocator = field(default_factory=IdAllocator)
    log: EventLog = field(default_factory=EventLog)
