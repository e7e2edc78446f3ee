"""pytest plugin that records each scenario's outcome in one results file for the site.

Registered as the ``pytest11`` entry point ``oracle_results``. It is built on pytest-bdd's hooks:

* ``pytest_bdd_step_error`` remembers the failing step, its line and the message;
* ``pytest_bdd_step_func_lookup_error`` marks a scenario ``undefined`` (a step without a definition
  is never ``passed``);
* ``pytest_runtest_makereport`` attaches the scenario's record to the test report's
  ``user_properties``, so that under pytest-xdist the record travels from the worker to the controller;
* ``pytest_runtest_logreport`` (controller, or the only process) merges the phases of each scenario;
* ``pytest_sessionfinish`` writes the file (``results/results.json`` unless ``--oracle-results PATH``),
  only when the run collected bdd scenarios, and never from an xdist worker.

A *partial* run (a ``-k``/``-m``/``--deselect``/``--lf`` selection, single tests or folders, a shard of
pytest-split, ``-x``/``--maxfail`` stopping early, a keyboard interrupt, a collection error, a worker
crash, ``--setup-only``) never writes the default ``results/results.json`` and never replaces a
complete results file anywhere; written to another ``--oracle-results PATH`` it is marked
``"complete": false`` with the reason, the scenarios it collected but did not run and the feature files
it knows of, so that ``python -m oracle.results merge`` can join shards into one complete file.

The file's shape (``schema`` 1) is documented in :func:`build_document`; :mod:`oracle.results` reads it.
"""

from __future__ import annotations

import datetime as _dt
import functools
import os
import platform
import re
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

import pytest

from oracle.results import ResultsFileError, is_complete, load_results, write_atomically
from oracle.site.inputs import hash_inputs

RESULTS_DEFAULT = "results/results.json"
PROPERTY = "oracle_scenario"
SCHEMA = 1
STATUSES = ("passed", "failed", "undefined", "skipped", "unsupported", "error")
ID_TAG = re.compile(r"^(?:SVE-EN|SVE-JA|FOH-JA|UMA-FAN)-R?\d{3}$")
MESSAGE_LIMIT = 4000

_STEP_KEY = pytest.StashKey[dict[str, Any]]()
_STATIC_KEY = pytest.StashKey[dict[str, Any]]()
DOCUMENT_EXTRA = pytest.StashKey[dict[str, Any]]()
FEATURE_SCOPE = pytest.StashKey[str]()
"""A folder under the features folder that a run means to cover whole (the conformance runner's game), or unset."""
"""Top-level fields another plugin adds to the results file (the conformance runner's ``engine`` object)."""


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("oracle", "ruling oracle results")
    group.addoption(
        "--oracle-results",
        action="store",
        dest="oracle_results",
        default=RESULTS_DEFAULT,
        metavar="PATH",
        help=f"where to write the scenario results (default: {RESULTS_DEFAULT}, relative to the rootdir)",
    )


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(ResultsRecorder(config), "oracle_results_recorder")


# --------------------------------------------------------------------------- helpers


def _template_of(item: pytest.Item) -> Any:
    """The pytest-bdd scenario template a test item runs, or ``None`` for a plain test."""
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - pytest-bdd is a test dependency
        return None
    obj = getattr(item, "obj", None)
    if obj is None:
        return None
    try:
        return scenario_wrapper_template_registry.get(obj)
    except TypeError:
        return None


@functools.lru_cache(maxsize=4096)  # resolving paths at every report was ~15% of the scenario run
def _relative(path: str | os.PathLike[str], root: Path) -> str:
    p = Path(path).resolve()
    try:
        return p.relative_to(root.resolve()).as_posix()
    except ValueError:
        return p.as_posix()


def _step_text(step: Any) -> str:
    keyword = str(getattr(step, "keyword", "")).strip()
    return f"{keyword} {step.name}".strip()


