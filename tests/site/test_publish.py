"""``oracle.site.publish``: the pages are generated in a forked child while MkDocs loads; its errors come back."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.site.support import REPO

SCRIPT = textwrap.dedent(
    """
    import os, threading
    from oracle.site.errors import SiteError
    from oracle.site.publish import beside

    assert threading.active_count() == 1  # so the fork path runs
    me = os.getpid()
    value, other = beside(lambda: os.getpid() != me, lambda: "loaded")
    assert (value, other) == (True, "loaded"), (value, other)

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


def test_pages_generated_beside_mkdocs_report_their_value_and_errors() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert proc.returncode == 0 and proc.stdout.strip() == "ok", proc.stdout + proc.stderr
