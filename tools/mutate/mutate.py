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


# A survivor whose only change is inside the message of a raised error (the text a person reads, never
# the machine-readable ``reason=`` code or the error class) cannot change what a scenario observes: it is
# counted apart as "message only" (docs/mutation.md), without a pragma in the engine file.
#
# Event kinds that a game's scenarios or views read (``Game.events()`` in a Then step, ``abilities_activated``,
# ``resolution_order``), each only by its kind and ``card``. A survivor that only changes a ``*.log.add(...)``
# call of another kind, or another detail of a read kind, changes nothing observable: "log only".
# SVE's "these events happened in this order" step reads every kind (``EVERY_KIND``), with the player the event
# is recorded for and its ``card`` (its optional columns); no engine code, view or step reads another detail
# of an SVE event (``base``, ``name``, ``trigger`` ...), so a survivor changing only those is "log only" too.
EVERY_KIND = "*"
READ_EVENT_KINDS: dict[str, set[str] | None] = {
    "engine/foh": {"force-ability", "run-resolved", "drew"},
    "engine/umafan": {"resolved"},
    "engine/sve": {EVERY_KIND},
}
# The details of a read event that are read besides its kind: ``player`` is the second positional argument of
# ``log.add`` (or ``player=``), the others are keywords.
READ_EVENT_DETAILS: dict[str, frozenset[str]] = {
    "engine/foh": frozenset({"card"}),
    "engine/umafan": frozenset({"card"}),
    "engine/sve": frozenset({"player", "card"}),
}


class _Blank(ast.NodeTransformer):
    """Blank the message (first positional argument) of every ``raise SomeError(...)`` (keep ``reason=``
    and any later argument), the argument name that a
    ``validate.<check>(...)`` call only puts into its message (the error class and the bounds still count),
    and, when ``read_kinds`` is given, every ``*.log.add(...)`` call whose event kind is not among the kinds
    read by scenarios."""

    def __init__(
        self, messages: bool, read_kinds: set[str] | None, read_details: frozenset[str] = frozenset({"card"})
    ) -> None:
        self.messages = messages
        self.read_kinds = read_kinds
        self.read_details = read_details

    def visit_Raise(self, node: ast.Raise) -> ast.Raise:
        if self.messages and isinstance(node.exc, ast.Call) and node.exc.args:
            # only the first positional argument is the message; a later one (``_refuse(message, reason)``)
            # is a machine-readable code and still counts
            node.exc.args[0] = ast.Constant(value="")
        if self.messages and isinstance(node.exc, ast.Call) and not node.exc.args and node.exc.keywords:
            # ``raise Error(reason=...)``: the message dropped; every engine error's message defaults to ""
            # (engine.core.errors.EngineError), the same as a blanked one
            node.exc.args = [ast.Constant(value="")]
        self.generic_visit(node)
        return node

    def visit_Call(self, node: ast.Call) -> ast.AST:
        self.generic_visit(node)
        if self.messages and _is_validate(node):
            # ``validate.<check>(value, Error, what, ...)`` (``one_of``: value, options, Error, what): ``what``
            # only names the argument in the refusal message
            at = 3 if node.func.attr == "one_of" else 2  # type: ignore[attr-defined]
            if len(node.args) > at and isinstance(node.args[at], (ast.Constant, ast.Name)):
                del node.args[at]
            node.keywords = [k for k in node.keywords if k.arg != "what"]
            return node
        if self.messages and isinstance(node.func, ast.Name) and node.func.id in ARGUMENT_CHECKS:
            # ``count_arg(value, "what", ...)`` (engine/sve/args.py): the second argument, or ``name=``, only
            # names the argument in the refusal message; the argument itself stays (removing it is not the same)
            if len(node.args) > 1:
                node.args[1] = ast.Constant(value="")
            node.keywords = [
                ast.keyword(arg="name", value=ast.Constant(value="")) if k.arg == "name" else k
                for k in node.keywords
            ]
            if node.func.id == "ids_arg" and not any(k.arg == "name" for k in node.keywords):
                node.keywords.append(ast.keyword(arg="name", value=ast.Constant(value="")))
            return node
        if self.read_kinds is None or not _is_log_add(node):
            return node
        kind = node.args[0] if node.args else None
        if EVERY_KIND in self.read_kinds or (
            isinstance(kind, ast.Constant) and kind.value in self.read_kinds
        ):
            # read by its kind and the read details only: every other detail of such an event is unread
            positional = 2 if "player" in self.read_details else 1
            return ast.Call(
                func=node.func,
                args=node.args[:positional],
                keywords=[k for k in node.keywords if k.arg in self.read_details],
            )
        return ast.Call(func=node.func, args=[], keywords=[])


