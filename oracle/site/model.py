"""Feature files read with gherkin-official into small dataclasses (no pytest, no engine).

The description block of a scenario follows ``docs/contributing.md``: one item per line,
``Q(en):``, ``A(en):``, ``Q(ja):``, ``A(ja):``, ``Rule(en):``, ``Rule(ja):``, ``Checks(en):``,
``Checks(ja):``, ``Source:``, ``Assumption(en):``, ``Assumption(ja):``. A line that starts with none of
these continues the previous item.

``Q``/``A`` (a ruling) and ``Rule`` (a rule statement) restate what the *source* of the scenario's catalog
entry says; an entry states it once, on one of its scenarios (``oracle/checks.py`` refuses an entry with
none or two different ones). ``Checks`` says in plain words what this one scenario checks. On a scenario
tagged with several entries, ``Q(en, SVE-JA-002):`` (an entry id after the language) restates the source
of that one entry only; lines without an id speak for each entry of the scenario.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

ID_TAG = re.compile(r"^(?:SVE-EN|SVE-JA|FOH-JA|UMA-FAN)-R?\d{3}$")
"""A catalog id (without ``@``)."""
ID_LIKE = re.compile(r"^[A-Z]{2,}(?:-[A-Z]{2,})*-R?\d+$")
"""Anything that looks like it was meant to be a catalog id (catches typos such as ``SVE-EN-7``)."""
CR_TAG = re.compile(r"^cr-(\d+(?:\.\d+)*)$")
GAMES = ("sve", "foh", "umafan")
_FIELD = re.compile(
    r"^(Q|A|Rule|Checks|Assumption)\s*\((en|ja)(?:\s*,\s*((?:SVE-EN|SVE-JA|FOH-JA|UMA-FAN)-R?\d{3}))?\)\s*[:：]\s*(.*)$"
)
_SOURCE = re.compile(r"^Source\s*[:：]\s*(.*)$")


@dataclass
class Step:
    """One step line, with its data table or doc string."""

    keyword: str
    text: str
    line: int
    table: list[list[str]] | None = None
    docstring: str | None = None

    @property
    def full(self) -> str:
        return f"{self.keyword.strip()} {self.text}"


@dataclass
class Description:
    """The parsed description block of a scenario."""

    q: dict[str, str] = field(default_factory=dict)
    a: dict[str, str] = field(default_factory=dict)
    rule: dict[str, str] = field(default_factory=dict)
    checks: dict[str, str] = field(default_factory=dict)
    """What the scenario itself checks, in plain words (``Checks(en):``/``Checks(ja):``)."""
    by_entry: dict[str, dict[str, dict[str, str]]] = field(default_factory=dict)
    """Lines naming one entry (``Q(en, SVE-JA-002):``): entry id → ``q``/``a``/``rule`` → language → text."""
    assumptions: dict[str, list[str]] = field(default_factory=lambda: {"en": [], "ja": []})
    source: str | None = None
    other: list[str] = field(default_factory=list)


@dataclass
class Scenario:
    """A scenario (or outline) of a feature file."""

    feature_path: str
    name: str
    line: int
    keyword: str
    tags: list[str]
    tag_lines: dict[str, int]
    description_text: str
    description: Description
    steps: list[Step]
    background: list[Step]
    examples: list[dict[str, object]]
    feature_tags: list[str]
    rule: str | None = None

    @property
    def all_tags(self) -> list[str]:
        seen: list[str] = []
        for t in self.feature_tags + self.tags:
            if t not in seen:
                seen.append(t)
        return seen

    @property
    def ids(self) -> list[str]:
        out: list[str] = []
        for t in self.tags:
            if ID_TAG.match(t) and t not in out:
                out.append(t)
        return out

    @property
    def cr_sections(self) -> list[str]:
        return [m.group(1) for t in self.all_tags if (m := CR_TAG.match(t))]

    @property
    def key(self) -> tuple[str, int]:
        return (self.feature_path, self.line)


@dataclass
class Feature:
    """A parsed feature file."""

    path: str
    name: str
    line: int
    tags: list[str]
    description: str
    scenarios: list[Scenario]
    game: str | None


@dataclass
class ParseProblem:
    path: str
    line: int
    message: str


def _tags(raw: list[dict[str, object]]) -> tuple[list[str], dict[str, int]]:
    names: list[str] = []
    lines: dict[str, int] = {}
    for t in raw:
        name = str(t["name"]).lstrip("@")
        names.append(name)
        loc = t.get("location")
        if isinstance(loc, dict):
            lines.setdefault(name, int(loc["line"]))
    return names, lines


def parse_description(text: str) -> Description:
    """Split a scenario description into its Q/A/Rule/Checks/Assumption/Source items."""
    desc = Description()
    last: tuple[str, str, str | None] | None = None

    def target(kind: str, entry: str | None) -> dict[str, str]:
        if entry is not None and kind in ("Q", "A", "Rule"):
            return desc.by_entry.setdefault(entry, {}).setdefault(kind.lower(), {})
        return {"Q": desc.q, "A": desc.a, "Rule": desc.rule, "Checks": desc.checks}[kind]

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            last = None
            continue
        m = _FIELD.match(line)
        if m:
            kind, lang, entry, value = m.group(1), m.group(2), m.group(3), m.group(4).strip()
            if kind == "Assumption":
                desc.assumptions[lang].append(value)
            else:
                into = target(kind, entry)
                into[lang] = (into.get(lang, "") + " " + value).strip()
            last = (kind, lang, entry)
            continue
        s = _SOURCE.match(line)
        if s:
            cited = s.group(1).strip()
            desc.source = cited if desc.source is None else f"{desc.source}; {cited}"
            last = None
            continue
        if last is not None:
            kind, lang, entry = last
            if kind == "Assumption":
                desc.assumptions[lang][-1] = (desc.assumptions[lang][-1] + " " + line).strip()
            else:
                into = target(kind, entry)
                into[lang] = (into[lang] + " " + line).strip()
        else:
            desc.other.append(line)
    return desc


def _steps(raw: list[dict[str, object]]) -> list[Step]:
    out: list[Step] = []
    for s in raw:
        table = None
        dt = s.get("dataTable")
        if isinstance(dt, dict):
            table = [[str(c["value"]) for c in row["cells"]] for row in dt["rows"]]
        doc = s.get("docString")
        out.append(
            Step(
                keyword=str(s["keyword"]),
                text=str(s["text"]),
                line=int(s["location"]["line"]),  # type: ignore[index]
                table=table,
                docstring=str(doc["content"]) if isinstance(doc, dict) else None,
            )
        )
    return out


def _examples(raw: list[dict[str, object]]) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for ex in raw:
        header = ex.get("tableHeader")
        body = ex.get("tableBody") or []
        head = [str(c["value"]) for c in header["cells"]] if isinstance(header, dict) else []
        rows = [[str(c["value"]) for c in row["cells"]] for row in body]  # type: ignore[union-attr]
        out.append({"name": str(ex.get("name", "")), "header": head, "rows": rows})
    return out


_FEATURE_WORDS = ("Feature", "Business Need", "Ability")
_SCENARIO_WORDS = ("Example", "Scenario", "Scenario Outline", "Scenario Template")
_STEP_WORDS = ("Given ", "When ", "Then ", "And ", "But ", "* ")
_OTHER_WORDS = ("Background", "Examples", "Scenarios", "Rule", *_FEATURE_WORDS)
_TOO_MUCH = ('"""', "```")
"""Lines the fast reader leaves to gherkin-official: doc strings (and comments before the feature line, where
``# language`` may stand)."""


