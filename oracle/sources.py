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
    url: str | None = None
    """The official page of the document (``https://`` only), where known."""
    date: str | None = None
    """When the document was published or last read (``YYYY-MM-DD``), where known."""


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


class SourcesError(ValueError):
    """``sources.yaml`` cannot be used: the message names the file, the line and what is wrong."""

    def __init__(self, path: Path | str, line: int, message: str) -> None:
        self.path = str(path)
        self.line = line
        self.reason = message
        super().__init__(f"{self.path}:{line}: {message}")


DOCUMENT_FIELDS = ("file", "title_en", "title_ja", "game", "language")
DOCUMENT_OPTIONAL = ("url", "date")
SAFE_URL = re.compile(r"^https://[A-Za-z0-9.-]+(?:/[A-Za-z0-9._~/?=&%+-]*)?$")
ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
ENTRY_FIELDS = {"id", "kind", "game", "document", "entry", "topic", "section", "same_as", "related"}
TOPIC = re.compile(r"^[a-z0-9][a-z0-9:+_-]*$")
# libyaml's safe loader when PyYAML has it (about ten times faster; same documents, same line marks)
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _item_lines(text: str, path: Path) -> tuple[dict[str, int], list[int]]:
    """Line numbers (1-based) of each document key and of each item of ``entries``."""
    try:
        node = yaml.compose(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise SourcesError(path, (mark.line + 1) if mark else 1, f"not valid YAML: {exc}") from None
    docs: dict[str, int] = {}
    entries: list[int] = []
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == "documents" and isinstance(value, yaml.MappingNode):
                docs = {str(k.value): k.start_mark.line + 1 for k, _ in value.value}
            elif key.value == "entries" and isinstance(value, yaml.SequenceNode):
                entries = [item.start_mark.line + 1 for item in value.value]
    return docs, entries


def parse_sources(text: str, path: Path = SOURCES_FILE) -> Sources:
    """The sources list of a ``sources.yaml`` text; :class:`SourcesError` (file:line) when it is wrong.

    Checked: every document has its fields; every entry has a well-formed, unique ``id``, a ``kind``
    (``rule`` exactly when the id has ``-R``), a known ``document`` of the same ``game``, a positive
    ``entry`` number, a ``topic`` (lower-case words joined by ``-`` or ``:``), no unknown field (so no
    pasted source text) and ``same_as``/``related`` ids that exist.
    """
    doc_lines, entry_lines = _item_lines(text, path)
    raw = yaml.load(text, Loader=_LOADER)
    if not isinstance(raw, dict) or not isinstance(raw.get("documents"), dict):
        raise SourcesError(path, 1, "expected a mapping with 'documents' and 'entries'")
    if not isinstance(raw.get("entries"), list):
        raise SourcesError(path, 1, "expected an 'entries' list")
    documents: dict[str, Document] = {}
    for key, value in raw["documents"].items():
        line = doc_lines.get(str(key), 1)
        if not isinstance(value, dict):
            raise SourcesError(path, line, f"document {key!r} is not a mapping")
        missing = [f for f in DOCUMENT_FIELDS if not isinstance(value.get(f), str) or not value.get(f)]
        extra = sorted(set(value) - set(DOCUMENT_FIELDS) - set(DOCUMENT_OPTIONAL))
        if missing or extra:
            what = f"missing {', '.join(missing)}" if missing else f"unknown field(s) {', '.join(extra)}"
            raise SourcesError(path, line, f"document {key!r}: {what}")
        url, date = value.get("url"), value.get("date")
        if url is not None and not (isinstance(url, str) and SAFE_URL.match(url)):
            raise SourcesError(
                path, line, f"document {key!r}: url must be a plain https:// address, not {url!r}"
            )
        if date is not None and not (isinstance(date, str) and ISO_DATE.match(date)):
            raise SourcesError(path, line, f"document {key!r}: date must be written YYYY-MM-DD (in quotes)")
        documents[str(key)] = Document(
            key=str(key), **{f: str(value[f]) for f in DOCUMENT_FIELDS}, url=url, date=date
        )
    entries: dict[str, Entry] = {}
    refs: list[tuple[int, str, str]] = []
    for n, item in enumerate(raw["entries"]):
        line = entry_lines[n] if n < len(entry_lines) else 1
        if not isinstance(item, dict):
            raise SourcesError(
                path, line, "an entry must be a mapping (id, kind, game, document, entry, topic)"
            )
        entry_id = item.get("id")
        if not isinstance(entry_id, str) or not ID_PATTERN.match(entry_id):
            raise SourcesError(
                path,
                line,
                f"id {entry_id!r} is not a catalog id (SVE-EN-007, SVE-JA-R012, FOH-JA-003, UMA-FAN-R010)",
            )
        where = f"entry {entry_id}"
        if entry_id in entries:
            raise SourcesError(path, line, f"{where} is listed twice")
        extra = sorted(set(item) - ENTRY_FIELDS)
        if extra:
            raise SourcesError(
                path, line, f"{where}: unknown field(s) {', '.join(extra)} (never source text)"
            )
        kind = item.get("kind")
        if kind not in ("ruling", "rule"):
            raise SourcesError(path, line, f"{where}: kind must be 'ruling' or 'rule', not {kind!r}")
        if (kind == "rule") != ("-R" in entry_id):
            raise SourcesError(
                path, line, f"{where}: ids with -R are rule statements (kind: rule), others rulings"
            )
        document = item.get("document")
        if document not in documents:
            raise SourcesError(
                path, line, f"{where}: unknown document {document!r} (one of {', '.join(documents)})"
            )
        if item.get("game") != documents[document].game:
            raise SourcesError(
                path,
                line,
                f"{where}: game {item.get('game')!r} is not the game of {document} ({documents[document].game})",
            )
        number = item.get("entry")
        if not isinstance(number, int) or isinstance(number, bool) or number < 1:
            raise SourcesError(
                path, line, f"{where}: entry must be the entry's number in its document, not {number!r}"
            )
        topic = item.get("topic")
        if not isinstance(topic, str) or not TOPIC.match(topic):
            raise SourcesError(
                path,
                line,
                f"{where}: topic must look like 'keyword:ward' (a-z, 0-9, ':', '+', '_', '-'), not {topic!r}",
            )
        section = item.get("section")
        if section is not None and not isinstance(section, str | int | float):
            raise SourcesError(path, line, f"{where}: section must be a section number, not {section!r}")
        links: dict[str, tuple[str, ...]] = {}
        for name in ("same_as", "related"):
            value = item.get(name, [])
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise SourcesError(path, line, f"{where}: {name} must be a list of ids")
            links[name] = tuple(value)
            refs += [(line, entry_id, v) for v in value]
        entries[entry_id] = Entry(
            id=entry_id,
            kind=kind,
            game=str(item["game"]),
            document=document,
            entry=number,
            topic=topic,
            section=None if section is None else str(section),
            same_as=links["same_as"],
            related=links["related"],
        )
    for line, entry_id, ref in refs:
        if ref not in entries:
            raise SourcesError(path, line, f"entry {entry_id} links to {ref}, which is not in the list")
    return Sources(documents, entries)


@functools.cache
def load_sources(path: Path = SOURCES_FILE) -> Sources:
    """Read ``sources.yaml`` (:class:`SourcesError` naming file and line when it is wrong)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise SourcesError(path, 1, f"cannot read: {exc}") from None
    return parse_sources(text, path)
