"""The harness of the generated card-schema test (``test_sve_schema_effects.py``).

For one effect written on a card, it answers one question: does the loader refuse it (a
:class:`CardDataError`), or does it change what a player can observe when it happens? Every
combination comes from the schema itself: the effect kinds of ``vocabulary.EFFECTS``, the target
shorthands of the loader, the written target forms (``select``/``each``/``random`` over
``TARGET_KINDS`` x ``SIDES`` x ``ZONES``), the ``side`` values of ``Effect`` and the zones an effect may
name. A position is built with the engine's set-up API only; the effect happens through the public
actions (``activate``, ``play``); the answer is read from public views and the engine's own read
functions, before and after (or with and without the effect).
"""

from __future__ import annotations

import functools
import typing
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.rng import SeededRng
from engine.core.snapshot import snapshot as snapshot_state
from engine.sve import Game
from engine.sve.cards import (
    _SHORTHANDS,
    RESTRICTIONS,
    ZONES,
    CardDataError,
    CardDef,
    CardPool,
    Effect,
    default_pool,
    parse_card,
)
from engine.sve.costs import evolve_cost
from engine.sve.effects import damage_after_reduction, damage_bonus, restricted
from engine.sve.errors import InvalidChoice, NoValidTarget
from engine.sve.state import ZONE_NAMES, GameState
from engine.sve.status import FOLLOWER_KINDS, attack_of, defense_of, keywords_of, traits_of
from engine.sve.targets import candidates
from engine.sve.vocabulary import DURATIONS, EFFECTS, SIDES, TARGET_KINDS

PROBE = "Schema Probe"
FOLLOWER = "Schema Filler"
AMULET = "Schema Amulet"
STACK_AMULET = "Schema Stack Amulet"
SPELL = "Schema Spell"
TOKEN = "Schema Token"
COUNTER = "schema"
FILE = "schema-probe.yaml"

WRITTEN_MODES = ("select", "each", "random")
"""How a card writes a target that is not a shorthand (``Target._expand``)."""
EFFECT_SIDES: tuple[str, ...] = typing.get_args(Effect.model_fields["side"].annotation)
"""The ``side`` values the schema takes for an effect."""
EFFECT_ZONES: tuple[str, ...] = (*ZONES, "split")
"""The ``zone`` values the schema takes for an effect."""

PARAMS: dict[str, dict[str, Any]] = {
    "damage": {"amount": 1},
    "buff": {"attack": 1, "defense": 1},
    "set_stat": {"stat": "defense", "amount": 5},
    "gain_defense": {"amount": 1},
    "draw": {"amount": 1},
    "summon_token": {"token": TOKEN, "amount": 3},
    "summon_from": {"card": FOLLOWER},
    "destroy": {},
    "banish": {},
    "bury": {},
    "return_to_hand": {},
    "put_on_deck": {"position": "bottom"},
    "discard": {},
    "put_into_ex": {},
    "reshuffle_hands": {"amount": 1},
    "damage_bonus": {"amount": 1},
    "delayed": {"at": "end_phase", "options": [[{"kind": "draw", "amount": 1}]]},
    "extra_turn": {},
    "skip_turn": {},
    "restrict": {"restriction": RESTRICTIONS[0]},
    "mill": {"amount": 1},
    "search": {"filter": {"kind": "follower"}, "amount": 1},
    "look_top": {"amount": 3, "count": 1, "filter": {"kind": "spell"}},
    "shuffle": {},
    "put_counter": {"counter": COUNTER, "amount": 1},
    "remove_counter": {"counter": COUNTER, "amount": 1},
    "recover": {"amount": 1},
    "gain_pp_max": {"amount": 1},
    "gain_ep": {"amount": 1},
    "transfer_stack": {},
    "choose": {
        "count": 1,
        "options": [[{"kind": "draw", "amount": 1}], [{"kind": "gain_defense", "amount": 1}]],
    },
    "give_keyword": {"keyword": "storm"},
    "give_trait": {"trait": "Pixie"},
    "make_amulet": {},
    "roll_die": {},
    "declare_name": {},
    "maneuver": {},
    "engage": {},
    "stand": {},
    "evolve": {},
    "transform": {"token": TOKEN},
    "reveal": {},
    "select": {},
    "reduce_damage": {"amount": 1},
    "cost_change": {"amount": -1},
    "play_from": {"zone": "cemetery", "filter": {"kind": "follower"}},
    "evolve_cost_change": {"amount": -1},
    "pay": {"cost": {"pp": 1}},
    "win_game": {},
    "lose_game": {},
    "steal": {},
    "give_control": {},
}
"""The fields each effect kind needs besides its target, side and zone: one entry per kind of
``vocabulary.EFFECTS`` (a new kind must add its own, or the generated test fails)."""

