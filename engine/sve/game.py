"""The Shadowverse EVOLVE game: set-up API, player actions and read-only views.

Every player action is :func:`~engine.core.atomic`: it either happens in full or
raises a :class:`~engine.core.Refusal` subclass (see :mod:`engine.sve.errors`)
and leaves :attr:`Game.state` exactly as it was. Players are ``0`` and ``1``.
Each public action is a one-line call of an undecorated ``_do_...`` helper that
holds its rules, so mutation testing (mutmut skips decorated functions) reaches them.

Section numbers in docstrings refer to the Shadowverse EVOLVE Comprehensive
Rules (v1.26.1 numbering).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.core import CardInstance, EventLog, IdAllocator, IllegalSetup, SeededRng, atomic
from engine.core.atomic import changing, touch
from engine.core.digest import StateSnapshot
from engine.sve import umamusume
from engine.sve.abilities import (
    answer_deck_order,
    answer_name,
    answer_optional,
    answer_positions,
    answer_selection,
    answer_tokens,
    end_durations,
    finish_spell,
    order_pending,
    play_now,
    settle,
    waiting_to_order,
)
from engine.sve.args import (
    ABSURD,
    card_arg,
    count_arg,
    flag_arg,
    ids_arg,
    ids_or_empty,
    optional_count,
    player_arg,
    text_arg,
)
from engine.sve.cards import Ability, CardPool, default_pool, uses_chosen_x
from engine.sve.combat import check_attack_target, resolve_combat
from engine.sve.context import NO_MODS, Mods, PlayContext
from engine.sve.continuous import any_named, continuous_mods
from engine.sve.costs import can_pay, ep_payment, evolve_cost, pay_cost, pay_evolve_or_serve, play_cost
from engine.sve.deck import STANDARD, Deck, Format, deck_basis, validate_deck
from engine.sve.effects import restricted
from engine.sve.errors import (
    ActivationRestricted,
    CannotAttack,
    CannotPayCost,
    FieldFull,
    GameOver,
    HiddenInformation,
    IllegalTarget,
    InvalidArgument,
    InvalidChoice,
    NothingToEvolveInto,
    NotYourWindow,
    NoValidTarget,
    OncePerTurn,
    PendingResolution,
    PreparationOrder,
    WholeHandOnly,
    WrongTiming,
)
from engine.sve.handling import handled
from engine.sve.state import (
    HAND_LIMIT,
    OPENING_HAND,
    PP_CEILING,
    SECOND_PLAYER_EP,
    ZONE_NAMES,
    Attack,
    GameState,
    Leader,
    PlayerState,
    Window,
    new_player,
)
from engine.sve.status import attack_of, defense_of, fresh_field_status, keywords_of, traits_of
from engine.sve.table import Table
from engine.sve.targets import (
    candidates,
    chosen_when_played,
    chosen_while_resolving,
    leader_uid,
    plan_selections,
)
from engine.sve.triggers import emit, emit_phase, phase_triggers
from engine.sve.views import CardView, TableSight, TurnView, WindowView, face_up_in, table_sight
from engine.sve.zones import discard, draw, enter_field, evolve_into


class Game(Table):
    """One game of Shadowverse EVOLVE between players 0 and 1: the facade over the rules modules."""

    def __init__(self, state: GameState, pool: CardPool | None = None) -> None:
        super().__init__(state, pool or default_pool())
        self._computing = False

    def continuous(self, card: CardInstance) -> Mods:
        """What continuous effects give ``card`` now (CR 10.9); a filter read while computing them sees none."""
        if self._computing:
            return super().continuous(card)
        names = self.pool.continuous_names
        if card.name not in names and not any_named(self.state.players, names):
            return (
                NO_MODS  # the common case, and continuous_mods' own first answer: no card that could give one
            )
        self._computing = True
        try:
            return continuous_mods(self, card)
        finally:
            self._computing = False

    # ------------------------------------------------------------------ creation
    @classmethod
    def sandbox(
        cls,
        *,
        leaders: tuple[str, str] = ("Forest Leader", "Sword Leader"),
        seed: int = 0,
        pool: CardPool | None = None,
        turn: int = 3,
        active: int = 0,
    ) -> Game:
        """A game already in ``active``'s main phase with empty zones: the set-up API builds the rest.

        Like XMage's test ``addCard``: tests put cards where they need them with
        :meth:`setup_put`, then act through the player actions.
        """
        pool = pool or default_pool()
        players = []
        for i, name in enumerate(leaders):
            card = pool.get(name)
            players.append(new_player(i, Leader(card.name, card.craft, card.universe)))
        state = GameState(players, IdAllocator(), SeededRng(seed), EventLog())
        state.phase, state.step, state.turn, state.active = "main", "", turn, active
        state.first_player = 0
        state.hands_visible = True
        return cls(state, pool)

    @classmethod
    def prepare(
        cls, decks: tuple[Deck, Deck], *, seed: int = 0, fmt: Format = STANDARD, pool: CardPool | None = None
    ) -> Game:
        """Game preparation up to the leader reveal (CR 6.2).

        Both decks are checked (CR 6.1) and shuffled with the seeded generator;
        leaders are revealed and each deck's basis (class or universe) is
        recorded as declared. Four cards are dealt to each player face down:
        nobody may look at them until the turn order is decided.
        """
        pool = pool or default_pool()
        players = []
        for i, deck in enumerate(decks):
            validate_deck(deck, fmt, pool)
            card = pool.get(deck.leader)
            leader = Leader(card.name, card.craft, card.universe, basis=deck_basis(card, deck.basis))
            players.append(new_player(i, leader))
        state = GameState(players, IdAllocator(), SeededRng(seed), EventLog())
        game = cls(state, pool)
        for i, deck in enumerate(decks):
            p = state.players[i]
            for name in deck.main:
                p.deck.add(game.new_card(name, i))
            for name in deck.evolve:
                p.evolve_deck.add(game.new_card(name, i, evolved=name in pool.evolved))
            state.rng.shuffle(p.deck.cards)
            state.log.add("shuffled", i)  # CR 6.2.1.4
            state.log.add("leader-revealed", i, leader=deck.leader, basis=p.leader.basis)
        for i in (0, 1):
            for _ in range(OPENING_HAND):
                state.players[i].hand.add(state.players[i].deck.take_top())
        state.phase, state.step = "preparation", "turn-order"
        return game

    # ------------------------------------------------------------------ set-up API
    def setup_put(
        self,
        player: int,
        zone: str,
        name: str,
        *,
        engaged: bool = False,
        entered_this_turn: bool = False,
        face_up: bool = False,
        evolved: bool = False,
        counters: dict[str, int] | None = None,
        top: bool = False,
        damage: int = 0,
        attack_change: int = 0,
        defense_change: int = 0,
    ) -> int:
        """Put a new card named ``name`` into ``player``'s ``zone`` and return its id (set-up only).

        ``zone`` is one of deck, evolve_deck, hand, field, ex, cemetery,
        banished. Field cards arrive reserved and as if on the field since an
        earlier turn unless told otherwise; Stack amulets get their Stack counter.
        ``damage`` and the attack/defense changes are set on field (and EX-area) cards.
        A full zone, an unknown name or a malformed argument is an :class:`IllegalSetup`.
        """
        player = player_arg(player, setup=True)
        if zone not in ZONE_NAMES or zone in ("race", "resolution"):
            raise IllegalSetup(f"unknown zone {zone!r}")
        text_arg(name, "card name", setup=True)
        for flag, label in (
            (engaged, "engaged"),
            (entered_this_turn, "entered_this_turn"),
            (face_up, "face_up"),
        ):
            flag_arg(flag, label, setup=True)
        count_arg(damage, "damage", setup=True)
        count_arg(attack_change, "attack change", low=-ABSURD, setup=True)
        count_arg(defense_change, "defense change", low=-ABSURD, setup=True)
        for key, n in (counters or {}).items():
            text_arg(key, "counter name", setup=True)
            count_arg(n, f"{key} counters", setup=True)
        p = self.state.players[player]
        target = p.zone(zone)
        if target.is_full():
            raise IllegalSetup(f"player {player}'s {target.name} is full")
        is_evolved = evolved or (zone == "evolve_deck" and name in self.pool.evolved and name != "Carrot")
        if zone == "evolve_deck" and name == "Carrot":
            is_evolved = False
        if is_evolved and name not in self.pool.evolved:
            raise IllegalSetup(f"{name!r} has no evolved face in the card pool")
        card = self.new_card(name, player, evolved=is_evolved)
        card.face_up = face_up
        if zone == "field":
            if self.defn(card).kind not in ("follower", "evolved", "amulet"):
                raise IllegalSetup(f"{name!r} is not a follower or amulet and cannot be on the field")
            card.state.update(
                fresh_field_status(self.state.turn if entered_this_turn else self.state.turn - 1)
            )
            card.state["engaged"] = engaged
            card.state["damage"] = damage
            if self.defn(card).has("stack"):
                card.state["counters"]["stack"] = 1
        if attack_change or defense_change:
            card.state["attack_mod"] = attack_change
            card.state["defense_mod"] = defense_change
        if counters:
            card.state.setdefault("counters", {}).update(counters)
        target.add(card, top=top)
        return card.uid

    def setup_points(
        self,
        player: int,
        *,
        pp: int | None = None,
        pp_max: int | None = None,
        ep: int | None = None,
        ep_designs: Sequence[str] = (),
    ) -> None:
        """Set a player's play points, maximum play points and evolution points (set-up only)."""
        p = self.state.players[player_arg(player, setup=True)]
        optional_count(pp, "play points", high=PP_CEILING, setup=True)
        optional_count(pp_max, "maximum play points", high=PP_CEILING, setup=True)
        optional_count(ep, "evolution points", high=ABSURD, setup=True)
        if pp_max is not None:
            p.pp_max = pp_max
        if pp is not None:
            p.pp = pp
        if ep is not None:
            p.ep = ["standard"] * ep
        if ep_designs:
            p.ep = [text_arg(d, "evolution point design", setup=True) for d in ep_designs]

    def setup_leader(
        self, player: int, *, defense: int | None = None, lost_defense_this_turn: bool | None = None
    ) -> None:
        """Set a leader's defense or the Sanguine record of this turn (set-up only)."""
        p = self.state.players[player_arg(player, setup=True)]
        if defense is not None:
            p.leader.defense = count_arg(defense, "leader defense", low=-ABSURD, setup=True)
        if lost_defense_this_turn is not None:
            p.lost_defense_this_turn = flag_arg(lost_defense_this_turn, "lost_defense_this_turn", setup=True)

    def setup_turn(self, *, active: int, turn: int | None = None, cards_played: int | None = None) -> None:
        """Make it ``active``'s main phase (set-up only)."""
        active = player_arg(active, setup=True)
        optional_count(turn, "turn", low=1, setup=True)
        optional_count(cards_played, "cards played", setup=True)
        self.state.active = active
        if turn is not None:
            self.state.turn = turn
        self.state.phase, self.state.step, self.state.window = "main", "", None
        if cards_played is not None:
            self.state.players[active].cards_played_this_turn = cards_played

    def setup_race(self, player: int, follower: int, carrots: int = 1) -> None:
        """Make ``follower`` already racing with ``carrots`` Carrots beneath it (set-up only)."""
        player = player_arg(player, setup=True)
        count_arg(carrots, "carrots", low=1, high=10, setup=True)
        if card_arg(follower, setup=True) not in self.state.players[player].field:
            raise IllegalSetup(f"card #{follower} is not on player {player}'s field")
        card = self.find(follower)[2]
        umamusume.start_racing(
            self, self.state.players[player], card, [self.new_card("Carrot", player) for _ in range(carrots)]
        )

    def setup_control(self, uid: int, controller: int) -> None:
        """Move a set-up card from one field onto ``controller``'s field without changing its owner (set-up
        only): a card controlled by the player who does not own it (CR 3.1). Its status stays as it was."""
        uid, controller = card_arg(uid, setup=True), player_arg(controller, setup=True)
        holder, zone, card = self.find(uid)
        if zone != "field":
            raise IllegalSetup(f"card #{uid} is not on a field")
        target = self.state.players[controller].field
        if holder.index == controller:
            return
        if target.is_full():
            raise IllegalSetup(f"player {controller}'s field is full")
        holder.field.remove(uid)
        target.add(card)

    def setup_ordering(self, player: int, orders_own: bool = True) -> None:
        """Let ``player`` choose the order of their own pending abilities (CR 10.5) instead of trigger order."""
        self.state.orders_own[player_arg(player, setup=True)] = flag_arg(orders_own, "orders_own", setup=True)

    def setup_ward_entry(self, player: int, engaged: bool = True) -> None:
        """Let ``player`` put their Ward cards onto the field engaged (CR 12.8.2: a card with Ward may enter the
        field engaged; reserved is the default). The choice holds for every Ward card put onto that player's
        field, played or put there by an effect, until it is set again."""
        self.state.ward_engaged[player_arg(player, setup=True)] = flag_arg(engaged, "engaged", setup=True)

    def setup_declines_costs(self, player: int, declines: bool = True) -> None:
        """Let ``player`` choose not to pay the cost of each of their automatic abilities (CR 10.4.7.4: its
        controller may decline it, and then the ability does nothing), also of those set off by another player's
        action (a Last Words of theirs when an enemy spell destroys its card), until it is set again. Paying is
        the default; a play or evolution that says how its own abilities' costs are answered still says so."""
        self.state.declines_costs[player_arg(player, setup=True)] = flag_arg(declines, "declines", setup=True)

    # ------------------------------------------------------------------ views
    def view(self, uid: int) -> CardView:
        """A read-only view of one card (an unknown id is an :class:`UnknownCard` set-up error)."""
        p, zone, card = self.find(card_arg(uid, setup=True))
        d = self.defn(card)
        return CardView(
            uid=card.uid,
            name=card.name,
            owner=card.owner,
            zone=zone,
            kind=d.kind,
            token=card.token,
            face_up=face_up_in(zone, card.face_up),
            attack=attack_of(self, card),
            defense=defense_of(self, card),
            engaged=bool(card.state.get("engaged", False)),
            evolved=bool(card.state.get("evolved", False)),
            racing=bool(card.state.get("racing", False)),
            counters=dict(card.state.get("counters", {})),
            keywords=keywords_of(self, card),
            cost=self._cost_now(card),
            craft=d.craft,
            traits=traits_of(self, card),
        )

    def cards_in(self, player: int, zone: str) -> list[CardView]:
        """Views of every card in a player's zone, in zone order (top first)."""
        if zone not in ZONE_NAMES:
            raise IllegalSetup(f"unknown zone {zone!r}")
        return [self.view(c.uid) for c in self.state.players[player_arg(player, setup=True)].zone(zone)]

    def ids_named(self, player: int, zone: str, name: str) -> list[int]:
        """Ids of the cards called ``name`` in a player's zone, in zone order (top first)."""
        if zone not in ZONE_NAMES:
            raise IllegalSetup(f"unknown zone {zone!r}")
        cards = self.state.players[player_arg(player, setup=True)].zone(zone)
        return [c.uid for c in cards if c.name == name]

    def look_at_hand(self, player: int) -> list[str]:
        """The names in ``player``'s hand, as that player sees them (CR 6.2: not before the turn order is set)."""
        player = player_arg(player)
        if not self.state.hands_visible:
            raise HiddenInformation("hands stay unseen until the player going first has been decided")
        return self.state.players[player].hand.names()

    def leader_defense(self, player: int) -> int:
        """A leader's current defense."""
        return self.state.players[player_arg(player, setup=True)].leader.defense

    def points(self, player: int) -> tuple[int, int, int]:
        """``(play points, maximum play points, evolution points)``."""
        p = self.state.players[player_arg(player, setup=True)]
        return p.pp, p.pp_max, len(p.ep)

    def revealed(self) -> list[int]:
        """The cards revealed by the ability resolving now; none once it has finished (CR 5.21.1.1)."""
        return list(self.state.revealed)

    def turns_passed(self, player: int) -> int:
        """How many of its own turns ``player`` has begun so far, extra turns included (CR 3.3.2)."""
        return self.state.players[player_arg(player, setup=True)].turns_passed

    def setup_turns_passed(self, player: int, turns: int) -> None:
        """Set how many turns ``player`` has passed (set-up only; a sandbox starts with none counted)."""
        p = self.state.players[player_arg(player, setup=True)]
        p.turns_passed = count_arg(turns, "turns passed", setup=True)

    def evolution_point_designs(self, player: int) -> list[str]:
        """The design of each evolution point ``player`` has, in order (CR 3.2)."""
        return list(self.state.players[player_arg(player, setup=True)].ep)

    @property
    def events(self) -> EventLog:
        """What happened so far."""
        return self.state.log

    @property
    def result(self) -> str | None:
        """``None`` while the game goes on, else ``player-0-wins``, ``player-1-wins`` or ``draw``."""
        return self.state.result

    def window(self) -> WindowView | None:
        """The Quick window the game waits in (CR 12.3), or ``None``."""
        w = self.state.window
        return None if w is None else WindowView(w.kind, w.responder)

    def turn_info(self) -> TurnView:
        """The turn number, active player, phase and step."""
        s = self.state
        return TurnView(s.turn, s.active, s.phase, s.step)

    def leader_basis(self, player: int) -> str | None:
        """The basis (``class`` or ``universe``) ``player``'s deck was declared with at the leader reveal (CR 6.1)."""
        return self.state.players[player_arg(player, setup=True)].leader.basis

    def visible_to(self, player: int) -> TableSight:
        """What ``player`` may know of every zone now (CR 4.1.2), as a read-only copy.

        Open zones (field, EX area, cemetery, banished zone CR 4.10.2, resolution zone CR 4.11.2, race zone
        CR 4.13.2) show their cards to both players; a hand shows its cards to its player only, and to the
        other player only how many it holds (CR 4.7.2); a deck shows nobody more than its number of cards;
        an evolve deck shows its player every card and the other player only its face-up cards. Cards lie
        face up in open zones and face down in hidden ones unless told otherwise (CR 4.2.3.3). A card the
        resolving ability revealed is known to both until it has finished resolving (CR 5.21.1). Both leaders,
        with their class and defense, are known to both players (CR 4.3.2).
        """
        return table_sight(self.state, player_arg(player, setup=True))

    def snapshot(self) -> StateSnapshot:
        """A copy of the whole game state, equal to another snapshot exactly when the states are equal."""
        return StateSnapshot(self.state)

    # ------------------------------------------------------------------ preparation actions
    @atomic(lazy=True)
    def decide_turn_order(self, first: int | None = None) -> int:
        """Decide who goes first (CR 6.2): the winner's choice, or the seeded generator when ``None``."""
        return self._do_decide_turn_order(first)

    def _do_decide_turn_order(self, first: int | None) -> int:
        s = self.state
        if first is not None:
            player_arg(first)
        if s.phase != "preparation" or s.step != "turn-order":
            raise PreparationOrder("the turn order is decided once, right after the leaders are revealed")
        changing(self)
        s.first_player = s.rng.choice((0, 1)) if first is None else first
        s.hands_visible = True
        s.step = "redraw"
        s.log.add("turn-order-decided", s.first_player)
        return s.first_player

    @atomic(lazy=True)
    def redraw(self, player: int, order: Sequence[int]) -> None:
        """Redraw the opening hand (CR 6.2): the whole hand to the deck bottom in ``order``, then draw 4."""
        self._do_redraw(player, order)

    def _do_redraw(self, player: int, order: Sequence[int]) -> None:
        player = player_arg(player)
        order = ids_arg(order, name="order")
        p = self._redraw_turn(player)
        if sorted(order) != sorted(c.uid for c in p.hand) or len(set(order)) != len(order):
            raise WholeHandOnly(
                "a redraw puts the whole hand on the bottom of the deck, in an order you choose"
            )
        changing(self)
        for uid in order:
            p.deck.add(p.hand.remove(uid))
        for _ in range(OPENING_HAND):
            p.hand.add(p.deck.take_top())
        self.state.log.add("redrew", player)
        self._after_redraw_choice(p)

    @atomic(lazy=True)
    def keep_hand(self, player: int) -> None:
        """Keep the opening hand (CR 6.2)."""
        self._do_keep_hand(player)

    def _do_keep_hand(self, player: int) -> None:
        player = player_arg(player)
        p = self._redraw_turn(player)
        changing(self)
        self.state.log.add("kept-hand", player)
        self._after_redraw_choice(p)

    def _redraw_turn(self, player: int) -> PlayerState:
        s = self.state
        if s.phase != "preparation" or s.step != "redraw" or s.first_player is None:
            raise PreparationOrder("redraws come after the turn order is decided, once per player")
        first = s.players[s.first_player]
        expected = first if not first.redraw_decided else s.players[1 - s.first_player]
        if expected.index != player:
            raise PreparationOrder(f"player {expected.index} decides on a redraw first")
        return s.players[player]

    def _after_redraw_choice(self, p: PlayerState) -> None:
        p.redraw_decided = True
        s = self.state
        if all(q.redraw_decided for q in s.players):
            assert s.first_player is not None
            s.players[1 - s.first_player].ep = ["standard"] * SECOND_PLAYER_EP
            s.turn = 0
            self._start_turn(s.first_player)

    # ------------------------------------------------------------------ turn structure
    def _start_turn(self, player: int) -> None:
        """Start phase (CR 7.2): max PP +1 (up to 10), refill PP, stand every card, draw 1.

        All of it happens; the first player skips the draw on the first turn.
        """
        s = self.state
        s.turn += 1
        s.active, s.phase, s.step, s.window = player, "start", "", None
        for q in s.players:
            q.cards_played_this_turn = 0
            q.evolved_or_served_this_turn = False
            q.lost_defense_this_turn = False
            q.discarded_this_turn = False
            q.attacks_this_turn = 0
        p = s.players[player]
        p.turns_passed += 1  # CR 3.3.2: as the player's own turn begins, extra turns too
        p.pp_max = min(PP_CEILING, p.pp_max + 1)
        p.pp = p.pp_max
        s.log.add("pp-increased", player, pp_max=p.pp_max)
        for card in p.field:
            if card.state.get("engaged", True) is not False:  # already reserved: nothing to change
                touch(self, card)
                card.state["engaged"] = False
        s.log.add("stood", player)
        if not (s.turn == 1 and player == s.first_player):
            draw(s, player, 1)
        emit_phase(self, "start", player)
        settle(self)
        if s.result is None:
            s.phase = "main"
            emit_phase(self, "main", player)
            settle(self)

    @atomic(lazy=True)
    def end_main_phase(self, player: int, engage_ward: Sequence[int] = ()) -> None:
        """End the main phase and run the end phase up to the opponent's Quick window (CR 7.4).

        Order: "at the start of your end phase" and "at the start of each
        player's end phase" abilities (the active player's first), then the chosen Ward
        followers engage, then the non-active player may play Quick cards.
        """
        self._do_end_main_phase(player, engage_ward)

    def _do_end_main_phase(self, player: int, engage_ward: Sequence[int]) -> None:
        player = player_arg(player)
        engage_ward = ids_arg(engage_ward, name="engage_ward")
        self._require_main(player)
        s = self.state
        p = s.players[player]
        if len(engage_ward) == 1 and not phase_triggers(self, "end", player) and handled(self):
            # Nothing happens at the start of this end phase, so the one chosen Ward follower is what it is
            # now: check it before anything changes (a refusal then needs no rollback).
            self._check_ward(p, engage_ward[0])
        changing(self)
        s.phase = "end"
        emit_phase(self, "end", player)
        settle(self)
        if s.result is not None:
            return
        # a chosen Ward follower that evolved meanwhile is the same card, now the evolved one (CR 5.16.2)
        engage_ward = tuple(self.current_id(uid) for uid in engage_ward)
        for uid in engage_ward:
            self._check_ward(p, uid)
        if s.awaiting is not None or s.pending:
            # an ability of the start of the end phase waits for a choice: the Ward followers engage and the
            # Quick window opens only once the check timing is over (CR 7.4.2-7.4.5)
            s.step, s.end_wards = "starting", tuple(engage_ward)
            return
        self._engage_wards_and_open_window(engage_ward)

    def _engage_wards_and_open_window(self, engage_ward: Sequence[int]) -> None:
        """The chosen Ward followers engage, then the non-active player's Quick window opens (CR 7.4.3-7.4.5)."""
        s = self.state
        player = s.active
        p = s.players[player]
        for uid in engage_ward:
            ward = p.field.get(uid)
            touch(self, ward)
            ward.state["engaged"] = True
            s.log.add("ward-engaged", player, card=uid)
        s.window = Window("end-phase", 1 - player)
        s.log.add("quick-window", 1 - player, window="end-phase")

    def _check_ward(self, p: PlayerState, uid: int) -> None:
        """A Ward follower chosen to engage at the end phase is a reserved follower with Ward on ``p``'s field (CR 7.4)."""
        ward = p.field.get(uid) if uid in p.field else None
        if ward is None or "ward" not in keywords_of(self, ward) or ward.state.get("engaged"):
            raise IllegalTarget(f"card #{uid} is not a reserved follower with Ward on your field")

    @atomic(lazy=True)
    def pass_window(self, player: int) -> None:
        """The responder lets the game go on: the attack reaches combat, or the end phase continues."""
        self._do_pass_window(player)

    def _do_pass_window(self, player: int) -> None:
        player = player_arg(player)
        s = self.state
        self._require_live()
        self._require_nothing_pending()
        if s.window is None or s.window.responder != player:
            raise WrongTiming("there is no Quick window for you to pass")
        window = s.window
        changing(self)
        s.window = None
        s.log.add("window-passed", player, window=window.kind)
        if window.kind == "attack":
            assert window.attack is not None
            resolve_combat(self, window.attack)
            s.attack = None
            settle(self)
        else:
            self._finish_end_phase()

    def _finish_end_phase(self) -> None:
        """The end of the end phase (CR 7.4.7-7.4.9): discard down to the hand limit, then the turn ends.

        Abilities set off during the end phase, also by the discard itself ("when this is discarded"),
        are played at a check timing of this end phase (CR 10.5; 10.7.3), before the turn passes: while one
        is still pending or waits for a choice, the end phase waits too (``step`` "resolving") and goes on
        once it is resolved; an ability that fills the hand again means discarding again.
        """
        s = self.state
        p = s.players[s.active]
        settle(self)
        if s.result is not None:
            return
        if s.awaiting is not None or s.pending:
            s.step = "resolving"
            return
        s.step = ""
        if len(p.hand) > HAND_LIMIT:
            s.step = "discard"
            s.log.add("must-discard", s.active, count=len(p.hand) - HAND_LIMIT)
            return
        self._end_turn()

    @atomic(lazy=True)
    def discard_to_limit(self, player: int, cards: Sequence[int]) -> None:
        """Discard down to 7 cards at the end of your own end phase (CR 7.4)."""
        self._do_discard_to_limit(player, cards)

    def _do_discard_to_limit(self, player: int, cards: Sequence[int]) -> None:
        player = player_arg(player)
        cards = ids_arg(cards, name="cards")
        s = self.state
        p = s.players[player]
        if s.phase != "end" or s.step != "discard" or s.active != player:
            raise WrongTiming("only the active player discards, at the end of their own end phase")
        if len(p.hand) - len(set(cards)) != HAND_LIMIT or len(set(cards)) != len(cards):
            raise InvalidChoice(f"discard exactly {len(p.hand) - HAND_LIMIT} cards to keep 7")
        if any(uid not in p.hand for uid in cards):
            raise InvalidChoice("discard cards from your own hand")
        changing(self)
        for uid in cards:
            discard(self, p.hand.get(uid))
        s.log.add("discarded-to-limit", player, count=len(cards))
        s.step = ""
        self._finish_end_phase()

    def _resume_end_phase(self) -> None:
        """After a choice that let a waiting ability of the end phase resolve, the end phase goes on (CR 7.4).

        At its start, once nothing is pending any more, the Ward followers chosen when the main phase ended
        engage (those still reserved Ward followers on the field: an ability may have moved or engaged one)
        and the Quick window opens; at its end, the hand-limit discard and the end of the turn follow.
        """
        s = self.state
        if s.phase != "end" or s.result is not None:
            return
        if s.step == "resolving":
            self._finish_end_phase()
        elif s.step == "starting" and s.awaiting is None and not s.pending:
            p = s.players[s.active]
            # a chosen Ward follower that evolved meanwhile is the same card (CR 5.16.2)
            now = [self.current_id(uid) for uid in s.end_wards]
            wards = [uid for uid in now if self._is_reserved_ward(p, uid)]
            s.step, s.end_wards = "", ()
            self._engage_wards_and_open_window(wards)

    def _is_reserved_ward(self, p: PlayerState, uid: int) -> bool:
        """Whether ``uid`` is a reserved follower with Ward on ``p``'s field (see :meth:`_check_ward`)."""
        ward = p.field.get(uid) if uid in p.field else None
        return ward is not None and "ward" in keywords_of(self, ward) and not ward.state.get("engaged")

    def _end_turn(self) -> None:
        s = self.state
        s.log.add("turn-ended", s.active)
        end_durations(self)
        s.attack = None
        normal = s.active if s.normal_turn is None else s.normal_turn
        while True:
            if s.extra_order:
                # CR 5.28.1, 5.28.1.1: the extra turns waiting come first, the one gained last before the others;
                # the turn order then goes on from the latest turn that was not an extra turn
                player, extra = s.extra_order.pop(), True
                s.extra_turns[player] -= 1
                s.normal_turn = normal
            else:
                player, extra = 1 - normal, False
                s.normal_turn = None
            if s.skipped_turns[player] > 0:
                # CR 5.26.1-5.26.2: a skipped turn does not begin; the turn after it does
                s.skipped_turns[player] -= 1
                s.log.add("turn-skipped", player)
                if not extra:
                    normal = player
                continue
            if extra:
                s.log.add("extra-turn", player)
            self._start_turn(player)
            return

    # ------------------------------------------------------------------ checks
    def _require_live(self) -> None:
        if self.state.result is not None:
            raise GameOver(f"the game is over: {self.state.result}")
        if self.state.phase == "preparation":
            raise WrongTiming("the game has not started yet")

    def _require_nothing_pending(self) -> None:
        """One card or ability at a time (CR 10.6): nothing else while a selection or an order is awaited."""
        s = self.state
        if s.awaiting is not None or waiting_to_order(self) is not None:
            raise PendingResolution("one card or ability at a time: finish the one being resolved")

    def _require_main(self, player: int) -> None:
        s = self.state
        self._require_live()
        self._require_nothing_pending()
        if s.active != player or s.phase != "main" or s.window is not None:
            raise WrongTiming("this is done only in your own main phase, with nothing else going on")

    def _require_play_timing(self, player: int, quick: bool) -> None:
        """CR 12.3: Quick cards also in the opponent's windows; the active player plays them as usual."""
        s = self.state
        self._require_live()
        self._require_nothing_pending()
        if s.window is not None:
            if s.window.responder == player and quick:
                return
            if s.window.responder == player:  # CR 12.3.2: the window is theirs, but only for Quick
                raise NotYourWindow("only a card or ability with Quick may be played in this window")
            raise NotYourWindow("only the non-active player may play Quick cards or abilities in this window")
        if s.active == player and s.phase == "main":
            return
        if quick:
            raise NotYourWindow(
                "Quick cards are played in your main phase, after an enemy attack is declared, or in the enemy end phase"
            )
        raise WrongTiming("cards are played in your own main phase")

    # ------------------------------------------------------------------ playing cards
    @atomic(lazy=True)
    def play(
        self,
        player: int,
        card_uid: int,
        *,
        targets: Sequence[int] = (),
        choices: Sequence[int] = (),
        pay_optional_costs: bool = True,
        earth_rite: int | None = None,
        token_split: tuple[int, int] | None = None,
        picks: Sequence[int] = (),
        cost_cards: Sequence[int] = (),
        alt_cost: int | None = None,
        find_none: bool = False,
        division: Mapping[int, int] | None = None,
        x: int | None = None,
    ) -> None:
        """Play a card from your hand or EX area (CR 8.2).

        Pay its cost, then a follower or amulet goes onto the field (refused
        with ``field-full`` when the field still holds 5 cards once the cost is
        paid, CR 10.6.2.6) and its Fanfare abilities trigger; a
        spell that must select a target cannot be played without one.
        ``targets`` are selections in order, ``choices`` option indexes for
        "choose", ``earth_rite`` the Stack amulet paying an Earth Rite cost,
        ``token_split`` how many tokens go to (field, EX area), ``picks`` the
        cards a search or look-at-the-top effect takes, ``cost_cards`` the cards
        paying a discard/banish/return cost of its automatic ability, ``find_none``
        that a search for cards with a condition finds nothing (CR 5.8.1.2). Continuous
        cost changes apply (never below 0). Abilities it sets off are played
        afterwards, one at a time (CR 10.5). ``division`` says how an amount the
        card divides among its selected targets is split, as {target id: share}
        (CR 10.6.2.4; refused unless every share is at least 1 and they add up).
        ``x`` is the value X the player decides for a card that says so (CR 10.6.2.2.4).
        """
        self._do_play(
            player,
            card_uid,
            targets=targets,
            choices=choices,
            pay_optional_costs=pay_optional_costs,
            earth_rite=earth_rite,
            token_split=token_split,
            picks=picks,
            cost_cards=cost_cards,
            alt_cost=alt_cost,
            find_none=find_none,
            division=division,
            x=x,
        )

    def _do_play(
        self,
        player: int,
        card_uid: int,
        *,
        targets: Sequence[int],
        choices: Sequence[int],
        pay_optional_costs: bool,
        earth_rite: int | None,
        token_split: tuple[int, int] | None,
        picks: Sequence[int],
        cost_cards: Sequence[int],
        alt_cost: int | None,
        find_none: bool = False,
        division: Mapping[int, int] | None = None,
        x: int | None = None,
    ) -> None:
        player, card_uid = player_arg(player), card_arg(card_uid)
        targets = ids_arg(targets, leaders=True, name="targets")
        choices = tuple(count_arg(c, "option", high=20) for c in ids_or_empty(choices))
        picks, cost_cards = ids_arg(picks, name="picks"), ids_arg(cost_cards, name="cost_cards")
        flag_arg(pay_optional_costs, "pay_optional_costs")
        flag_arg(find_none, "find_none")
        if earth_rite is not None:
            card_arg(earth_rite)
        if token_split is not None:
            if not isinstance(token_split, tuple) or len(token_split) != 2:
                raise InvalidArgument("token_split is (tokens onto the field, tokens into the EX area)")
            for n in token_split:
                count_arg(n, "tokens", high=50)
        s = self.state
        p = s.players[player]
        if card_uid in p.hand:
            source = "hand"
        elif card_uid in p.ex:
            source = "ex"
        else:
            raise IllegalTarget(f"card #{card_uid} is not in your hand or EX area")
        card = p.zone(source).get(card_uid)
        d = self.defn(card)
        self._require_play_timing(player, d.has("quick"))
        x = _x_arg(x, [ab for ab in d.abilities if ab.trigger in ("spell", "fanfare")], d.name)
        cost = self._cost_now(card)  # cost_of(card_uid), without looking for the card again
        alt = None
        if alt_cost is not None:
            if count_arg(alt_cost, "alternative cost", high=10) >= len(d.alt_costs):
                raise InvalidChoice(f"{d.name} has no alternative cost #{alt_cost + 1}")
            alt = d.alt_costs[alt_cost]
            # CR 10.6.2.5.1: the value the alternative cost sets comes first, then every cost change
            cost = play_cost(self, card, set_to=alt.pp, less=alt.reduce)
            why = can_pay(self, p, card, alt.cost, cost_cards, playing=True)
            if why is not None:
                error = InvalidChoice if why.startswith(("choose", "card #")) else CannotPayCost
                raise error(f"cannot pay the alternative cost of {d.name}: {why}")
        if cost > p.pp:
            raise CannotPayCost(f"{d.name} costs {cost} play points; you have {p.pp}")
        if d.kind in ("follower", "amulet"):
            if targets and not any(ab.targets(choices) for ab in d.abilities if ab.trigger == "fanfare"):
                raise InvalidChoice(f"{d.name} selects no target when played")
        elif d.kind == "spell":
            for ab in d.triggered("spell"):
                self._check_selections(player, card, ab, targets, choices)
        else:
            raise IllegalTarget(f"{d.name} is not a card you play")
        if earth_rite is not None:
            self._require_earth_rite(p, d.name, d.abilities, earth_rite)
        self._require_in_game((*picks, *cost_cards))
        changing(self)
        p.pp -= cost
        if alt is not None:
            pay_cost(self, p, card, alt.cost, cost_cards, playing=True)
            cost_cards = ()
        if d.kind in ("follower", "amulet"):
            # CR 10.6.2.5 then 10.6.2.6: the field's room is checked once the whole cost is paid, so a cost
            # that takes a card of yours off the field makes room; a refusal here rolls the payment back
            p.field.require_room(1, error=FieldFull)
        p.zone(source).remove(card_uid)
        p.cards_played_this_turn += 1
        s.log.add("played", player, card=card_uid, name=d.name, source=source)
        ctx = PlayContext(
            targets,
            choices,
            pay_optional_costs,
            earth_rite,
            token_split,
            picks,
            cost_cards,
            find_none=find_none,
            division=_division_arg(division, self.defn(card).abilities),
            x=x,
        )
        if d.kind == "spell":
            p.resolution.add(card)
            for ab in d.triggered("spell"):
                play_now(self, player, card, ab, "spell", ctx, paid=True)
            if not d.triggered("spell"):
                finish_spell(self, card)
        else:
            enter_field(self, card, p, from_zone=source, ctx=ctx)
        emit(self, "play", card, controller=player)
        settle(self)

    def _check_selections(
        self, player: int, card: CardInstance, ab: Any, targets: Sequence[int], choices: Sequence[int] = ()
    ) -> None:
        """A card or activated ability that selects needs valid targets before it is paid for (CR 10.6).

        A pick among the cards of a hand is not one of them, whoever makes it: it is made as the effect resolves,
        in the order of its text (CR 10.6.2.8.2), so too few cards there (even none) never stop the play; the
        effect picks what there is (official card Q&A of BP01-111). The selections of the chosen options of a
        "choose" effect count as the ability's own (CR 5.18.3; 5.18.4: the options not chosen count for nothing);
        those asked only when a later part of the text resolves (an opponent's pick in their hand after my own
        target, CR 10.6.2.8.2) are not named when it is played, and do not stop me naming my own target."""
        selections = chosen_when_played(ab, choices)
        if any(t.chooser == "opponent" for t in selections):
            if targets:
                raise InvalidChoice(f"{card.name}'s target is selected by the opponent")
            required = [t for t in selections if not t.up_to and not chosen_while_resolving(t)]
            if any(len(candidates(self, player, t, card)) < t.count for t in required):
                # CR 10.6.2.3.1; 10.6.2.3.3: every selection it must make needs as many valid cards as it selects
                raise NoValidTarget(f"{card.name} must select a target and there are not enough")
            return
        plan_selections(self, player, card, ab, targets, must=True, choices=choices)

    def current_id(self, uid: int) -> int:
        """The id a card goes by now: a follower that evolved is the evolved card on top of it (CR 12.2)."""
        uid = card_arg(uid, setup=True)
        for p in self.state.players:
            for card in p.field:
                if any(base.uid == uid for base in card.state.get("under", [])):
                    return card.uid
        return uid

    def cost_of(self, card_uid: int) -> int:
        """What playing the card costs now: printed cost plus continuous cost changes, never below 0 (CR 2.5).

        An evolved follower's cost is that of the card it evolved from (CR 5.16.1.2).
        """
        return self._cost_now(self.find(card_arg(card_uid, setup=True))[2])

    def _cost_now(self, card: CardInstance) -> int:
        return play_cost(self, card)

    @atomic(lazy=True)
    def choose_targets(self, player: int, targets: Sequence[int], *, choices: Sequence[int] = ()) -> None:
        """Select the targets of the ability waiting for them (CR 10.6): its controller, or the
        opponent when the card lets the opponent select. Leaders are selected as -1 / -2 (:meth:`leader_id`)."""
        self._do_choose_targets(player, targets, choices=choices)

    def _do_choose_targets(self, player: int, targets: Sequence[int], *, choices: Sequence[int]) -> None:
        player = player_arg(player)
        targets = ids_arg(targets, leaders=True, name="targets")
        options = tuple(count_arg(c, "option", high=20) for c in ids_or_empty(choices))
        self._require_live()
        answer_selection(self, player, targets, options)
        self._resume_end_phase()

    @atomic(lazy=True)
    def choose_positions(self, player: int, positions: Sequence[str]) -> None:
        """Say where each card of a waiting "top or bottom of the deck" effect goes (its controller chooses, CR 5.5)."""
        self._do_choose_positions(player, positions)

    def _do_choose_positions(self, player: int, positions: Sequence[str]) -> None:
        player = player_arg(player)
        chosen = tuple(text_arg(p, "position") for p in ids_or_empty(positions))
        self._require_live()
        answer_positions(self, player, chosen)
        self._resume_end_phase()

    @atomic(lazy=True)
    def choose_deck_order(self, player: int, cards: Sequence[int]) -> None:
        """Order the cards a waiting effect put into a deck together (CR 4.1.5): ``cards`` names every one of them
        once, top first. The player who orders them is the deck's owner, or their controller when they came from
        an open zone such as the field (CR 4.1.5.1); :meth:`awaiting_choice` names them. Refused
        ``DeckOrderMismatch`` when a card is not one of them, is named twice or is left out."""
        self._do_choose_deck_order(player, cards)

    def _do_choose_deck_order(self, player: int, cards: Sequence[int]) -> None:
        player = player_arg(player)
        order = ids_arg(cards, name="order")
        self._require_live()
        answer_deck_order(self, player, order)
        self._resume_end_phase()

    @atomic(lazy=True)
    def declare_name(self, player: int, name: str) -> None:
        """Declare a card name for the ability waiting for its controller to declare one (CR 5.33.1): any card's
        or token's name (5.33.1.1), even one no card in this game has; declaring selects no card."""
        self._do_declare_name(player, name)

    def _do_declare_name(self, player: int, name: str) -> None:
        player = player_arg(player)
        declared = text_arg(name, "card name")
        self._require_live()
        answer_name(self, player, declared)
        self._resume_end_phase()

    @atomic(lazy=True)
    def choose_tokens(self, player: int, names: Sequence[str]) -> None:
        """Say which tokens a waiting ability makes when fewer fit than it makes (CR 9.1.2): their names, one
        per token (``["Knight", "Viking"]``). Refused unless they are as many as fit and all can be made."""
        self._do_choose_tokens(player, names)

    def _do_choose_tokens(self, player: int, names: Sequence[str]) -> None:
        player = player_arg(player)
        chosen = tuple(text_arg(n, "token name") for n in ids_or_empty(names))
        self._require_live()
        answer_tokens(self, player, chosen)

    @atomic(lazy=True)
    def answer_optional(self, player: int, accept: bool) -> None:
        """Do (``accept=True``) or decline the "you may" effects of the ability waiting for its controller's
        decision (CR 5.18); declined effects do not happen, the rest of the ability does."""
        self._do_answer_optional(player, accept)

    def _do_answer_optional(self, player: int, accept: bool) -> None:
        player = player_arg(player)
        flag_arg(accept, "accept")
        self._require_live()
        answer_optional(self, player, accept)
        self._resume_end_phase()

    @atomic(lazy=True)
    def order_pending(self, player: int, card_uid: int) -> None:
        """Choose which of your pending abilities is played next (CR 10.5), when you order your own."""
        self._do_order_pending(player, card_uid)

    def _do_order_pending(self, player: int, card_uid: int) -> None:
        player, card_uid = player_arg(player), card_arg(card_uid)
        self._require_live()
        order_pending(self, player, card_uid)
        self._resume_end_phase()

    @atomic(lazy=True)
    def apply_first(self, player: int, cards: Sequence[str]) -> None:
        """Choose the order of the modifications of one event that reach your cards or your leader (CR 10.10.2).

        When several effects change the same damage ("deals N more", "takes N less", "takes none"), the player
        whose follower or leader takes it applies them in the order they choose; once it is 0 the rest have
        nothing to change. ``cards`` names, in order, the cards whose modifications ``player`` applies first
        from now on (an empty list: the usual order). A name of a card that modifies no damage, or a name
        given twice, is refused.
        """
        self._do_apply_first(player, cards)

    def _do_apply_first(self, player: int, cards: Sequence[str]) -> None:
        player = player_arg(player)
        names = tuple(text_arg(n, "card name") for n in ids_or_empty(cards))
        self._require_live()
        if len(set(names)) != len(names):
            raise InvalidChoice("name each card once")
        for name in names:
            if not self._modifies_damage(name):
                raise InvalidChoice(f"{name!r} is not a card whose effect modifies damage")
        changing(self)
        self.state.applies_first[player] = names
        self.state.log.add("modifications-ordered", player, cards=list(names))

    def _modifies_damage(self, name: str) -> bool:
        """Whether a card of this name (either face) has an effect that changes damage (CR 10.10)."""
        return name in self.pool.damage_modifier_names

    # ------------------------------------------------------------------ activated abilities
    @atomic(lazy=True)
    def activate(
        self,
        player: int,
        card_uid: int,
        *,
        ability: int = 0,
        targets: Sequence[int] = (),
        choices: Sequence[int] = (),
        picks: Sequence[int] = (),
        cost_cards: Sequence[int] = (),
        earth_rite: int | None = None,
        division: Mapping[int, int] | None = None,
        x: int | None = None,
    ) -> None:
        """Play an activated ability of a card on your field (CR 8.3), paying its whole cost first.

        An engage cost may be paid the turn the card arrived; a leader-defense
        cost cannot take the leader below 0; Lesson (X) banishes X Magical Item
        cards from your EX area; an Earth Rite in the cost must be paid
        (``earth_rite``), like every other part of it (CR 10.4; 13.3).
        """
        self._do_activate(
            player,
            card_uid,
            ability=ability,
            targets=targets,
            choices=choices,
            picks=picks,
            cost_cards=cost_cards,
            earth_rite=earth_rite,
            division=division,
            x=x,
        )

    def _do_activate(
        self,
        player: int,
        card_uid: int,
        *,
        ability: int,
        targets: Sequence[int],
        choices: Sequence[int],
        picks: Sequence[int],
        cost_cards: Sequence[int],
        earth_rite: int | None,
        division: Mapping[int, int] | None = None,
        x: int | None = None,
    ) -> None:
        player, card_uid = player_arg(player), card_arg(card_uid)
        count_arg(ability, "ability number", high=20)
        targets = ids_arg(targets, leaders=True, name="targets")
        choices = tuple(count_arg(c, "option", high=20) for c in ids_or_empty(choices))
        picks, cost_cards = ids_arg(picks, name="picks"), ids_arg(cost_cards, name="cost_cards")
        s = self.state
        p = s.players[player]
        if card_uid not in p.field:
            raise IllegalTarget(f"card #{card_uid} is not on your field")
        card = p.field.get(card_uid)
        abilities = [a for a in self.defn(card).abilities if a.trigger == "activated"]
        if ability >= len(abilities):
            raise IllegalTarget(f"{card.name} has no activated ability #{ability}")
        ab = abilities[ability]
        self._require_play_timing(player, ab.quick)
        if restricted(self, card_uid, "cannot_activate"):
            raise ActivationRestricted(
                f"an effect keeps {card.name}'s activated abilities from being played now"
            )
        key = (card_uid, f"activated-{ability}", s.turn)
        if ab.once_per_turn and key in s.used_once:
            raise OncePerTurn(f"{card.name}'s ability is played once a turn")
        if ab.during == "opponent_turn" and s.active == player:
            raise WrongTiming(f"{card.name}'s ability is played only during the opponent's turn")
        self._check_selections(player, card, ab, targets, choices)
        why = can_pay(self, p, card, ab, cost_cards)
        if why is not None:
            error = InvalidChoice if why.startswith(("choose", "card #")) else CannotPayCost
            raise error(f"cannot pay the cost of {card.name}: {why}")
        if earth_rite is not None:
            self._require_earth_rite(p, card.name, (ab,), card_arg(earth_rite))
        elif ab.cost.earth_rite:
            # CR 10.4; 13.3: Earth Rite in an activated ability's cost is a part of that cost like any other,
            # and an ability is played only with its whole cost paid
            raise CannotPayCost(
                f"cannot pay the cost of {card.name}: its cost includes Earth Rite (earth_rite)"
            )
        self._require_in_game((*picks, *cost_cards))
        changing(self)
        pay_cost(self, p, card, ab, cost_cards)
        if ab.once_per_turn:
            s.used_once.append(key)
        s.log.add("ability-played", player, card=card_uid, name=card.name)
        ctx = PlayContext(
            targets,
            choices,
            picks=picks,
            earth_rite=earth_rite,
            division=_division_arg(division, (ab,)),
            x=_x_arg(x, (ab,), card.name),
        )
        play_now(self, player, card, ab, "activated", ctx, paid=True)
        settle(self)

    def _require_in_game(self, uids: Sequence[int]) -> None:
        """Cards named to be taken (``picks``) or to pay a cost (``cost_cards``) must be cards of this game: an id
        that names none is refused, never silently ignored (a card whose effects take no such card would
        otherwise accept it)."""
        for uid in uids:
            if self.zone_of(uid) is None:
                raise IllegalTarget(f"card #{uid} is not in this game")

    @staticmethod
    def _require_earth_rite(p: PlayerState, name: str, abilities: Iterable[Ability], amulet: int) -> None:
        """An Earth Rite payment (CR 13.3) is named only for an ability that has an Earth Rite cost, and
        with an amulet on the player's own field; anything else is refused, never silently ignored."""
        if not any(ab.cost.earth_rite for ab in abilities):
            raise InvalidChoice(f"{name} has no Earth Rite cost to pay")
        if amulet not in p.field:
            raise InvalidChoice("Earth Rite removes a Stack counter from an amulet on your field")

    # ------------------------------------------------------------------ attacking
    @atomic(lazy=True)
    def attack(self, player: int, attacker: int, target: int | None = None) -> None:
        """Declare an attack (CR 8.4) on the enemy leader (``target=None``) or an enemy follower.

        The attacker must be a reserved follower; it engages, its Strike
        abilities resolve, and then the opponent gets a Quick window
        (:meth:`pass_window` lets combat happen).
        """
        self._do_attack(player, attacker, target)

    def _do_attack(self, player: int, attacker: int, target: int | None) -> None:
        player, attacker = player_arg(player), card_arg(attacker)
        if target is not None:
            card_arg(target)
        self._require_main(player)
        s = self.state
        p, opp = s.players[player], s.players[1 - player]
        if attacker not in p.field:
            raise CannotAttack(f"card #{attacker} is not on your field")
        card = p.field.get(attacker)
        d = self.defn(card)
        if d.kind not in ("follower", "evolved"):
            raise CannotAttack(f"{d.name} is not a follower")
        if card.state.get("engaged"):
            raise CannotAttack(f"{d.name} is engaged")
        check_attack_target(self, card, opp, target)
        changing(self)
        touch(self, card)
        card.state["engaged"] = True
        s.attack = Attack(attacker, target)
        s.players[player].attacks_this_turn += 1  # counted as declared, whatever becomes of the attacker
        s.log.add("attack-declared", player, attacker=attacker, target=target)
        emit(self, "attack", card)
        if target is not None:
            emit(self, "attack_follower", card)  # Follower Strike (CR 12.7.2.1)
            emit(self, "attacked", opp.field.get(target))
        settle(self)
        if s.result is None:
            # the attack as it stands: a follower of it that evolved meanwhile is the same card (CR 5.16.2)
            going_on = s.attack if s.attack is not None else Attack(attacker, target)
            s.window = Window("attack", 1 - player, Attack(going_on.attacker, going_on.target))
            s.log.add("quick-window", 1 - player, window="attack")

    # ------------------------------------------------------------------ evolving and serving
    def _own_follower(self, player: int, uid: int) -> tuple[PlayerState, CardInstance]:
        """In your main phase, the card ``uid`` on your field (for evolve and serve)."""
        self._require_main(player)
        p = self.state.players[player]
        if uid not in p.field:
            raise IllegalTarget(f"card #{uid} is not on your field")
        return p, p.field.get(uid)

    @staticmethod
    def _require_evolve_or_serve_left(p: PlayerState) -> None:
        """Evolve or serve: one of them, once a turn (CR 8.3; 14.2)."""
        if p.evolved_or_served_this_turn:
            raise OncePerTurn("you already evolved or served this turn")

    @atomic(lazy=True)
    def evolve(
        self,
        player: int,
        follower: int,
        *,
        ep: int = 0,
        ep_design: str | None = None,
        targets: Sequence[int] = (),
        choices: Sequence[int] = (),
        cost_cards: Sequence[int] = (),
        pay_optional_costs: bool = True,
        find_none: bool = False,
    ) -> int:
        """Evolve a follower (CR 8.3; 12.2): pay its evolve cost and put the same-name evolved follower on it.

        Once a turn (shared with serve). One evolution point may replace one
        play point. This is not "putting a card onto the field". The evolved
        follower keeps counters, damage, engaged state and how long it has been
        on the field, loses the base card's abilities, and all its On Evolve
        abilities are played (``targets``/``choices`` answer their selections and
        "choose"). An On Evolve ability with a cost (CR 12.6) is paid when it is
        played: ``cost_cards`` name the cards that pay it (refused with
        ``invalid-choice`` if they cannot, with nothing changed), and
        ``pay_optional_costs=False`` declines it; ``find_none`` finds no card in an
        On Evolve search for cards with a condition (CR 5.8.1.2). A follower whose evolve cost is
        paid in leader defense pays that instead of play points. Returns the
        evolved card's id.
        """
        return self._do_evolve(
            player,
            follower,
            ep=ep,
            ep_design=ep_design,
            targets=targets,
            choices=choices,
            cost_cards=cost_cards,
            pay_optional_costs=pay_optional_costs,
            find_none=find_none,
        )

    def _do_evolve(
        self,
        player: int,
        follower: int,
        *,
        ep: int,
        ep_design: str | None,
        targets: Sequence[int],
        choices: Sequence[int],
        cost_cards: Sequence[int] = (),
        pay_optional_costs: bool = True,
        find_none: bool = False,
    ) -> int:
        player, follower = player_arg(player), card_arg(follower)
        count_arg(ep, "evolution points", high=10)
        targets = ids_arg(targets, leaders=True, name="targets")
        cost_cards = ids_arg(cost_cards, name="cost_cards")
        flag_arg(pay_optional_costs, "pay_optional_costs")
        flag_arg(find_none, "find_none")
        choices = tuple(count_arg(c, "option", high=20) for c in ids_or_empty(choices))
        if ep_design is not None:
            text_arg(ep_design, "ep_design")
        s = self.state
        p, base = self._own_follower(player, follower)
        d = self.defn(base)
        if base.state.get("evolved") or (d.evolve_cost is None and d.evolve_leader_defense is None):
            raise IllegalTarget(f"{d.name} has no evolve ability")
        self._require_evolve_or_serve_left(p)
        evolved = next(
            (c for c in p.evolve_deck if c.name == base.name and c.state.get("evolved") and not c.face_up),
            None,
        )
        if evolved is None:
            raise NothingToEvolveInto(f"no face-down evolved {base.name} in your evolve deck")
        if d.evolve_cost is not None:
            cost = evolve_cost(self, base, d.evolve_cost)  # with evolve cost changes (CR 10.6.2.5.1)
            ep_payment(p, cost, ep, ep_design)  # refuses before anything changes
            changing(self)
            pay_evolve_or_serve(p, cost, ep, ep_design)
        else:
            cost = int(d.evolve_leader_defense or 0)
            if ep or p.leader.defense - cost < 0:
                raise CannotPayCost(f"{d.name} evolves by paying {cost} of your leader's defense")
            changing(self)
            p.leader.defense -= cost
            p.lost_defense_this_turn = True
            p.evolved_or_served_this_turn = True
        evolve_into(self, p, base, evolved)
        # the evolving follower named to pay its own On Evolve cost is the evolved card by now (BP01-123 Q&A)
        cost_cards = tuple(evolved.uid if c == follower else c for c in cost_cards)
        if cost_cards:
            self._check_on_evolve_cost_cards(p, evolved, cost_cards)
        s.log.add("evolved", player, card=evolved.uid, base=follower, name=base.name)
        named = targets or choices or cost_cards or not pay_optional_costs or find_none
        ctx = (
            PlayContext(targets, choices, pay_optional_costs, cost_cards=cost_cards, find_none=find_none)
            if named
            else None
        )
        emit(self, "evolve", evolved, ctx=ctx)
        settle(self)
        return evolved.uid

    def _check_on_evolve_cost_cards(
        self, p: PlayerState, evolved: CardInstance, cost_cards: Sequence[int]
    ) -> None:
        """Named cards must pay the cost of one of the evolved card's On Evolve abilities (CR 12.6; 10.4).

        Checked once the follower has evolved: an On Evolve ability triggers when its card evolves and its cost
        is paid when it is played (CR 12.6.2), by the evolved follower on the field, which kept the state and
        counters it had (CR 5.16.2), not by the card still face down in the evolve deck. A refusal here rolls
        the evolution back (the action is atomic)."""
        costly = [
            a for a in self.defn(evolved).abilities if a.trigger == "on_evolve" and not a.cost.is_free()
        ]
        if not any(can_pay(self, p, evolved, a, cost_cards) is None for a in costly):
            raise InvalidChoice(f"the named cards do not pay an On Evolve cost of {evolved.name}")

    @atomic(lazy=True)
    def serve(
        self, player: int, follower: int, *, ep: int = 0, ep_design: str | None = None, ability: int = 0
    ) -> None:
        """Play a serve ability (CR 14.2.2): pay its cost and put face-down Carrots from the evolve deck beneath.

        ``ability`` picks one of the card's serve abilities (0: the first printed). The follower
        races as many times as the ability says: it has Rush and its On Race abilities trigger once
        per race (CR 14.2.3, 14.2.4). A follower Carrots are still linked to cannot be served again
        (CR 14.2.1.2.1). Once a turn, shared with evolving; one evolution point (of any design)
        may replace one play point. Serving is not playing a card.
        """
        self._do_serve(player, follower, ep=ep, ep_design=ep_design, ability=ability)

    def _do_serve(
        self, player: int, follower: int, *, ep: int, ep_design: str | None, ability: int = 0
    ) -> None:
        player, follower = player_arg(player), card_arg(follower)
        count_arg(ep, "evolution points", high=10)
        count_arg(ability, "ability", high=9)
        if ep_design is not None:
            text_arg(ep_design, "ep_design")
        s = self.state
        p, card = self._own_follower(player, follower)
        d = self.defn(card)
        serve = umamusume.serve_of(self, card, ability)
        if serve is None:
            raise IllegalTarget(f"{d.name} has no serve ability number {ability + 1}")
        self._require_evolve_or_serve_left(p)
        umamusume.require_not_linked(p, card)
        carrots = umamusume.face_down_carrots(p, serve.carrots)
        ep_payment(p, serve.cost, ep, ep_design)  # refuses before anything changes
        changing(self)
        pay_evolve_or_serve(p, serve.cost, ep, ep_design)
        umamusume.start_racing(self, p, card, carrots)
        s.log.add("served", player, card=follower, carrots=len(carrots))
        umamusume.race(self, card, serve.races)
        settle(self)

    # ------------------------------------------------------------------ pending abilities
    @staticmethod
    def leader_id(player: int) -> int:
        """The id that selects ``player``'s leader as a target (-1 for player 0, -2 for player 1)."""
        return leader_uid(player_arg(player, setup=True))

    def pending_abilities(self) -> list[tuple[int, int, str, str]]:
        """Abilities waiting to be played, in queue order: ``(player, card id, card name, trigger)``.

        The resolution waiting for a selection, if any, comes first.
        """
        s = self.state
        waiting = [s.awaiting] if s.awaiting is not None else []
        return [(e.player, e.card, e.name, e.trigger) for e in [*waiting, *s.pending]]

    def awaiting_choice(self) -> int | None:
        """The player the game waits for (a selection, or the order of their pending abilities), else ``None``."""
        s = self.state
        if s.awaiting is not None:
            return s.awaiting.chooser
        return waiting_to_order(self)

    def __repr__(self) -> str:
        s = self.state
        return f"<sve.Game turn={s.turn} active={s.active} phase={s.phase} result={s.result}>"

    def __deepcopy__(self, memo: dict[int, Any]) -> Game:  # pragma: no cover - games are copied via state
        raise TypeError("copy game.state, not the game")


