"""The Shadowverse EVOLVE side of the engine seam (:mod:`engine.interface`): every op the steps use.

Found by recording every call the scenario steps made on a game during a whole suite run (issue 23,
``tools/conformance/record_surface.py``), plus the ops step code names that no scenario reached yet
(``tests/conformance/test_conformance.py`` checks that every op the steps name is listed here). The
game ops are :class:`~engine.sve.game.Game` methods and properties of the same name (their docstrings are
the reference); the engine-level ops are the functions below. Arguments and results are plain data: ints,
strings, booleans, ``None``, lists, string-keyed dicts, tuples, and the read-only records named in
``INTERFACE.records``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.interface import GameInterface
from engine.sve.deck import STANDARD, Deck, Format, build_deck, validate_deck
from engine.sve.game import Game

DeckList = Mapping[str, Any]
"""A deck list as plain data: ``{"leader": name, "main": [[name, copies], ...], "evolve": [...],
"basis": "class" | "universe" | None}``."""

FormatSpec = Mapping[str, Any]
"""A format as plain data: ``{"name": "standard" | "sanctioned", "restricted_to_one": [names]}``."""


def _deck(spec: DeckList) -> Deck:
    pairs = [(str(name), int(n)) for name, n in spec.get("main", ())]
    evolve = [(str(name), int(n)) for name, n in spec.get("evolve", ())]
    return build_deck(str(spec["leader"]), pairs, evolve, spec.get("basis"))


def _format(spec: FormatSpec | None) -> Format:
    if not spec:
        return STANDARD
    return Format(str(spec.get("name", "standard")), frozenset(spec.get("restricted_to_one", ())))


def new_game(setup: str, **kwargs: Any) -> Game:
    """A fresh game from a named set-up.

    * ``sandbox`` (keywords ``seed``, ``turn``, ``active``): :meth:`Game.sandbox`, the active player's main
      phase with empty zones, built further with the ``setup_*`` calls;
    * ``prepare`` (keywords ``decks``: two deck lists, ``seed``, ``format``): :meth:`Game.prepare`, game
      preparation up to the leader reveal (CR 6.2); an illegal deck is refused (``DeckIllegal``).
    """
    if setup == "sandbox":
        unknown = set(kwargs) - {"seed", "turn", "active"}
        if unknown:
            raise ValueError(f"the sandbox set-up takes seed, turn, active; not {sorted(unknown)}")
        seed, active = int(kwargs.get("seed", 0)), int(kwargs.get("active", 0))
        if "turn" in kwargs:
            return Game.sandbox(seed=seed, active=active, turn=int(kwargs["turn"]))
        return Game.sandbox(seed=seed, active=active)
    if setup == "prepare":
        decks: Sequence[DeckList] = kwargs["decks"]
        return Game.prepare(
            (_deck(decks[0]), _deck(decks[1])),
            seed=int(kwargs.get("seed", 0)),
            fmt=_format(kwargs.get("format")),
        )
    raise ValueError(f"unknown SVE set-up {setup!r} (sandbox, prepare)")


def check_deck(deck: DeckList, format: FormatSpec | None = None) -> None:  # noqa: A002 - the wire's name
    """Check a deck list against the deck-construction rules (CR 6.1); refused ``DeckIllegal`` with a reason."""
    validate_deck(_deck(deck), _format(format))


INTERFACE = GameInterface(
    game="sve",
    setups={
        "sandbox": "main phase of the active player, empty zones (seed, turn, active)",
        "prepare": "preparation from two deck lists up to the leader reveal (decks, seed, format)",
    },
    engine_ops={"check_deck": "check a deck list (deck, format); refused DeckIllegal"},
    calls={
        # set-up calls (build a position; never refused)
        "setup_put": "put a card into a zone (player, zone, name, engaged=, entered_this_turn=, face_up=, "
        "counters=, evolved=, damage=, attack_change=, defense_change=) -> card id",
        "setup_points": "set play points / max / evolution points (player, pp=, pp_max=, ep=, ep_designs=)",
        "setup_leader": "set leader defense or 'lost defense this turn' (player, defense=, lost_defense_this_turn=)",
        "setup_turn": "set the active player, turn number, cards played (active=, turn=, cards_played=)",
        "setup_control": "give control of a card to a player (player, card)",
        "setup_ordering": "let a player order their own pending abilities (player)",
        "setup_race": "set a race (player, card, ...)",
        "setup_turns_passed": "set how many turns a player has passed (player, turns)",
        "setup_ward_entry": "mark that a Ward follower entered this turn (player)",
        "setup_declines_costs": "let a player decline the costs of their automatic abilities (player)",
        # actions (may be refused)
        "play": "play a card from hand/EX area (player, card, choices=, targets=, cost_cards=, alt_cost=, ...)",
        "evolve": "evolve a follower (player, card, choices=, targets=, cost_cards=, ...)",
        "attack": "attack with a follower (player, attacker, target or null for the leader)",
        "activate": "play an activated ability (player, card, targets=, cost_cards=, earth_rite=, ...)",
        "serve": "serve (Umamusume) (player, card, ability=, ep=)",
        "pass_window": "pass in a Quick window (player)",
        "end_main_phase": "end the main phase (player, [cards to engage])",
        "choose_targets": "answer a waiting selection with targets (player, [ids])",
        "choose_positions": "answer a waiting selection with positions (player, [words])",
        "choose_deck_order": "order the cards put into a deck together, top first (player, [ids])",
        "choose_tokens": "answer a waiting token choice (player, [names])",
        "answer_optional": "answer a 'you may' (player, yes)",
        "apply_first": "choose which simultaneous effect applies first (player, [words])",
        "order_pending": "play one of own pending abilities first (player, card)",
        "declare_name": "declare a card name for a waiting effect (player, name)",
        "discard_to_limit": "discard down to the hand limit in the end phase (player, [ids])",
        "decide_turn_order": "the toss winner decides who goes first (player) -> first player",
        "keep_hand": "keep the opening hand (player)",
        "redraw": "redraw, returning the whole hand in the given order (player, [ids])",
        "look_at_hand": "a player looks at their own hand (player) -> [names]; refused HiddenInformation",
        # queries
        "view": "one card (card id) -> CardView",
        "cards_in": "a player's zone, top first (player, zone) -> [CardView]",
        "ids_named": "ids of the cards with a name in a player's zone (player, zone, name) -> [ids]",
        "current_id": "the id a card has now (id given when it was set up) -> id",
        "leader_id": "the id standing for a player's leader as a target (player) -> id",
        "leader_defense": "a leader's defense (player) -> int",
        "points": "(play points, max play points, evolution points) (player) -> tuple",
        "cost_of": "a card's current cost (card) -> int",
        "zone_of": "where a card is (card) -> (player, zone) or null",
        "awaiting_choice": "the player the game waits for, or null",
        "pending_abilities": "pending abilities, queue order -> [(player, card, name, trigger)]",
        "revealed": "the cards the resolving ability has revealed -> [ids]",
        "turns_passed": "how many turns a player has passed (player) -> int",
        "evolution_point_designs": "the design of each evolution point (player) -> [str]",
        "window": "the Quick window the game waits in -> WindowView or null",
        "turn_info": "turn, active player, phase, step -> TurnView",
        "leader_basis": "the basis a player's deck was declared with (player) -> class | universe | null",
        "snapshot": "the whole state, comparable: equal exactly when the states are equal",
        "visible_to": "what a player may know of every zone and both leaders, hidden cards as a number only (player) -> TableSight",
    },
    properties={
        "events": "the event log, oldest first -> events (kind, player, data)",
        "result": "null while the game goes on, else player-0-wins | player-1-wins | draw",
    },
    records={
        "CardView": (
            "uid", "name", "owner", "zone", "kind", "token", "face_up", "attack", "defense", "engaged",
            "evolved", "racing", "counters", "keywords", "cost", "craft", "traits",
        ),
        "WindowView": ("kind", "responder"),
        "TurnView": ("turn", "active", "phase", "step"),
        "TableSight": ("viewer", "zones", "leaders"),
        "LeaderSight": ("player", "name", "craft", "defense"),
        "ZoneSight": ("player", "zone", "count", "cards", "unseen"),
        "SeenCard": ("uid", "name", "face_up"),
    },
    returns={
        "setup_put": "int",
        "decide_turn_order": "int",
        "look_at_hand": "list[str]",
        "view": "CardView",
        "cards_in": "list[CardView]",
        "ids_named": "list[int]",
        "current_id": "int",
        "leader_id": "int",
        "leader_defense": "int",
        "points": "tuple[int]",
        "cost_of": "int",
        "zone_of": "str|null",
        "awaiting_choice": "int|null",
        "pending_abilities": "list[tuple[any]]",
        "revealed": "list[int]",
        "turns_passed": "int",
        "evolution_point_designs": "list[str]",
        "window": "WindowView|null",
        "turn_info": "TurnView",
        "leader_basis": "str|null",
        "visible_to": "TableSight",
        "events": "events",
        "result": "str|null",
    },
)  # fmt: skip
