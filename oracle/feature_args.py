"""``pytest features/sve/x.feature`` runs that feature file's scenarios (a pytest plugin, entry point
``oracle_feature_args``).

pytest collects Python test modules, not ``.feature`` files: the scenarios of ``features/<game>/`` are bound
by ``tests/steps/<game>/test_<game>.py``, next to the step definitions that game's features may use. So a new
contributor's first try, ``pytest features/sve/x.feature``, would answer "not found". This plugin turns each
command-line path under the project's ``features/`` folder (a feature file, ``file:LINE`` for the scenario
starting on that line, or a folder) into its game's step folder, and keeps only the scenarios of the named
files (the others are reported as deselected). Any other argument is left as it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

FEATURES = "features"
STEPS = Path("tests") / "steps"


@dataclass(frozen=True)
class Wanted:
    """One feature path asked for on the command line: a file or folder, and a scenario line or ``None``."""

    path: Path
    line: int | None

    def matches(self, feature_file: Path, line: int) -> bool:
        if self.path.is_dir():
            return self.path == feature_file or self.path in feature_file.parents
        return self.path == feature_file and (self.line is None or self.line == line)


_WANTED: list[Wanted] = []


def _split_line(arg: str) -> tuple[str, int | None]:
    head, sep, tail = arg.rpartition(":")
    if sep and tail.isdigit() and head.endswith(".feature"):
        return head, int(tail)
    return arg, None


def rewrite(args: list[str], cwd: Path) -> tuple[list[str], list[Wanted]]:
    """The arguments with feature paths replaced by their games' step folders, and what was asked for."""
    out: list[str] = []
    wanted: list[Wanted] = []
    for arg in args:
        text, line = _split_line(arg)
        path = (cwd / text).resolve() if not arg.startswith("-") else None
        root = next((p.parent for p in (path.parents if path else []) if p.name == FEATURES), None)
        if (
            path is None
            or root is None
            or not path.exists()
            or not (path.is_dir() or path.suffix == ".feature")
        ):
            out.append(arg)
            continue
        game = path.relative_to(root / FEATURES).parts[0] if path != root / FEATURES else None
        steps = root / STEPS / game if game else root / STEPS
        if not steps.is_dir():
            out.append(arg)  # pytest names it as not found
            continue
        wanted.append(Wanted(path, line))
        if str(steps) not in out:
            out.append(str(steps))
    return out, wanted


@pytest.hookimpl(tryfirst=True)
def pytest_load_initial_conftests(
    early_config: pytest.Config, parser: pytest.Parser, args: list[str]
) -> None:
    new, wanted = rewrite(list(args), Path.cwd())
    _WANTED[:] = wanted
    if wanted:
        args[:] = new


def _feature_of(item: pytest.Item) -> tuple[Path, int] | None:
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - pytest-bdd is a test dependency
        return None
    obj = getattr(item, "obj", None)
    try:
        template: Any = scenario_wrapper_template_registry.get(obj) if obj is not None else None
    except TypeError:
        return None
    if template is None:
        return None
    return Path(template.feature.filename).resolve(), int(template.line_number)


def pytest_collection_modifyitems(
    session: pytest.Session, config: pytest.Config, items: list[pytest.Item]
) -> None:
    if not _WANTED:
        return
    keep, drop = [], []
    for item in items:
        where = _feature_of(item)
        if where is not None and any(w.matches(*where) for w in _WANTED):
            keep.append(item)
        else:
            drop.append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep
