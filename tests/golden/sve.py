"""The SVE export the site shows, pinned word for word: ``make golden`` writes it again.

``engine/sve/describe.py`` turns card data into the card pages' text (each ability worded in English and
Japanese), and ``engine/sve/vocabulary.py`` and the SVE error classes give the vocabulary and refusal lists
of the contributor guide. No scenario reads that text, so a wrong word there would pass every rules test;
``tests/unit/test_sve_golden_4b.py`` compares it with the files of this directory instead:

* ``sve_cards.json``: every card record of the default pool (``describe.card_records()``), by key;
* ``sve_extra_abilities.json``: a few abilities no card of the pool has, worded the same way, so that every
  wording branch of ``describe.py`` is reached (a filter on reserved followers, X counted from play points
  or leader defense, and so on);
* ``sve_example_abilities.json``: every vocabulary entry's YAML example worded as an ability, and variants for
  the values the examples leave out;
* ``sve_vocabulary.json`` and ``sve_refusals.json``: ``vocabulary_records()`` and ``refusal_records()``.

A card the golden file does not hold yet is not a failure (adding a card needs no ``make golden``); anything
else new fails until the files are written again.

Each file is sorted, indented JSON with the Japanese as it is, so that the diff of a deliberate change
(a new card, a reworded line) is easy to review. After such a change run ``make golden`` (or
``.venv/bin/python -m tests.golden.sve``) and commit the files with the change; review the diff first:
the golden files only say that the text did not change, not that it is right.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from engine.sve.cards import Ability
from engine.sve.describe import card_records, refusal_records, render_ability, vocabulary_records
from engine.sve.vocabulary import ALL

HERE = Path(__file__).parent

#: Abilities (card-YAML shape) that no card of the default pool has: each reaches a wording branch of
#: ``describe.py`` the pool leaves out.
EXTRA_ABILITIES: list[dict[str, Any]] = [
    {
        "trigger": "fanfare",
        "effects": [
            {"kind": "damage", "target": {"kind": "follower", "side": "enemy", "engaged": False}, "amount": 1}
        ],
    },
    {
        "trigger": "fanfare",
        "effects": [{"kind": "damage", "target": "enemy_follower", "amount": {"pp": True}}],
    },
    {
        "trigger": "fanfare",
        "effects": [{"kind": "gain_defense", "amount": {"leader_defense": True, "times": 2, "plus": 1}}],
    },
    # a trait no card has in Japanese: the Japanese line keeps the English word
    {
        "trigger": "fanfare",
        "effects": [{"kind": "damage", "target": {"trait": "Wanderer", "side": "enemy"}, "amount": 1}],
    },
    # several "which card" words in one filter (their Japanese order), and two leaders-or-followers
    {
        "trigger": "fanfare",
        "effects": [
            {
                "kind": "destroy",
                "target": {
                    "side": "enemy",
                    "name": "Test Goblin",
                    "keyword": "ward",
                    "max_cost": 2,
                    "min_attack": 1,
                },
            },
            {
                "kind": "damage",
                "target": {"select": "leader_or_follower", "side": "enemy", "count": 2},
                "amount": 1,
            },
        ],
    },
    # two selected amulets, two followers the opponent selects, X counted from the cards played
    {
        "trigger": "fanfare",
        "effects": [
            {"kind": "destroy", "target": {"select": "amulet", "side": "enemy", "count": 2}},
            {
                "kind": "destroy",
                "target": {"select": "follower", "side": "own", "count": 2, "chooser": "opponent"},
            },
            {"kind": "damage", "target": "enemy_leader", "amount": {"cards_played": True}},
        ],
    },
]


#: The same effects with the other values of a field the vocabulary's examples leave at one value.
VARIANTS: list[dict[str, Any]] = [
    {"kind": "gain_defense", "amount": 1, "side": "enemy"},
    {"kind": "draw", "amount": 2, "side": "enemy"},
    {"kind": "mill", "amount": 1, "side": "enemy", "zone": "ex"},
    {"kind": "put_on_deck", "target": "enemy_follower", "position": "top"},
    {"kind": "put_on_deck", "target": "enemy_follower", "position": "choose"},
    {"kind": "remove_counter", "target": "self", "counter": "stack", "amount": 2},
    {"kind": "cost_change", "target": "self", "amount": {"cards_played": True}},
    {"kind": "play_from", "zone": "cemetery", "filter": {"kind": "follower", "max_cost": 2}, "amount": 1},
    {
        "kind": "choose",
        "count": 1,
        "options": [[{"kind": "draw", "amount": 1}, {"kind": "gain_defense", "amount": 1}]],
    },
    {"kind": "cost_change", "target": "self", "amount": 1},
    {
        "kind": "delayed",
        "at": "end_phase",
        "options": [[{"kind": "draw", "amount": 1}, {"kind": "gain_defense", "amount": 1}]],
    },
]
#: Whole abilities for the ability-level words the examples leave out.
VARIANT_ABILITIES: list[dict[str, Any]] = [
    {
        "trigger": "card_enters",
        "when": {"side": "enemy", "other": False},
        "effects": [{"kind": "draw", "amount": 1}],
    },
    {
        "trigger": "continuous",
        "during": "your_turn",
        "if": {"overflow": True},
        "effects": [{"kind": "buff", "target": "self", "attack": 1}],
    },
]


def _example_ability(kind: str, example: str) -> dict[str, Any]:
    """A whole ability around one vocabulary entry's YAML example (the rest kept as plain as possible)."""
    parsed: dict[str, Any] = yaml.safe_load(
        f"effect: {example}" if kind in ("effect", "effect_field") else example
    )
    draw = {"kind": "draw", "amount": 1}
    if kind == "trigger":
        return {"effects": [draw], **parsed}
    if kind in ("effect", "effect_field"):  # an effect field's example is a whole effect
        return {"trigger": "fanfare", "effects": [parsed["effect"]]}
    if kind == "target":
        return {"trigger": "fanfare", "effects": [{"kind": "damage", "amount": 1, **parsed}]}
    if kind == "condition":
        return {"trigger": "fanfare", "effects": [draw], **parsed}
    if kind == "cost":
        return {"trigger": "activated", "effects": [draw], **parsed}
    if kind == "amount":
        return {"trigger": "fanfare", "effects": [{"kind": "damage", "target": "enemy_leader", **parsed}]}
    if kind == "duration":
        return {"trigger": "fanfare", "effects": [{"kind": "buff", "target": "self", "attack": 1, **parsed}]}
    raise ValueError(kind)


