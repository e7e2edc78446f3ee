"""Static checks of the feature tree that pytest-bdd would let pass silently.

* every feature file parses (gherkin-official);
* scenario names are unique across the project (pytest-bdd merges same-named scenarios of a file and
  gives same-named scenarios of different files the same test name);
* every scenario is anchored: it carries a catalog id tag (``@SVE-EN-007``), or pins a section of the
  Comprehensive Rules (``@cr-5.12``, on the scenario, its Rule or its Feature), or a real card
  (``@card-BP01-012``, the set number verbatim); each id is listed in ``oracle/sources.yaml``, each CR
  section exists, and no id is tagged twice on one scenario (one id may tag several scenarios: a ruling
  whose answer has several behaviours gets one scenario per behaviour);
* tags that look like ids but are malformed (``@SVE-EN-7``) are reported as unknown ids; malformed
  ``@cr-``/``@card-`` tags are reported too;
* every tag uses only safe characters (:data:`SAFE_TAG`: letters, digits, ``_ . : -``; nothing a page
  could execute) and every feature file's path only lower-case letters, digits, ``_`` and ``-``
  (:data:`SAFE_PATH_PART`), so that tags and paths are harmless wherever they are shown;
* every feature file is UTF-8 and parses;
* every feature file is bound by a ``scenarios(...)``/``scenario(...)`` call of a test module;
* every catalog entry with scenarios restates its source exactly once (:func:`check_statements`): a
  ruling's question and answer (``Q``/``A`` lines), a rule statement's rule (``Rule`` lines), in English
  and Japanese, on one of its scenarios (the same text repeated on several counts once); and every
  scenario with a catalog id says what it checks (``Checks(en):``/``Checks(ja):``);
* a scenario states an assumption (``Assumption(en):``/``Assumption(ja):``) exactly when it is tagged
  ``@assumption`` (the ruling page lists it apart, never as the source's answer).

Run ``python -m oracle.checks`` (exit status 1 on problems); ``tests/unit/test_oracle_checks.py`` runs
the same checks in ``make test``.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import sys
import tomllib
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserError

from oracle.site.model import (
    ID_LIKE,
    ID_TAG,
    Feature,
    Scenario,
    entry_statements,
    feature_files,
    parse_feature_text,
)
from oracle.sources import SOURCES_FILE, SourcesError, load_sources

SAFE_TAG = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.:-]*$")
"""What a tag may be made of (without its ``@``)."""
TAG_MAX = 100
"""The longest tag accepted."""
SAFE_PATH_PART = re.compile(r"^[a-z0-9][a-z0-9_-]*$")
"""A folder name, or a feature file's name without ``.feature``, below the features folder."""
CR_TAG = re.compile(r"^cr-(\d+(?:\.\d+)*)$")
"""A Comprehensive Rules section tag (``cr-5.12``)."""
CARD_TAG = re.compile(r"^card-[A-Z0-9]+(?:-[A-Z0-9]+)+$")
"""A real card tag: ``card-`` and the card's set number verbatim (``card-BP01-012``)."""
CR_FILE = Path(__file__).with_name("site") / "cr_sections.json"


@dataclass(frozen=True, order=True)
class Problem:
    """One error, with the file and line that cause it."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


def features_base_dir(root: Path) -> str:
    """``bdd_features_base_dir`` from ``pyproject.toml`` (default ``features``)."""
    pyproject = root / "pyproject.toml"
    if pyproject.is_file():
        data = tomllib.loads(pyproject.read_text(encoding="utf-8"))
        value = data.get("tool", {}).get("pytest", {}).get("ini_options", {}).get("bdd_features_base_dir")
        if value:
            return str(value).rstrip("/")
    return "features"


def bound_feature_paths(root: Path, steps_dir: str, features_dir: str) -> set[Path]:
    """Feature files bound by ``scenarios("dir-or-file", ...)`` or ``scenario("file", "name")`` calls.

    The test modules are read with ``ast`` (never imported); string arguments are resolved against
    the features base dir (or a ``features_base_dir=`` keyword), directories recursively.
    """
    bound: set[Path] = set()
    base_default = root / features_dir
    for module in sorted((root / steps_dir).rglob("*.py")):
        try:
            tree = ast.parse(module.read_text(encoding="utf-8"))
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = (
                func.id
                if isinstance(func, ast.Name)
                else func.attr
                if isinstance(func, ast.Attribute)
                else ""
            )
            if name not in ("scenarios", "scenario"):
                continue
            base = base_default
            for kw in node.keywords:
                if kw.arg == "features_base_dir" and isinstance(kw.value, ast.Constant):
                    base = root / str(kw.value.value)
            args = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
            if name == "scenario":
                args = args[:1]
            for arg in args:
                target = (base / arg).resolve()
                if target.is_dir():
                    bound.update(p.resolve() for p in target.rglob("*.feature"))
                elif target.is_file():
                    bound.add(target)
    return bound


def known_cr_sections(path: Path = CR_FILE) -> set[str] | None:
    """The CR section and clause numbers the site knows (``None`` when the list is not there: nothing is checked)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return set(data["sections"]) | set(data.get("clauses", []))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _cr_known(section: str, known: set[str] | None) -> bool:
    """A chapter, a section, or a numbered clause of the index (``12.13.2``); a clause number must exist."""
    if known is None:
        return True
    parts = section.split(".")
    if len(parts) == 1:  # a whole chapter
        return any(k.split(".")[0] == section for k in known)
    return section in known


