"""The pytest-bdd anchor of issue 11: today's features run by plain pytest-bdd, every step definition empty.

``python tools/bench/anchor.py DEST`` makes, in ``DEST``, a copy of the project (:func:`corpus.copy_project`)
in which:

* every step definition (a function decorated with pytest-bdd's ``given``/``when``/``then``/``step``) keeps
  its decorators (the same step texts, parsers and converters) but takes no argument and does nothing, so no
  fixture is asked for and no engine code runs;
* the project's own speed-ups of the scenario run are gone: ``tests/conftest.py`` and
  ``tests/steps/conftest.py`` are empty (no direct step look-up, no parsed-feature cache, no tag-mark cache,
  no collection without the garbage collector), so pytest-bdd finds every step through pytest's fixtures, as
  it does out of the box.

``pytest tests/steps -p no:hypothesispytest`` there costs what pytest-bdd itself costs for this corpus (the
same scenarios, steps and step definitions, empty step bodies). ``make bench`` holds the real suite to at most
a quarter of it.

``python tools/bench/anchor.py DEST --keep-speedups`` makes the *design floor* instead: the same emptied step
definitions, but the two conftests are kept, so the run has every speed-up of the real suite (direct step
look-up, parsed-feature cache, tag marks, results plugin) and the same imports, and only the step bodies
(the engine's work and the steps' own) cost nothing. It is what the suite would cost if the engine and the
step definitions were free: the lowest figure the current design (one pytest item per scenario) can reach.
``make bench`` holds the real suite to at most 1.5 times it.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus import copy_project  # noqa: E402

STEP_DECORATORS = {"given", "when", "then", "step"}
EMPTIED_CONFTESTS = ("tests/conftest.py", "tests/steps/conftest.py")


def _is_step(decorator: ast.expr) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
    return name in STEP_DECORATORS


class _EmptySteps(ast.NodeTransformer):
    """Every step definition: no parameters, body ``pass`` (decorators kept)."""

    def __init__(self) -> None:
        self.emptied = 0

    def visit_FunctionDef(self, node: ast.FunctionDef) -> ast.AST:
        if any(_is_step(d) for d in node.decorator_list):
            node.args = ast.arguments(
                posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[]
            )
            node.body = [ast.Pass()]
            node.returns = None
            self.emptied += 1
        return node


def empty_steps(source: str) -> tuple[str, int]:
    """``source`` with every step definition emptied; how many were."""
    tree = ast.parse(source)
    emptier = _EmptySteps()
    tree = emptier.visit(tree)
    return ast.unparse(ast.fix_missing_locations(tree)) + "\n", emptier.emptied


def make_anchor(root: Path, dest: Path, *, keep_speedups: bool = False) -> tuple[Path, int]:
    """The anchor project in ``dest`` (a copy of ``root``); how many step definitions were emptied.

    With ``keep_speedups`` the conftests are left as they are (the design floor, see the module's text).
    """
    project = copy_project(root, dest)
    emptied = 0
    for folder in ("tests/steps", "tests/support"):
        for path in sorted((project / folder).rglob("*.py")):
            text, count = empty_steps(path.read_text(encoding="utf-8"))
            if count:
                path.write_text(text, encoding="utf-8")
                emptied += count
    for name in () if keep_speedups else EMPTIED_CONFTESTS:
        (project / name).write_text('"""Emptied for the pytest-bdd anchor (tools/bench/anchor.py)."""\n')
    return project, emptied


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    keep = "--keep-speedups" in args
    if keep:
        args.remove("--keep-speedups")
    if len(args) != 1:
        print("usage: anchor.py DEST [--keep-speedups]", file=sys.stderr)
        return 2
    project, emptied = make_anchor(Path(__file__).resolve().parents[2], Path(args[0]), keep_speedups=keep)
    what = "design floor (speed-ups kept)" if keep else "anchor"
    print(f"{what}: {emptied} step definitions emptied in {project}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
