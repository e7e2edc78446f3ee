"""Run mutmut over the engine (or one part of it) and print the kill rate per module.

Usage (from the repository root, inside the project's venv; ``make mutate`` does this)::

    python tools/mutate/mutate.py [MODULE] [--jobs N] [--report-only] [--survivors]

MODULE is a folder or file under ``engine/`` (``engine/foh``, ``engine/foh/game.py``); without it the
whole engine is measured. mutmut's own configuration is ``[tool.mutmut]`` in pyproject.toml; results
are kept in ``mutants/`` (git-ignored), so a second run only re-tests what changed. See docs/mutation.md.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import hashlib
import json
import os
import subprocess
import sys
import textwrap
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType


def _load_sampling() -> ModuleType:
    """tools/mutate/sampling.py, beside this file (the tools are scripts, not a package)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "mutate_sampling", Path(__file__).resolve().parent / "sampling.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


sample = _load_sampling()

ROOT = Path(__file__).resolve().parents[2]

# mutmut's exit-code meaning (mutmut.stats.status_by_exit_code, restated so the report needs no import).
STATUS = {
    1: "killed",
    3: "killed",
    0: "survived",
    5: "no tests",
    33: "no tests",
    34: "skipped",
    35: "suspicious",
    36: "timeout",
    37: "caught by type check",
    -24: "timeout",
    24: "timeout",
    152: "timeout",
    255: "timeout",
    -11: "segfault",
    -9: "segfault",
    2: "interrupted",
}
# A mutant counts as killed when a test failed, timed out or crashed with it on.
KILLED = {"killed", "timeout", "segfault", "caught by type check"}


def mutant_glob(module: str) -> str:
    """Turn ``engine/foh`` or ``engine/foh/game.py`` into mutmut's mutant-name pattern."""
    dotted = module.strip("/").removesuffix(".py").replace("/", ".")
    return f"{dotted}.*"


def sync_engine_data() -> list[str]:
    """Copy every non-Python file of ``engine/`` (card YAML, JSON) into ``mutants/`` where it differs; the paths copied.

    mutmut copies the engine tree into ``mutants/`` when it first makes the mutants and afterwards only looks at
    Python files: a card file changed since (a new test card) would stay old there, and every scenario that uses
    the new card would fail under every mutant, a false kill."""
    import shutil

    copied: list[str] = []
    base = ROOT / "mutants"
    if not base.is_dir():
        return copied
    for path in sorted((ROOT / "engine").rglob("*")):
        if not path.is_file() or path.suffix in (".py", ".pyc") or "__pycache__" in path.parts:
            continue
        target = base / path.relative_to(ROOT)
        if not target.exists() or target.read_bytes() != path.read_bytes():
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target)
            copied.append(str(path.relative_to(ROOT)))
    return copied


def untested_mutants(module: str) -> list[str] | None:
    """The names of ``module``'s mutants that have no verdict in ``mutants/`` yet (None: nothing generated yet).

    mutmut re-tests every mutant named on its command line, so a run of one module that was stopped part way
    goes on with exactly these names (``--resume``)."""
    results = load_results(module)
    if not results:
        return None
    return [name for codes in results.values() for name, code in codes.items() if code is None]


def load_results(module: str | None) -> dict[str, dict[str, int | None]]:
    """Read mutmut's ``.meta`` files: ``{source path: {mutant name: exit code}}``."""
    results: dict[str, dict[str, int | None]] = {}
    base = ROOT / "mutants"
    for meta in sorted(base.glob("engine/**/*.py.meta")):
        source = str(meta.relative_to(base)).removesuffix(".meta")
        if module and not (source == module or source.startswith(module.rstrip("/") + "/")):
            continue
        data = json.loads(meta.read_text("utf-8"))
        results[source] = data["exit_code_by_key"]
    return results


def _verdict(results: dict[str, dict[str, int | None]], name: str) -> int | None:
    for codes in results.values():
        if name in codes:
            return codes[name]
    return None


def forget_verdicts(drawn: dict[str, list[str]]) -> None:
    """Set the verdict of the drawn mutants back to "not tested" (``"<file>|<kind>"`` to names) in mutmut's
    ``.meta`` files: a survivor drawn to be tested again has no verdict until it is, so a draw stopped part way
    is seen as unfinished, never as finished with the old verdicts (tools/mutate/sampling.py)."""
    by_source: dict[str, set[str]] = {}
    for key, names in drawn.items():
        by_source.setdefault(key.rpartition("|")[0], set()).update(names)
    for source, names in by_source.items():
        meta = ROOT / "mutants" / f"{source}.meta"
        data = json.loads(meta.read_text("utf-8"))
        for name in names:
            data["exit_code_by_key"][name] = None
        meta.write_text(json.dumps(data, indent=4), "utf-8")


