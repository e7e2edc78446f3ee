"""The card export (engine -> site): it runs, fits the contract, and renders SVE abilities from data."""

from __future__ import annotations

import json
from pathlib import Path

from engine.export_cards import build, main, validate
from engine.sve.describe import card_records, refusal_records


def test_export_runs_and_validates(tmp_path: Path) -> None:
    out = tmp_path / "cards.json"
    assert main([str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["version"] == 1
    assert validate(data) == []
    sve = [c for c in data["cards"] if c["game"] == "sve"]
    assert sve and all(c["abilities"]["en"] is not None for c in sve)
    assert {w["kind"] for w in data["vocabulary"] if w["game"] == "sve"} >= {"effect", "trigger", "target"}
    assert any(r["reason"] == "field-full" for r in data["refusals"])


def test_validate_names_problems() -> None:
    export = build()
    export["cards"].append(dict(export["cards"][0], key="Bad Key"))
    export["cards"].append(dict(export["cards"][0]))
    problems = validate(export)
    assert any("does not match" in p for p in problems)
    assert any("duplicate key" in p for p in problems)


def test_sve_records_read_the_card_data() -> None:
    by_key = {c["key"]: c for c in card_records()}
    archer = by_key["test-fanfare-archer"]
    assert archer["abilities"]["en"] == ["Fanfare: Deal 2 damage to a selected enemy follower on the field."]
    assert archer["abilities"]["ja"][0].startswith("《ファンファーレ》")
    evolved = by_key["test-twin-herald-evolved"]
    assert evolved["evolved_from"] == "test-twin-herald"
    assert evolved["cost"] is None
    reasons = {r["reason"] for r in refusal_records()}
    assert {"summoning-sick", "ward", "once-per-turn", "invalid-argument"} <= reasons


def test_every_effect_and_trigger_has_wording() -> None:
    from engine.sve.cards import Effect
    from engine.sve.describe import TRIGGERS, effect_words
    from engine.sve.vocabulary import EFFECTS
    from engine.sve.vocabulary import TRIGGERS as TRIGGER_WORDS

    for name in EFFECTS:
        data: dict[str, object] = {
            "kind": name,
            "target": "self",
            "token": "Fairy",
            "card": "Fairy",
            "counter": "fable",
            "keyword": "ward",
            "trait": "Elf",
            "stat": "defense",
            "position": "top",
            "filter": {},
            "restriction": "cannot_attack",
        }
        if name == "choose":
            data.update(options=[[{"kind": "draw", "amount": 1}]], count=1)
        if name == "delayed":
            data.update(options=[[{"kind": "draw", "amount": 1}]], at="end_phase")
        if name == "pay":
            data.update(cost={"pp": 1})
        en, ja = effect_words(Effect.model_validate(data))
        assert en and ja, name
    assert set(TRIGGER_WORDS) - set(TRIGGERS) <= {"spell", "continuous"}
