"""Declarations (steps 9-1 to 9-4, reused by 10-1, 11-3 and 12-1) and paying costs (UMA-FAN-001).

* 9-1: the turn player picks one card from the hand, or a face-up card in a zone its text allows, whose
  condition is met, and declares it; a card from the hand is put onto the field.
* 9-1': the opponent may answer a card put onto the field that way with cards whose text allows it.
  Assumptions: only the turn player opens a declaration; the opponent may answer with any number of
  cards (``responses_per_declaration``) and ends its answers by passing; a declaration that put no card
  onto the field (declared from the field or the trash) cannot be answered, so it resolves at once.
* 9-2: declared cards resolve last-declared-first.
* 9-3: afterwards a card played from the hand goes face up to the trash, unless its text names a place.
* 9-4: this repeats until the turn player stops declaring (it then proceeds).
* Cost: paid from the stamina of one of the declarer's fielded Uma Musume cards, so a player may declare
  as often as stamina lasts.
"""

from __future__ import annotations

from engine.umafan import refusals as r
from engine.umafan.board import condition_met, draw, locate, target_umamusume, umamusume_on_field
from engine.umafan.cards import CardDef, CardPool
from engine.umafan.params import RuleParams
from engine.umafan.state import DECLARATION_PHASES, Declaration, GameState


def _check_window(st: GameState, pool: CardPool, params: RuleParams, player: int, card: CardDef) -> None:
    if st.phase not in DECLARATION_PHASES or (st.phase == "race" and st.flags.race_step != "declare"):
        raise r.WrongPhase(f"no declarations in the {st.phase} phase now")
    if st.phase == "paddock" and not st.flags.racecourse_fielded and _eligible_racecourse(st, pool):
        raise r.RacecourseFirst("field a racecourse before declaring in the paddock phase")
    if not st.chain:
        if player != st.turn_player:
            raise r.OnlyTurnPlayerOpens("only the turn player starts a declaration")
        if card.timing == "response":
            raise r.ResponseOnly(f"{card.name} only answers a declaration")
        return
    if player == st.turn_player:
        raise r.AwaitingResponse("the opponent is answering the pending declaration")
    if card.timing == "main":
        raise r.NotAResponseCard(f"{card.name} cannot answer a declaration")
    limit = params.responses_per_declaration
    if limit is not None and len(st.chain) - 1 >= limit:
        raise r.ResponseLimit(f"at most {limit} responses per declaration")


def _eligible_racecourse(st: GameState, pool: CardPool) -> bool:
    p = st.players[st.turn_player]
    return any(condition_met(st, pool, p.index, pool.get(s.card.name).condition) for s in p.racecourses)


def _pick_payer(st: GameState, pool: CardPool, player: int, cost: int, payer: int | None) -> int | None:
    if cost == 0 and payer is None:
        return None
    umas = umamusume_on_field(st, pool, player)
    if not umas:
        raise r.NoUmamusumeToPay("no fielded Uma Musume to pay the stamina cost")
    if payer is None:
        if len(umas) > 1:
            raise r.ChoosePayer("name the Uma Musume that pays the stamina")
        payer = umas[0].uid
    chosen = [u for u in umas if u.uid == payer]
    if not chosen:
        raise r.InvalidPayer("the payer must be one of your own fielded Uma Musume cards")
    stamina = int(chosen[0].state["stamina"])
    if stamina < cost:
        raise r.NotEnoughStamina(f"{chosen[0].name} has {stamina} stamina; the cost is {cost}")
    chosen[0].state["stamina"] = stamina - cost
    return payer


def declare(
    st: GameState, pool: CardPool, params: RuleParams, player: int, uid: int, payer: int | None
) -> None:
    """Declare the card ``uid`` (step 9-1 or 9-1'), paying its cost from ``payer``'s stamina."""
    owner, where, inst = locate(st, uid)
    card = pool.get(inst.name)
    if owner != player:
        raise r.CannotDeclareFromZone(f"{card.name} is not in one of your zones")
    if where != "hand" and not inst.face_up:
        raise r.CannotDeclareFromZone(f"{card.name} is face down")
    if not card.declarable:
        raise r.NoAbility(f"{card.name} has no ability to declare")
    if where not in card.declare_from:
        raise r.CannotDeclareFromZone(f"{card.name} cannot be declared from the {where}")
    if any(d.uid == uid for d in st.chain):
        raise r.CannotDeclareFromZone(f"{card.name} is already declared")
    _check_window(st, pool, params, player, card)
    if not condition_met(st, pool, player, card.condition):
        raise r.ConditionNotMet(f"the condition of {card.name} is not met")
    paid_by = _pick_payer(st, pool, player, card.cost, payer)
    p = st.players[player]
    if where == "hand":
        moved = p.hand.remove(uid)
        moved.face_up = True
        p.field.add(moved)
    st.chain.append(Declaration(player, uid, card.name, where == "hand", paid_by))
    st.flags.declared_in_phase = True
    st.log.add("declared", player, card=card.name, cost=card.cost)
    if len(st.chain) == 1 and where != "hand":
        resolve_chain(st, pool)


def resolve_chain(st: GameState, pool: CardPool) -> None:
    """Steps 9-2 and 9-3: resolve last-declared-first, then move cards played from the hand."""
    while st.chain:
        decl = st.chain.pop()
        card = pool.get(decl.name)
        if not decl.negated:
            for effect in card.effects:
                if effect.kind == "negate":
                    # 9-1': every answer answers the card put onto the field in 9-1, the first declaration
                    if st.chain:
                        st.chain[0].negated = True
                elif effect.kind == "draw":
                    draw(st, decl.player, effect.amount)
                else:
                    target = target_umamusume(st, pool, decl.player, effect.target, decl.payer)
                    if target is None:
                        continue
                    if effect.kind == "speed":
                        target.state["speed"] = int(target.state["speed"]) + effect.amount
                    elif effect.kind == "set_speed":
                        target.state["speed"] = effect.amount
                    elif effect.kind == "stamina":
                        target.state["stamina"] = int(target.state["stamina"]) + effect.amount
        st.log.add("resolved", decl.player, card=decl.name, negated=decl.negated)
        if decl.from_hand and card.destination == "trash":
            p = st.players[decl.player]
            moved = p.field.remove(decl.uid)
            moved.face_up = True
            p.trash.add(moved)
