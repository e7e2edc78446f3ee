"""The site generator's modules import one way: no module of ``oracle/site`` imports one that imports it back.

Every import counts, at module level or inside a function (a lazy import is still a dependency), including
``if TYPE_CHECKING:`` ones. The intended order is in ``oracle/site/__init__.py``; this test only asks that the
graph have no cycle, and prints every cycle it finds.
"""

from __future__ import annotations

import ast
from pathlib import Path

SITE = Path(__file__).resolve().parents[2] / "oracle" / "site"
PACKAGE = "oracle.site"


def imported_modules(path: Path, known: set[str]) -> set[str]:
    """The modules of the package (short names in ``known``) that the file at ``path`` imports."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: from . import x / from .x import y
                base = node.module or ""
                names = [base] if base else [alias.name for alias in node.names]
                names = [f"{PACKAGE}.{n}" for n in names]
            elif node.module == PACKAGE:
                names = [f"{PACKAGE}.{alias.name}" for alias in node.names]
            elif node.module:
                names = [node.module]
        for name in names:
            if name.startswith(PACKAGE + "."):
                short = name[len(PACKAGE) + 1 :].split(".")[0]
                if short in known:
                    out.add(short)
    return out


def import_graph(folder: Path) -> dict[str, set[str]]:
    """Each module of the folder (by short name) and the modules of the folder it imports."""
    files = {p.stem: p for p in sorted(folder.glob("*.py"))}
    known = set(files)
    return {name: imported_modules(path, known) - {name} for name, path in files.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (as a closed path ``a -> b -> a``) per strongly connected part of more than one module."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    parts: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part: list[str] = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                parts.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    found: list[list[str]] = []
    for part in parts:  # a path from the part's first module back to itself, inside the part
        members = set(part)
        start = part[0]
        path, seen = [start], {start}
        while True:
            nxt = sorted(graph[path[-1]] & members)
            back = start in nxt
            if back and len(path) > 1:
                found.append([*path, start])
                break
            step = next((n for n in nxt if n not in seen), None)
            if step is None:  # dead end inside the part: fall back to naming the part
                found.append([*part, "(strongly connected)"])
                break
            path.append(step)
            seen.add(step)
    return found


def test_the_site_generator_imports_have_no_cycle() -> None:
    found = cycles(import_graph(SITE))
    assert not found, "import cycles in oracle/site:\n" + "\n".join(" -> ".join(c) for c in found)


def test_the_cycle_finder_names_a_cycle(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("from oracle.site.b import x\n", encoding="utf-8")
    (tmp_path / "b.py").write_text("def f():\n    from oracle.site import c\n", encoding="utf-8")
    (tmp_path / "c.py").write_text("from . import a\n", encoding="utf-8")
    (tmp_path / "d.py").write_text("import oracle.site.a\n", encoding="utf-8")
    graph = import_graph(tmp_path)
    assert graph == {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c", "a"]]
    graph["c"] = set()
    assert cycles(graph) == []