CONTINUOUS_PARAMS: dict[str, dict[str, Any]] = {
    "cost_change": {"amount": -1},
    "evolve_cost_change": {"amount": -1},
}
"""Continuous-ability variants where the one-shot fields do not fit."""


def shorthands() -> list[str]:
    """Every target shorthand the loader knows."""
    return list(_SHORTHANDS)


def written_targets() -> Iterator[dict[str, str]]:
    """Every written target: a mode, a kind, a side and a zone the schema names."""
    for mode in WRITTEN_MODES:
        for kind in TARGET_KINDS:
            for side in SIDES:
                for zone in ZONES:
                    yield {mode: kind, "side": side, "zone": zone}


def all_targets() -> list[str | dict[str, str]]:
    """Every target form: the shorthands, then the written forms."""
    return [*shorthands(), *written_targets()]


def target_label(target: str | dict[str, str] | None) -> str:
    """A short name for a target form (test ids, failure lists)."""
    if target is None:
        return "-"
    if isinstance(target, str):
        return target
    mode = next(m for m in WRITTEN_MODES if m in target)
    return f"{{{mode}: {target[mode]}, side: {target['side']}, zone: {target['zone']}}}"


# ---------------------------------------------------------------------------- the pool
_FILLERS: list[dict[str, Any]] = [
    {"name": FOLLOWER, "kind": "follower", "cost": 2, "attack": 2, "defense": 3, "evolve_cost": 2},
    {"name": FOLLOWER, "kind": "evolved", "cost": 2, "attack": 4, "defense": 5},
    # printed attack and defense, so that a maneuver changes them (an amulet printing none is left alone, CR 5.32.1.1)
    {"name": AMULET, "kind": "amulet", "cost": 1, "attack": 2, "defense": 2},
    {"name": STACK_AMULET, "kind": "amulet", "cost": 1, "attack": 2, "defense": 2, "keywords": ["stack"]},
    {"name": SPELL, "kind": "spell", "cost": 1},
    {"name": TOKEN, "kind": "follower", "cost": 1, "attack": 1, "defense": 1, "token": True},
    {"name": PROBE, "kind": "evolved", "cost": 1, "attack": 3, "defense": 11},
]
_PLAIN_PROBE: dict[str, Any] = {"name": PROBE, "kind": "follower", "cost": 1, "attack": 1, "defense": 9}


@functools.cache
def base_pool() -> CardPool:
    """The shipped pool plus the filler cards, the probe's evolved face and a probe with no ability."""
    shipped = default_pool()
    cards, evolved = dict(shipped.cards), dict(shipped.evolved)
    for i, raw in enumerate([*_FILLERS, _PLAIN_PROBE]):
        card = parse_card(raw, file=FILE, index=i)
        (evolved if card.kind == "evolved" else cards)[card.name] = card
    return CardPool(cards, evolved, dict(shipped.sources))


def pool_with(probe: CardDef | None) -> CardPool:
    """The base pool with this probe (``None``: the probe with no ability)."""
    base = base_pool()
    if probe is None:
        return base
    return CardPool({**base.cards, PROBE: probe}, base.evolved, base.sources)


def probe_card(trigger: str, effects: Sequence[dict[str, Any]]) -> CardDef:
    """The probe: a follower with one ability of ``trigger`` doing ``effects`` (a load error propagates)."""
    raw = {**_PLAIN_PROBE, "abilities": [{"trigger": trigger, "effects": list(effects)}]}
    return parse_card(raw, file=FILE)


# ---------------------------------------------------------------------------- the position
@dataclass
class Position:
    """A game where every zone of both players holds something an effect could act on."""

    game: Game
    probe: int
    hand_follower: int
    attacker: int


