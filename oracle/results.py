"""The scenario results file (``results/results.json``): read it safely, check it, merge shards.

The results plugin (:mod:`oracle.results_plugin`) writes the file; the site generator reads it. This
module imports neither pytest nor the engine, so the site can use :func:`load_results`.

* :func:`load_results` reads and validates a file; anything wrong (not JSON, wrong shape, unknown
  status) raises :class:`ResultsFileError`, which names the file (and the line of a JSON error).
* :func:`merge_documents` merges the files of several shards (CI matrix jobs run with pytest-split,
  or any runs that each wrote ``--oracle-results PATH``) into one document. The merged document is
  ``complete`` only when the shards together ran every scenario they collected, every feature file,
  and no shard stopped early.

Command line::

    python -m oracle.results check results/results.json        # exit 1 (file named) when unusable
    python -m oracle.results merge -o results/results.json results/shard-*.json
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

SCHEMA = 1
STATUSES = ("passed", "failed", "undefined", "skipped", "unsupported", "error")
"""``unsupported`` and ``error``: runs against an engine over the wire (``python -m oracle.conformance``)."""
_ORDER = {"passed": 0, "skipped": 1, "unsupported": 2, "failed": 3, "error": 4, "undefined": 5}
_REQUIRED = {
    "nodeid": str,
    "feature": str,
    "line": int,
    "name": str,
    "tags": list,
    "ids": list,
    "status": str,
}


class ResultsFileError(ValueError):
    """A results file that cannot be used: missing, not JSON, or not shaped as the plugin writes it."""

    def __init__(self, path: str | os.PathLike[str], message: str, line: int | None = None) -> None:
        self.path = str(path)
        self.line = line
        self.reason = message
        where = f"{self.path}:{line}" if line else self.path
        super().__init__(f"{where}: {message}")


def validate(doc: Any, path: str | os.PathLike[str]) -> dict[str, Any]:
    """``doc`` if it has the shape of a results file (schema 1), else :class:`ResultsFileError`."""
    if not isinstance(doc, dict):
        raise ResultsFileError(path, f"expected a JSON object, found {type(doc).__name__}")
    if doc.get("schema") != SCHEMA:
        raise ResultsFileError(path, f"unknown schema {doc.get('schema')!r} (expected {SCHEMA})")
    scenarios = doc.get("scenarios")
    if not isinstance(scenarios, list):
        raise ResultsFileError(path, "no 'scenarios' list")
    for n, rec in enumerate(scenarios):
        if not isinstance(rec, dict):
            raise ResultsFileError(path, f"scenario #{n} is not an object")
        for key, kind in _REQUIRED.items():
            if not isinstance(rec.get(key), kind):
                raise ResultsFileError(path, f"scenario #{n} has no valid '{key}' ({kind.__name__} expected)")
        if rec["status"] not in STATUSES:
            raise ResultsFileError(
                path, f"scenario #{n} ({rec['nodeid']}) has unknown status {rec['status']!r}"
            )
        failure = rec.get("failure")
        if failure is not None and not isinstance(failure, dict):
            raise ResultsFileError(path, f"scenario #{n} ({rec['nodeid']}) has a malformed 'failure'")
    if not isinstance(doc.get("inputs", {}), dict):
        raise ResultsFileError(path, "'inputs' is not an object")
    return doc


def load_results(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read and validate a results file; :class:`ResultsFileError` (naming ``path``) when unusable."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ResultsFileError(p, "no such results file (run `make results`)") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ResultsFileError(p, f"cannot read: {exc}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ResultsFileError(p, f"not valid JSON ({exc.msg}, column {exc.colno})", exc.lineno) from None
    return validate(doc, p)


def is_complete(doc: dict[str, Any]) -> bool:
    """Whether the document holds a full run (files written before the ``complete`` flag are full runs)."""
    return bool(doc.get("complete", True))


def totals(scenarios: Iterable[dict[str, Any]]) -> dict[str, int]:
    """``{"scenarios": n, "passed": n, ...}`` of a list of scenario records."""
    out = {"scenarios": 0} | {s: 0 for s in STATUSES}
    for rec in scenarios:
        out["scenarios"] += 1
        out[rec["status"]] += 1
    return out


def write_atomically(doc: dict[str, Any], target: Path) -> None:
    """Write ``doc`` as JSON to ``target`` through a temporary file in the same folder (never half a file)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    import tempfile  # here: the site build's check of a results file never writes one

    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)  # mkstemp makes 0600; give the file the usual permissions
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def merge_documents(docs: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """One results document from several shards' documents (``[(path, doc), ...]``).

    A scenario present in several shards keeps its worst status. The result is ``complete`` when every
    scenario any shard collected but did not run (``"not_run"``) was run by another shard, every feature
    file any shard knows of (``"feature_files"``) appears, and no shard stopped early (``"stopped"``).
    Shards made from different inputs (feature or engine files) are refused.
    """
    if not docs:
        raise ValueError("nothing to merge")
    first_path, first = docs[0]
    records: dict[str, dict[str, Any]] = {}
    not_run: set[str] = set()
    feature_files: set[str] = set()
    stopped: list[str] = []
    for path, doc in docs:
        if doc.get("inputs", {}) != first.get("inputs", {}):
            raise ResultsFileError(path, f"made from other feature/engine files than {first_path}")
        for rec in doc["scenarios"]:
            old = records.get(rec["nodeid"])
            if old is None or _ORDER[rec["status"]] > _ORDER[old["status"]]:
                records[rec["nodeid"]] = rec
        not_run |= set(doc.get("not_run", []))
        feature_files |= set(doc.get("feature_files", []))
        if doc.get("stopped"):
            stopped.append(f"{path}: {doc['stopped']}")
    missing_tests = sorted(not_run - set(records))
    missing_files = sorted(feature_files - {r["feature"] for r in records.values()})
    reasons = list(stopped)
    if missing_tests:
        reasons.append(f"{len(missing_tests)} scenario(s) no shard ran")
    if missing_files:
        reasons.append(f"{len(missing_files)} feature file(s) no shard ran: {', '.join(missing_files[:5])}")
    scenarios = sorted(records.values(), key=lambda r: (r["feature"], r["line"], r["nodeid"]))
    merged = {k: v for k, v in first.items() if k not in ("scenarios", "totals", "not_run", "stopped")}
    merged.update(
        generated_at=_dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat(),
        invocation=["merge", *(p for p, _ in docs)],
        complete=not reasons,
        partial="; ".join(reasons) or None,
        feature_files=sorted(feature_files),
        totals=totals(scenarios),
        scenarios=scenarios,
    )
    if missing_tests:
        merged["not_run"] = missing_tests
    return merged


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.results", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser(
        "check", help="exit 1 when a results file is unusable or (with --complete) partial"
    )
    check.add_argument("path", type=Path)
    check.add_argument("--complete", action="store_true", help="also require a full run")
    merge = sub.add_parser("merge", help="merge shard results into one file")
    merge.add_argument("shards", type=Path, nargs="+")
    merge.add_argument("-o", "--output", type=Path, required=True)
    merge.add_argument(
        "--allow-partial",
        action="store_true",
        help="write the merged file even when the shards miss scenarios",
    )
    args = parser.parse_args(argv)
    try:
        if args.command == "check":
            doc = load_results(args.path)
            if args.complete and not is_complete(doc):
                raise ResultsFileError(args.path, f"a partial run ({doc.get('partial') or 'unknown reason'})")
            print(f"{args.path}: {doc.get('totals', totals(doc['scenarios']))}")
            return 0
        merged = merge_documents([(str(p), load_results(p)) for p in args.shards])
        if not merged["complete"] and not args.allow_partial:
            print(
                f"python -m oracle.results merge: not writing {args.output}: {merged['partial']}",
                file=sys.stderr,
            )
            return 1
        if args.output.is_dir():
            raise IsADirectoryError(f"{args.output} is a directory")
        write_atomically(merged, args.output)
        print(f"{args.output}: merged {len(args.shards)} file(s): {merged['totals']}")
        return 0
    except ResultsFileError as exc:
        print(f"python -m oracle.results: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"python -m oracle.results: cannot write {args.output}: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    raise SystemExit(main())
