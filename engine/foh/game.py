"""The Force of the Horse game object: set-up API, player actions and read-only views.

Players are 0 and 1. Every public action is ``@atomic`` and refuses with a subclass of
:class:`engine.foh.errors.FohRefusal` carrying a reason code, leaving ``state`` untouched.
Each public action is a one-line call of an undecorated ``_do_<action>`` helper that holds its rules
(mutmut 3 never mutates a decorated function, docs/mutation.md).

Turn outline (FAQ foh-faq-ja): race conditions (Q&A 3) -> deck tuning (Q&A 4) -> 7-card hands,
one full redraw each (Q&A 1) -> turns: draw 1 (Q&A 7), support cards after the draw and before
the run (Q&A 12, 13), the run phase at the end of the turn with at most one run (Q&A 9), the
hand limit check, then the opponent's turn.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core import CardInstance, IllegalSetup, SeededRng, UnknownCard, atomic, changing, validate
from engine.core.digest import StateSnapshot
from engine.foh.cards import RUNNING_STYLES, Card, CardPool, ForceCard, HorseCard, SupportCard, default_pool
from engine.foh.distance import current_area, deal, distance_total, even_sizes
from engine.foh.effects import apply_effect, draw_distance, fire
from engine.foh.errors import (
    BadArgument,
    ChoicePending,
    DeckRefused,
    GameOver,
    GuardRefused,
    HandRefused,
    NotInHand,
    PaymentRefused,
    RunRefused,
    TimingRefused,
    WrongPhase,
)
from engine.foh.race import RaceConditions, agreed_conditions, drawn_conditions, required_deck_size
from engine.foh.state import (
    HAND_LIMIT,
    OPENING_HAND,
    PHASES,
    Exchange,
    FohConfig,
    FohState,
    PendingFarm,
    PlayerState,
    RunResult,
)
from engine.foh.values import current_going, guard_value, run_modifiers, run_value

ZONES = ("hand", "farm", "situation", "distance", "deck")
VIEW_ZONES = ("hand", "farm", "situation", "distance", "deck", "track")


class FohGame:
    """One Force of the Horse game between players 0 and 1."""

    def __init__(self, seed: int = 0, config: FohConfig | None = None, pool: CardPool | None = None) -> None:
        validate.integer(seed, IllegalSetup, "seed", low=-(2**63), high=2**63)
        if config is not None and not isinstance(config, FohConfig):
            raise IllegalSetup(f"config must be a FohConfig, not {config!r}", reason="bad-type")
        if pool is not None and not isinstance(pool, CardPool):
            raise IllegalSetup(f"pool must be a CardPool, not {pool!r}", reason="bad-type")
        config = config or FohConfig()
        if config.area_sizes is not None:
            if not isinstance(config.area_sizes, tuple) or len(config.area_sizes) != len(RUNNING_STYLES):
                raise IllegalSetup(
                    f"area_sizes must be 4 numbers, not {config.area_sizes!r}", reason="bad-type"
                )
            for size in config.area_sizes:
                validate.integer(size, IllegalSetup, "an area size")
        validate.player(config.first_player, IllegalSetup, "first_player")
        self.pool = pool or default_pool()
        self.state = FohState(config=config, rng=SeededRng(seed))
        self._in_action = False

    # ------------------------------------------------------------------ set-up API (tests, tools)

    @classmethod
    def at_race(
        cls, distance: str = "1600m", going: str = "芝", racecourse: str = "東京", seed: int = 0
    ) -> FohGame:
        """A game already under way: conditions set, hands decided, player 0 in the main phase of turn 1.

        Zones start empty; fill them with :meth:`put`.
        """
        game = cls(seed)
        game.set_race(distance, going, racecourse)
        for p in game.state.players:
            p.hand_decided = True
        game.set_phase("main", active=0)
        game.state.turn = 1
        return game

    def set_race(self, distance: str, going: str, racecourse: str = "東京") -> None:
        """Set the race conditions directly (set-up)."""
        for value, what in ((distance, "distance"), (going, "going"), (racecourse, "racecourse")):
            validate.text(value, IllegalSetup, what)
        self.state.race = agreed_conditions(self.pool, distance, racecourse, going)
        self.state.going_effects = []

    def set_phase(self, phase: str, active: int | None = None, *, ran_this_turn: bool = False) -> None:
        """Put the game in ``phase`` with ``active`` as the turn player (set-up)."""
        validate.one_of(phase, PHASES, IllegalSetup, "phase")
        if active is not None:
            active = self._player(active)
        if not isinstance(ran_this_turn, bool):
            raise IllegalSetup(
                f"ran_this_turn must be True or False, not {ran_this_turn!r}", reason="bad-type"
            )
        self.state.phase = phase
        if active is not None:
            self.state.active = active
        self.state.ran_this_turn = ran_this_turn

    def set_deck(self, player: int, names: Sequence[str]) -> None:
        """Give ``player`` a deck of these cards (set-up, before the game starts)."""
        me = self.state.players[self._player(player)]
        cards = [self._new(name, player) for name in validate.names(names, IllegalSetup)]
        me.deck = cards

    def put(self, player: int, zone: str, name: str, area: str | None = None) -> int:
        """Put a new card named ``name`` into ``player``'s ``zone`` (hand, farm, situation, deck, or
        distance with ``area`` one of 逃げ/先行/差し/追込; the card goes under the others there). Returns its id.
        """
        me = self.state.players[self._player(player)]
        validate.one_of(zone, ZONES, IllegalSetup, "zone")
        if zone == "distance":
            validate.one_of(area, RUNNING_STYLES, IllegalSetup, "distance area")
        elif area is not None:
            raise IllegalSetup(f"an area is named only for the distance zone, not the {zone}")
        if zone == "situation" and me.situation.is_full():
            raise IllegalSetup("the situation area already holds a card", reason="zone-full")
        card = self._new(name, player)
        if zone == "distance":
            assert area is not None
            me.areas[area].add(card)
        elif zone == "hand":
            me.hand.add(card)
        elif zone == "farm":
            me.farm.add(card)
        elif zone == "situation":
            me.situation.add(card)
        elif zone == "deck":
            me.deck.append(card)
        else:
            raise IllegalSetup(f"unknown zone {zone!r}; zones are {ZONES}")
        return card.uid

    # ------------------------------------------------------------------ race and deck procedure

    @atomic(lazy=True)
    def draw_race_conditions(self) -> RaceConditions:
        """Draw a distance, a racecourse and a going card at random (Q&A 3); decks may then be tuned."""
        return self._do_draw_race_conditions()

    def _do_draw_race_conditions(self) -> RaceConditions:
        """The rules of :meth:`draw_race_conditions` (undecorated, so mutation testing reaches them)."""
        self._require_conditions_open()
        changing(self)
        self.state.race = drawn_conditions(self.pool, self.state.rng)
        self.state.phase = "tuning"
        self.state.log.add("race-set", None, distance=self.state.race.distance)
        return self.state.race

    @atomic(lazy=True)
    def agree_race_conditions(self, distance: str, racecourse: str, going: str) -> RaceConditions:
        """Set the race conditions the two players agreed on (Q&A 3); decks may then be tuned."""
        return self._do_agree_race_conditions(distance, racecourse, going)

    def _do_agree_race_conditions(self, distance: str, racecourse: str, going: str) -> RaceConditions:
        """The rules of :meth:`agree_race_conditions` (undecorated, so mutation testing reaches them)."""
        for value, what in ((distance, "distance"), (racecourse, "racecourse"), (going, "going")):
            validate.text(value, BadArgument, what)
        self._require_conditions_open()
        try:
            race = agreed_conditions(self.pool, distance, racecourse, going)
        except UnknownCard as unknown:
            raise BadArgument(str(unknown), reason="unknown-card") from None
        changing(self)
        self.state.race = race
        self.state.phase = "tuning"
        self.state.log.add("race-set", None, distance=distance)
        return self.state.race

    @atomic(lazy=True)
    def tune_deck(self, player: int, remove: Sequence[str] = (), add: Sequence[str] = ()) -> None:
        """Swap cards in ``player``'s deck; only between fixing the race and starting the game (Q&A 4)."""
        self._do_tune_deck(player, remove, add)

    def _do_tune_deck(self, player: int, remove: Sequence[str], add: Sequence[str]) -> None:
        """The rules of :meth:`tune_deck` (undecorated, so mutation testing reaches them)."""
        player = self._actor(player)
        remove = validate.names(remove, BadArgument, "cards to remove")
        add = validate.names(add, BadArgument, "cards to add")
        for name in add:
            self._definition(name)
        if self.state.phase == "conditions":
            raise DeckRefused("the race conditions are not set yet", reason="conditions-not-set")
        if self.state.phase != "tuning":
            raise DeckRefused("the game has started: decks can no longer change", reason="deck-locked")
        me = self.state.players[player]
        changing(self)
        for name in remove:
            match = next((c for c in me.deck if c.name == name), None)
            if match is None:
                raise DeckRefused(f"{name!r} is not in the deck", reason="card-not-in-deck")
            me.deck.remove(match)
        for name in add:
            me.deck.append(self._new(name, player))

    @atomic(lazy=True)
    def start_game(self) -> None:
        """Check deck sizes (60 up to 2500 m, 80 from 2600 m, Q&A 2), shuffle, deal 7-card hands (Q&A 1).

        No ratio of horse, force and support cards is required (Q&A 5).
        """
        self._do_start_game()

    def _do_start_game(self) -> None:
        """The rules of :meth:`start_game` (undecorated, so mutation testing reaches them)."""
        if self.state.phase != "tuning":
            raise DeckRefused("the game can start only after the race is set", reason="conditions-not-set")
        need = self.required_deck_size()
        for p in self.state.players:
            if len(p.deck) != need:
                raise DeckRefused(
                    f"player {p.index} has {len(p.deck)} cards, needs {need}", reason="deck-size"
                )
        sizes = self.state.config.area_sizes
        if sizes is not None and sum(sizes) != need - OPENING_HAND:
            raise IllegalSetup(
                f"the configured area sizes {sizes} do not add up to the {need - OPENING_HAND} cards "
                "left after the opening hand",
                reason="area-sizes",
            )
        changing(self)
        for p in self.state.players:
            self.state.rng.shuffle(p.deck)
            self._deal_hand(p)
        self.state.phase = "opening"
        self.state.log.add("game-started", None)

    @atomic(lazy=True)
    def redraw(self, player: int) -> None:
        """Return the 7-card hand, shuffle and draw 7 again; once per player, then play on (Q&A 1)."""
        self._do_redraw(player)

    def _do_redraw(self, player: int) -> None:
        """The rules of :meth:`redraw` (undecorated, so mutation testing reaches them)."""
        me = self._opening_player(player)
        if me.redraw_used:
            raise HandRefused("the one redraw is already used", reason="redraw-used")
        if me.hand_decided:
            raise HandRefused("this hand was already kept", reason="hand-decided")
        changing(self)
        me.deck.extend(me.hand.cards)
        me.hand.cards.clear()
        self.state.rng.shuffle(me.deck)
        self._deal_hand(me)
        me.redraw_used = True
        me.hand_decided = True
        self.state.log.add("redrew", player)
        self._maybe_begin()

    @atomic(lazy=True)
    def keep(self, player: int) -> None:
        """Keep the opening hand (Q&A 1)."""
        self._do_keep(player)

    def _do_keep(self, player: int) -> None:
        """The rules of :meth:`keep` (undecorated, so mutation testing reaches them)."""
        me = self._opening_player(player)
        if me.hand_decided:
            raise HandRefused("the hand is already decided", reason="hand-decided")
        changing(self)
        me.hand_decided = True
        self._maybe_begin()

    # ------------------------------------------------------------------ turn actions

    @atomic(lazy=True)
    def draw_for_turn(self, player: int) -> None:
        """Draw the turn's one card from your distance area (Q&A 7); the main phase follows."""
        self._do_draw_for_turn(player)

    def _do_draw_for_turn(self, player: int) -> None:
        """The rules of :meth:`draw_for_turn` (undecorated, so mutation testing reaches them)."""
        self._require_turn(player, ("draw",))
        changing(self)
        self.state.phase = "main"
        draw_distance(self.state, player, 1)

    @atomic(lazy=True)
    def begin_run_phase(self, player: int) -> None:
        """Move from the main phase to the run phase at the end of your turn (Q&A 9)."""
        self._do_begin_run_phase(player)

    def _do_begin_run_phase(self, player: int) -> None:
        """The rules of :meth:`begin_run_phase` (undecorated, so mutation testing reaches them)."""
        self._require_turn(player, ("main",))
        # the one change below cannot fail, so the snapshot is never restored here
        changing(self)  # pragma: no mutate
        self.state.phase = "run"

    @atomic(lazy=True)
    def declare_run(self, player: int, horse: int, forces: Sequence[int]) -> None:
        """Run: put a horse and force cards paying its cost from hand (Q&A 8, 17, 18); one run a turn (Q&A 9).

        Payment: the force values must reach the cost and no card may be spare (assumption).
        """
        self._do_declare_run(player, horse, forces)

    def _do_declare_run(self, player: int, horse: int, forces: Sequence[int]) -> None:
        """The rules of :meth:`declare_run` (undecorated, so mutation testing reaches them)."""
        player = self._actor(player)
        horse = validate.card_id(horse, BadArgument, "horse")
        forces = validate.card_ids(forces, BadArgument, "force cards", distinct=False)
        self._require_turn(player, ("main", "run"))
        if self.state.ran_this_turn or self.state.exchange is not None:
            raise RunRefused("only one horse may run each turn", reason="one-run-per-turn")
        me = self.state.players[player]
        card = self._from_hand(me, horse)
        definition = self.pool.get(card.name)
        if not isinstance(definition, HorseCard):
            raise RunRefused(f"{card.name} is not a horse", reason="not-a-horse")
        self._check_payment(me, definition, forces)
        changing(self)
        me.track.add(me.hand.remove(horse))
        for uid in forces:
            me.farm.add(me.hand.remove(uid))
        self.state.phase = "run"
        self.state.ran_this_turn = True
        self.state.exchange = Exchange(runner=player, horse=horse)
        self.state.log.add("run-declared", player, card=card.name, paid=len(forces))
        fire(self.state, self.pool, player, horse, "on_run")

    @atomic(lazy=True)
    def guard(self, player: int, horse: int) -> None:
        """Guard the opponent's open run with a horse from hand, paying no force (Q&A 8, 11, 22).

        One horse, unless it has ``additional_guard`` (Q&A 29), and then one card of that name at a
        time (Q&A 36). A horse whose distance aptitude misses the race cannot guard (Q&A 16, 20).
        """
        self._do_guard(player, horse)

    def _do_guard(self, player: int, horse: int) -> None:
        """The rules of :meth:`guard` (undecorated, so mutation testing reaches them)."""
        player = self._actor(player)
        horse = validate.card_id(horse, BadArgument, "horse")
        self._require_live()
        ex = self.state.exchange
        if ex is None or ex.closed or ex.runner == player:
            raise GuardRefused("there is no opponent's run to guard", reason="no-run-to-guard")
        me = self.state.players[player]
        card = self._from_hand(me, horse)
        definition = self.pool.get(card.name)
        if not isinstance(definition, HorseCard):
            raise GuardRefused(f"{card.name} is not a horse", reason="not-a-horse")
        race = self.state.race
        if race is None or race.category not in definition.distance:
            raise GuardRefused(
                f"{card.name}'s distance aptitude does not match the race", reason="distance-mismatch"
            )
        changing(self)
        if ex.guards:
            if "additional_guard" not in definition.keywords:
                raise GuardRefused("only one horse may guard", reason="one-guard-horse")
            if any(me.track.get(uid).name == card.name for uid in ex.additional):
                raise GuardRefused(
                    f"only one {card.name} may join the guard at a time", reason="additional-guard-limit"
                )
            ex.additional.append(horse)
        me.track.add(me.hand.remove(horse))
        ex.guards.append(horse)
        ex.passed = [False, False]
        self.state.log.add("guarded", player, card=card.name)
        fire(self.state, self.pool, player, horse, "on_guard")

    @atomic(lazy=True)
    def use_support(self, player: int, card: int, target: int | None = None) -> None:
        """Use a support card from hand at its timing (Q&A 12, 13, 14, 24).

        Situation cards and area-type items: your turn, after the draw, before the run. A situation card
        stays in your situation area (a new one sends the old one to the farm, assumption); an area
        item goes to the farm. Horse-type items and jockeys: on your own horse in an open run, as
        runner or as guard; they go to the farm with the horse when the run ends (assumption).
        """
        self._do_use_support(player, card, target)

    def _do_use_support(self, player: int, card: int, target: int | None) -> None:
        """The rules of :meth:`use_support` (undecorated, so mutation testing reaches them)."""
        player = self._actor(player)
        card = validate.card_id(card, BadArgument, "card")
        target = validate.optional_card_id(target, BadArgument, "target")
        self._require_live()
        me = self.state.players[player]
        instance = self._from_hand(me, card)
        definition = self.pool.get(instance.name)
        if not isinstance(definition, SupportCard):
            raise NotInHand(f"{instance.name} is not a support card", reason="not-a-support-card")
        if definition.kind == "situation" or definition.item_type == "area":
            self._use_turn_support(me, instance, definition)
        else:
            self._use_horse_support(me, instance, definition, target)

    @atomic(lazy=True)
    def pass_run(self, player: int) -> None:
        """Say you have nothing more to do in the open run; when both have, the values are compared (Q&A 31)."""
        self._do_pass_run(player)

    def _do_pass_run(self, player: int) -> None:
        """The rules of :meth:`pass_run` (undecorated, so mutation testing reaches them)."""
        player = self._actor(player)
        self._require_live()
        ex = self.state.exchange
        if ex is None:
            raise WrongPhase("there is no open run", reason="no-open-run")
        changing(self)
        ex.passed[player] = True
        if all(ex.passed):
            self._resolve(ex)

    @atomic(lazy=True)
    def put_to_farm(self, player: int, cards: Sequence[int]) -> None:
        """After a successful run, put exactly the owed number of cards from hand to the farm (Q&A 10)."""
        self._do_put_to_farm(player, cards)

    def _do_put_to_farm(self, player: int, cards: Sequence[int]) -> None:
        """The rules of :meth:`put_to_farm` (undecorated, so mutation testing reaches them)."""
        player = self._actor(player)
        cards = validate.card_ids(cards, BadArgument, "cards for the farm")
        self._require_live()
        pending = self.state.pending_farm
        if pending is None or pending.player != player:
            raise ChoicePending("no cards are owed to the farm", reason="no-farm-choice")
        if len(cards) != pending.count:
            raise ChoicePending(
                f"exactly {pending.count} cards must go to the farm", reason="wrong-farm-count"
            )
        me = self.state.players[player]
        changing(self)
        for uid in cards:
            me.farm.add(self._from_hand(me, uid, take=True))
        self.state.pending_farm = None
        self.state.log.add("farmed", player, count=len(cards))

    @atomic(lazy=True)
    def end_turn(self, player: int, farm: Sequence[int] = ()) -> None:
        """End your turn. Over 10 cards in hand: name the extra cards, which go to the farm (Q&A 1).

        Only the turn player's hand is checked; an opponent over the limit keeps the cards until the
        end of their own turn (Q&A 1). Going changes with a printed duration run out (Q&A 25).
        """
        self._do_end_turn(player, farm)

    def _do_end_turn(self, player: int, farm: Sequence[int]) -> None:
        """The rules of :meth:`end_turn` (undecorated, so mutation testing reaches them)."""
        player = self._actor(player)
        farm = validate.card_ids(farm, BadArgument, "cards for the farm")
        self._require_turn(player, ("main", "run"))
        if self.state.exchange is not None:
            raise WrongPhase("the run is still open", reason="run-open")
        me = self.state.players[player]
        excess = len(me.hand) - HAND_LIMIT
        chosen = list(dict.fromkeys(farm))
        if excess <= 0:
            if chosen:
                raise HandRefused("the hand is within the limit", reason="no-discard-needed")
        elif len(chosen) != excess:
            reason = "hand-over-limit" if not chosen else "wrong-farm-count"
            raise HandRefused(f"{excess} cards over the hand limit must go to the farm", reason=reason)
        changing(self)
        for uid in chosen:
            me.farm.add(self._from_hand(me, uid, take=True))
        self.state.log.add("turn-ended", player, farmed=len(chosen))
        self.state.active = 1 - player
        self.state.turn += 1
        self.state.phase = "draw"
        self.state.ran_this_turn = False
        self.state.going_effects = [
            e for e in self.state.going_effects if e.until_turn is None or e.until_turn >= self.state.turn
        ]

    # ------------------------------------------------------------------ read-only views

    @property
    def phase(self) -> str:
        """The current phase (see ``engine.foh.state.PHASES``)."""
        return self.state.phase

    @property
    def active(self) -> int:
        """The turn player."""
        return self.state.active

    @property
    def winner(self) -> int | None:
        """The player who emptied their distance area first, if any."""
        return self.state.winner

    @property
    def going(self) -> str:
        """The going now (after any going change in force)."""
        return current_going(self.state)

    @property
    def race(self) -> RaceConditions | None:
        """The race conditions, once set."""
        return self.state.race

    def required_deck_size(self) -> int:
        """Deck size this race needs (60 or 80)."""
        if self.state.race is None:
            raise IllegalSetup("the race conditions are not set")
        return required_deck_size(self.state.race.meters)

    def cards(self, player: int, zone: str, area: str | None = None) -> list[str]:
        """Card names in a zone (``distance`` without ``area`` lists all four areas in drawing order)."""
        me = self.state.players[self._player(player)]
        validate.one_of(zone, VIEW_ZONES, IllegalSetup, "zone")
        if area is not None:
            if zone != "distance":
                raise IllegalSetup(f"an area is named only for the distance zone, not the {zone}")
            validate.one_of(area, RUNNING_STYLES, IllegalSetup, "distance area")
        if zone == "distance":
            styles = RUNNING_STYLES if area is None else (area,)
            return [c.name for s in styles for c in me.areas[s]]
        return [c.name for c in self._zone(me, zone)]

    def ids(self, player: int, zone: str, name: str) -> list[int]:
        """Ids of the cards named ``name`` in a zone (hand, farm, situation, deck, track)."""
        me = self.state.players[self._player(player)]
        validate.text(name, IllegalSetup, "card name")
        return [c.uid for c in self._zone(me, zone) if c.name == name]

    def distance_left(self, player: int) -> int:
        """Cards left in ``player``'s distance area."""
        return distance_total(self.state.players[self._player(player)])

    def current_area(self, player: int) -> str | None:
        """The running-style area ``player`` draws from now."""
        return current_area(self.state.players[self._player(player)])

    def looked_at(self, player: int) -> list[tuple[str, str]]:
        """The (card, area) pairs ``player`` last looked at with a look effect."""
        return list(self.state.players[self._player(player)].looked)

    def run_value(self) -> int:
        """The open run's run value now."""
        return run_value(self.state, self.pool, self._open())

    def run_parts(self) -> list[tuple[str, int]]:
        """The open run's run value, part by part."""
        return run_modifiers(self.state, self.pool, self._open())

    def guard_value(self) -> int:
        """The open run's guard value now (0 without a guard)."""
        return guard_value(self.state, self.pool, self._open())

    def run_open(self) -> bool:
        """Whether a run is waiting for both players to pass."""
        return self.state.exchange is not None

    @property
    def last_run(self) -> RunResult | None:
        """How the last resolved run ended."""
        return self.state.last_run

    def owed_to_farm(self, player: int) -> int:
        """Cards ``player`` still owes to the farm after a successful run (0 if none)."""
        self._player(player)
        pending = self.state.pending_farm
        return 0 if pending is None or pending.player != player else pending.count

    def events(self) -> list[tuple[str, int | None, dict[str, object]]]:
        """The event log as (kind, player, details), oldest first."""
        return [(e.kind, e.player, dict(e.data)) for e in self.state.log.events]

    def abilities_activated(self) -> list[str]:
        """Names of the horses whose force abilities activated, oldest first."""
        return [str(e.data["card"]) for e in self.state.log.of_kind("force-ability")]

    def zone_ids(self, player: int, zone: str) -> list[int]:
        """Ids of every card in a zone (hand, farm, situation, deck, track), in zone order."""
        me = self.state.players[self._player(player)]
        return [c.uid for c in self._zone(me, zone)]

    def common_cards(self, kind: str) -> list[str]:
        """The common cards of the pool the race conditions are drawn from: ``distance``, ``racecourse``
        or ``going`` (Q&A 1)."""
        validate.one_of(kind, ("distance", "racecourse", "going"), IllegalSetup, "common card kind")
        if kind == "distance":
            return list(self.pool.distances)
        return list(self.pool.racecourses if kind == "racecourse" else self.pool.goings)

    def snapshot(self) -> StateSnapshot:
        """A copy of the whole game state, equal to another snapshot exactly when the states are equal."""
        return StateSnapshot(self.state)

    # ------------------------------------------------------------------ internals

    def _new(self, name: str, owner: int) -> CardInstance:
        validate.text(name, IllegalSetup, "card name")
        self.pool.get(name)
        return CardInstance(self.state.ids.allocate(), name, owner)

    def _definition(self, name: str) -> Card:
        """The pool's card ``name`` for an action: an unknown name is refused, not a set-up error."""
        try:
            return self.pool.get(name)
        except UnknownCard as unknown:
            raise BadArgument(str(unknown), reason="unknown-card") from None

    @staticmethod
    def _player(player: int) -> int:
        """A player index given to a set-up or view call (a :class:`SetupError` if malformed)."""
        return validate.player(player, IllegalSetup)

    @staticmethod
    def _actor(player: int) -> int:
        """A player index given to an action (refused with :class:`BadArgument` if malformed)."""
        return validate.player(player, BadArgument)

    @staticmethod
    def _zone(me: PlayerState, zone: str) -> list[CardInstance]:
        if zone == "deck":
            return me.deck
        zones = {"hand": me.hand, "farm": me.farm, "situation": me.situation, "track": me.track}
        if not isinstance(zone, str) or zone not in zones:
            raise IllegalSetup(f"unknown zone {zone!r}; zones are {', '.join(['deck', *zones])}")
        return zones[zone].cards

    def _require_live(self) -> None:
        if self.state.winner is not None:
            raise GameOver("the race is already won", reason="game-over")

    def _require_conditions_open(self) -> None:
        if self.state.race is not None or self.state.phase != "conditions":
            raise DeckRefused("the race conditions are already set", reason="conditions-already-set")

    def _require_turn(self, player: int, phases: tuple[str, ...]) -> None:
        player = self._actor(player)
        self._require_live()
        if player != self.state.active:
            raise WrongPhase("it is not your turn", reason="not-your-turn")
        if self.state.phase not in phases:
            raise WrongPhase(f"not allowed in the {self.state.phase} phase", reason="wrong-phase")
        if self.state.pending_farm is not None:
            raise ChoicePending("cards are still owed to the farm", reason="farm-choice-pending")

    def _opening_player(self, player: int) -> PlayerState:
        player = self._actor(player)
        if self.state.phase != "opening":
            raise WrongPhase("opening hands are decided only before the first turn", reason="wrong-phase")
        return self.state.players[player]

    def _deal_hand(self, me: PlayerState) -> None:
        """Deal the top seven cards of the deck into the hand (Q&A 1)."""
        for card in me.deck[:OPENING_HAND]:
            me.hand.add(card)
        del me.deck[:OPENING_HAND]

    def _maybe_begin(self) -> None:
        if not all(p.hand_decided for p in self.state.players):
            return
        sizes = self.state.config.area_sizes
        for p in self.state.players:
            # start_game checked that configured sizes add up to the deck left after the hand
            deal(p, p.deck, sizes if sizes is not None else even_sizes(len(p.deck)))
            p.deck = []
        self.state.active = self.state.config.first_player
        self.state.turn = 1
        self.state.phase = "draw"

    def _from_hand(self, me: PlayerState, uid: int, *, take: bool = False) -> CardInstance:
        if uid not in me.hand:
            raise NotInHand(f"card #{uid} is not in player {me.index}'s hand", reason="not-in-hand")
        return me.hand.remove(uid) if take else me.hand.get(uid)

    def _check_payment(self, me: PlayerState, horse: HorseCard, forces: Sequence[int]) -> None:
        if len(set(forces)) != len(forces):
            raise PaymentRefused("a force card was offered twice", reason="not-in-hand")
        values: list[int] = []
        for uid in forces:
            definition = self.pool.get(self._from_hand(me, uid).name)
            if not isinstance(definition, ForceCard):
                raise PaymentRefused(f"{definition.name} is not a force card", reason="not-a-force-card")
            values.append(definition.value)
        total = sum(values)
        if total < horse.cost:
            raise PaymentRefused(
                f"{horse.name} costs {horse.cost}; the force pays {total}", reason="force-short"
            )
        if values and total - min(values) >= horse.cost:
            raise PaymentRefused("a force card offered is not needed for the cost", reason="force-overpaid")

    def _use_turn_support(self, me: PlayerState, card: CardInstance, definition: SupportCard) -> None:
        timing = "situation-timing" if definition.kind == "situation" else "area-item-timing"
        if me.index != self.state.active or self.state.phase != "main" or self.state.pending_farm:
            raise TimingRefused(
                f"{card.name} is used on your turn after the draw and before the run", reason=timing
            )
        changing(self)
        self._from_hand(me, card.uid, take=True)
        if definition.kind == "situation":
            if len(me.situation):
                me.farm.add(me.situation.take_top())
            me.situation.add(card)
        else:
            me.farm.add(card)
        self.state.log.add("support-used", me.index, card=card.name)
        for effect in definition.effects:
            apply_effect(self.state, me.index, effect, None)

    def _use_horse_support(
        self, me: PlayerState, card: CardInstance, definition: SupportCard, target: int | None
    ) -> None:
        ex = self.state.exchange
        if ex is None or ex.closed:
            raise TimingRefused(
                f"{card.name} is used on a horse in a run or a guard", reason="horse-support-timing"
            )
        mine = [ex.horse] if me.index == ex.runner else ex.guards
        if target not in mine:
            raise TimingRefused(
                f"{card.name} must go on your own running or guarding horse", reason="invalid-target"
            )
        changing(self)
        me.track.add(self._from_hand(me, card.uid, take=True))
        ex.attached.append(card.uid)
        if definition.kind == "item":
            ex.items_used[me.index] += 1
        ex.passed = [False, False]
        self.state.log.add("support-used", me.index, card=card.name)
        for effect in definition.effects:
            apply_effect(self.state, me.index, effect, target)

    def _open(self) -> Exchange:
        if self.state.exchange is None:
            raise IllegalSetup("there is no open run")
        return self.state.exchange

    def _resolve(self, ex: Exchange) -> None:
        """Compare the values once both passed (Q&A 31) and carry out the result (Q&A 10, 28, 30, 33)."""
        state = self.state
        rv = run_value(state, self.pool, ex)
        gv = guard_value(state, self.pool, ex)
        ex.closed = True
        runner = state.players[ex.runner]
        horse_name = runner.track.get(ex.horse).name
        if ex.guards and gv >= rv:
            outcome = "guarded"
        elif rv - gv <= 0:
            outcome = "failed"
        else:
            outcome = "success"
        result = RunResult(ex.runner, horse_name, rv, gv, outcome)
        state.last_run = result
        state.log.add("run-resolved", ex.runner, outcome=outcome, run=rv, guard=gv)
        if outcome == "success":
            fire(state, self.pool, ex.runner, ex.horse, "on_run_success")
            if state.winner is None:
                result.drawn = draw_distance(state, ex.runner, rv - gv)
                owed = result.drawn - ex.hand_gain
                if state.winner is None and owed > 0:
                    state.pending_farm = PendingFarm(ex.runner, owed)
        else:
            if outcome == "guarded":
                for uid in list(ex.guards):
                    fire(state, self.pool, 1 - ex.runner, uid, "on_guard_win")
            if state.winner is None:
                fire(state, self.pool, ex.runner, ex.horse, "on_run_fail")
        self._clear_run(ex)

    def _clear_run(self, ex: Exchange) -> None:
        """Send the run's cards to their owners' farms, or open the re-run (Q&A 33, no force paid)."""
        state = self.state
        rerun = ex.rerun_to is not None and state.winner is None
        leaving = list(ex.guards) + list(ex.attached) + ([] if rerun else [ex.horse])
        for p in state.players:
            for uid in leaving:
                if uid in p.track:
                    p.farm.add(p.track.remove(uid))
        state.exchange = None
        if rerun:
            state.exchange = Exchange(
                runner=ex.runner, horse=ex.horse, base_override=ex.rerun_to, rerun_used=True
            )
            state.log.add("rerun", ex.runner, run=ex.rerun_to)