# A survivor whose only change is inside the message of a raised error (the text a person reads, never
# the machine-readable ``reason=`` code or the error class) cannot change what a scenario observes: it is
# counted apart as "message only" (docs/mutation.md), without a pragma in the engine file -- provided the
# changed message can still be built: a change that could make building it raise (``describe(None)``, an
# index, an operator, a removed argument) is an exception a scenario sees, so it stays a survivor.
#
# Events: a survivor that only changes a ``*.log.add(...)`` call of a kind no scenario reads, or a detail of a
# read kind that no step reads, changes nothing observable: "log only" (again only while the detail can still
# be built). What SVE's steps read is derived from the step code (``event_reads_from_steps``): today the
# "these events happened in this order" step reads every kind with its ``player``, its ``card`` and any other
# detail a column names (``e.data.get(column)``: every detail), so no SVE survivor is "log only". FOH's and
# umafan's steps read a fixed list of kinds by kind and ``card`` (``READ_EVENT_KINDS``).
EVERY_KIND = "*"
EVERY_DETAIL = "*"
READ_EVENT_KINDS: dict[str, set[str]] = {
    "engine/foh": {"force-ability", "run-resolved", "drew"},
    "engine/umafan": {"resolved"},
}
STEP_FOLDERS = {"engine/sve": ROOT / "tests" / "steps" / "sve"}


@dataclass(frozen=True)
class EventReads:
    """What the scenarios of one engine can read of its event log: the kinds, and per kind the details.

    ``details`` maps a kind (or ``EVERY_KIND``) to the details read of it: ``"player"`` (the player an event is
    recorded for) and the keys of its data (``"card"``, ``"result"`` ..., ``EVERY_DETAIL`` for all of them).
    """

    kinds: frozenset[str]
    details: dict[str, frozenset[str]]

    def kind_read(self, kind: str | None) -> bool:
        """Whether events of ``kind`` are read at all (None: a kind not written as a literal)."""
        return EVERY_KIND in self.kinds or kind is None or kind in self.kinds

    def details_of(self, kind: str | None) -> frozenset[str]:
        """The details read of an event of ``kind`` (None: any kind, so every detail read of some kind)."""
        if kind is None:
            return frozenset().union(*self.details.values())
        return self.details.get(EVERY_KIND, frozenset()) | self.details.get(kind, frozenset())


def _events_read_by(function: ast.AST) -> tuple[set[str], set[str]]:
    """The event kinds one step function reads and the details it reads of them."""
    kinds: set[str] = set()
    details: set[str] = set()
    parents = {child: node for node in ast.walk(function) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(function):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "of_kind"
        ):
            first = node.args[0] if node.args else None
            literal = isinstance(first, ast.Constant) and isinstance(first.value, str)
            kinds.add(first.value if literal else EVERY_KIND)  # type: ignore[union-attr]
        elif (
            isinstance(node, ast.Attribute)
            and node.attr == "events"
            and isinstance(node.value, ast.Attribute)
            and node.value.attr in ("events", "log")
        ):
            kinds.add(EVERY_KIND)  # the whole log, every kind
        elif isinstance(node, ast.Attribute) and node.attr == "player" and isinstance(node.value, ast.Name):
            details.add("player")
        elif isinstance(node, ast.Attribute) and node.attr == "data":
            parent = parents.get(node)
            grand = parents.get(parent) if parent is not None else None
            if isinstance(parent, ast.Subscript) and isinstance(parent.slice, ast.Constant):
                details.add(str(parent.slice.value))
            elif (
                isinstance(parent, ast.Attribute)
                and parent.attr == "get"
                and isinstance(grand, ast.Call)
                and grand.args
                and isinstance(grand.args[0], ast.Constant)
            ):
                details.add(str(grand.args[0].value))
            else:
                details.add(EVERY_DETAIL)  # the data as a whole (compared, printed, iterated)
    return kinds, details


def event_reads_from_steps(folder: Path) -> EventReads:
    """Derive what the step definitions in ``folder`` read of the event log, function by function.

    A step function reads the kinds it passes to ``of_kind`` (every kind for a kind that is not a literal, or
    when it walks ``events.events``/``log.events``), and of those kinds the details it touches: ``<e>.player``,
    ``<e>.data["key"]``, ``<e>.data.get("key")`` (``data`` used whole, or with a key that is not a literal, as the
    events step does with a column's name: every detail).
    """
    kinds: set[str] = set()
    details: dict[str, set[str]] = {}
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text("utf-8"))
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            read, of = _events_read_by(function)
            kinds |= read
            for kind in read:
                details.setdefault(kind, set()).update(of)
    return EventReads(frozenset(kinds), {k: frozenset(v) for k, v in details.items()})


_READS: dict[str, EventReads] = {}


def event_reads(source_path: str) -> EventReads | None:
    """What the scenarios of the engine ``source_path`` belongs to read of its events (None: no event log)."""
    for prefix, folder in STEP_FOLDERS.items():
        if source_path.startswith(prefix):
            if prefix not in _READS:
                _READS[prefix] = event_reads_from_steps(folder)
            return _READS[prefix]
    for prefix, kinds in READ_EVENT_KINDS.items():
        if source_path.startswith(prefix):
            return EventReads(frozenset(kinds), {k: frozenset({"card"}) for k in kinds})
    return None


