"""The whole mutable state of a Shadowverse EVOLVE game, as comparable dataclasses.

Everything that changes lives here, so :func:`engine.core.atomic` can snapshot
and restore it and tests can compare it with ``==``.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from engine.core import CardInstance, EventLog, IdAllocator, SeededRng, Zone
from engine.core.checkpoint import Checkpoint, record_fields, record_value, register_recorder, save_fields
from engine.core.snapshot import ATOMS, copy_value, register

START_DEFENSE = 20
"""A leader starts with 20 defense and has no ceiling (CR 2.8; 6.2)."""
FIELD_LIMIT = 5
"""At most 5 cards on a field, followers and amulets together (CR 4.4)."""
EX_LIMIT = 5
"""At most 5 cards in an EX area (CR 4.8)."""
HAND_LIMIT = 7
"""Hand size kept at the end of your own end phase (CR 7.4)."""
PP_CEILING = 10
"""Maximum play points never exceed 10 (CR 3.2; 7.2)."""
OPENING_HAND = 4
"""Cards in an opening hand (CR 6.2)."""
SECOND_PLAYER_EP = 3
"""Evolution points the second player starts with; the first has none (CR 6.2)."""

ZONE_NAMES = ("deck", "evolve_deck", "hand", "field", "ex", "cemetery", "banished", "race", "resolution")


@dataclass
class Leader:
    """A player's leader card (CR 4.3): its class, universe and defense."""

    name: str
    craft: str
    universe: str | None
    defense: int = START_DEFENSE
    basis: str | None = None  # "class" or "universe", declared at the leader reveal (CR 6.1)


@dataclass
class PlayerState:
    """One player's zones and counters."""

    index: int
    leader: Leader
    deck: Zone
    evolve_deck: Zone
    hand: Zone
    field: Zone
    ex: Zone
    cemetery: Zone
    banished: Zone
    race: Zone
    resolution: Zone
    pp: int = 0
    pp_max: int = 0
    ep: list[str] = dc_field(default_factory=list)
    cards_played_this_turn: int = 0
    evolved_or_served_this_turn: bool = False
    lost_defense_this_turn: bool = False
    discarded_this_turn: bool = False  # a card left this player's hand by discarding this turn (CR 5.12)
    attacks_this_turn: int = 0  # attacks this player's followers declared this turn (CR 8.4)
    redraw_decided: bool = False
    drew_from_empty_deck: bool = False
    turns_passed: int = 0  # this player's own turns begun so far, extra turns included (CR 3.3.2)

    def zone(self, name: str) -> Zone:
        """The zone called ``name`` (one of :data:`ZONE_NAMES`)."""
        zone: Zone = getattr(self, name)
        return zone


@dataclass
class Attack:
    """An attack in progress (CR 8.4): the attacker and its target (a card id, or ``None`` for the leader)."""

    attacker: int
    target: int | None


@dataclass
class Window:
    """A window in which the non-active player may play Quick cards (CR 12.3)."""

    kind: str  # "attack" or "end-phase"
    responder: int
    attack: Attack | None = None


