"""Then steps: they only read the Shadowverse EVOLVE engine's state (views, points, events, result)."""

from __future__ import annotations

from pytest_bdd import parsers, then

from engine.core.events import Event
from engine.sve.events import EVENT_KINDS
from tests.steps.sve.board import OWNER, ZONE_WORDS, names_in, player, uid, zone
from tests.support.context import Ctx

CARD = r'"(?P<card>[^"]+)"'


@then(parsers.re(rf"{CARD} is in {OWNER} (?P<where>{ZONE_WORDS})$"))
def card_in_zone(ctx: Ctx, card: str, who: str, where: str) -> None:
    """A card is now in that player's zone.

    Example: ``Then "Test Fighter" is in my cemetery`` / ``"Test Goblin" is in my opponent's field``
    """
    view = ctx.game.view(uid(ctx, card))
    assert (view.owner, view.zone) == (player(who), zone(where)), (
        f"{card} is in player {view.owner}'s {view.zone}"
    )


@then(parsers.re(rf"{CARD} is on {OWNER} field$"))
def card_on_field(ctx: Ctx, card: str, who: str) -> None:
    """A card is on that player's field.

    Example: ``Then "Test Amulet" is on my field``
    """
    card_in_zone(ctx, card, who, "field")


@then(parsers.re(rf"{CARD} (?:is|are) no longer in the game$"))
def card_gone(ctx: Ctx, card: str) -> None:
    """A card (a token) has ceased to exist.

    Example: ``Then "Fairy" is no longer in the game``
    """
    assert ctx.game.zone_of(uid(ctx, card)) is None


@then(parsers.re(rf"{OWNER} (?P<where>{ZONE_WORDS}) holds (?P<n>\d+) cards?$"), converters={"n": int})
def zone_count(ctx: Ctx, who: str, where: str, n: int) -> None:
    """How many cards a zone holds.

    Example: ``Then my field holds 5 cards`` / ``my opponent's hand holds 7 cards``
    """
    cards = ctx.game.cards_in(player(who), zone(where))
    assert len(cards) == n, f"{where} holds {[c.name for c in cards]}"


@then(
    parsers.re(rf'{OWNER} (?P<where>{ZONE_WORDS}) holds (?P<n>\d+) "(?P<name>[^"]+)"$'), converters={"n": int}
)
def zone_count_named(ctx: Ctx, who: str, where: str, n: int, name: str) -> None:
    """How many cards of one name a zone holds.

    Example: ``Then my EX area holds 3 "Fairy"``
    """
    cards = [c for c in ctx.game.cards_in(player(who), zone(where)) if c.name == name]
    assert len(cards) == n, f"{where} holds {len(cards)} {name}"


@then(parsers.re(rf'{OWNER} evolve deck holds (?P<n>\d+) face-up "(?P<name>[^"]+)"$'), converters={"n": int})
def face_up_in_evolve_deck(ctx: Ctx, who: str, n: int, name: str) -> None:
    """How many face-up cards of one name lie in the evolve deck (out of the game for good).

    Example: ``Then my evolve deck holds 1 face-up "Carrot"``
    """
    cards = [c for c in ctx.game.cards_in(player(who), "evolve_deck") if c.name == name and c.face_up]
    assert len(cards) == n


@then(
    parsers.re(rf"{CARD} has (?P<attack>-?\d+) attack and (?P<defense>-?\d+) defense$"),
    converters={"attack": int, "defense": int},
)
def stats(ctx: Ctx, card: str, attack: int, defense: int) -> None:
    """A follower's current attack and defense.

    Example: ``Then "Test Fighter" has -1 attack and 2 defense``
    """
    view = ctx.game.view(uid(ctx, card))
    assert (view.attack, view.defense) == (attack, defense), f"{card} is {view.attack}/{view.defense}"


@then(parsers.re(rf"{OWNER} leader has (?P<n>-?\d+) defense$"), converters={"n": int})
def leader_defense(ctx: Ctx, who: str, n: int) -> None:
    """A leader's defense.

    Example: ``Then my leader has 23 defense``
    """
    assert ctx.game.leader_defense(player(who)) == n, f"defense is {ctx.game.leader_defense(player(who))}"


