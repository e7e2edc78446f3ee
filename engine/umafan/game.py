"""The umafan game object: set-up API for tests, the players' actions of steps 1-13, read-only views.

Every public action is :func:`~engine.core.atomic`: a refused action raises a typed
:class:`~engine.umafan.refusals.UmaRefusal` with a reason code and leaves ``state`` exactly as it was.
Players are ``0`` and ``1``; the first player is the source's player A in turn 1.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core import CardInstance, IllegalSetup, SeededRng, UnknownCard, atomic, changing, validate
from engine.core.digest import StateSnapshot
from engine.umafan import chain, procedure
from engine.umafan import refusals as r
from engine.umafan.board import (
    condition_met,
    draw,
    face_up_racecourse,
    locate,
    new_card,
    umamusume_on_field,
)
from engine.umafan.cards import CardPool, default_pool
from engine.umafan.params import RuleParams
from engine.umafan.state import PHASES, RACE_STEPS, GameState, PlayerState, RaceSlot

SETUP_ZONES = ("deck", "hand", "field", "trash", "exit", "race-deck", "racecourses", "fielded-racecourse")


@dataclass(frozen=True)
class RacecourseView:
    """A racecourse card as seen on the table: its id, name, and the names of the cards under it."""

    uid: int
    name: str
    stacked: tuple[str, ...]
    stacked_face_down: bool


class UmaFanGame:
    """One game of the imagined Uma Musume card game of "Rules chapter of the Uma Musume card-game fan story".

    Every public call checks its arguments: an action refuses a malformed one with
    :class:`~engine.umafan.refusals.BadArgument` (state unchanged); a set-up or view call raises
    :class:`~engine.core.SetupError`.
    """

    def __init__(self, seed: int = 0, params: RuleParams | None = None, pool: CardPool | None = None) -> None:
        validate.integer(seed, IllegalSetup, "seed", low=-(2**63), high=2**63)
        if params is not None and not isinstance(params, RuleParams):
            raise IllegalSetup(f"params must be RuleParams, not {params!r}", reason="bad-type")
        if pool is not None and not isinstance(pool, CardPool):
            raise IllegalSetup(f"pool must be a CardPool, not {pool!r}", reason="bad-type")
        if params is not None:
            for what in ("opening_hand", "opening_racecourses", "exit_zone_limit"):
                validate.integer(getattr(params, what), IllegalSetup, what, high=1000)
            if params.responses_per_declaration is not None:
                validate.integer(params.responses_per_declaration, IllegalSetup, "responses_per_declaration")
        self.pool = pool or default_pool()
        self.params = params or RuleParams()
        self.state = GameState(players=[PlayerState.empty(0), PlayerState.empty(1)], rng=SeededRng(seed))
        self._in_action = False

    # ------------------------------------------------------------------ set-up API (tests and tools)

    @atomic
    def setup_decks(self, player: int, main: list[str], race: list[str]) -> None:
        """Register a player's main deck and race deck (by card name) for :meth:`start_game`."""
        p = self._player(player)
        main = validate.names(main, IllegalSetup, "main deck")
        race = validate.names(race, IllegalSetup, "race deck")
        for name in main:
            if self.pool.get(name).kind == "racecourse":
                raise IllegalSetup(f"{name} is a racecourse card; it belongs in the race deck")
        for name in race:
            if self.pool.get(name).kind != "racecourse":
                raise IllegalSetup(f"{name} is not a racecourse card")
        p.main_list = list(main)
        p.race_list = list(race)

    @atomic
    def setup_put(
        self, player: int, name: str, zone: str, *, stamina: int | None = None, speed: int | None = None
    ) -> int:
        """Put a new card ``name`` into ``zone`` of ``player`` and return its id.

        Zones: ``deck`` (appended under the cards already there: list them top first), ``hand``, ``field``,
        ``trash``, ``exit``, ``race-deck``, ``racecourses`` (face up in the race zone), and
        ``fielded-racecourse`` (a racecourse already on the field). Open zones get the card face up.
        """
        p = self._player(player)
        validate.one_of(zone, SETUP_ZONES, IllegalSetup, "zone")
        validate.text(name, IllegalSetup, "card name")
        validate.optional_integer(stamina, IllegalSetup, "stamina")
        validate.optional_integer(speed, IllegalSetup, "speed")
        kind = self.pool.get(name).kind
        if (kind == "racecourse") != (zone in ("race-deck", "racecourses", "fielded-racecourse")):
            raise IllegalSetup(f"{name} ({kind}) cannot be put into the {zone}")
        card = new_card(self.state, self.pool, player, name, face_up=zone in ("field", "trash", "exit"))
        if zone == "racecourses":
            card.face_up = True
            p.racecourses.append(RaceSlot(card))
        elif zone == "fielded-racecourse":
            card.face_up = True
            if p.fielded_racecourse is not None:
                raise IllegalSetup("a racecourse is already fielded")
            p.fielded_racecourse = RaceSlot(card)
            self.state.flags.racecourse_fielded = True
        else:
            {"deck": p.deck, "hand": p.hand, "field": p.field, "trash": p.trash, "exit": p.exit}.get(
                zone, p.race_deck
            ).add(card)
        self._set_stats(card, stamina, speed)
        return card.uid

    @atomic
    def setup_stack(self, player: int, name: str, racecourse: int) -> int:
        """Stack a new card ``name`` face down under ``player``'s racecourse ``racecourse``; return its id."""
        p = self._player(player)
        validate.text(name, IllegalSetup, "card name")
        validate.card_id(racecourse, IllegalSetup, "racecourse")
        slots = [*p.racecourses, *([p.fielded_racecourse] if p.fielded_racecourse else [])]
        slot = next((s for s in slots if s.card.uid == racecourse), None)
        if slot is None:
            raise IllegalSetup(f"player {player} has no racecourse #{racecourse}")
        card = new_card(self.state, self.pool, player, name, face_up=False)
        slot.stacked.append(card)
        return card.uid

    @atomic
    def setup_phase(self, phase: str, turn_player: int, turn: int = 2, race_step: str | None = None) -> None:
        """Set the turn number, turn player and phase (and the race step in the race phase).

        The first player is the turn player in odd turns and the other player in even turns.
        """
        validate.one_of(phase, [p for p in PHASES if p not in ("setup", "game-over")], IllegalSetup, "phase")
        if race_step is not None:
            validate.one_of(race_step, RACE_STEPS, IllegalSetup, "race step")
            if phase != "race":
                raise IllegalSetup(f"a race step belongs to the race phase, not the {phase} phase")
        self._player(turn_player)
        validate.integer(turn, IllegalSetup, "turn", low=1)
        st = self.state
        st.turn, st.turn_player, st.phase = turn, turn_player, phase
        st.first_player = turn_player if turn % 2 == 1 else 1 - turn_player
        st.flags.race_step = race_step or ("select-a" if phase == "race" else None)

    @atomic
    def setup_stamina(self, uid: int, value: int) -> None:
        """Set an Uma Musume card's current stamina."""
        self._set_stats(self._uma(uid), validate.integer(value, IllegalSetup, "stamina"), None)

    @atomic
    def setup_speed(self, uid: int, value: int) -> None:
        """Set an Uma Musume card's current speed."""
        self._set_stats(self._uma(uid), None, validate.integer(value, IllegalSetup, "speed"))

    # ------------------------------------------------------------------ steps 1-6

    @atomic(lazy=True)
    def start_game(self, first_player: int | None = None) -> None:
        """Steps 1-5: shuffle both decks into place, draw the opening hands, lay out the racecourses.

        ``first_player`` is player A; assumption: left out, a seeded coin toss picks A (the source allows
        any method).
        """
        self._start_game(first_player)

    def _start_game(self, first_player: int | None) -> None:
        if first_player is not None:
            first_player = self._actor(first_player)
        st = self.state
        if st.phase != "setup":
            raise r.WrongPhase("the game has already started")
        for p in st.players:
            if len(p.main_list) < self.params.opening_hand:
                raise r.DeckTooSmall(f"player {p.index}'s main deck cannot supply the opening hand")
            if len(p.race_list) < self.params.opening_racecourses:
                raise r.DeckTooSmall(f"player {p.index}'s race deck cannot supply the opening racecourses")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        if first_player is None:
            first_player = st.rng.randint(0, 1)
        for p in st.players:
            deck = [new_card(st, self.pool, p.index, n, face_up=False) for n in p.main_list]
            st.rng.shuffle(deck)
            p.deck.cards.extend(deck)
            race = [new_card(st, self.pool, p.index, n, face_up=False) for n in p.race_list]
            st.rng.shuffle(race)
            p.race_deck.cards.extend(race)
        for p in st.players:
            draw(st, p.index, self.params.opening_hand)
            for _ in range(self.params.opening_racecourses):
                card = p.race_deck.take_top()
                card.face_up = True
                p.racecourses.append(RaceSlot(card))
        st.first_player = first_player
        st.turn_player = first_player
        st.phase = "start-call"
        st.log.add("game-started", first_player)

    @atomic(lazy=True)
    def call_start(self, player: int) -> None:
        """Step 6 (optional): player A calls the race start, then player B answers it."""
        self._call_start(player)

    def _call_start(self, player: int) -> None:
        player = self._actor(player)
        st = self._live("start-call")
        expected = st.first_player if not st.start_calls else 1 - st.first_player
        if st.start_calls >= 2 or player != expected:
            raise r.StartCallOrder("player A calls the start once, then player B answers once")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        st.start_calls += 1
        st.log.add("start-call", player)

    # ------------------------------------------------------------------ moving on

    @atomic(lazy=True)
    def proceed(self, player: int) -> None:
        """The acting player is done with the current phase (or race step); the procedure moves on."""
        self._proceed(player)

    def _proceed(self, player: int) -> None:
        player = self._actor(player)
        st = self._live()
        if st.phase == "setup":
            raise r.WrongPhase("start the game first")
        if st.chain:
            raise r.DeclarationsPending("resolve the pending declarations first")
        step = st.flags.race_step  # set only in the race phase
        actor = st.opponent if step in ("select-b", "take-b") else st.turn_player
        if player != actor:
            raise r.NotYourTurn(f"player {actor} is the one to act now")
        if st.phase == "start-call":
            changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
            procedure.start_turn(st, st.first_player)
            st.turn = 1
        elif st.phase == "draw":
            if procedure.draw_owed(st) and st.players[player].deck.cards:
                raise r.DrawRequired("draw your card first")
            changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
            procedure.enter_phase(st, "standby")
        elif st.phase == "standby":
            changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
            procedure.enter_phase(st, "main")
        elif st.phase == "main":
            changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
            procedure.enter_paddock(st, self.pool, self.params)
        elif st.phase == "paddock":
            if not st.flags.racecourse_fielded and self._eligible_racecourses(player):
                raise r.RacecourseRequired("a racecourse whose condition is met must be fielded")
            changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
            procedure.enter_race(st, self.pool, self.params)
        elif st.phase == "race":
            self._proceed_race(step)
        else:
            changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
            procedure.start_turn(st, st.opponent)

    def _proceed_race(self, step: str | None) -> None:
        st = self.state
        if step in ("select-a", "select-b"):
            raise r.ChooseRunnerOrDecline("a runner must be chosen first")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        if step == "take-a":
            st.flags.race_step = "take-b"
        elif step == "take-b":
            st.flags.race_step = "declare"
        else:
            procedure.finish_race(st, self.params)

    # ------------------------------------------------------------------ step 7

    @atomic(lazy=True)
    def draw(self, player: int) -> None:
        """Step 7: the turn player draws one card (never the first player in turn 1)."""
        self._draw(player)

    def _draw(self, player: int) -> None:
        player = self._actor(player)
        st = self._turn_player_in(player, "draw")
        if st.flags.drew:
            raise r.AlreadyDrew("one draw per draw phase")
        if not procedure.draw_owed(st):
            raise r.NoFirstTurnDraw("the first player does not draw in the first turn")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        draw(st, player, 1)
        st.flags.drew = True

    # ------------------------------------------------------------------ step 8

    @atomic(lazy=True)
    def stack_under_racecourse(self, player: int, card: int, racecourse: int) -> None:
        """Step 8-1: put a card from the hand face down under one of your face-up racecourse cards."""
        self._stack_under_racecourse(player, card, racecourse)

    def _stack_under_racecourse(self, player: int, card: int, racecourse: int) -> None:
        player = self._actor(player)
        card = self._card(card)
        racecourse = self._card(racecourse, "racecourse")  # pragma: no mutate - the label is message text
        st = self._standby(player)
        p = st.players[player]
        if card not in p.hand:
            raise r.NotInHand(f"card #{card} is not in your hand")
        slot = face_up_racecourse(st, player, racecourse)
        if slot is None:
            raise r.NotAFaceUpRacecourse(f"card #{racecourse} is not a face-up racecourse in your race zone")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        moved = p.hand.remove(card)
        moved.face_up = False
        slot.stacked.append(moved)
        st.flags.standby_done = True
        st.log.add("stacked", player, racecourse=slot.card.name)

    @atomic(lazy=True)
    def reveal_racecourse(self, player: int) -> None:
        """Step 8-2: turn the top race-deck card face up beside the others in your race zone."""
        self._reveal_racecourse(player)

    def _reveal_racecourse(self, player: int) -> None:
        player = self._actor(player)
        st = self._standby(player)
        p = st.players[player]
        if not p.race_deck.cards:
            raise r.RaceDeckEmpty("the race deck is empty")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        card = p.race_deck.take_top()
        card.face_up = True
        p.racecourses.append(RaceSlot(card))
        st.flags.standby_done = True
        st.log.add("revealed-racecourse", player, card=card.name)

    # ------------------------------------------------------------------ step 9

    @atomic(lazy=True)
    def field_umamusume(self, player: int, card: int) -> None:
        """Step 9: before any declaration, put one Uma Musume card whose condition is met from hand to field."""
        self._field_umamusume(player, card)

    def _field_umamusume(self, player: int, card: int) -> None:
        player = self._actor(player)
        card = self._card(card)
        st = self._turn_player_in(player, "main")
        p = st.players[player]
        if card not in p.hand:
            raise r.NotInHand(f"card #{card} is not in your hand")
        card_def = self.pool.get(p.hand.get(card).name)
        if card_def.kind != "umamusume":
            raise r.NotAnUmamusume(f"{card_def.name} is not an Uma Musume card")
        if st.flags.fielded_umamusume:
            raise r.AlreadyFielded("one Uma Musume per main phase")
        if st.flags.declared_in_phase or st.chain:
            raise r.FieldingWindowClosed("Uma Musume are fielded before the declarations begin")
        if not condition_met(st, self.pool, player, card_def.condition):
            raise r.ConditionNotMet(f"the condition of {card_def.name} is not met")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        moved = p.hand.remove(card)
        moved.face_up = True
        p.field.add(moved)
        st.flags.fielded_umamusume = True
        st.log.add("fielded", player, card=moved.name)

    @atomic
    def declare(self, player: int, card: int, payer: int | None = None) -> None:
        """Steps 9-1/9-1' (and 10-1, 11-3, 12-1): declare a card, paying its cost from ``payer``'s stamina."""
        self._declare(player, card, payer)

    def _declare(self, player: int, card: int, payer: int | None) -> None:
        player = self._actor(player)
        card = self._card(card)
        payer = self._optional_card(payer, "payer")  # pragma: no mutate - the label is message text
        self._live()
        try:
            locate(self.state, card)
        except UnknownCard:
            raise r.BadArgument(f"no card #{card} in this game", reason="no-such-card") from None
        chain.declare(self.state, self.pool, self.params, player, card, payer)

    @atomic(lazy=True)
    def pass_response(self, player: int) -> None:
        """Step 9-1' ends: the opponent declares nothing more, and the declarations resolve (9-2, 9-3)."""
        self._pass_response(player)

    def _pass_response(self, player: int) -> None:
        player = self._actor(player)
        st = self._live()
        if not st.chain:
            raise r.NoPendingDeclaration("there is no declaration to answer")
        if player != st.opponent:
            raise r.NotYourTurn("the opponent of the turn player answers declarations")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        chain.resolve_chain(st, self.pool)

    # ------------------------------------------------------------------ step 10

    @atomic(lazy=True)
    def field_racecourse(self, player: int, racecourse: int) -> None:
        """Step 10: field a face-up racecourse whose condition is met, declaring its race condition.

        Cards stacked under it in step 8-1 come along, still under it.
        """
        self._field_racecourse(player, racecourse)

    def _field_racecourse(self, player: int, racecourse: int) -> None:
        player = self._actor(player)
        racecourse = self._card(racecourse, "racecourse")  # pragma: no mutate - the label is message text
        st = self._turn_player_in(player, "paddock")
        if st.flags.racecourse_fielded:
            raise r.RacecourseAlreadyFielded("one racecourse per paddock phase")
        if st.chain:
            raise r.DeclarationsPending("resolve the pending declarations first")
        slot = face_up_racecourse(st, player, racecourse)
        if slot is None:
            raise r.NotAFaceUpRacecourse(f"card #{racecourse} is not a face-up racecourse in your race zone")
        card_def = self.pool.get(slot.card.name)
        if not condition_met(st, self.pool, player, card_def.condition):
            raise r.ConditionNotMet(f"the condition of {card_def.name} is not met")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        p = st.players[player]
        p.racecourses.remove(slot)
        p.fielded_racecourse = slot
        st.flags.racecourse_fielded = True
        st.flags.race_condition = card_def.race_condition
        st.log.add("race-condition", player, card=card_def.name, condition=card_def.race_condition)

    # ------------------------------------------------------------------ step 11

    @atomic(lazy=True)
    def select_runner(self, player: int, card: int) -> None:
        """Step 11: A picks a runner among its fielded Uma Musume, then B may pick one of its own."""
        self._select_runner(player, card)

    def _select_runner(self, player: int, card: int) -> None:
        player = self._actor(player)
        card = self._card(card)
        st = self._live()  # a race step is set only in the race phase
        step = st.flags.race_step
        actor = st.turn_player if step == "select-a" else st.opponent
        if step not in ("select-a", "select-b"):
            raise r.WrongPhase("runners are already chosen")
        if player != actor:
            raise r.NotYourTurn(f"player {actor} chooses a runner now")
        if card not in [u.uid for u in umamusume_on_field(st, self.pool, player)]:
            raise r.NotYourUmamusume(f"card #{card} is not one of your fielded Uma Musume")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        st.flags.runners[player] = card
        st.flags.race_step = "select-b" if step == "select-a" else "take-a"
        st.log.add("runner", player, card=st.players[player].field.get(card).name)

    @atomic(lazy=True)
    def decline_race(self, player: int, retire: int) -> None:
        """Step 11: B picks no runner and puts one of its fielded Uma Musume into its exit zone."""
        self._decline_race(player, retire)

    def _decline_race(self, player: int, retire: int) -> None:
        player = self._actor(player)
        retire = self._card(retire, "retiring Uma Musume")  # pragma: no mutate - the label is message text
        st = self._live()  # a race step is set only in the race phase
        if st.flags.race_step != "select-b":
            raise r.WrongPhase("only the opponent's runner choice can be declined")
        if player != st.opponent:
            raise r.NotYourTurn("only the opponent of the turn player may decline the race")
        if retire not in [u.uid for u in umamusume_on_field(st, self.pool, player)]:
            raise r.NotYourUmamusume(f"card #{retire} is not one of your fielded Uma Musume")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        procedure.decline_race(st, self.params, retire)

    @atomic(lazy=True)
    def take_stacked(self, player: int, racecourse: int | None = None) -> None:
        """Steps 11-1 / 11-2: take every card stacked under a racecourse into the hand.

        A (step ``take-a``) takes from the racecourse it fielded; B (step ``take-b``) names one of the face-up
        racecourses in its race zone.
        """
        self._take_stacked(player, racecourse)

    def _take_stacked(self, player: int, racecourse: int | None) -> None:
        player = self._actor(player)
        racecourse = self._optional_card(racecourse, "racecourse")  # pragma: no mutate - label: message text
        st = self._live()  # a race step is set only in the race phase
        step = st.flags.race_step
        if step not in ("take-a", "take-b"):
            raise r.WrongPhase("stacked cards are taken right after the runners are chosen")
        actor = st.turn_player if step == "take-a" else st.opponent
        if player != actor:
            raise r.NotYourTurn(f"player {actor} takes stacked cards now")
        p = st.players[player]
        if step == "take-a":
            slot = p.fielded_racecourse
            if slot is not None and racecourse not in (None, slot.card.uid):
                raise r.NotTheFieldedRacecourse("take the cards stacked under the racecourse you fielded")
        else:
            slot = face_up_racecourse(st, player, racecourse)
            if slot is None:
                raise r.NotAFaceUpRacecourse("name a face-up racecourse in your race zone")
        if slot is None or not slot.stacked:
            raise r.NothingStacked("no cards are stacked there")
        changing(self)  # pragma: no mutate - no refusal follows, so the snapshot is never read
        for card in slot.stacked:
            card.face_up = False
            p.hand.add(card)
        st.log.add("took-stacked", player, count=len(slot.stacked))
        slot.stacked = []
        st.flags.race_step = "take-b" if step == "take-a" else "declare"

    # ------------------------------------------------------------------ views

    @property
    def phase(self) -> str:
        """The current phase (``start-call``, ``draw`` ... ``end``, or ``game-over``)."""
        return self.state.phase

    @property
    def turn(self) -> int:
        """The turn number (1 is the first player's first turn)."""
        return self.state.turn

    @property
    def turn_player(self) -> int:
        """The player whose turn it is (the source's player A)."""
        return self.state.turn_player

    @property
    def first_player(self) -> int:
        """The player who went first."""
        return self.state.first_player

    @property
    def race_step(self) -> str | None:
        """The step inside the race phase, or ``None``."""
        return self.state.flags.race_step

    @property
    def race_condition(self) -> str | None:
        """The race condition declared when this turn's racecourse was fielded."""
        return self.state.flags.race_condition

    @property
    def losers(self) -> tuple[int, ...]:
        """The players who have lost (empty while the game goes on)."""
        return tuple(self.state.losers)

    def names(self, player: int, zone: str) -> list[str]:
        """Card names in a zone (``deck``, ``hand``, ``field``, ``trash``, ``exit``, ``race-deck``), in order."""
        return [c.name for c in self._zone_cards(player, zone)]

    def snapshot(self) -> StateSnapshot:
        """A copy of the whole game state, equal to another snapshot exactly when the states are equal."""
        return StateSnapshot(self.state)

    def uids(self, player: int, zone: str) -> list[int]:
        """Card ids in a zone, in order."""
        return [c.uid for c in self._zone_cards(player, zone)]

    def is_face_up(self, uid: int) -> bool:
        """Whether the card ``uid`` is face up."""
        return locate(self.state, validate.card_id(uid, IllegalSetup))[2].face_up

    def zone_of(self, uid: int) -> tuple[int, str]:
        """(owner, zone) of the card ``uid``; zones as in :data:`engine.umafan.board.ZONE_NAMES`."""
        owner, where, _ = locate(self.state, validate.card_id(uid, IllegalSetup))
        return owner, where

    def racecourses(self, player: int) -> list[RacecourseView]:
        """The face-up racecourse cards in ``player``'s race zone."""
        return [self._view(s) for s in self._player(player).racecourses]

    def fielded_racecourse(self, player: int) -> RacecourseView | None:
        """The racecourse ``player`` has on the field, if any."""
        slot = self._player(player).fielded_racecourse
        return None if slot is None else self._view(slot)

    def speed(self, uid: int) -> int:
        """An Uma Musume card's current speed."""
        return int(self._uma(uid).state["speed"])

    def stamina(self, uid: int) -> int:
        """An Uma Musume card's current stamina."""
        return int(self._uma(uid).state["stamina"])

    def pending(self) -> list[tuple[int, str]]:
        """Declared cards waiting to resolve, first declared first: (player, name)."""
        return [(d.player, d.name) for d in self.state.chain]

    def resolution_order(self) -> list[str]:
        """Names of every resolved declaration this game, in the order they resolved."""
        return [str(e.data["card"]) for e in self.state.log.of_kind("resolved")]

    def runner(self, player: int) -> int | None:
        """The id of ``player``'s chosen runner, if any."""
        self._player(player)
        return self.state.flags.runners[player]

    # ------------------------------------------------------------------ helpers

    def _player(self, player: int) -> PlayerState:
        """The player a set-up or view call names (a :class:`SetupError` if malformed)."""
        return self.state.players[validate.player(player, IllegalSetup)]

    @staticmethod
    def _actor(player: int) -> int:
        """The player an action names (refused with :class:`BadArgument` if malformed)."""
        return validate.player(player, r.BadArgument)

    @staticmethod
    def _card(uid: int, what: str = "card") -> int:
        """A card id an action names (refused with :class:`BadArgument` if it is not a card id at all)."""
        return validate.card_id(uid, r.BadArgument, what)

    @staticmethod
    def _optional_card(uid: int | None, what: str) -> int | None:
        """``None``, or a card id an action names (as :meth:`_card`)."""
        return validate.optional_card_id(uid, r.BadArgument, what)

    def _uma(self, uid: int) -> CardInstance:
        card = locate(self.state, validate.card_id(uid, IllegalSetup))[2]
        if self.pool.get(card.name).kind != "umamusume":
            raise IllegalSetup(f"{card.name} is not an Uma Musume card")
        return card

    @staticmethod
    def _set_stats(card: CardInstance, stamina: int | None, speed: int | None) -> None:
        if (stamina is not None or speed is not None) and "speed" not in card.state:
            raise IllegalSetup(f"{card.name} has no speed or stamina")
        if stamina is not None:
            card.state["stamina"] = stamina
        if speed is not None:
            card.state["speed"] = speed

    def _zone_cards(self, player: int, zone: str) -> list[CardInstance]:
        p = self._player(player)
        zones = {"deck": p.deck, "hand": p.hand, "field": p.field, "trash": p.trash, "exit": p.exit}
        if zone == "race-deck":
            return list(p.race_deck.cards)
        if not isinstance(zone, str) or zone not in zones:
            raise IllegalSetup(f"unknown zone {zone!r}; zones are {', '.join([*zones, 'race-deck'])}")
        return list(zones[zone].cards)

    @staticmethod
    def _view(slot: RaceSlot) -> RacecourseView:
        return RacecourseView(
            slot.card.uid,
            slot.card.name,
            tuple(c.name for c in slot.stacked),
            all(not c.face_up for c in slot.stacked),
        )

    def _eligible_racecourses(self, player: int) -> list[int]:
        p = self.state.players[player]
        return [
            s.card.uid
            for s in p.racecourses
            if condition_met(self.state, self.pool, player, self.pool.get(s.card.name).condition)
        ]

    def _live(self, phase: str | None = None) -> GameState:
        st = self.state
        if st.phase == "game-over":
            raise r.GameOver(f"the game is over; player(s) {st.losers} lost")
        if phase is not None and st.phase != phase:
            raise r.WrongPhase(f"this is done in the {phase} phase, not the {st.phase} phase")
        return st

    def _turn_player_in(self, player: int, phase: str) -> GameState:
        st = self._live(phase)
        if player != st.turn_player:
            raise r.NotYourTurn("only the turn player does this")
        return st

    def _standby(self, player: int) -> GameState:
        st = self._turn_player_in(player, "standby")
        if st.flags.standby_done:
            raise r.StandbyChoiceUsed("one standby choice per standby phase")
        return st