class _Unsure(Exception):
    """The fast reader met something it leaves to gherkin-official."""


def _title(trimmed: str, words: tuple[str, ...]) -> tuple[str, str] | None:
    """(keyword, title) when ``trimmed`` starts with one of ``words`` and a colon (gherkin's rule)."""
    for word in words:
        if trimmed.startswith(word + ":"):
            return word, trimmed[len(word) + 1 :].strip()
    return None


def _fast_document(text: str) -> dict[str, object] | None:
    """The part of gherkin-official's document that :func:`parse_feature_text` reads, or None.

    A line-by-line reading of the common shape of a feature file (tags, ``Feature``, description,
    ``Background``, scenarios, steps, data tables) that follows gherkin's own state machine (English
    keywords, the same token tried in the same order in each state) at a fraction of its cost. A comment line
    is skipped as gherkin skips it (it ends a description; no description line may follow it). Anything
    else (a comment before the feature line, doc strings, ``Rule``, ``Examples``, a line gherkin would refuse,
    a file without a feature) gives None: the file is then parsed by gherkin-official, which also reports the errors.
    A test checks both readings agree on every feature file and on generated ones.
    """
    from gherkin.errors import ParserException
    from gherkin.gherkin_line import GherkinLine

    parts = text.split("\n")
    if parts and parts[-1] == "":
        parts.pop()
    feature: dict[str, object] | None = None
    feature_tags: list[dict[str, object]] = []
    children: list[dict[str, object]] = []
    pending_tags: list[dict[str, object]] = []
    state = "start"
    desc: list[str] | None = None  # the description being read (its lines)
    node: dict[str, object] = {}  # the feature, background or scenario being read
    steps: list[dict[str, object]] = []
    rows: list[list[str]] | None = None
    no_description = False  # a comment ended the header: gherkin refuses description text after it

    def tags_of(line: str, number: int) -> list[dict[str, object]]:
        try:
            items = GherkinLine(line + "\n", number).tags
        except ParserException:
            raise _Unsure from None
        return [{"name": t["text"], "location": {"line": number}} for t in items]

    def close_description() -> None:
        nonlocal desc
        if desc is not None:
            while desc and not desc[-1]:
                desc.pop()
            node["description"] = "\n".join(desc)
            desc = None

    def close_table() -> None:
        nonlocal rows
        if rows is not None:
            if any(len(r) != len(rows[0]) for r in rows):
                raise _Unsure  # gherkin: inconsistent cell count
            steps[-1]["dataTable"] = {"rows": [{"cells": [{"value": c} for c in r]} for r in rows]}
            rows = None

    try:
        for number, raw in enumerate(parts, start=1):
            trimmed = raw.lstrip()
            if trimmed.startswith(_TOO_MUCH):
                raise _Unsure
            empty = not trimmed
            if trimmed.startswith("#"):
                if state in ("start", "feature-tags"):
                    raise _Unsure  # perhaps ``# language``
                if state in ("header", "description"):
                    close_description()
                    no_description = True
                continue
            if state in ("start", "feature-tags"):
                if empty:
                    continue
                if trimmed.startswith("@"):
                    feature_tags += tags_of(raw, number)
                    state = "feature-tags"
                    continue
                found = _title(trimmed, _FEATURE_WORDS)
                if found is None:
                    raise _Unsure
                feature = node = {"keyword": found[0], "name": found[1], "location": {"line": number}}
                feature["tags"] = feature_tags
                state = "header"
                no_description = False
                continue
            if state == "tags":  # tags of the next scenario
                if empty:
                    continue
                if trimmed.startswith("@"):
                    pending_tags += tags_of(raw, number)
                    continue
                found = _title(trimmed, _SCENARIO_WORDS)
                if found is None:
                    raise _Unsure
            # a step, a table row (in a step), tags, a scenario, or (in a header) a description line
            in_steps = state in ("step", "table")
            in_header = state in ("header", "description")
            if empty and not (desc is not None and not in_steps):
                continue
            step = next((w for w in _STEP_WORDS if trimmed.startswith(w)), None)
            if step is not None and node is not feature:  # a feature's header has no steps
                close_description()
                close_table()
                steps.append(
                    {"keyword": step, "text": trimmed[len(step) :].strip(), "location": {"line": number}}
                )
                state = "step"
                continue
            if in_steps and trimmed.startswith("|"):
                cells = [c["text"] for c in GherkinLine(raw + "\n", number).table_cells]
                rows = (rows or []) + [cells]
                state = "table"
                continue
            if trimmed.startswith("@"):
                close_description()
                close_table()
                pending_tags = tags_of(raw, number)
                state = "tags"
                continue
            if node is feature and (found := _title(trimmed, ("Background",))) is not None:
                close_description()
                node = {"keyword": found[0], "name": found[1], "location": {"line": number}}
                steps = node["steps"] = []
                children.append({"background": node})
                state = "header"
                no_description = False
                continue
            if _title(trimmed, ("Examples", "Scenarios", "Rule")) is not None:
                raise _Unsure
            found = _title(trimmed, _SCENARIO_WORDS)
            if found is not None:
                close_description()
                close_table()
                node = {
                    "keyword": found[0],
                    "name": found[1],
                    "location": {"line": number},
                    "tags": pending_tags,
                    "examples": [],
                }
                steps = node["steps"] = []
                children.append({"scenario": node})
                pending_tags = []
                state = "header"
                no_description = False
                continue
            if in_steps or not in_header or no_description:
                raise _Unsure  # gherkin: unexpected line
            if desc is None:
                desc = []
            desc.append(raw.rstrip("\r"))
            state = "description"
        if state in ("start", "feature-tags", "tags"):
            raise _Unsure
        close_description()
        close_table()
    except _Unsure:
        return None
    assert feature is not None
    feature["children"] = children
    return {"feature": feature}