@then(parsers.re(r"(?P<who>I|my opponent) (?:have|has) (?P<n>\d+) play points?$"), converters={"n": int})
def play_points(ctx: Ctx, who: str, n: int) -> None:
    """Current play points.

    Example: ``Then I have 3 play points``
    """
    assert ctx.game.points(player(who))[0] == n, f"play points are {ctx.game.points(player(who))[0]}"


@then(
    parsers.re(r"(?P<who>I|my opponent) (?:have|has) (?P<n>\d+) maximum play points?$"), converters={"n": int}
)
def max_play_points(ctx: Ctx, who: str, n: int) -> None:
    """Maximum play points.

    Example: ``Then I have 4 maximum play points``
    """
    assert ctx.game.points(player(who))[1] == n, f"maximum play points are {ctx.game.points(player(who))[1]}"


@then(parsers.re(r"(?P<who>I|my opponent) (?:have|has) (?P<n>\d+) evolution points?$"), converters={"n": int})
def evolution_points(ctx: Ctx, who: str, n: int) -> None:
    """Evolution points left.

    Example: ``Then I have 0 evolution points``
    """
    assert ctx.game.points(player(who))[2] == n, f"evolution points are {ctx.game.points(player(who))[2]}"


@then(parsers.re(rf"{CARD} is (?P<state>engaged|reserved)$"))
def engaged(ctx: Ctx, card: str, state: str) -> None:
    """Whether a card on the field is engaged or reserved.

    Example: ``Then "Engage Sentry" is engaged``
    """
    assert ctx.game.view(uid(ctx, card)).engaged is (state == "engaged")


@then(parsers.re(rf"{CARD} has (?P<n>\d+) (?P<counter>\w+) counters?$"), converters={"n": int})
def counters(ctx: Ctx, card: str, n: int, counter: str) -> None:
    """How many counters of a kind a card has.

    Example: ``Then "Stack Obelisk" has 1 stack counter``
    """
    got = ctx.game.view(uid(ctx, card)).counters.get(counter, 0)
    assert got == n, f"{card} has {got} {counter} counters"


@then(parsers.re(rf"{CARD} is (?P<neg>not )?evolved$"))
def is_evolved(ctx: Ctx, card: str, neg: str | None) -> None:
    """Whether a follower on the field is evolved.

    Example: ``Then "Evolving Fighter" is evolved``
    """
    assert ctx.game.view(uid(ctx, card)).evolved is (not neg)


@then(parsers.re(rf"{CARD} is (?P<neg>not )?racing$"))
def is_racing(ctx: Ctx, card: str, neg: str | None) -> None:
    """Whether a follower is racing.

    Example: ``Then "Special Week" is racing``
    """
    assert ctx.game.view(uid(ctx, card)).racing is (not neg)


@then(
    parsers.re(
        rf"{CARD} (?P<neg>does not have|has) (?P<keyword>Ward|Storm|Rush|Assail|Intimidate|Drain|Bane|Aura|Quick|Stack)$"
    )
)
def has_keyword(ctx: Ctx, card: str, neg: str, keyword: str) -> None:
    """Whether a card has a keyword now.

    Example: ``Then "Special Week" has Rush``
    """
    assert (keyword.lower() in ctx.game.view(uid(ctx, card)).keywords) is (neg == "has")


@then(
    parsers.re(r"(?P<outcome>I win the game|my opponent wins the game|the game is a draw|the game goes on)$")
)
def outcome(ctx: Ctx, outcome: str) -> None:
    """The game's result.

    Example: ``Then my opponent wins the game`` / ``Then the game goes on``
    """
    expected = {
        "I win the game": "player-0-wins",
        "my opponent wins the game": "player-1-wins",
        "the game is a draw": "draw",
        "the game goes on": None,
    }[outcome]
    assert ctx.game.result == expected, f"result is {ctx.game.result}"


NOT_RECORDED = object()  # a detail an event does not carry at all (``none`` is one recorded as nothing)


def _shown(value: object) -> str:
    """An event detail as a scenario writes it: ``not recorded``, ``none``, ``true``/``false``, a list as ``a, b``,
    else its text."""
    if value is NOT_RECORDED:
        return "not recorded"
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ", ".join(_shown(v) for v in value)
    return str(value)


def _detail_matches(ctx: Ctx, value: object, cell: str) -> bool:
    """Whether an event detail is what a cell of the events table says: cards by name in double quotes (their ids,
    several separated by ``, ``), anything else as written (``_shown``)."""
    if cell.startswith('"') and cell.endswith('"'):
        ids = [uid(ctx, name.strip().strip('"')) for name in cell.split('", "')]
        return list(value) == ids if isinstance(value, (list, tuple)) else [value] == ids
    return _shown(value) == cell


