"""Hand-written pages rendered ahead (oracle.site.prerender): used only when certain to be MkDocs' own rendering."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from oracle.site import prerender

PAGES = {
    "index.md": "# Home\n\nSee [the guide](guide.md#second) and [notes](notes.md).\n",
    "guide.md": "# Guide\n\n## First\n\nText.\n\n## Second\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Up](#first)\n",
    "notes.md": "# Notes\n\nA link to [a missing page](missing.md).\n",
    "include.md": '# Included\n\n--8<-- "guide.md"\n',
}


@pytest.fixture
def config(tmp_path: Path) -> Iterator[Any]:
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    from mkdocs.config import load_config

    docs = tmp_path / "docs"
    (docs / "generated").mkdir(parents=True)
    for name, text in PAGES.items():
        (docs / name).write_text(text, encoding="utf-8")
    (docs / "generated" / "made.md").write_text("# Made\n", encoding="utf-8")
    (tmp_path / "mkdocs.yml").write_text(
        "site_name: t\nmarkdown_extensions:\n  - tables\n  - toc\n  - pymdownx.snippets:\n      base_path: [docs]\n",
        encoding="utf-8",
    )
    yield load_config(str(tmp_path / "mkdocs.yml"), site_dir=str(tmp_path / "site"))
    prerender.READY.clear()


def _files(config: Any, drop: tuple[str, ...] = ()) -> Any:
    from mkdocs.structure.files import Files, get_files

    return Files([f for f in get_files(config) if f.src_uri not in drop])


def _page(config: Any, files: Any, src_uri: str) -> Any:
    from mkdocs.structure.pages import Page

    page = Page(None, files.get_file_from_path(src_uri), config)
    page.read_source(config)
    return page


def _rendered(page: Any) -> tuple[Any, ...]:
    links = page.links_to_anchors
    return (
        page.content,
        str(page.toc),
        page._title_from_render,
        page.present_anchor_ids,
        None if links is None else {f.src_uri: v for f, v in links.items()},
    )


def test_pages_rendered_ahead_are_what_mkdocs_renders(config: Any) -> None:
    prerender.render_ahead(config)
    # a page that logs (its missing link), one that includes a file, and generated pages are not done ahead
    assert sorted(prerender.READY) == ["guide.md", "index.md"]
    files = _files(config)
    for src_uri in ("guide.md", "index.md"):
        ahead, usual = _page(config, files, src_uri), _page(config, files, src_uri)
        assert prerender.apply(ahead, config, files)
        usual.render(config, files)
        assert _rendered(ahead) == _rendered(usual)
        assert all(f is files.get_file_from_path(f.src_uri) for f in ahead.links_to_anchors or {})
    assert prerender.READY == {}, "each rendering is used once"


def test_a_rendering_is_not_used_when_anything_it_depends_on_differs(config: Any) -> None:
    files = _files(config)
    prerender.render_ahead(config)
    changed = _page(config, files, "guide.md")
    changed.markdown = changed.markdown + "\nMore.\n"
    assert not prerender.apply(changed, config, files)
    # the link target of index.md is gone from the build's files (the build warns about it there)
    without = _files(config, drop=("guide.md",))
    assert not prerender.apply(_page(config, without, "index.md"), config, without)
    # other Markdown settings
    config["mdx_configs"]["toc"] = {"permalink": True}
    assert not prerender.apply(_page(config, files, "guide.md"), config, files)
    assert not prerender.apply(_page(config, files, "notes.md"), config, files)
