"""``python -m oracle.conformance --engine "CMD ARGS" --game sve --out FILE``: our rulings against an engine.

Runs every scenario of the game (the same feature files and step definitions, through pytest in this
process) with the steps' games coming from the engine process over the wire protocol, and writes a results
file shaped like ``results/results.json`` (statuses ``passed``, ``failed``, ``unsupported``, ``error`` ...)
with a top-level ``engine`` object from the handshake. The file is written atomically; a run that stops
early writes a file marked partial (or nothing where a complete file already is). ``--compare REF`` prints
whether each scenario's outcome equals the one in another results file (e.g. our in-process run).

Exit status: 0 when the run completed (whatever the scenarios' outcomes), 2 when it did not, 3 when
``--compare`` found a difference.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("sve", "foh", "umafan")


def run(
    command: str | None,
    game: str,
    out: Path,
    *,
    timeout: float = 10.0,
    sample: int | None = None,
    keyword: str | None = None,
    quiet: bool = True,
) -> int:
    """Run the scenarios of ``game`` (our in-process engines when ``command`` is ``None``); pytest's status."""
    import pytest

    args = [
        str(ROOT / "tests" / "steps" / game),
        f"--rootdir={ROOT}",
        "-c",
        str(ROOT / "pyproject.toml"),
        "-p",
        "no:xdist",
        "-p",
        "no:hypothesispytest",
        "-p",
        "no:cacheprovider",
        f"--oracle-results={out.resolve()}",
        "-q" if quiet else "-v",
        "--no-header",
        "--tb=line",
        "-o",
        "console_output_style=classic",
        "-W",
        "ignore:Module already imported:pytest.PytestAssertRewriteWarning",
        f"--engine-game={game}",
    ]
    if command:
        args += [f"--engine-command={command}", f"--engine-timeout={timeout}"]
    if sample is not None:
        args.append(f"--engine-sample={sample}")
    if keyword:
        args += ["-k", keyword]
    if not quiet:
        return int(pytest.main(args))
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        status = int(pytest.main(args))
    if status not in (0, 1):
        sys.stdout.write(output.getvalue()[-6000:])
    return status


def counts(doc: dict[str, Any]) -> dict[str, int]:
    """Scenarios per status in a results document."""
    out = {s: 0 for s in ("passed", "failed", "unsupported", "error", "undefined", "skipped")}
    for rec in doc["scenarios"]:
        out[rec["status"]] = out.get(rec["status"], 0) + 1
    return out


def differences(doc: dict[str, Any], ref: dict[str, Any]) -> list[tuple[str, str, str]]:
    """``(node id, status here, status in ref)`` for every scenario of ``doc`` whose outcome differs."""
    theirs = {r["nodeid"]: r["status"] for r in ref["scenarios"]}
    return [
        (r["nodeid"], r["status"], theirs.get(r["nodeid"], "missing"))
        for r in doc["scenarios"]
        if r["status"] != theirs.get(r["nodeid"], "missing")
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.conformance", description=__doc__.splitlines()[0])
    parser.add_argument(
        "--engine", required=True, metavar="CMD", help='the engine command, e.g. "python -m engine.protocol"'
    )
    parser.add_argument("--game", required=True, choices=GAMES)
    parser.add_argument("--out", required=True, type=Path, help="the results file to write")
    parser.add_argument(
        "--timeout", type=float, default=10.0, help="seconds the engine may take per answer (10)"
    )
    parser.add_argument("--sample", type=int, default=None, help="only N scenarios, chosen deterministically")
    parser.add_argument(
        "-k", dest="keyword", default=None, help="pytest -k selection (the file is then partial)"
    )
    parser.add_argument("--compare", type=Path, default=None, metavar="REF", help="compare outcomes with REF")
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="show pytest's output (one line per scenario)"
    )
    args = parser.parse_args(argv)

    from oracle.results import ResultsFileError, load_results

    status = run(args.engine, args.game, args.out, timeout=args.timeout, sample=args.sample,
                 keyword=args.keyword, quiet=not args.verbose)  # fmt: skip
    if status not in (0, 1):
        print(
            f"python -m oracle.conformance: the run did not complete (pytest exit status {status})",
            file=sys.stderr,
        )
        return 2
    try:
        doc = load_results(args.out)
    except ResultsFileError as exc:
        print(f"python -m oracle.conformance: {exc}", file=sys.stderr)
        return 2
    engine = doc.get("engine", {})
    c = counts(doc)
    print(
        f"{engine.get('name')} {engine.get('version')} ({args.game}): "
        + ", ".join(
            f"{n} {s}" for s, n in c.items() if n or s in ("passed", "failed", "unsupported", "error")
        )
        + f" -> {args.out}"
    )
    if args.compare is not None:
        try:
            ref = load_results(args.compare)
        except ResultsFileError as exc:
            print(f"python -m oracle.conformance: {exc}", file=sys.stderr)
            return 2
        diff = differences(doc, ref)
        same = "yes" if not diff else f"NO ({len(diff)} differ)"
        print(f"equal to {args.compare} scenario by scenario: {same}")
        for nodeid, here, there in diff[:20]:
            print(f"  {nodeid}: {here} (reference: {there})")
        if diff:
            print(json.dumps({"differences": len(diff)}))
            return 3
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