@then("these events happened in this order:")
def events_in_order(ctx: Ctx, datatable: list[list[str]]) -> None:
    """The named events appear in the event log in this order (other events may come between).

    Strict about order: an event that fits a row listed further down may not happen before the
    events listed above it have been seen (a stray early ``quick-window`` fails the check).
    Optional columns ``player`` (the player the event is recorded for: ``me`` or ``my opponent``)
    and ``card`` (the card it is about, named as in other steps) must match too when given; an
    empty cell matches anything. Every other column names a detail the event records (``amount``,
    ``why``, ``source``, ``attacker`` ... as in ``engine/sve``'s ``log.add`` calls) and must match when its
    cell is not empty: a card (or several) by name in double quotes (``"Test Fighter"``,
    ``"Fairy", "Fairy"``), ``none`` for a detail recorded as nothing, ``not recorded`` for one the event does
    not carry, ``true``/``false``,
    a list as ``a, b``, anything else as the text it is recorded as (``2``, ``attacker-left``).

    Example::

        Then these events happened in this order:
          | event               |
          | ability-resolved    |
          | ward-engaged        |
          | quick-window        |

        Then these events happened in this order:
          | event   | player | card          |
          | played  | me     | Binding Vines |
          | engaged | me     | Test Fighter  |

        Then these events happened in this order:
          | event          | player      | amount |
          | leader-damaged | my opponent | 2      |
    """
    header = [cell.strip() for cell in datatable[0]]
    assert header and header[0] == "event", f"the first column must be 'event', not {header[:1]}"
    details = [h for h in header[1:] if h not in ("player", "card")]
    bad = [h for h in details if not h.replace("_", "").isalpha() or not h.islower()]
    assert not bad, f"a detail column is a lower-case detail name ('amount', 'why' ...), not {bad}"
    rows = [dict(zip(header, (cell.strip() for cell in row), strict=True)) for row in datatable[1:]]
    assert rows, "list at least one event under the 'event' header"
    unknown = [r["event"] for r in rows if r["event"] not in EVENT_KINDS]
    assert not unknown, f"unknown event kind(s) {unknown}; see engine/sve/events.py"
    idle = [h for h in details if not any(r[h] for r in rows)]
    assert not idle, f"detail column(s) {idle} have no value in any row"
    wanted = [
        (
            r["event"],
            player(r["player"]) if r.get("player") else None,
            uid(ctx, r["card"].strip('"')) if r.get("card") else None,
            {h: r[h] for h in details if r[h]},
        )
        for r in rows
    ]

    def fits(event: Event, row: tuple[str, int | None, int | None, dict[str, str]]) -> bool:
        kind, who, card, cells = row
        return (
            event.kind == kind
            and (who is None or event.player == who)
            and (card is None or event.data.get("card") == card)
            and all(_detail_matches(ctx, event.data.get(h, NOT_RECORDED), cell) for h, cell in cells.items())
        )

    events = ctx.game.events.events
    seen = [
        (e.kind, e.player, e.data.get("card"), *(_shown(e.data.get(h, NOT_RECORDED)) for h in details))
        for e in events
    ]
    pos = 0
    for event in events:
        if pos < len(wanted) and fits(event, wanted[pos]):
            pos += 1
        elif any(fits(event, row) for row in wanted[pos + 1 :]):
            raise AssertionError(f"{event.kind!r} happened before {wanted[pos]} in {seen}")
    shape = ", ".join(["kind", "player", "card id", *details])
    assert pos == len(wanted), f"expected {wanted} ({shape}) in order within {seen}"


@then(parsers.re(r'the event "(?P<kind>[^"]+)" (?P<neg>did not happen|happened)$'))
def event_happened(ctx: Ctx, kind: str, neg: str) -> None:
    """Whether an event of this kind is in the log (an unknown kind fails, so a typo cannot pass).

    Example: ``Then the event "ability-resolved" did not happen``
    """
    assert kind in EVENT_KINDS, f"unknown event kind {kind!r}; see engine/sve/events.py"
    assert bool(ctx.game.events.of_kind(kind)) is (neg == "happened")


