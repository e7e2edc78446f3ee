"""The engine runs the conformance page compares (issue 23): our own run and every engine's results file.

A column of the conformance page is one run of the Gherkin rulings against one engine:

* ours in-process: ``results/results.json`` (``make results``; the site's usual results);
* every file in ``results/engines/*.json``: a run over the wire protocol (``python -m oracle.conformance
  --engine CMD --game GAME --out FILE``), ours at an earlier commit (``make conformance-release REF=...``),
  or anyone's engine. Such a file has the shape of ``results/results.json`` (a ``scenarios`` list of records
  with ``nodeid``, ``feature``, ``line``, ``name``, ``tags``, ``ids``, ``status``, ``failure``,
  ``duration``) and an ``engine`` object (``name``, ``version``, ``protocol``, ``command``, and ``game``
  when the run was of one game).

Files of one engine (same name, version and protocol) that ran different games (the wire runner writes one
file per game) make one column. A record's status is one of the results plugin's (``passed``, ``failed``,
``skipped``, ``undefined``) or one of the wire protocol's own two: ``unsupported`` (the engine said it does
not implement an operation the scenario needs) and ``error`` (a named protocol error: the record's
``"error"`` field, e.g. ``timeout``). A file that is not shaped so stops the build with
:class:`~oracle.site.errors.SiteError` naming the file and the field: a column is never silently dropped,
nor shown from a half-read file.

Records are matched to the scenarios of the features being published by scenario name (names are unique
across the project, and stay the same when lines move: a run at an earlier commit still lines up); a
record whose name no current scenario has is counted as such, never shown against another scenario.
This module reads files only (no pytest, no engine, no pages).
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from oracle.site.errors import SiteError

ENGINES_DIR = Path("results") / "engines"
"""Where results files of other engine runs are dropped (relative to the repository root)."""

RECORD_STATUSES = ("passed", "failed", "skipped", "undefined", "unsupported", "error")
"""The statuses a record of an engine's results file may have."""

VERDICTS = ("fail", "error", "unsupported", "not-run", "pass")
"""What a conformance cell says, worst first: the engine disagrees with the ruling; the run of the scenario
broke (a named protocol error, or a step the suite cannot run); the engine does not support an operation
the scenario needs; the scenario was not run (skipped, or absent from the file); the engine agrees."""
VERDICT_ORDER = {v: i for i, v in enumerate(VERDICTS)}
VERDICT_WORDS = {
    "pass": ("pass", "一致"),
    "fail": ("fail", "不一致"),
    "unsupported": ("unsupported", "未対応"),
    "error": ("error", "エラー"),
    "not-run": ("not run", "未実行"),
}
"""The words of each verdict, English and Japanese."""
_VERDICT_OF = {
    "passed": "pass",
    "failed": "fail",
    "unsupported": "unsupported",
    "error": "error",
    "undefined": "error",  # a step without a definition: the run broke, the engine was never asked
    "skipped": "not-run",
    "not-run": "not-run",
}


def verdict(status: str) -> str:
    """The conformance verdict of a record's (or the site's) status."""
    return _VERDICT_OF[status]


@dataclass(frozen=True)
class EngineInfo:
    """Which engine a run was made against, as its results file says."""

    name: str
    version: str
    protocol: str
    command: str

    @property
    def identity(self) -> tuple[str, str, str]:
        """Runs of one engine: files with the same identity and different games make one column."""
        return (self.name, self.version, self.protocol)


@dataclass(frozen=True)
class Outcome:
    """One scenario's outcome in one run: its verdict and, when it did not pass, what went wrong."""

    verdict: str
    detail: str = ""


@dataclass
class EngineRun:
    """One column of the conformance page."""

    key: str
    """``ours`` for the in-process run, else the (first) results file's name without ``.json``."""
    path: str
    engine: EngineInfo
    generated_at: str
    commit: str
    in_process: bool = False
    games: list[str] = field(default_factory=list)
    """The games the run was of (``engine.game`` of each file; empty when a file does not say)."""
    paths: list[str] = field(default_factory=list)
    """Every results file of the column (several when one engine's runs of several games are merged)."""
    partial: str = ""
    """Why the run is not a full run of its games (``complete`` false in its file), or empty."""
    label: str = ""
    """The column's short name on the page (the engine's name, with its version when two runs share it)."""
    by_name: dict[str, Outcome] = field(default_factory=dict)
    """Outcome by scenario name (the worst of the name's records: an outline has one per example)."""


