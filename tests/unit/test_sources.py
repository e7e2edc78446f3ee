"""The project's sources list agrees with the shared catalog, and every entry has a scenario."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from oracle.coverage import missing_ids, tagged_ids
from oracle.sources import ID_PATTERN, load_sources

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT.parent / "shared" / "rulings" / "catalog.yaml"


def test_every_id_looks_like_an_id() -> None:
    sources = load_sources()
    assert len(sources.entries) == 194
    assert all(ID_PATTERN.match(i) for i in sources.entries)


def test_sources_list_holds_no_source_text() -> None:
    raw = yaml.safe_load((ROOT / "oracle" / "sources.yaml").read_text(encoding="utf-8"))
    keys = {k for entry in raw["entries"] for k in entry}
    assert not keys & {"question", "answer", "text"}


@pytest.mark.skipif(not CATALOG.exists(), reason="the shared catalog is not beside this checkout")
def test_sources_list_matches_the_shared_catalog() -> None:
    ids = re.findall(r"^- id: (\S+)$", CATALOG.read_text(encoding="utf-8"), flags=re.M)
    assert list(load_sources().entries) == ids


def test_every_source_entry_has_a_scenario() -> None:
    missing = missing_ids(load_sources(), ROOT / "features")
    assert not missing, f"{len(missing)} entries have no scenario: {missing}"


def test_tags_are_known_ids() -> None:
    unknown = sorted(set(tagged_ids(ROOT / "features")) - set(load_sources().entries))
    assert not unknown
