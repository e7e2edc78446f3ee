"""Helpers of the site tests: a copy of the fixture project, its results, a built site."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
FIXTURE = Path(__file__).resolve().parent / "fixtures" / "project"
PY = sys.executable


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
        [PY, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--oracle-results", str(results), *extra],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def build_site(root: Path, results: Path, workdir: Path) -> Path:
    """Generate the pages of ``root`` (features, steps) and build them with the project's mkdocs.yml.

    Everything is written under ``workdir`` (docs copy, generated pages, built site); the repository's
    own ``docs/generated`` and ``site/`` are left alone. Returns the built site's directory.
    """
    docs = workdir / "docs"
    shutil.copytree(REPO / "docs", docs, ignore=shutil.ignore_patterns("generated"))
    shutil.copy(REPO / "mkdocs.yml", workdir / "mkdocs.yml")
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    subprocess.run(
        [
            PY,
            "-m",
            "oracle.site",
            "--root",
            str(root),
            "--results",
            str(results),
            "--out",
            str(docs / "generated"),
        ],
        cwd=REPO,
        env=env,
        check=True,
        capture_output=True,
        text=True,
    )
    site = workdir / "site"
    proc = subprocess.run(
        [PY, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(workdir / "mkdocs.yml"), "-d", str(site)],
        cwd=workdir,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    if proc.returncode != 0:
        raise AssertionError(f"mkdocs build --strict failed:\n{proc.stdout}\n{proc.stderr}")
    return site