@functools.cache
def _start(probe_zone: str, engaged: bool) -> tuple[GameState, int, int, int]:
    """Both players: on the field a reserved follower (damaged, evolved faces set aside) and a Stack amulet
    (player 0's engaged; with ``engaged`` player 0's field the other way round, the probe engaged), player 1
    also an engaged follower and an engaged plain amulet; a follower, an amulet and a spell in the hand, EX
    area, banished zone and (twice) the cemetery and the deck; counters on every card; the probe (Stack
    counters, an evolved face) in player 0's ``probe_zone``. Player 0's main phase, turn 3; player 0's field
    has room for two more."""
    g = Game.sandbox(pool=base_pool())
    counters = {COUNTER: 2}
    hand_follower = attacker = 0
    for p in (0, 1):
        g.setup_points(p, pp=3, pp_max=5, ep=2)
        g.setup_leader(p, defense=15)
        flip = engaged and p == 0
        uid = g.setup_put(p, "field", FOLLOWER, damage=1, counters=counters, engaged=flip)
        attacker = attacker or uid
        if p == 1:
            g.setup_put(p, "field", FOLLOWER, damage=1, counters=counters, engaged=True)
        g.setup_put(p, "field", STACK_AMULET, counters=counters, engaged=(p == 0) != flip)
        if p == 1:
            g.setup_put(p, "field", AMULET, counters=counters, engaged=True)
        for _ in range(3):
            g.setup_put(p, "evolve_deck", FOLLOWER)
        for zone in ("hand", "ex", "cemetery", "cemetery", "banished", "deck", "deck"):
            uid = g.setup_put(p, zone, FOLLOWER, counters=counters)
            if p == 0 and zone == "hand":
                hand_follower = uid
            g.setup_put(p, zone, AMULET, counters=counters)
            g.setup_put(p, zone, SPELL, counters=counters)
    g.setup_put(0, "evolve_deck", PROBE)
    probe = g.setup_put(
        0, probe_zone, PROBE, counters={COUNTER: 2, "stack": 2}, engaged=engaged and probe_zone == "field"
    )
    return g.state, probe, hand_follower, attacker


def position(pool: CardPool, probe_zone: str = "field", engaged: bool = False, seed: int = 0) -> Position:
    """A fresh copy of the start position, played with ``pool``, its random generator seeded with ``seed``."""
    state, probe, hand_follower, attacker = _start(probe_zone, engaged)
    copied = snapshot_state(state)
    copied.rng = SeededRng(seed)
    return Position(Game(copied, pool), probe, hand_follower, attacker)


# ---------------------------------------------------------------------------- what a player can observe
def snapshot(g: Game) -> tuple[Any, ...]:
    """What matters about a game: leaders and points, every zone's cards in order, the status of field
    cards (engaged, evolved, counters, keywords; a follower's stats, restrictions, damage reduction and
    bonus), the stats and counters EX-area cards keep when they enter the field, what cards cost to play,
    the keywords of spells in hands, abilities waiting or set aside, extra turns, the cards revealed or selected and the dice rolled."""
    out: list[Any] = [
        g.state.turn,
        g.state.active,
        list(g.state.extra_turns),
        list(g.state.skipped_turns),
        len(g.state.delayed),
        g.result,
    ]
    out.append(g.pending_abilities())
    out.append([(e.player, sorted(e.data.items())) for e in g.events.of_kind("revealed")])
    out.append([(e.player, sorted(e.data.items())) for e in g.events.of_kind("selected")])
    out.append([(e.player, sorted(e.data.items())) for e in g.events.of_kind("die-rolled")])  # CR 5.20
    out.append([(e.player, sorted(e.data.items())) for e in g.events.of_kind("name-declared")])  # CR 5.33
    for p in (0, 1):
        out += [g.leader_defense(p), g.points(p), damage_after_reduction(g, g.leader_id(p), 5)]
        for zone in ZONE_NAMES:
            for card in g.state.players[p].zone(zone):  # the values CardView shows, read the same way
                row: list[Any] = [zone, card.uid, card.name, card.face_up]
                kind = g.defn(card).kind
                follower = kind in FOLLOWER_KINDS
                status = card.state
                if zone == "field":
                    row += [status.get("engaged"), status.get("evolved"), dict(status.get("counters", {}))]
                    row.append(sorted(keywords_of(g, card)))
                    row.append(traits_of(g, card))
                    if follower:
                        row += [attack_of(g, card), defense_of(g, card), damage_bonus(g, card)]
                        row += [restricted(g, card.uid, r) for r in RESTRICTIONS]
                        row.append(damage_after_reduction(g, card.uid, 5))
                        row.append(evolve_cost(g, card, 2))  # what evolving it would cost (CR 12.2)
                if zone == "ex":
                    row.append(dict(status.get("counters", {})))
                    if follower:  # what it keeps when it enters the field (damage it does not keep)
                        row += [attack_of(g, card), defense_of(g, card) + int(status.get("damage", 0))]
                if zone in ("hand", "ex", "cemetery", "deck", "banished"):
                    row.append(g.cost_of(card.uid))
                if zone == "hand" and kind == "spell":
                    row.append(sorted(keywords_of(g, card)))
                out.append(row)
    return tuple(out)


