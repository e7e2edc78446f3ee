"""The list of source entries the oracle covers (ids, document, entry number, topic).

``oracle/sources.yaml`` never holds source text: the questions and answers are
restated, in English and Japanese, in the feature files' scenario descriptions.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from pathlib import Path

import yaml

SOURCES_FILE = Path(__file__).with_name("sources.yaml")
ID_PATTERN = re.compile(r"^(?:SVE-EN|SVE-JA|FOH-JA|UMA-FAN)-R?\d{3}$")
"""What a ruling-id tag looks like (without the leading ``@``)."""


@dataclass(frozen=True)
class Document:
    """One source document."""

    key: str
    file: str
    title_en: str
    title_ja: str
    game: str
    language: str


@dataclass(frozen=True)
class Entry:
    """One ruling (Q&A) or rule statement of a source document."""

    id: str
    kind: str  # "ruling" or "rule"
    game: str
    document: str
    entry: int
    topic: str
    section: str | None = None
    same_as: tuple[str, ...] = ()
    related: tuple[str, ...] = field(default_factory=tuple)


@dataclass(frozen=True)
class Sources:
    """All documents and entries."""

    documents: dict[str, Document]
    entries: dict[str, Entry]

    def for_game(self, game: str) -> list[Entry]:
        """The entries of one game, in id order."""
        return [e for e in self.entries.values() if e.game == game]

    def citation(self, entry_id: str) -> str:
        """A short citation: document title and entry number."""
        e = self.entries[entry_id]
        doc = self.documents[e.document]
        what = "rule statement" if e.kind == "rule" else "Q&A"
        return f"{doc.title_en}, {what} {e.entry}"


@functools.cache
def load_sources(path: Path = SOURCES_FILE) -> Sources:
    """Read ``sources.yaml``."""
    raw = yaml.safe_load(path.read_text(encoding="utf-8"))
    documents = {k: Document(key=k, **v) for k, v in raw["documents"].items()}
    entries: dict[str, Entry] = {}
    for item in raw["entries"]:
        entries[item["id"]] = Entry(
            id=item["id"],
            kind=item["kind"],
            game=item["game"],
            document=item["document"],
            entry=item["entry"],
            topic=item["topic"],
            section=item.get("section"),
            same_as=tuple(item.get("same_as", ())),
            related=tuple(item.get("related", ())),
        )
    return Sources(documents, entries)
