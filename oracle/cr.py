"""The Comprehensive Rules clause table: every numbered clause of CR v1.26.1, chapters 2 to 14.2, in our own words.

The clause index (numbers and headings, never rules text) is ``oracle/site/cr_sections.json``. The
restatements live in ``oracle/cr/*.yaml``, one file per group of sections::

    read: "which text of the rules was read for this file"
    clauses:
      "12.13.2":
        effect: true            # false: a definition, example or cross-reference with no game effect of its own
        en: "Our own English."
        ja: "自分の言葉の日本語。"
        open: "engine: why no scenario passes yet"   # only with effect: true and no passing scenario

Only clauses of three or more numbers are listed there (``10`` and ``10.6`` are headings). ``open`` starts
with one of :data:`OPEN_KINDS` and a colon. Scenarios pin a clause with a ``@cr-12.13.2`` tag.

:func:`clause_statuses` joins the table, the scenarios' tags and their results into one status per clause,
and ``python -m oracle.cr`` prints the coverage figure: of the clauses with a game effect in the goal's
chapters (:data:`GOAL_SCOPE`), how many have a passing scenario (every scenario tagged with the clause
passed in ``results/results.json``), and every clause left, with its reason.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

CLAUSE_DIR = Path(__file__).with_name("cr")
INDEX_FILE = Path(__file__).with_name("site") / "cr_sections.json"
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's safe loader where PyYAML has it (the same documents, several times faster), else PyYAML's."""
LISTED = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13", "14.2")
"""The chapters (and the one section of chapter 14) whose clauses the table lists."""
GOAL_SCOPE = ("5", "8", "9", "10", "11", "12", "13", "14.2")
"""The chapters the coverage goal counts (issue 21: at least 90 % of their clauses with a game effect)."""
GOAL = 0.90
OPEN_KINDS = {
    "vocabulary": (
        "the card vocabulary or the steps cannot say it yet",
        "カードの語彙やステップでまだ表せない",
    ),
    "later-set": ("needs a mechanic of a later set", "後のセットのメカニズムが必要"),
    "engine": ("the engine does not honour it", "エンジンが従っていない"),
    "unknown": ("its wording was not found", "条文が見つからない"),
}
"""Why a clause with a game effect has no passing scenario yet (the word before the colon of ``open``)."""


class ClauseTableError(Exception):
    """A clause file that cannot be read as the table: names the file, the clause and the field."""

    def __init__(self, path: str, message: str, clause: str | None = None, field: str | None = None) -> None:
        self.path, self.clause, self.field, self.message = path, clause, field, message
        where = path + (f": clause {clause}" if clause else "") + (f": field '{field}'" if field else "")
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class Clause:
    """One restated clause."""

    number: str
    effect: bool
    en: str
    ja: str
    open: str | None
    file: str

    @property
    def open_kind(self) -> str | None:
        """``vocabulary``, ``later-set``, ``engine`` or ``unknown`` (``None`` when not open)."""
        return self.open.split(":", 1)[0].strip() if self.open else None

    @property
    def open_note(self) -> str:
        """The reason after the kind word."""
        return self.open.split(":", 1)[1].strip() if self.open and ":" in self.open else ""


@dataclass(frozen=True)
class ClauseTable:
    """The index of the rules and the clauses restated so far."""

    version: str
    sections: dict[str, str]
    index: tuple[str, ...]
    clauses: dict[str, Clause]
    reads: dict[str, str]

    def listed(self, scope: Iterable[str] = LISTED) -> list[str]:
        """The clause numbers (three or more numbers) of the given chapters, in index order."""
        scope = tuple(scope)
        return [c for c in self.index if c.count(".") >= 2 and in_scope(c, scope)]


def in_scope(number: str, scope: Iterable[str]) -> bool:
    """Whether a clause lies in one of the chapters (``"5"``) or sections (``"14.2"``) of ``scope``."""
    return any(number == s or number.startswith(s + ".") for s in scope)