def _division_arg(
    division: Mapping[int, int] | None, abilities: Iterable[Ability]
) -> tuple[tuple[int, int], ...]:
    """A player's split of a divided amount, as (target id, share) pairs (CR 10.6.2.4): refused when it is not
    a mapping of ids to whole numbers, or when nothing the card or ability does divides an amount."""
    if division is None:
        return ()
    if not isinstance(division, Mapping) or not all(
        isinstance(k, int) and isinstance(v, int) and not isinstance(v, bool) for k, v in division.items()
    ):
        raise InvalidArgument("division is {target id: how much of the amount it gets}")
    if not any(e.divide for ab in abilities for e in ab.effects):
        raise InvalidChoice("nothing this plays divides an amount among its targets")
    return tuple(division.items())


def _x_arg(x: int | None, abilities: Sequence[Ability], name: str) -> int | None:
    """The value X a player decides when playing (CR 10.6.2.2.4): required by a card or ability whose amount
    says so, refused for one that has no such X."""
    wants = any(uses_chosen_x(e) for ab in abilities for e in ab.effects)
    if x is None:
        if wants:
            raise InvalidChoice(f"{name} asks you to decide X when you play it")
        return None
    if not wants:
        raise InvalidChoice(f"{name} has no X for you to decide")
    return count_arg(x, "X", high=99)
