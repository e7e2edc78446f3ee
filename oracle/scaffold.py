"""Print a scenario skeleton for a source entry: ``python -m oracle.scaffold SVE-EN-007``.

The skeleton carries the id tag, the description lines the site reads and the
source citation; the contributor fills in the restated question and answer
(in their own words) and the steps.

For an id that is not in ``oracle/sources.yaml`` yet (a new ruling), the skeleton is
printed all the same, and the entry to add to ``oracle/sources.yaml`` is shown on
stderr (see ``docs/contributing.md``). An id that is not shaped like a catalog id is
refused with exit status 2.
"""

from __future__ import annotations

import re
import sys

from oracle.sources import ID_PATTERN, Entry, Sources, SourcesError, load_sources

PREFIX_GAME_LANGUAGE = {
    "SVE-EN": ("sve", "en"),
    "SVE-JA": ("sve", "ja"),
    "FOH-JA": ("foh", "ja"),
    "UMA-FAN": ("umafan", "ja"),
}


def new_entry(entry_id: str, sources: Sources) -> Entry:
    """A guess at the ``sources.yaml`` entry of an id that is not listed yet (document by game and language)."""
    m = re.match(r"^(.*)-(R?)(\d{3})$", entry_id)
    if not ID_PATTERN.match(entry_id) or m is None:
        raise ValueError(entry_id)
    game, language = PREFIX_GAME_LANGUAGE[m.group(1)]
    document = next(
        (d.key for d in sources.documents.values() if d.game == game and d.language == language),
        next((d.key for d in sources.documents.values() if d.game == game), "<document key>"),
    )
    kind = "rule" if m.group(2) else "ruling"
    return Entry(id=entry_id, kind=kind, game=game, document=document, entry=int(m.group(3)), topic="<topic>")


def entry_yaml(entry: Entry) -> str:
    """The entry as the lines to add under ``entries:`` in ``oracle/sources.yaml``."""
    return (
        f"- id: {entry.id}\n  kind: {entry.kind}\n  game: {entry.game}\n  document: {entry.document}\n"
        f"  entry: {entry.entry}\n  topic: {entry.topic}\n"
    )


def skeleton(entry_id: str, sources: Sources | None = None) -> str:
    """The Gherkin skeleton for one entry (listed in ``sources.yaml`` or not)."""
    sources = sources or load_sources()
    entry = sources.entries.get(entry_id) or new_entry(entry_id, sources)
    what = "rule statement" if entry.kind == "rule" else "Q&A"
    if entry.kind == "rule":
        text = ["Rule(en): <the source's rule, in your own words>", "Rule(ja): <出典のルールを自分の言葉で>"]
    else:
        text = [
            "Q(en): <the source's own question, in your own words>",
            "A(en): <the source's answer, in your own words>",
            "Q(ja): <出典の質問を自分の言葉で>",
            "A(ja): <出典の回答を自分の言葉で>",
        ]
    text += [
        "Checks(en): <what this scenario checks, one plain sentence>",
        "Checks(ja): <このシナリオが確かめることを一文で>",
    ]
    body = "\n".join(f"    {t}" for t in [*text, f"Source: {entry.document}, {what} {entry.entry}"])
    return (
        f"  @{entry.id}\n  Scenario: <what the ruling shows, unique in the project>\n{body}\n\n"
        "    Given <a position built through the set-up steps>\n"
        "    When <one thing a player does>\n"
        "    Then <what the engine's state or refusal shows>\n"
    )


def main(argv: list[str] | None = None) -> int:
    """Print skeletons for the ids given."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print(__doc__)
        return 2
    try:
        sources = load_sources()
    except SourcesError as exc:
        print(f"python -m oracle.scaffold: {exc}", file=sys.stderr)
        return 1
    bad = [a for a in args if not ID_PATTERN.match(a)]
    if bad:
        for a in bad:
            print(
                f"python -m oracle.scaffold: {a!r} is not a catalog id"
                " (like SVE-EN-007, SVE-JA-R012, FOH-JA-003, UMA-FAN-R010: upper case, three digits)",
                file=sys.stderr,
            )
        return 2
    for entry_id in args:
        if entry_id not in sources.entries:
            print(
                f"{entry_id} is not in oracle/sources.yaml yet: add this entry under 'entries:' (fill in the"
                " topic; check the document and entry number; see docs/contributing.md):\n\n"
                + entry_yaml(new_entry(entry_id, sources)),
                file=sys.stderr,
            )
        print(skeleton(entry_id, sources))
    return 0


if __name__ == "__main__":
    sys.exit(main())