# Where the blanked part of a mutant was: a message (formatted into text) or an unread event detail (stored).
Taken = dict[tuple[int, str], "ast.expr | None"]


class _Blank(ast.NodeTransformer):
    """Blank the message (first positional argument) of every ``raise SomeError(...)`` (keep ``reason=``
    and any later argument), the argument name that a ``validate.<check>(...)`` or ``engine/sve/args.py``
    check only puts into its message, and, when ``reads`` is given, every detail of a ``*.log.add(...)`` call
    that no step reads (the whole call for a kind no step reads). Each blanked expression is kept in ``taken``
    (by the order of its site), so the caller can check that the mutant's version can still be built."""

    def __init__(self, messages: bool, reads: EventReads | None) -> None:
        self.messages = messages
        self.reads = reads
        self.taken: Taken = {}
        self.site = 0

    def _take(self, label: str, value: ast.expr | None) -> None:
        self.taken[(self.site, label)] = value

    def visit_Raise(self, node: ast.Raise) -> ast.Raise:
        if self.messages and isinstance(node.exc, ast.Call) and (node.exc.args or node.exc.keywords):
            self.site += 1
            # only the first positional argument is the message; a later one (``_refuse(message, reason)``)
            # is a machine-readable code and still counts. ``raise Error(reason=...)``: the message dropped;
            # every engine error's message defaults to "" (engine.core.errors.EngineError), like a blanked one
            self._take("message", node.exc.args[0] if node.exc.args else None)
            node.exc.args = [ast.Constant(value=""), *node.exc.args[1:]]
        self.generic_visit(node)
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if self.messages and _is_validate(node):
            # ``validate.<check>(value, Error, what, ...)`` (``one_of``: value, options, Error, what): ``what``
            # only names the argument in the refusal message
            self.site += 1
            at = 3 if node.func.attr == "one_of" else 2  # type: ignore[attr-defined]
            if len(node.args) > at and isinstance(node.args[at], (ast.Constant, ast.Name)):
                self._take("message", node.args[at])
                del node.args[at]
            for k in node.keywords:
                if k.arg == "what":
                    self._take("message:what", k.value)
            node.keywords = [k for k in node.keywords if k.arg != "what"]
            return node
        if self.messages and isinstance(node.func, ast.Name) and node.func.id in ARGUMENT_CHECKS:
            # ``count_arg(value, "what", ...)`` (engine/sve/args.py): the second argument, or ``name=``, only
            # names the argument in the refusal message; the argument itself stays (removing it is not the same)
            self.site += 1
            if len(node.args) > 1:
                self._take("message", node.args[1])
                node.args[1] = ast.Constant(value="")
            for k in node.keywords:
                if k.arg == "name":
                    self._take("message:name", k.value)
            node.keywords = [
                ast.keyword(arg="name", value=ast.Constant(value="")) if k.arg == "name" else k
                for k in node.keywords
            ]
            if node.func.id == "ids_arg" and not any(k.arg == "name" for k in node.keywords):
                node.keywords.append(ast.keyword(arg="name", value=ast.Constant(value="")))
            return node
        if self.reads is None or not _is_log_add(node):
            return node
        self.site += 1
        first = node.args[0] if node.args else None
        kind = first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None
        if not self.reads.kind_read(kind):
            for i, arg in enumerate(node.args):
                self._take(f"detail:{i}", arg)
            for k in node.keywords:
                self._take(f"detail:{k.arg}", k.value)
            return ast.Call(func=node.func, args=[], keywords=[])
        details = self.reads.details_of(kind)
        if EVERY_DETAIL in details:
            return node
        # read by its kind and the read details only: every other detail of such an event is unread
        positional = 2 if "player" in details else 1
        for i, arg in enumerate(node.args[positional:], positional):
            self._take(f"detail:{i}", arg)
        for k in node.keywords:
            if k.arg not in details:
                self._take(f"detail:{k.arg}", k.value)
        return ast.Call(
            func=node.func,
            args=node.args[:positional],
            keywords=[k for k in node.keywords if k.arg in details],
        )


# engine/sve/args.py's checks whose name argument (second, or ``name=``) is read only into the refusal message.
ARGUMENT_CHECKS = {"count_arg", "optional_count", "flag_arg", "text_arg", "ids_arg"}
# Calls that turn any value into text: their argument may become any value without raising.
_TO_TEXT = {"str", "repr"}


def _is_validate(node: ast.Call) -> bool:
    """A call of an ``engine.core.validate`` check written as ``validate.<check>(...)``."""
    func = node.func
    return (
        isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "validate"
    )


def _is_log_add(node: ast.Call) -> bool:
    func = node.func
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "add"
        and isinstance(func.value, ast.Attribute)
        and func.value.attr == "log"
    )


