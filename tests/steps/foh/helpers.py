"""Small translations from Gherkin words to engine arguments (no rules, no answers)."""

from __future__ import annotations

import re
from typing import Any

PLAYERS = {"I": 0, "my": 0, "me": 0, "my opponent": 1, "my opponent's": 1}
WHO = r"(?P<who>I|my opponent)"
WHOSE = r"(?P<whose>my|my opponent's)"


def player(word: str) -> int:
    """The player index a Gherkin word names: I/my is player 0, my opponent is player 1."""
    return PLAYERS[word]


def quoted(text: str | None) -> list[str]:
    """The quoted names in ``text``, in order: ``"A", "B"`` -> ``["A", "B"]``."""
    return re.findall(r'"([^"]+)"', text or "")


def hand_ids(game: Any, who: int, names: list[str]) -> list[int]:
    """Distinct ids of cards with these names in the player's hand.

    A name with no free card in the hand gives the id of a card of that name in another of the player's
    zones (so the engine sees a real card that is not in the hand), else ``-1``.
    """
    used: set[int] = set()
    out: list[int] = []
    for name in names:
        free = [uid for uid in game.ids(who, "hand", name) if uid not in used]
        for zone in ("track", "situation", "farm", "deck"):
            if free:
                break
            free = [uid for uid in game.ids(who, zone, name) if uid not in used]
        uid = free[0] if free else -1
        used.add(uid)
        out.append(uid)
    return out


def horse_id(game: Any, who: int, name: str) -> int:
    """Id of a horse named ``name`` on the track, the player's own first; ``-1`` when none is there."""
    for p in (who, 1 - who):
        found = game.ids(p, "track", name)
        if found:
            return found[0]
    return -1


def rows(datatable: list[list[str]]) -> list[dict[str, str]]:
    """A Gherkin data table as dicts keyed by its header row."""
    header, *body = datatable
    return [dict(zip(header, row, strict=True)) for row in body]
