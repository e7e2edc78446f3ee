"""The SVE card pages' text, the vocabulary and the refusal list, pinned word for word (tests/golden/sve.py).

What the site shows of a card is ``engine/sve/describe.py``'s reading of the card data; no scenario reads
it, so without this test a wrong word (an ability worded "enemy" for "friendly", a lost condition, a wrong
Japanese term) would pass everything. A failure names the first records that differ or went missing. If the
change is deliberate (a reworded line), write the files again with ``make golden``, review the diff, and
commit it with the change. A card the golden file does not have yet is not a failure: it is pinned from the
next ``make golden`` on, so adding a card costs a contributor nothing more than the card. Anything else new
(a vocabulary word, a refusal, an extra ability) comes with engine code and fails until ``make golden``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.golden import sve

HOW = "if the change is deliberate, run `make golden`, review `git diff tests/golden` and commit it"


def _key(record: Any, index: int) -> str:
    if isinstance(record, dict):
        for field in ("key", "exception", "name"):
            if field in record:
                return f"{record.get('kind', '')}{':' if 'kind' in record else ''}{record[field]}"
    return f"#{index}"


def _leaf(a: Any, b: Any, path: str) -> tuple[str, Any, Any]:
    """The first place (a path such as ``.abilities.en[1]``) where ``a`` and ``b`` differ, with both values."""
    if isinstance(a, dict) and isinstance(b, dict):
        for k in sorted({*a, *b}, key=str):
            if a.get(k) != b.get(k):
                return _leaf(a.get(k), b.get(k), f"{path}.{k}")
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            if x != y:
                return _leaf(x, y, f"{path}[{i}]")
    return path, a, b


def _differences(
    expected: list[Any], actual: list[Any], *, new_records_ok: bool = False, limit: int = 6
) -> list[str]:
    """Short lines naming the records of ``expected`` that differ in ``actual`` (and where) or are missing from
    it, at most ``limit``; with ``new_records_ok``, records only ``actual`` has are not differences."""
    old = {_key(r, i): r for i, r in enumerate(expected)}
    new = {_key(r, i): r for i, r in enumerate(actual)}
    lines = [f"missing from the export: {k}" for k in old if k not in new]
    if not new_records_ok:
        lines += [f"new in the export: {k}" for k in new if k not in old]
    for k in old:
        if k in new and old[k] != new[k]:
            where, a, b = _leaf(old[k], new[k], k)
            lines.append(f"{where}: golden {json.dumps(a, ensure_ascii=False)[:160]}")
            lines.append(f"{where}: now    {json.dumps(b, ensure_ascii=False)[:160]}")
    return lines[:limit]


@pytest.mark.parametrize("name", sorted(sve.EXPORTS))
def test_the_sve_export_matches_its_golden_file(name: str) -> None:
    path = sve.HERE / name
    assert path.exists(), f"{path} is missing: {HOW}"
    expected = json.loads(path.read_text(encoding="utf-8"))
    actual = json.loads(sve.dumps(sve.EXPORTS[name]()))
    problems = _differences(expected, actual, new_records_ok=name == "sve_cards.json")
    if problems:
        pytest.fail(f"{name} differs from the engine's export:\n  " + "\n  ".join(problems) + f"\n{HOW}")


def test_the_golden_files_are_canonical_text() -> None:
    """Written by ``make golden`` (sorted keys, one-space indent), so a diff shows only real changes."""
    for name in sve.EXPORTS:
        text = (sve.HERE / name).read_text(encoding="utf-8")
        assert text == sve.dumps(json.loads(text)), f"{name} was edited by hand: {HOW}"


def test_every_extra_ability_words_something_the_pool_does_not() -> None:
    """An extra ability the pool also has would pin nothing new (and the pool changes over time)."""
    cards, extras = (
        json.loads((sve.HERE / n).read_text(encoding="utf-8"))
        for n in ("sve_cards.json", "sve_extra_abilities.json")
    )
    pool_lines = {line for record in cards for line in record["abilities"]["en"]}
    for extra in extras:
        assert extra["en"] not in pool_lines
