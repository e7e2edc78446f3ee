"""The reading of a card whose token effect writes out its default zone (found by the third unseen-rulings batch)."""

from __future__ import annotations

from engine.sve.cards import parse_card
from engine.sve.describe import render_ability


def _reading(effect: dict[str, object]) -> tuple[str, str]:
    card = parse_card(
        {
            "name": "Split Writer",
            "kind": "follower",
            "craft": "neutral",
            "cost": 1,
            "attack": 1,
            "defense": 1,
            "abilities": [{"trigger": "fanfare", "effects": [effect]}],
        }
    )
    return render_ability(card.abilities[0])


def test_summon_token_with_zone_split_written_out_reads_as_the_default() -> None:
    """``zone: split`` is the default of ``summon_token``: writing it out gives the same reading, not an error."""
    written = _reading({"kind": "summon_token", "token": "Fairy", "amount": 3, "zone": "split"})
    default = _reading({"kind": "summon_token", "token": "Fairy", "amount": 3})
    assert written == default
    assert "the rest into the EX area" in written[0]