def example_abilities() -> list[dict[str, Any]]:
    """Every vocabulary example that words an ability (triggers, effects, targets, conditions, costs, amounts,
    durations; keywords and card fields are words of the card itself), and the variants above."""
    out = []
    for table in ALL.values():
        for word in table.values():
            if word.kind in ("keyword", "card"):
                continue
            data = _example_ability(word.kind, word.example)
            en, ja = render_ability(Ability.model_validate(data))
            out.append({"name": f"{word.kind}:{word.name}", "ability": data, "en": en, "ja": ja})
    for i, effect in enumerate(VARIANTS):
        data = {"trigger": "fanfare", "effects": [effect]}
        en, ja = render_ability(Ability.model_validate(data))
        out.append({"name": f"variant:{i}:{effect['kind']}", "ability": data, "en": en, "ja": ja})
    for i, data in enumerate(VARIANT_ABILITIES):
        en, ja = render_ability(Ability.model_validate(data))
        out.append({"name": f"variant-ability:{i}:{data['trigger']}", "ability": data, "en": en, "ja": ja})
    return out


def extra_abilities() -> list[dict[str, Any]]:
    """Each extra ability with its English and Japanese wording."""
    out = []
    for data in EXTRA_ABILITIES:
        en, ja = render_ability(Ability.model_validate(data))
        out.append({"ability": data, "en": en, "ja": ja})
    return out


#: What each golden file holds: file name -> a function computing it afresh (each test calls its own, so that
#: mutation testing links each engine function to the test that compares its output).
EXPORTS: dict[str, Callable[[], Any]] = {
    "sve_cards.json": lambda: sorted(card_records(), key=lambda r: str(r["key"])),
    "sve_extra_abilities.json": extra_abilities,
    "sve_example_abilities.json": example_abilities,
    "sve_vocabulary.json": lambda: sorted(
        vocabulary_records(), key=lambda r: (str(r["kind"]), str(r["name"]))
    ),
    "sve_refusals.json": lambda: sorted(refusal_records(), key=lambda r: (r["reason"], r["exception"])),
}


def dumps(value: Any) -> str:
    """The canonical text of a golden file."""
    return json.dumps(value, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


def main() -> int:
    for name, compute in EXPORTS.items():
        value = compute()
        path = HERE / name
        text = dumps(value)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        path.write_text(text, encoding="utf-8")
        print(f"{path}: {'unchanged' if old == text else 'written'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