def check_tag(tag: str, known_cr: set[str] | None = None) -> str | None:
    """What is wrong with one tag (without ``@``), or ``None``."""
    if len(tag) > TAG_MAX:
        return f"tag of {len(tag)} characters (at most {TAG_MAX})"
    if not SAFE_TAG.match(tag):
        bad = sorted({c for c in tag if not re.match(r"[A-Za-z0-9_.:-]", c)})
        shown = " ".join(repr(c) for c in bad[:8]) or "its first character"
        return f"tag @{tag!r} has characters outside letters, digits, '_', '.', ':', '-' ({shown})"
    low = tag.lower()
    if low.startswith("cr") and (low.startswith("cr-") or low[2:3].isdigit()):
        m = CR_TAG.match(tag)
        if not m:
            return f"malformed CR tag @{tag} (expected @cr-<section>, e.g. @cr-5.12)"
        if not _cr_known(m.group(1), known_cr):
            return f"unknown CR section or clause @{tag} (not in oracle/site/cr_sections.json)"
    if low.startswith(("card-", "card_")) and not CARD_TAG.match(tag):
        return f"malformed card tag @{tag} (expected @card-<set number as printed>, e.g. @card-BP01-012)"
    return None


def check_tag_lines(path: str, text: str, known_cr: set[str] | None = None) -> list[Problem]:
    """Every tag of a feature file's text (any level: Feature, Rule, Scenario, Examples), checked."""
    problems: list[Problem] = []
    fence: str | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        for mark in ('"""', "```"):
            if line.startswith(mark):
                fence = None if fence == mark else fence or mark
        if fence or not line.startswith("@"):
            continue
        line = re.sub(r"\s#.*$", "", line)
        for token in line.split():
            tag = token[1:] if token.startswith("@") else token
            problem = (
                check_tag(tag, known_cr) if token.startswith("@") else f"{token!r} on a tag line is no tag"
            )
            if problem:
                problems.append(Problem(path, number, problem))
    return problems


def check_path(rel: str, features_dir: str) -> str | None:
    """What is wrong with a feature file's path (relative to the root), or ``None``."""
    parts = Path(rel).relative_to(features_dir).parts
    if not parts[-1].endswith(".feature"):
        return f"feature file name must end in '.feature' (lower case), not {parts[-1]!r}"
    names = [*parts[:-1], parts[-1][: -len(".feature")]]
    bad = [n for n in names if not SAFE_PATH_PART.match(n)]
    if bad:
        return (
            f"unsafe feature file path: {bad[0]!r} (folder and file names use only a-z, 0-9, '_' and '-',"
            " e.g. features/sve/zones.feature)"
        )
    return None


