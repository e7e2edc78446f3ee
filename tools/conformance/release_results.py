"""Our engine at an earlier commit, as a column of the conformance page (issue 23).

``make conformance-release REF=<commit>`` (or ``python tools/conformance/release_results.py REF``):

1. writes the tree of ``REF`` into a temporary folder (``git archive``: this checkout, its branches and the
   repository's worktree list are not touched, no tag is made);
2. runs that commit's own in-process scenario suite there with the results plugin (``pytest tests/steps
   --oracle-results FILE``, as that commit's ``make results`` does), with this checkout's interpreter;
3. writes the results to ``results/engines/ours-<ref>.json`` with an ``engine`` object
   (``ruling-oracle`` at that commit, protocol ``in-process``), dropping what the page does not read
   (input hashes, durations) so the file stays small;
4. removes the temporary folder.

The conformance page matches the earlier run's records to today's scenarios by name: a scenario renamed or
added since shows as *not run* in that column, and the run's records of scenarios that no longer exist are
counted under the column (:mod:`oracle.site.engines`). A scenario failing at that commit is a result, not an
error of this script; a run that does not complete (collection error, interrupt) is, and writes nothing.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # run as a script: the project's modules come from this checkout

from oracle.results import ResultsFileError, load_results, write_atomically  # noqa: E402

KEEP = ("nodeid", "feature", "line", "name", "tags", "ids", "status", "failure")
"""The fields of a scenario record kept in the column's file (what the conformance page and a reader need)."""


def git(*args: str, cwd: Path = ROOT) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def ref_name(ref: str, sha: str) -> str:
    """The file-name part for ``ref``: a tag or branch name as written, a commit as its first 10 hex digits."""
    if re.fullmatch(r"[0-9a-fA-F]{4,40}", ref) or not re.fullmatch(r"[A-Za-z0-9._-]+", ref):
        return sha[:10]
    return ref


def column(doc: dict[str, Any], sha: str, ref: str, when: str) -> dict[str, Any]:
    """The results of the earlier commit as an engine run's results file (see :mod:`oracle.site.engines`)."""
    scenarios = [{k: rec.get(k) for k in KEEP} for rec in doc["scenarios"]]
    scenarios.sort(key=lambda r: (r["feature"], r["line"], r["nodeid"]))
    totals: dict[str, int] = {"scenarios": len(scenarios)}
    for rec in scenarios:
        totals[rec["status"]] = totals.get(rec["status"], 0) + 1
    return {
        "schema": doc.get("schema", 1),
        "generated_at": doc.get("generated_at"),
        "commit": sha,
        "engine": {
            "name": "ruling-oracle",
            "version": f"{sha[:10]} ({when})",
            "protocol": "in-process",
            "command": f"make conformance-release REF={ref}",
        },
        "complete": doc.get("complete", True),
        "totals": totals,
        "scenarios": scenarios,
    }


def run(ref: str, out: Path | None, keep: bool, select: str | None = None) -> int:
    try:
        sha = git("rev-parse", "--verify", f"{ref}^{{commit}}")
    except subprocess.CalledProcessError:
        print(f"release_results: {ref!r} is not a commit of this repository", file=sys.stderr)
        return 2
    when = git("show", "-s", "--format=%cs", sha)
    target = out or ROOT / "results" / "engines" / f"ours-{ref_name(ref, sha)}.json"
    tmp = Path(tempfile.mkdtemp(prefix="oracle-release-"))
    tree = tmp / "tree"
    raw = tmp / "results.json"
    start = time.monotonic()
    try:
        tree.mkdir()
        archive = subprocess.Popen(["git", "archive", "--format=tar", sha], cwd=ROOT, stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", str(tree)], stdin=archive.stdout, check=True)
        if archive.wait() != 0:
            print(f"release_results: git archive {sha[:10]} failed", file=sys.stderr)
            return 1
        if not (tree / "oracle" / "results_plugin.py").is_file():
            print(
                f"release_results: {sha[:10]} has no results plugin (oracle/results_plugin.py)",
                file=sys.stderr,
            )
            return 2
        env = {k: v for k, v in os.environ.items() if k not in ("PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER")}
        env["PYTHONDONTWRITEBYTECODE"] = "1"
        env["PYTHONPATH"] = str(tree)  # that commit's engine and oracle, not this checkout's
        cmd = [sys.executable, "-m", "pytest", "tests/steps", "-q", "-p", "no:hypothesispytest"]
        cmd += ["-p", "no:cacheprovider", "-p", "no:xdist", f"--oracle-results={raw}"]
        if select:
            cmd += ["-k", select]
        proc = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True)
        if proc.returncode > 1 or not raw.is_file():
            tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-20:])
            print(
                f"release_results: the run of {sha[:10]} did not complete (exit {proc.returncode}):\n{tail}",
                file=sys.stderr,
            )
            return 1
        try:
            doc = load_results(raw)
        except ResultsFileError as exc:
            print(f"release_results: {exc}", file=sys.stderr)
            return 1
        result = column(doc, sha, ref, when)
        write_atomically(result, target)
    finally:
        if not keep:
            shutil.rmtree(tmp, ignore_errors=True)
        else:
            print(f"release_results: the tree of {sha[:10]} is kept in {tree}", file=sys.stderr)
    took = time.monotonic() - start
    print(f"{os.path.relpath(target)}: {sha[:10]} ({when}): {json.dumps(result['totals'])} in {took:.0f} s")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python tools/conformance/release_results.py", description=__doc__.splitlines()[0]
    )
    parser.add_argument("ref", help="a commit, tag or branch of this repository")
    parser.add_argument("--out", type=Path, default=None, help="default: results/engines/ours-<ref>.json")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (to look into it)")
    parser.add_argument(
        "-k", dest="select", default=None, help="only the scenarios pytest -k selects (a trial)"
    )
    args = parser.parse_args(argv)
    return run(args.ref, args.out, args.keep, args.select)


if __name__ == "__main__":
    raise SystemExit(main())
