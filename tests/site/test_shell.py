"""The page shell (oracle/site/shell.py): pages filled into a shell are byte for byte what Jinja renders."""

from __future__ import annotations

from pathlib import Path

import pytest

from oracle.site import shell
from oracle.site.publish import mkdocs_build
from tests.site.support import SHELLS_FILLED


def assert_same_as_jinja(built: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Build ``built``'s pages again with every page rendered by Jinja: every HTML file is the same.

    ``built`` is a site that :func:`tests.site.support.build_site` made, with page shells (its ``mkdocs.yml``
    and ``docs/`` sit beside it, and the number of pages its build filled into shells: some must be).
    """
    filled = int((built.parent / SHELLS_FILLED).read_text(encoding="utf-8"))
    without = tmp_path / "without"
    monkeypatch.setenv(shell.OFF, "0")
    shell.LAST.clear()
    mkdocs_build(built.parent / "mkdocs.yml", without)
    assert not shell.LAST, "the build meant to render every page with Jinja used page shells"
    pages = sorted(p.relative_to(built) for p in built.rglob("*.html"))
    assert pages and filled > 0
    assert pages == sorted(p.relative_to(without) for p in without.rglob("*.html"))
    for rel in pages:
        assert (built / rel).read_bytes() == (without / rel).read_bytes(), rel


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


class _File:
    def __init__(self, src_uri: str) -> None:
        self.src_uri = src_uri


class _FullPage(_Page):
    def __init__(self, name: str) -> None:
        super().__init__(f"Card {name}", f"<p>about {name}</p>")
        self.file = _File(f"generated/sve/cards/{name}.md")
        self.url = f"generated/sve/cards/{name}/"
        self.meta = {"title": self.title}
        self.is_homepage = False
        self.previous_page = self.next_page = self.canonical_url = self.edit_url = None
        self.ancestors: list[object] = []
        self.toc: list[object] = []


class _Theme:
    def __init__(self, text: str) -> None:
        self.text = text

    def render(self, context: dict[str, object]) -> str:
        page = context["page"]
        return self.text.format(page=page)


def _build(theme: str) -> tuple[list[str], list[str], shell.ShellTemplate]:
    stand_in = shell.ShellTemplate(_Theme(theme))
    pages = [_FullPage(n) for n in ("a", "b", "c", "d")]
    out = [stand_in.render({"page": p, "nav": None}) for p in pages]
    return out, [_Theme(theme).render({"page": p}) for p in pages], stand_in


def test_pages_of_a_folder_share_the_shell() -> None:
    out, jinja, stand_in = _build("<title>{page.title}</title><main>{page.content}</main>")
    assert out == jinja
    assert stand_in.filled == 2  # the first two pages check the shell, the others are filled in


def test_a_theme_that_writes_the_page_address_gets_no_shell() -> None:
    out, jinja, stand_in = _build(
        "<title>{page.title}</title><a href='{page.url}'></a><main>{page.content}</main>"
    )
    assert out == jinja
    assert stand_in.filled == 0