def _detail(failure: dict[str, Any] | None, error: str = "") -> str:
    """A line saying what went wrong (the protocol error's name, the failing step, the message's first line)."""
    parts = [error] if error else []
    if failure:
        parts += [str(failure[k]) for k in ("name", "step") if failure.get(k) and failure[k] != error]
        message = str(failure.get("message") or "").strip().splitlines()
        if message:
            parts.append(message[0])
    return " — ".join(parts)[:200]


def outcome(status: str, failure: dict[str, Any] | None, error: str = "") -> Outcome:
    """The outcome of a status, its failure record and (status ``error``) the protocol error's name."""
    v = verdict(status)
    return Outcome(v, "" if v == "pass" else _detail(failure, error))


def worse(a: Outcome | None, b: Outcome) -> Outcome:
    """The worse of two outcomes (``b`` when ``a`` is None)."""
    if a is None or VERDICT_ORDER[b.verdict] < VERDICT_ORDER[a.verdict]:
        return b
    return a


def _where(doc_path: str, field_name: str, message: str) -> SiteError:
    return SiteError(doc_path, 1, f"field {field_name!r}: {message}")


def _text(value: Any, doc_path: str, field_name: str, required: bool = True) -> str:
    """A field that must be a non-empty string (or, when not ``required``, may be absent)."""
    if value is None and not required:
        return ""
    if isinstance(value, list) and not required and all(isinstance(v, str) for v in value):
        return " ".join(value)  # a command given as its argument list
    if not isinstance(value, str | int) or isinstance(value, bool) or str(value).strip() == "":
        wanted = "a non-empty string" if required else "a string"
        raise _where(doc_path, field_name, f"expected {wanted}, found {json.dumps(value)[:60]}")
    return str(value)


def parse_engine_results(doc: Any, path: str) -> EngineRun:
    """An :class:`EngineRun` from a results document of an engine run, or :class:`SiteError` naming the field."""
    if not isinstance(doc, dict):
        raise SiteError(path, 1, f"not a results file: expected a JSON object, found {type(doc).__name__}")
    engine = doc.get("engine")
    if not isinstance(engine, dict):
        raise _where(
            path,
            "engine",
            "missing or not an object: a results file of an engine run says which engine it ran, "
            '{"engine": {"name": ..., "version": ..., "protocol": ..., "command": ...}}',
        )
    info = EngineInfo(
        name=_text(engine.get("name"), path, "engine.name"),
        version=_text(engine.get("version"), path, "engine.version"),
        protocol=_text(engine.get("protocol"), path, "engine.protocol", required=False),
        command=_text(engine.get("command"), path, "engine.command", required=False),
    )
    game = _text(engine.get("game"), path, "engine.game", required=False)
    scenarios = doc.get("scenarios")
    if not isinstance(scenarios, list):
        raise _where(path, "scenarios", "missing or not a list of scenario records")
    run = EngineRun(
        key=Path(path).stem,
        path=path,
        engine=info,
        generated_at=_text(doc.get("generated_at"), path, "generated_at", required=False),
        commit=_text(doc.get("commit"), path, "commit", required=False),
        games=[game] if game else [],
        paths=[path],
    )
    if doc.get("complete", True) is False:
        reason = doc.get("partial")
        run.partial = (
            reason if isinstance(reason, str) and reason.strip() else "the file says it is not complete"
        )
    for n, rec in enumerate(scenarios):
        where = f"scenarios[{n}]"
        if not isinstance(rec, dict):
            raise _where(path, where, "not an object")
        name = rec.get("name")
        if not isinstance(name, str) or not name.strip():
            raise _where(path, f"{where}.name", "missing or not a non-empty string (the scenario's name)")
        for key, kind in (("feature", str), ("nodeid", str)):
            if key in rec and not isinstance(rec[key], kind):
                raise _where(path, f"{where}.{key}", f"expected a {kind.__name__}")
        if "line" in rec and (not isinstance(rec["line"], int) or isinstance(rec["line"], bool)):
            raise _where(path, f"{where}.line", "expected an integer")
        for key in ("tags", "ids"):
            if key in rec and not isinstance(rec[key], list):
                raise _where(path, f"{where}.{key}", "expected a list")
        status = rec.get("status")
        if status not in RECORD_STATUSES:
            raise _where(
                path,
                f"{where}.status",
                f"unknown status {json.dumps(status)[:40]} of {name[:80]!r} "
                f"(expected one of {', '.join(RECORD_STATUSES)})",
            )
        failure = rec.get("failure")
        if failure is not None and not isinstance(failure, dict):
            raise _where(path, f"{where}.failure", "expected an object or null")
        error = rec.get("error")
        if status == "error" and not (isinstance(error, str) and error.strip()):
            raise _where(
                path,
                f"{where}.error",
                "a scenario with status 'error' names its protocol error here (timeout, bad-json, ...)",
            )
        if error is not None and not isinstance(error, str):
            raise _where(path, f"{where}.error", "expected a string (the protocol error's name)")
        key = name.strip()
        run.by_name[key] = worse(run.by_name.get(key), outcome(status, failure, error or ""))
    return run


