"""The umafan game state: every mutable datum of a game, in one deep-copyable, comparable dataclass.

Zones of a player (steps 1-4): the deck zone (main deck, index 0 is the top), the hand, the field
(fielded Uma Musume cards, cards being declared, cards that stay), the trash zone, the exit zone, and the
race zone, which holds the race deck and the face-up racecourse cards laid out beside it (each with the
cards stacked face down under it in step 8-1). A racecourse fielded in step 10 keeps its stacked cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field

from engine.core import CardInstance, EventLog, IdAllocator, SeededRng, Zone

PHASES = ("setup", "start-call", "draw", "standby", "main", "paddock", "race", "end", "game-over")
DECLARATION_PHASES = ("main", "paddock", "race", "end")
RACE_STEPS = ("select-a", "select-b", "take-a", "take-b", "declare")


@dataclass
class RaceSlot:
    """A face-up racecourse card and the cards stacked face down under it."""

    card: CardInstance
    stacked: list[CardInstance] = dc_field(default_factory=list)


@dataclass
class PlayerState:
    """One player's zones and registered deck lists."""

    index: int
    deck: Zone
    hand: Zone
    field: Zone
    trash: Zone
    exit: Zone
    race_deck: Zone
    racecourses: list[RaceSlot] = dc_field(default_factory=list)
    fielded_racecourse: RaceSlot | None = None
    main_list: list[str] = dc_field(default_factory=list)
    race_list: list[str] = dc_field(default_factory=list)

    @classmethod
    def empty(cls, index: int) -> PlayerState:
        """A player with every zone empty."""
        return cls(
            index=index,
            deck=Zone("deck zone", index),  # pragma: no mutate - name, owner: messages only
            hand=Zone("hand", index),  # pragma: no mutate - name, owner: messages only
            field=Zone("field", index),  # pragma: no mutate - name, owner: messages only
            trash=Zone("trash zone", index),  # pragma: no mutate - name, owner: messages only
            exit=Zone("exit zone", index),  # pragma: no mutate - name, owner: messages only
            race_deck=Zone("race deck", index),  # pragma: no mutate - name, owner: messages only
        )


@dataclass
class Declaration:
    """One declared card waiting to resolve (step 9-1 / 9-1')."""

    player: int
    uid: int
    name: str
    from_hand: bool
    payer: int | None
    negated: bool = False


@dataclass
class TurnFlags:
    """What has happened so far in the current phase / turn."""

    drew: bool = False
    standby_done: bool = False
    fielded_umamusume: bool = False
    #: a card was declared this turn; read only in the main phase, the first phase with declarations
    declared_in_phase: bool = False
    racecourse_fielded: bool = False
    race_step: str | None = None
    runners: list[int | None] = dc_field(default_factory=lambda: [None, None])
    race_condition: str | None = None


@dataclass
class GameState:
    """Everything that changes during a game."""

    players: list[PlayerState]
    rng: SeededRng
    phase: str = "setup"
    turn: int = 0
    turn_player: int = 0
    first_player: int = 0
    chain: list[Declaration] = dc_field(default_factory=list)
    flags: TurnFlags = dc_field(default_factory=TurnFlags)
    #: how many of the two race-start calls of step 6 were made (A calls first, then B answers)
    start_calls: int = 0
    losers: list[int] = dc_field(default_factory=list)
    ids: IdAllocator = dc_field(default_factory=IdAllocator)
    log: EventLog = dc_field(default_factory=EventLog)

    @property
    def opponent(self) -> int:
        """The non-turn player (player B of the source)."""
        return 1 - self.turn_player
