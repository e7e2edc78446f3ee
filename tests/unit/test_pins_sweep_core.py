"""Issue 24 sweep (slice core): pins for listed "equivalent" mutants of engine/core and engine/export_cards.py
that a call of a public function can tell apart (docs/mutation-equivalents.txt, docs/mutation.md).

The checkpoint tests build states no engine holds today (a zone whose cards are a tuple, cards with an extra
field or a list for a state, a dataclass that holds itself, an event log kept in a tuple): the checkpoint
module promises to put back any such state (its docstring), and takes the irregular ones the generic way.
Each test names the mutants it kills.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from engine import export_cards
from engine.core import CardInstance, EventLog, Zone
from engine.core.checkpoint import Checkpoint, checkpoint
from engine.core.rng import SeededRng


def _card(uid: int) -> CardInstance:
    return CardInstance(uid, "Goblin", 0)


# kills: engine.core.checkpoint.x_save_fields__mutmut_5
# a card touched, changed in a field of its own (not in its state dict), then touched again: the second
# touch must not record the changed card, or the restore puts the change back last.
def test_sweep_core_a_card_field_changed_between_two_touches_is_rolled_back() -> None:
    zone = Zone("field", 0)
    card = _card(1)
    zone.add(card)
    saved = checkpoint({"field": zone}, cards=False)
    saved.touch(card)
    card.face_up = True
    card.state = {"engaged": True}
    saved.touch(card)
    saved.restore()
    assert card.face_up is False and card.state == {}


# kills: engine.core.checkpoint.x__zones__mutmut_14
# cards on demand: the zones are recorded up front, so a zone changed before a card that refers to it is
# touched must not be recorded again by that touch (the restore would put the change back last).
def test_sweep_core_touching_a_card_that_refers_to_a_changed_zone_keeps_the_zone_first_record() -> None:
    zone = Zone("hand", 0)
    card = _card(1)
    zone.add(card)
    card.state["home"] = zone
    saved = checkpoint({"hand": zone}, cards=False)
    zone.capacity = 3
    saved.touch(card)
    saved.restore()
    assert zone.capacity is None


# kills: engine.core.checkpoint.x__zones__mutmut_35, engine.core.checkpoint.x__zones__mutmut_36
# (same, for the zone's card list: a card whose state holds that very list)
def test_sweep_core_touching_a_card_that_holds_a_changed_card_list_keeps_the_list_first_record() -> None:
    zone = Zone("hand", 0)
    card = _card(1)
    zone.add(card)
    card.state["pile"] = zone.cards
    saved = checkpoint({"hand": zone}, cards=False)
    zone.add(_card(2))
    saved.touch(card)
    saved.restore()
    assert [c.uid for c in zone.cards] == [1]


# kills: engine.core.checkpoint.x__zones__mutmut_28
# (same, for a second zone object that shares the first zone's card list, met only when a card is touched)
def test_sweep_core_a_zone_sharing_a_recorded_card_list_is_not_recorded_again_on_touch() -> None:
    zone = Zone("hand", 0)
    card = _card(1)
    zone.add(card)
    card.state["twin"] = Zone("twin", 0, cards=zone.cards)
    saved = checkpoint({"hand": zone}, cards=False)
    zone.add(_card(2))
    saved.touch(card)
    saved.restore()
    assert [c.uid for c in zone.cards] == [1]


# kills: engine.core.checkpoint.xǁCheckpointǁ__init____mutmut_1
# a Checkpoint made without saying how cards are recorded records them up front: touch then records nothing.
def test_sweep_core_a_checkpoint_made_plainly_records_cards_up_front() -> None:
    card = _card(1)
    saved = Checkpoint({"card": card})
    saved.touch(card)
    card.face_up = True
    saved.restore()
    assert card.face_up is True


# kills: engine.core.checkpoint.x__dataclass_recorder__mutmut_13
# a dataclass that holds itself: marking it seen is what ends the walk (else: RecursionError).
def test_sweep_core_a_dataclass_that_holds_itself_is_restored() -> None:
    @dataclass
    class Node:
        n: int
        me: Any = None

    node = Node(1)
    node.me = node
    saved = checkpoint({"node": node})
    node.n = 2
    saved.restore()
    assert node.n == 1 and node.me is node


# kills: engine.core.checkpoint.xǁCheckpointǁtouch__mutmut_12, engine.core.checkpoint.xǁCheckpointǁtouch__mutmut_14
# touching an object of a class no checkpoint has met yet: its recorder is chosen then.
def test_sweep_core_touching_an_object_of_a_new_class_records_it() -> None:
    @dataclass
    class Chip:
        items: list[int] = field(default_factory=lambda: [1])

    chip = Chip()
    saved = checkpoint({"zone": Zone("hand", 0)}, cards=False)
    saved.touch(chip)
    chip.items = [2]
    saved.restore()
    assert chip.items == [1]


# kills: engine.core.checkpoint.x__zones__mutmut_23
# a zone whose cards are a tuple, not a list: recorded field by field, not as a card list.
def test_sweep_core_a_zone_holding_a_tuple_is_restored() -> None:
    zone = Zone("hand", 0)
    zone.cards = ()  # type: ignore[assignment]
    saved = checkpoint({"hand": zone})
    zone.cards = (_card(1),)  # type: ignore[assignment]
    saved.restore()
    assert zone.cards == ()


# kills: engine.core.checkpoint.x__zones__mutmut_58
# a card whose state is not a dict is recorded the generic way.
def test_sweep_core_a_card_whose_state_is_a_list_is_restored() -> None:
    zone = Zone("field", 0)
    odd = CardInstance(1, "Goblin", 0, state=[1])  # type: ignore[arg-type]
    zone.add(odd)
    saved = checkpoint({"field": zone})
    odd.state.append(2)  # type: ignore[attr-defined]
    saved.restore()
    assert odd.state == [1]


# kills: engine.core.checkpoint.x__zones__mutmut_59
# a zone whose only cards have an extra field: the extra field's contents are recorded too.
def test_sweep_core_a_zone_of_cards_that_all_have_an_extra_field_is_restored() -> None:
    zone = Zone("field", 0)
    odd = _card(1)
    odd.notes = [1]  # type: ignore[attr-defined]
    zone.add(odd)
    saved = checkpoint({"field": zone})
    odd.notes.append(2)  # type: ignore[attr-defined]
    saved.restore()
    assert odd.notes == [1]  # type: ignore[attr-defined]


# kills: engine.core.checkpoint.x__zones__mutmut_103
# an irregular zone's items go through their registered recorders: a dict is restored in place (the same
# object), not replaced by a copy.
def test_sweep_core_a_dict_in_a_zone_is_restored_in_place() -> None:
    zone = Zone("field", 0)
    item = {"n": 1}
    zone.cards.append(item)  # type: ignore[arg-type]
    saved = checkpoint({"field": zone})
    item["n"] = 2
    saved.restore()
    assert zone.cards[0] is item and item == {"n": 1}


# kills: engine.core.checkpoint.x__log__mutmut_11, engine.core.checkpoint.x__log__mutmut_12,
#        engine.core.checkpoint.x__log__mutmut_19, engine.core.checkpoint.x__log__mutmut_21,
#        engine.core.checkpoint.x__log__mutmut_22
# an event log whose events are a tuple cannot be cut back by length: it is copied, and the copy holds the
# events it held.
def test_sweep_core_an_event_log_kept_in_a_tuple_is_given_back() -> None:
    log = EventLog()
    log.add("played", 0, card=1)
    log.events = tuple(log.events)  # type: ignore[assignment]
    state = {"log": log}
    saved = checkpoint(state)
    log.events = ()  # type: ignore[assignment]
    saved.restore()
    assert [e.kind for e in state["log"].events] == ["played"]


# kills: engine.core.checkpoint.x__log__mutmut_5
# one event log reached twice is recorded once, in place: after the restore both places hold that same log.
def test_sweep_core_an_event_log_reached_twice_stays_one_log() -> None:
    log = EventLog()
    log.add("played", 0, card=1)
    state: dict[str, Any] = {"log": log, "again": log}
    saved = checkpoint(state)
    log.add("drew", 0)
    saved.restore()
    assert state["log"] is log and state["again"] is log
    assert [e.kind for e in log.events] == ["played"]


# kills: engine.core.checkpoint.x__log__mutmut_17
# an event log whose event list was already recorded elsewhere is not the plain log: it is put back as the
# copy taken at the checkpoint (module docstring: what cannot be recorded in place is copied).
def test_sweep_core_an_event_log_whose_list_is_shared_is_put_back_as_a_copy() -> None:
    log = EventLog()
    log.add("played", 0, card=1)
    state: dict[str, Any] = {"kinds": log.events, "log": log}
    saved = checkpoint(state)
    log.add("drew", 0)
    saved.restore()
    assert state["log"] is not log and [e.kind for e in state["log"].events] == ["played"]
    assert state["kinds"] is log.events and [e.kind for e in log.events] == ["played"]


# kills: engine.core.checkpoint.x__choose__mutmut_8, engine.core.checkpoint.x__choose__mutmut_13,
#        engine.core.checkpoint.x__choose__mutmut_14
# the seeded generator defines __deepcopy__: it is copied at the checkpoint and that copy is put back (module
# docstring), drawing what the generator would have drawn from there.
def test_sweep_core_the_seeded_generator_is_put_back_as_its_copy() -> None:
    rng = SeededRng(3)
    rng.randint(1, 6)
    state: dict[str, Any] = {"rng": rng}
    saved = checkpoint(state)
    first = [rng.randint(1, 1000) for _ in range(3)]
    saved.restore()
    assert state["rng"] is not rng
    assert [state["rng"].randint(1, 1000) for _ in range(3)] == first


# kills: engine.core.snapshot.x_is_plain_dataclass__mutmut_11
# a dataclass with a field whose name starts with "__" is not a plain dataclass: the checkpoint copies it and
# puts the copy back (module docstring), rather than recording it in place.
def test_sweep_core_a_dataclass_with_a_dunder_field_is_put_back_as_a_copy() -> None:
    @dataclass
    class Odd:
        __marks__: list[int] = field(default_factory=lambda: [1])

    odd = Odd()
    state: dict[str, Any] = {"odd": odd}
    saved = checkpoint(state)
    odd.__marks__.append(2)
    saved.restore()
    assert state["odd"] is not odd and state["odd"].__marks__ == [1]


def _small_export() -> dict[str, Any]:
    card = {
        "game": "sve",
        "key": "test-ogre",
        "name": {"en": "Ogre", "ja": "オーガ"},
        "aliases": ["Ogre"],
        "type": {"en": "Follower", "ja": "フォロワー"},
        "abilities": {"en": [], "ja": []},
        "real": False,
    }
    return {"version": 1, "cards": [card], "vocabulary": [], "refusals": []}


# kills: engine.export_cards.x_main__mutmut_37,
#        engine.export_cards.x_main__mutmut_39, engine.export_cards.x_main__mutmut_40,
#        engine.export_cards.x_main__mutmut_41, engine.export_cards.x_main__mutmut_42,
#        engine.export_cards.x_main__mutmut_46
# the export file keeps Japanese as it is written and one item per line (indent 1), and the exporter says
# what it wrote.
def test_sweep_core_the_export_file_is_readable_japanese_one_item_a_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(export_cards, "build", _small_export)
    out = tmp_path / "cards.json"
    assert export_cards.main([str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert '"ja": "フォロワー"' in text
    assert text.startswith('{\n "version": 1,\n "cards": [\n  {\n   "game": "sve",')
    assert text.endswith("}\n")
    assert json.loads(text) == _small_export()
    assert capsys.readouterr().out == f"export_cards: 1 cards, 0 words, 0 refusals -> {out}\n"


# kills: engine.export_cards.x_main__mutmut_2, engine.export_cards.x_main__mutmut_5,
#        engine.export_cards.x_main__mutmut_8, engine.export_cards.x_main__mutmut_11,
#        engine.export_cards.x_main__mutmut_12, engine.export_cards.x_main__mutmut_13
# --help shows what the command does and what its argument is.
def test_sweep_core_the_exporter_help_says_what_it_writes(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        export_cards.main(["--help"])
    assert done.value.code == 0
    help_text = " ".join(capsys.readouterr().out.split())
    assert "Write the card export the site reads" in help_text
    assert "out where to write the JSON file" in help_text


# kills: engine.export_cards.x_main__mutmut_31, engine.export_cards.x_main__mutmut_33
# the export is UTF-8 whatever the locale says: written under the plain C locale with Python's UTF-8 mode off
# (a child process), it is the same file as the one written here.
def test_sweep_core_the_export_is_utf8_under_an_ascii_locale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(export_cards, "build", _small_export)
    here = tmp_path / "here.json"
    assert (
        export_cards.main([str(here)]) == 0
    )  # in this process too, so mutation testing links the test to main
    root = Path(export_cards.__file__).resolve().parents[1]
    out = tmp_path / "cards.json"
    env = dict(
        os.environ, LC_ALL="C", LANG="C", PYTHONUTF8="0", PYTHONCOERCECLOCALE="0", PYTHONPATH=str(root)
    )
    program = (
        "import sys, json\n"
        "from engine import export_cards as e\n"
        f"e.build = lambda: json.loads({json.dumps(json.dumps(_small_export()))})\n"
        "raise SystemExit(e.main([sys.argv[1]]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program, str(out)], cwd=root, env=env, capture_output=True, timeout=120
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert out.read_bytes() == here.read_bytes()
    assert json.loads(out.read_bytes().decode("utf-8")) == _small_export()
