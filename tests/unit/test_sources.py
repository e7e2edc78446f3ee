"""The project's sources list is well formed, agrees with the shared catalog, and every entry has a scenario.

No test here counts the entries: a new ruling adds an entry (and a scenario) without touching a test.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
import yaml

from oracle.coverage import missing_ids, tagged_ids
from oracle.scaffold import main as scaffold_main
from oracle.scaffold import skeleton
from oracle.sources import ID_PATTERN, SOURCES_FILE, SourcesError, load_sources, parse_sources

ROOT = Path(__file__).resolve().parents[2]
CATALOG_REL = Path("shared") / "rulings" / "catalog.yaml"


def catalog_candidates() -> list[Path]:
    """Where the shared catalog may be: ``$ORACLE_SHARED``, then ``shared/`` beside the checkout or an ancestor.

    The checkout's parent is looked up both through the resolved path of this file and through the path as
    given (a CI runner may reach the clone through a symlink), then every ancestor of each.
    """
    places: list[Path] = []
    env = os.environ.get("ORACLE_SHARED")
    if env:
        places.append(Path(env) / "rulings" / "catalog.yaml")
    for root in (ROOT, Path(__file__).absolute().parents[2], Path.cwd()):
        places += [ancestor / CATALOG_REL for ancestor in root.parents]
    return list(dict.fromkeys(places))


def find_catalog() -> Path | None:
    return next((p for p in catalog_candidates() if p.is_file()), None)


def test_every_id_looks_like_an_id() -> None:
    sources = load_sources()
    assert sources.entries, "the sources list is empty"
    assert all(ID_PATTERN.match(i) for i in sources.entries)


def test_sources_list_holds_no_source_text() -> None:
    raw = yaml.safe_load((ROOT / "oracle" / "sources.yaml").read_text(encoding="utf-8"))
    keys = {k for entry in raw["entries"] for k in entry}
    assert not keys & {"question", "answer", "text"}


def test_sources_list_matches_the_shared_catalog() -> None:
    catalog = find_catalog()
    if catalog is None:
        pytest.skip(
            "the shared catalog (shared/rulings/catalog.yaml) is genuinely absent: looked in "
            + ", ".join(str(p) for p in catalog_candidates()[:4])
            + " … (set ORACLE_SHARED to its folder)"
        )
    ids = re.findall(r"^- id: (\S+)$", catalog.read_text(encoding="utf-8"), flags=re.M)
    assert ids, f"no '- id:' lines read from {catalog}"
    ours = list(load_sources().entries)
    missing = [i for i in ids if i not in ours]
    assert not missing, f"catalog ids missing from oracle/sources.yaml: {missing}"
    # entries the catalog also has keep the catalog's order; new rulings (not in the catalog) may follow
    assert [i for i in ours if i in set(ids)] == ids


def test_every_source_entry_has_a_scenario() -> None:
    missing = missing_ids(load_sources(), ROOT / "features")
    assert not missing, f"{len(missing)} entries have no scenario: {missing}"


def test_tags_are_known_ids() -> None:
    unknown = sorted(set(tagged_ids(ROOT / "features")) - set(load_sources().entries))
    assert not unknown


# --------------------------------------------------------------------------- careless edits of sources.yaml

ENTRY = (
    "- id: SVE-EN-080\n  kind: ruling\n  game: sve\n  document: sve-faq-en\n  entry: 80\n  topic: evolve\n"
)


def _with_entry(entry: str) -> str:
    return SOURCES_FILE.read_text(encoding="utf-8").rstrip("\n") + "\n" + entry


def test_a_new_entry_is_accepted() -> None:
    sources = parse_sources(_with_entry(ENTRY))
    assert sources.entries["SVE-EN-080"].document == "sve-faq-en"
    assert len(sources.entries) == len(load_sources().entries) + 1


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        (ENTRY.replace("SVE-EN-080", "SVE-EN-001"), "entry SVE-EN-001 is listed twice"),
        (ENTRY.replace("SVE-EN-080", "sve-en-80"), "id 'sve-en-80' is not a catalog id"),
        (ENTRY.replace("sve-faq-en", "sve-faq"), "unknown document 'sve-faq'"),
        (ENTRY.replace("game: sve", "game: foh"), "game 'foh' is not the game of sve-faq-en"),
        (ENTRY.replace("kind: ruling", "kind: rule"), "ids with -R are rule statements"),
        (ENTRY.replace("entry: 80", "entry: eighty"), "entry must be the entry's number"),
        (ENTRY.replace("topic: evolve", "topic: <script>"), "topic must look like"),
        (ENTRY + "  question: pasted text\n", "unknown field(s) question"),
        (ENTRY + "  related: [SVE-EN-999]\n", "links to SVE-EN-999, which is not in the list"),
        (ENTRY.replace("  kind: ruling\n", "kind: ruling\n"), "not valid YAML"),
    ],
)
def test_a_careless_entry_is_a_typed_error_with_its_line(entry: str, message: str) -> None:
    text = _with_entry(entry)
    line = SOURCES_FILE.read_text(encoding="utf-8").rstrip("\n").count("\n") + 2  # the appended entry
    with pytest.raises(SourcesError) as info:
        parse_sources(text)
    assert message in str(info.value)
    assert str(info.value).startswith(f"{SOURCES_FILE}:")
    if "listed twice" in message or "not a catalog id" in message or "unknown document" in message:
        assert info.value.line == line


def test_scaffold_prints_a_skeleton_for_a_new_id(capsys: pytest.CaptureFixture[str]) -> None:
    assert scaffold_main(["SVE-EN-080"]) == 0
    out, err = capsys.readouterr()
    assert "@SVE-EN-080" in out and "Source: sve-faq-en, Q&A 80" in out
    assert "not in oracle/sources.yaml yet" in err and "- id: SVE-EN-080" in err
    assert "Rule(en):" in skeleton("UMA-FAN-R099")


@pytest.mark.parametrize("bad", ["sve-en-80", "SVE-EN-7", "<script>", ""])
def test_scaffold_refuses_what_is_not_an_id(bad: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert scaffold_main([bad]) == 2
    assert "is not a catalog id" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("field", "message"),
    [
        ("    url: javascript:alert(1)\n", "url must be a plain https:// address"),
        ('    url: "https://x.example/<script>"\n', "url must be a plain https:// address"),
        ("    url: http://force-of-the-horse.com/\n", "url must be a plain https:// address"),
        ("    date: 2025-04-01\n", "date must be written YYYY-MM-DD"),
        ('    date: "April 2025"\n', "date must be written YYYY-MM-DD"),
    ],
)
def test_a_document_link_or_date_that_is_not_plain_is_refused(field: str, message: str) -> None:
    text = SOURCES_FILE.read_text(encoding="utf-8")
    anchor = "    title_ja: フォース オブ ザ ホース 公式FAQ\n"
    assert anchor in text
    with pytest.raises(SourcesError) as info:
        parse_sources(
            text.replace(anchor, anchor + field).replace(
                "    url: https://force-of-the-horse.com/?p=13\n", "", 1 if "url" in field else 0
            )
        )
    assert message in str(info.value)


def test_a_document_may_name_its_official_page_and_date() -> None:
    text = SOURCES_FILE.read_text(encoding="utf-8")
    anchor = "    title_ja: フォース オブ ザ ホース 公式FAQ\n"
    doc = parse_sources(text.replace(anchor, anchor + '    date: "2025-04-30"\n')).documents["foh-faq-ja"]
    assert doc.url == "https://force-of-the-horse.com/?p=13"
    assert doc.date == "2025-04-30"
