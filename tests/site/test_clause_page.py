"""The clause page (issue 21): every clause of CR chapters 2-14.2, our restatement escaped, each clause's state
and its scenarios; a bad clause file stops the build by file and clause."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from oracle.cr import LISTED, load_index
from oracle.site.build import generate, load_site
from oracle.site.errors import SiteError
from tests.site.support import FIXTURE_CARDS

TABLE = """
read: "a test text"
clauses:
  "12.8.1":
    effect: true
    en: "A <script>alert(1)</script> restatement."
    ja: "守護の言い換え<b>。"
  "12.8.2":
    effect: true
    en: "Not honoured."
    ja: "従っていない。"
    open: "engine: the engine lets it through"
  "4.6.1":
    effect: false
    en: "A definition."
    ja: "定義。"
"""


def _project(fixture_project: Path, tmp_path: Path, text: str) -> Path:
    root = tmp_path / "project"
    shutil.copytree(fixture_project, root)
    (root / "oracle" / "cr").mkdir(parents=True)
    (root / "oracle" / "cr" / "t.yaml").write_text(text, encoding="utf-8")
    return root


def test_the_clause_page_lists_every_clause_with_its_state(
    fixture_project: Path, fixture_results: Path, tmp_path: Path
) -> None:
    root = _project(fixture_project, tmp_path, TABLE)
    site = load_site(root, fixture_results, cards_path=FIXTURE_CARDS)
    generate(site, tmp_path / "gen")
    text = (tmp_path / "gen" / "sve" / "rules.md").read_text(encoding="utf-8")
    _, _, index = load_index()
    listed = [c for c in index if c.count(".") >= 2 and any(c.startswith(ch + ".") for ch in LISTED)]
    assert text.count('class="oracle-clause"') == len(listed)
    assert "<script>" not in text and "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert "守護の言い換え&lt;b&gt;。" in text
    one = text.split('id="cr-12-8-2"')[1].split("</li>")[0]
    assert "engine does not honour" in one and "the engine lets it through" in one
    assert "no game effect of its own" in text.split('id="cr-4-6-1"')[1].split("</li>")[0]
    assert "not yet restated" in text.split('id="cr-12-9-1"')[1].split("</li>")[0]
    assert "engine does not honour this clause" in one.split("<br>")[0]
    assert "a test text" in text  # which text was read
    hub = (tmp_path / "gen" / "sve" / "index.md").read_text(encoding="utf-8")
    assert 'href="rules/"' in hub and 'href="rules/#cr-12-8"' in hub  # each section links its clauses


def test_a_bad_clause_file_stops_the_build_by_file_and_clause(
    fixture_project: Path, fixture_results: Path, tmp_path: Path
) -> None:
    root = _project(fixture_project, tmp_path, 'read: x\nclauses: {"12.8.9": {effect: true, en: a, ja: b}}\n')
    with pytest.raises(SiteError) as err:
        load_site(root, fixture_results, cards_path=FIXTURE_CARDS)
    assert "t.yaml" in err.value.path and "clause 12.8.9" in err.value.message
