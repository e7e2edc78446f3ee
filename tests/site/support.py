"""Helpers of the site tests: a copy of the fixture project, its results, a built site."""

from __future__ import annotations

import contextlib
import functools
import io
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from oracle.site.model import Feature, ParseProblem

REPO = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "project"
PY = sys.executable


@functools.cache
def read_features(root: Path) -> tuple[tuple[Feature, ...], tuple[ParseProblem, ...]]:
    """``oracle.site.model.load_features(root)``, read once per test process: the project's and the fixture's
    feature files do not change during a run (tests that edit features edit copies). Read-only."""
    from oracle.site.model import load_features

    features, problems = load_features(root)
    return tuple(features), tuple(problems)


def copy_fixture(dest: Path) -> Path:
    """The fixture project (features, steps, pytest.ini) copied to ``dest``."""
    shutil.copytree(FIXTURE, dest, ignore=shutil.ignore_patterns("__pycache__"))
    return dest


def run_scenarios(project: Path, results: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """Run the project's scenarios with the results plugin (as a separate pytest process)."""
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTEST_XDIST_WORKER", None)
    env.pop("PYTEST_ADDOPTS", None)
    return subprocess.run(
        [
            PY,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:hypothesispytest",
            "--oracle-results",
            str(results),
            *extra,
        ],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


FIXTURE_CARDS = Path(__file__).resolve().parent / "fixtures" / "cards.json"
FIXTURE_ENGINES = Path(__file__).resolve().parent / "fixtures" / "engines"
"""Results files of other engine runs (``results/engines/`` of the fixture project): a deliberately wrong engine."""


def site_config(workdir: Path) -> Path:
    """The project's mkdocs.yml copied to ``workdir``, its hook path made absolute."""
    text = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    text = text.replace(
        "  - oracle/site/search_hook.py", f"  - {REPO / 'oracle' / 'site' / 'search_hook.py'}"
    )
    config = workdir / "mkdocs.yml"
    config.write_text(text, encoding="utf-8")
    return config


SHELLS_FILLED = "shells-filled"
"""Written beside a site :func:`build_site` made: how many pages its build filled into page shells."""


def build_site(
    root: Path, results: Path, workdir: Path, cards: Path | None = None, engines: Path | None = None
) -> Path:
    """Generate the pages of ``root`` (features, steps) and build them with the project's mkdocs.yml.

    As ``make site-build`` does, in this process (``python -m oracle.site``'s ``main``, then ``mkdocs build
    --strict`` in-process): no interpreter start and no mkdocs import per build. Everything is written under
    ``workdir`` (docs copy, generated pages, built site, :data:`SHELLS_FILLED`); the repository's own
    ``docs/generated`` and ``site/`` are left alone. Returns the built site's directory.
    """
    from oracle.site import shell
    from oracle.site.__main__ import main as generate
    from oracle.site.errors import SiteError
    from oracle.site.publish import mkdocs_build

    docs = workdir / "docs"
    shutil.copytree(REPO / "docs", docs, ignore=shutil.ignore_patterns("generated"))
    site_config(workdir)
    argv = ["--root", str(root), "--results", str(results), "--out", str(docs / "generated")]
    if cards is not None:
        argv += ["--cards", str(cards)]
    if engines is not None:  # other engine runs' results (default: the root's results/engines)
        argv += ["--engines", str(engines)]
    if not results.is_file():  # a fresh clone before `make results`: every ruling shows as not run
        argv.append("--allow-no-results")
    said = io.StringIO()
    with contextlib.redirect_stdout(said), contextlib.redirect_stderr(said):
        status = generate(argv)
    if status != 0:
        raise AssertionError(f"python -m oracle.site failed:\n{said.getvalue()}")
    site = workdir / "site"
    shell.LAST.clear()
    try:
        mkdocs_build(workdir / "mkdocs.yml", site)
    except SiteError as exc:
        raise AssertionError(f"mkdocs build --strict failed:\n{exc}") from None
    filled = shell.LAST[0].filled if shell.LAST else 0
    (workdir / SHELLS_FILLED).write_text(str(filled), encoding="utf-8")
    return site
