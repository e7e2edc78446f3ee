"""Crawl the built sites: every internal link and anchor resolves, every page is reachable from the
home page, and no ruling question is visible only inside a code block."""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urldefrag, urljoin, urlparse

import pytest
from lxml import etree

from oracle.sources import load_sources
from tests.site.support import FIXTURE, REPO, read_features

OFFICIAL_PAGES = {doc.url for doc in load_sources().documents.values() if doc.url}


_LINKS = etree.XPath("//a/@href | //link/@href | //script/@src | //img/@src | //iframe/@src")
_IDS = etree.XPath("//@id | //a/@name")
# Text a reader sees: not inside <pre>, <code>, <script>, <style> or the <title> (comments are not text).
_VISIBLE = etree.XPath(
    "//text()[not(ancestor::pre or ancestor::code or ancestor::script or ancestor::style or ancestor::title)]"
)


class _Page:
    """One built page, parsed by libxml2's HTML parser (lxml): its links in document order, its anchors and,
    when asked, its visible text. (Python's ``html.parser`` took about 4 s of CPU for the real site's
    14 MB of pages; libxml2 about a fifth of that.)"""

    def __init__(self, html: bytes) -> None:
        self.root = etree.fromstring(html, etree.HTMLParser(encoding="utf-8"))
        self.links: list[str] = [str(v) for v in _LINKS(self.root) if v]
        self.ids: set[str] = {str(v) for v in _IDS(self.root) if v}

    @functools.cached_property
    def visible(self) -> list[str]:
        return [str(t) for t in _VISIBLE(self.root)]


@functools.cache  # the built sites do not change during a run: each page is parsed once for every test
def _parse(path: Path) -> _Page:
    return _Page(path.read_bytes())


def _files(site: Path) -> tuple[set[str], set[str]]:
    """Every file and every folder of ``site`` (paths relative to it, ``/``-separated; the site is "")."""
    files: set[str] = set()
    folders = {""}
    for folder, subfolders, names in os.walk(site):
        rel = Path(folder).relative_to(site).as_posix()
        prefix = "" if rel == "." else rel + "/"
        folders.update(prefix + n for n in subfolders)
        files.update(prefix + n for n in names)
    return files, folders


_BASE = "http://site.invalid/"


@functools.cache
def _resolve(url: str, link: str) -> tuple[str | None, str]:
    """The site path (relative, unquoted, "" for the site's root) and the fragment that ``link`` on the page
    at ``url`` leads to; ``None`` for a link that leaves the site. Pages of one folder share their links'
    answers (the navigation), so they are worked out once."""
    target_url, frag = urldefrag(urljoin(url, link))
    if not target_url.startswith(_BASE):
        return None, frag
    rel = unquote(urlparse(target_url).path[len("/") :])
    return rel, frag


def crawl(site: Path) -> tuple[list[str], set[Path], dict[Path, _Page]]:
    """Broken links (page: link), pages reached from the home page, parsed pages."""
    pages = {p.relative_to(site).as_posix(): _parse(p) for p in site.rglob("*.html")}
    files, folders = _files(site)
    broken: list[str] = []
    reached: set[str] = set()
    todo = ["index.html"]
    while todo:
        page = todo.pop()
        if page in reached or page not in pages:
            continue
        reached.add(page)
        url = _BASE + page
        folder_url = url.rsplit("/", 1)[0] + "/"
        for link in pages[page].links:
            if link.startswith(("mailto:", "http://127.0.0.1", "http://localhost")) or link in OFFICIAL_PAGES:
                continue  # the official pages of the sources list are the only outside links (not crawled)
            # a link of only a fragment or a query depends on the page itself, any other only on its folder
            rel, frag = _resolve(url if link[:1] in ("", "#", "?") else folder_url, link)
            if rel is None:
                broken.append(f"{page}: outside link {link}")
                continue
            target = "/".join(part for part in rel.split("/") if part not in ("", "."))  # as a Path reads it
            if target in folders or rel.endswith("/") or rel == "":
                target = f"{target}/index.html" if target else "index.html"
            if target not in files:
                broken.append(f"{page}: {link} (no {target})")
                continue
            if target.endswith(".html"):
                if frag and target in pages and frag not in pages[target].ids and not frag.startswith("__"):
                    broken.append(f"{page}: {link} (no anchor #{frag})")
                todo.append(target)
    return broken, {site / p for p in reached}, {site / p: parsed for p, parsed in pages.items()}


def _check(site: Path) -> dict[Path, _Page]:
    broken, reached, pages = crawl(site)
    assert not broken, f"{len(broken)} broken link(s):\n" + "\n".join(broken[:30])
    unreached = sorted(
        p.relative_to(site).as_posix() for p in pages if p not in reached and p.name == "index.html"
    )
    assert not unreached, f"pages no link leads to: {unreached[:20]}"
    return pages


