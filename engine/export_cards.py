"""Write the card export the site reads: ``python -m engine.export_cards OUT.json``.

The file holds every game's cards (``card_records()`` of each game's ``describe``
module that exists), the vocabulary a card file may use, and every refusal
reason with its meaning (see the card-export contract in the project notes).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

GAMES = ("engine.sve.describe", "engine.foh.describe", "engine.umafan.describe")
KEY = re.compile(r"^[a-z0-9][a-z0-9-]*$")


def _module(name: str) -> Any | None:
    try:
        if importlib.util.find_spec(name) is None:
            return None
    except ModuleNotFoundError:
        return None
    return importlib.import_module(name)


def build() -> dict[str, Any]:
    """The whole export: cards, vocabulary and refusals of every game that describes itself."""
    cards: list[dict[str, Any]] = []
    vocabulary: list[dict[str, Any]] = []
    refusals: list[dict[str, Any]] = []
    for name in GAMES:
        module = _module(name)
        if module is None:
            continue
        cards += module.card_records()
        if hasattr(module, "vocabulary_records"):
            vocabulary += module.vocabulary_records()
        if hasattr(module, "refusal_records"):
            refusals += module.refusal_records()
    return {"version": 1, "cards": cards, "vocabulary": vocabulary, "refusals": refusals}


def validate(export: dict[str, Any]) -> list[str]:
    """Problems with the export's shape (empty when it fits the contract)."""
    problems: list[str] = []
    seen: set[tuple[str, str]] = set()
    for i, card in enumerate(export["cards"]):
        where = f"cards[{i}] ({card.get('game')}:{card.get('key')})"
        for field in ("game", "key", "name", "aliases", "type", "abilities", "real"):
            if field not in card:
                problems.append(f"{where}: missing {field}")
        key = str(card.get("key", ""))
        if not KEY.match(key):
            problems.append(f"{where}: key {key!r} does not match {KEY.pattern}")
        if (card.get("game"), key) in seen:
            problems.append(f"{where}: duplicate key")
        seen.add((card.get("game"), key))
        for k in card.get("keywords", []):
            if not KEY.match(str(k.get("key", ""))):
                problems.append(f"{where}: keyword key {k.get('key')!r} does not match {KEY.pattern}")
        abilities = card.get("abilities", {})
        if not isinstance(abilities, dict) or set(abilities) != {"en", "ja"}:
            problems.append(f"{where}: abilities needs en and ja lists")
    for i, word in enumerate(export["vocabulary"]):
        for field in ("game", "kind", "name", "cr", "doc", "example"):
            if field not in word:
                problems.append(f"vocabulary[{i}]: missing {field}")
    for i, refusal in enumerate(export["refusals"]):
        for field in ("game", "reason", "exception", "meaning"):
            if not refusal.get(field):
                problems.append(f"refusals[{i}]: missing {field}")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Write the export to the given path; exit 1 (naming each problem) if it does not fit the contract."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("out", type=Path, help="where to write the JSON file")
    args = parser.parse_args(argv)
    export = build()
    problems = validate(export)
    if problems:
        for problem in problems:
            print(f"export_cards: {problem}", file=sys.stderr)
        return 1
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(export, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(
        f"export_cards: {len(export['cards'])} cards, {len(export['vocabulary'])} words, "
        f"{len(export['refusals'])} refusals -> {args.out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
