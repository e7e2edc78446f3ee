"""Design of the SVE engine: modules by rule area, imports pointing one way (no import cycle)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path("engine/sve")


def _imports() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in PACKAGE.glob("*.py"):
        deps: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("engine.sve."):
                deps.add(node.module.split(".")[2])
            elif isinstance(node, ast.ImportFrom) and node.module == "engine.sve":
                deps |= {alias.name for alias in node.names if (PACKAGE / f"{alias.name}.py").exists()}
        graph[path.stem] = deps - {path.stem}
    return graph


def test_no_import_cycle() -> None:
    graph = _imports()
    done: set[str] = set()

    def visit(node: str, trail: list[str]) -> None:
        assert node not in trail, f"import cycle: {' -> '.join([*trail, node])}"
        if node in done:
            return
        for dep in sorted(graph.get(node, ())):
            visit(dep, [*trail, node])
        done.add(node)

    for module in sorted(graph):
        visit(module, [])


def test_rule_modules_never_import_the_facade() -> None:
    graph = _imports()
    users = sorted(m for m, deps in graph.items() if "game" in deps and m != "__init__")
    assert set(users) <= {"describe", "interface"}, users  # interface: the engine seam (issue 23)
