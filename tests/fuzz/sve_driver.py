"""The Shadowverse EVOLVE driver: sandbox games with cards in every zone, actions through ``Game`` only."""

from __future__ import annotations

import random
from collections import Counter

from engine.sve import Game
from engine.sve.state import ZONE_NAMES
from tests.fuzz.harness import Action
from tests.support.sve_actions import choose, sensible_kinds

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
#: Test cards whose resolution waits for a newer kind of answer: a look at the top (CR 5.11), top or bottom
#: of the deck, a "you may" decision (CR 5.18), a declared card name (CR 5.33), which tokens fit (CR 9.1.2)
#: or which tokens just made; and cards that modify damage, whose order a player may set (CR 10.10.2).
ANSWER_CARDS = (
    "Scry Lens", "Scout Rally", "Homeward Tide", "Twin Tide", "Maybe Mender Spell", "Maybe Evolver", "Name Guess Spell",
    "Muster Pair", "Muster Twins", "Muster Drill", "Rampart Banner", "Order Brute",
)  # fmt: skip
#: The malformed-argument rate of the fuzz driver's actions (the chooser marks them; they must be refused).
MALFORMED_RATE = 0.05


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
    """The actions a player would sensibly try now (see :func:`tests.support.sve_actions.sensible_kinds`)."""
    return sensible_kinds(game)


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
            if rng.random() < 0.5:
                game.setup_put(p, "hand", rng.choice(ANSWER_CARDS))
            if rng.random() < 0.3:
                game.setup_ordering(p)  # the player orders their own pending abilities (CR 10.5)
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
        """One random action from the shared chooser: mostly sensible, any kind now and then, sometimes with
        malformed arguments (labelled ``~``)."""
        chosen = choose(game, rng, malformed=MALFORMED_RATE)
        return chosen.label, chosen.method, chosen.args, chosen.kwargs
