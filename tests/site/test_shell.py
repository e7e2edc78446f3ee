"""The page shell (oracle/site/shell.py): pages filled into a shell are byte for byte what Jinja renders."""

from __future__ import annotations

from pathlib import Path

import pytest

from oracle.site import shell
from oracle.site.publish import mkdocs_build


def assert_same_as_jinja(built: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Build ``built``'s pages again, with and without shells: every HTML file is the same as in ``built``.

    ``built`` is a site that :func:`tests.site.support.build_site` made (its ``mkdocs.yml`` and
    ``docs/`` sit beside it).
    """
    config = built.parent / "mkdocs.yml"
    with_shells, without = tmp_path / "with", tmp_path / "without"
    mkdocs_build(config, with_shells)
    filled = shell.LAST[0].filled
    monkeypatch.setenv(shell.OFF, "0")
    mkdocs_build(config, without)
    pages = sorted(p.relative_to(built) for p in built.rglob("*.html"))
    assert pages and filled > 0
    assert pages == sorted(p.relative_to(with_shells) for p in with_shells.rglob("*.html"))
    for rel in pages:
        text = (without / rel).read_bytes()
        assert (with_shells / rel).read_bytes() == text, rel
        assert (built / rel).read_bytes() == text, rel


def test_filled_pages_are_what_jinja_renders(
    fixture_site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert_same_as_jinja(fixture_site, tmp_path, monkeypatch)


class _Page:
    def __init__(self, title: str, content: str) -> None:
        self.title, self.content = title, content


def test_a_changed_marker_means_no_shell() -> None:
    marked = f"<title>{shell._TITLE}</title><main>{shell._BODY}</main>"
    pieces = shell.ShellTemplate._cut(marked)
    assert pieces is not None
    assert (
        shell.ShellTemplate._fill(pieces, _Page("A & B", "<p>x</p>"))
        == "<title>A & B</title><main><p>x</p></main>"
    )
    # the theme escaped, cut or repeated the body marker: no shell, every page goes through Jinja
    assert shell.ShellTemplate._cut(marked.replace(shell._TITLE, shell._TITLE[:-1])) is None
    assert shell.ShellTemplate._cut(f"<main>{shell._BODY}{shell._BODY}</main>") is None
    assert shell.ShellTemplate._cut("<main></main>") is None