@dataclass
class Pending:
    """An ability waiting to be played (CR 10.5; 10.7), or a resolution waiting for a player's choice.

    ``kind`` is ``automatic``, ``spell`` or ``activated``; the ability is the
    ``ability``-th of the card's ``evolved``/base face named ``name`` (the face it
    had when it triggered: final card information, CR 10.11, like ``last_known``).
    ``chooser`` is the player who must select targets when the resolution waits. For a "whenever"
    ability, ``last_known`` also keeps ``subject_controller``: the controller of the card that set it off,
    which "its controller" reads once that card has left the game (a token).
    """

    kind: str
    player: int
    card: int
    name: str
    evolved: bool
    ability: int
    trigger: str
    last_known: dict[str, int] = dc_field(default_factory=dict)
    targets: tuple[int, ...] | None = None
    choices: tuple[int, ...] = ()
    picks: tuple[int, ...] | None = None
    cost_cards: tuple[int, ...] | None = None
    pay_optional: bool = True
    earth_rite: int | None = None
    token_split: tuple[int, int] | None = None
    paid: bool = False
    earth_rite_paid: bool = False
    chooser: int | None = None
    subject: int | None = None
    delayed_effect: int | None = None
    positions: tuple[str, ...] | None = None
    waiting_for: str = "targets"
    tokens: tuple[str, ...] | None = None  # which tokens to make when not all fit (CR 9.1), once chosen
    paused_at: int | None = None  # the effect a resolution stopped at to ask which summoned tokens (CR 9.1)
    made: tuple[tuple[int, str], ...] = ()  # the tokens it had summoned by then (id, name)
    picked: tuple[int, ...] | None = None  # the controller's pick among them
    division: tuple[tuple[int, int], ...] = ()  # how a divided amount is split among targets (CR 10.6.2.4)
    x: int | None = None  # the value X decided when it was played (CR 10.6.2.2.4)
    declared: str | None = None  # the card name its controller declared as it resolved (CR 5.33.1)
    chosen_left: tuple[tuple[int, ...], ...] = ()  # selections its later effects still use
    fixed_left: tuple[tuple[int, int], ...] = ()  # (effect index, X) of the X fixed when played (CR 5.2.1.1)
    accept_optional: bool | None = None
    find_none: bool = False  # the player chose to find nothing in a search with a condition (CR 5.8.1.2)
    looked: tuple[
        tuple[int, ...], ...
    ] = ()  # a look at the top paused at: the cards taken in each pick so far
    offered: tuple[int, ...] = ()  # the cards the controller may take in the pick it waits for (CR 5.11)
    hand_pick: tuple[int, ...] | None = None  # a hand selection asked as its effect resolved (CR 10.6.2.8.2)
    option_step: int | None = None  # the part of the chosen options (in order) such a selection stopped at
    # cards an effect put into a deck together, waiting for their order (CR 4.1.5): (deck owner, chooser, cards
    # top first) per group; the resolution then goes on after that effect (``between``), with what it had read
    deck_order: tuple[tuple[int, int, tuple[int, ...]], ...] = ()
    between: bool = False
    kept_previous: tuple[int, ...] = ()
    kept_left: dict[int, dict[str, int]] = dc_field(default_factory=dict)
    kept_rolled: int | None = None
    kept_counts: dict[str, int] | None = None
    paid_with: tuple[int, ...] = ()  # the cards that paid its cost, which it cannot select (CR 10.6.2.3)


@dataclass
class Lasting:
    """A persistent effect with a duration (CR 10.9) on one card or leader (``uid``; leaders use -1/-2).

    ``kind`` is ``buff``, ``keyword``, ``reduce``, ``restrict``, ``cost`` or ``evolve_cost`` (``keyword`` holds the restriction); it ends at the end of turn ``until_turn``
    (``None``: while the card stays where it is). ``source`` names the card whose effect it is (a player
    who orders modifications of one event names them by it, CR 10.10.2).
    """

    uid: int
    kind: str
    attack: int = 0
    defense: int = 0
    keyword: str | None = None
    amount: int = 0
    prevent: bool = False
    until_turn: int | None = None
    source: str = ""


