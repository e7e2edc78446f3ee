"""No tracked text file points outside the repository: no absolute path into the machine the project was
written on (``/work/...``), no relative path that climbs out of the checkout (``../notes/x.md``).

A file of this repository is read by people and tools in other checkouts, where such paths lead nowhere.
One folder outside the checkout is part of the documented set-up: ``shared/``, the shared rulings catalog that
``README.md`` says is looked for beside the checkout (``tests/unit/test_sources.py`` finds it, the bench links
it into its copies). ``../shared`` is allowed while the README documents it, and only it.
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parents[2]
MACHINE_ROOT = "/" + "work/"  # written in two parts so that this file does not name it
ABSOLUTE = re.compile(r"(?<![\w.~-])" + re.escape(MACHINE_ROOT))
CLIMBING = re.compile(r"(?<![\w./-])((?:\.\./)+)([A-Za-z0-9_][\w.-]*(?:/[\w.-]+)*)")
URL_ATTRIBUTE = re.compile(r"""(?:href|src)=["']$""")
MARKDOWN_LINK = re.compile(r"\]\($")
NOT_YET_FIXED: set[tuple[str, str]] = set()
"""Known hits still to fix (none)."""
DOCUMENTED_OUTSIDE = "shared"
"""The one folder beside the checkout a file may name (see the module docstring)."""


def tracked_text_files(root: Path) -> list[Path]:
    try:
        out = subprocess.run(
            ["git", "-C", str(root), "ls-files", "-z"], check=True, capture_output=True
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout: the tracked files are unknown")
    files = []
    for rel in sorted({p for p in out.decode().split("\0") if p}):
        path = root / rel
        if path.is_file() and not path.is_symlink():
            files.append(path)
    return files


def leaves(base: PurePosixPath, climbs: int) -> bool:
    """Whether going up ``climbs`` folders from ``base`` (relative to the root) leaves the repository."""
    return climbs > len(base.parts)


def outside_paths(rel: str, text: str, shared_documented: bool) -> list[tuple[int, str]]:
    """``(line, path)`` of each absolute machine path and each relative path leaving the repository in ``text``.

    A relative path in prose leaves when followed from the file's folder or from the repository's root (both
    readings occur in this project's prose); a Markdown link's target is followed from the file's folder
    only; a URL in an ``href``/``src`` attribute is a site link, not a path.
    """
    folder = PurePosixPath(rel).parent
    found: list[tuple[int, str]] = []
    for number, line in enumerate(text.splitlines(), 1):
        found += [(number, line[m.start() : m.start() + 40].split()[0]) for m in ABSOLUTE.finditer(line)]
        for m in CLIMBING.finditer(line):
            if URL_ATTRIBUTE.search(line[: m.start()]):
                continue
            if line[m.start() - 1 : m.start()] in "\"'" and m.start() and line[m.end() : m.end() + 1] == "/":
                continue  # a quoted site URL ("../sve/sve-en-003/"): pages' links end with a slash
            climbs = m.group(1).count("../")
            from_root = not MARKDOWN_LINK.search(line[: m.start()]) and leaves(PurePosixPath(), climbs)
            if not (leaves(folder, climbs) or from_root):
                continue
            if shared_documented and climbs == 1 and m.group(2).split("/")[0] == DOCUMENTED_OUTSIDE:
                continue
            found.append((number, m.group(0)))
    return found


def readme_documents_shared(root: Path) -> bool:
    readme = (root / "README.md").read_text(encoding="utf-8")
    return "shared/rulings/catalog.yaml" in readme and "beside the checkout" in readme


def test_no_tracked_file_points_outside_the_repository() -> None:
    shared = readme_documents_shared(ROOT)
    problems = []
    for path in tracked_text_files(ROOT):
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # not text
        rel = path.relative_to(ROOT).as_posix()
        if path == Path(__file__).resolve():
            continue  # its examples are what it looks for
        problems += [
            f"{rel}:{n}: {p}" for n, p in outside_paths(rel, text, shared) if (rel, p) not in NOT_YET_FIXED
        ]
    assert not problems, "paths outside the repository:\n" + "\n".join(problems)


def test_the_scanner_finds_what_it_must() -> None:
    text = (
        "see " + MACHINE_ROOT + "notes/x.md\n"  # absolute
        "see ../notes/bp01.md\n"  # climbs out from the root
        "shared: ../shared/rulings\n"  # documented
        "docs: ../index.md\n"  # prose: read from the root too, where it climbs out
        "[home](../index.md)\n"  # a Markdown link from docs/: stays inside
        '<a href="../sve-en-041/">\n'  # a site URL
        "('pass', '../sve/sve-en-003/')\n"  # a quoted site URL
        "from ..model import x\n"  # a relative import
    )
    assert outside_paths("docs/guide/a.md", "[x](../../README.md)\n", shared_documented=True) == []
    assert outside_paths("docs/a.md", text, shared_documented=True) == [
        (1, MACHINE_ROOT + "notes/x.md"),
        (2, "../notes/bp01.md"),
        (4, "../index.md"),
    ]
    assert (3, "../shared/rulings") in outside_paths("docs/a.md", text, shared_documented=False)
    assert outside_paths("docs/guide/a.md", "../index.md\n", shared_documented=True) == [(1, "../index.md")]
    assert outside_paths("a/b/c.md", "../../x\n", shared_documented=True) == [(1, "../../x")]
