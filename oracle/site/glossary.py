"""The step glossary: step definitions read with ``ast`` (never imported, so the engine is never loaded).

For each ``@given``/``@when``/``@then``/``@step`` decorator: its pattern, the parser kind (plain string,
``parsers.parse``, ``parsers.cfparse``, ``parsers.re``), the function's docstring and its ``Example:``
line. Scenario steps are matched against the patterns with the ``parse`` library (or ``re``), the
way pytest-bdd matches them, so the glossary can list the scenarios that use each step.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import parse as parse_lib

from oracle.site.model import GAMES, Scenario

KINDS = ("given", "when", "then", "step")
_HOLE = "\x00"
_HOLE_RX = re.compile("\x00([^\x00]*)\x00")
_EXAMPLE = re.compile(r"^\s*Example:\s*(.+?)\s*$", re.MULTILINE)


@dataclass
class StepDef:
    """One step definition found in a step module."""

    kind: str  # given / when / then / step
    pattern: str
    shown: str
    parser: str  # string / parse / cfparse / re
    function: str
    module: str
    line: int
    docstring: str
    example: str | None
    game: str | None  # None: shared by every game
    used_by: list[Scenario] = field(default_factory=list)
    _matcher: Any = None

    def matches(self, text: str) -> bool:
        if self._matcher is None:
            self._matcher = _compile(self.parser, self.pattern)
        return bool(self._matcher(text))

    @property
    def needle(self) -> tuple[str, bool]:
        """Text that every step this definition matches contains, and whether it is its lower-case start.

        * ``parse``/``cfparse``/plain patterns: the literal start of the pattern (up to its first field),
          lower-cased, when it is ASCII: ``parse`` ignores case, and for ASCII step text that is
          lower-casing (``(start, True)``).
        * ``re`` patterns: the longest run of plain characters outside any group, which a match must
          contain as it is (``(run, False)``); none when the pattern ignores case.

        ``("", …)`` when there is none. Only ever used to skip a definition that cannot match.
        """
        if _HOLE in self.pattern:
            return "", False
        if self.parser != "re":
            head = self.pattern.split("{", 1)[0]
            return (head.lower(), True) if head.isascii() else ("", True)
        return _required_text(self.pattern), False


def _required_text(pattern: str) -> str:
    """The longest run of literal characters at the top level of a regular expression ("" if none)."""
    try:
        from re import _parser as sre  # type: ignore[attr-defined]

        parsed = sre.parse(pattern)
        if parsed.state.flags & (re.IGNORECASE | re.VERBOSE):
            return ""
        literal = sre.LITERAL
    except Exception:  # noqa: BLE001 - no shortcut then
        return ""
    best, run = "", ""
    for op, arg in parsed:
        if op is literal:
            run += chr(arg)
            best = max(best, run, key=len)
        else:
            run = ""
    return best


def _compile(parser: str, pattern: str) -> Any:
    if _HOLE in pattern:  # a part computed at import time matches any text
        if parser == "re":
            pattern = _HOLE_RX.sub("(?:.+?)", pattern)
        else:
            rx = re.compile(
                "".join(".+?" if i % 2 else re.escape(p) for i, p in enumerate(_HOLE_RX.split(pattern)))
            )
            return lambda text: rx.fullmatch(text) is not None
    if parser == "string":
        return lambda text: text == pattern
    if parser == "re":
        rx = re.compile(pattern)
        return lambda text: rx.fullmatch(text) is not None
    try:
        if parser == "cfparse":
            import parse_type.cfparse as cf

            compiled: Any = cf.Parser(pattern)
        else:
            compiled = parse_lib.compile(pattern)
        return lambda text: compiled.parse(text) is not None
    except Exception:  # unknown custom types: fall back to "any text in the fields"
        rx = re.compile(re.sub(r"\\\{[^}]*\\\}", "(.+?)", re.escape(pattern)))
        return lambda text: rx.fullmatch(text) is not None


def _string(node: ast.expr, consts: dict[str, str]) -> str | None:
    """The value of a string expression: a literal, an f-string or ``+`` of known module constants."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return consts.get(node.id)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _string(node.left, consts), _string(node.right, consts)
        return left + right if left is not None and right is not None else None
    if isinstance(node, ast.JoinedStr):
        parts: list[str] = []
        for v in node.values:
            if isinstance(v, ast.FormattedValue):
                inner = _string(v.value, consts)
                if inner is None:
                    # computed at import time (e.g. a join over a dict): keep a placeholder
                    label = v.value.id if isinstance(v.value, ast.Name) else "value"
                    inner = f"{_HOLE}{label}{_HOLE}"
                parts.append(inner)
            else:
                value = _string(v, consts)
                if value is None:
                    return None
                parts.append(value)
        return "".join(parts)
    return None


