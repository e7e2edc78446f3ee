"""The built sites in headless Chromium: queries typed into the real search box find the canonical ruling
in the first three results; ruling pages show status and both languages and open in the source's language;
the status filters work. Served from 127.0.0.1 (ephemeral port), nothing fetched from outside.

One browser session serves every test of the session. Needs Debian's ``chromium`` and
``chromium-driver`` (``.ci/run`` installs them). Without them the tests are skipped locally, and fail
in CI (``CI`` set in the environment), so a missing browser never passes silently there.
"""

from __future__ import annotations

import functools
import http.server
import os
import re
import shutil
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from oracle.site.model import Feature
from oracle.site.serve import StaticHost
from tests.site.support import REPO, read_features

CHROMIUM = next((p for p in map(shutil.which, ("chromium", "chromium-browser", "google-chrome")) if p), None)
DRIVER = shutil.which("chromedriver")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1280,900",
)


class _Quiet(StaticHost):
    """The built site as a static host serves it (a missing address: the site's 404 page)."""


class _Server(http.server.ThreadingHTTPServer):
    # Chromium opens several connections per page at once; a busy machine may not accept them at once, and
    # the default backlog of 5 would drop the rest (each dropped connection retried a second later).
    request_queue_size = 64


@functools.cache
def _serve(site: Path) -> str:
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}"


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if CHROMIUM is None or DRIVER is None:
        message = (
            "headless Chromium not available: apt-get install -y chromium chromium-driver (.ci/run does it)"
        )
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    profile = tempfile.mkdtemp(prefix="oracle-chromium-")
    opts = webdriver.ChromeOptions()
    for flag in FLAGS:
        opts.add_argument(flag)
    opts.add_argument(f"--user-data-dir={profile}")
    opts.binary_location = str(CHROMIUM)
    opts.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=opts, service=Service(str(DRIVER)))
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


# A page of the site is shown: the document is complete and carries the site's header.
_SHOWN_JS = "return document.readyState === 'complete' && !!document.querySelector('header.md-header');"


def open_page(browser: Any, url: str, timeout: float = 30) -> None:
    """Load ``url`` and wait (up to ``timeout`` seconds) until it shows a complete page of the site.

    On a loaded machine Chromium has been seen to give control back before the new page was usable (the
    search box not found right after loading the home page, in CI). A page that does not become a page of
    the site fails the test with the URL, the title and the start of the text shown.
    """
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait

    browser.get(url)
    try:
        WebDriverWait(browser, timeout, poll_frequency=0.02).until(lambda drv: drv.execute_script(_SHOWN_JS))
    except TimeoutException:
        text = browser.execute_script("return document.body ? document.body.innerText : ''") or ""
        pytest.fail(
            f"{url}: not a complete page of the site after {timeout} s: now at {browser.current_url!r}, "
            f"title {browser.title!r}, text {text[:300]!r}"
        )


# The page loaded for each browser and site: its search box, and the URL it was loaded at.
_pages: dict[tuple[int, str], tuple[Any, str]] = {}

# The search box's state in one script call: the meta line, the result links and the box's text.
_RESULTS_JS = """
const meta = document.querySelector('.md-search-result__meta');
const links = document.querySelectorAll('.md-search-result__item > .md-search-result__link');
return [meta ? meta.textContent : '', Array.from(links, a => a.getAttribute('href') ? a.href : ''),
        arguments[0].value];
"""

# Before a query: the box keeps the focus (no new search: its text is unchanged), the previous results
# are wiped (the site redraws both on its next answer) and the box gets the query but its last character
# (no key event: no search).
_PREPARE_JS = """
const [box, text] = arguments;
box.focus();
const meta = document.querySelector('.md-search-result__meta');
const list = document.querySelector('.md-search-result__list');
if (meta) meta.textContent = '';
if (list) list.replaceChildren();
box.value = text;
"""


