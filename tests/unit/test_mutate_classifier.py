"""tools/mutate/mutate.py: which survivor changes count as "message only" (docs/mutation.md)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[2] / "tools" / "mutate" / "mutate.py"
_spec = importlib.util.spec_from_file_location("mutate_tool", _PATH)
assert _spec is not None and _spec.loader is not None
mutate = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = mutate  # dataclasses look their module up there
_spec.loader.exec_module(mutate)

BEFORE = 'def f(x):\n    raise _refuse(f"{x} is wrong", "main-deck-size")\n'


def _same(before: str, after: str) -> bool:
    n = mutate._normalised
    return bool(n(before, messages=True, read_kinds=None) == n(after, messages=True, read_kinds=None))


def test_a_changed_message_is_message_only() -> None:
    assert _same(BEFORE, BEFORE.replace("is wrong", "XXis wrongXX"))


def test_a_changed_positional_reason_code_is_not() -> None:
    assert not _same(BEFORE, BEFORE.replace('"main-deck-size"', '"XXmain-deck-sizeXX"'))
    assert not _same(BEFORE, BEFORE.replace('"main-deck-size"', "None"))


def test_a_changed_keyword_reason_code_is_not() -> None:
    before = 'def f():\n    raise Refused("no room", reason="field-full")\n'
    assert _same(before, before.replace("no room", "NO ROOM"))
    assert not _same(before, before.replace("field-full", "FIELD-FULL"))


def test_a_fingerprint_names_the_change_not_the_function_around_it() -> None:
    before = "def f(x):\n    y = x + 1\n    return y\n"
    after = before.replace("x + 1", "x - 1")
    moved_before = "def f(x):\n    z = 3\n    y = x + 1\n    return y\n"
    moved_after = moved_before.replace("x + 1", "x - 1")
    assert mutate.fingerprint(before, after) == mutate.fingerprint(moved_before, moved_after)
    assert mutate.fingerprint(before, after) != mutate.fingerprint(before, before.replace("x + 1", "x + 2"))


def test_an_equivalent_line_may_carry_a_fingerprint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    listed = tmp_path / "equivalent.txt"
    listed.write_text(
        "# comment line\n"
        "engine.a.x_f__mutmut_1  # old style, no fingerprint\n"
        "engine.a.x_f__mutmut_2 @0123456789  # a reason # with a hash\n",
        "utf-8",
    )
    monkeypatch.setattr(mutate, "EQUIVALENT_FILE", listed)
    found = mutate.load_equivalents()
    assert found["engine.a.x_f__mutmut_1"].fingerprint is None
    assert found["engine.a.x_f__mutmut_2"].fingerprint == "0123456789"
    assert found["engine.a.x_f__mutmut_2"].why == "a reason # with a hash"
    assert found["engine.a.x_f__mutmut_2"].line == 3


def test_the_name_an_argument_check_puts_into_its_message_is_message_only() -> None:
    before = 'def f(x, ids):\n    count_arg(x, "turn", low=1)\n    ids_arg(ids, name="targets")\n'
    assert _same(before, before.replace('"turn"', "None"))
    assert _same(before, before.replace('"targets"', '"XXtargetsXX"'))
    assert _same(
        before, before.replace(', name="targets"', "")
    )  # the default name, "ids", is a message word too
    assert not _same(before, before.replace('"turn", ', ""))  # no name at all: a TypeError, not a message
    assert not _same(before, before.replace("low=1", "low=2"))


def test_a_mutant_no_test_reaches_counts_against_the_kill_rate() -> None:
    from collections import Counter

    row = mutate._row("engine/x.py", Counter({"killed": 9, "no tests": 1, "equivalent": 5, "not checked": 3}))
    cells = row.split()
    assert cells[1:5] == ["18", "9", "0", "1"]  # mutants, killed, survived, no test
    assert cells[-1] == "90.0"  # 9 of the 10 that are neither equivalent nor untried


def test_sve_events_are_read_by_kind_player_and_card_only() -> None:
    """SVE's event step reads every kind, with its player and card: other details are unread ("log only")."""
    before = 'def f(s, p, c):\n    s.log.add("evolved", p, card=c.uid, base=c.base, name=c.name)\n'

    def log_only(after: str) -> bool:
        n = mutate._normalised
        details = mutate.READ_EVENT_DETAILS["engine/sve"]
        kinds = mutate.READ_EVENT_KINDS["engine/sve"]
        return bool(
            n(before, messages=True, read_kinds=kinds, read_details=details)
            == n(after, messages=True, read_kinds=kinds, read_details=details)
        )

    assert log_only(before.replace("base=c.base", "base=None"))
    assert log_only(before.replace(", name=c.name", ""))
    assert not log_only(before.replace('"evolved"', '"XXevolvedXX"'))
    assert not log_only(before.replace("p, card", "None, card"))
    assert not log_only(before.replace('"evolved", p,', '"evolved",'))
    assert not log_only(before.replace("card=c.uid", "card=None"))


def test_a_dropped_message_is_message_only_but_a_dropped_reason_is_not() -> None:
    before = 'def f(x):\n    raise error(f"{x} is wrong", reason="bad-type")\n'
    assert _same(before, 'def f(x):\n    raise error(reason="bad-type")\n')
    assert not _same(before, 'def f(x):\n    raise error(f"{x} is wrong", )\n')
    assert not _same(
        BEFORE, 'def f(x):\n    raise _refuse("main-deck-size")\n'
    )  # the code became the message
