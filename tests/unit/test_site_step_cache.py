"""The step definitions the site's glossary reads are kept between builds and read again when a file changes."""

from __future__ import annotations

import os
from pathlib import Path

from oracle.site.glossary import read_step_defs

STEPS = '''
from pytest_bdd import given, parsers

from tests.steps.words import OPENING


@given(parsers.parse(OPENING + " {n:d} cards"))
def holds(n):
    """A hand.

    Example: ``Given my hand holds 2 cards``
    """
'''


def _project(tmp_path: Path, opening: str) -> Path:
    steps = tmp_path / "tests" / "steps"
    steps.mkdir(parents=True)
    (steps / "words.py").write_text(f'OPENING = "{opening}"\n', encoding="utf-8")
    (steps / "hand_steps.py").write_text(STEPS, encoding="utf-8")
    return tmp_path


def _shown(root: Path, cache: Path | None) -> list[tuple[str, str, str | None, list[object]]]:
    return [(d.shown, d.module, d.example, d.used_by) for d in read_step_defs(root, ["tests/steps"], cache)]


def test_kept_definitions_equal_fresh_ones_and_follow_changed_files(tmp_path: Path) -> None:
    root = _project(tmp_path / "p", "my hand holds")
    cache = tmp_path / "cache" / "steps.pickle"
    fresh = _shown(root, None)
    assert fresh == [
        ("my hand holds {n:d} cards", "tests/steps/hand_steps.py", "Given my hand holds 2 cards", [])
    ]
    assert _shown(root, cache) == fresh  # read and stored
    assert cache.is_file()
    assert _shown(root, cache) == fresh  # from the cache
    # a module the definitions take a constant from changes (same size, later time): read again
    words = root / "tests" / "steps" / "words.py"
    words.write_text('OPENING = "my deck holds"\n', encoding="utf-8")
    later = words.stat().st_mtime_ns + 1_000_000_000
    os.utime(words, ns=(later, later))
    assert _shown(root, cache)[0][0] == "my deck holds {n:d} cards"
    # a new step module appears: read again
    (root / "tests" / "steps" / "more_steps.py").write_text(
        STEPS.replace("def holds", "def holds_more").replace('" {n:d} cards"', '" {n:d} more cards"'),
        encoding="utf-8",
    )
    assert [s[0] for s in _shown(root, cache)] == [
        "my deck holds {n:d} cards",
        "my deck holds {n:d} more cards",
    ]
