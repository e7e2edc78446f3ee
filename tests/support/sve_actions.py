"""Random public actions on a Shadowverse EVOLVE game: the one chooser every random driver uses.

The fuzz driver (``tests/fuzz/sve_driver.py``), the property test (``tests/unit/test_sve_properties.py``),
the bench's engine rate (``tools/bench/engine_rate.py``) and the BP01 random games
(``tests/unit/test_bp01_random_games.py``) all draw their actions here, so each of them tries every public
action of :class:`engine.sve.Game`, the answers to a waiting resolution included:

* :func:`choose` gives one action: mostly one that fits what the game waits for now (the selection, pick,
  top-or-bottom, "you may" decision, card name or tokens a waiting resolution asks for; the order of
  pending abilities; the discard down to the hand limit; a Quick window; the main phase), sometimes any
  public action at all (``wild``), and at the rate ``malformed`` one with a malformed argument (a wrong
  type, a bad index, ``None``...: :data:`tests.fuzz.harness.MALFORMED`), which must be refused;
* :func:`candidates` lists plausible actions for a driver that tries them in order until one is accepted
  (the BP01 games): the likeliest first, a few others, then an action that is always legal when nothing
  waits (ending the main phase, passing a window).

Everything random comes from the ``random.Random`` passed in, and the game is only read (its state and
its public views) and acted on through ``Game``'s public methods: the same seed and the same game give
the same actions (``tests/unit/test_sve_actions.py`` checks it). A method an engine does not have (an
older engine measured by ``python -m tests.fuzz.compare REF --bench``) is never chosen.

It lives with the tests, not in ``engine/``: it is a driver of the engine, not a rule of the game, and
``compare --bench`` measures an older engine with this checkout's chooser (the engine package of that
ref has no such module).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations
from typing import Any

from tests.fuzz.harness import BAD_ID_LISTS, MALFORMED

#: Every public action of ``Game`` (the set-up calls and read-only views are not actions).
KINDS: tuple[str, ...] = (
    "play",
    "activate",
    "attack",
    "evolve",
    "serve",
    "end_main_phase",
    "pass_window",
    "discard_to_limit",
    "decide_turn_order",
    "redraw",
    "keep_hand",
    "choose_targets",
    "choose_positions",
    "choose_deck_order",
    "declare_name",
    "choose_tokens",
    "answer_optional",
    "order_pending",
    "apply_first",
)
#: The answer each kind of waiting resolution asks for (``state.awaiting.waiting_for``).
ANSWERS: dict[str, str] = {
    "targets": "choose_targets",
    "hand": "choose_targets",  # a pick asked when the resolution reaches it (CR 10.6.2.8.2)
    "look": "choose_targets",  # a pick among the cards looked at (CR 5.11) is answered with the selection call
    "summoned": "choose_targets",  # a pick among the tokens just made (CR 9.1)
    "positions": "choose_positions",
    "deck_order": "choose_deck_order",  # cards put into a deck together, ordered (CR 4.1.5)
    "name": "declare_name",
    "tokens": "choose_tokens",
    "optional": "answer_optional",
}
ZONES = ("hand", "field", "ex", "deck", "evolve_deck", "cemetery")
NAMES = ("Goblin", "Fighter", "Knight", "Fairy", "Fireball", "Nobody At All", "")
#: Malformed stand-ins for a selection: those for a list of card ids but the ones naming a leader.
BAD_SELECTIONS: tuple[Any, ...] = tuple(v for v in BAD_ID_LISTS if v not in ([-1], [-2]))
WILD_SHARE = 1.0
"""How often a step first tries one action of any kind (:func:`candidates`): every step, so that a short run
tries each of the ``KINDS`` (19 of them; at 0.3 a 3-game run missed some)."""
MAIN_KINDS = ("play", "play", "attack", "attack", "attack", "evolve", "serve", "activate", "end_main_phase")


@dataclass(frozen=True)
class Choice:
    """One action: its kind (a ``Game`` method name), the bound method and its arguments; ``malformed`` when
    an argument is of a wrong type or out of range (the engine must refuse it)."""

    kind: str
    method: Callable[..., Any]
    args: tuple[Any, ...]
    kwargs: dict[str, Any]
    malformed: bool = False

    @property
    def label(self) -> str:
        """The kind, marked ``~`` when malformed (the fuzz harness's label)."""
        return self.kind + "~" if self.malformed else self.kind

    def __call__(self) -> Any:
        """Play it."""
        return self.method(*self.args, **self.kwargs)


class _Draw:
    """The random source of one action: plausible values, or now and then a malformed one it remembers."""

    def __init__(self, game: Any, rng: random.Random, malformed: float) -> None:
        self.game = game
        self.state = game.state
        self.rng = rng
        self.rate = malformed
        self.used = False
        self.last_id = self.state.ids.next_id + 1  # any card id that exists, and one that does not yet

    def bad(
        self,
        *,
        optional: bool = False,
        card: bool = False,
        accepts: type | None = None,
        selection: bool = False,
    ) -> Any:
        """A malformed player index, card id, count, flag or text: never ``None`` where ``None`` is allowed,
        never 2 where 2 may be a card id, never -1 or -2 in a selection (there they are the leaders), never a
        value of the type ``accepts`` (``bool``, ``str``)."""
        self.used = True
        values = [
            v
            for v in MALFORMED
            if not (optional and v is None)
            and not (card and v == 2)
            and not (accepts and type(v) is accepts)
            and not (selection and type(v) is int and v in (-1, -2))
        ]
        return self.rng.choice(values)

    def maybe(self, good: Any, *, optional: bool = False, card: bool = False) -> Any:
        """``good``, or at the malformed rate a malformed value (see :meth:`bad`)."""
        if self.rate and self.rng.random() < self.rate:
            return self.bad(optional=optional, card=card)
        return good

    def ids(self, good: Any, *, leaders: bool = False) -> Any:
        """A list of ids, or at the malformed rate a malformed stand-in for one (``leaders``: a selection, where
        -1 and -2 are the leaders, so ``[-1]`` is not malformed)."""
        if self.rate and self.rng.random() < self.rate:
            self.used = True
            return self.rng.choice(BAD_SELECTIONS if leaders else BAD_ID_LISTS)
        return good

    def own(self, player: int, *zones: str) -> list[int]:
        """Card ids in some zones of one player."""
        p = self.state.players[player]
        return [c.uid for z in zones for c in p.zone(z).cards]

    def pick(self, likely: list[int], *, optional: bool = False, selection: bool = False) -> Any:
        """Mostly one of ``likely``, else any id (which may not exist), now and then a malformed one (in a
        ``selection``, never -1 or -2: those select the leaders)."""
        rng = self.rng
        if likely and rng.random() < 0.8:
            return rng.choice(likely)
        if self.rate and rng.random() < self.rate * 2:
            return self.bad(optional=optional, card=True, selection=selection)
        return rng.randrange(1, self.last_id)

    def fields(self) -> list[int]:
        """Both fields' cards and both leaders (-1, -2): what selections mostly select."""
        return self.own(0, "field") + self.own(1, "field") + [-1, -2]

    def count(self) -> int:
        """How many cards a selection names: none half the time, else one, now and then two."""
        r = self.rng.random()
        return 0 if r < 0.5 else 1 if r < 0.85 else 2

    def targets(self) -> Any:
        """Zero to two selections, mostly on a field."""
        fields = self.fields()
        return self.ids([self.pick(fields, selection=True) for _ in range(self.count())], leaders=True)

    def names(self) -> list[str]:
        """Card names: of cards in this game, a few others, one no card has, an empty one."""
        s = self.state
        seen = [c.name for p in s.players for z in ("hand", "field", "cemetery") for c in p.zone(z).cards]
        return seen + list(NAMES)


def _who(game: Any, rng: random.Random) -> int:
    """The player expected to act now (most of the time), else either player."""
    s = game.state
    awaited = _awaited_player(game)
    if awaited is not None:
        expected = awaited
    elif s.window is not None:
        expected = s.window.responder
    else:
        expected = s.active
    return expected if rng.random() < 0.8 else rng.randint(0, 1)


def _awaited_player(game: Any) -> int | None:
    awaiting = getattr(game, "awaiting_choice", None)
    return awaiting() if awaiting is not None else None


def sensible_kinds(game: Any) -> tuple[str, ...]:
    """The kinds of action a player would sensibly try now (repeated kinds are likelier)."""
    s = game.state
    if s.phase == "preparation":
        return ("decide_turn_order",) if s.step == "turn-order" else ("keep_hand", "redraw")
    entry = getattr(s, "awaiting", None)
    if entry is not None:
        return (ANSWERS.get(getattr(entry, "waiting_for", "targets"), "choose_targets"),)
    if s.pending and _awaited_player(game) is not None:
        return ("order_pending",)
    if s.pending:
        return ("choose_targets",)
    if s.window is not None:
        return ("pass_window", "pass_window", "play", "activate", "apply_first")
    if s.step == "discard":
        return ("discard_to_limit",)
    return (*MAIN_KINDS, "apply_first")


def choose(game: Any, rng: random.Random, *, malformed: float = 0.0, wild: float = 0.25) -> Choice:
    """One random public action now: a sensible kind, or with probability ``wild`` any kind, with mostly
    plausible arguments; at the rate ``malformed`` an argument is malformed (the choice says so)."""
    kinds = sensible_kinds(game)
    kind = rng.choice(kinds) if rng.random() >= wild else rng.choice(KINDS)
    if getattr(game, kind, None) is None:  # an engine without this action
        kind = kinds[0]
    draw = _Draw(game, rng, malformed)
    return _build(kind, game, draw)


def _build(kind: str, game: Any, d: _Draw) -> Choice:
    rng, s = d.rng, d.state
    who = _who(game, rng)
    player = d.maybe(who)
    method = getattr(game, kind)
    args: tuple[Any, ...]
    kwargs: dict[str, Any] = {}
    if kind == "play":
        args = (player, d.pick(_playable(game, who)))
        kwargs = {"targets": d.targets()}
        if rng.random() < 0.3:
            kwargs["choices"] = [rng.randint(0, 3) for _ in range(rng.randint(1, 2))]
        kwargs.update(_play_extras(d, who))
    elif kind == "activate":
        args = (player, d.pick(d.own(who, "field")))
        kwargs = {"ability": d.maybe(rng.randint(0, 1)), "targets": d.targets()}
        if rng.random() < 0.1:
            kwargs["choices"] = [rng.randint(0, 2)]
    elif kind == "attack":
        target = d.pick(d.own(1 - who, "field"), optional=True) if rng.random() < 0.5 else None
        args = (player, d.pick(d.own(who, "field")), target)
    elif kind in ("evolve", "serve"):
        args = (player, d.pick(d.own(who, "field")))
        kwargs = {"ep": d.maybe(rng.randint(0, 1))}
        if kind == "evolve" and rng.random() < 0.2:
            kwargs["targets"] = d.targets()
    elif kind == "end_main_phase":
        args = (player, d.ids([d.pick(d.own(who, "field")) for _ in range(rng.randint(0, 1))]))
    elif kind == "pass_window" or kind == "keep_hand":
        args = (player,)
    elif kind == "discard_to_limit":
        hand = d.own(who, "hand")
        extra = max(0, len(hand) - 7)
        cards = rng.sample(hand, extra) if hand and rng.random() < 0.7 else []
        if rng.random() < 0.3:
            cards = [rng.choice(hand or [9999]) for _ in range(rng.randint(0, 3))]
        args = (player, d.ids(cards))
    elif kind == "decide_turn_order":
        first = rng.choice((None, 0, 1))
        args = (d.maybe(first, optional=True),)
    elif kind == "redraw":
        hand = d.own(who, "hand")
        args = (player, d.ids(rng.sample(hand, len(hand))))
    elif kind == "choose_targets":
        args = (player, d.ids(_selection(game, d, who), leaders=True))
        if rng.random() < 0.1:
            kwargs = {"choices": [rng.randint(0, 2)]}
    elif kind == "choose_positions":
        count = _awaited_count(s)
        where = [rng.choice(("top", "bottom")) for _ in range(count if rng.random() < 0.8 else count + 1)]
        if rng.random() < 0.05:
            where = [rng.choice(("up", "", "Top"))]
        args = (player, d.ids(where))
    elif kind == "choose_deck_order":
        group = list(_ordering(s))
        rng.shuffle(group)
        if group and rng.random() < 0.2:  # a card left out or named twice: refused
            group = group[1:] if rng.random() < 0.5 else [*group, group[0]]
        args = (player, d.ids(group))
    elif kind == "declare_name":
        args = (player, rng.choice(d.names()) if rng.random() >= d.rate else d.bad(accepts=str))
    elif kind == "choose_tokens":
        sets = _token_sets(game)
        names: Any = list(rng.choice(sets)) if sets and rng.random() < 0.85 else rng.sample(NAMES[:4], 2)
        args = (player, d.ids(names))
    elif kind == "answer_optional":
        args = (player, rng.random() < 0.6 if rng.random() >= d.rate else d.bad(accepts=bool))
    elif kind == "order_pending":
        pending = [uid for p, uid, _, _ in game.pending_abilities() if p == who]
        args = (player, d.pick(pending))
    else:  # apply_first
        names = rng.sample(d.names(), rng.randint(1, 2))
        args = (player, d.ids(names if rng.random() < 0.9 else []))
    return Choice(kind, method, args, kwargs, d.used)


def _playable(game: Any, who: int) -> list[int]:
    """Cards in the hand and EX area."""
    p = game.state.players[who]
    return [c.uid for c in p.hand.cards] + [c.uid for c in p.ex.cards]


def _play_extras(d: _Draw, who: int) -> dict[str, Any]:
    """The rarer arguments of ``play``: optional costs, token split, Earth Rite, picks, X, alternative cost."""
    rng = d.rng
    out: dict[str, Any] = {}
    if rng.random() < 0.3:
        out["pay_optional_costs"] = rng.random() < 0.5
    if rng.random() < 0.15:
        out["token_split"] = (rng.randint(0, 6), rng.randint(0, 6))
    if rng.random() < 0.15:
        out["earth_rite"] = d.pick(d.own(who, "field"), optional=True)
    if rng.random() < 0.1:
        out["picks"] = d.ids([d.pick(d.own(who, "deck", "cemetery"))])
    if rng.random() < 0.15:  # X and an alternative cost's number may be 2: a malformed one never is
        out["x"] = d.maybe(rng.randint(0, 5), optional=True, card=True)
    if rng.random() < 0.05:
        out["alt_cost"] = d.maybe(0, optional=True, card=True)
    if rng.random() < 0.05:
        out["cost_cards"] = d.ids([d.pick(d.own(who, "hand", "field", "cemetery", "ex"))])
    return out


def _selection(game: Any, d: _Draw, who: int) -> list[int]:
    """An answer to a waiting selection: among the cards offered by a look at the top or the tokens just
    made, else on the fields or in the player's other zones."""
    rng = d.rng
    entry = getattr(d.state, "awaiting", None)
    offered = _offered(entry)
    if offered and rng.random() < 0.85:
        return rng.sample(offered, rng.randint(0, min(2, len(offered))))
    fields = d.fields()
    if rng.random() < 0.15:
        fields = fields + d.own(who, "hand", "cemetery", "ex") + d.own(1 - who, "ex")
    return [d.pick(fields, selection=True) for _ in range(rng.randint(0, 2))]


def _offered(entry: Any) -> list[int]:
    """The cards a waiting pick offers: looked at (CR 5.11) or just made (CR 9.1)."""
    if entry is None:
        return []
    waiting = getattr(entry, "waiting_for", "targets")
    if waiting == "look":
        return list(getattr(entry, "offered", ()))
    if waiting == "summoned":
        return [uid for uid, _ in getattr(entry, "made", ())]
    return []


def _ordering(state: Any) -> tuple[int, ...]:
    """The cards a waiting deck-order choice places (CR 4.1.5), top first as they lie; none when none waits."""
    groups = getattr(getattr(state, "awaiting", None), "deck_order", ())
    return tuple(groups[0][2]) if groups else ()


def _awaited_count(state: Any) -> int:
    """How many cards a waiting top-or-bottom choice places (its selections so far, at least one)."""
    entry = getattr(state, "awaiting", None)
    targets = getattr(entry, "targets", None) or ()
    return max(1, len(targets))


def _token_sets(game: Any) -> list[tuple[str, ...]]:
    """Sets of token names the waiting ability's own token effects make (every size, in a fixed order)."""
    entry = getattr(game.state, "awaiting", None)
    if entry is None:
        return []
    pool = game.pool
    face = (pool.evolved if entry.evolved else pool.cards).get(entry.name)
    if face is None or entry.ability >= len(face.abilities):
        return []
    names: list[str] = []
    for effect in face.abilities[entry.ability].effects:
        if effect.kind == "summon_token" and effect.token:
            amount = effect.amount if isinstance(effect.amount, int) else 1
            names += [str(effect.token)] * max(1, min(amount, 5))
    names.sort()
    return sorted({c for n in range(1, len(names)) for c in combinations(names, n)})


# ---------------------------------------------------------------------- candidates (try until accepted)
def _target_sets(rng: random.Random, d: _Draw, player: int, *, every: bool = False) -> list[list[int]]:
    """Plausible selections: nothing, each card on either field or a leader, two of them, a card in another
    zone (``every``: each card of those zones, so a waiting selection always has its answer among them)."""
    fields = d.fields()
    others = d.own(player, "cemetery", "ex", "hand") + d.own(1 - player, "ex", "hand")
    sets: list[list[int]] = [[]] + [[uid] for uid in fields]
    if len(fields) >= 2:
        sets.append(rng.sample(fields, 2))
    if every:
        sets += [[uid] for uid in others]
    elif others:
        sets.append([rng.choice(others)])
    return sets


def candidates(game: Any, rng: random.Random, *, tries: int = 6) -> list[Choice]:
    """Plausible actions now, in a seeded random order: when a resolution or the preparation waits, every
    answer worth trying; else first one action of any kind at the rate ``WILD_SHARE`` (:func:`choose` with
    ``wild=1``), up to ``tries - 2`` likely actions, two unlikely ones and last the action that is always legal
    (end the main phase, pass the window)."""
    s = game.state
    d = _Draw(game, rng, 0.0)
    out: list[Choice] = []
    if s.phase == "preparation":
        if s.step == "turn-order":
            return [Choice("decide_turn_order", game.decide_turn_order, (), {})]
        for p in (0, 1):
            hand = d.own(p, "hand")
            out.append(Choice("redraw", game.redraw, (p, rng.sample(hand, len(hand))), {}))
            out.append(Choice("keep_hand", game.keep_hand, (p,), {}))
        rng.shuffle(out)
        return out
    waiting = game.awaiting_choice()
    if waiting is not None:
        out = _answers(game, d, waiting)
        rng.shuffle(out)
        return out
    if s.step == "discard":
        hand = d.own(s.active, "hand")
        extra = max(0, len(hand) - 7)
        return [Choice("discard_to_limit", game.discard_to_limit, (s.active, rng.sample(hand, extra)), {})]
    who = s.window.responder if s.window is not None else s.active
    opp = 1 - who
    pp = game.points(who)[0]
    likely: list[Choice] = []
    others: list[Choice] = []
    for card in d.own(who, "hand", "ex"):
        view = game.view(card)
        sensible = game.cost_of(card) <= pp and (s.window is None or "quick" in view.keywords)
        for targets in _target_sets(rng, d, who):
            kwargs: dict[str, Any] = {"targets": targets, "choices": [rng.randint(0, 1)]}
            if rng.random() < 0.1:
                kwargs["x"] = rng.randint(0, 3)
            (likely if sensible else others).append(Choice("play", game.play, (who, card), kwargs))
    for card in d.own(who, "field"):
        engaged = game.view(card).engaged
        for ability in (0, 1, 2):
            targets = rng.choice(_target_sets(rng, d, who))
            action = Choice("activate", game.activate, (who, card), {"ability": ability, "targets": targets})
            (likely if ability == 0 and not engaged else others).append(action)
    if s.window is None:
        for card in d.own(who, "field"):
            reserved = not game.view(card).engaged
            (likely if reserved else others).append(Choice("attack", game.attack, (who, card, None), {}))
            for enemy in d.own(opp, "field"):
                sensible = reserved and game.view(enemy).engaged
                action = Choice("attack", game.attack, (who, card, enemy), {})
                (likely if sensible else others).append(action)
            likely.append(Choice("evolve", game.evolve, (who, card), {"ep": rng.randint(0, 1)}))
            others.append(Choice("serve", game.serve, (who, card), {"ep": rng.randint(0, 1)}))
        fallback = Choice("end_main_phase", game.end_main_phase, (who, []), {})
    else:
        fallback = Choice("pass_window", game.pass_window, (who,), {})
    rng.shuffle(likely)
    rng.shuffle(others)
    first = (
        [choose(game, rng, wild=1.0)] if rng.random() < WILD_SHARE else []
    )  # any public action, tried first
    return first + likely[: tries - 2] + others[:2] + [fallback]


def _answers(game: Any, d: _Draw, who: int) -> list[Choice]:
    """Every answer worth trying to what the game waits for from ``who`` (one of them is accepted)."""
    rng = d.rng
    s = d.state
    entry = s.awaiting
    out: list[Choice] = []
    if entry is None:  # the order of the player's own pending abilities
        for card in sorted({uid for p, uid, _, _ in game.pending_abilities() if p == who}):
            out.append(Choice("order_pending", game.order_pending, (who, card), {}))
        return out
    waiting = getattr(entry, "waiting_for", "targets")
    if waiting in ("look", "summoned"):
        offered = _offered(entry)
        sets: list[list[int]] = [[]] + [[uid] for uid in offered]
        out += [Choice("choose_targets", game.choose_targets, (who, t), {}) for t in sets]
    elif waiting in (
        "targets",
        "hand",
    ):  # "hand": a pick asked when the resolution reaches it (CR 10.6.2.8.2)
        sets = _target_sets(rng, d, who, every=True)
        for targets in [[], *sets] if waiting == "hand" else sets:
            out.append(Choice("choose_targets", game.choose_targets, (who, targets), {}))
    elif waiting == "positions":
        for n in range(1, 6):
            where = [rng.choice(("top", "bottom")) for _ in range(n)]
            out.append(Choice("choose_positions", game.choose_positions, (who, where), {}))
    elif waiting == "deck_order":
        group = list(_ordering(s))
        for _ in range(3):
            rng.shuffle(group)
            out.append(Choice("choose_deck_order", game.choose_deck_order, (who, list(group)), {}))
    elif waiting == "name":
        for name in rng.sample(d.names(), 3):
            out.append(Choice("declare_name", game.declare_name, (who, name), {}))
    elif waiting == "tokens":
        for names in _token_sets(game):
            out.append(Choice("choose_tokens", game.choose_tokens, (who, list(names)), {}))
    elif waiting == "optional":
        out += [Choice("answer_optional", game.answer_optional, (who, a), {}) for a in (True, False)]
    return out
