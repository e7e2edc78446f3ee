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


def site_config(workdir: Path) -> Path:
    """The project's mkdocs.yml copied to ``workdir``, its hook path made absolute."""
    text = (REPO / "mkdocs.yml").read_text(encoding="utf-8")
    text = text.replace(
        "  - oracle/site/search_hook.py", f"  - {REPO / 'oracle' / 'site' / 'search_hook.py'}"
    )
    config = workdir / "mkdocs.yml"
    config.write_text(text, encoding="utf-8")
    return config


def generate_pages(
    root: Path, results: Path, out: Path, cards: Path | None = None
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m oracle.site`` for ``root`` (never raises; check the return code)."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    cmd = [PY, "-m", "oracle.site", "--root", str(root), "--results", str(results), "--out", str(out)]
    if cards is not None:
        cmd += ["--cards", str(cards)]
    if not results.is_file():  # a fresh clone before `make results`: every ruling shows as not run
        cmd.append("--allow-no-results")
    return subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True)


def build_site(root: Path, results: Path, workdir: Path, cards: Path | None = None) -> Path:
    """Generate the pages of ``root`` (features, steps) and build them with the project's mkdocs.yml.

    Everything is written under ``workdir`` (docs copy, generated pages, built site); the repository's
    own ``docs/generated`` and ``site/`` are left alone. Returns the built site's directory.
    """
    docs = workdir / "docs"
    shutil.copytree(REPO / "docs", docs, ignore=shutil.ignore_patterns("generated"))
    site_config(workdir)
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    gen = generate_pages(root, results, docs / "generated", cards)
    if gen.returncode != 0:
        raise AssertionError(f"python -m oracle.site failed:\n{gen.stdout}\n{gen.stderr}")
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
