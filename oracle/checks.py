"""Static checks of the feature tree that pytest-bdd would let pass silently.

* every feature file parses (gherkin-official);
* scenario names are unique across the project (pytest-bdd merges same-named scenarios of a file and
  gives same-named scenarios of different files the same test name);
* every scenario carries at least one catalog id tag, each id is listed in ``oracle/sources.yaml``,
  and no id is tagged twice on one scenario (one id may tag several scenarios: a ruling whose answer
  has several behaviours gets one scenario per behaviour);
* tags that look like ids but are malformed (``@SVE-EN-7``) are reported as unknown ids;
* every feature file is bound by a ``scenarios(...)``/``scenario(...)`` call of a test module.

Run ``python -m oracle.checks`` (exit status 1 on problems); ``tests/unit/test_oracle_checks.py`` runs
the same checks in ``make test``.
"""

from __future__ import annotations

import argparse
import ast
import sys
import tomllib
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

from oracle.site.model import ID_LIKE, ID_TAG, Feature, feature_files, load_features
from oracle.sources import SOURCES_FILE, load_sources


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


def check_features(features: list[Feature], known_ids: set[str]) -> list[Problem]:
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
            if ids == 0 and not any(t.startswith("cr-") for t in sc.tags):  # a CR section also anchors it
                problems.append(
                    Problem(sc.feature_path, sc.line, f"scenario '{sc.name}' carries no catalog id tag")
                )
            if not sc.name:
                problems.append(Problem(sc.feature_path, sc.line, "scenario without a name"))
    for name, places in by_name.items():
        if len(places) > 1:
            where = ", ".join(f"{p}:{n}" for p, n in places)
            for path, line in places:
                problems.append(Problem(path, line, f"duplicate scenario name '{name}' (at {where})"))
    return problems


def run_checks(
    root: Path,
    features_dir: str | None = None,
    steps_dir: str = "tests/steps",
    sources_file: Path | None = None,
) -> list[Problem]:
    """Every problem of the feature tree under ``root``, sorted by file and line."""
    fdir = features_dir or features_base_dir(root)
    features, parse_problems = load_features(root, fdir)
    problems = [Problem(p.path, p.line, p.message) for p in parse_problems]
    known = set(load_sources(sources_file or SOURCES_FILE).entries)
    problems += check_features(features, known)
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
    problems = run_checks(args.root.resolve(), args.features, args.steps, args.sources)
    for p in problems:
        print(p)
    n = len(list(feature_files(args.root.resolve(), args.features or features_base_dir(args.root.resolve()))))
    print(f"{len(problems)} problem(s) in {n} feature file(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
