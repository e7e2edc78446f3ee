"""Zones and moves (CR 4; 5.5-5.7; 5.10; 5.34): drawing, putting onto the field, leaving it.

Every move goes through :func:`move` or :func:`enter_field`; abilities that a
move triggers (Fanfare, Last Words, "destroyed", "returned", "whenever a
follower is put onto your field") become pending (:mod:`engine.sve.triggers`).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core import CardInstance
from engine.core.atomic import touch
from engine.sve.context import NO_CHOICES, PlayContext
from engine.sve.errors import FieldFull
from engine.sve.keywords import stack_replaces
from engine.sve.state import Attack, GameState, Pending, PlayerState
from engine.sve.status import fresh_field_status, keywords_of
from engine.sve.table import Table
from engine.sve.triggers import emit, emit_leave, last_known


def draw(state: GameState, player: int, count: int) -> None:
    """Draw ``count`` cards (CR 5.10). Drawing from an empty deck makes that player lose (CR 11.2)."""
    p = state.players[player]
    for _ in range(count):
        if not p.deck.cards:
            p.drew_from_empty_deck = True
            state.log.add("drew-from-empty-deck", player)
            return
        p.hand.add(p.deck.take_top())
        state.log.add("drew", player)


def place(t: Table, card: CardInstance, owner: PlayerState, dest: str, *, top: bool = False) -> None:
    """Put a card that left its zone into ``dest``; tokens exist only on the field and in the EX area (CR 9.1)."""
    if card.token and dest not in ("field", "ex", "resolution"):
        t.state.log.add("token-removed", owner.index, card=card.uid)
        return
    owner.zone(dest).add(card, top=top)  # moves into the EX area check its room first (_mill, _put_into_ex)


def destroy(t: Table, card: CardInstance) -> None:
    """Destroy a card on the field (CR 5.6): to the cemetery, firing "destroyed" and Last Words."""
    move(t, card, t.state.players[card.owner], "cemetery", destroyed=True)


def banish(t: Table, card: CardInstance) -> None:
    """Banish a card (CR 5.7): to the banished zone; Last Words does not trigger."""
    move(t, card, t.state.players[card.owner], "banished")


def bury(t: Table, card: CardInstance) -> None:
    """Bury a card (CR 5.34): to its owner's cemetery, which is not destroying it."""
    move(t, card, t.state.players[card.owner], "cemetery")


def move(
    t: Table, card: CardInstance, owner: PlayerState, dest: str, *, destroyed: bool = False, top: bool = False
) -> None:
    """Move a card from wherever it is to ``owner``'s ``dest`` zone.

    A Stack card with a Stack counter that would leave the field for any zone loses one counter
    instead and stays (CR 13.3.2.2): destroyed, banished, buried, returned to a hand or put into a deck.

    Leaving the field (CR 4.4; 15.1): the card loses its status and counters;
    Carrots beneath it go face up to the evolve deck (CR 14.2); an evolved
    follower goes face up on the evolve deck, out of the game, and the cards
    under it go to ``dest`` (CR 12.2). Field to cemetery triggers Last Words
    (CR 12.5); destruction also triggers "destroyed" abilities.
    """
    s = t.state
    holder, zone, _ = t.find(card.uid)
    if zone == "field" and dest != "field" and stack_replaces(t, card):
        return
    d_before = t.defn(card)
    known = last_known(t, card)
    holder.zone(zone).remove(card.uid)
    if zone != "field":
        s.lasting = [e for e in s.lasting if e.uid != card.uid or e.kind != "cost"]
        touch(t, card)
        # counters and +X/+Y changes stay with a card only on the field and in the EX area; a card enters the
        # field only through enter_field, never through move
        card.state.pop("counters", None)
        card.state.pop("attack_mod", None)
        card.state.pop("defense_mod", None)
        place(t, card, owner, dest, top=top)
        s.log.add("moved", owner.index, card=card.uid, source=zone, dest=dest)
        return
    s.lasting = [e for e in s.lasting if e.uid != card.uid]
    for carrot in [c for c in holder.race if c.state.get("linked_to") == card.uid]:
        holder.race.remove(carrot.uid)
        touch(t, carrot)
        carrot.state, carrot.face_up = {}, True
        s.players[carrot.owner].evolve_deck.add(carrot)
        s.log.add("carrot-returned", carrot.owner, card=carrot.uid)
    under: list[CardInstance] = list(card.state.get("under", []))
    touch(t, card)
    if card.state.get("evolved"):
        card.state, card.face_up = {"evolved": True}, True
        s.players[card.owner].evolve_deck.add(card, top=True)  # face up on top of the evolve deck
        s.log.add("evolved-card-out", card.owner, card=card.uid)
        for base in under:
            touch(t, base)
            base.state = {}
            # the cards under it go where the effect put the follower, on top of a deck too (CR 12.2)
            place(t, base, s.players[base.owner], dest, top=top)
    else:
        card.state = {}
        place(t, card, owner, dest, top=top)
    s.log.add("left-field", owner.index, card=card.uid, dest=dest, destroyed=destroyed)
    emit_leave(t, card, d_before, known, dest, destroyed=destroyed, controller=holder.index)
    if t.left_together is not None:
        t.left_together.append((card, d_before, holder.index))
    if s.delayed:  # an effect this card set aside reads its values as it left the field (CR 10.11)
        s.delayed = [replace(e, last_known=dict(known)) if e.card == card.uid else e for e in s.delayed]
    if t.leaving is not None:  # the resolving ability may still read this card as "it" (CR 10.11)
        t.leaving[card.uid] = {**known, "controller": holder.index}  # and who controlled it (CR 3.1.2)
        # and its original values, printed on the face it had there (CR 10.11.1; 5.24.1): a token is gone after
        original = {"original_attack": d_before.attack or 0, "original_defense": d_before.defense or 0}
        t.leaving[card.uid].update(original)