def parse_feature_text(text: str, rel_path: str) -> Feature:
    """Parse one feature file's text (raises gherkin's parser errors).

    Most files are read by :func:`_fast_document`; the others (and every file with an error) by
    gherkin-official.
    """
    doc = _fast_document(text)
    if doc is None:
        doc = Parser().parse(TokenScanner(text))
    feat = doc.get("feature")
    if not feat:
        return Feature(rel_path, "", 1, [], "", [], None)
    ftags, _ = _tags(feat.get("tags", []))
    game = next((t for t in ftags if t in GAMES), None)
    if game is None:
        parts = Path(rel_path).parts
        game = next((p for p in parts if p in GAMES), None)
    scenarios: list[Scenario] = []

    def walk(
        children: list[dict[str, object]], background: list[Step], rule: str | None, extra: list[str]
    ) -> None:
        bg = list(background)
        for child in children:
            if "background" in child:
                bg = bg + _steps(child["background"].get("steps", []))  # type: ignore[union-attr]
            elif "rule" in child:
                r = child["rule"]
                rtags, _ = _tags(r.get("tags", []))  # type: ignore[union-attr]
                walk(r.get("children", []), bg, str(r.get("name")), extra + rtags)  # type: ignore[union-attr]
            elif "scenario" in child:
                sc = child["scenario"]
                tags, tag_lines = _tags(sc.get("tags", []))  # type: ignore[union-attr]
                desc_text = str(sc.get("description") or "")  # type: ignore[union-attr]
                scenarios.append(
                    Scenario(
                        feature_path=rel_path,
                        name=str(sc["name"]).strip(),  # type: ignore[index]
                        line=int(sc["location"]["line"]),  # type: ignore[index]
                        keyword=str(sc["keyword"]),  # type: ignore[index]
                        tags=tags,
                        tag_lines=tag_lines,
                        description_text="\n".join(x.strip() for x in desc_text.splitlines()).strip(),
                        description=parse_description(desc_text),
                        steps=_steps(sc.get("steps", [])),  # type: ignore[union-attr]
                        background=bg,
                        examples=_examples(sc.get("examples", [])),  # type: ignore[union-attr]
                        feature_tags=ftags + extra,
                        rule=rule,
                    )
                )

    walk(feat.get("children", []), [], None, [])
    return Feature(
        path=rel_path,
        name=str(feat.get("name", "")).strip(),
        line=int(feat["location"]["line"]),
        tags=ftags,
        description=str(feat.get("description") or "").strip(),
        scenarios=scenarios,
        game=game,
    )


