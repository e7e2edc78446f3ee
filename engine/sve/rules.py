"""The rules machinery behind :class:`engine.sve.game.Game`.

Zone changes (CR 4; 5.5–5.7; 5.34), abilities and their costs (CR 10),
effect primitives (see :data:`engine.sve.cards.EFFECTS`), combat (CR 8.4) and
rules handling (CR 11). These functions are called inside the game's atomic
actions; any refusal they raise rolls the whole action back.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from engine.core import CardInstance
from engine.sve.cards import Ability, CardDef, Effect, selects
from engine.sve.errors import (
    CannotAttack,
    CannotPayCost,
    ExAreaFull,
    FieldFull,
    IllegalTarget,
    InvalidChoice,
    NoValidTarget,
)
from engine.sve.state import GameState, PlayerState

if TYPE_CHECKING:
    from engine.sve.game import Game

FieldFullError = FieldFull
FOLLOWER_KINDS = ("follower", "evolved")


@dataclass(frozen=True)
class PlayContext:
    """The choices a player made when playing a card or ability."""

    targets: Sequence[int] = ()
    choices: Sequence[int] = ()
    pay_optional_costs: bool = True
    earth_rite: int | None = None
    token_split: tuple[int, int] | None = None


NO_CHOICES = PlayContext()


# ---------------------------------------------------------------------- card status
def fresh_field_status(entered_turn: int) -> dict[str, Any]:
    """Status of a card that just arrived on the field: reserved, undamaged, no counters (CR 4.2)."""
    return {
        "engaged": False,
        "entered_turn": entered_turn,
        "damage": 0,
        "attack_mod": 0,
        "defense_mod": 0,
        "counters": {},
    }


def attack_of(d: CardDef, card: CardInstance) -> int:
    """Current attack: printed value plus modifiers; it may be negative (CR 2.7; 5.27)."""
    return d.attack + int(card.state.get("attack_mod", 0))


def defense_of(d: CardDef, card: CardInstance) -> int:
    """Current defense: printed value plus modifiers minus damage; no ceiling (CR 2.8; 5.14)."""
    return d.defense + int(card.state.get("defense_mod", 0)) - int(card.state.get("damage", 0))


def keywords_of(d: CardDef, card: CardInstance) -> frozenset[str]:
    """Keywords a card has now: printed ones, plus Rush while racing (CR 14.2)."""
    extra = {"rush"} if card.state.get("racing") else set()
    return d.keywords | extra


def is_follower(game: Game, card: CardInstance) -> bool:
    """True for followers and evolved followers."""
    return game.defn(card).kind in FOLLOWER_KINDS


# ---------------------------------------------------------------------- drawing and rules handling
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


def handle(game: Game) -> None:
    """Rules handling (CR 11): destroy followers at 0 defense or less and Stack amulets with no counters,
    trim play points above the maximum, then settle losses (both at once is a draw, CR 1.2)."""
    s = game.state
    changed = True
    while changed:
        changed = False
        for p in s.players:
            for card in list(p.field):
                d = game.defn(card)
                if (
                    d.kind in FOLLOWER_KINDS
                    and defense_of(d, card) <= 0
                    or d.has("stack")
                    and card.state["counters"].get("stack", 0) <= 0
                ):
                    destroy(game, card)
                    changed = True
    for p in s.players:
        p.pp = min(p.pp, p.pp_max)
    if s.result is None:
        losers = [p.index for p in s.players if p.leader.defense <= 0 or p.drew_from_empty_deck]
        if len(losers) == 2:
            s.result = "draw"
        elif losers:
            s.result = f"player-{1 - losers[0]}-wins"
        if s.result is not None:
            s.phase, s.window = "over", None
            s.log.add("game-over", None, result=s.result)


# ---------------------------------------------------------------------- zone changes
def _place(game: Game, card: CardInstance, owner: PlayerState, dest: str) -> None:
    """Put a card that left its zone into ``dest``; tokens exist only on the field and in the EX area (CR 9.1)."""
    if card.token and dest not in ("field", "ex"):
        game.state.log.add("token-removed", owner.index, card=card.uid)
        return
    if dest == "ex":
        owner.ex.add(card, error=ExAreaFull)
    else:
        owner.zone(dest).add(card)


def _stack_replaces(game: Game, card: CardInstance) -> bool:
    """Stack (CR 13.3): a Stack amulet about to leave the field loses one Stack counter and stays."""
    counters = card.state.get("counters", {})
    if game.defn(card).has("stack") and counters.get("stack", 0) > 0:
        counters["stack"] -= 1
        game.state.log.add("stack-counter-removed", card.owner, card=card.uid, left=counters["stack"])
        return True
    return False


def destroy(game: Game, card: CardInstance) -> None:
    """Destroy a card on the field (CR 5.6): to the cemetery, firing "destroyed" and Last Words."""
    if not _stack_replaces(game, card):
        move(game, card, game.state.players[card.owner], "cemetery", destroyed=True)


def banish(game: Game, card: CardInstance) -> None:
    """Banish a card (CR 5.7): to the banished zone; Last Words does not trigger."""
    if _on_field(game, card) and _stack_replaces(game, card):
        return
    move(game, card, game.state.players[card.owner], "banished")


def bury(game: Game, card: CardInstance) -> None:
    """Bury a card (CR 5.34): to its owner's cemetery, which is not destroying it."""
    if _on_field(game, card) and _stack_replaces(game, card):
        return
    move(game, card, game.state.players[card.owner], "cemetery")