def clause_key(number: str) -> tuple[int, ...]:
    """Sort key of a clause number (``10.10`` after ``10.9``)."""
    return tuple(int(x) for x in number.split(".") if x.isdigit())


class _ClauseModel(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    effect: bool
    en: str
    ja: str
    open: str | None = None

    @field_validator("en", "ja")
    @classmethod
    def _not_blank(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("empty restatement")
        return v.strip()

    @field_validator("open")
    @classmethod
    def _open_kind(cls, v: str | None) -> str | None:
        if v is None:
            return v
        kind, colon, note = v.partition(":")
        if not colon or kind.strip() not in OPEN_KINDS or not note.strip():
            raise ValueError(f"must be '<kind>: <reason>' with kind one of {', '.join(sorted(OPEN_KINDS))}")
        return v.strip()


def load_index(path: Path = INDEX_FILE) -> tuple[str, dict[str, str], tuple[str, ...]]:
    """(version, section headings, clause numbers) of the rules index."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return str(data["version"]), dict(data["sections"]), tuple(data["clauses"])
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ClauseTableError(str(path), f"not a usable clause index ({exc})") from None


def load_clause_table(directory: Path = CLAUSE_DIR, index_path: Path = INDEX_FILE) -> ClauseTable:
    """Read and check every ``*.yaml`` file of ``directory`` against the index.

    Refused (:class:`ClauseTableError`, naming file, clause and field): a file that is not YAML or not a
    mapping with ``read`` and ``clauses``; a clause number that is not in the index, is a heading, or lies
    outside the listed chapters; a clause restated twice (in one file or two); a field missing, of the
    wrong type or unknown; an empty restatement; ``open`` without a known kind or on a clause with no
    game effect.
    """
    version, sections, index = load_index(index_path)
    known = set(index)
    clauses: dict[str, Clause] = {}
    reads: dict[str, str] = {}
    for path in sorted(directory.glob("*.yaml")):
        rel = _rel(path)
        try:
            doc = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER)
        except (yaml.YAMLError, UnicodeDecodeError) as exc:
            raise ClauseTableError(rel, f"not readable YAML ({exc})".replace("\n", " ")) from None
        if not isinstance(doc, dict) or set(doc) - {"read", "clauses"} or "clauses" not in doc:
            raise ClauseTableError(rel, "expected a mapping with 'read' and 'clauses' (and nothing else)")
        read = doc.get("read")
        if not isinstance(read, str) or not read.strip():
            raise ClauseTableError(rel, "say which text of the rules was read", field="read")
        reads[rel] = read.strip()
        raw = doc["clauses"]
        if not isinstance(raw, dict):
            raise ClauseTableError(rel, "expected a mapping of clause numbers", field="clauses")
        for number, body in raw.items():
            if not isinstance(number, str):
                raise ClauseTableError(
                    rel, f"clause number {number!r} must be a quoted string", field="clauses"
                )
            if number not in known:
                raise ClauseTableError(rel, "not a clause of the v1.26.1 index", clause=number)
            if number.count(".") < 2:
                raise ClauseTableError(rel, "a chapter or section heading, not a clause", clause=number)
            if not in_scope(number, LISTED):
                raise ClauseTableError(rel, "outside the chapters the table lists", clause=number)
            if number in clauses:
                raise ClauseTableError(rel, f"already restated in {clauses[number].file}", clause=number)
            if not isinstance(body, dict):
                raise ClauseTableError(
                    rel, "expected a mapping with effect, en, ja (and open)", clause=number
                )
            try:
                m = _ClauseModel.model_validate(body)
            except ValidationError as exc:
                err = exc.errors()[0]
                field = ".".join(str(x) for x in err["loc"]) or None
                raise ClauseTableError(rel, err["msg"], clause=number, field=field) from None
            if m.open is not None and not m.effect:
                raise ClauseTableError(rel, "only a clause with a game effect can be open", number, "open")
            clauses[number] = Clause(number, m.effect, m.en, m.ja, m.open, rel)
    return ClauseTable(version, sections, index, clauses, reads)


def _rel(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


# --------------------------------------------------------------------------- statuses

STATES = ("passing", "failing", "not-run", "open", "untested", "unrestated", "no-effect")
"""A clause's state, from best known to least: every tagged scenario passed; one failed (or is undefined);
none has run; open with its reason; a game effect with neither scenario nor reason; not restated yet; no
game effect of its own."""


@dataclass(frozen=True)
class ClauseStatus:
    """Where one clause stands."""

    number: str
    clause: Clause | None
    state: str
    scenarios: tuple[tuple[str, str], ...]  # (scenario key "feature:line", status)

    @property
    def counts(self) -> bool:
        """Whether the clause has a game effect (or is not yet known to have none)."""
        return self.clause is None or self.clause.effect


def clause_statuses(
    table: ClauseTable, tagged: Mapping[str, list[tuple[str, str]]], scope: Iterable[str] = LISTED
) -> list[ClauseStatus]:
    """One status per listed clause; ``tagged`` maps a clause to its scenarios as ``(key, status)`` pairs."""
    out = []
    for number in table.listed(scope):
        clause = table.clauses.get(number)
        scs = tuple(tagged.get(number, ()))
        statuses = [s for _, s in scs]
        if clause is not None and not clause.effect:
            state = "no-effect"
        elif clause is not None and clause.open and (not scs or clause.open_kind == "engine"):
            state = "open"
        elif scs and any(s in ("failed", "undefined", "error") for s in statuses):
            state = "failing"
        elif scs and all(s == "passed" for s in statuses):
            state = "passing" if clause is not None else "unrestated"
        elif scs:
            state = "not-run"
        else:
            state = "unrestated" if clause is None else "untested"
        out.append(ClauseStatus(number, clause, state, scs))
    return out


@dataclass(frozen=True)
class Coverage:
    """The goal's figure: clauses with a game effect (or not yet restated) and how many pass."""

    counted: int
    passing: int
    no_effect: int
    by_state: dict[str, int]
    #: open clauses by the kind of their reason (``unknown``, ``later-set``, ``engine``, ``vocabulary``)
    by_open_kind: dict[str, int] = field(default_factory=dict)

    @property
    def ratio(self) -> float:
        return self.passing / self.counted if self.counted else 1.0

    @property
    def read(self) -> int:
        """Clauses with a game effect whose wording we could read: all but the ``unknown:`` ones. The goal's
        figure can never pass this ceiling until more of the rules' text can be read."""
        return self.counted - self.by_open_kind.get("unknown", 0)

    @property
    def read_ratio(self) -> float:
        return self.passing / self.read if self.read else 1.0


def coverage(statuses: Iterable[ClauseStatus], scope: Iterable[str] = GOAL_SCOPE) -> Coverage:
    """Of the clauses of ``scope`` with a game effect (an unrestated clause counts as one), those passing."""
    scope = tuple(scope)
    mine = [s for s in statuses if in_scope(s.number, scope)]
    counted = [s for s in mine if s.counts]
    return Coverage(
        counted=len(counted),
        passing=sum(1 for s in counted if s.state == "passing"),
        no_effect=len(mine) - len(counted),
        by_state=dict(Counter(s.state for s in counted)),
        by_open_kind=dict(
            Counter(s.clause.open_kind or "" for s in counted if s.state == "open" and s.clause is not None)
        ),
    )


def tagged_scenarios(root: Path, results: Mapping[str, Any] | None) -> dict[str, list[tuple[str, str]]]:
    """Each clause's scenarios in the feature tree of ``root``, with their status in ``results``."""
    from oracle.site.model import load_features

    features, problems = load_features(root, "features", None, False)
    if problems:
        p = problems[0]
        raise ClauseTableError(p.path, f"line {p.line}: {p.message}")
    status: dict[tuple[str, int], list[str]] = defaultdict(list)
    for rec in (results or {}).get("scenarios", []):
        status[(str(rec.get("feature")), int(rec.get("line", 0)))].append(str(rec.get("status")))
    out: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for f in features:
        for sc in f.scenarios:
            got = status.get(sc.key, [])
            st = "not-run" if not got else next((s for s in got if s != "passed"), "passed")
            for number in dict.fromkeys(sc.cr_sections):
                out[number].append((f"{sc.feature_path}:{sc.line}", st))
    return out


def static_problems(table: ClauseTable, tagged: Mapping[str, list[tuple[str, str]]]) -> list[str]:
    """What ``make test`` refuses without running anything: a restated clause with a game effect that has
    neither a tagged scenario nor an ``open`` reason, and an ``open`` reason other than ``engine:`` on a
    clause that has scenarios (the reason would be stale)."""
    problems = []
    for number, clause in sorted(table.clauses.items(), key=lambda kv: clause_key(kv[0])):
        scs = tagged.get(number, [])
        if clause.effect and not clause.open and not scs:
            problems.append(
                f"{clause.file}: clause {number}: a game effect with no @cr-{number} scenario; add one, or 'open'"
            )
        if clause.open and scs and clause.open_kind != "engine":
            problems.append(
                f"{clause.file}: clause {number}: open ({clause.open_kind}) but tagged on {scs[0][0]}; "
                "drop 'open' or say 'engine:' what is not honoured"
            )
    return problems


# --------------------------------------------------------------------------- command line


def report(root: Path, results_path: Path) -> tuple[str, Coverage]:
    """The printed report: the figure per chapter, then every clause of the goal left, with its reason."""
    table = load_clause_table(root / "oracle" / "cr", root / "oracle" / "site" / "cr_sections.json")
    results = json.loads(results_path.read_text(encoding="utf-8")) if results_path.is_file() else None
    statuses = clause_statuses(table, tagged_scenarios(root, results))
    lines = [
        f"Comprehensive Rules v{table.version}, clause by clause (results: {results_path if results else 'none'})"
    ]
    for chapter in LISTED:
        cov = coverage(statuses, (chapter,))
        restated = sum(1 for s in statuses if in_scope(s.number, (chapter,)) and s.clause is not None)
        total = sum(1 for s in statuses if in_scope(s.number, (chapter,)))
        lines.append(
            f"  chapter {chapter:>4}: {cov.passing:3d}/{cov.counted:3d} with a game effect pass"
            f"  ({restated}/{total} restated, {cov.no_effect} without a game effect)"
        )
    goal = coverage(statuses)
    lines.append(
        f"GOAL (chapters {', '.join(GOAL_SCOPE)}): {goal.passing}/{goal.counted} clauses with a game effect"
        f" have a passing scenario = {goal.ratio:.1%} (goal {GOAL:.0%}); "
        + ", ".join(f"{k} {v}" for k, v in sorted(goal.by_state.items()))
    )
    lines.append(
        f"  of these, {goal.read} have wording we could read (v1.26.1 as cited in eireetm/SVEN, or the public "
        f"texts): {goal.passing}/{goal.read} = {goal.read_ratio:.1%} pass; open by reason: "
        + ", ".join(f"{k} {v}" for k, v in sorted(goal.by_open_kind.items()))
    )
    left = [s for s in statuses if in_scope(s.number, GOAL_SCOPE) and s.counts and s.state != "passing"]
    if left:
        lines.append("Clauses left:")
        for s in left:
            why = s.clause.open if s.clause and s.clause.open else s.state
            lines.append(f"  {s.number}: {why}")
    return "\n".join(lines), goal


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m oracle.cr", description=__doc__.splitlines()[0])
    ap.add_argument("--root", type=Path, default=Path("."))
    ap.add_argument("--results", type=Path, default=Path("results/results.json"))
    ap.add_argument("--brief", action="store_true", help="only the per-chapter figures and the goal line")
    args = ap.parse_args(argv)
    try:
        text, _ = report(args.root, args.results)
    except ClauseTableError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if args.brief:
        text = text.split("\nClauses left:")[0]
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
