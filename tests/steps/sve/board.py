"""Shared helpers of the Shadowverse EVOLVE steps: who "I" am, zone words, card look-ups by name.

"I" am player 0 and "my opponent" is player 1. A card is named in a scenario by
the alias given in a set-up table's ``as`` column (``Test Fighter A``), or by its card
name. A name that several set-up cards share means the first one put on a field,
else the first in a hand, EX area, cemetery, evolve deck, deck (in that order):
so "Evolving Fighter" is the follower on the field, not its evolved card waiting
in the evolve deck. Give aliases wherever that could be unclear.
"""

from __future__ import annotations

import re

from tests.support.context import Ctx

PLAYERS = {"I": 0, "me": 0, "my": 0, "my opponent": 1, "my opponent's": 1, "the opponent": 1, "enemy": 1}
ZONES = {
    "field": "field",
    "hand": "hand",
    "EX area": "ex",
    "cemetery": "cemetery",
    "banished zone": "banished",
    "deck": "deck",
    "evolve deck": "evolve_deck",
    "race zone": "race",
}

OWNER = r"(?P<who>my opponent's|my)"
"""Regex group for a possessive: ``my`` or ``my opponent's``."""
WHO = r"(?P<who>my opponent|I)"
"""Regex group for a subject: ``I`` or ``my opponent``."""
ZONE_WORDS = "|".join(sorted(ZONES, key=len, reverse=True))
_ONE_TARGET = r'(?:"[^"]+"|the enemy leader|my leader|my opponent\'s leader)'
ONE_OR_MORE = rf"{_ONE_TARGET}(?:(?:, | and ){_ONE_TARGET})*"
"""One target or a list of them (quoted card names, or a leader by name)."""
TARGETS = rf'(?P<targets>(?!"[^"]+"$){ONE_OR_MORE})'
"""Regex group for several targets or a leader; a single quoted name is left to the one-target steps."""
LEADERS = {"the enemy leader": 1, "my leader": 0, "my opponent's leader": 1}


def player(word: str) -> int:
    """``"I"``/``"my"`` → 0, ``"my opponent"``/``"my opponent's"`` → 1."""
    try:
        return PLAYERS[word.strip()]
    except KeyError:
        raise AssertionError(
            f"unknown player {word!r}; use 'I', 'my', 'my opponent' or 'my opponent's'"
        ) from None


def zone(word: str) -> str:
    """A zone name as written in a scenario → the engine's zone key."""
    try:
        return ZONES[word.strip()]
    except KeyError:
        raise AssertionError(f"unknown zone {word!r}; use one of {sorted(ZONES)}") from None


def uid(ctx: Ctx, name: str) -> int:
    """The id of the card called ``name`` (an alias from a set-up table, or the first card with that name)."""
    if name in ctx.names:
        return int(ctx.raw_game.current_id(ctx.names[name])) if ctx.raw_game is not None else ctx.names[name]
    for p in (0, 1):
        for z in ("field", "hand", "ex", "cemetery", "evolve_deck", "deck", "banished"):
            found = ctx.raw_game.ids_named(p, z, name)
            if found:
                return int(found[0])
    raise AssertionError(f"no card called {name!r} in the game")


NAME_PRIORITY = ("field", "hand", "ex", "cemetery", "banished", "race", "evolve_deck", "deck")


def remember_by_name(ctx: Ctx, name: str, card_uid: int, where: str) -> None:
    """Let a bare card name stand for this card unless one in a zone that comes earlier already does."""
    ranks: dict[str, int] = ctx.extra.setdefault("name_ranks", {})
    rank = NAME_PRIORITY.index(where)
    if name not in ctx.names or rank < ranks.get(name, len(NAME_PRIORITY)):
        ctx.names[name] = card_uid
        ranks[name] = rank


def remember(ctx: Ctx, alias: str, card_uid: int) -> None:
    """Name a card for later steps."""
    ctx.names[alias] = card_uid


def option_indexes(text: str) -> list[int]:
    """Option numbers as written (``2``, ``1 and 2``, ``1, 3``) to the engine's indexes (0 = first option)."""
    return [int(x) - 1 for x in text.replace("and", ",").split(",") if x.strip()]


def names_in(text: str) -> list[str]:
    """The quoted names in ``"A", "B" and "C"``."""
    names = re.findall(r'"([^"]+)"', text)
    if not names:
        raise AssertionError(f"no quoted card names in {text!r}")
    return names


def target_ids(ctx: Ctx, text: str, chooser: int) -> list[int]:
    """Ids of the targets in ``"A" and the enemy leader``; "the enemy leader" is the chooser's opponent's."""
    ids: list[int] = []
    for part in re.findall(r'"[^"]+"|the enemy leader|my leader|my opponent\'s leader', text):
        if part.startswith('"'):
            ids.append(uid(ctx, part.strip('"')))
        else:
            owner = 1 - chooser if part == "the enemy leader" else LEADERS[part]
            ids.append(ctx.raw_game.leader_id(owner))
    return ids