def _on_field(game: Game, card: CardInstance) -> bool:
    return game.zone_of(card.uid) == "field"


def move(game: Game, card: CardInstance, owner: PlayerState, dest: str, *, destroyed: bool = False) -> None:
    """Move a card from wherever it is to ``owner``'s ``dest`` zone.

    Leaving the field (CR 4.4; 15.1): the card loses its status and counters;
    Carrots beneath it go face up to the evolve deck (CR 14.2); an evolved
    follower goes face up on the evolve deck, out of the game, and the cards
    under it go to ``dest`` (CR 12.2). Field to cemetery triggers Last Words
    (CR 12.5); destruction also triggers "destroyed" abilities.
    """
    s = game.state
    holder, zone, _ = game._find(card.uid)
    d_before = game.defn(card)
    holder.zone(zone).remove(card.uid)
    if zone != "field":
        card.state.pop("counters", None)
        _place(game, card, owner, dest)
        s.log.add("moved", owner.index, card=card.uid, source=zone, dest=dest)
        return
    for carrot in [c for c in holder.race if c.state.get("linked_to") == card.uid]:
        holder.race.remove(carrot.uid)
        carrot.state, carrot.face_up = {}, True
        s.players[carrot.owner].evolve_deck.add(carrot)
        s.log.add("carrot-returned", carrot.owner, card=carrot.uid)
    under: list[CardInstance] = list(card.state.get("under", []))
    if card.state.get("evolved"):
        card.state, card.face_up = {"evolved": True}, True
        s.players[card.owner].evolve_deck.add(card, top=True)  # face up on top of the evolve deck
        s.log.add("evolved-card-out", card.owner, card=card.uid)
        for base in under:
            base.state = {}
            _place(game, base, s.players[base.owner], dest)
    else:
        card.state = {}
        _place(game, card, owner, dest)
    s.log.add("left-field", owner.index, card=card.uid, dest=dest, destroyed=destroyed)
    if destroyed:
        for ab in d_before.triggered("destroyed"):
            resolve_ability(game, card.owner, card, ab)
    if dest == "cemetery":
        for ab in d_before.triggered("last_words"):
            resolve_ability(game, card.owner, card, ab)


def move_out_of_play(game: Game, card: CardInstance, owner: PlayerState, dest: str) -> None:
    """A spell that finished resolving goes to the cemetery (a spell token ceases to exist, CR 9.1)."""
    card.state = {}
    _place(game, card, owner, dest)


def enter_field(
    game: Game, card: CardInstance, p: PlayerState, *, from_zone: str, ctx: PlayContext = NO_CHOICES
) -> None:
    """Put a card onto the field (CR 5.5): reserved, and it arrived this turn.

    Refused at 5 cards (CR 4.4). Counters stay only when it comes from the EX
    area (CR 15.1). Stack amulets get a Stack counter (CR 13.3). Fanfare
    triggers from any zone (CR 12.4), and so do "whenever a follower is put
    onto your field" abilities.
    """
    p.field.require_room(1, error=FieldFull)
    kept = dict(card.state.get("counters", {})) if from_zone == "ex" else {}
    card.state = fresh_field_status(game.state.turn)
    card.state["counters"] = kept
    d = game.defn(card)
    if d.has("stack"):
        kept["stack"] = kept.get("stack", 0) + 1
    p.field.add(card, error=FieldFull)
    game.state.log.add("entered-field", p.index, card=card.uid, name=card.name, source=from_zone)
    for ab in d.triggered("fanfare"):
        resolve_ability(game, p.index, card, ab, ctx=ctx)
    if d.kind in FOLLOWER_KINDS:
        for other in list(p.field):
            if other.uid != card.uid:
                for ab in game.defn(other).triggered("follower_enters"):
                    resolve_ability(game, p.index, other, ab)