def discard(t: Table, card: CardInstance) -> None:
    """Discard a card from its owner's hand (CR 5.12): to the cemetery; its "discarded" abilities trigger."""
    move(t, card, t.state.players[card.owner], "cemetery")
    t.state.players[card.owner].discarded_this_turn = True  # read by the condition discarded_this_turn
    t.state.log.add("discarded", card.owner, card=card.uid)
    emit(t, "discarded", card)


def move_out_of_play(t: Table, card: CardInstance, owner: PlayerState, dest: str) -> None:
    """A spell that finished resolving goes to the cemetery (a spell token ceases to exist, CR 9.1)."""
    touch(t, card)
    card.state = {}
    place(t, card, owner, dest)


def enter_field(
    t: Table, card: CardInstance, p: PlayerState, *, from_zone: str, ctx: PlayContext = NO_CHOICES
) -> None:
    """Put a card onto the field (CR 5.5): reserved, and it arrived this turn.

    Refused at 5 cards (CR 4.4). Counters stay only when it comes from the EX
    area (CR 15.1), and so do +X/+Y changes given to it there (CR 5.27). Stack
    amulets get a Stack counter (CR 13.3). Fanfare triggers from any zone
    (CR 12.4), and so do "whenever a follower is put onto your field" abilities.
    """
    p.field.require_room(1, error=FieldFull)
    from_ex = from_zone == "ex"
    kept = dict(card.state.get("counters", {})) if from_ex else {}
    mods = (
        (int(card.state.get("attack_mod", 0)), int(card.state.get("defense_mod", 0))) if from_ex else (0, 0)
    )
    touch(t, card)
    card.state = fresh_field_status(t.state.turn)
    card.state["counters"] = kept
    card.state["attack_mod"], card.state["defense_mod"] = mods
    d = t.defn(card)
    if d.has("stack"):
        kept["stack"] = kept.get("stack", 0) + 1
    p.field.add(card, error=FieldFull)
    if "enters_engaged" in t.continuous(card).restrictions:
        card.state["engaged"] = True
    if t.state.ward_engaged[p.index] and "ward" in keywords_of(t, card):
        card.state["engaged"] = (
            True  # CR 12.8.2 (i): its controller chose to put Ward followers onto the field engaged
        )
    t.state.log.add("entered-field", p.index, card=card.uid, name=card.name, source=from_zone)
    emit(t, "enter", card, controller=p.index, ctx=ctx)


def evolve_into(t: Table, p: PlayerState, base: CardInstance, evolved: CardInstance) -> None:
    """Put ``evolved`` on ``base`` (CR 12.2): same place, same status and counters, base card beneath.

    The follower stays the same follower (CR 5.16.2): effects with a duration applied to it before it
    evolved go on applying to it, on top of the evolved card's values (CR 5.16.2.1), and an effect it set
    aside for later (CR 10.7) or an ability of it still waiting to be played (CR 10.5) still reads "this card"
    as this follower, now the evolved one. So does every waiting or set-aside ability that names it in
    another way: as a target already chosen for it, or as the card whose event set it off ("that follower"),
    and an attack it takes part in goes on with the evolved follower as its attacker or its target (CR 8.4).
    """
    index = p.field.cards.index(base)
    if t.state.lasting:
        t.state.lasting = [replace(e, uid=evolved.uid) if e.uid == base.uid else e for e in t.state.lasting]
    if t.state.delayed:
        t.state.delayed = [_naming_evolved(e, base.uid, evolved.uid) for e in t.state.delayed]
    if t.state.pending:
        t.state.pending = [_naming_evolved(e, base.uid, evolved.uid) for e in t.state.pending]
    attack = t.state.attack  # an attack it takes part in goes on with it, as attacker or target
    if attack is not None and base.uid in (attack.attacker, attack.target):
        t.state.attack = Attack(
            evolved.uid if attack.attacker == base.uid else attack.attacker,
            evolved.uid if attack.target == base.uid else attack.target,
        )
        if t.state.window is not None and t.state.window.attack is not None:
            t.state.window = replace(t.state.window, attack=replace(t.state.attack))
    p.evolve_deck.remove(evolved.uid)
    touch(t, base)
    touch(t, evolved)
    kept = base.state
    base.state = {}
    evolved.state = kept
    evolved.state["evolved"] = True
    evolved.state["under"] = [base]
    p.field.cards[index] = evolved
    for carrot in p.race:
        if carrot.state.get("linked_to") == base.uid:
            touch(t, carrot)
            carrot.state["linked_to"] = evolved.uid


def _naming_evolved(entry: Pending, old: int, new: int) -> Pending:
    """``entry`` with every mention of card ``old`` (a follower that just evolved) turned into ``new``, its evolved
    card: it is the same follower (CR 5.16.2), as its source, a target chosen for it, the card whose event set it
    off, a card named to pay its cost or to take a share of a divided amount, or a card it selected earlier."""

    def ids(uids: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(new if uid == old else uid for uid in uids)

    renamed = replace(
        entry,
        card=new if entry.card == old else entry.card,
        subject=new if entry.subject == old else entry.subject,
        targets=ids(entry.targets) if entry.targets is not None else None,
        cost_cards=ids(entry.cost_cards) if entry.cost_cards is not None else None,
        paid_with=ids(entry.paid_with),
        kept_previous=ids(entry.kept_previous),
        chosen_left=tuple(ids(group) for group in entry.chosen_left),
        division=tuple((new if uid == old else uid, n) for uid, n in entry.division),
    )
    return entry if renamed == entry else renamed