# engine/sve/args.py's checks whose name argument (second, or ``name=``) is read only into the refusal message.
ARGUMENT_CHECKS = {"count_arg", "optional_count", "flag_arg", "text_arg", "ids_arg"}


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


def _normalised(
    source: str,
    *,
    messages: bool,
    read_kinds: set[str] | None,
    read_details: frozenset[str] = frozenset({"card"}),
) -> str:
    tree = ast.parse(textwrap.dedent(source))
    return ast.dump(_Blank(messages, read_kinds, read_details).visit(tree))


def classify_survivor(source_path: str, mutant: str) -> str:
    """Classify a mutant no test killed: ``message only``, ``log only`` or ``survived``."""
    before, after = function_sources(source_path, mutant)
    read_kinds = next((k for prefix, k in READ_EVENT_KINDS.items() if source_path.startswith(prefix)), None)
    details = next(
        (d for prefix, d in READ_EVENT_DETAILS.items() if source_path.startswith(prefix)), frozenset({"card"})
    )
    try:
        if _normalised(before, messages=True, read_kinds=None) == _normalised(
            after, messages=True, read_kinds=None
        ):
            return "message only"
        if read_kinds is not None and _normalised(
            before, messages=True, read_kinds=read_kinds, read_details=details
        ) == _normalised(after, messages=True, read_kinds=read_kinds, read_details=details):
            return "log only"
    except SyntaxError:
        pass
    return "survived"


def function_sources(source_path: str, mutant: str) -> tuple[str, str]:
    """The original and the mutated function, read from mutmut's ``mutants/`` copy via its own API."""
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
    """One line of ``mutation-equivalents.txt``: ``name [@fingerprint]  # why``."""

    name: str
    fingerprint: str | None
    why: str
    line: int


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
    """``docs/mutation-equivalents.txt``: one surviving mutant per line that cannot change behaviour."""
    found: dict[str, Equivalent] = {}
    if EQUIVALENT_FILE.exists():
        for number, line in enumerate(EQUIVALENT_FILE.read_text("utf-8").splitlines(), 1):
            head, _, why = line.partition("#")
            words = head.split()
            if not words:
                continue
            mark = next((w[1:] for w in words[1:] if w.startswith("@")), None)
            found[words[0]] = Equivalent(words[0], mark, why.strip(), number)
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
    if write:
        EQUIVALENT_FILE.write_text("\n".join(lines) + "\n", "utf-8")
    return 1 if problems else 0


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
    untested: list[str] = []
    for source, codes in sorted(results.items()):
        counts: Counter[str] = Counter()
        for name, code in codes.items():
            status = "not checked" if code is None else STATUS.get(code, "suspicious")
            if status == "survived":
                listed = equivalents.get(name)
                if listed is not None and (
                    listed.fingerprint is None or listed.fingerprint == mutant_fingerprint(source, name)
                ):
                    status = "equivalent"
                else:
                    if listed is not None:
                        stale.append(f"mutation-equivalents.txt:{listed.line}: {name}")
                    status = classify_survivor(source, name)
                    if status == "survived":
                        survivors.append((source, name))
            if status == "no tests":
                untested.append(name)
            counts["killed" if status in KILLED else status] += 1
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
    print("msg: only an error message changes; log: only an event no scenario reads (READ_EVENT_KINDS);")
    print(
        "equiv: listed in docs/mutation-equivalents.txt; kill % of non-equiv. leaves msg, log and equiv out;"
    )
    print(
        "no test: no test reaches the mutated code (counted as not killed); other: not tried yet, skipped or"
    )
    print("suspicious (see `mutmut results`).")
    for line in stale:
        print(f"stale: {line} is listed as equivalent but its diff changed: counted as a survivor")
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
            command.append(mutant_glob(module))
        completed = subprocess.run(command, cwd=ROOT, check=False)
        if completed.returncode not in (0, None):
            print(f"mutmut run stopped with exit code {completed.returncode}", file=sys.stderr)
    return report(module or None, args.survivors)


if __name__ == "__main__":
    sys.exit(main())
