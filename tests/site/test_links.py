"""Crawl the built sites: every internal link and anchor resolves, every page is reachable from the
home page, and no ruling question is visible only inside a code block."""

from __future__ import annotations

import functools
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urldefrag, urljoin, urlparse

import pytest

from oracle.site.model import load_features
from oracle.sources import load_sources
from tests.site.support import FIXTURE, REPO

OFFICIAL_PAGES = {doc.url for doc in load_sources().documents.values() if doc.url}


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.ids: set[str] = set()
        self.stack: list[str] = []
        self.visible: list[str] = []  # text outside <pre>/<code>/<script>/<style>

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(str(a["id"]))
        if a.get("name") and tag == "a":
            self.ids.add(str(a["name"]))
        if tag in ("a", "link") and a.get("href"):
            self.links.append(str(a["href"]))
        if tag in ("script", "img", "iframe") and a.get("src"):
            self.links.append(str(a["src"]))
        if tag not in ("br", "input", "meta", "link", "hr", "img", "wbr"):
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        while self.stack and self.stack.pop() != tag:
            pass

    def handle_data(self, data: str) -> None:
        if not {"pre", "code", "script", "style", "title"} & set(self.stack):
            self.visible.append(data)


@functools.cache  # the built sites do not change during a run: each page is parsed once for every test
def _parse(path: Path) -> _Page:
    p = _Page()
    p.feed(path.read_text(encoding="utf-8"))
    p.close()
    return p


def crawl(site: Path) -> tuple[list[str], set[Path], dict[Path, _Page]]:
    """Broken links (page: link), pages reached from the home page, parsed pages."""
    pages = {p: _parse(p) for p in site.rglob("*.html")}
    broken: list[str] = []
    reached: set[Path] = set()
    todo = [site / "index.html"]
    base = "http://site.invalid/"
    while todo:
        page = todo.pop()
        if page in reached or page not in pages:
            continue
        reached.add(page)
        url = base + page.relative_to(site).as_posix()
        for link in pages[page].links:
            if link.startswith(("mailto:", "http://127.0.0.1", "http://localhost")) or link in OFFICIAL_PAGES:
                continue  # the official pages of the sources list are the only outside links (not crawled)
            target_url, frag = urldefrag(urljoin(url, link))
            parsed = urlparse(target_url)
            if not target_url.startswith(base):
                broken.append(f"{page.relative_to(site)}: outside link {link}")
                continue
            rel = unquote(parsed.path[len("/") :])
            target = site / rel
            if target.is_dir() or rel.endswith("/") or rel == "":
                target = target / "index.html"
            if not target.is_file():
                broken.append(f"{page.relative_to(site)}: {link} (no {target.relative_to(site)})")
                continue
            if target.suffix == ".html":
                if frag and target in pages and frag not in pages[target].ids and not frag.startswith("__"):
                    broken.append(f"{page.relative_to(site)}: {link} (no anchor #{frag})")
                todo.append(target)
    return broken, reached, pages


def _check(site: Path) -> dict[Path, _Page]:
    broken, reached, pages = crawl(site)
    assert not broken, f"{len(broken)} broken link(s):\n" + "\n".join(broken[:30])
    unreached = sorted(
        p.relative_to(site).as_posix() for p in pages if p not in reached and p.name == "index.html"
    )
    assert not unreached, f"pages no link leads to: {unreached[:20]}"
    return pages


def test_fixture_site_has_no_broken_link(fixture_site: Path) -> None:
    _check(fixture_site)


def test_real_site_has_no_broken_link(real_site: Path) -> None:
    _check(real_site)


def _questions(root: Path) -> list[tuple[str, str, str]]:
    """(page path, language, question) of every scenario with a Q(en)/Q(ja) or Rule line."""
    features, _ = load_features(root)
    out = []
    for f in features:
        for sc in f.scenarios:
            for entry_id in sc.ids:
                game = {"SVE": "sve", "FOH": "foh", "UMA": "umafan"}[entry_id.split("-")[0]]
                for lang in ("en", "ja"):
                    for text in (sc.description.q.get(lang), sc.description.rule.get(lang)):
                        if text:
                            out.append((f"generated/{game}/{entry_id.lower()}/index.html", lang, text))
    return out


@pytest.mark.parametrize("which", ["fixture", "real"])
def test_no_question_is_visible_only_inside_a_code_block(
    which: str, fixture_site: Path, real_site: Path
) -> None:
    site, root = (fixture_site, FIXTURE) if which == "fixture" else (real_site, REPO)
    cache: dict[str, str] = {}
    hidden = []
    for page, lang, text in _questions(root):
        if page not in cache:
            cache[page] = re.sub(r"\s+", " ", "".join(_parse(site / page).visible))
        if re.sub(r"\s+", " ", text) not in cache[page]:
            hidden.append(f"{page} ({lang}): {text[:80]}")
    assert not hidden, f"{len(hidden)} question(s) only in code:\n" + "\n".join(hidden[:20])