def safe_change(before: ast.AST | None, after: ast.AST | None, *, any_value: bool = True) -> bool:
    """Whether the mutant's version ``after`` of a set-aside expression can be built wherever ``before`` could.

    ``any_value``: the value is only stored or formatted as a whole (a message, an f-string's ``{...}`` without a
    format spec, the argument of ``str``/``repr``, an unread event detail), so any literal will do there. Else a
    literal may change only into one of its own type where it is an operand of arithmetic or a part of an
    f-string. Everything else -- an operator, an index, an argument replaced or removed, a call removed -- could
    make building it raise (``describe(None)``, ``a[1]``, ``"x" - n``), which a scenario would see.
    """
    if after is None:
        return True  # dropped: the message or detail falls back to its default
    if before is None:
        return isinstance(after, ast.Constant)
    if ast.dump(before) == ast.dump(after):
        return True
    if any_value and isinstance(after, ast.Constant):
        return True
    if type(before) is not type(after):
        return False
    if isinstance(before, ast.JoinedStr):
        after_parts = after.values  # type: ignore[attr-defined]
        return len(before.values) == len(after_parts) and all(
            isinstance(b, ast.Constant) and isinstance(a, ast.Constant) or safe_change(b, a, any_value=False)
            for b, a in zip(before.values, after_parts, strict=True)
        )
    if isinstance(before, ast.FormattedValue):
        return (
            before.conversion == after.conversion  # type: ignore[attr-defined]
            and ast.dump(before.format_spec or ast.Constant(None))
            == ast.dump(after.format_spec or ast.Constant(None))  # type: ignore[attr-defined]
            and safe_change(before.value, after.value, any_value=before.format_spec is None)  # type: ignore[attr-defined]
        )
    if (
        isinstance(before, ast.Call)
        and isinstance(before.func, ast.Name)
        and before.func.id in _TO_TEXT
        and ast.dump(before.func) == ast.dump(after.func)  # type: ignore[attr-defined]
        and len(before.args) == len(after.args) == 1  # type: ignore[attr-defined]
        and not before.keywords
        and not after.keywords  # type: ignore[attr-defined]
    ):
        return safe_change(before.args[0], after.args[0])  # type: ignore[attr-defined]
    if isinstance(before, ast.BinOp):
        if type(before.op) is not type(after.op):  # type: ignore[attr-defined]
            return False
        if (
            isinstance(before.op, ast.Mod)
            and isinstance(before.left, ast.Constant)
            and isinstance(before.left.value, str)
            and ast.dump(before.left) != ast.dump(after.left)  # type: ignore[attr-defined]
        ):
            # a changed %-format can raise ("%d" upper-cased is "%D": unsupported format character)
            return False
        divides = isinstance(before.op, (ast.Div, ast.FloorDiv, ast.Mod))
        return _same_kind_literal(before.left, after.left, zero_ok=True) and _same_kind_literal(  # type: ignore[attr-defined]
            before.right,
            after.right,  # type: ignore[attr-defined]
            zero_ok=not divides,
        )
    return False


def _same_kind_literal(before: ast.expr, after: ast.expr, *, zero_ok: bool) -> bool:
    """An operand unchanged, or a literal changed into another of the same type (not into a zero divisor)."""
    if ast.dump(before) == ast.dump(after):
        return True
    if not (isinstance(before, ast.Constant) and isinstance(after, ast.Constant)):
        return safe_change(before, after, any_value=False)
    return type(before.value) is type(after.value) and (zero_ok or after.value != 0)


def _normalised(source: str, *, messages: bool, reads: EventReads | None) -> tuple[str, Taken]:
    tree = ast.parse(textwrap.dedent(source))
    blank = _Blank(messages, reads)
    return ast.dump(blank.visit(tree)), blank.taken


def set_aside(before: str, after: str, *, reads: EventReads | None = None) -> bool:
    """Whether ``after`` differs from ``before`` only in what is set aside (messages; with ``reads``, also
    unread event details), each changed so that it can still be built."""
    shape_before, taken_before = _normalised(before, messages=True, reads=reads)
    shape_after, taken_after = _normalised(after, messages=True, reads=reads)
    if shape_before != shape_after:
        return False
    return all(
        safe_change(taken_before.get(key), taken_after.get(key)) for key in {*taken_before, *taken_after}
    )


def classify_survivor(source_path: str, mutant: str) -> str:
    """Classify a mutant no test killed: ``message only``, ``log only`` or ``survived``."""
    before, after = function_sources(source_path, mutant)
    reads = event_reads(source_path)
    try:
        if set_aside(before, after):
            return "message only"
        if reads is not None and set_aside(before, after, reads=reads):
            return "log only"
    except SyntaxError:
        pass
    return "survived"


_FUNCTIONS: dict[str, dict[str, str]] = {}


