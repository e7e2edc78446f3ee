"""tools/mutate/mutate.py: which survivor changes count as "message only" (docs/mutation.md)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "tools" / "mutate" / "mutate.py"
_spec = importlib.util.spec_from_file_location("mutate_tool", _PATH)
assert _spec is not None and _spec.loader is not None
mutate = importlib.util.module_from_spec(_spec)
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