def search(browser: Any, base: str, query: str) -> list[str]:
    """Type ``query`` into the site's search box; the result pages (paths), best first.

    The site (and its search index) is loaded once per browser and site; later queries only retype. The
    site searches on every key released (``keyup``). A fresh page is clicked into and waited for until
    its index is ready and idle ("Type to start searching"). Then the previous results are wiped, the box
    gets all of the query but its last character, and the last key is typed: exactly one search runs, for
    the whole query, and the first results shown are its own. Few browser commands per query: each one
    costs Chromium a rendered frame.
    """
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    assert query, "an empty query searches nothing"
    key = (id(browser), base)
    page = _pages.get(key)
    if page is None or browser.current_url != page[1]:
        open_page(browser, f"{base}/")
        box = browser.find_element(By.CSS_SELECTOR, "input.md-search__input")
        page = _pages[key] = (box, browser.current_url)
        box.click()
        WebDriverWait(browser, 30, poll_frequency=0.02).until(
            lambda drv: "Type to" in drv.execute_script(_RESULTS_JS, box)[0]
        )
    box = page[0]
    browser.execute_script(_PREPARE_JS, box, query[:-1])
    box.send_keys(query[-1])

    def settled(drv: Any) -> tuple[list[str], str] | None:
        meta, hrefs, typed = drv.execute_script(_RESULTS_JS, box)
        if not meta or "Initializing" in meta or "Type to" in meta:
            return None
        pages: list[str] = []
        for href in hrefs:
            path = href.replace(base, "").split("?")[0].split("#")[0]
            if path not in pages:
                pages.append(path)
        return (pages, typed) if pages or "No matching" in meta else None

    result, typed = WebDriverWait(browser, 30, poll_frequency=0.02).until(settled)
    assert typed == query, f"{query!r}: the search box holds {typed!r}"
    errors = [e["message"] for e in browser.get_log("browser") if e.get("level") == "SEVERE"]
    assert not errors, f"{query!r}: the page raised {errors[:3]}"
    return result


def _ruling(entry_id: str) -> str:
    game = {"SVE": "sve", "FOH": "foh", "UMA": "umafan"}[entry_id.split("-")[0]]
    return f"/{game}/{entry_id.lower()}/"


# (query, canonical rulings: any one of them must be among the first three results)
REAL_QUERIES: list[tuple[str, tuple[str, ...]]] = [
    ("Ward", ("SVE-EN-051", "SVE-EN-068", "SVE-JA-R022")),
    ("wards", ("SVE-EN-051", "SVE-EN-068", "SVE-JA-R022")),
    ("守護", ("SVE-EN-051", "SVE-EN-068", "SVE-JA-R022")),
    ("Fanfare", ("SVE-EN-049", "SVE-EN-028")),
    ("ファンファーレ", ("SVE-EN-049", "SVE-EN-028")),
    ("ガード", ("FOH-JA-011", "FOH-JA-022")),
    ("走破", ("FOH-JA-017",)),
    ("にんじん", ("SVE-EN-041", "SVE-JA-010")),
    ("エボルヴデッキ", ("SVE-EN-003", "SVE-EN-004", "SVE-JA-R003")),
    ("evolve deck", ("SVE-EN-003", "SVE-EN-004", "SVE-JA-R003")),
    ("mulligan", ("SVE-EN-005", "SVE-EN-013", "SVE-JA-R011")),
    ("引き直し", ("SVE-EN-005", "SVE-EN-013", "SVE-JA-R011")),
    ("Buena Vista", ("FOH-JA-026",)),
    ("last words", ("SVE-EN-050", "SVE-EN-026")),
    ("ラストワード", ("SVE-EN-050", "SVE-EN-026")),
    ("hand limit", ("SVE-EN-025", "SVE-JA-R024")),
    ("脚質", ("FOH-JA-019",)),
    ("evolution points", ("SVE-EN-019", "SVE-EN-020", "SVE-JA-006", "SVE-JA-R038")),
    ("EXエリア", ("SVE-EN-008", "SVE-EN-030")),
    ("combo", ("SVE-EN-059", "SVE-EN-067")),
    ("手札の上限", ("SVE-EN-025", "SVE-JA-R024")),
    ("deck out", ("SVE-EN-009", "SVE-JA-001", "SVE-JA-R007")),
]