def _mutant_functions(source_path: str) -> dict[str, str]:
    """Every ``*__mutmut_*`` function of ``mutants/<source_path>`` by name, its text as written there (one parse
    per file: mutmut's own reader parses the whole mutated file again for each mutant, minutes on a loaded
    machine for one big file)."""
    if source_path not in _FUNCTIONS:
        text = (ROOT / "mutants" / source_path).read_text("utf-8")
        lines = text.splitlines()
        found: dict[str, str] = {}
        for top in ast.parse(text).body:
            for node in [top, *(top.body if isinstance(top, ast.ClassDef) else [])]:
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "__mutmut_" in node.name:
                    found[node.name] = "\n".join(lines[node.lineno - 1 : node.end_lineno])
        _FUNCTIONS[source_path] = found
    return _FUNCTIONS[source_path]


def function_sources(source_path: str, mutant: str) -> tuple[str, str]:
    """The original and the mutated function, read from mutmut's ``mutants/`` copy (its own API as a fallback)."""
    function = mutant.rpartition(".")[2]
    base = function.rsplit("__mutmut_", 1)[0]
    found = _mutant_functions(source_path) if (ROOT / "mutants" / source_path).exists() else {}
    if function in found and f"{base}__mutmut_orig" in found:
        plain = base.rpartition("ǁ")[2] if "ǁ" in base else base.removeprefix("x_")
        original = found[f"{base}__mutmut_orig"].replace(f"{base}__mutmut_orig", plain, 1)
        return original, found[function].replace(function, plain, 1)
    import libcst as cst
    from mutmut.mutation.diff_apply import (
        read_functions_from_index,
        read_mutant_function,
        read_mutants_module,
        read_original_function,
    )

    functions = read_functions_from_index(mutant, source_path)
    if functions is None:
        module = read_mutants_module(source_path)
        functions = (read_original_function(module, mutant), read_mutant_function(module, mutant))
    original, mutated = (cst.Module([function]).code for function in functions)
    return original, mutated


EQUIVALENT_FILE = ROOT / "docs" / "mutation-equivalents.txt"


@dataclass(frozen=True)
class Equivalent:
    """One line of ``mutation-equivalents.txt``: ``name [@fingerprint] obs=OBSERVATION[:ARG]  # why``."""

    name: str
    fingerprint: str | None
    why: str
    line: int
    obs: str | None = None

    @property
    def observation(self) -> str | None:
        """The observation's name, without its argument (``event-player-unread:turn-ended`` -> ``event-player-unread``)."""
        return self.obs.partition(":")[0] if self.obs else None

    @property
    def argument(self) -> str | None:
        """The observation's argument, an event kind for the ``event-*`` observations (None when not given)."""
        return (self.obs.partition(":")[2] or None) if self.obs else None


# The closed vocabulary of what an equivalence claim relies on (``obs=`` on its line). A claim is honoured only
# while its observation is still one that no scenario can make (``claim_problem``): the event ones, the message
# and the repr are derived from the step code each time the report runs, so a claim expires as soon as a step
# learns to read what it relies on. The others are arguments about the engine's code (a default every caller
# overrides, a path nothing reaches ...): no step can learn to read them, and the fingerprint keeps them honest.
OBSERVATIONS: dict[str, str] = {
    "event-kind-unread": "an event of this kind (the argument) is read by no step",
    "event-player-unread": "the player an event of this kind is recorded for is read by no step",
    "event-card-unread": "the card an event of this kind is about is read by no step",
    "event-detail-unread": "no detail of this kind of event other than its player and card is read by any step",
    "message-text": "the words of a refusal's or error's message (steps read its reason code and class)",
    "repr": "__repr__/__str__ text, for debugging only",
    "default-arg": "a default argument value equal to the value used, so the call is the same",
    "unreachable": "code that no input of its function reaches",
    "truthiness": "a value only tested for truth and never stored, where the mutant's value has the same truth",
    "same-result": "the mutant computes the same result on every input of its function",
    "speed-only": "a fast path, cache or copy: the same result, other speed or memory",
}
_EVENT_DETAIL = {"event-player-unread": "player", "event-card-unread": "card"}


def claim_problem(entry: Equivalent, source_path: str) -> str | None:
    """Why the claim of ``entry`` no longer holds (None: it holds). A claim must name one observation of the
    vocabulary, and an observation a step reads today (derived from the step code) expires it."""
    observation = entry.observation
    if observation is None:
        return "names no observation (obs=...)"
    if observation not in OBSERVATIONS:
        return f"unknown observation {entry.obs!r} (see OBSERVATIONS in tools/mutate/mutate.py)"
    if observation.startswith("event-"):
        reads = event_reads(source_path)
        kind = entry.argument
        if reads is None:
            return f"{entry.obs}: this engine keeps no event log that steps read"
        if not reads.kind_read(kind):
            return None  # a kind nobody reads: none of its details are read either
        if observation == "event-kind-unread":
            return f"{entry.obs}: steps read events of {'this kind' if kind else 'every kind'} now"
        details = reads.details_of(kind)
        if observation in _EVENT_DETAIL:
            wanted = _EVENT_DETAIL[observation]
            if wanted in details or EVERY_DETAIL in details:
                return f"{entry.obs}: a step reads the {wanted} of {kind or 'every'} event now"
            return None
        others = details - {"player", "card"}
        if EVERY_DETAIL in others:
            return f"{entry.obs}: a step reads every detail of {kind or 'every'} event now"
        if others:
            return f"{entry.obs}: a step reads {', '.join(sorted(others))} of {kind or 'some'} event now"
        return None
    if observation == "message-text" and steps_read_text("message"):
        return "message-text: a step compares a refusal's message now"
    if observation == "repr" and steps_read_text("repr"):
        return "repr: a step compares repr() text now"
    return None