def _pattern_of(node: ast.expr, consts: dict[str, str]) -> tuple[str, str] | None:
    """``"text"`` → ("string", text); ``parsers.parse("x")`` → ("parse", "x"), and so on."""
    text = _string(node, consts)
    if text is not None:
        return "string", text
    if isinstance(node, ast.Call) and node.args:
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
        first = _string(node.args[0], consts)
        if name in ("parse", "cfparse", "re") and first is not None:
            return name, first
    return None


def _parse(path: Path, trees: dict[Path, ast.Module | None]) -> ast.Module | None:
    """A module's syntax tree, parsed once per :func:`read_step_defs` (None when it does not parse)."""
    if path not in trees:
        try:
            trees[path] = ast.parse(path.read_text(encoding="utf-8"))
        except SyntaxError:
            trees[path] = None
    return trees[path]


def _constants(
    tree: ast.Module,
    root: Path,
    seen: set[str] | None = None,
    trees: dict[Path, ast.Module | None] | None = None,
    looked: set[Path] | None = None,
) -> dict[str, str]:
    """Module-level string constants, including those imported from other project modules (``looked``
    collects every module file it looked for, found or not)."""
    seen = seen if seen is not None else set()
    trees = trees if trees is not None else {}
    consts: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            path = root / (node.module.replace(".", "/") + ".py")
            if looked is not None:
                looked.add(path)
            if path.is_file() and str(path) not in seen:
                seen.add(str(path))
                imported = _parse(path, trees)
                if imported is None:
                    continue
                other = _constants(imported, root, seen, trees, looked)
                for alias in node.names:
                    if alias.name in other:
                        consts[alias.asname or alias.name] = other[alias.name]
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if node.value is None:
                continue
            value = _string(node.value, consts)
            if value is None:
                continue
            for t in targets:
                if isinstance(t, ast.Name):
                    consts[t.id] = value
    return consts


def _game_of(path: Path, steps_root: Path) -> str | None:
    try:
        parts = path.relative_to(steps_root).parts
    except ValueError:
        return None
    return next((p for p in parts if p in GAMES), None)


def read_step_defs(root: Path, dirs: list[str], cache: Path | None = None) -> list[StepDef]:
    """Every step definition in the Python files under ``dirs`` (relative to ``root``).

    ``cache``: a file keeping the definitions between runs (``make site-build`` keeps one beside this module's
    compiled code); they are read again only when a module file under ``dirs`` appeared, went or changed
    (size or modification time), or a module they take constants from did, or this module's code changed.
    """
    modules = [m for d in dirs if (root / d).is_dir() for m in sorted((root / d).rglob("*.py"))]
    if cache is not None:
        kept = _cached_defs(cache, root, modules)
        if kept is not None:
            return kept
    found: list[StepDef] = []
    trees: dict[Path, ast.Module | None] = {}
    looked: set[Path] = set()
    for module in modules:
        tree = _parse(module, trees)
        if tree is None:
            continue
        consts = _constants(tree, root, trees=trees, looked=looked)
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for dec in node.decorator_list:
                if not isinstance(dec, ast.Call):
                    continue
                f = dec.func
                kind = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                if kind not in KINDS or not dec.args:
                    continue
                pat = _pattern_of(dec.args[0], consts)
                if pat is None:
                    continue
                doc = ast.get_docstring(node) or ""
                ex = _EXAMPLE.search(doc)
                example = ex.group(1).strip().strip("`").strip() if ex else None
                summary = "\n".join(line for line in doc.splitlines() if not _EXAMPLE.match(line)).strip()
                found.append(
                    StepDef(
                        kind=kind,
                        pattern=pat[1],
                        shown=_HOLE_RX.sub(r"{\1}", pat[1]),
                        parser=pat[0],
                        function=node.name,
                        module=module.relative_to(root).as_posix(),
                        line=dec.lineno,
                        docstring=summary,
                        example=example,
                        game=_game_of(module, root / "tests" / "steps"),
                    )
                )
    if cache is not None:
        _store_defs(cache, root, modules, {*modules, *trees, *looked}, found)
    return found


