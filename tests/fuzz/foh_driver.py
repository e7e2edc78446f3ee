"""The Force of the Horse driver: whole games from the race conditions on, actions through ``FohGame`` only."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from engine.foh import RUNNING_STYLES, FohGame, default_pool
from engine.foh.cards import ForceCard, HorseCard
from tests.fuzz.harness import Action, Inputs

POOL = default_pool()
FORCES = tuple(n for n, c in POOL.cards.items() if isinstance(c, ForceCard))
HORSES = tuple(n for n, c in POOL.cards.items() if isinstance(c, HorseCard))
SUPPORTS = tuple(n for n, c in POOL.cards.items() if not isinstance(c, (ForceCard, HorseCard)))
SHORT_RACES = tuple(n for n, d in POOL.distances.items() if d.meters < 2600)


def _deck(rng: random.Random, size: int) -> list[str]:
    forces = size * 2 // 5
    supports = rng.randint(0, 8)
    horses = size - forces - supports
    return (
        [rng.choice(FORCES) for _ in range(forces)]
        + [rng.choice(SUPPORTS) for _ in range(supports)]
        + [rng.choice(HORSES) for _ in range(horses)]
    )


class FohDriver:
    """Random public actions on Force of the Horse games, from the race conditions to the win."""

    name = "foh"
    changes_cards = frozenset({"tune_deck"})

    def new_game(self, rng: random.Random) -> FohGame:
        """A game before the race conditions, with a 60-card deck for each player."""
        game = FohGame(seed=rng.randrange(1000))
        for p in (0, 1):
            game.set_deck(p, _deck(rng, 60))
        return game

    def census(self, game: FohGame) -> Counter[int]:
        """Card ids in every zone of both players."""
        seen: Counter[int] = Counter()
        for p in game.state.players:
            for zone in (p.deck, p.hand.cards, p.farm.cards, p.situation.cards, p.track.cards):
                seen.update(c.uid for c in zone)
            for area in p.areas.values():
                seen.update(c.uid for c in area)
        return seen

    def limits(self, game: FohGame) -> list[str]:
        """The situation area holds one card; a won game is finished; a run's horse is on the track."""
        s = game.state
        broken = [
            f"player {p.index}'s situation area holds {len(p.situation)}"
            for p in s.players
            if len(p.situation) > 1
        ]
        if (s.winner is None) != (s.phase != "finished"):
            broken.append(f"winner {s.winner} in phase {s.phase}")
        if s.exchange is not None and s.exchange.horse not in s.players[s.exchange.runner].track:
            broken.append("the running horse is not on the track")
        return broken

    def finished(self, game: FohGame) -> bool:
        """Someone won."""
        return game.state.winner is not None

    def known(self, label: str, error: BaseException | None) -> str | None:
        """Nothing is excused."""
        return None

    @staticmethod
    def _payment(game: FohGame, player: int, horse: Any, rng: random.Random) -> list[int]:
        """Force cards from hand that pay the horse's cost exactly, most of the time (else any few)."""
        hand = game.state.players[player].hand.cards
        forces = [c for c in hand if isinstance(POOL.get(c.name), ForceCard)]
        rng.shuffle(forces)
        card = next((c for c in hand if c.uid == horse), None)
        definition = POOL.get(card.name) if card is not None else None
        if not isinstance(definition, HorseCard) or rng.random() < 0.2:
            return [c.uid for c in forces[: rng.randint(0, 4)]]
        paid: list[int] = []
        total = 0
        for c in forces:
            if total >= definition.cost:
                break
            value = POOL.get(c.name).value  # type: ignore[union-attr]
            if total + value > definition.cost and value > 1:
                continue
            paid.append(c.uid)
            total += value
        return paid

    def next_action(self, game: FohGame, rng: random.Random) -> Action:
        """One random action, mostly sensible for the phase, sometimes with malformed arguments."""
        inputs = Inputs(rng)
        kind, method, args, kwargs = self._action(game, rng, inputs)
        return inputs.label(kind), method, args, kwargs

    def _action(self, game: FohGame, rng: random.Random, inputs: Inputs) -> Action:
        s = game.state
        ex = s.exchange
        last_id = s.ids.next_id + 1  # any card id that exists, and one that does not yet

        def hand(p: int, kind: type | None = None) -> list[int]:
            cards = s.players[p].hand.cards
            return [c.uid for c in cards if kind is None or isinstance(POOL.get(c.name), kind)]

        def pick(likely: list[int]) -> Any:
            if likely and rng.random() < 0.85:
                return rng.choice(likely)
            return rng.randrange(1, last_id) if rng.random() < 0.8 else inputs.bad(card=True)

        def player(p: int) -> Any:
            return inputs.maybe(p if rng.random() < 0.9 else 1 - p, 0.05)

        who = s.active
        if s.pending_farm is not None:
            sensible: tuple[str, ...] = ("put_to_farm",)
            who = s.pending_farm.player
        elif s.phase == "conditions":
            sensible = ("agree_race_conditions", "agree_race_conditions", "draw_race_conditions")
        elif s.phase == "tuning":
            sensible = ("start_game", "start_game", "start_game", "tune_deck")
        elif s.phase == "opening":
            sensible = ("keep", "keep", "redraw")
            who = rng.randint(0, 1)
        elif ex is not None:
            sensible = ("pass_run", "pass_run", "guard", "use_support")
            who = rng.randint(0, 1)
        elif s.phase == "draw":
            sensible = ("draw_for_turn",)
        else:
            sensible = (
                "declare_run",
                "declare_run",
                "use_support",
                "begin_run_phase",
                "end_turn",
                "end_turn",
            )
        kind = rng.choice(sensible) if rng.random() < 0.8 else rng.choice(ACTIONS)
        p = player(who)
        me = who if p not in (0, 1) else p
        if kind in ("agree_race_conditions", "draw_race_conditions", "start_game"):
            inputs.used = False  # the player drawn above is not passed
        if kind == "agree_race_conditions":
            args = [rng.choice(SHORT_RACES), rng.choice(POOL.racecourses), rng.choice(POOL.goings)]
            if rng.random() < 0.1:
                args[rng.randrange(3)] = rng.choice((inputs.bad(), "9999m", "Moon"))
                inputs.used = True
            return kind, game.agree_race_conditions, tuple(args), {}
        if kind == "draw_race_conditions":
            return kind, game.draw_race_conditions, (), {}
        if kind == "tune_deck":
            deck = [c.name for c in s.players[me].deck]
            need = game.required_deck_size() if s.race is not None else 60
            remove = [rng.choice(deck)] if deck else []
            add: Any = [rng.choice(HORSES + FORCES)]
            if len(deck) < need:
                remove, add = [], [rng.choice(HORSES + FORCES) for _ in range(need - len(deck))]
            elif len(deck) > need:
                remove, add = deck[: len(deck) - need], []
            if rng.random() < 0.1:
                add = rng.choice((["No Such Card"], "Force", [None], [""], [1], None, 5, {"Force": 1}))
                inputs.used = True
            return kind, game.tune_deck, (p,), {"remove": remove, "add": add}
        if kind == "start_game":
            return kind, game.start_game, (), {}
        if kind in ("keep", "redraw"):
            return kind, getattr(game, kind), (p,), {}
        if kind == "draw_for_turn":
            return kind, game.draw_for_turn, (p,), {}
        if kind == "begin_run_phase":
            return kind, game.begin_run_phase, (p,), {}
        if kind == "declare_run":
            horse = pick(hand(me, HorseCard))
            paid: Any = self._payment(game, me, horse, rng)
            if rng.random() < 0.05:
                paid = inputs.bad_ids()
            return kind, game.declare_run, (p, horse, paid), {}
        if kind == "guard":
            return kind, game.guard, (p, pick(hand(me, HorseCard))), {}
        if kind == "use_support":
            target = None
            if ex is not None and rng.random() < 0.9:
                target = (
                    pick([ex.horse, *ex.guards])
                    if rng.random() < 0.95
                    else inputs.bad(optional=True, card=True)
                )
            supports = [c.uid for c in s.players[me].hand.cards if c.name in SUPPORTS]
            return kind, game.use_support, (p, pick(supports)), {"target": target}
        if kind == "pass_run":
            return kind, game.pass_run, (p,), {}
        if kind == "put_to_farm":
            owed = s.pending_farm.count if s.pending_farm is not None else rng.randint(0, 2)
            cards: Any = rng.sample(hand(me), min(owed, len(hand(me))))
            if rng.random() < 0.1:
                cards = inputs.bad_ids() if rng.random() < 0.7 else [*cards, *cards]
                inputs.used = inputs.used or bool(cards)
            return kind, game.put_to_farm, (p, cards), {}
        excess = len(s.players[me].hand) - 10
        farm: Any = rng.sample(hand(me), excess) if excess > 0 else []
        if rng.random() < 0.05:
            farm = inputs.bad_ids()
        return "end_turn", game.end_turn, (p,), {"farm": farm}


ACTIONS = (
    "agree_race_conditions", "draw_race_conditions", "tune_deck", "start_game", "keep", "redraw",
    "draw_for_turn", "begin_run_phase", "declare_run", "guard", "use_support", "pass_run", "put_to_farm",
    "end_turn",
)  # fmt: skip
_ = RUNNING_STYLES
