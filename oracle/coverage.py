"""Which source entries have a scenario: the project's own coverage report.

Reads the tags of ``features/**/*.feature`` (nothing is run) and compares them
with ``oracle/sources.yaml``. ``python -m oracle.coverage`` prints a line per
game and document and lists the ids still missing; it exits 1 when any is.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict
from pathlib import Path

from oracle.sources import Sources, SourcesError, load_sources

TAG = re.compile(r"@((?:SVE-EN|SVE-JA|FOH-JA|UMA-FAN)-R?\d{3})\b")


def tagged_ids(features: Path) -> dict[str, list[str]]:
    """Every ruling id tagged in the feature files, with the files that tag it."""
    found: dict[str, list[str]] = defaultdict(list)
    for path in sorted(features.rglob("*.feature")):
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip().startswith("@"):
                for entry_id in TAG.findall(line):
                    found[entry_id].append(str(path))
    return dict(found)


def missing_ids(sources: Sources, features: Path) -> list[str]:
    """Ids of the sources list that no scenario carries, in list order."""
    tagged = tagged_ids(features)
    return [i for i in sources.entries if i not in tagged]


def report(sources: Sources, features: Path) -> str:
    """A short text report per document."""
    tagged = tagged_ids(features)
    lines = []
    for key, doc in sources.documents.items():
        ids = [e.id for e in sources.entries.values() if e.document == key]
        have = [i for i in ids if i in tagged]
        lines.append(f"{doc.title_en}: {len(have)}/{len(ids)} entries have a scenario")
    missing = [i for i in sources.entries if i not in tagged]
    unknown = sorted(set(tagged) - set(sources.entries))
    if missing:
        lines.append("missing: " + ", ".join(missing))
    if unknown:
        lines.append("tags that are not in the sources list: " + ", ".join(unknown))
    lines.append(f"total: {len(sources.entries) - len(missing)}/{len(sources.entries)}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print the report; exit 1 when an entry lacks a scenario."""
    args = sys.argv[1:] if argv is None else argv
    features = Path(args[0]) if args else Path("features")
    if not features.is_dir():
        print(f"{features}: no such features folder", file=sys.stderr)
        return 2
    try:
        sources = load_sources()
    except SourcesError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(report(sources, features))
    return 1 if missing_ids(sources, features) else 0


if __name__ == "__main__":
    sys.exit(main())
