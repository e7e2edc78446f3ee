"""Pins of listed equivalents that only a direct call tells apart (issue 24, sweep of slice sveother2).

No scenario step reads the card readings of ``engine/sve/describe.py`` or the loader's error fields, file
encoding and pool cache, so these mutants are told apart here, through public functions: each test names the
mutants it kills (numbered as in a mutants/ copy of commit b7be663) and passes on the engine.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from engine.sve.cards import CardDataError, CardPool, load_pool, parse_card
from engine.sve.describe import render_ability

ROOT = Path(__file__).resolve().parents[2]


def _card(**fields: Any) -> dict[str, Any]:
    return {"name": "Pin Sweep Reading", "kind": "follower", "craft": "neutral", "cost": 1, "attack": 1,
            "defense": 1, **fields}  # fmt: skip


def test_state_ability_without_condition_reads_on_the_field_in_japanese() -> None:
    """kills: engine.sve.describe.x_condition_words__mutmut_3 (the Japanese words of no condition are read by
    a state-triggered ability without a condition: 「これが場にある」 stands in for them)."""
    card = parse_card(_card(abilities=[{"trigger": "state", "effects": [{"kind": "draw", "amount": 1}]}]))
    assert render_ability(card.abilities[0]) == (
        "When this card is on the field: Draw 1 card.",
        "これが場にあるの状態になったとき：1枚引く。",
    )


def test_when_filter_starting_with_capital_x_takes_a() -> None:
    """kills: engine.sve.describe.x_render_ability__mutmut_77 (a trait starting with X: "a Xeno follower",
    not "an")."""
    ability = {
        "trigger": "follower_enters",
        "when": {"trait": "Xeno", "side": "any", "other": False},
        "effects": [{"kind": "draw", "amount": 1}],
    }
    card = parse_card(_card(abilities=[ability]))
    assert (
        render_ability(card.abilities[0])[0] == "Whenever a Xeno follower comes onto your field: Draw 1 card."
    )


@pytest.mark.parametrize("key", ["a[b", "function-after", "function-before", "function-wrap"])
def test_error_field_leaves_out_a_bracketed_or_validator_key(key: str) -> None:
    """kills: engine.sve.cards.x__field_path__mutmut_5, _7, _8, _9, _10, _11, _12, _13, _15 (a counter name
    of a remove_counters cost is a part of the error's location: one with brackets or named like a validator
    is left out of the field the error names)."""
    ability = {"trigger": "activated", "cost": {"remove_counters": {key: "x"}}, "effects": [{"kind": "draw"}]}
    with pytest.raises(CardDataError) as caught:
        parse_card(_card(abilities=[ability]))
    assert caught.value.field == "abilities[0].cost.remove_counters"


def test_card_files_are_read_as_utf8_under_an_ascii_locale() -> None:
    """kills: engine.sve.cards.x__read__mutmut_6 (read with the locale's encoding, the Japanese of the card
    files does not decode under a C locale without UTF-8 mode and locale coercion)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHON"))}
    env.update(LC_ALL="C", PYTHONUTF8="0", PYTHONCOERCECLOCALE="0", PYTHONPATH=str(ROOT))
    code = "from engine.sve.cards import load_pool; print(ascii(load_pool().get('Test Goblin').name))"
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert (done.returncode, done.stdout.strip()) == (0, "'Test Goblin'"), done.stderr[-2000:]


def test_a_file_that_cannot_be_read_is_an_error_even_with_a_cache(tmp_path: Path) -> None:
    """kills: engine.sve.cards.x_load_pool__mutmut_28 (with a cache but no key, because a file cannot be read,
    the cache is not looked at: the load reports the file)."""
    small = tmp_path / "small.yaml"
    small.write_text(
        "cards:\n  - {name: Pin Sweep Cached, kind: follower, craft: neutral, cost: 1, attack: 1, defense: 1}\n",
        encoding="utf-8",
    )
    cache = tmp_path / "cache"
    cache.mkdir()
    (cache / "pool-None.pickle").write_bytes(pickle.dumps(load_pool(small, sets=False)))
    with pytest.raises(OSError):
        load_pool(tmp_path / "missing.yaml", sets=False, cache=cache)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_without_a_cache_a_card_file_is_read_once(tmp_path: Path) -> None:
    """kills: engine.sve.cards.x_load_pool__mutmut_25 (without a cache no cache key is worked out, so a card
    file is read once: a named pipe that is written once loads like a plain file)."""
    pipe = tmp_path / "piped.yaml"
    os.mkfifo(pipe)
    text = "cards:\n  - {name: Pin Sweep Piped, kind: follower, craft: neutral, cost: 1, attack: 1, defense: 1}\n"

    def write_once() -> None:
        with pipe.open("w", encoding="utf-8") as out:
            out.write(text)

    outcome: dict[str, object] = {}

    def load() -> None:
        try:
            outcome["pool"] = load_pool(pipe, sets=False)
        except Exception as exc:  # noqa: BLE001 - any failure is the outcome compared below
            outcome["error"] = exc

    threading.Thread(target=write_once, daemon=True).start()
    loader = threading.Thread(target=load, daemon=True)
    loader.start()
    for _ in range(120):  # a loader that waits to read the pipe a second time is let see an empty pipe
        loader.join(1)
        if not loader.is_alive():
            break
        with contextlib.suppress(OSError):  # no reader waiting yet: try again
            os.close(os.open(pipe, os.O_WRONLY | os.O_NONBLOCK))
    assert "error" not in outcome, outcome.get("error")
    pool = outcome["pool"]
    assert isinstance(pool, CardPool)
    assert pool.get("Pin Sweep Piped").name == "Pin Sweep Piped"