def steps_read_text(what: str) -> bool:
    """Whether any step definition compares a refusal's message (``str(<error>)``, ``<error>.args``) or
    ``repr(...)`` text: then claims relying on that text being unread expire."""
    for path in sorted((ROOT / "tests" / "steps").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Compare):
                continue
            for part in ast.walk(node):
                if what == "repr" and isinstance(part, ast.Call) and getattr(part.func, "id", "") == "repr":
                    return True
                if what == "message" and (
                    isinstance(part, ast.Attribute)
                    and part.attr in ("args", "message")
                    or isinstance(part, ast.Call)
                    and getattr(part.func, "id", "") == "str"
                    and any(
                        isinstance(a, ast.Attribute) and a.attr in ("error", "refusal")
                        for arg in part.args
                        for a in ast.walk(arg)
                    )
                ):
                    return True
    return False


def fingerprint(before: str, after: str) -> str:
    """What a mutant changes, independent of its number and of the rest of its function.

    mutmut numbers mutants per function, so an edit of a function renames them: a name in
    ``mutation-equivalents.txt`` may then point at another mutant. The fingerprint hashes the removed and the added
    lines of the mutant's diff (indentation stripped), so the report can tell when a listed name now
    means another change ("stale") and ``--check-equivalents`` can find the new name of the same change.
    """
    changed = [
        line[0] + line[1:].strip()
        for line in difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
        if line[:1] in "+-" and not line.startswith(("+++", "---"))
    ]
    return hashlib.sha256("\n".join(changed).encode("utf-8")).hexdigest()[:10]


def load_equivalents() -> dict[str, Equivalent]:
    """``docs/mutation-equivalents.txt``: one surviving mutant per line that cannot change behaviour, with the
    observation its claim relies on."""
    found: dict[str, Equivalent] = {}
    if EQUIVALENT_FILE.exists():
        for number, line in enumerate(EQUIVALENT_FILE.read_text("utf-8").splitlines(), 1):
            head, _, why = line.partition("#")
            words = head.split()
            if not words:
                continue
            mark = next((w[1:] for w in words[1:] if w.startswith("@")), None)
            obs = next((w[4:] for w in words[1:] if w.startswith("obs=")), None)
            found[words[0]] = Equivalent(words[0], mark, why.strip(), number, obs)
    return found


def mutant_fingerprint(source: str, name: str) -> str | None:
    """The fingerprint of mutant ``name`` of ``source`` in ``mutants/``, or None when there is no such mutant."""
    try:
        return fingerprint(*function_sources(source, name))
    except Exception:  # noqa: BLE001 - mutmut raises several kinds for a name it does not know
        return None


def check_equivalents(module: str | None, write: bool) -> int:
    """Check every ``mutation-equivalents.txt`` line of ``module`` against ``mutants/``; with ``write``, add fingerprints.

    A line without a fingerprint gets the current one (``write``); a line whose fingerprint no longer
    matches is reported with the names in the same function that now carry that change (its new name).
    """
    os.chdir(ROOT)
    results = load_results(module)
    source_of = {name: source for source, codes in results.items() for name in codes}
    lines = EQUIVALENT_FILE.read_text("utf-8").splitlines()
    problems = 0
    for entry in load_equivalents().values():
        source = source_of.get(entry.name)
        if source is None:
            if module is None or entry.name.startswith(mutant_glob(module).removesuffix("*")):
                print(f"mutation-equivalents.txt:{entry.line}: {entry.name}: no such mutant under mutants/")
                problems += 1
            continue
        now = mutant_fingerprint(source, entry.name)
        if now is None:
            print(f"mutation-equivalents.txt:{entry.line}: {entry.name}: cannot read its diff")
            problems += 1
        elif entry.fingerprint is None:
            if write:
                head, sep, why = lines[entry.line - 1].partition("#")
                lines[entry.line - 1] = f"{entry.name} @{now}  {sep}{why}" if sep else f"{entry.name} @{now}"
        elif entry.fingerprint != now:
            function = entry.name.rsplit("__mutmut_", 1)[0] + "__mutmut_"
            same = [
                n
                for n in results[source]
                if n.startswith(function) and mutant_fingerprint(source, n) == entry.fingerprint
            ]
            hint = f"; the same change is now {', '.join(same)}" if same else "; that change is gone"
            print(f"mutation-equivalents.txt:{entry.line}: {entry.name}: stale (its diff changed){hint}")
            problems += 1
        elif (claim := claim_problem(entry, source)) is not None:
            print(f"mutation-equivalents.txt:{entry.line}: {entry.name}: claim expired: {claim}")
            problems += 1
    if write:
        EQUIVALENT_FILE.write_text("\n".join(lines) + "\n", "utf-8")
    return 1 if problems else 0


