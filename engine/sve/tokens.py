"""Making tokens when not all of them fit (CR 9.1.2; 4.4.4.2 field limit; 4.8.3.2 EX area limit).

An ability that makes tokens (``summon_token`` effects) makes as many as the field and EX area take; when
fewer fit than it makes and they are not all alike, its controller chooses which ones are made (the rest
are not). The choice is asked once, before the ability's effects apply, from the board as it is then:
:func:`token_choices` lists every set of token names the controller may choose. Choosing checks the set
by placing the tokens the way the effects place them (:func:`made_count`).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from engine.sve.cards import Ability
from engine.sve.conditions import Resolution, amount_of, condition_met
from engine.sve.table import Table

Demand = tuple[int, str, int, str, bool]
"""One ``summon_token`` effect as it would apply now: (player, token name, how many, zone mode, spell)."""


def demands(t: Table, r: Resolution, ability: Ability) -> list[Demand]:
    """The tokens the ability's own ``summon_token`` effects would make now, in order (conditions read now).

    An effect for the controller of "what the previous effect acted on" (``side: its``) cannot be known
    before the ability resolves and is left out; so are effects inside a choice of options.
    """
    from engine.sve.effects import effective

    out: list[Demand] = []
    for raw in ability.effects:
        if raw.kind != "summon_token" or not condition_met(t, r, raw.condition):
            continue
        effect = effective(t, r, raw)
        if effect.side == "its":
            continue
        player = {"own": r.player, "enemy": 1 - r.player, "active": t.state.active}[effect.side]
        name = str(effect.token)
        spell = t.pool.get(name).kind == "spell"
        out.append((player, name, amount_of(t, r, effect.amount), effect.zone or "split", spell))
    return out


def made_count(t: Table, wanted: list[Demand], allowed: Counter[str] | None) -> int:
    """How many tokens the effects make, in order, into the room left now; ``allowed`` caps each name."""
    room: dict[tuple[int, str], int] = {}
    left = Counter(allowed) if allowed is not None else None
    made = 0
    for player, name, amount, mode, spell in wanted:
        p = t.state.players[player]
        for zone in ("field", "ex"):
            room.setdefault((player, zone), p.zone(zone).free or 0)
        n = amount if left is None else min(amount, left[name])
        to_field = 0 if spell or mode == "ex" else min(n, room[(player, "field")])
        to_ex = 0 if mode == "field" else min(n - to_field, room[(player, "ex")])
        room[(player, "field")] -= to_field
        room[(player, "ex")] -= to_ex
        made += to_field + to_ex
        if left is not None:
            left[name] -= to_field + to_ex
    return made


def token_choices(t: Table, r: Resolution, ability: Ability) -> list[tuple[str, ...]]:
    """Every set of token names (sorted) the controller may choose to make; empty when there is no choice.

    No choice is needed when every token fits or all of them have the same name. A valid set has as
    many tokens as fit at most and all of them are made where the effects put them.
    """
    wanted = demands(t, r, ability)
    names = [name for _, name, amount, _, _ in wanted for _ in range(amount)]
    if len(set(names)) < 2:
        return []
    most = made_count(t, wanted, None)
    if most >= len(names):
        return []
    choices = sorted(
        {pick for pick in combinations(sorted(names), most) if made_count(t, wanted, Counter(pick)) == most}
    )
    return choices


def normalized(names: tuple[str, ...]) -> tuple[str, ...]:
    """A chosen set of token names in the order :func:`token_choices` lists them."""
    return tuple(sorted(names))
