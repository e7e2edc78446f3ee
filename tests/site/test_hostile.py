"""The site built from a project full of hostile input: no executable markup, no outside URL, nothing lost.

Every field a contributor writes carries payloads (script tags, event handlers, backticks, ``javascript:``
links, Jinja and Markdown syntax, very long lines): tags, the feature file's name, scenario names,
descriptions, step text, table cells, doc strings, failure messages, card data, vocabulary and refusals.
The built HTML and the search index are parsed; payloads may only ever be text.
"""

from __future__ import annotations

import json
import random
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from oracle.site.inputs import hash_inputs
from oracle.site.model import parse_feature_text
from oracle.sources import load_sources
from tests.site.support import build_site, copy_fixture

PAYLOADS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(2)>",
    "`<svg onload=alert(3)>`",
    "[click](javascript:alert(4))",
    '<a href="https://evil.example/a">x</a>',
    "{{ config.site_name }} {% for x in y %}",
    '{: onclick="alert(5)" }',
    "**bold** _em_ <!-- c --> &amp; ]]> ||| ---",
    "https://evil.example/bare <https://evil.example/auto>",
    '<iframe src="//evil.example/f"></iframe>',
    '"><script>alert(6)</script>',
    "' onmouseover='alert(7)",
    "<style>body{display:none}</style>",
    "![img](https://evil.example/i.png)",
]
P = " ".join(PAYLOADS)
LONG = "x" * 4000
TAG = "@x`<img/src=x/onerror=alert(8)>`"
FEATURE_NAME = "evil `<img src=x onerror=alert(9)>` [a](javascript:b).feature"
JA_LONG_CHARS = 3000

OFFICIAL_PAGES = {doc.url for doc in load_sources().documents.values() if doc.url}
"""The only outside links a page may carry: the official pages of the project's own sources list (checked
when the list loads: plain https addresses), never anything a scenario or card file wrote."""


def _long_japanese(n: int) -> str:
    rng = random.Random(7)
    pool = "攻撃守護進化場手札効果能力相手自分ターン終了時カードをがはにでとのもへ"
    return "".join(rng.choice(pool) for _ in range(n - 1)) + "？"


def _feature() -> str:
    step_long = "y" * 3000
    cell = P.replace("|", "/")
    return f"""@sve {TAG}
Feature: Hostile {P}

  @SVE-EN-090 {TAG} @cr-12.8
  Scenario: Hostile name {P}
    Q(en): {P} {LONG}
    A(en): {P}
    Q(ja): 攻撃は{P}できますか？
    A(ja): {P}
    Assumption(en): {P}
    Assumption(ja): {P}
    Source: {P}

    Given a counter at 1
    When I add 2 {P}
    Then the counter is 3
      | cell {cell} | {step_long} |
      | `x` | <b>y</b> |

  @SVE-EN-091
  Scenario: Hostile failure
    Rule(en): {P}
    Rule(ja): {P}

    Given a counter at 1
    Then the counter is 9
      \"\"\"
      {P}
      \"\"\"

  @SVE-EN-092
  Scenario: A very long Japanese question
    Q(en): A very long question.
    Q(ja): {_long_japanese(JA_LONG_CHARS)}
    A(ja): はい。

    Given a counter at 1
    Then the counter is 1
"""


def _cards() -> dict[str, object]:
    evil = {"en": P, "ja": P}
    return {
        "version": 1,
        "cards": [
            {
                "game": "sve",
                "key": "evil-card",
                "number": P[:60],
                "set": P,
                "real": True,
                "name": evil,
                "aliases": [P, "Fighter"],
                "type": evil,
                "class": evil,
                "cost": 2,
                "stats": [{"label": evil, "value": P}],
                "traits": [evil],
                "keywords": [{"key": "ward", "en": P, "ja": P}],
                "abilities": {"en": [P, LONG], "ja": [P]},
                "evolved_from": None,
            }
        ],
        "vocabulary": [{"game": "sve", "kind": P, "name": P, "cr": P, "doc": P, "example": P}],
        "refusals": [{"game": "sve", "reason": P, "exception": P, "meaning": P}],
    }


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("hostile")
    project = copy_fixture(work / "project")
    (project / "features" / "sve" / FEATURE_NAME).write_text(_feature(), encoding="utf-8")
    rel = f"features/sve/{FEATURE_NAME}"
    lines = [sc.line for sc in parse_feature_text(_feature(), rel).scenarios]
    results = {
        "generated_at": P,
        "commit": P,
        "tools": {"pytest": P, "pytest-bdd": P},
        "inputs": hash_inputs(project),
        "scenarios": [
            {"feature": rel, "line": lines[0], "name": P, "status": "passed"},
            {
                "feature": rel,
                "line": lines[1],
                "name": P,
                "status": "failed",
                "failure": {"step": P, "line": 26, "message": f"{P}\n{LONG}"},
            },
            {"feature": rel, "line": lines[2], "name": "long", "status": "passed"},
        ],
    }
    (work / "results.json").write_text(json.dumps(results), encoding="utf-8")
    (work / "cards.json").write_text(json.dumps(_cards()), encoding="utf-8")
    return build_site(project, work / "results.json", work / "build", work / "cards.json")  # in this process


