"""Hashes of the files the scenario results depend on (feature files and engine sources).

The results plugin records them in ``results.json``; the site generator recomputes them to warn when
a feature file or an engine file changed after the results were produced.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

INPUT_GLOBS: dict[str, tuple[str, ...]] = {
    "features": ("**/*.feature",),
    "engine": ("**/*.py", "**/*.yaml", "**/*.yml", "**/*.json"),
}


def hash_inputs(root: Path, features_dir: str = "features", engine_dir: str = "engine") -> dict[str, str]:
    """SHA-256 of every feature file and engine source file, keyed by path relative to ``root``."""
    out: dict[str, str] = {}
    for kind, base in (("features", features_dir), ("engine", engine_dir)):
        top = root / base
        if not top.is_dir():
            continue
        for pattern in INPUT_GLOBS[kind]:
            for path in top.glob(pattern):
                if path.is_file() and "__pycache__" not in path.parts:
                    out[path.relative_to(root).as_posix()] = hashlib.sha256(path.read_bytes()).hexdigest()
    return dict(sorted(out.items()))


def changed_inputs(recorded: dict[str, str], current: dict[str, str]) -> dict[str, list[str]]:
    """Files changed, added or removed since ``recorded`` was taken."""
    return {
        "changed": sorted(p for p in recorded.keys() & current.keys() if recorded[p] != current[p]),
        "added": sorted(current.keys() - recorded.keys()),
        "removed": sorted(recorded.keys() - current.keys()),
    }
