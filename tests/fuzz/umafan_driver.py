"""The umafan driver: whole games from the deck lists on, actions through ``UmaFanGame`` only."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine.umafan import UmaFanGame, default_pool
from tests.fuzz.harness import Action, Inputs

POOL = default_pool()
MAIN = tuple(n for n, c in POOL.cards.items() if c.kind != "racecourse")
UMAS = tuple(n for n, c in POOL.cards.items() if c.kind == "umamusume")
RACECOURSES = tuple(n for n, c in POOL.cards.items() if c.kind == "racecourse")
ACTIONS = (
    "start_game", "call_start", "proceed", "draw", "stack_under_racecourse", "reveal_racecourse",
    "field_umamusume", "declare", "pass_response", "field_racecourse", "select_runner", "decline_race",
    "take_stacked",
)  # fmt: skip


class UmaFanDriver:
    """Random public actions on umafan games, from registering the decks to the loss."""

    name = "umafan"
    changes_cards = frozenset({"start_game"})

    def new_game(self, rng: random.Random) -> UmaFanGame:
        """A game with both decks registered, before the start."""
        game = UmaFanGame(seed=rng.randrange(1000))
        for p in (0, 1):
            main = [rng.choice(UMAS) for _ in range(8)] + [
                rng.choice(MAIN) for _ in range(rng.randint(4, 16))
            ]
            race = [rng.choice(RACECOURSES) for _ in range(rng.randint(3, 6))]
            game.setup_decks(p, main, race)
        return game

    def census(self, game: UmaFanGame) -> Counter[int]:
        """Card ids in every zone, the race zone and under racecourses."""
        seen: Counter[int] = Counter()
        for p in game.state.players:
            for zone in (p.deck, p.hand, p.field, p.trash, p.exit, p.race_deck):
                seen.update(c.uid for c in zone)
            slots = [*p.racecourses, *([p.fielded_racecourse] if p.fielded_racecourse else [])]
            for slot in slots:
                seen[slot.card.uid] += 1
                seen.update(c.uid for c in slot.stacked)
        return seen

    def limits(self, game: UmaFanGame) -> list[str]:
        """A full exit zone ends the game; a game that is over names its losers; the chain only lives in play."""
        s = game.state
        limit = game.params.exit_zone_limit
        broken = [
            f"player {p.index} has {len(p.exit)} exit cards but the game is in the {s.phase} phase"
            for p in s.players
            if len(p.exit) >= limit and s.phase != "game-over"
        ]
        if (s.phase == "game-over") != bool(s.losers):
            broken.append(f"losers {s.losers} in phase {s.phase}")
        broken += [
            f"card #{c.uid} stamina {c.state['stamina']} below 0"
            for p in s.players
            for c in p.field
            if "stamina" in c.state and int(c.state["stamina"]) < 0
        ]
        return broken

    def finished(self, game: UmaFanGame) -> bool:
        """Someone lost."""
        return game.state.phase == "game-over"

    def known(self, label: str, error: BaseException | None) -> str | None:
        """Nothing is excused."""
        return None

    def next_action(self, game: UmaFanGame, rng: random.Random) -> Action:
        """One random action, mostly sensible for the phase and step, sometimes with malformed arguments."""
        inputs = Inputs(rng)
        kind, method, args, kwargs = self._action(game, rng, inputs)
        return inputs.label(kind), method, args, kwargs

    def _action(self, game: UmaFanGame, rng: random.Random, inputs: Inputs) -> Action:
        s = game.state
        last_id = s.ids.next_id + 1  # any card id that exists, and one that does not yet
        turn, opp = s.turn_player, 1 - s.turn_player

        def pick(likely: list[int], *, optional: bool = False) -> Any:
            if likely and rng.random() < 0.85:
                return rng.choice(likely)
            return (
                rng.randrange(1, last_id) if rng.random() < 0.8 else inputs.bad(optional=optional, card=True)
            )

        who = turn
        step = s.flags.race_step
        if s.phase == "setup":
            sensible: tuple[str, ...] = ("start_game",)
        elif s.chain:
            sensible = ("pass_response", "pass_response", "declare")
            who = opp
        elif s.phase == "start-call":
            sensible = ("call_start", "proceed", "proceed")
            who = rng.randint(0, 1)
        elif s.phase == "draw":
            sensible = ("draw", "draw", "proceed")
        elif s.phase == "standby":
            sensible = ("stack_under_racecourse", "reveal_racecourse", "proceed")
        elif s.phase == "main":
            sensible = ("field_umamusume", "field_umamusume", "declare", "declare", "proceed")
        elif s.phase == "paddock":
            sensible = ("field_racecourse", "field_racecourse", "declare", "proceed")
        elif s.phase == "race" and step in ("select-a", "select-b"):
            sensible = ("select_runner", "select_runner", "decline_race")
            who = turn if step == "select-a" else opp
        elif s.phase == "race" and step in ("take-a", "take-b"):
            sensible = ("take_stacked", "proceed")
            who = turn if step == "take-a" else opp
        else:
            sensible = ("declare", "proceed", "proceed")
        kind = rng.choice(sensible) if rng.random() < 0.8 else rng.choice(ACTIONS)
        if rng.random() < 0.1:
            who = 1 - who
        p = inputs.maybe(who, 0.05)
        me = p if p in (0, 1) else who
        mine = s.players[me]
        hand = [c.uid for c in mine.hand]
        courses = [slot.card.uid for slot in mine.racecourses]
        if kind == "start_game":
            inputs.used = False  # the player drawn above is not passed
            return kind, game.start_game, (inputs.maybe(rng.choice((None, 0, 1)), 0.1, optional=True),), {}
        if kind in ("call_start", "proceed", "draw", "reveal_racecourse", "pass_response"):
            return kind, getattr(game, kind), (p,), {}
        if kind == "stack_under_racecourse":
            return kind, game.stack_under_racecourse, (p, pick(hand), pick(courses)), {}
        if kind == "field_umamusume":
            umas = [c.uid for c in mine.hand if POOL.get(c.name).kind == "umamusume"]
            return kind, game.field_umamusume, (p, pick(umas)), {}
        if kind == "declare":
            declarable = hand + [c.uid for c in mine.field if POOL.get(c.name).declarable]
            declarable += [c.uid for c in mine.trash if POOL.get(c.name).declarable]
            umas = [c.uid for c in mine.field if POOL.get(c.name).kind == "umamusume"]
            payer = pick(umas, optional=True) if umas and rng.random() < 0.7 else None
            return kind, game.declare, (p, pick(declarable)), {"payer": payer}
        if kind == "field_racecourse":
            return kind, game.field_racecourse, (p, pick(courses)), {}
        if kind in ("select_runner", "decline_race"):
            umas = [c.uid for c in mine.field if POOL.get(c.name).kind == "umamusume"]
            return kind, getattr(game, kind), (p, pick(umas)), {}
        racecourse = None
        if step == "take-b" or rng.random() < 0.3:
            fielded = [mine.fielded_racecourse.card.uid] if mine.fielded_racecourse else []
            racecourse = pick(courses + fielded, optional=True)
        return "take_stacked", game.take_stacked, (p,), {"racecourse": racecourse}