def _message(exc: BaseException) -> str:
    text = str(exc).strip()
    name = type(exc).__name__
    msg = f"{name}: {text}" if text else name
    return msg if len(msg) <= MESSAGE_LIMIT else msg[: MESSAGE_LIMIT - 1] + "…"


def _static_record(item: pytest.Item, template: Any, root: Path) -> dict[str, Any]:
    feature = template.feature
    tags = set(template.tags) | set(feature.tags)
    if getattr(template, "rule", None) is not None:
        tags |= set(template.rule.tags)
    record: dict[str, Any] = {
        "nodeid": item.nodeid,
        "feature": _relative(feature.filename, root),
        "line": int(template.line_number),
        "name": template.name,
        "tags": sorted(tags),
        "ids": sorted(t for t in tags if ID_TAG.match(t)),
    }
    callspec = getattr(item, "callspec", None)
    example = callspec.params.get("_pytest_bdd_example") if callspec is not None else None
    if example:
        record["example"] = {str(k): str(v) for k, v in example.items()}
    return record


def read_commit(root: Path) -> str | None:
    """The commit the working tree is at, read from ``.git`` without running git (or ``GITHUB_SHA``)."""
    env = os.environ.get("GITHUB_SHA")
    if env:
        return env
    git = root / ".git"
    if git.is_file():  # a worktree: "gitdir: <path>"
        text = git.read_text(encoding="utf-8").strip()
        if text.startswith("gitdir:"):
            git = (root / text.split(":", 1)[1].strip()).resolve()
    head = git / "HEAD"
    if not head.is_file():
        return None
    ref = head.read_text(encoding="utf-8").strip()
    if not ref.startswith("ref:"):
        return ref or None
    name = ref.split(":", 1)[1].strip()
    common = git
    commondir = git / "commondir"
    if commondir.is_file():
        common = (git / commondir.read_text(encoding="utf-8").strip()).resolve()
    for base in (git, common):
        loose = base / name
        if loose.is_file():
            return loose.read_text(encoding="utf-8").strip() or None
    packed = common / "packed-refs"
    if packed.is_file():
        for line in packed.read_text(encoding="utf-8").splitlines():
            parts = line.split()
            if len(parts) == 2 and parts[1] == name:
                return parts[0]
    return None