def listed_problem(entry: Equivalent, source: str) -> str | None:
    """Why a listed equivalent is not honoured (None: it is): no fingerprint, a fingerprint that no longer
    matches the mutant's diff, or a claim whose observation has become readable (``claim_problem``)."""
    if entry.fingerprint is None:
        return "no fingerprint (run --check-equivalents --fingerprint after checking it)"
    if entry.fingerprint != mutant_fingerprint(source, entry.name):
        return "its diff changed (stale fingerprint)"
    return claim_problem(entry, source)


def report(module: str | None, show_survivors: bool) -> int:
    """Print mutants, kills, survivors and kill rates per module (and the survivors, if asked)."""
    os.chdir(ROOT)  # mutmut's helpers read mutants/ relative to the working directory
    results = load_results(module)
    if not results:
        print("no mutmut results under mutants/ (run `make mutate` first)")
        return 1
    equivalents = load_equivalents()
    rows = []
    totals: Counter[str] = Counter()
    survivors: list[tuple[str, str]] = []
    stale: list[str] = []
    expired: Counter[str] = Counter()
    untested: list[str] = []
    statuses: dict[str, dict[str, str]] = {}
    for source, codes in sorted(results.items()):
        counts: Counter[str] = Counter()
        statuses[source] = {}
        for name, code in codes.items():
            status = "not checked" if code is None else STATUS.get(code, "suspicious")
            if status == "survived":
                listed = equivalents.get(name)
                problem = listed and listed_problem(listed, source)
                if listed is not None and problem is None:
                    status = "equivalent"
                else:
                    if listed is not None:
                        stale.append(f"mutation-equivalents.txt:{listed.line}: {name}: {problem}")
                        expired[listed.observation or "none"] += 1
                    status = classify_survivor(source, name)
                    if status == "survived":
                        survivors.append((source, name))
            if status == "no tests":
                untested.append(name)
            status = "killed" if status in KILLED else status
            statuses[source][name] = status
            counts[status] += 1
        totals.update(counts)
        if counts:
            rows.append((source, counts))
    header = (
        f"{'module':34} {'mutants':>7} {'killed':>6} {'surv.':>5} {'no test':>7} {'msg':>4} {'log':>4} {'equiv':>5}"
        f" {'other':>5}"
        f" {'kill %':>6} {'kill % of non-equiv.':>20}"
    )
    print(header)
    print("-" * len(header))
    for source, counts in [*rows, ("TOTAL", totals)]:
        print(_row(source, counts))
    print("msg: only an error message changes; log: only an event detail no step reads (event_reads);")
    print(
        "equiv: listed in docs/mutation-equivalents.txt; kill % of non-equiv. leaves msg, log and equiv out;"
    )
    print(
        "no test: no test reaches the mutated code (counted as not killed); other: not tried yet, skipped or"
    )
    print("suspicious (see `mutmut results`).")
    for line in stale:
        print(f"stale: {line}: counted as a survivor")
    if expired:
        print(
            "listed equivalents not honoured, by observation: "
            + ", ".join(f"{k} {v}" for k, v in sorted(expired.items()))
        )
    drawn = sample.load(ROOT / "mutants", module or "engine")
    if drawn is not None:
        print()
        print(sample.estimate_report(drawn, statuses))
        changed = _changed_since(drawn.commit, drawn.module)
        if changed:
            print(
                f"STALE: {len(changed)} file(s) of {drawn.module} changed since the draw ({drawn.commit}):"
                f" {', '.join(changed[:5])}{' ...' if len(changed) > 5 else ''}; the figures describe the engine"
                " as it was then (draw again to measure it as it is)"
            )
    if show_survivors:
        functions = Counter(name.rsplit("__mutmut_", 1)[0] for name in untested)
        for function, count in sorted(functions.items()):
            print(f"\n# no test reaches: {function} ({count} mutants)")
        for source, name in survivors:
            print(f"\n# survived: {name}")
            before, after = function_sources(source, name)
            diff = difflib.unified_diff(
                before.splitlines(), after.splitlines(), source, source, lineterm="", n=1
            )
            print("\n".join(list(diff)[2:]))
    return 0


