"""Make a temporary copy of the project, optionally with a corpus N times today's.

``python tools/bench/corpus.py DEST --factor 10`` copies the project's files
(tracked and untracked-but-not-ignored, as ``git ls-files`` lists them) to
``DEST/project``, links ``.venv`` and ``../shared`` so that ``make`` targets
work there unchanged, then multiplies the rulings: every feature file gets
``factor - 1`` copies beside it whose feature, scenario names and ruling-id
tags are renamed (``SVE-EN-007`` becomes ``SVE-EN-107``, ``SVE-EN-207`` ...),
and ``oracle/sources.yaml`` gets the matching entries. Nothing of this is
committed: the copy lives in a temporary directory the bench deletes.

The copy only rewrites the project's data files (features, sources list);
the scenario suite and the site are then run through their usual entry
points, so the bench measures whatever the tree holds.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

SCENARIO_LINE = re.compile(r"^(\s*(?:Scenario Outline|Scenario Template|Scenario|Example)\s*:\s*)(.*?)\s*$")
FEATURE_LINE = re.compile(r"^(\s*Feature\s*:\s*)(.*?)\s*$")
ID_SHAPE = re.compile(r"^(.*?)(\d+)$")


def project_files(root: Path) -> list[str]:
    """Files of the project as git sees them (tracked plus new, not ignored); every file if git is absent."""
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z", "-c", "-o", "--exclude-standard"],
            cwd=root,
            check=True,
            capture_output=True,
        ).stdout
        return sorted({p for p in out.decode().split("\0") if p})
    except (OSError, subprocess.CalledProcessError):
        skip = {".venv", ".git", "site", "results", "__pycache__", ".mypy_cache", ".ruff_cache"}
        return sorted(
            str(p.relative_to(root))
            for p in root.rglob("*")
            if p.is_file() and not skip & set(p.relative_to(root).parts)
        )


def copy_project(root: Path, dest: Path) -> Path:
    """Copy the project into ``dest/project`` (mtimes kept), link its venv and ``../shared``."""
    project = dest / "project"
    for rel in project_files(root):
        src = root / rel
        if not src.is_file():
            continue  # deleted but still tracked
        target = project / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, target)
    venv = root / ".venv"
    if venv.exists():
        (project / ".venv").symlink_to(venv.resolve(), target_is_directory=True)
    shared = (root.parent / "shared").resolve()
    if shared.is_dir() and not (dest / "shared").exists():
        (dest / "shared").symlink_to(shared, target_is_directory=True)
    # The venv's install stamp must stay newer than pyproject.toml, or make would reinstall the project from the
    # copy (re-pointing the shared venv's editable install at a directory that is about to be deleted).
    pyproject = project / "pyproject.toml"
    if pyproject.exists():
        os.utime(pyproject, (0, 0))
    return project


def id_offset(ids: list[str], factor: int) -> int:
    """The step between copies of an id's number (100 while ids stay below 100; wider if they do not)."""
    top = max((int(m.group(2)) for i in ids if (m := ID_SHAPE.match(i))), default=0)
    step = 100
    while step <= top:
        step *= 10
    return step


def renamed_id(entry_id: str, copy: int, step: int) -> str:
    """The id of ``entry_id`` in copy number ``copy`` (1-based; copy 0 is the original)."""
    m = ID_SHAPE.match(entry_id)
    if m is None or copy == 0:
        return entry_id if copy == 0 else f"{entry_id}-C{copy}"
    digits = len(m.group(2))
    return f"{m.group(1)}{int(m.group(2)) + copy * step:0{digits}d}"


def multiply_sources(project: Path, factor: int) -> tuple[dict[str, list[str]], int]:
    """Add ``factor - 1`` renamed copies of every entry of ``oracle/sources.yaml``; return the id map."""
    path = project / "oracle" / "sources.yaml"
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    entries = raw.get("entries", [])
    ids = [e["id"] for e in entries]
    step = id_offset(ids, factor)
    mapping = {i: [renamed_id(i, k, step) for k in range(factor)] for i in ids}
    out = list(entries)
    for k in range(1, factor):
        for e in entries:
            new = dict(e)
            new["id"] = mapping[e["id"]][k]
            for key in ("same_as", "related"):
                if isinstance(e.get(key), list):
                    new[key] = [mapping[x][k] if x in mapping else x for x in e[key]]
            out.append(new)
    raw["entries"] = out
    path.write_text(yaml.safe_dump(raw, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return mapping, step


def renamed_feature(text: str, copy: int, mapping: dict[str, list[str]]) -> str:
    """The text of copy ``copy`` of a feature file: names suffixed, ruling-id tags renamed."""
    lines = []
    for line in text.splitlines(keepends=True):
        stripped = line.lstrip()
        end = "\n" if line.endswith("\n") else ""
        if stripped.startswith("@"):
            tags = [
                f"@{mapping[t[1:]][copy]}" if t.startswith("@") and t[1:] in mapping else t
                for t in line.split()
            ]
            line = line[: len(line) - len(stripped)] + " ".join(tags) + end
        elif (m := SCENARIO_LINE.match(line.rstrip("\n"))) or (m := FEATURE_LINE.match(line.rstrip("\n"))):
            line = f"{m.group(1)}{m.group(2)} (copy {copy + 1})" + end
        lines.append(line)
    return "".join(lines)


def multiply_features(project: Path, factor: int, mapping: dict[str, list[str]]) -> int:
    """Write ``factor - 1`` copies of every feature file beside it; return how many files were written."""
    written = 0
    for path in sorted((project / "features").rglob("*.feature")):
        text = path.read_text(encoding="utf-8")
        for k in range(1, factor):
            target = path.with_name(f"{path.stem}_copy{k + 1}{path.suffix}")
            target.write_text(renamed_feature(text, k, mapping), encoding="utf-8")
            written += 1
    return written


def make_corpus(root: Path, dest: Path, factor: int = 1) -> Path:
    """A copy of the project in ``dest`` whose rulings are ``factor`` times today's; returns its root."""
    project = copy_project(root, dest)
    if factor > 1:
        mapping, _ = multiply_sources(project, factor)
        multiply_features(project, factor, mapping)
    return project


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("dest", type=Path, help="an empty directory to create the copy in")
    parser.add_argument("--factor", type=int, default=10)
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[2])
    args = parser.parse_args(argv)
    project = make_corpus(args.root.resolve(), args.dest.resolve(), args.factor)
    print(project)
    return 0


if __name__ == "__main__":
    sys.exit(main())