# ---------------------------------------------------------------------------- making it happen
def _settle(g: Game) -> None:
    """Answer what the game waits for, the simplest way (positions: top; a pick among the cards looked at:
    as many as the pick takes; a selection: none; an order: the first)."""
    for _ in range(20):
        who = g.awaiting_choice()
        if who is None:
            return
        waiting = g.state.awaiting
        if waiting is not None and waiting.waiting_for == "name":  # CR 5.33.1: a name any card has
            g.declare_name(who, "Test Knight")
        elif waiting is not None and waiting.waiting_for == "positions":
            g.choose_positions(who, ["top"] * 10)
        elif waiting is not None and waiting.waiting_for == "deck_order":  # CR 4.1.5: as they lie
            g.choose_deck_order(who, list(waiting.deck_order[0][2]))
        elif waiting is not None and waiting.waiting_for == "look":  # take as many looked-at cards as allowed
            for n in range(len(waiting.offered), -1, -1):
                try:
                    g.choose_targets(who, list(waiting.offered[:n]))
                    break
                except InvalidChoice:
                    continue
        elif waiting is not None:
            g.choose_targets(who, [])
        else:
            pending = [e for e in g.pending_abilities() if e[0] == who]
            g.order_pending(who, pending[0][1])


def end_turn(g: Game) -> None:
    """The active player ends the turn (the opponent passes the end-phase window; extra cards discarded)."""
    who = g.state.active
    g.end_main_phase(who)
    _settle(g)
    if g.state.window is not None:
        g.pass_window(1 - who)
    if g.state.step == "discard":
        hand = [v.uid for v in g.cards_in(who, "hand")]
        g.discard_to_limit(who, hand[: len(hand) - 7])
    _settle(g)


def _activate(pos: Position, targets: list[int], has_ability: bool) -> None:
    """Player 0 plays the probe's activated ability (a "choose" effect takes its first options)."""
    if has_ability:
        effects = pos.game.pool.get(PROBE).abilities[0].effects
        count = next((e.count for e in effects if e.kind == "choose"), 1)
        pos.game.activate(0, pos.probe, targets=targets, choices=list(range(count)))
        _settle(pos.game)


def _enter(pos: Position, targets: list[int], has_ability: bool) -> None:
    """A follower is played from the hand: "whenever a follower enters" abilities see it as their subject."""
    pos.game.play(0, pos.hand_follower)
    _settle(pos.game)


def _attack(pos: Position, targets: list[int], has_ability: bool) -> None:
    """A follower of player 0 attacks the enemy leader: "whenever a follower attacks" sees it as the subject."""
    pos.game.attack(0, pos.attacker)
    _settle(pos.game)


def _turn_passes(pos: Position, targets: list[int], has_ability: bool) -> None:
    """Player 0 ends the turn: "at the start of the opponent's turn" abilities happen, player 1 active."""
    end_turn(pos.game)


def _nothing(pos: Position, targets: list[int], has_ability: bool) -> None:
    """A continuous ability acts by being there: nothing happens."""


ACTIONS: dict[str, Callable[[Position, list[int], bool], None]] = {
    "activated": _activate,
    "follower_enters": _enter,
    "follower_attacks": _attack,
    "opponent_turn_start": _turn_passes,
    "continuous": _nothing,
}
"""The triggers the probe uses, and the public action that sets each off."""


def _selections(pos: Position, card: CardDef) -> list[list[int]]:
    """One list of target ids per way to answer the probe's selections (each candidate on its own)."""
    g = pos.game
    picks: list[list[int]] = [[]]
    for target in card.abilities[0].targets([0]):
        found = candidates(g, 0, target, g.find(pos.probe)[2])
        if found:
            picks = [[*done, uid] for done in picks for uid in found]
    return picks[:40]


@dataclass(frozen=True)
class Outcome:
    """What became of one written effect: ``refused`` (with the load error), ``changed``, ``nothing`` (it
    loaded and no position tried made a difference) or ``error`` (it raised when it happened)."""

    verdict: str
    detail: str = ""
    error: CardDataError | None = None