def _row(source: str, counts: Counter[str]) -> str:
    """One module's line. A mutant of code that no test reaches ("no test") counts against the kill rate of the
    non-equivalent mutants like a survivor: nothing would notice it."""
    killed, survived = counts["killed"], counts["survived"]
    message, log, equivalent = counts["message only"], counts["log only"], counts["equivalent"]
    untested = counts["no tests"]
    other = sum(counts.values()) - killed - survived - message - log - equivalent - untested
    checked = killed + survived + message + log + equivalent + untested
    raw = 100.0 * killed / checked if checked else 0.0
    strict = 100.0 * killed / (killed + survived + untested) if killed + survived + untested else 0.0
    total = sum(counts.values())
    return (
        f"{source:34} {total:7} {killed:6} {survived:5} {untested:7} {message:4} {log:4} {equivalent:5} {other:5}"
        f" {raw:6.1f} {strict:20.1f}"
    )


def _changed_since(commit: str, module: str) -> list[str]:
    """The Python files of ``module`` that differ between ``commit`` and the working tree (git; none outside git)."""
    done = subprocess.run(
        [
            "git",
            "diff",
            "--name-only",
            commit,
            "--",
            f"{module}/*.py" if not module.endswith(".py") else module,
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    return [line for line in done.stdout.splitlines() if line.strip()]


def _commit() -> str:
    """The commit the engine is measured at (``unknown`` outside git)."""
    done = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    return done.stdout.strip() or "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "module", nargs="?", default="", help="engine/... folder or file (default: all of engine)"
    )
    parser.add_argument("--jobs", type=int, default=2, help="mutmut worker processes (default 2)")
    parser.add_argument(
        "--report-only", action="store_true", help="print the kill rates of the last run only"
    )
    parser.add_argument("--survivors", action="store_true", help="also list the surviving mutants")
    parser.add_argument(
        "--resume",
        action="store_true",
        help="with MODULE: test only its mutants that have no verdict yet (a run stopped part way goes on)",
    )
    parser.add_argument(
        "--sample",
        type=int,
        metavar="N",
        help="with MODULE: draw N of its mutants that have no verdict yet (seeded random, per file in proportion),"
        " test only those, and estimate the figures of the whole module from them (see docs/mutation.md)",
    )
    parser.add_argument("--seed", type=int, default=1, help="the seed of --sample's draw (default 1)")
    parser.add_argument(
        "--check-equivalents",
        action="store_true",
        help="check docs/mutation-equivalents.txt against mutants/ (stale names, with their new names)",
    )
    parser.add_argument(
        "--fingerprint",
        action="store_true",
        help="with --check-equivalents: write the current fingerprint on every line that has none",
    )
    args = parser.parse_args(argv)
    module = args.module.strip().rstrip("/")
    if module and not (ROOT / module).exists():
        print(f"no such module: {module} (give a folder or file under engine/)", file=sys.stderr)
        return 2
    if module and not module.startswith("engine"):
        print(f"{module} is not under engine/: only engine code is mutated", file=sys.stderr)
        return 2
    if args.check_equivalents:
        return check_equivalents(module or None, args.fingerprint)
    if not args.report_only:
        command = [sys.executable, "-m", "mutmut", "run", "--max-children", str(args.jobs)]
        if module and module != "engine":
            pending = untested_mutants(module) if args.resume else None
            if args.sample:
                results = load_results(module)
                if not results:
                    print(
                        f"no mutants of {module} yet: run `make mutate MODULE={module}` first",
                        file=sys.stderr,
                    )
                    return 1
                drawn = sample.load(ROOT / "mutants", module)
                if drawn is not None and drawn.seed == args.seed and drawn.size() == args.sample:
                    # the same draw again: go on with it (a new draw would see its forgotten verdicts as untested)
                    pending = [
                        n for names in drawn.drawn.values() for n in names if _verdict(results, n) is None
                    ]
                    print(
                        f"going on with the draw in mutants/{sample.file_name(module)}: {len(pending)} drawn mutants untested"
                    )
                else:
                    drawn = sample.draw(results, module, args.sample, args.seed, _commit())
                    sample.save(ROOT / "mutants", drawn)
                    forget_verdicts(
                        {k: v for k, v in drawn.drawn.items() if k.endswith(f"|{sample.RETESTED}")}
                    )
                    pending = [name for names in drawn.drawn.values() for name in names]
                    print(
                        f"drew {len(pending)} of the {drawn.population_size()} untested or surviving mutants of"
                        f" {module} (seed {args.seed}); written to mutants/{sample.file_name(module)}"
                    )
            if pending == []:
                print(f"every mutant of {module} has a verdict already (run without --resume to test again)")
                return report(module, args.survivors)
            command.extend(pending or [mutant_glob(module)])
        for path in sync_engine_data():
            print(f"copied {path} into mutants/ (changed since the mutants were made)")
        # Compiled modules are written under mutants/: every worker imports the mutated engine, whose files
        # hold every mutant of every function, and compiling them again in each worker costs seconds.
        environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        completed = subprocess.run(command, cwd=ROOT, check=False, env=environment)
        if completed.returncode not in (0, None):
            print(f"mutmut run stopped with exit code {completed.returncode}", file=sys.stderr)
    return report(module or None, args.survivors)


if __name__ == "__main__":
    sys.exit(main())