def evolve_into(game: Game, p: PlayerState, base: CardInstance, evolved: CardInstance) -> None:
    """Put ``evolved`` on ``base`` (CR 12.2): same place, same status and counters, base card beneath."""
    index = p.field.cards.index(base)
    p.evolve_deck.remove(evolved.uid)
    kept = base.state
    base.state = {}
    evolved.state = kept
    evolved.state["evolved"] = True
    evolved.state["under"] = [base]
    p.field.cards[index] = evolved
    for carrot in p.race:
        if carrot.state.get("linked_to") == base.uid:
            carrot.state["linked_to"] = evolved.uid


def trigger_on_play(game: Game, player: int, played: int) -> None:
    """Abilities of the player's other field cards that trigger when they play a card."""
    for card in list(game.state.players[player].field):
        if card.uid != played:
            for ab in game.defn(card).triggered("on_play"):
                resolve_ability(game, player, card, ab)


# ---------------------------------------------------------------------- targets
def valid_targets(game: Game, player: int, kind: str, source: CardInstance) -> list[CardInstance]:
    """Cards ``player`` may select for ``kind``; Aura cards cannot be selected by the opponent (CR 12.15)."""
    me, opp = game.state.players[player], game.state.players[1 - player]

    def selectable(card: CardInstance) -> bool:
        return card.owner == player or "aura" not in keywords_of(game.defn(card), card)

    if kind == "enemy_follower":
        return [c for c in opp.field if is_follower(game, c) and selectable(c)]
    if kind == "follower":
        return [c for q in (me, opp) for c in q.field if is_follower(game, c) and selectable(c)]
    if kind == "enemy_card":
        return [c for c in opp.field if selectable(c)]
    if kind == "own_stack_amulet":
        return [c for c in me.field if game.defn(c).has("stack") and c.uid != source.uid]
    if kind == "own_card":
        return list(me.field)
    return []


def check_selections(
    game: Game, player: int, source: CardInstance, ability: Ability, targets: Sequence[int]
) -> None:
    """A card or activated ability that must select targets needs valid ones (CR 10.6)."""
    kinds = ability.targets()
    for i, kind in enumerate(kinds):
        valid = valid_targets(game, player, kind, source)
        if not valid:
            raise NoValidTarget(f"{source.name} must select {kind.replace('_', ' ')} and there is none")
        if i >= len(targets):
            raise InvalidChoice(f"{source.name} needs a target: {kind.replace('_', ' ')}")
        if targets[i] not in [c.uid for c in valid]:
            raise IllegalTarget(f"card #{targets[i]} cannot be selected as {kind.replace('_', ' ')}")


# ---------------------------------------------------------------------- costs
def _magical_items(p: PlayerState) -> list[CardInstance]:
    return [c for c in p.ex if c.name == "Magical Item"]


def can_pay(game: Game, p: PlayerState, card: CardInstance, ability: Ability) -> str | None:
    """Why the ability's cost cannot be paid, or ``None`` when it can (CR 10.4)."""
    cost = ability.cost
    if cost.pp > p.pp:
        return f"needs {cost.pp} play points; you have {p.pp}"
    if cost.engage and (card.state.get("engaged") or card.uid not in p.field):
        return f"{card.name} must be reserved on your field to engage it"
    if cost.leader_defense and p.leader.defense - cost.leader_defense < 0:
        return f"paying {cost.leader_defense} defense would take your leader from {p.leader.defense} below 0"
    if cost.lesson > len(_magical_items(p)):
        return f"Lesson ({cost.lesson}) needs {cost.lesson} Magical Item cards in your EX area"
    return None


def pay_cost(game: Game, p: PlayerState, card: CardInstance, ability: Ability) -> None:
    """Pay the whole cost or nothing (CR 10.4)."""
    why = can_pay(game, p, card, ability)
    if why is not None:
        raise CannotPayCost(f"cannot pay the cost of {card.name}'s ability: {why}")
    cost = ability.cost
    p.pp -= cost.pp
    if cost.engage:
        card.state["engaged"] = True
    if cost.leader_defense:
        p.leader.defense -= cost.leader_defense
        p.lost_defense_this_turn = True
    for item in _magical_items(p)[: cost.lesson]:
        banish(game, item)