def _played(g: Game, turns: int) -> list[tuple[Any, ...]]:
    """The snapshots of ``g`` now and after each of the next ``turns`` turn ends."""
    seen = [snapshot(g)]
    for _ in range(turns):
        end_turn(g)
        seen.append(snapshot(g))
    return seen


@functools.cache
def _plain(trigger: str, probe_zone: str, engaged: bool, seed: int, turns: int) -> list[tuple[Any, ...]]:
    """What a probe with no ability sees when ``trigger``'s action happens (the same for every effect)."""
    pos = position(pool_with(None), probe_zone, engaged, seed)
    ACTIONS[trigger](pos, [], False)
    return _played(pos.game, turns)


VARIANTS = ((False, 0), (True, 0), *((engaged, seed) for seed in range(1, 6) for engaged in (False, True)))
"""The positions tried, in order, until one differs: (probe engaged, seed of the random generator)."""


def compare(
    trigger: str,
    effects: Sequence[dict[str, Any]],
    reference: Sequence[dict[str, Any]],
    *,
    probe_zone: str = "field",
    turns: int = 0,
) -> Outcome:
    """Load a probe whose ``trigger`` ability does ``effects``, and one doing ``reference`` (empty: a probe
    with no ability); set each off from the same position; ``changed`` when what a player can observe
    differs (now, and after each of ``turns`` turn ends)."""
    try:
        card = probe_card(trigger, effects)
    except CardDataError as exc:
        return Outcome("refused", str(exc), exc)
    try:
        other = probe_card(trigger, reference) if reference else None
    except CardDataError as exc:
        return Outcome("error", f"the reference does not load: {exc}")
    act = ACTIONS[trigger]
    with_pool, other_pool = pool_with(card), pool_with(other)
    try:
        for engaged, seed in VARIANTS:
            for targets in _selections(position(with_pool, probe_zone, engaged), card):
                mine = position(with_pool, probe_zone, engaged, seed)
                act(mine, targets, True)
                if other is None:
                    seen = _plain(trigger, probe_zone, engaged, seed, turns)
                else:
                    theirs = position(other_pool, probe_zone, engaged, seed)
                    act(theirs, targets, True)
                    seen = _played(theirs.game, turns)
                if _played(mine.game, turns) != seen:
                    return Outcome("changed")
    except NoValidTarget:
        return Outcome("nothing", "no position offers a card to select")
    except Exception as exc:  # noqa: BLE001 - a crash is a finding, reported with its type
        return Outcome("error", f"{type(exc).__name__}: {exc}")
    return Outcome("nothing")