FORMER_RULE = re.compile(r"location\.pathname\.match\(/(.+?)/\);if\(m\)location\.replace\(m\[1\]\+m\[2\]\+")
"""The 404 page's script: the address's parts 1 and 2 (the regular expression's groups), joined."""


def _permalinks(site: Path) -> list[str]:
    """The address (under the site) of every generated page, from the Markdown written beside the site."""
    generated = site.parent / "docs" / "generated"
    out = []
    for md in sorted(generated.rglob("*.md")):
        rel = md.relative_to(generated).with_suffix("").as_posix()
        if rel.startswith("_includes/"):
            continue
        out.append(rel[: -len("index")] if rel == "index" or rel.endswith("/index") else rel + "/")
    return out


@pytest.mark.parametrize("which", ["fixture", "real"])
def test_former_addresses_send_the_reader_to_the_permalink(
    which: str, fixture_site: Path, real_site: Path
) -> None:
    """Ruling and card pages live at ``/sve/sve-en-051/``, ``/sve/cards/bp01-012/``; the old ``/generated/...``
    address of every generated page (issue 22) reaches it through the site's 404 page, whose script sends
    the reader on, whatever folder the site is served from (issue 24: no redirect page per address; the
    local server redirects them itself, see tests/site/test_serve.py)."""
    site = fixture_site if which == "fixture" else real_site
    assert (site / "sve" / "sve-en-051" / "index.html").is_file()
    assert (site / "sve" / "cards" / "bp01-012" / "index.html").is_file()
    assert (site / "sve" / "rules" / "index.html").is_file() or which == "fixture"
    assert not (site / "generated").exists()  # a former address is missing: the host answers with 404.html
    script = FORMER_RULE.search((site / "404.html").read_text(encoding="utf-8"))
    assert script, "no former-address script in 404.html"
    rule = re.compile(script.group(1).replace("\\/", "/"))
    permalinks = _permalinks(site)
    assert len(permalinks) > 5 and "sve/sve-en-051/" in permalinks
    for url in permalinks:
        assert (site / url / "index.html").is_file(), url
        for base in ("/", "/ruling-oracle/"):
            m = rule.match(f"{base}generated/{url}")
            assert m and m[1] + m[2] == base + url, (base, url)
    for base in ("/", "/ruling-oracle/"):
        assert rule.match(f"{base}sve/sve-en-051/") is None  # any other missing address stays the 404 page
    node = shutil.which("node")
    if node is not None:  # the script itself, where Node.js is at hand
        js = re.search(
            r"<script>(\(function\(\)\{var m=location.+?)</script>", (site / "404.html").read_text()
        )
        assert js
        run = (
            "const seen=[];for(const [p,h] of [['/generated/sve/sve-en-051/','#q'],['/x/generated/sve/',''],"
            "['/sve/nothing/','']]){const location={pathname:p,search:'',hash:h,replace:u=>seen.push(u)};"
            f"{js.group(1)}}};console.log(JSON.stringify(seen))"
        )
        out = subprocess.run([node, "-e", run], capture_output=True, text=True, timeout=60)
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip() == '["/sve/sve-en-051/#q","/x/sve/"]'
    for page in site.rglob("*.html"):
        assert 'href="/generated/' not in page.read_text(encoding="utf-8"), page


def test_fixture_site_has_no_broken_link(fixture_site: Path) -> None:
    _check(fixture_site)


def test_real_site_has_no_broken_link(real_site: Path) -> None:
    _check(real_site)


def _questions(root: Path) -> list[tuple[str, str, str]]:
    """(page path, language, text) of every entry's source statement: its question (Q lines) or its rule."""
    from oracle.site.model import entry_statements

    kinds = {i: e.kind for i, e in load_sources().entries.items()}
    features, _ = read_features(root)
    by_id: dict[str, list[Any]] = {}
    for f in features:
        for sc in f.scenarios:
            for entry_id in sc.ids:
                by_id.setdefault(entry_id, []).append(sc)
    out = []
    for entry_id, scenarios in by_id.items():
        game = {"SVE": "sve", "FOH": "foh", "UMA": "umafan"}[entry_id.split("-")[0]]
        for stmt in entry_statements(scenarios, kinds.get(entry_id) == "rule", entry_id):
            for lang in ("en", "ja"):
                for text in (stmt.q.get(lang), stmt.a.get(lang), stmt.rule.get(lang)):
                    if text:
                        out.append((f"{game}/{entry_id.lower()}/index.html", lang, text))
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