# ---------------------------------------------------------------------- abilities and effects
def condition_met(game: Game, player: int, effect: Effect, earth_rite_paid: bool) -> bool:
    """Whether a conditional effect applies (see :data:`engine.sve.cards.CONDITIONS`)."""
    s = game.state
    p = s.players[player]
    cond = effect.condition
    if cond is None:
        return True
    if cond == "combo":
        return p.cards_played_this_turn >= effect.threshold
    if cond == "spellchain":
        return sum(1 for c in p.cemetery if game.pool.get(c.name).kind == "spell") >= effect.threshold
    if cond == "necrocharge":
        return len(p.cemetery) >= effect.threshold
    if cond == "overflow":
        return p.pp_max >= 7
    if cond == "sanguine":
        return s.active == player and p.lost_defense_this_turn
    if cond == "earth_rite":
        return earth_rite_paid
    raise InvalidChoice(f"unknown condition {cond!r}")


def resolve_ability(
    game: Game,
    player: int,
    card: CardInstance,
    ability: Ability,
    *,
    ctx: PlayContext = NO_CHOICES,
    paid: bool = False,
    targets: Sequence[int] | None = None,
    choices: Sequence[int] | None = None,
) -> None:
    """Play and resolve one ability (CR 10.6–10.8).

    An automatic ability with a cost is optional (CR 10.7): it is skipped when
    the player declines or cannot pay. A selection with no valid target makes
    those effects do nothing; with valid targets but none chosen yet the
    ability waits (``choose_targets``) and nothing else may be played.
    """
    if targets is not None or choices is not None:
        ctx = PlayContext(targets or (), choices or ())
    s = game.state
    p = s.players[player]
    automatic = ability.trigger not in ("activated", "spell")
    if automatic and not paid and not ability.cost.is_free():
        if not ctx.pay_optional_costs or can_pay(game, p, card, ability) is not None:
            s.log.add("optional-cost-declined", player, card=card.uid)
            return
        pay_cost(game, p, card, ability)
    earth_rite_paid = False
    if ability.cost.earth_rite and ctx.earth_rite is not None:
        amulet = p.field.get(ctx.earth_rite) if ctx.earth_rite in p.field else None
        if amulet is None or amulet.state["counters"].get("stack", 0) <= 0:
            raise InvalidChoice("Earth Rite removes a Stack counter from an amulet on your field")
        amulet.state["counters"]["stack"] -= 1
        earth_rite_paid = True
        s.log.add("earth-rite-paid", player, card=amulet.uid)
    chosen: list[int] = list(ctx.targets)
    if automatic and any(selects(e.target) for e in ability.effects):
        kinds = [e.target for e in ability.effects if selects(e.target)]
        has_valid = any(valid_targets(game, player, k, card) for k in kinds if k)
        if not has_valid:
            s.log.add("ability-fizzled", player, card=card.uid, trigger=ability.trigger)
            chosen = []
        elif not chosen:
            s.pending.append(
                {"player": player, "card": card.uid, "ability": game.ability_index(card, ability)}
            )
            s.log.add("awaiting-target", player, card=card.uid)
            return
        else:
            check_selections(game, player, card, ability, chosen)
    it = iter(chosen)
    for effect in ability.effects:
        if condition_met(game, player, effect, earth_rite_paid):
            apply_effect(game, player, card, effect, it, ctx, earth_rite_paid)
    s.log.add("ability-resolved", player, card=card.uid, trigger=ability.trigger)


def _select(
    game: Game, player: int, source: CardInstance, effect: Effect, it: Iterator[int]
) -> list[CardInstance]:
    s = game.state
    me, opp = s.players[player], s.players[1 - player]
    target = effect.target
    if target == "self":
        return [source] if game.zone_of(source.uid) == "field" else []
    if target == "all_enemy_followers":
        return [c for c in opp.field if is_follower(game, c)]
    if target == "all_other_own_followers":
        return [c for c in me.field if is_follower(game, c) and c.uid != source.uid]
    if selects(target):
        uid = next(it, None)
        if uid is None:
            return []
        return [game._find(uid)[2]]
    return []