@functools.cache
def _project_features() -> tuple[Feature, ...]:
    """The project's features, read once per run (they do not change during it)."""
    return read_features(REPO)[0]


@functools.cache
def _project_ids() -> frozenset[str]:
    """Every catalog id that a scenario of the project carries."""
    return frozenset(i for f in _project_features() for sc in f.scenarios for i in sc.ids)


@pytest.mark.parametrize(("query", "canonical"), REAL_QUERIES, ids=[q for q, _ in REAL_QUERIES])
def test_real_site_search_ranks_the_canonical_ruling(
    browser: Any, real_site: Path, query: str, canonical: tuple[str, ...]
) -> None:
    """The project's own site: the canonical ruling of each query is among the first three results."""
    missing = [i for i in canonical if i not in _project_ids()]
    assert not missing, (
        f"{query!r}: the canonical ruling(s) {missing} have no scenario any more: update the query list"
    )
    pages = search(browser, _serve(real_site), query)
    want = {_ruling(i) for i in canonical}
    assert want & set(pages[:3]), f"{query!r}: expected one of {sorted(want)} in the first 3, got {pages[:6]}"


def test_real_site_ward_rulings_carry_their_rule_section() -> None:
    """The Ward rulings are tagged with their CR section (12.8): the hub lists them there."""
    ward = {i for f in _project_features() for sc in f.scenarios if "12.8" in sc.cr_sections for i in sc.ids}
    assert ward, "no scenario of the project carries @cr-12.8 any more"


FIXTURE_QUERIES = [
    ("Ward", {"/sve/sve-en-051/", "/sve/sve-ja-r022/"}),
    ("守護", {"/sve/sve-en-051/", "/sve/sve-ja-r022/"}),
    ("走破", {"/foh/foh-ja-009/"}),
    ("にんじん", {"/sve/sve-en-041/", "/sve/sve-ja-010/"}),
    ("エボルヴデッキ", {"/sve/sve-en-003/"}),
    ("攻撃できますか", {"/sve/sve-en-051/"}),  # several words written together
    ("守護を持つフォロワー", {"/sve/sve-en-051/"}),
    ("wards", {"/sve/sve-en-051/"}),  # an inflected form finds Ward
    ("森の盾持ち", {"/sve/cards/bp01-012/", "/sve/sve-en-051/"}),
]


@pytest.mark.parametrize(("query", "expected"), FIXTURE_QUERIES, ids=[q for q, _ in FIXTURE_QUERIES])
def test_fixture_search_finds_rulings(
    browser: Any, fixture_site: Path, query: str, expected: set[str]
) -> None:
    pages = search(browser, _serve(fixture_site), query)
    assert expected & set(pages[:3]), f"{query!r}: expected one of {expected} in the first 3, got {pages}"


def test_snippets_show_no_hidden_keywords(browser: Any, fixture_site: Path) -> None:
    from selenium.webdriver.common.by import By

    search(browser, _serve(fixture_site), "にんじん")
    shown = " ".join(e.text for e in browser.find_elements(By.CSS_SELECTOR, ".md-search-result__list"))
    assert "にんじん" in shown
    # a hidden keyword would show as a word cut out of a sentence ("… んじんはどこへ行き …")
    assert not re.search(r"(^|\s)んじん", shown), shown
    assert "English日本語" not in shown.replace(" ", "")


