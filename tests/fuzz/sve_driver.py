"""The Shadowverse EVOLVE driver: sandbox games with cards in every zone, actions through ``Game`` only."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine.sve import Game
from engine.sve.state import ZONE_NAMES
from tests.fuzz.harness import Action, Inputs

HAND_CARDS = (
    "Goblin", "Fighter", "Knight", "Storm Rider", "Rush Wolf", "Fanfare Archer", "Fanfare Scholar",
    "Paid Fanfare Mage", "Evolving Fighter", "Special Week", "Fireball", "Quick Bolt", "Quick Ward Off",
    "Quick Banish", "Execution", "Final Rest", "Crossroads", "Earth Tremor", "Raise Dead",
    "Call from Beyond", "Aria, Fairy Princess", "Test Amulet", "Stack Obelisk", "Weaken",
)  # fmt: skip
FIELD_CARDS = (
    "Goblin", "Fighter", "Ward Guard", "Dusk Watcher", "Storm Rider", "Assail Hawk", "Intimidating Giant",
    "Drain Bat", "Bane Snake", "Aura Spirit", "Strike Fighter", "Sweeping Striker", "Last Words Imp",
    "Grudge Beast", "Engage Sentry", "Quick Guardian", "Evolving Fighter", "Cheap Evolver", "Twin Herald",
    "Special Week", "Stack Obelisk", "Welcome Banner", "Play Tally",
)  # fmt: skip
EX_CARDS = ("Fanfare Scholar", "Fireball", "Magical Item", "Goblin", "Quick Bolt")
EVOLVE_CARDS = ("Evolving Fighter", "Cheap Evolver", "Twin Herald", "Special Week", "Carrot")
CEMETERY_CARDS = ("Fanfare Scholar", "Fireball", "Goblin")
ACTIONS = (
    "play", "choose_targets", "activate", "attack", "pass_window", "evolve", "serve", "end_main_phase",
    "discard_to_limit", "keep_hand", "redraw", "decide_turn_order",
)  # fmt: skip


def census(game: Game) -> Counter[int]:
    """How often each non-token card id occurs: in every zone and beneath evolved followers.

    Card conservation: an action may move cards, never create or lose one (tokens excepted).
    """
    seen: Counter[int] = Counter()
    for p in game.state.players:
        for zone in ZONE_NAMES:
            for card in p.zone(zone):
                if not card.token:
                    seen[card.uid] += 1
                for base in card.state.get("under", ()):
                    if not base.token:
                        seen[base.uid] += 1
    return seen


def sensible_actions(game: Game) -> tuple[str, ...]:
    """The actions a player would sensibly try now (a pending choice, a window, a discard, the main phase)."""
    s = game.state
    if s.pending:
        return ("choose_targets",)
    if s.window is not None:
        return ("pass_window", "pass_window", "play", "activate")
    if s.step == "discard":
        return ("discard_to_limit",)
    return ("play", "play", "attack", "attack", "attack", "evolve", "serve", "activate", "end_main_phase")


class SveDriver:
    """Random public actions on a Shadowverse EVOLVE sandbox game."""

    name = "sve"
    changes_cards: frozenset[str] = frozenset()

    def new_game(self, rng: random.Random) -> Game:
        """A sandbox game in player 0's main phase with random cards in every zone."""
        game = Game.sandbox(seed=rng.randrange(1000))
        for p in (0, 1):
            pp = rng.randint(0, 10)
            game.setup_points(p, pp=pp, pp_max=max(pp, rng.randint(0, 10)), ep=rng.randint(0, 3))
            for _ in range(rng.randint(1, 6)):
                game.setup_put(p, "hand", rng.choice(HAND_CARDS))
            game.setup_put(p, "field", "Evolving Fighter")
            game.setup_put(p, "evolve_deck", "Evolving Fighter")
            game.setup_put(p, "evolve_deck", "Carrot")
            for _ in range(rng.randint(0, 4)):
                game.setup_put(
                    p,
                    "field",
                    rng.choice(FIELD_CARDS),
                    engaged=rng.random() < 0.25,
                    entered_this_turn=rng.random() < 0.25,
                )
            for _ in range(rng.randint(0, 3)):
                game.setup_put(p, "ex", rng.choice(EX_CARDS))
            for _ in range(rng.randint(0, 4)):
                game.setup_put(p, "evolve_deck", rng.choice(EVOLVE_CARDS))
            for _ in range(rng.randint(0, 2)):
                game.setup_put(p, "cemetery", rng.choice(CEMETERY_CARDS))
            for _ in range(rng.randint(4, 20)):
                game.setup_put(p, "deck", "Goblin")
        return game

    def census(self, game: Game) -> Counter[int]:
        """Non-token card ids in every zone and beneath evolved followers."""
        return census(game)

    def limits(self, game: Game) -> list[str]:
        """Every zone with a capacity holds at most that many cards (field and EX area: 5)."""
        return [
            f"player {p.index}'s {zone} holds {len(p.zone(zone))}"
            for p in game.state.players
            for zone in ZONE_NAMES
            if p.zone(zone).capacity is not None and len(p.zone(zone)) > (p.zone(zone).capacity or 0)
        ]

    def finished(self, game: Game) -> bool:
        """The game has a result."""
        return game.state.result is not None

    def known(self, label: str, error: BaseException | None) -> str | None:
        """Nothing is excused: malformed SVE input must be refused like any other engine's."""
        return None

    def next_action(self, game: Game, rng: random.Random) -> Action:
        """One random action, mostly sensible, sometimes with malformed arguments."""
        kind, method, args, kwargs, inputs = self._action(game, rng)
        return inputs.label(kind), method, args, kwargs

    def _action(
        self, game: Game, rng: random.Random
    ) -> tuple[str, Any, tuple[Any, ...], dict[str, Any], Inputs]:
        s = game.state
        inputs = Inputs(rng)
        last_id = s.ids.next_id + 1  # any card id that exists, and one that does not yet
        responder = s.window.responder if s.window is not None else s.active
        who = rng.choice((responder, responder, responder, 0, 1))
        opp = 1 - who

        def own(*zones: str) -> list[int]:
            return [c.uid for z in zones for c in s.players[who].zone(z)]

        def pick(likely: list[int], *, optional: bool = False) -> Any:
            if likely and rng.random() < 0.8:
                return rng.choice(likely)
            return (
                rng.randrange(1, last_id) if rng.random() < 0.9 else inputs.bad(optional=optional, card=True)
            )

        def targets() -> Any:
            fields = [c.uid for p in s.players for c in p.field]
            chosen = [pick(fields) for _ in range(rng.randint(0, 2))]
            return chosen if rng.random() < 0.95 else inputs.bad_ids()

        sensible = sensible_actions(game)
        kind = rng.choice(sensible) if rng.random() < 0.75 else rng.choice(ACTIONS)
        player = inputs.maybe(who, 0.05)
        if kind == "play":
            kwargs: dict[str, Any] = {
                "targets": targets(),
                "choices": [rng.randint(0, 3) for _ in range(rng.randint(0, 2))],
                "pay_optional_costs": rng.random() < 0.5,
            }
            if rng.random() < 0.25:
                kwargs["token_split"] = (rng.randint(0, 6), rng.randint(0, 6))
            if rng.random() < 0.25:
                kwargs["earth_rite"] = pick(own("field"), optional=True)
            return kind, game.play, (player, pick(own("hand", "ex"))), kwargs, inputs
        if kind == "choose_targets":
            return kind, game.choose_targets, (player, targets()), {}, inputs
        if kind == "activate":
            kwargs = {"ability": inputs.maybe(rng.randint(0, 1), 0.05), "targets": targets()}
            return kind, game.activate, (player, pick(own("field"))), kwargs, inputs
        if kind == "attack":
            target = (
                pick([c.uid for c in s.players[opp].field], optional=True) if rng.random() < 0.5 else None
            )
            return kind, game.attack, (player, pick(own("field")), target), {}, inputs
        if kind == "pass_window":
            return kind, game.pass_window, (player,), {}, inputs
        if kind in ("evolve", "serve"):
            method = game.evolve if kind == "evolve" else game.serve
            return (
                kind,
                method,
                (player, pick(own("field"))),
                {"ep": inputs.maybe(rng.randint(0, 1), 0.05)},
                inputs,
            )
        if kind == "end_main_phase":
            wards: Any = [pick(own("field")) for _ in range(rng.randint(0, 1))]
            if rng.random() < 0.05:
                wards = inputs.bad_ids()
            return kind, game.end_main_phase, (player, wards), {}, inputs
        if kind == "discard_to_limit":
            hand = own("hand") or [9999]
            cards: Any = [rng.choice(hand) for _ in range(rng.randint(0, 3))]
            if rng.random() < 0.05:
                cards = inputs.bad_ids()
            return kind, game.discard_to_limit, (player, cards), {}, inputs
        if kind == "redraw":
            return kind, game.redraw, (player, own("hand")), {}, inputs
        if kind == "decide_turn_order":
            inputs.used = False  # the player drawn above is not passed
            return kind, game.decide_turn_order, (inputs.maybe(None, 0.5, optional=True),), {}, inputs
        return kind, game.keep_hand, (player,), {}, inputs