def _stamp(path: Path) -> tuple[int, int] | None:
    """A file's size and modification time, or None when it is not a file."""
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_size, st.st_mtime_ns) if path.is_file() else None


def _defs_version() -> str:
    """Changes when the code that reads the definitions changes (this module, and the games it knows)."""
    import hashlib

    from oracle.site import model

    digest = hashlib.sha256(Path(__file__).read_bytes())
    digest.update(Path(model.__file__).read_bytes())
    return digest.hexdigest()


def _cached_defs(cache: Path, root: Path, modules: list[Path]) -> list[StepDef] | None:
    """The stored definitions, when the same module files are there and nothing they were read from changed."""
    import pickle

    try:
        with cache.open("rb") as handle:
            version, where, listed, stamps, defs = pickle.load(handle)
    except Exception:  # noqa: BLE001 - missing, damaged or from another version: read again
        return None
    if version != _defs_version() or where != str(root) or listed != [str(m) for m in modules]:
        return None
    if any(_stamp(Path(name)) != stamp for name, stamp in stamps.items()):
        return None
    return defs if isinstance(defs, list) else None


def _store_defs(cache: Path, root: Path, modules: list[Path], read: set[Path], defs: list[StepDef]) -> None:
    import os
    import pickle

    stamps = {str(p): _stamp(p) for p in sorted(read)}
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        partial = cache.with_name(f"{cache.name}.{os.getpid()}")
        with partial.open("wb") as handle:
            data = (_defs_version(), str(root), [str(m) for m in modules], stamps, defs)
            pickle.dump(data, handle, protocol=pickle.HIGHEST_PROTOCOL)
        partial.replace(cache)
    except (OSError, pickle.PicklingError):
        pass  # the cache only saves time


def step_kinds(scenario: Scenario) -> list[tuple[str, str, int]]:
    """(given/when/then, text, line) of each step, ``And``/``But``/``*`` taking the kind before them."""
    out: list[tuple[str, str, int]] = []
    current = "given"
    values: dict[str, str] = {}
    for ex in scenario.examples:  # an outline: match its steps with the first example row
        header, rows = ex.get("header"), ex.get("rows")
        if isinstance(header, list) and isinstance(rows, list) and rows:
            values = dict(zip(header, rows[0], strict=False))
            break
    for step in scenario.background + scenario.steps:
        kw = step.keyword.strip().lower()
        if kw in ("given", "when", "then"):
            current = kw
        text = step.text
        for k, v in values.items():
            text = text.replace(f"<{k}>", v)
        out.append((current, text, step.line))
    return out


def link_usage(
    defs: list[StepDef], scenarios: list[tuple[str | None, Scenario]]
) -> list[tuple[Scenario, str, int]]:
    """Record on each definition the scenarios that use it; return the steps no definition matches.

    Step texts repeat across scenarios: each (kind, game, text) is matched against the definitions once.
    """
    unmatched: list[tuple[Scenario, str, int]] = []
    hits: dict[tuple[str, str | None, str], list[StepDef]] = {}
    users: dict[int, set[int]] = {id(d): {id(sc) for sc in d.used_by} for d in defs}
    needles = [(d, *d.needle) for d in defs]
    candidates: dict[tuple[str, str | None], list[tuple[StepDef, str, bool]]] = {}
    for game, sc in scenarios:
        for kind, text, line in step_kinds(sc):
            key = (kind, game, text)
            found = hits.get(key)
            if found is None:
                group = candidates.get((kind, game))
                if group is None:
                    group = candidates[(kind, game)] = [
                        n
                        for n in needles
                        if n[0].kind in (kind, "step")
                        and (n[0].game is None or game is None or n[0].game == game)
                    ]
                lower = text.lower() if text.isascii() else None
                found = hits[key] = [
                    d
                    for d, needle, start in group
                    if ((needle in text) if not start else (lower is None or lower.startswith(needle)))
                    and d.matches(text)
                ]
            if not found:
                unmatched.append((sc, text, line))
            for d in found:
                seen = users[id(d)]
                if id(sc) not in seen:
                    seen.add(id(sc))
                    d.used_by.append(sc)
    return unmatched
