"""The FOH card records the site shows, pinned word for word (engine/foh/describe.py).

The records are the card pages' text: a change in any word, number or field is a change a reader sees, so
each one must be deliberate. The expected records live in ``test_foh_card_records.json`` next to this file;
after a deliberate change (a new card, a reworded line) write it again with
``.venv/bin/python -m tests.unit.test_foh_describe`` and review the diff.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.foh.abilities import Ability, Effect
from engine.foh.cards import parse_pool
from engine.foh.describe import ability_lines, card_records, effect_lines

GOLDEN = Path(__file__).with_name("test_foh_card_records.json")

#: Effects and abilities the default pool does not print, so that every wording branch is pinned.
EXTRA_EFFECTS = [
    Effect("boost", amount=4),
    Effect("draw_distance", amount=1),
    Effect("draw_distance", amount=2),
    Effect("farm_to_hand", amount=1),
    Effect("look_top", amount=1),
    Effect("hand_gain", amount=1),
    Effect("set_going", name="芝"),
    Effect("set_going", name="ダート", turns=1),
    Effect("set_going", name="ダート", turns=3),
    Effect("set_going", name="雪"),
    Effect("fetch_from_farm", name="Sample Jockey"),
    Effect("rerun", amount=1),
    Effect("no_such_primitive", amount=1),
]
EXTRA_ABILITIES = [
    Ability(
        "on_guard_win", (Effect("boost", amount=1), Effect("draw_distance", amount=2)), "using_situation"
    ),
    Ability("on_run_fail", (Effect("rerun", amount=2),), "opponent_used_item"),
    Ability("no_such_timing", (Effect("boost", amount=1),), "no_such_condition"),
    Ability("no_such_timing", ()),
]
#: A pool of one card of each support kind and a horse with a keyword (exercises every record branch).
EXTRA_POOL: dict[str, Any] = {
    "force": [{"name": "Triple Force", "value": 3}],
    "horses": [
        {"name": "Sample Extra", "cost": 1, "run": 5, "guard": 6, "styles": ["逃げ", "追込"],
         "distance": ["sprint", "long"], "going": ["芝", "ダート"], "keywords": ["additional_guard"],
         "abilities": [{"timing": "on_run", "effects": [{"boost": 2}, {"draw_distance": 1}]}]},
        {"name": "変わった馬", "cost": 0, "run": 0, "guard": 0, "styles": ["大逃げ"],
         "distance": ["marathon"], "going": ["雪"]},
    ],
    "support": [
        {"name": "Sample Area Item", "kind": "item", "item_type": "area", "effects": [{"look_top": 2}]},
        {"name": "Sample Horse Item", "kind": "item", "item_type": "horse", "effects": [{"boost": 3}]},
        {"name": "Sample Rider", "kind": "jockey", "effects": [{"boost": 1}, {"hand_gain": 2}]},
        {"name": "Sample Sky", "kind": "situation", "effects": []},
        {"name": "Sample Trainer", "kind": "trainer", "effects": [{"draw_distance": 1}]},
        {"name": "Sample Unsorted Item", "kind": "item", "effects": []},
    ],
}  # fmt: skip


def rendered() -> dict[str, Any]:
    """Everything describe.py renders for the default pool and for the extra effects, abilities and cards."""
    return {
        "records": card_records(),
        "extra_records": card_records(parse_pool(EXTRA_POOL)),
        "effects": [
            [*effect_lines(e), *effect_lines(e, on="the horse it is used on")] for e in EXTRA_EFFECTS
        ],
        "abilities": [list(ability_lines(a)) for a in EXTRA_ABILITIES],
    }


def test_card_records_are_the_reviewed_ones() -> None:
    want = json.loads(GOLDEN.read_text(encoding="utf-8"))
    got = json.loads(json.dumps(rendered(), ensure_ascii=False))
    for part in want:
        assert got[part] == want[part], (
            f"{part} changed: rewrite {GOLDEN.name} if deliberate (module docstring)"
        )
    assert set(got) == set(want)


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(rendered(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}")
