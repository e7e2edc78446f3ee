"""Class mechanics (CR 13; 14.3): Combo, Spellchain, Necrocharge, Overflow, Sanguine, Earth Rite, Lesson."""

from __future__ import annotations

from engine.core import CardInstance
from engine.core.atomic import touch
from engine.sve.errors import InvalidChoice
from engine.sve.state import PlayerState
from engine.sve.table import Table
from engine.sve.zones import bury


def magical_items(p: PlayerState) -> list[CardInstance]:
    """Magical Item cards in the EX area, which Lesson (X) banishes (CR 14.3)."""
    return [c for c in p.ex if c.name == "Magical Item"]


def pay_earth_rite(t: Table, p: PlayerState, amulet_uid: int) -> None:
    """Earth Rite (CR 13.3): remove a Stack counter from an amulet on your field."""
    amulet = p.field.get(amulet_uid) if amulet_uid in p.field else None
    if amulet is None or amulet.state["counters"].get("stack", 0) <= 0:
        raise InvalidChoice("Earth Rite removes a Stack counter from an amulet on your field")
    touch(t, amulet)
    amulet.state["counters"]["stack"] -= 1
    t.state.log.add("earth-rite-paid", p.index, card=amulet.uid)
    if amulet.state["counters"]["stack"] == 0:
        # left with no Stack counter by the payment, it goes to the cemetery as part of paying (CR 13.3.3.2,
        # 11.7.1; the official card Q&A of BP01-063): its slot on the field is free for what the card then does
        bury(t, amulet)
