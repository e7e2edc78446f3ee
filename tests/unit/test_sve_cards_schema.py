"""The SVE card schema: every data mistake is a typed load error naming the file, the card and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.sve.cards import CardDataError, default_pool, load_pool
from engine.sve.vocabulary import ALL, vocabulary_records


def _pool(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "cards.yaml"
    path.write_text("cards:\n" + body, encoding="utf-8")
    return path


GOOD = "  - {name: Test Fighter, kind: follower, cost: 2, attack: 2, defense: 2}\n"


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ("  - {name: A, kind: follower, cost: -1}\n", "cost", "greater than or equal"),
        ("  - {name: A, kind: wizard}\n", "kind", "unknown card type"),
        ("  - {name: A, kind: follower, keywords: [flying]}\n", "keywords", "unknown keyword"),
        ("  - {name: A, kind: follower, cost: two}\n", "cost", "integer"),
        ("  - {name: A, kind: follower, colour: red}\n", "colour", "Extra inputs"),
        (
            "  - {name: A, kind: follower, abilities: [{trigger: when_sad, effects: [{kind: draw, amount: 1}]}]}\n",
            "abilities[0].trigger",
            "unknown trigger",
        ),
        (
            "  - {name: A, kind: follower, abilities: [{trigger: fanfare, effects: [{kind: explode}]}]}\n",
            "abilities[0].effects[0].kind",
            "unknown effect",
        ),
        (
            "  - {name: A, kind: follower, abilities: [{trigger: fanfare, effects: [{kind: damage, target: everyone, amount: 1}]}]}\n",
            "abilities[0].effects[0].target",
            "unknown target",
        ),
        (
            "  - {name: A, kind: follower, abilities: [{trigger: fanfare, effects: [{kind: draw, amount: 1, if: lucky}]}]}\n",
            "abilities[0].effects[0].if",
            "unknown condition",
        ),
        (
            "  - {name: A, kind: follower, abilities: [{trigger: activated, cost: {gold: 1}, effects: [{kind: draw, amount: 1}]}]}\n",
            "abilities[0].cost.gold",
            "Extra inputs",
        ),
        (
            "  - {name: A, kind: follower, abilities: [{trigger: activated, cost: {pp: -2}, effects: [{kind: draw, amount: 1}]}]}\n",
            "abilities[0].cost.pp",
            "greater than or equal",
        ),
        (
            "  - {name: A, kind: follower, abilities: [{trigger: fanfare, effects: [{kind: damage, amount: 1}]}]}\n",
            "abilities[0].effects[0]",
            "needs a target",
        ),
        (
            "  - {name: A, kind: follower, abilities: [{trigger: fanfare, effects: [{kind: summon_token, token: Ghost, amount: 1}]}]}\n",
            "abilities[0].effects[0].token",
            "no card named 'Ghost'",
        ),
        (GOOD + GOOD, "name", "duplicate card name"),
        ("  - {name: A, kind: evolved}\n", "name", "base card"),
    ],
)
def test_bad_card_data_is_a_typed_load_error(tmp_path: Path, body: str, field: str, words: str) -> None:
    with pytest.raises(CardDataError) as info:
        load_pool(_pool(tmp_path, body), sets=False)
    err = info.value
    assert err.file == "cards.yaml"
    assert err.card in ("A", "Test Fighter")
    assert err.field == field, str(err)
    assert words in str(err), str(err)


def test_set_files_load_alongside(tmp_path: Path) -> None:
    sets = tmp_path / "sets"
    sets.mkdir()
    (sets / "XX01.yaml").write_text(
        "cards:\n  - {name: Sprout, kind: follower, craft: forest, cost: 1, attack: 1, defense: 1, number: XX01-001}\n",
        encoding="utf-8",
    )
    pool = load_pool(_pool(tmp_path, GOOD), sets=sets)
    assert pool.get("Sprout").key == "xx01-001"
    assert pool.sources["Sprout"] == "XX01.yaml"
    (sets / "XX02.yaml").write_text("cards:\n" + GOOD, encoding="utf-8")
    with pytest.raises(CardDataError, match="XX02.yaml: card 'Test Fighter': name: duplicate"):
        load_pool(_pool(tmp_path, GOOD), sets=sets)


def test_shipped_pool_loads_and_every_word_is_documented() -> None:
    pool = default_pool()
    assert pool.get("Fireball").kind == "spell"
    records = vocabulary_records()
    assert len(records) == sum(len(t) for t in ALL.values())
    assert all(r["doc"] and r["example"] for r in records)
