"""The contributor guide works as written: its blocks, applied to a copy of the project, give a passing ruling.

``docs/contributing.md`` marks the blocks a contributor adds with a first line ``# <path> (append …)``.
This test copies the project, appends each block to its file, then does what the guide says: the
scaffold, ``python -m oracle.checks``, the one scenario under pytest (it must pass: an undefined step
fails it) and the site generator, in-process (the ruling gets its page; the glossary the guide links exists).
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import shutil
from pathlib import Path

import pytest

from oracle.checks import run_checks
from oracle.scaffold import main as scaffold_main
from oracle.site.__main__ import main as generate_pages
from oracle.sources import parse_sources
from tests.support import fast_steps
from tests.support.pytest_runs import clean_env, run_pytest

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "contributing.md"
BLOCK = re.compile(r"^```(\w+)\n# (\S+) \((append[^)]*)\)\n(.*?)^```", re.M | re.S)
IGNORE = shutil.ignore_patterns(
    ".git", ".venv", "site", "results", "generated", "__pycache__", ".*_cache", "*.egg-info", ".hypothesis"
)


def guide_blocks() -> list[tuple[str, str, str]]:
    """``(language, path, text)`` of every block the guide tells the contributor to append."""
    return [(m.group(1), m.group(2), m.group(4)) for m in BLOCK.finditer(GUIDE.read_text(encoding="utf-8"))]


def guide_scenario() -> tuple[str, list[str]]:
    """The name and the tags of the guide's scenario."""
    text = next(t for lang, _, t in guide_blocks() if lang == "gherkin")
    name = re.search(r"^\s*Scenario: (.+)$", text, re.M)
    tags = re.search(r"^\s*(@.+)$", text, re.M)
    assert name and tags, "the guide's Gherkin block has no tagged scenario"
    return name.group(1).strip(), [t.lstrip("@") for t in tags.group(1).split()]


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the project with the guide's blocks appended to their files."""
    copy = tmp_path_factory.mktemp("guide") / "project"
    for name in ("engine", "features", "oracle", "tests", "docs", "pyproject.toml", "mkdocs.yml"):
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, copy / name, ignore=IGNORE)
        elif src.is_file():
            shutil.copy(src, copy / name)
    for _, rel, text in guide_blocks():
        target = copy / rel
        assert target.is_file(), f"the guide appends to {rel}, which does not exist"
        with target.open("a", encoding="utf-8") as fh:
            fh.write("\n" + text)
    # The copy's pytest reads the feature files it holds unchanged from their parsed form, as this tree's
    # does; the files the guide appended to are parsed again there (changed size and modification time).
    fast_steps.seed_feature_cache(ROOT, copy)
    return copy


def test_the_guide_has_the_three_blocks_to_append() -> None:
    kinds = [(lang, path) for lang, path, _ in guide_blocks()]
    assert ("yaml", "oracle/sources.yaml") in kinds, "the guide shows no oracle/sources.yaml entry"
    assert any(lang == "yaml" and path.startswith("engine/") for lang, path in kinds), "no card data"
    assert any(lang == "gherkin" and path.startswith("features/") for lang, path in kinds), "no scenario"


def test_the_guides_entry_is_new_and_the_scaffold_handles_it(capsys: pytest.CaptureFixture[str]) -> None:
    _, tags = guide_scenario()
    new_id = next(t for t in tags if re.match(r"^[A-Z]+-[A-Z]+-R?\d{3}$", t))
    assert scaffold_main([new_id]) == 0
    out, err = capsys.readouterr()
    assert f"@{new_id}" in out
    assert "not in oracle/sources.yaml yet" in err, "the guide's example must be a ruling the project lacks"


def test_the_guides_entry_and_scenario_pass_the_checks(project: Path) -> None:
    sources = project / "oracle" / "sources.yaml"
    parse_sources(sources.read_text(encoding="utf-8"), sources)  # raises SourcesError with file:line
    problems = run_checks(project, sources_file=sources)
    assert not problems, "\n".join(str(p) for p in problems)


def test_the_guides_scenario_runs_and_passes_and_gets_its_page(project: Path, tmp_path: Path) -> None:
    name, tags = guide_scenario()
    results = tmp_path / "results.json"
    words = "_".join(re.findall(r"[a-z0-9]+", name.lower()))
    proc = run_pytest(  # as `python -m pytest` in the copy, in a child of the fork server
        [
            "tests/steps/sve",
            "-q",
            "-p",
            "no:hypothesispytest",
            "-p",
            "no:cacheprovider",
            "-k",
            words,
            "--oracle-results",
            str(results),
        ],
        project,
        clean_env(PYTHONDONTWRITEBYTECODE="1"),
    )
    assert proc.returncode == 0 and "1 passed" in proc.stdout, proc.stdout[-3000:] + proc.stderr[-2000:]
    doc = json.loads(results.read_text(encoding="utf-8"))
    [rec] = [s for s in doc["scenarios"] if s["name"] == name]
    assert rec["status"] == "passed" and set(rec["ids"]) <= set(tags)

    out = tmp_path / "generated"
    said = io.StringIO()  # the generator (python -m oracle.site) runs in this process: no second start-up
    with contextlib.redirect_stdout(said), contextlib.redirect_stderr(said):
        status = generate_pages(["--root", str(project), "--results", str(results), "--out", str(out)])
    assert status == 0, said.getvalue()
    new_id = rec["ids"][0]
    pages = [p for p in out.rglob("*.md") if new_id.lower() in p.as_posix().lower()]
    assert pages, f"no page for {new_id} under {out}"
    # the glossary the guide links (relative to docs/contributing.md) is a generated page
    link = re.search(r"\[step glossary\]\(generated/([^)#]+)\)", GUIDE.read_text(encoding="utf-8"))
    assert link, "the guide does not link the step glossary"
    assert (out / link.group(1)).is_file(), (
        f"the guide links generated/{link.group(1)}, which is not generated"
    )