# ---------------------------------------------------------------------------- the combinations
def effect_dict(kind: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """The raw effect: its kind, its needed fields and ``extra`` (a target, side, zone, until ...)."""
    return {"kind": kind, **PARAMS[kind], **(extra or {})}


REFERENCE_PRE: dict[str, list[list[dict[str, Any]]]] = {
    "it": [[{"kind": "reveal", "target": {"each": "card", "side": "any", "zone": zone}}] for zone in ZONES],
    "its_leader": [[{"kind": "reveal", "target": {"each": "card", "side": "enemy", "zone": "field"}}]],
}
"""What an earlier effect of the ability acts on, for the targets that name it (each tried in turn)."""


def target_outcome(context: str, kind: str, target: str | dict[str, str] | None) -> Outcome:
    """One target form on an effect in ``context`` (``oneshot`` or ``continuous``): refused, or compared
    with the same ability without it (a kind that needs a target: without the effect) in every position
    that fits the form, until one differs."""
    if context == "continuous":
        raw = effect_dict(kind, {"target": target} if target is not None else {})
        last = Outcome("nothing")
        for zone in ("field", "hand", "ex"):
            last = compare("continuous", [raw], [], probe_zone=zone)
            if last.verdict != "nothing":
                return last
        return last
    raw = effect_dict(kind, {"target": target} if target is not None else {})
    try:  # the same effect without the target, when the schema takes that
        probe_card("activated", [effect_dict(kind)])
        bare: list[dict[str, Any]] = [effect_dict(kind)] if target is not None else []
    except CardDataError:
        bare = []
    if target == "trigger_card":
        entered = compare("follower_enters", [raw], bare)
        return entered if entered.verdict != "nothing" else compare("follower_attacks", [raw], bare)
    last = Outcome("nothing")
    for pre in REFERENCE_PRE.get(target, [[]]) if isinstance(target, str) else [[]]:
        last = compare("activated", [*pre, raw], [*pre, *bare])
        if last.verdict != "nothing":
            return last
    return last


@functools.cache
def working_target(kind: str) -> str | dict[str, str] | None:
    """The first target form (``None`` when the kind takes none; not one naming an earlier effect or another
    card) with which the effect changes the game in an activated ability. ``pay`` takes none and is refused
    outside an option of ``choose``: every field written on it there is refused with it."""
    if kind == "pay" or target_outcome("oneshot", kind, None).verdict == "changed":
        return None
    for target in all_targets():
        if target in (*REFERENCE_PRE, "trigger_card"):
            continue  # these need an earlier effect or another card: not a form to vary other fields on
        if target_outcome("oneshot", kind, target).verdict == "changed":
            return target
    raise AssertionError(f"no target form makes effect {kind!r} do anything")


FIELDS = ("side", "zone", "until")
"""The effect fields checked value by value (besides the target)."""


def field_values(name: str) -> tuple[Any, ...]:
    """Every value the schema takes for an effect field, except the one that means leaving it out."""
    values: tuple[Any, ...] = {"side": EFFECT_SIDES, "zone": EFFECT_ZONES}.get(name, tuple(DURATIONS))
    default = Effect.model_fields[name].default
    return tuple(
        v for v in values if Effect.model_validate({"kind": "draw", name: v}).__dict__[name] != default
    )


def _with_field(kind: str, name: str, value: Any) -> dict[str, Any]:
    """The effect with a working target and ``name`` set to ``value`` (``None``: left out)."""
    target = working_target(kind)
    raw = effect_dict(kind, {"target": target} if target is not None else {})
    raw.pop(name, None)
    if value is not None:
        raw[name] = value
    return raw


def field_outcome(kind: str, name: str, value: Any, other: Any = None) -> Outcome:
    """``value`` of ``side``, ``zone`` or ``until`` on an effect that otherwise works: refused, or compared
    with the same effect with ``other`` (``None``: the field left out), now and after the next two turn
    ends. A ``side`` is set off in the main phase and at the start of the opponent's turn (there ``active``
    is not its controller), after an effect on the enemy's or the own field cards (which ``its`` names)."""
    raw, ref = _with_field(kind, name, value), _with_field(kind, name, other)
    if name != "side":
        return compare("activated", [raw], [ref], turns=2)
    last = Outcome("nothing")
    for trigger in ("activated", "opponent_turn_start"):
        for side in ("enemy", "own"):
            pre = [{"kind": "reveal", "target": {"each": "card", "side": side, "zone": "field"}}]
            last = compare(trigger, [*pre, raw], [*pre, ref])
            if last.verdict != "nothing":
                return last
    return last


def effect_kinds() -> list[str]:
    """Every effect kind of the vocabulary."""
    return list(EFFECTS)


OTHER_FIELDS: dict[str, tuple[Any, ...]] = {
    "amount": (0, 2, 4),
    "attack": (0, 2),
    "defense": (0, 2),
    "token": (TOKEN, FOLLOWER),
    "card": (FOLLOWER, AMULET),
    "counter": (COUNTER, "other"),
    "count": (0, 1, 2),
    "options": ([[{"kind": "draw", "amount": 1}]], [[{"kind": "gain_ep", "amount": 2}]]),
    "keyword": ("storm", "ward"),
    "restriction": RESTRICTIONS,
    "stat": ("attack", "defense"),
    "position": ("top", "bottom"),
    "filter": ({"kind": "follower"}, {"kind": "spell"}, {"kind": "amulet"}),
    "prevent": (False, True),
    "trait": ("Pixie", "Fairy"),
    "divide": (False, True),
    "free": (False, True),
    "to": ("hand", "field", "cemetery"),
    "at": ("end_phase", "turn_start"),
    "then": ({"count": 1, "to": "hand", "filter": {"kind": "follower"}}, {"count": 1, "to": "cemetery"}),
    "rest": ("bottom", "stay"),
    "damage_from": ("attacks", "abilities"),
    "set_cost": (0, 3),
    "cost": ({"pp": 1}, {"pp": 2}),
    "up_to": (False, True),
    "itself": (False, True),
    "optional": (False, True),
}
"""Values to write in every other effect field (at least two that should differ wherever it is read)."""


def loads_without(kind: str, name: str) -> bool:
    """Whether the effect (with a working target) loads with ``name`` left out."""
    try:
        probe_card("activated", [_with_field(kind, name, None)])
    except CardDataError:
        return False
    return True