def test_ruling_page_shows_status_and_both_languages(browser: Any, fixture_site: Path) -> None:
    from selenium.webdriver.common.by import By

    base = _serve(fixture_site)
    open_page(browser, f"{base}/sve/sve-en-003/")
    badge = browser.find_element(By.CSS_SELECTOR, ".oracle-summary .oracle-status")
    assert "engine disagrees" in badge.text
    heading = browser.find_element(By.CSS_SELECTOR, "article h1")
    assert (
        heading.get_attribute("lang") == "en" and "How many cards may the evolve deck hold?" in heading.text
    )
    body = browser.find_element(By.CSS_SELECTOR, "article").text
    assert "How many cards may the evolve deck hold?" in body
    browser.find_element(By.XPATH, "//label[normalize-space()='日本語']").click()
    body = browser.find_element(By.CSS_SELECTOR, "article").text
    assert "エボルヴデッキは何枚まで入れられますか？" in body
    browser.find_element(By.CSS_SELECTOR, "ol.oracle-checks details.oracle-scenario-detail summary").click()
    assert (
        "Then the counter is 4" in browser.find_element(By.CSS_SELECTOR, "article").text
    )  # the failing step
    browser.find_element(By.XPATH, "//label[normalize-space()='English']").click()  # the reader picks English


def test_japanese_source_opens_in_japanese_unless_english_was_picked(
    browser: Any, fixture_site: Path
) -> None:
    from selenium.webdriver.common.by import By

    base = _serve(fixture_site)
    open_page(browser, f"{base}/foh/foh-ja-009/")
    browser.execute_script("localStorage.clear()")
    open_page(browser, f"{base}/foh/foh-ja-009/")
    block = browser.find_element(By.CSS_SELECTOR, ".tabbed-set .tabbed-block[lang='ja']")
    assert block.is_displayed(), "a Japanese-source ruling opens in 日本語"
    browser.find_element(By.XPATH, "//label[normalize-space()='English']").click()
    open_page(browser, f"{base}/foh/foh-ja-009/")
    block = browser.find_element(By.CSS_SELECTOR, ".tabbed-set .tabbed-block[lang='en']")
    assert block.is_displayed(), "the reader's choice of English persists"


def test_script_in_ruling_text_does_not_run(browser: Any, fixture_site: Path) -> None:
    open_page(browser, f"{_serve(fixture_site)}/sve/sve-en-068/")
    assert browser.execute_script("return typeof window.__boom") == "undefined"
    assert "<script>alert" in browser.find_element("css selector", "article").text


def test_status_filters_work_without_a_server(browser: Any, fixture_site: Path) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    open_page(browser, (fixture_site / "status" / "index.html").as_uri())
    rows = browser.find_elements(By.CSS_SELECTOR, ".oracle-status-table table tbody tr")
    assert len(rows) > 3
    Select(browser.find_element(By.CSS_SELECTOR, "select[data-oracle-filter='status']")).select_by_value(
        "failed"
    )
    shown = [r for r in rows if r.is_displayed()]
    assert shown and all("oracle-status--failed" in r.get_attribute("innerHTML") for r in shown)
    Select(browser.find_element(By.CSS_SELECTOR, "select[data-oracle-filter='status']")).select_by_value("")
    assert all(r.is_displayed() for r in rows)


def test_open_page_names_what_the_browser_shows_instead_of_the_site(browser: Any) -> None:
    """A page that is not one of the site's fails the test, naming the URL and the text shown."""
    url = "data:text/html,<title>Elsewhere</title><p>no header here</p>"
    with pytest.raises(
        pytest.fail.Exception, match=r"not a complete page .* title 'Elsewhere', text 'no header"
    ):
        open_page(browser, url, timeout=0.3)