def load_engine_run(path: Path) -> EngineRun:
    """Read one results file of an engine run (:class:`SiteError` naming the file when unusable)."""
    shown = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SiteError(shown, 1, f"cannot read this engine results file: {exc}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SiteError(shown, exc.lineno, f"not valid JSON ({exc.msg}, column {exc.colno})") from None
    return parse_engine_results(doc, shown)


def load_engine_runs(folder: Path) -> list[EngineRun]:
    """Every ``*.json`` of ``folder`` (none when it does not exist), by file name; one engine's runs of
    different games (same name, version and protocol; ``engine.game`` differs) merged into one column."""
    if not folder.is_dir():
        return []
    runs: list[EngineRun] = []
    for p in sorted(folder.glob("*.json")):
        if not p.is_file():
            continue
        if p.stem == "ours":
            raise SiteError(str(p), 1, "the name 'ours' is kept for the in-process run: rename the file")
        run = load_engine_run(p)
        into = next(
            (
                r
                for r in runs
                if r.engine.identity == run.engine.identity
                and r.games
                and run.games
                and not set(r.games) & set(run.games)
            ),
            None,
        )
        if into is None:
            runs.append(run)
            continue
        into.games += run.games
        into.paths += run.paths
        common = os.path.commonprefix([Path(p).stem for p in into.paths]).rstrip("-_.")
        into.key = common or into.key  # ruling-oracle-sve + ruling-oracle-foh: ruling-oracle
        into.generated_at = max(into.generated_at, run.generated_at)
        into.partial = "; ".join(p for p in (into.partial, run.partial) if p)
        for name, got in run.by_name.items():
            into.by_name[name] = worse(into.by_name.get(name), got)
    return runs


def in_process_run(results: dict[str, Any] | None, path: Path) -> EngineRun:
    """The column of our own in-process run (``results/results.json``); its cells come from the site's
    results (which also knows which scenarios' feature files changed since), not from :attr:`by_name`."""
    res = results or {}
    commit = str(res.get("commit") or "")
    engine = res.get("engine") if isinstance(res.get("engine"), dict) else {}
    return EngineRun(
        key="ours",
        path=str(path),
        engine=EngineInfo(
            name=str(engine.get("name") or "ruling-oracle"),
            version=str(engine.get("version") or (commit[:12] if commit else "this build")),
            protocol=str(engine.get("protocol") or "in-process"),
            command=str(engine.get("command") or "make results"),
        ),
        generated_at=str(res.get("generated_at") or ""),
        commit=commit,
        in_process=True,
        paths=[str(path)],
    )


def main(argv: list[str] | None = None) -> int:
    """``python -m oracle.site.engines FILE...``: check engine results files as the site reads them; print
    each run's counts by verdict (exit 0), or the file and field that is wrong (exit 1)."""
    import argparse
    import sys

    parser = argparse.ArgumentParser(prog="python -m oracle.site.engines", description=main.__doc__)
    parser.add_argument("files", type=Path, nargs="+")
    args = parser.parse_args(argv)
    for path in args.files:
        try:
            run = load_engine_run(path)
        except SiteError as exc:
            print(f"python -m oracle.site.engines: {exc}", file=sys.stderr)
            return 1
        counts = dict.fromkeys(VERDICTS, 0)
        for got in run.by_name.values():
            counts[got.verdict] += 1
        shown = ", ".join(f"{VERDICT_WORDS[v][0]} {n}" for v, n in counts.items())
        partial = f" (partial: {run.partial})" if run.partial else ""
        print(f"{path}: {run.engine.name} {run.engine.version}: {shown}{partial}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