def check_features(
    features: list[Feature], known_ids: set[str], known_cr: set[str] | None = None
) -> list[Problem]:
    """Name, id and tag problems of already-parsed features."""
    problems: list[Problem] = []
    by_name: dict[str, list[tuple[str, int]]] = defaultdict(list)
    for feat in features:
        for tag in feat.tags:
            if ID_TAG.match(tag) or ID_LIKE.match(tag):
                problems.append(
                    Problem(
                        feat.path, feat.line, f"catalog id @{tag} belongs on a scenario, not on the Feature"
                    )
                )
        for sc in feat.scenarios:
            by_name[sc.name].append((sc.feature_path, sc.line))
            seen: set[str] = set()
            ids = 0
            anchors = [
                t
                for t in sc.all_tags
                if ((m := CR_TAG.match(t)) and _cr_known(m.group(1), known_cr)) or CARD_TAG.match(t)
            ]
            for tag in sc.tags:
                line = sc.tag_lines.get(tag, sc.line)
                if ID_TAG.match(tag) or ID_LIKE.match(tag):
                    ids += 1
                    if tag in seen:
                        problems.append(
                            Problem(sc.feature_path, line, f"id @{tag} tagged twice on '{sc.name}'")
                        )
                    elif tag not in known_ids:
                        problems.append(
                            Problem(
                                sc.feature_path,
                                line,
                                f"unknown ruling id @{tag} on '{sc.name}' (not in oracle/sources.yaml)",
                            )
                        )
                    seen.add(tag)
            if ids == 0 and not anchors:
                problems.append(
                    Problem(
                        sc.feature_path,
                        sc.line,
                        f"scenario '{sc.name}' carries no catalog id tag (@SVE-EN-007), CR section tag"
                        " (@cr-5.12) or card tag (@card-BP01-012)",
                    )
                )
            if not sc.name:
                problems.append(Problem(sc.feature_path, sc.line, "scenario without a name"))
    for name, places in by_name.items():
        if len(places) > 1:
            where = ", ".join(f"{p}:{n}" for p, n in places)
            for path, line in places:
                problems.append(Problem(path, line, f"duplicate scenario name '{name}' (at {where})"))
    return problems


def check_statements(features: list[Feature], kinds: dict[str, str]) -> list[Problem]:
    """Each entry's source restated once; each catalog scenario's ``Checks`` lines.

    ``kinds``: the kind (``ruling`` or ``rule``) of each entry of ``oracle/sources.yaml``. Scenarios without a
    catalog id (clause scenarios, card scenarios) need neither.
    """
    problems: list[Problem] = []
    by_id: dict[str, list[Scenario]] = defaultdict(list)
    for feat in features:
        for sc in feat.scenarios:
            ids = [i for i in sc.ids if i in kinds]
            for i in ids:
                by_id[i].append(sc)
            said = sc.description.assumptions["en"] or sc.description.assumptions["ja"]
            if bool(said) != ("assumption" in sc.all_tags):
                problems.append(
                    Problem(
                        sc.feature_path,
                        sc.line,
                        f"scenario '{sc.name}' "
                        + (
                            "states an assumption but is not tagged @assumption"
                            if said
                            else "is tagged @assumption but states none (Assumption(en):/Assumption(ja):)"
                        ),
                    )
                )
            if ids:
                missing = [lang for lang in ("en", "ja") if not sc.description.checks.get(lang)]
                if missing:
                    lines = " and ".join(f"Checks({lang}):" for lang in missing)
                    problems.append(
                        Problem(
                            sc.feature_path,
                            sc.line,
                            f"scenario '{sc.name}' does not say what it checks: add {lines}",
                        )
                    )
    for entry_id, scenarios in sorted(by_id.items()):
        rule = kinds[entry_id] == "rule"
        what = "rule (Rule(en):/Rule(ja):)" if rule else "question and answer (Q(en):/A(en):/Q(ja):/A(ja):)"
        found = entry_statements(scenarios, rule, entry_id)
        first = scenarios[0]
        if not found:
            problems.append(
                Problem(
                    first.feature_path,
                    first.line,
                    f"{entry_id}: no scenario restates the source's {what}; put it on one of its scenarios",
                )
            )
            continue
        if len(found) > 1:
            where = ", ".join(f"{s.scenario.feature_path}:{s.scenario.line}" for s in found)
            for stmt in found:
                problems.append(
                    Problem(
                        stmt.scenario.feature_path,
                        stmt.scenario.line,
                        f"{entry_id}: {len(found)} different restatements of the source's {what} (at {where});"
                        " keep one, and say what each other scenario checks in Checks lines",
                    )
                )
            continue
        stmt = found[0]
        parts = [("Rule", stmt.rule)] if rule else [("Q", stmt.q), ("A", stmt.a)]
        gaps = [f"{k}({lang}):" for k, got in parts for lang in ("en", "ja") if not got.get(lang)]
        if gaps:
            problems.append(
                Problem(
                    stmt.scenario.feature_path,
                    stmt.scenario.line,
                    f"{entry_id}: the source's {what} lacks {', '.join(gaps)}",
                )
            )
    return problems


