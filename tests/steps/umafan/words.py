"""How the umafan steps read players, zones and card names (no rules knowledge here)."""

from __future__ import annotations

from typing import Any

from tests.support.context import Ctx

PLAYER = {"I": 0, "me": 0, "my": 0, "the opponent": 1, "the opponent's": 1}
ZONE = {
    "deck zone": "deck",
    "hand": "hand",
    "field": "field",
    "trash zone": "trash",
    "exit zone": "exit",
    "race deck": "race-deck",
    "race zone": "racecourses",
    "fielded racecourse": "fielded-racecourse",
}
WHO = r"(?P<who>my|the opponent's)"
ACTOR = r"(?P<who>I|the opponent)"
ZONES = r"(?P<zone>deck zone|hand|field|trash zone|exit zone|race deck)"


def remember(ctx: Ctx, name: str, uid: int) -> str:
    """Give the card ``uid`` a label: its name, or ``name #2``, ``name #3`` ... for later copies."""
    label, n = name, 1
    while label in ctx.names:
        n += 1
        label = f"{name} #{n}"
    ctx.names[label] = uid
    return label


def uid(ctx: Ctx, label: str) -> int:
    """The id of the card the scenario calls ``label``."""
    assert label in ctx.names, f"no card called {label!r} was set up in this scenario"
    return ctx.names[label]


def cells(datatable: list[list[str]]) -> list[dict[str, Any]]:
    """A data table as one dict per row, keyed by the header row."""
    header = [h.strip() for h in datatable[0]]
    return [dict(zip(header, (c.strip() for c in row), strict=True)) for row in datatable[1:]]


def quoted_list(text: str) -> list[str]:
    """``"A", "B"`` as ``["A", "B"]``."""
    return [part.strip().strip('"') for part in text.split(",") if part.strip()]