def apply_effect(
    game: Game,
    player: int,
    source: CardInstance,
    effect: Effect,
    it: Iterator[int],
    ctx: PlayContext,
    earth_rite_paid: bool,
) -> None:
    """Apply one effect primitive (see :data:`engine.sve.cards.EFFECTS`)."""
    s = game.state
    me, opp = s.players[player], s.players[1 - player]
    kind = effect.kind
    if kind == "damage":
        if effect.target == "enemy_leader":
            _drain(game, me, source, damage_leader(game, opp, effect.amount))
        elif effect.target == "own_leader":
            damage_leader(game, me, effect.amount)
        else:
            for card in _select(game, player, source, effect, it):
                _drain(game, me, source, damage_follower(card, effect.amount))
    elif kind == "buff":
        for card in _select(game, player, source, effect, it):
            card.state["attack_mod"] = int(card.state.get("attack_mod", 0)) + effect.attack
            card.state["defense_mod"] = int(card.state.get("defense_mod", 0)) + effect.defense
    elif kind == "gain_defense":
        me.leader.defense += effect.amount
        s.log.add("leader-defense-gained", player, amount=effect.amount)
    elif kind == "draw":
        draw(s, player, effect.amount)
    elif kind == "summon_token":
        _summon_tokens(game, me, effect, ctx)
    elif kind == "summon_from":
        zone = effect.zone or "cemetery"
        found = next((c for c in me.zone(zone) if c.name == effect.card), None)
        if found is not None and not me.field.is_full():
            me.zone(zone).remove(found.uid)
            enter_field(game, found, me, from_zone=zone)
    elif kind in ("destroy", "banish", "bury"):
        action = {"destroy": destroy, "banish": banish, "bury": bury}[kind]
        for card in _select(game, player, source, effect, it):
            action(game, card)
    elif kind == "put_counter":
        for card in _select(game, player, source, effect, it):
            counters = card.state.setdefault("counters", {})
            counters[effect.counter or "fable"] = counters.get(effect.counter or "fable", 0) + effect.amount
    elif kind == "recover":
        me.pp = min(me.pp_max, me.pp + effect.amount)
    elif kind == "transfer_stack":
        for card in _select(game, player, source, effect, it):
            n = source.state["counters"].get("stack", 0)
            source.state["counters"]["stack"] = 0
            card.state["counters"]["stack"] = card.state["counters"].get("stack", 0) + n
    elif kind == "choose":
        picked = list(ctx.choices)
        if len(picked) != effect.count or len(set(picked)) != len(picked):
            raise InvalidChoice(f"choose exactly {effect.count} of {len(effect.options)} options")
        for index in picked:
            if not 0 <= index < len(effect.options):
                raise InvalidChoice(f"there is no option {index + 1}")
            for sub in effect.options[index]:
                if condition_met(game, player, sub, earth_rite_paid):
                    apply_effect(game, player, source, sub, it, ctx, earth_rite_paid)
        s.log.add("chose", player, options=picked)
    else:
        raise InvalidChoice(f"unknown effect {kind!r}")


def _drain(game: Game, me: PlayerState, source: CardInstance, dealt: int) -> None:
    """Drain (CR 12.13): damage a follower with Drain deals with its abilities also heals its leader."""
    if dealt and game.zone_of(source.uid) == "field" and "drain" in keywords_of(game.defn(source), source):
        me.leader.defense += dealt
        game.state.log.add("drained", me.index, amount=dealt)


def _summon_tokens(game: Game, me: PlayerState, effect: Effect, ctx: PlayContext) -> None:
    """Summon up to ``amount`` tokens, split between field and EX area; each zone only up to its limit.

    Spell tokens never go onto the field, which holds only followers and amulets (CR 4.4); they
    go to the EX area, which takes spells too (CR 4.8).
    """
    name = effect.token or ""
    spell = game.pool.get(name).kind == "spell"
    if ctx.token_split is not None:
        to_field, to_ex = ctx.token_split
        if to_field < 0 or to_ex < 0 or to_field + to_ex > effect.amount:
            raise InvalidChoice(f"summon at most {effect.amount} {name} tokens in all")
        if spell and to_field:
            raise InvalidChoice(f"{name} is a spell token: it cannot be put onto the field")
        me.field.require_room(to_field, error=FieldFull)
        me.ex.require_room(to_ex, error=ExAreaFull)
    else:
        to_field = 0 if spell else min(effect.amount, me.field.free or 0)
        to_ex = min(effect.amount - to_field, me.ex.free or 0)
    for _ in range(to_field):
        token = game._new_card(name, me.index, token=True)
        enter_field(game, token, me, from_zone="token")
    for _ in range(to_ex):
        token = game._new_card(name, me.index, token=True)
        me.ex.add(token, error=ExAreaFull)
    game.state.log.add("tokens-summoned", me.index, name=name, field=to_field, ex=to_ex)