def load_checked_features(
    root: Path, features_dir: str, known_cr: set[str] | None = None
) -> tuple[list[Feature], list[Problem]]:
    """Parse every feature file, with the problems of its path, encoding, syntax and tags (never raises)."""
    features: list[Feature] = []
    problems: list[Problem] = []
    base = root / features_dir
    if base.is_dir():
        for path in sorted(base.rglob("*")):
            if path.is_file() and path.suffix.lower() == ".feature" and path.suffix != ".feature":
                rel = path.relative_to(root).as_posix()
                problems.append(Problem(rel, 1, f"{rel!r} is not read: feature files end in '.feature'"))
    for path in feature_files(root, features_dir):
        rel = path.relative_to(root).as_posix()
        problem = check_path(rel, features_dir)
        if problem:
            problems.append(Problem(rel, 1, problem))
        try:
            data = path.read_bytes()
            text = data.decode("utf-8")
        except OSError as exc:
            problems.append(Problem(rel, 1, f"cannot read: {exc.strerror or exc}"))
            continue
        except UnicodeDecodeError as exc:
            line = data[: exc.start].count(b"\n") + 1
            problems.append(Problem(rel, line, f"not UTF-8 (byte {data[exc.start]:#04x})"))
            continue
        if text.startswith("\ufeff"):
            problems.append(Problem(rel, 1, "starts with a byte-order mark: save it as UTF-8 without BOM"))
            continue
        problems += check_tag_lines(rel, text, known_cr)
        if not text.strip():
            problems.append(Problem(rel, 1, "empty feature file (no Feature:)"))
            continue
        try:
            features.append(parse_feature_text(text, rel))
        except (CompositeParserException, ParserError) as exc:
            for err in getattr(exc, "errors", [exc]):
                loc = getattr(err, "location", None) or {}
                problems.append(Problem(rel, int(loc.get("line") or 1), f"cannot parse: {err}"))
        except Exception as exc:  # the reader must report, never crash, whatever the file holds
            problems.append(Problem(rel, 1, f"cannot read the feature: {type(exc).__name__}: {exc}"))
    return features, problems


def run_checks(
    root: Path,
    features_dir: str | None = None,
    steps_dir: str = "tests/steps",
    sources_file: Path | None = None,
) -> list[Problem]:
    """Every problem of the feature tree under ``root``, sorted by file and line."""
    fdir = features_dir or features_base_dir(root)
    known_cr = known_cr_sections()
    features, problems = load_checked_features(root, fdir, known_cr)
    entries = load_sources(sources_file or SOURCES_FILE).entries
    problems += check_features(features, set(entries), known_cr)
    problems += check_statements(features, {i: e.kind for i, e in entries.items()})
    bound = bound_feature_paths(root, steps_dir, fdir)
    for path in feature_files(root, fdir):
        if path.resolve() not in bound:
            rel = path.relative_to(root).as_posix()
            problems.append(
                Problem(
                    rel,
                    1,
                    f"no test binds this feature file (add it to a scenarios() call under {steps_dir}/)",
                )
            )
    return sorted(set(problems))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.checks", description=__doc__.splitlines()[0])
    parser.add_argument("--root", type=Path, default=Path("."), help="repository root (default: .)")
    parser.add_argument("--features", default=None, help="features dir relative to the root")
    parser.add_argument("--steps", default="tests/steps", help="step/test dir relative to the root")
    parser.add_argument("--sources", type=Path, default=None, help="sources.yaml (default: the project's)")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    fdir = args.features or features_base_dir(root)
    if not (root / fdir).is_dir():
        print(f"{root / fdir}: no features folder here (is --root the repository?)", file=sys.stderr)
        return 1
    try:
        problems = run_checks(root, args.features, args.steps, args.sources)
    except SourcesError as exc:
        print(exc)
        print("1 problem (the sources list)", file=sys.stderr)
        return 1
    for p in problems:
        print(p)
    n = len(list(feature_files(args.root.resolve(), args.features or features_base_dir(args.root.resolve()))))
    print(f"{len(problems)} problem(s) in {n} feature file(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