@then(parsers.re(rf"{CARD} costs (?P<n>\d+) play points?$"), converters={"n": int})
def cost(ctx: Ctx, card: str, n: int) -> None:
    """What playing a card costs now (printed cost and cost changes).

    Example: ``Then "Fireball" costs 0 play points``
    """
    got = ctx.game.cost_of(uid(ctx, card))
    assert got == n, f"{card} costs {got}"


@then(parsers.re(rf"{CARD} has (?P<n>-?\d+) (?P<stat>attack|defense)$"), converters={"n": int})
def one_stat(ctx: Ctx, card: str, n: int, stat: str) -> None:
    """A card's current attack or defense alone.

    Example: ``Then "Test Fighter" has 4 attack``
    """
    view = ctx.game.view(uid(ctx, card))
    got = view.attack if stat == "attack" else view.defense
    assert got == n, f"{card} has {got} {stat}"


@then(parsers.re(r"the pending abilities are:$"))
def pending_abilities(ctx: Ctx, datatable: list[list[str]]) -> None:
    """The abilities waiting to be played, in the order the engine holds them (columns ``player``, ``card``,
    ``trigger``; the resolution waiting for a selection comes first).

    Example::

        Then the pending abilities are:
          | player | card       | trigger  |
          | me     | Twin Bell  | end_phase |
    """
    header = [h.strip() for h in datatable[0]]
    assert header == ["player", "card", "trigger"], f"columns are player, card, trigger, not {header}"
    want = [(player(r[0].strip()), r[1].strip(), r[2].strip()) for r in datatable[1:]]
    got = [(p, name, trigger) for p, _, name, trigger in ctx.game.pending_abilities()]
    assert got == want, f"pending abilities are {got}"


@then("no ability is pending")
def nothing_pending(ctx: Ctx) -> None:
    """Nothing waits to be played or selected.

    Example: ``Then no ability is pending``
    """
    assert ctx.game.pending_abilities() == [], f"pending: {ctx.game.pending_abilities()}"


@then(parsers.re(r"the game waits for (?P<who>me|my opponent)$"))
def waits_for(ctx: Ctx, who: str) -> None:
    """The game waits for this player to select targets or to order their pending abilities.

    Example: ``Then the game waits for my opponent``
    """
    assert ctx.game.awaiting_choice() == player(who), f"waiting for {ctx.game.awaiting_choice()}"


@then(parsers.re(rf"{CARD} is (?P<neg>not )?in the game$"))
def in_game(ctx: Ctx, card: str, neg: str | None) -> None:
    """Whether a card is still somewhere in the game.

    Example: ``Then "Fairy" is not in the game``
    """
    assert (ctx.game.zone_of(uid(ctx, card)) is not None) is (not neg)


@then("the action is refused")
def refused(ctx: Ctx) -> None:
    """The last When action was refused with a typed refusal, whatever its reason.

    Example: ``Then the action is refused``
    """
    ctx.take_refusal()


@then(parsers.re(rf'the top card of {OWNER} deck is "(?P<card>[^"]+)"$'))
def deck_top(ctx: Ctx, who: str, card: str) -> None:
    """The card on top of a player's deck.

    Example: ``Then the top card of my opponent's deck is "Pushed"``
    """
    cards = ctx.game.cards_in(player(who), "deck")
    assert cards, "the deck is empty"
    assert cards[0].uid == uid(ctx, card), f"the top card is {cards[0].name}"


@then(parsers.re(r"(?P<who>I|my opponent) (?:have|has) evolution points of the designs (?P<designs>.+)$"))
def evolution_point_designs_left(ctx: Ctx, who: str, designs: str) -> None:
    """The designs of the evolution points left, in order.

    Example: ``Then I have evolution points of the designs "Shadowverse"``
    """
    left = ctx.game.evolution_point_designs(player(who))
    assert left == names_in(designs), f"evolution points left: {left}"


@then(parsers.re(rf'the top card of {OWNER} deck is a card named "(?P<name>[^"]+)"$'))
def deck_top_named(ctx: Ctx, who: str, name: str) -> None:
    """The name of the card on top of a player's deck, for a card no name or alias points to (such as
    the card that was under an evolved follower: its name now stands for the evolved card).

    Example: ``Then the top card of my deck is a card named "Evolving Fighter"``
    """
    cards = ctx.game.cards_in(player(who), "deck")
    assert cards, "the deck is empty"
    assert cards[0].name == name, f"the top card is {cards[0].name}"