def damage_leader(game: Game, p: PlayerState, amount: int) -> int:
    """Deal damage to a leader; 0 or less deals none (CR 5.14). Returns the damage dealt."""
    if amount <= 0:
        return 0
    p.leader.defense -= amount
    p.lost_defense_this_turn = True
    game.state.log.add("leader-damaged", p.index, amount=amount)
    return amount


def damage_follower(card: CardInstance, amount: int) -> int:
    """Deal damage to a follower; 0 or less deals none (CR 5.14). Returns the damage dealt."""
    if amount <= 0:
        return 0
    card.state["damage"] = int(card.state.get("damage", 0)) + amount
    return amount


# ---------------------------------------------------------------------- attacks
def check_attack_target(game: Game, attacker: CardInstance, opp: PlayerState, target: int | None) -> None:
    """Who a follower may attack (CR 8.4; 12.8–12.12).

    The leader: only a follower on the field since the start of the turn, or
    with Storm. An enemy follower: engaged ones (reserved ones too with
    Assail), never one with Intimidate; a follower that arrived this turn
    needs Storm or Rush, or to have evolved. While an engaged enemy follower
    with Ward is on the field, only such followers may be attacked.
    """
    s = game.state
    d = game.defn(attacker)
    kw = keywords_of(d, attacker)
    new = attacker.state.get("entered_turn") == s.turn
    wards = [
        c
        for c in opp.field
        if is_follower(game, c) and c.state.get("engaged") and "ward" in keywords_of(game.defn(c), c)
    ]
    if target is None:
        if new and "storm" not in kw:
            raise CannotAttack(
                f"{d.name} arrived this turn and cannot attack the leader", reason="summoning-sick"
            )
        if wards:
            raise IllegalTarget("an engaged follower with Ward must be attacked first", reason="ward")
        return
    if target not in opp.field or not is_follower(game, opp.field.get(target)):
        raise IllegalTarget(f"card #{target} is not an enemy follower on the field")
    if new and not ({"storm", "rush"} & kw or attacker.state.get("evolved")):
        raise CannotAttack(
            f"{d.name} arrived this turn and has neither Storm nor Rush", reason="summoning-sick"
        )
    victim = opp.field.get(target)
    vkw = keywords_of(game.defn(victim), victim)
    if "intimidate" in vkw:
        raise IllegalTarget(f"{victim.name} has Intimidate and cannot be attacked", reason="intimidate")
    if not victim.state.get("engaged") and "assail" not in kw:
        raise IllegalTarget(
            f"{victim.name} is reserved; only Assail attacks reserved followers", reason="target-reserved"
        )
    if wards and victim not in wards:
        raise IllegalTarget("an engaged follower with Ward must be attacked first", reason="ward")


def resolve_combat(game: Game, attack: Any) -> None:
    """Combat (CR 8.4): damage both ways at once; Drain heals by the damage dealt; Bane destroys after damage.

    If the target left the field the attack simply ends.
    """
    s = game.state
    me, opp = s.players[s.active], s.players[1 - s.active]
    if attack.attacker not in me.field:
        s.log.add("attack-ended", s.active, why="attacker-left")
        return
    attacker = me.field.get(attack.attacker)
    ad = game.defn(attacker)
    akw = keywords_of(ad, attacker)
    if attack.target is None:
        dealt = damage_leader(game, opp, attack_of(ad, attacker))
        if dealt and "drain" in akw:
            me.leader.defense += dealt
        s.log.add("combat", s.active, attacker=attacker.uid, target=None, dealt=dealt)
        return
    if attack.target not in opp.field:
        s.log.add("attack-ended", s.active, why="target-left")
        return
    victim = opp.field.get(attack.target)
    vd = game.defn(victim)
    vkw = keywords_of(vd, victim)
    dealt = damage_follower(victim, attack_of(ad, attacker))
    taken = damage_follower(attacker, attack_of(vd, victim))
    if dealt and "drain" in akw:
        me.leader.defense += dealt
    if taken and "drain" in vkw:
        opp.leader.defense += taken
    s.log.add("combat", s.active, attacker=attacker.uid, target=victim.uid, dealt=dealt, taken=taken)
    if "bane" in akw and victim.uid in opp.field:
        destroy(game, victim)
    if "bane" in vkw and attacker.uid in me.field:
        destroy(game, attacker)
