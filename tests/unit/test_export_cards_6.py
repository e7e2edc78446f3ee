"""engine/export_cards.py: the card export holds every game's records, and its contract check names each
problem with the card it is about (mutation testing, docs/mutation.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import export_cards


def _card(**changes: Any) -> dict[str, Any]:
    card: dict[str, Any] = {
        "game": "sve",
        "key": "test-ogre",
        "name": {"en": "Ogre", "ja": None},
        "aliases": ["Ogre"],
        "type": {"en": "Follower", "ja": "フォロワー"},
        "abilities": {"en": [], "ja": []},
        "real": False,
        "keywords": [{"key": "ward", "en": "Ward", "ja": "守護"}],
    }
    card.update(changes)
    return {k: v for k, v in card.items() if v is not None or k == "name"}


def _export(cards: list[dict[str, Any]], vocabulary: Any = (), refusals: Any = ()) -> dict[str, Any]:
    return {"version": 1, "cards": cards, "vocabulary": list(vocabulary), "refusals": list(refusals)}


def test_the_export_holds_the_records_of_every_game() -> None:
    export = export_cards.build()
    assert {c["game"] for c in export["cards"]} == {"sve", "foh", "umafan"}
    assert {w["game"] for w in export["vocabulary"]} == {"sve"}
    assert {r["game"] for r in export["refusals"]} == {"sve"}
    assert export_cards.validate(export) == []


def test_every_game_s_records_are_kept_and_a_missing_game_is_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    class Game:
        def __init__(self, name: str) -> None:
            self.name = name

        def card_records(self) -> list[dict[str, Any]]:
            return [{"game": self.name}]

        def vocabulary_records(self) -> list[dict[str, Any]]:
            return [{"game": self.name}]

        def refusal_records(self) -> list[dict[str, Any]]:
            return [{"game": self.name}]

    games = {"a": Game("a"), "b": Game("b")}
    monkeypatch.setattr(export_cards, "GAMES", ("a", "missing", "b"))
    monkeypatch.setattr(export_cards, "_module", games.get)
    export = export_cards.build()
    for part in ("cards", "vocabulary", "refusals"):
        assert [r["game"] for r in export[part]] == ["a", "b"]


def test_a_good_card_has_no_problem() -> None:
    assert export_cards.validate(_export([_card()])) == []


def test_each_problem_names_the_card_by_position_game_and_key() -> None:
    card = _card()
    del card["real"]
    assert export_cards.validate(_export([_card(), card])) == [
        "cards[1] (sve:test-ogre): missing real",
        "cards[1] (sve:test-ogre): duplicate key",
    ]


def test_a_card_without_a_key_or_with_a_bad_key_is_named() -> None:
    card = _card()
    del card["key"]
    problems = export_cards.validate(_export([card, _card(key="Bad Key")]))
    assert problems[0] == "cards[0] (sve:None): missing key"
    assert problems[1].startswith("cards[0] (sve:None): key '' does not match")
    assert problems[2].startswith("cards[1] (sve:Bad Key): key 'Bad Key' does not match")


def test_keyword_keys_and_ability_languages_are_checked() -> None:
    problems = export_cards.validate(
        _export([_card(keywords=[{"key": "Bad Word"}, {"en": "no key"}], abilities={"en": []})])
    )
    assert problems == [
        "cards[0] (sve:test-ogre): keyword key 'Bad Word' does not match " + export_cards.KEY.pattern,
        "cards[0] (sve:test-ogre): keyword key None does not match " + export_cards.KEY.pattern,
        "cards[0] (sve:test-ogre): abilities needs en and ja lists",
    ]
    without = _card()
    del without["keywords"], without["abilities"]
    assert export_cards.validate(_export([without])) == [
        "cards[0] (sve:test-ogre): missing abilities",
        "cards[0] (sve:test-ogre): abilities needs en and ja lists",
    ]
    assert export_cards.validate(_export([_card(abilities=["en", "ja"])])) == [
        "cards[0] (sve:test-ogre): abilities needs en and ja lists"
    ]


def test_vocabulary_and_refusal_records_name_their_missing_fields() -> None:
    word = {"game": "sve", "kind": "effect", "name": "draw", "cr": None, "doc": "Draw."}
    refusal = {"game": "sve", "reason": "field-full", "exception": "FieldFull", "meaning": ""}
    assert export_cards.validate(_export([], [word], [refusal])) == [
        "vocabulary[0]: missing example",
        "refusals[0]: missing meaning",
    ]


def test_main_refuses_an_export_that_breaks_the_contract(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(export_cards, "build", lambda: _export([_card(key="Bad Key")]))
    out = tmp_path / "cards.json"
    assert export_cards.main([str(out)]) == 1
    assert not out.exists()
    assert "export_cards: cards[0] (sve:Bad Key): key 'Bad Key' does not match" in capsys.readouterr().err
    monkeypatch.setattr(export_cards, "build", lambda: _export([_card()]))
    assert export_cards.main([str(tmp_path / "new" / "dir" / "cards.json")]) == 0
    assert (
        json.loads((tmp_path / "new" / "dir" / "cards.json").read_text(encoding="utf-8"))["cards"][0]["key"]
        == "test-ogre"
    )
