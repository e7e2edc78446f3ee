"""The SVE card pool's disk cache: the same pool as a fresh load, never a stale one, errors as without it."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from engine.sve import cards
from engine.sve.cards import CardDataError, CardPool, load_pool, pool_cache_dir, pool_cache_key

GOOD = "  - {name: Test Fighter, kind: follower, cost: 2, attack: 2, defense: 2}\n"


def _files(tmp_path: Path, body: str = GOOD) -> tuple[Path, Path]:
    main = tmp_path / "cards.yaml"
    main.write_text("cards:\n" + body, encoding="utf-8")
    sets = tmp_path / "sets"
    sets.mkdir(exist_ok=True)
    return main, sets


def _stored(cache: Path) -> list[Path]:
    return sorted(cache.glob("pool-*.pickle"))


def _same(a: CardPool, b: CardPool) -> None:
    assert a == b
    assert list(a.cards) == list(b.cards) and list(a.evolved) == list(b.evolved)
    assert list(a.sources.items()) == list(b.sources.items())


def test_a_second_load_comes_from_the_cache_and_equals_a_fresh_load(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    main, sets = _files(tmp_path)
    cache = tmp_path / "cache"
    first = load_pool(main, sets=sets, cache=cache)
    assert len(_stored(cache)) == 1
    monkeypatch.setattr(cards, "_load", lambda files: pytest.fail("read the YAML despite a stored pool"))
    again = load_pool(main, sets=sets, cache=cache)
    monkeypatch.undo()
    _same(again, first)
    _same(again, load_pool(main, sets=sets))


def test_the_shipped_pool_from_the_cache_equals_a_fresh_load(tmp_path: Path) -> None:
    fresh = load_pool()
    load_pool(cache=tmp_path)  # stores it
    _same(load_pool(cache=tmp_path), fresh)
    assert cards.default_pool() == fresh


def test_changing_a_card_file_changes_the_loaded_pool(tmp_path: Path) -> None:
    main, sets = _files(tmp_path)
    cache = tmp_path / "cache"
    assert load_pool(main, sets=sets, cache=cache).get("Test Fighter").attack == 2
    # same size, same modification time: only the bytes differ
    stat = main.stat()
    main.write_text(main.read_text(encoding="utf-8").replace("attack: 2", "attack: 5"), encoding="utf-8")
    os.utime(main, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    assert main.stat().st_size == stat.st_size
    assert load_pool(main, sets=sets, cache=cache).get("Test Fighter").attack == 5
    assert len(_stored(cache)) == 1, "the pool stored under the old key is deleted"


def test_adding_or_removing_a_set_file_changes_the_loaded_pool(tmp_path: Path) -> None:
    main, sets = _files(tmp_path)
    cache = tmp_path / "cache"
    assert "Sprout" not in load_pool(main, sets=sets, cache=cache).cards
    extra = sets / "XX01.yaml"
    extra.write_text(
        "cards:\n  - {name: Sprout, kind: follower, cost: 1, number: XX01-001}\n", encoding="utf-8"
    )
    pool = load_pool(main, sets=sets, cache=cache)
    assert pool.get("Sprout").key == "xx01-001" and pool.sources["Sprout"] == "XX01.yaml"
    extra.unlink()
    assert "Sprout" not in load_pool(main, sets=sets, cache=cache).cards


def test_changing_the_loading_code_changes_the_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    main, _ = _files(tmp_path)
    code = tmp_path / "loader.py"
    code.write_text("VERSION = 1\n", encoding="utf-8")
    monkeypatch.setattr(cards, "LOADER_SOURCES", (*cards.LOADER_SOURCES, code))
    before = pool_cache_key([main])
    assert before == pool_cache_key([main])
    code.write_text("VERSION = 2\n", encoding="utf-8")
    assert pool_cache_key([main]) != before
    assert pool_cache_key([main, tmp_path / "missing.yaml"]) is None


@pytest.mark.parametrize(
    "body",
    [
        "  - {name: A, kind: follower, cost: -1}\n",
        "  - {name: A, kind: follower, abilities: [{trigger: fanfare, effects: [{kind: explode}]}]}\n",
        GOOD + GOOD,
        "  - {name: A, kind: follower, abilities: [{trigger: fanfare, effects: [{kind: summon_token, token: Ghost}]}]}\n",
        "  - [not, a, mapping]\n",
    ],
)
def test_a_load_error_is_the_same_with_the_cache_and_nothing_is_stored(tmp_path: Path, body: str) -> None:
    main, sets = _files(tmp_path, body)
    cache = tmp_path / "cache"
    with pytest.raises(CardDataError) as plain:
        load_pool(main, sets=sets)
    for _ in range(2):
        with pytest.raises(CardDataError) as cached:
            load_pool(main, sets=sets, cache=cache)
        assert (str(cached.value), cached.value.file, cached.value.card, cached.value.field) == (
            str(plain.value),
            plain.value.file,
            plain.value.card,
            plain.value.field,
        )
    assert _stored(cache) == []


def test_a_missing_card_file_fails_as_without_the_cache(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        load_pool(tmp_path / "missing.yaml", sets=False, cache=tmp_path / "cache")
    assert not (tmp_path / "cache").exists()


def test_a_damaged_or_foreign_cache_file_is_a_miss(tmp_path: Path) -> None:
    main, sets = _files(tmp_path)
    cache = tmp_path / "cache"
    load_pool(main, sets=sets, cache=cache)
    (stored,) = _stored(cache)
    for junk in (b"not a pickle", stored.read_bytes()[:100], b"\x80\x05N."):  # garbage, cut short, None
        stored.write_bytes(junk)
        assert load_pool(main, sets=sets, cache=cache).get("Test Fighter").attack == 2
        assert _stored(cache) == [stored] and stored.read_bytes() != junk, "stored again"


def test_an_unwritable_cache_only_costs_time(tmp_path: Path) -> None:
    main, sets = _files(tmp_path)
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the folder would be", encoding="utf-8")
    assert load_pool(main, sets=sets, cache=blocker).get("Test Fighter").attack == 2
    assert list(tmp_path.glob(".pool-*")) == []


def test_the_cache_is_off_under_mutation_testing_or_when_asked() -> None:
    here = Path("/project/engine/sve/cards.py")
    assert pool_cache_dir({}, here) == Path("/project/engine/sve/__pycache__")
    assert pool_cache_dir({"MUTANT_UNDER_TEST": "engine.sve.cards.x_load__mutmut_1"}, here) is None
    assert pool_cache_dir({"ORACLE_NO_POOL_CACHE": "1"}, here) is None
    assert pool_cache_dir({"ORACLE_NO_POOL_CACHE": ""}, here) is not None
    assert pool_cache_dir({}, Path("/project/mutants/engine/sve/cards.py")) is None