@dataclass
class GameState:
    """Everything that changes during a game."""

    players: list[PlayerState]
    ids: IdAllocator
    rng: SeededRng
    log: EventLog
    turn: int = 0
    active: int = 0
    first_player: int | None = None
    phase: str = "preparation"  # preparation, main, end, over
    step: str = "leaders"  # preparation: leaders, turn-order, redraw; end: starting, discard, resolving
    window: Window | None = None
    pending: list[Pending] = dc_field(default_factory=list)
    awaiting: Pending | None = None
    lasting: list[Lasting] = dc_field(default_factory=list)
    used_once: list[tuple[int, str, int]] = dc_field(default_factory=list)
    orders_own: list[bool] = dc_field(default_factory=lambda: [False, False])
    ward_engaged: list[bool] = dc_field(default_factory=lambda: [False, False])  # CR 12.8.2 (i)
    declines_costs: list[bool] = dc_field(default_factory=lambda: [False, False])  # CR 10.4.7.4
    attack: Attack | None = None
    delayed: list[Pending] = dc_field(default_factory=list)
    extra_turns: list[int] = dc_field(default_factory=lambda: [0, 0])
    # the players of the extra turns still to take, in the order they were gained: the last is taken first
    # (CR 5.28.1.1); and the player of the latest turn that was not an extra turn (None: the current one)
    extra_order: list[int] = dc_field(default_factory=list)
    # the cards the resolving ability has revealed; they stay revealed until it has finished (CR 5.21.1.1)
    revealed: list[int] = dc_field(default_factory=list)
    normal_turn: int | None = None
    # per player: 1 while their next turn is to be skipped (CR 5.26; 5.26.2.1: never more than that one turn)
    skipped_turns: list[int] = dc_field(default_factory=lambda: [0, 0])
    result: str | None = None  # "player-0-wins", "player-1-wins", "draw"
    hands_visible: bool = False
    # the Ward followers to engage once the abilities of the start of the end phase have resolved (CR 7.4.3)
    end_wards: tuple[int, ...] = ()
    # per player: names of the cards whose modifications of one event that player applies first (CR 10.10.2)
    applies_first: list[tuple[str, ...]] = dc_field(default_factory=lambda: [(), ()])


def new_player(index: int, leader: Leader) -> PlayerState:
    """A player with empty zones and the zone limits of the rules."""
    return PlayerState(
        index=index,
        leader=leader,
        deck=Zone("deck", index),
        evolve_deck=Zone("evolve deck", index),
        hand=Zone("hand", index),
        field=Zone("field", index, FIELD_LIMIT),
        ex=Zone("EX area", index, EX_LIMIT),
        cemetery=Zone("cemetery", index),
        banished=Zone("banished zone", index),
        race=Zone("race zone", index),
        resolution=Zone("resolution zone", index),
    )


# ---------------------------------------------------------------------------- snapshots
# A player holds nine zones and nearly every card of the game: the copier below copies them in one tight
# loop instead of one generic dispatch per zone, list and card (engine.core.snapshot; same result, the
# memo keeps a card referenced twice one card). @atomic rolls back with engine.core.checkpoint instead.
_ZONE_SET = frozenset(ZONE_NAMES)
_new = object.__new__


def _copy_zone(zone: Zone, memo: dict[int, Any]) -> Zone:
    key = id(zone)
    done = memo.get(key)
    if done is not None:
        return done  # type: ignore[no-any-return]
    if type(zone) is not Zone:
        return copy_value(zone, memo)  # type: ignore[no-any-return]
    new: Zone = _new(Zone)
    memo[key] = new
    values = zone.__dict__.copy()
    cards = values["cards"]
    copied: list[CardInstance] = []
    append = copied.append
    atoms = ATOMS
    for card in cards:  # the card copier of engine.core.cards, inlined: this loop is most of a snapshot
        uid = id(card)
        twin = memo.get(uid)
        if twin is None:
            if type(card) is CardInstance:
                twin = _new(CardInstance)
                memo[uid] = twin
                fields = card.__dict__.copy()
                state = fields["state"]
                if state:
                    copied_state = memo.get(id(state))
                    if copied_state is None:
                        fields["state"] = memo[id(state)] = copied_state = state.copy()
                        for k, v in state.items():
                            if type(v) not in atoms:
                                copied_state[k] = copy_value(v, memo)
                    else:
                        fields["state"] = copied_state
                else:
                    fields["state"] = {}
                twin.__dict__ = fields
            else:
                twin = copy_value(card, memo)
        append(twin)
    values["cards"] = memo[id(cards)] = copied
    new.__dict__ = values
    return new


def _copy_player(p: PlayerState, memo: dict[int, Any]) -> PlayerState:
    key = id(p)
    done = memo.get(key)
    if done is not None:
        return done  # type: ignore[no-any-return]
    new: PlayerState = _new(PlayerState)
    memo[key] = new
    values = p.__dict__.copy()
    for k, v in values.items():
        if k in _ZONE_SET:
            values[k] = _copy_zone(v, memo)
        elif type(v) not in ATOMS:
            values[k] = copy_value(v, memo)
    new.__dict__ = values
    return new