class _Scan(HTMLParser):
    """Collects what could execute or fetch: tags, attributes, script and style bodies."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.problems: list[str] = []
        self.stack: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("iframe", "object", "embed", "img", "style", "base", "form") and tag != "form":
            self.problems.append(f"<{tag}> element")
        for name, value in attrs:
            v = (value or "").strip().lower()
            if name.startswith("on"):
                self.problems.append(f"event handler {name}={value!r}")
            if "alert(" in v or "evil.example" in v:
                self.problems.append(f"payload in attribute {name}={value!r}")
            if name in ("href", "src", "action", "formaction", "xlink:href", "srcset"):
                if v.startswith(("http://127.0.0.1", "http://localhost")):
                    continue  # the contributor guide's `make site` address
                if v.startswith(("javascript:", "data:", "vbscript:", "//", "http:")):
                    self.problems.append(f"{name}={value!r}")
                if v.startswith("https:") and value not in OFFICIAL_PAGES:
                    self.problems.append(f"outside URL {name}={value!r}")
        if tag not in ("br", "input", "meta", "link", "hr", "wbr", "img"):
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        while self.stack and self.stack.pop() != tag:
            pass

    def handle_data(self, data: str) -> None:
        if self.stack and self.stack[-1] in ("script", "style") and ("alert(" in data or "evil" in data):
            self.problems.append(f"payload inside <{self.stack[-1]}>")
        self.text.append(data)


def _scan(html: str) -> _Scan:
    s = _Scan()
    s.feed(html)
    s.close()
    return s


def test_no_executable_markup_or_outside_url_in_any_page(hostile_site: Path) -> None:
    pages = sorted(hostile_site.rglob("*.html"))
    assert pages
    problems = []
    for page in pages:
        scan = _scan(page.read_text(encoding="utf-8"))
        problems += [f"{page.relative_to(hostile_site)}: {p}" for p in scan.problems]
    assert not problems, "\n".join(problems[:40])


def test_payloads_show_as_text(hostile_site: Path) -> None:
    html = (hostile_site / "sve" / "sve-en-090" / "index.html").read_text(encoding="utf-8")
    text = "".join(_scan(html).text)
    assert "<script>alert(1)</script>" in text  # shown to the reader, as text
    assert "{{ config.site_name }}" in text  # Jinja is not evaluated
    assert "**bold**" in text  # Markdown is not interpreted
    failing = (hostile_site / "sve" / "sve-en-091" / "index.html").read_text(encoding="utf-8")
    assert "<iframe" in "".join(_scan(failing).text)  # the failure message, as text


def test_search_index_holds_no_markup(hostile_site: Path) -> None:
    raw = (hostile_site / "search" / "search_index.json").read_text(encoding="utf-8")
    index = json.loads(raw)
    for doc in index["docs"]:
        for field in ("title", "text"):
            value = str(doc.get(field, ""))
            tags = set(re.findall(r"<\s*([a-zA-Z][a-zA-Z0-9]*)", value))
            assert tags <= {"p", "code", "pre", "li", "ol", "ul", "sub", "sup"}, (doc["location"], tags)
            assert not _scan(value).problems
        assert re.fullmatch(r"[a-z0-9/_#.-]*", doc["location"]), doc["location"]


def test_nothing_is_lost(hostile_site: Path) -> None:
    for page in ("sve-en-090", "sve-en-091", "sve-en-092"):
        assert (hostile_site / "sve" / page / "index.html").is_file(), page
    assert (hostile_site / "sve" / "cards" / "evil-card" / "index.html").is_file()
    status = (hostile_site / "status" / "index.html").read_text(encoding="utf-8")
    assert "sve-en-091" in status


def test_a_very_long_question_costs_linear_size(hostile_site: Path) -> None:
    """A 3,000-character Japanese question (about 9 KB of UTF-8): page and index grow by a small multiple."""
    text_bytes = JA_LONG_CHARS * 3
    page = hostile_site / "sve" / "sve-en-092" / "index.html"
    assert page.stat().st_size < 40_000 + 8 * text_bytes, page.stat().st_size
    index = json.loads((hostile_site / "search" / "search_index.json").read_text(encoding="utf-8"))
    mine = [d for d in index["docs"] if d["location"].startswith("sve/sve-en-092/")]
    size = len(json.dumps(mine, ensure_ascii=False).encode("utf-8"))
    assert size < 30 * text_bytes, size  # the Japanese keywords are at most 10 characters from each position
    total = len(json.dumps(index, ensure_ascii=False).encode("utf-8"))
    assert total < 2_000_000, total


def test_hostile_titles_and_bodies_filled_into_page_shells_are_what_jinja_renders(
    hostile_site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pages rendered once per folder and filled in (oracle/site/shell.py) stay byte for byte the theme's."""
    from tests.site.test_shell import assert_same_as_jinja

    assert_same_as_jinja(hostile_site, tmp_path, monkeypatch)