PARALLEL_FILES = 100
"""From this many files to parse on, :func:`load_features` parses half of them in a forked process (below,
the fast reader is quicker than a fork and the hand-over of its result)."""


def feature_files(root: Path, features_dir: str = "features") -> list[Path]:
    base = root / features_dir
    return sorted(base.rglob("*.feature")) if base.is_dir() else []


def load_features(
    root: Path, features_dir: str = "features", cache: Path | None = None, parallel: bool = False
) -> tuple[list[Feature], list[ParseProblem]]:
    """Every feature file under ``root/features_dir``, with the parse problems of those that fail.

    ``cache``: a file keeping the parsed features between runs (``make site-build`` keeps one beside the
    site generator's compiled code, see :func:`oracle.site.publish.cache_dir`); a feature file whose size
    and modification time are unchanged is not parsed again.
    A missing, stale or unreadable cache is simply rebuilt. ``parallel``: half of the files to parse
    (when there are :data:`PARALLEL_FILES` or more) are parsed by a forked process meanwhile
    (:func:`oracle.site.fork.beside`; the machine has two cores).
    """
    stored = _read_cache(cache) if cache is not None else {}
    todo: list[tuple[str, Path, tuple[int, int]]] = []
    for path in feature_files(root, features_dir):
        rel = path.relative_to(root).as_posix()
        st = path.stat()
        todo.append((rel, path, (st.st_size, st.st_mtime_ns)))
    missing = [t for t in todo if (hit := stored.get(t[0])) is None or hit[0] != t[2]]
    if parallel and len(missing) >= PARALLEL_FILES:
        from oracle.site.fork import beside

        half = len(missing) // 2
        theirs, mine, finish = beside(
            lambda: _parse_files(missing[half:]), lambda: _parse_files(missing[:half])
        )
        finish()
        parsed = {**mine, **theirs}
    else:
        parsed = _parse_files(missing)
    kept: dict[str, tuple[tuple[int, int], Feature]] = {}
    features: list[Feature] = []
    problems: list[ParseProblem] = []
    for rel, _, stamp in todo:
        if rel in parsed:
            feature, found = parsed[rel]
            problems += found
            if feature is None:
                continue
            kept[rel] = (stamp, feature)
        else:
            kept[rel] = stored[rel]
        features.append(kept[rel][1])
    if cache is not None and kept != stored:
        _write_cache(cache, kept)
    return features, problems