def tool_versions() -> dict[str, str]:
    """Versions of the interpreter and the tools that ran the scenarios."""
    versions = {"python": platform.python_version(), "platform": sys.platform}
    for dist in ("pytest", "pytest-bdd", "pytest-xdist", "gherkin-official", "ruling-oracle"):
        try:
            versions[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return versions


def merge_status(current: str | None, new: str) -> str:
    """Combine phase outcomes: undefined beats failed beats skipped beats passed."""
    order = {"passed": 0, "skipped": 1, "unsupported": 2, "failed": 3, "error": 4, "undefined": 5}
    if current is None:
        return new
    return new if order[new] > order[current] else current


def build_document(
    records: list[dict[str, Any]], root: Path, features_dir: str, args: list[str]
) -> dict[str, Any]:
    """The results file.

    ``{"schema": 1, "generated_at": ISO-8601 UTC, "commit": sha or null, "tools": {name: version},
    "invocation": [pytest args], "inputs": {relative path: sha256} (features and engine files),
    "totals": {"scenarios": n, "passed": n, "failed": n, "undefined": n, "skipped": n},
    "scenarios": [{"nodeid", "feature" (path relative to the repository), "line", "name", "tags", "ids",
    "status", "duration" (seconds), "example" (outline values, optional),
    "failure": null or {"step", "line", "message"}}],
    "complete": true for a full run, "partial": null or why not, "feature_files": [every feature file],
    "stopped": null or why the run stopped early, "not_run": [node ids collected but not run] (partial only)}``
    """
    scenarios = sorted(records, key=lambda r: (r["feature"], r["line"], r["nodeid"]))
    totals = {"scenarios": len(scenarios)} | {s: 0 for s in STATUSES}
    for rec in scenarios:
        totals[rec["status"]] += 1
    return {
        "schema": SCHEMA,
        "generated_at": _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat(),
        "commit": read_commit(root),
        "tools": tool_versions(),
        "invocation": list(args),
        "inputs": hash_inputs(root, features_dir),
        "totals": totals,
        "scenarios": scenarios,
        "complete": True,
        "partial": None,
        "feature_files": [],
        "stopped": None,
    }


# --------------------------------------------------------------------------- the recorder


class ResultsRecorder:
    """Collects scenario records (in every process) and writes them (outside xdist workers)."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config
        self.records: dict[str, dict[str, Any]] = {}
        self.partial: str | None = None
        self.written: Path | None = None
        self.write_error: str | None = None
        self.collected: set[str] = set()  # bdd scenarios selected to run (all processes)
        self.deselected: set[str] = set()  # bdd scenarios collected but deselected
        self.finished: set[str] = set()  # tests whose outcome is known (call phase, or setup not passed)
        self.stopped: list[str] = []  # why the run (or a worker) stopped early

    # -- collection (the only process or each xdist worker)

    @pytest.hookimpl
    def pytest_deselected(self, items: list[pytest.Item]) -> None:
        self.deselected.update(i.nodeid for i in items if _template_of(i) is not None)

    @pytest.hookimpl
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.collected.update(i.nodeid for i in session.items if _template_of(i) is not None)

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: object) -> None:
        """xdist controller: a worker's collected and deselected scenarios travel in its ``workeroutput``."""
        out = getattr(node, "workeroutput", None) or {}
        if "oracle_collected" not in out:
            name = getattr(getattr(node, "gateway", None), "id", "?")
            self.stopped.append(f"worker {name} went down ({error or 'no output'})")
            return
        self.collected.update(out["oracle_collected"])
        self.deselected.update(out["oracle_deselected"])
        if error:
            self.stopped.append(f"worker went down: {error}")

    # -- pytest-bdd hooks (run where the scenario runs: the only process or an xdist worker)
    @pytest.hookimpl(optionalhook=True)
    def pytest_bdd_before_scenario(self, request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
        request.node.stash[_STEP_KEY] = {}

    @pytest.hookimpl(optionalhook=True)
    def pytest_bdd_step_error(
        self,
        request: pytest.FixtureRequest,
        feature: Any,
        scenario: Any,
        step: Any,
        step_func: Any,
        step_func_args: Any,
        exception: BaseException,
    ) -> None:
        request.node.stash[_STEP_KEY] = {
            # an engine over the wire: "unsupported" (an op it lacks) or "error" (a protocol error)
            "status": getattr(exception, "oracle_status", "failed"),
            "error": getattr(exception, "oracle_error", None),
            "failure": {
                "step": _step_text(step),
                "line": int(step.line_number),
                "message": _message(exception),
            },
        }

    @pytest.hookimpl(optionalhook=True)
    def pytest_bdd_step_func_lookup_error(
        self, request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: BaseException
    ) -> None:
        request.node.stash[_STEP_KEY] = {
            "status": "undefined",
            "failure": {
                "step": _step_text(step),
                "line": int(step.line_number),
                "message": f"no step definition matches: {_step_text(step)}",
            },
        }

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        report = yield
        static = item.stash.get(_STATIC_KEY, None)
        if static is None:
            template = _template_of(item)
            if template is None:
                return report
            static = item.stash[_STATIC_KEY] = _static_record(item, template, self.config.rootpath)
        record = dict(static)  # the fields that are the same in every phase of a test: made once per test
        record["phase"] = report.when
        record["duration"] = round(float(report.duration), 6)
        info = item.stash.get(_STEP_KEY, {})
        if report.when == "call" and info.get("status") == "undefined":
            record["status"] = "undefined"
            record["failure"] = info["failure"]
        elif hasattr(report, "wasxfail"):
            record["status"] = "failed" if report.skipped else "passed"
            if report.skipped:
                record["failure"] = info.get("failure") or {
                    "step": None,
                    "line": None,
                    "message": f"expected to fail: {report.wasxfail}",
                }
        elif report.failed:
            exc = call.excinfo.value if call.excinfo is not None else None
            record["status"] = getattr(exc, "oracle_status", "failed")
            if getattr(exc, "oracle_error", None):
                record["error"] = exc.oracle_error  # type: ignore[union-attr]
            record["failure"] = (
                info.get("failure")
                if report.when == "call" and info.get("failure")
                else {"step": None, "line": None, "message": _longrepr_tail(report)}
            )
        elif report.skipped:
            record["status"] = "skipped"
            record["skip_reason"] = _skip_reason(report)
        else:
            record["status"] = "passed"
        report.user_properties.append((PROPERTY, record))
        return report

    # -- collection of records (controller or only process)

    @pytest.hookimpl
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" or (report.when == "setup" and not report.passed):
            self.finished.add(report.nodeid)
        for key, value in report.user_properties:
            if key != PROPERTY or not isinstance(value, dict):
                continue
            phase_record = dict(value)
            phase = phase_record.pop("phase", None)
            rec = self.records.get(phase_record["nodeid"])
            if rec is None:
                rec = self.records[phase_record["nodeid"]] = {
                    k: v for k, v in phase_record.items() if k not in ("status", "failure", "duration")
                }
                rec["status"] = None
                rec["failure"] = None
                rec["duration"] = 0.0
            rec["duration"] = round(rec["duration"] + float(phase_record.get("duration", 0.0)), 6)
            if phase_record.get("error"):
                rec["error"] = phase_record["error"]
            new = phase_record["status"]
            if phase == "teardown" and new == "skipped":
                continue
            merged = merge_status(rec["status"], new)
            if merged != rec["status"] and phase_record.get("failure"):
                rec["failure"] = phase_record["failure"]
            if merged == "skipped" and "skip_reason" in phase_record:
                rec["skip_reason"] = phase_record["skip_reason"]
            rec["status"] = merged

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if hasattr(self.config, "workerinput"):
            out = self.config.workeroutput  # type: ignore[attr-defined]
            out["oracle_collected"] = sorted(self.collected)
            out["oracle_deselected"] = sorted(self.deselected)
            return
        if not self.records:
            return
        records: list[dict[str, Any]] = []
        for rec in self.records.values():
            if rec["nodeid"] not in self.finished:
                continue  # set up but never run (interrupt, crash, --setup-only): not a result
            out = dict(rec)
            out["status"] = out["status"] or "skipped"
            records.append(out)
        target = Path(self.config.getoption("oracle_results"))
        if not target.is_absolute():
            target = self.config.rootpath / target
        features_dir = (
            str(self.config.getini("bdd_features_base_dir") or "features").rstrip("/") or "features"
        )
        base = self.config.rootpath / features_dir
        scope = self.config.stash.get(FEATURE_SCOPE, None)
        if scope:
            base = base / scope
        every_file = sorted(_relative(p, self.config.rootpath) for p in base.rglob("*.feature"))
        stopped = self._stopped(session, int(exitstatus))
        recorded = set(self.records)
        not_run = sorted((self.collected - self.finished) | ((self.collected | self.deselected) - recorded))
        self.partial = self._partial_run(records, every_file, stopped, not_run)
        if self.partial:
            if target.resolve() == (self.config.rootpath / RESULTS_DEFAULT).resolve():
                return  # a partial run never replaces the full results the site is built from
            if target.exists():
                try:
                    if is_complete(load_results(target)):
                        return  # nor any other complete results file
                except ResultsFileError:
                    pass  # an unusable file is replaced
        doc = build_document(
            records, self.config.rootpath, features_dir, list(self.config.invocation_params.args)
        )
        doc.update(complete=not self.partial, partial=self.partial, feature_files=every_file, stopped=stopped)
        doc.update(self.config.stash.get(DOCUMENT_EXTRA, {}))
        if self.partial:
            doc["not_run"] = not_run
        try:
            if target.is_dir():
                raise IsADirectoryError(f"{target} is a directory")
            write_atomically(doc, target)
        except OSError as exc:
            self.write_error = f"cannot write {target}: {exc}"
            session.exitstatus = pytest.ExitCode.INTERNAL_ERROR
            return
        self.written = target

    def _stopped(self, session: pytest.Session, exitstatus: int) -> str | None:
        """Why the run stopped before its end (interrupt, collection error, -x/--maxfail, crash), or ``None``."""
        reasons = list(self.stopped)
        if exitstatus == pytest.ExitCode.INTERRUPTED:
            reasons.append("interrupted (keyboard interrupt or collection error)")
        elif exitstatus in (pytest.ExitCode.INTERNAL_ERROR, pytest.ExitCode.USAGE_ERROR):
            reasons.append(f"pytest exit status {exitstatus}")
        for flag in (session.shouldstop, session.shouldfail):
            if flag:
                reasons.append(str(flag) if isinstance(flag, str) else "stopped early")
        opt = self.config.option
        if getattr(opt, "setuponly", False) or getattr(opt, "setupplan", False):
            reasons.append("--setup-only/--setup-plan: no scenario ran")
        return "; ".join(dict.fromkeys(reasons)) or None

    def _partial_run(
        self, records: list[dict[str, Any]], every_file: list[str], stopped: str | None, not_run: list[str]
    ) -> str | None:
        """Why this run did not cover every scenario (a filter, a stop, files left out), or ``None``."""
        if stopped:
            return f"stopped early: {stopped}"
        opt = self.config.option
        if getattr(opt, "keyword", "") or getattr(opt, "markexpr", ""):
            return "-k/-m filter"
        if getattr(opt, "lf", False) or getattr(opt, "stepwise", False):
            return "--lf/--sw selection"
        if any("::" in str(a) for a in self.config.invocation_params.args):
            return "single tests selected"
        if self.deselected:
            return f"{len(self.deselected)} scenario(s) deselected"
        if not_run:
            return f"{len(not_run)} collected scenario(s) did not run"
        missing = set(every_file) - {rec["feature"] for rec in records}
        return f"{len(missing)} of {len(every_file)} feature files not run" if missing else None

    @pytest.hookimpl
    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if hasattr(self.config, "workerinput") or not self.records:
            return
        where = self.config.getoption("oracle_results")
        if self.write_error:
            terminalreporter.write_line(f"oracle results: ERROR: {self.write_error}", red=True, bold=True)
            return
        if self.partial and self.written is None:
            terminalreporter.write_line(
                f"oracle results: partial run ({self.partial}); {where} left as it was"
                " (a partial run never replaces full results; --oracle-results=OTHER_PATH writes a partial file)"
            )
            return
        counts = {s: 0 for s in STATUSES}
        for rec in self.records.values():
            if rec["nodeid"] in self.finished:
                counts[rec["status"] or "skipped"] += 1
        summary = ", ".join(f"{n} {s}" for s, n in counts.items() if n) or "no scenario ran"
        kind = f"partial run ({self.partial})" if self.partial else "full run"
        terminalreporter.write_line(f"oracle results: {kind}: {summary} -> {where}")


def _longrepr_tail(report: pytest.TestReport) -> str:
    text = getattr(report, "longreprtext", "") or ""
    lines = [line for line in text.strip().splitlines() if line.strip()]
    tail = "\n".join(lines[-8:])
    return tail[-MESSAGE_LIMIT:] if tail else f"{report.when} failed"


def _skip_reason(report: pytest.TestReport) -> str:
    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        return str(longrepr[2])
    return str(longrepr or "")
