"""Reading and moving cards on the umafan board: locating cards, drawing, conditions, targets."""

from __future__ import annotations

from engine.core import CardInstance, UnknownCard
from engine.umafan.cards import CardPool, Condition
from engine.umafan.state import GameState, PlayerState, RaceSlot

#: Zone names of the public API (``where`` of :func:`locate`).
ZONE_NAMES = (
    "deck",
    "hand",
    "field",
    "trash",
    "exit",
    "race-deck",
    "racecourses",
    "stacked",
    "fielded-racecourse",
)


def new_card(st: GameState, pool: CardPool, player: int, name: str, *, face_up: bool) -> CardInstance:
    """A fresh instance of ``name`` owned by ``player``, carrying its printed speed and stamina."""
    card_def = pool.get(name)
    card = CardInstance(uid=st.ids.allocate(), name=name, owner=player, face_up=face_up)
    if card_def.kind == "umamusume":
        card.state["speed"] = card_def.speed
        card.state["stamina"] = card_def.stamina
    return card


def _slot_owner(p: PlayerState, uid: int | None) -> RaceSlot | None:
    for slot in p.racecourses:
        if slot.card.uid == uid:
            return slot
    return None


def locate(st: GameState, uid: int) -> tuple[int, str, CardInstance]:
    """(player, zone name, card) for the card with id ``uid``, wherever it is."""
    for p in st.players:
        for name, zone in (
            ("deck", p.deck),
            ("hand", p.hand),
            ("field", p.field),
            ("trash", p.trash),
            ("exit", p.exit),
            ("race-deck", p.race_deck),
        ):
            for card in zone:
                if card.uid == uid:
                    return p.index, name, card
        slots = list(p.racecourses)
        for slot in slots:
            if slot.card.uid == uid:
                return p.index, "racecourses", slot.card
        if p.fielded_racecourse is not None:
            slots.append(p.fielded_racecourse)
            if p.fielded_racecourse.card.uid == uid:
                return p.index, "fielded-racecourse", p.fielded_racecourse.card
        for slot in slots:
            for card in slot.stacked:
                if card.uid == uid:
                    return p.index, "stacked", card
    raise UnknownCard(f"no card #{uid} in this game")


def face_up_racecourse(st: GameState, player: int, uid: int | None) -> RaceSlot | None:
    """The face-up racecourse slot ``uid`` in ``player``'s race zone, if there is one."""
    return _slot_owner(st.players[player], uid)


def umamusume_on_field(st: GameState, pool: CardPool, player: int) -> list[CardInstance]:
    """The player's fielded Uma Musume cards, earliest first."""
    return [c for c in st.players[player].field if pool.get(c.name).kind == "umamusume"]


def draw(st: GameState, player: int, count: int) -> None:
    """Move up to ``count`` cards from the top of the deck zone to the hand (face down: the hand is hidden).

    Assumption: the source names no deck-out rule, so a draw from an empty deck zone draws nothing.
    """
    p = st.players[player]
    moved = min(count, len(p.deck))
    for _ in range(moved):
        card = p.deck.take_top()
        card.face_up = False
        p.hand.add(card)
    st.log.add("drew", player, count=moved)


def condition_met(st: GameState, pool: CardPool, player: int, cond: Condition) -> bool:
    """Whether ``player`` meets a card's written condition now."""
    umas = umamusume_on_field(st, pool, player)
    if len(umas) < cond.min_own_umamusume:
        return False
    if cond.min_stamina and not any(int(u.state["stamina"]) >= cond.min_stamina for u in umas):
        return False
    return not (cond.phases and st.phase not in cond.phases)


def target_umamusume(
    st: GameState, pool: CardPool, declarer: int, target: str, payer: int | None
) -> CardInstance | None:
    """The Uma Musume an ``own``/``opponent`` effect applies to (see :mod:`engine.umafan.effects`).

    That player's runner during a race; otherwise the Uma Musume that paid the cost (the payer is always the
    declarer's own, so it is never found among the opponent's); otherwise the player's earliest fielded one.
    """
    player = declarer if target == "own" else 1 - declarer
    umas = umamusume_on_field(st, pool, player)
    for wanted in (st.flags.runners[player], payer):
        for card in umas:
            if card.uid == wanted:
                return card
    return umas[0] if umas else None