def test_ruling_pages_show_the_source_once_checks_below_and_assumptions_apart(
    browser: Any, fixture_site: Path
) -> None:
    """A definition entry, a multi-scenario entry and an assumption entry, as a judge sees them (issue 22)."""
    from selenium.webdriver.common.by import By

    base = _serve(fixture_site)
    # a definition: headed with the source's own question, its answer once
    open_page(browser, f"{base}/sve/sve-en-056/")
    assert browser.find_element(By.CSS_SELECTOR, "article h1").text.startswith("What does Drain mean?")
    article = browser.find_element(By.CSS_SELECTOR, "article").text
    assert article.count("raises its own leader's defense by as much") == 1
    checks = browser.find_elements(By.CSS_SELECTOR, "ol.oracle-checks > li")
    assert [c.text.splitlines()[0] for c in checks][0].endswith(
        "A Drain follower that deals 2 damage raises its leader's defense by 2"
    )
    # several scenarios: the source's question once, each scenario by what it checks, the assumption apart
    open_page(browser, f"{base}/sve/sve-en-051/")
    article = browser.find_element(By.CSS_SELECTOR, "article").text
    assert browser.find_element(By.CSS_SELECTOR, "article h1").text.startswith("Must an attack aim")
    assert article.count("other targets cannot be chosen") == 1
    assert (
        "rests in part on an engine assumption"
        in browser.find_element(By.CSS_SELECTOR, ".oracle-summary").text
    )
    checked = [li.text for li in browser.find_elements(By.CSS_SELECTOR, "ol.oracle-checks > li")]
    assert len(checked) == 2 and "A reserved follower with Ward does not keep the leader" in checked[1]
    assert not any("?" in line for text in checked for line in text.splitlines()[:2]), (
        "checks are not questions"
    )
    assumed = browser.find_elements(By.CSS_SELECTOR, "ol.oracle-assumed > li")
    assert len(assumed) == 1 and "assumed" in assumed[0].find_element(By.CSS_SELECTOR, ".oracle-status").text
    assert "treats a follower that enters engaged" in assumed[0].text
    heading = browser.find_element(By.CSS_SELECTOR, "h2#assumptions").text
    assert heading.startswith("Where the source is silent, the engine assumes")
    # a rule statement resting only on an assumption: no check shown as the source's answer
    open_page(browser, f"{base}/sve/sve-ja-r022/")
    assert not browser.find_elements(By.CSS_SELECTOR, "ol.oracle-checks")
    assumed = browser.find_elements(By.CSS_SELECTOR, "ol.oracle-assumed > li")
    assert len(assumed) == 1 and "resolves end-phase abilities one at a time" in assumed[0].text


def test_status_page_on_a_phone_shows_every_game_before_any_list(browser: Any, real_site: Path) -> None:
    """On a phone-sized window the project's status page is about a screen, not tens of thousands of pixels."""
    from selenium.webdriver.common.by import By

    browser.set_window_size(400, 800)
    try:
        open_page(browser, f"{_serve(real_site)}/status/")
        height = browser.execute_script("return document.documentElement.scrollHeight")
        assert height < 2400, height
        games = browser.find_elements(By.CSS_SELECTOR, ".oracle-glance tbody tr")
        assert len(games) == 3 and all(g.is_displayed() for g in games)
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 400
    finally:
        browser.set_window_size(1280, 900)


def test_a_former_address_lands_on_the_permalink_with_its_anchor(browser: Any, fixture_site: Path) -> None:
    """``/generated/sve/sve-en-051/#checks`` (an address from before the permalinks) opens the ruling's page:
    a static host answers it with the site's 404 page, whose script sends the reader on."""
    import time

    base = _serve(fixture_site)
    browser.get(f"{base}/generated/sve/sve-en-051/#checks")
    deadline = time.monotonic() + 10
    while "/generated/" in browser.current_url and time.monotonic() < deadline:
        time.sleep(0.05)
    assert browser.current_url == f"{base}/sve/sve-en-051/#checks"
    open_page(browser, browser.current_url)  # the page is the site's own


def test_conformance_page_on_a_phone_shows_the_counts_first(browser: Any, fixture_site: Path) -> None:
    """Issue 23: on a phone-sized window the conformance page opens on every run's counts, within the first
    screen, and nothing makes the page scroll sideways (the wide tables scroll inside themselves)."""
    from selenium.webdriver.common.by import By

    browser.set_window_size(400, 800)
    try:
        open_page(browser, f"{_serve(fixture_site)}/conformance/")
        runs = browser.find_elements(By.CSS_SELECTOR, ".oracle-conf-glance tbody tr")
        assert len(runs) == 2 and all(r.is_displayed() for r in runs)
        bottom = browser.execute_script(
            "return document.querySelector('.oracle-conf-glance').getBoundingClientRect().bottom"
        )
        assert bottom < 800, bottom
        assert browser.execute_script("return document.documentElement.scrollWidth") <= 400
    finally:
        browser.set_window_size(1280, 900)
