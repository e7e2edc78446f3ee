"""Every event kind the SVE engine logs is listed (with its meaning) in engine.sve.events."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from engine.sve.events import EVENT_KINDS


def _nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node, leaving out the mutants' copies of a function (``make mutate`` runs this inside ``mutants/``)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef) and "__mutmut_" in node.name and not node.name.endswith("_orig"):
            continue
        yield node
        stack.extend(ast.iter_child_nodes(node))


def test_every_logged_kind_is_listed() -> None:
    logged: set[str] = set()
    for path in Path("engine/sve").glob("*.py"):
        for node in _nodes(ast.parse(path.read_text(encoding="utf-8"))):
            func = node.func if isinstance(node, ast.Call) else None
            if (
                isinstance(node, ast.Call)
                and isinstance(func, ast.Attribute)
                and func.attr == "add"
                and getattr(func.value, "attr", None) == "log"
                and node.args
            ):
                first = node.args[0]
                if isinstance(first, ast.Constant) and isinstance(first.value, str):
                    logged.add(first.value)
                elif isinstance(first, ast.IfExp):
                    logged |= {n.value for n in (first.body, first.orelse) if isinstance(n, ast.Constant)}
    assert logged - set(EVENT_KINDS) == set()
    assert all(EVENT_KINDS.values())