def _parse_files(
    files: list[tuple[str, Path, tuple[int, int]]],
) -> dict[str, tuple[Feature | None, list[ParseProblem]]]:
    """Each file parsed: its feature, or None and its problems."""
    out: dict[str, tuple[Feature | None, list[ParseProblem]]] = {}
    for rel, path, _ in files:
        try:
            out[rel] = (parse_feature_text(path.read_text(encoding="utf-8"), rel), [])
        except (CompositeParserException, ParserError) as exc:
            errors = getattr(exc, "errors", [exc])
            found = []
            for err in errors:
                loc = getattr(err, "location", None) or {}
                found.append(ParseProblem(rel, int(loc.get("line") or 1), f"cannot parse: {err}"))
            out[rel] = (None, found)
    return out


def _cache_version() -> str:
    """Changes when this module or the Gherkin parser changes (the cached objects would be stale).

    The parser's own source files are hashed (a new release changes them): reading its version from the
    package metadata would import ``importlib.metadata``, a few hundredths of a second at every build.
    """
    import hashlib

    import gherkin

    digest = hashlib.sha256(Path(__file__).read_bytes())
    for source in sorted(Path(gherkin.__file__).parent.rglob("*.py")):
        digest.update(source.name.encode() + b"\0" + source.read_bytes())
    return digest.hexdigest()


def _read_cache(cache: Path) -> dict[str, tuple[tuple[int, int], Feature]]:
    import pickle

    try:
        with cache.open("rb") as handle:
            version, stored = pickle.load(handle)
    except Exception:  # noqa: BLE001 - missing, damaged or from another version: parse again
        return {}
    return stored if version == _cache_version() and isinstance(stored, dict) else {}


def _write_cache(cache: Path, kept: dict[str, tuple[tuple[int, int], Feature]]) -> None:
    import os
    import pickle

    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        partial = cache.with_name(f"{cache.name}.{os.getpid()}")
        with partial.open("wb") as handle:
            pickle.dump((_cache_version(), kept), handle, protocol=pickle.HIGHEST_PROTOCOL)
        partial.replace(cache)
    except OSError:
        pass  # the cache only saves time


@dataclass
class Statement:
    """What the source of one catalog entry says, restated once for the entry.

    A ruling states a question and its answer (``q``/``a``), a rule statement a rule (``rule``); each by
    language. ``scenario`` is the scenario whose description carries it.
    """

    q: dict[str, str]
    a: dict[str, str]
    rule: dict[str, str]
    scenario: Scenario

    @property
    def text(self) -> dict[str, str]:
        """The heading in each language: the question of a ruling, the rule of a rule statement."""
        return self.q or self.rule


def entry_statements(scenarios: list[Scenario], rule: bool, entry_id: str | None = None) -> list[Statement]:
    """The distinct restatements of an entry's source among its ``scenarios`` (one is expected).

    ``rule``: the entry is a rule statement (its source states a rule: ``Rule`` lines), otherwise a ruling
    (its source asks a question: ``Q``/``A`` lines). Identical restatements on several scenarios count once.
    ``entry_id``: lines naming that entry (``Q(en, SVE-JA-002):``) take the place of a scenario's plain ones.
    """
    found: dict[tuple[tuple[str, str], ...], Statement] = {}
    for sc in scenarios:
        d = sc.description
        own = d.by_entry.get(entry_id or "", {})
        q, a, said = (own.get("q", {}), own.get("a", {}), own.get("rule", {})) if own else (d.q, d.a, d.rule)
        if rule:
            if not said:
                continue
            key = tuple(sorted(said.items()))
            stmt = Statement({}, {}, dict(said), sc)
        else:
            if not (q or a):
                continue
            key = tuple(sorted((f"q-{k}", v) for k, v in q.items())) + tuple(
                sorted((f"a-{k}", v) for k, v in a.items())
            )
            stmt = Statement(dict(q), dict(a), {}, sc)
        found.setdefault(key, stmt)
    return list(found.values())