register(PlayerState, _copy_player)


# ---------------------------------------------------------------------------- checkpoints
# @atomic records a Game's state with cards on demand (engine.core.checkpoint: the zones say which cards
# they hold, the cards are recorded when touched). The recorders below record the state, its players, their
# leaders, evolution points and zones in a few loops instead of one generic dispatch per object. Like the
# snapshot copiers above they take fields to hold what their dataclass declares (a leader's fields, an
# evolution point design, a once-per-turn record: atoms); a field with anything else, or a checkpoint that
# records cards up front, goes the generic way. A zone of a player is recorded as its list of cards only:
# the rules never give a zone another name, owner, capacity or list (they change which cards the list
# holds), like they touch a card before changing it (engine.sve.table.Table); the fuzz harness undoes every
# successful action to check both.
_STATE_FIELD_COUNT = len(GameState.__dataclass_fields__)
_PLAYER_FIELD_COUNT = len(PlayerState.__dataclass_fields__)
_LEADER_FIELD_COUNT = len(Leader.__dataclass_fields__)
_ID_FIELD_COUNT = len(IdAllocator.__dataclass_fields__)
_ATOM_LISTS = frozenset(
    {
        "used_once",
        "orders_own",
        "extra_turns",
        "extra_order",
        "revealed",
        "skipped_turns",
        "ward_engaged",
        "declines_costs",
    }
)
_NOTHING: list[Any] = []  # what an empty list is put back from: shared, only ever read


def _begin_record(obj: Any, cp: Checkpoint, field_count: int) -> dict[str, Any] | None:
    """Record ``obj``'s fields in ``cp`` and return the saved copy, or None when the generic recorder must
    take it (a checkpoint recording cards up front, a field the dataclass does not declare, already seen)."""
    if cp.cards or len(obj.__dict__) != field_count or id(obj) in cp.seen:
        return None
    return save_fields(obj, cp)


def _record_state(state: GameState, cp: Checkpoint) -> GameState:
    saved = _begin_record(state, cp, _STATE_FIELD_COUNT)
    if saved is None:
        return record_fields(state, cp)  # type: ignore[no-any-return]
    objects = cp.objects
    saved_fields = cp.fields
    lists = cp.lists
    list_items = cp.list_items
    atoms = ATOMS
    for k, v in saved.items():
        c = type(v)
        if c in atoms:
            continue
        if c is list:
            if not v:
                lists.append(v)
                list_items.append(_NOTHING)
                continue
            if k == "players":
                players = [
                    _record_player(q, cp) if type(q) is PlayerState else record_value(q, cp) for q in v
                ]
                lists.append(v)
                list_items.append(players)
                continue
            if k in _ATOM_LISTS:
                lists.append(v)
                list_items.append(v[:])
                continue
        elif c is IdAllocator and len(v.__dict__) == _ID_FIELD_COUNT:
            objects.append(v)
            saved_fields.append(v.__dict__.copy())
            continue
        saved[k] = record_value(v, cp)
    return state


def _record_player(p: PlayerState, cp: Checkpoint) -> PlayerState:
    saved = _begin_record(p, cp, _PLAYER_FIELD_COUNT)
    if saved is None:
        return record_fields(p, cp)  # type: ignore[no-any-return]
    objects = cp.objects
    saved_fields = cp.fields
    lists = cp.lists
    list_items = cp.list_items
    atoms = ATOMS
    for k, v in saved.items():
        c = type(v)
        if c is Zone:
            cards = v.__dict__.get("cards")
            if type(cards) is list:
                lists.append(cards)
                list_items.append(cards[:])
                continue
        elif c in atoms:
            continue
        elif c is Leader:
            if len(v.__dict__) == _LEADER_FIELD_COUNT:
                objects.append(v)
                saved_fields.append(v.__dict__.copy())
                continue
        elif c is list and k == "ep":
            lists.append(v)
            list_items.append(v[:])
            continue
        saved[k] = record_value(v, cp)
    return p


register_recorder(GameState, _record_state)
register_recorder(PlayerState, _record_player)
