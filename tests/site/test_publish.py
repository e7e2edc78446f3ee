"""``oracle.site.publish``: the pages are generated in a forked child while MkDocs loads; its errors come back."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.site.support import FIXTURE_CARDS, FIXTURE_ENGINES, REPO, site_config

SCRIPT = textwrap.dedent(
    """
    import os, threading
    from oracle.site.errors import SiteError
    from oracle.site.publish import beside

    assert threading.active_count() == 1  # so the fork path runs
    me = os.getpid()
    value, other, finish = beside(
        lambda: os.getpid() != me, lambda: "loaded", lambda v: open(os.environ["MARK"], "w").write(str(v))
    )
    assert (value, other) == (True, "loaded"), (value, other)
    finish()  # waits for the child's "then" (it wrote the mark)
    assert open(os.environ["MARK"]).read() == "True"

    def fails(v: bool) -> None:
        raise OSError("disk full")

    _, _, finish = beside(lambda: True, lambda: None, fails)
    try:
        finish()
    except SiteError as exc:
        assert "writing the generated pages failed" in exc.message
    else:
        raise AssertionError("no error")

    def bad() -> bool:
        raise SiteError("features/sve/x.feature", 7, "cannot parse: nonsense")

    try:
        beside(bad, lambda: None)
    except SiteError as exc:
        assert (exc.path, exc.line, exc.message) == ("features/sve/x.feature", 7, "cannot parse: nonsense")
    else:
        raise AssertionError("no error")

    def crash() -> bool:
        raise KeyError("oops")

    try:
        beside(crash, lambda: None)
    except SiteError as exc:
        assert "KeyError: 'oops'" in exc.message, exc.message
    else:
        raise AssertionError("no error")
    print("ok")
    """
)


def test_pages_generated_beside_mkdocs_report_their_value_and_errors(tmp_path: Path) -> None:
    env = dict(os.environ, MARK=str(tmp_path / "mark"))
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=REPO, env=env, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stdout + proc.stderr


def test_publish_builds_the_same_site_as_mkdocs_from_the_pages_on_disk(
    fixture_project: Path, fixture_results: Path, fixture_site: Path, tmp_path: Path
) -> None:
    """``make site-build`` hands the pages to MkDocs in memory: the HTML is the same as ``mkdocs build`` of the
    pages written to ``docs/`` (the fixture site), and ``docs/generated`` is written all the same."""
    root = tmp_path / "root"
    shutil.copytree(fixture_project, root, ignore=shutil.ignore_patterns("__pycache__", "results.json"))
    shutil.copytree(REPO / "docs", root / "docs", ignore=shutil.ignore_patterns("generated"))
    stale = root / "docs" / "generated" / "sve" / "sve-en-999.md"
    stale.parent.mkdir(parents=True)
    stale.write_text("---\ntitle: gone\n---\n\nA page of an old build.\n", encoding="utf-8")
    site_config(root)
    (root / "results").mkdir()
    shutil.copy(fixture_results, root / "results" / "results.json")
    shutil.copy(FIXTURE_CARDS, root / "results" / "cards.json")
    shutil.copytree(FIXTURE_ENGINES, root / "results" / "engines")  # as the fixture site has them
    proc = subprocess.run(
        [sys.executable, "-m", "oracle.site.publish", "--root", str(root)],
        cwd=REPO,
        env=dict(os.environ, NO_MKDOCS_2_WARNING="1"),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    built = root / "site"
    pages = sorted(p.relative_to(fixture_site) for p in fixture_site.rglob("*.html"))
    assert pages == sorted(p.relative_to(built) for p in built.rglob("*.html"))
    for rel in pages:
        assert (built / rel).read_bytes() == (fixture_site / rel).read_bytes(), rel
    index = "search/search_index.json"
    assert (built / index).read_bytes() == (fixture_site / index).read_bytes()
    generated = fixture_site.parent / "docs" / "generated"
    on_disk = sorted(p.relative_to(generated) for p in generated.rglob("*") if p.is_file())
    mine = root / "docs" / "generated"
    assert on_disk == sorted(p.relative_to(mine) for p in mine.rglob("*") if p.is_file())
    assert not stale.exists()


PARALLEL = textwrap.dedent(
    """
    import sys, threading
    from pathlib import Path
    from oracle.site import model
    from oracle.site.model import load_features

    assert threading.active_count() == 1  # so the fork path runs
    model.PARALLEL_FILES = 8  # so this project's files are enough to fork
    root = Path(sys.argv[1])
    assert load_features(root, parallel=True) == load_features(root)
    print("ok")
    """
)


def test_features_parsed_in_two_processes_are_the_same(tmp_path: Path) -> None:
    """Half of the feature files parsed by a forked process: same features, same order, same problems."""
    root = tmp_path / "root"
    shutil.copytree(REPO / "features", root / "features")
    broken = root / "features" / "sve" / "zz-broken.feature"
    broken.write_text("Feature: x\n  Scenario: y\n    Given a\n  Nonsense here\n", encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-c", PARALLEL, str(root)], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stdout + proc.stderr


def test_the_card_status_on_stdin_is_waited_for_and_a_failed_export_fails(tmp_path: Path) -> None:
    """``--cards-on-stdin``: nothing else changed, so the no-op check waits for the export's exit status."""
    from oracle.site.errors import SiteError
    from oracle.site.publish import INPUTS, RESULT_FILES, PendingCards, _stamp, fingerprint, publish

    root = tmp_path / "root"
    (root / "results").mkdir(parents=True)
    (root / "results" / "cards.json").write_text("{}", encoding="utf-8")
    site = root / "site"
    site.mkdir()
    rest = fingerprint(root, tuple(n for n in (*INPUTS, *RESULT_FILES) if n != "results/cards.json"))
    (site / ".oracle-build").write_text(_stamp(root, rest), encoding="utf-8")

    cards = PendingCards(io.StringIO("0\n"))
    assert publish(root, site, log=False, cards=cards) is False  # up to date, after the export said 0
    assert cards.status == 0
    for said, how in (("2\n", "exit status 2"), ("", "stopped without an exit status")):
        with pytest.raises(SiteError) as failed:
            publish(root, site, log=False, cards=PendingCards(io.StringIO(said)))
        assert (failed.value.path, how in failed.value.message) == ("results/cards.json", True)
    assert (site / ".oracle-build").read_text(encoding="utf-8") == _stamp(root, rest)  # left as it was
