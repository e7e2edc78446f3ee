"""tools/bench/anchor.py: the pytest-bdd anchor empties step definitions and nothing else."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[2] / "tools" / "bench"


def _anchor():  # type: ignore[no-untyped-def]
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    spec = importlib.util.spec_from_file_location("bench_anchor", HERE / "anchor.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SOURCE = '''
from pytest_bdd import given, parsers, then
import pytest_bdd


@given(parsers.re(r"my hand holds (?P<n>\\d+) cards?"), converters={"n": int}, target_fixture="hand")
def hand(ctx, n: int) -> int:
    """Docstring."""
    return ctx.deal(n)


@pytest_bdd.then("it works")
def works(ctx):
    assert ctx.ok


def helper(x: int) -> int:
    return x + 1
'''


def test_step_definitions_are_emptied_and_the_rest_is_kept() -> None:
    text, emptied = _anchor().empty_steps(SOURCE)
    assert emptied == 2
    namespace: dict[str, object] = {}
    exec(compile(text, "<anchor>", "exec"), namespace)  # the emptied module still imports and defines
    assert 'converters={"n": int}' in text.replace("'", '"')  # decorators (texts, parsers) unchanged
    assert "target_fixture" in text
    assert "def hand():\n    pass" in text
    assert "def works():\n    pass" in text
    assert "def helper(x: int) -> int:\n    return x + 1" in text  # not a step: untouched


def test_the_design_floor_keeps_the_conftests_and_the_anchor_empties_them(tmp_path: Path) -> None:
    anchor = _anchor()
    root = tmp_path / "root"  # a tiny project outside git: every file is copied
    files = {name: f'"""{name}: speed-ups."""\n' for name in anchor.EMPTIED_CONFTESTS}
    files["tests/steps/game/steps.py"] = SOURCE
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    for keep in (False, True):
        project, emptied = anchor.make_anchor(root, tmp_path / str(keep), keep_speedups=keep)
        assert emptied == 2
        assert "def works():\n    pass" in (project / "tests/steps/game/steps.py").read_text(encoding="utf-8")
        for name in anchor.EMPTIED_CONFTESTS:
            assert ((project / name).read_text(encoding="utf-8") == files[name]) is keep, name
