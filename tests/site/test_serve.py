"""``make site`` (``python -m oracle.site.serve``) and ``python -m oracle.site.publish``: nothing changed ⇒ no
rebuild; a bad input ⇒ a loud error and the last good build stays; any signal ⇒ the server and its children stop."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path

import pytest

from oracle.site.errors import SiteError
from oracle.site.publish import publish
from tests.site.support import REPO, site_config


@pytest.fixture
def project(fixture_project: Path, fixture_results: Path, tmp_path: Path) -> Path:
    """A project root that ``publish`` can build: the fixture's features and steps, docs, config, results."""
    root = tmp_path / "root"
    shutil.copytree(fixture_project, root, ignore=shutil.ignore_patterns("__pycache__", "results.json"))
    shutil.copytree(REPO / "docs", root / "docs", ignore=shutil.ignore_patterns("generated"))
    site_config(root)
    (root / "results").mkdir()
    shutil.copy(fixture_results, root / "results" / "results.json")
    return root


def test_publish_skips_when_nothing_changed_and_keeps_the_last_good_build(project: Path) -> None:
    site = project / "site"
    assert publish(project, site, log=False)
    first = (site / "index.html").stat().st_mtime_ns
    start = time.perf_counter()
    assert not publish(project, site, log=False)  # nothing changed: no rebuild
    assert time.perf_counter() - start < 0.6
    broken = project / "features" / "sve" / "broken.feature"
    broken.write_text(
        "Feature: x\n  Scenario: y\n    Given a\n  Nonsense here\n    | a |\n", encoding="utf-8"
    )
    with pytest.raises(SiteError) as err:
        publish(project, site, log=False)
    assert "features/sve/broken.feature:" in str(err.value)
    assert (site / "index.html").stat().st_mtime_ns == first  # the last good build is still there
    assert (site / "sve" / "sve-en-051" / "index.html").is_file()


def _alive_with(marker: str) -> list[int]:
    pids = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
            state = (entry / "stat").read_text().split()[2]
        except OSError:
            continue
        if marker in cmdline and state != "Z":
            pids.append(int(entry.name))
    return pids


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs /proc to look for left-over processes")
def test_serve_stops_itself_and_its_children_on_a_signal(project: Path) -> None:
    # the scenario run that a feature change starts takes 60 s here: only the signal handling can end it early
    (project / "tests" / "steps" / "conftest.py").write_text(
        "import time\n\n\ndef pytest_sessionstart(session):\n    time.sleep(60)\n", encoding="utf-8"
    )
    env = dict(os.environ, PYTHONPATH=str(REPO), NO_MKDOCS_2_WARNING="1", PYTHONDONTWRITEBYTECODE="1")
    env.pop("PYTEST_XDIST_WORKER", None)
    env.pop("PYTEST_ADDOPTS", None)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "oracle.site.serve",
            "--root",
            str(project),
            "--addr",
            "127.0.0.1:0",
            "--poll",
            "0.1",
        ],
        cwd=REPO,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: list[str] = []
    threading.Thread(target=lambda: lines.extend(iter(proc.stderr.readline, "")), daemon=True).start()  # type: ignore[union-attr]

    def wait_for(text: str, timeout: float = 120, meanwhile: Callable[[], None] = lambda: None) -> str:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            hit = next((line for line in lines if text in line), None)
            if hit:
                return hit
            assert proc.poll() is None, "".join(lines)
            meanwhile()
            time.sleep(0.05)
        raise AssertionError(f"no {text!r} in:\n{''.join(lines)}")

    try:
        url = wait_for("serving http://").split("serving ")[1].strip()
        with urllib.request.urlopen(url + "sve/sve-en-051/", timeout=10) as page:
            assert page.status == 200
            body = page.read()
        # a generated page's former address (issue 22) is redirected to its permalink; any other missing
        # address gets the site's 404 page (with the script that does the same on a static host)
        with urllib.request.urlopen(url + "generated/sve/sve-en-051/?q=1", timeout=10) as page:
            assert page.status == 200 and page.url == url + "sve/sve-en-051/?q=1"
            assert page.read() == body
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(url + "generated/sve/sve-en-999/", timeout=10)
        assert missing.value.code == 404 and b"generated" in missing.value.read()
        missing.value.close()
        feature = project / "features" / "foh" / "run.feature"
        feature.write_text(feature.read_text(encoding="utf-8") + "\n", encoding="utf-8")
        changed = feature.stat().st_mtime_ns
        later = iter(range(changed + 1_000_000, changed + 10**12, 1_000_000))

        def touch() -> None:  # a change made before the server's first look would go unseen: change again
            stamp = next(later)
            os.utime(feature, ns=(stamp, stamp))

        wait_for("running the scenarios", meanwhile=touch)
        scenario_run = str(project / "results" / "results.json")  # on the scenario run's command line
        end = time.monotonic() + 30
        while not _alive_with(scenario_run) and time.monotonic() < end:
            time.sleep(0.02)
        assert _alive_with(scenario_run), "the feature change started no scenario run"
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    deadline = time.monotonic() + 3
    while _alive_with(str(project)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive_with(str(project)), "a child of make site outlived it"
