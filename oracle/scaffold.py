"""Print a scenario skeleton for a source entry: ``python -m oracle.scaffold SVE-EN-007``.

The skeleton carries the id tag, the description lines the site reads and the
source citation; the contributor fills in the restated question and answer
(in their own words) and the steps.
"""

from __future__ import annotations

import sys

from oracle.sources import load_sources


def skeleton(entry_id: str) -> str:
    """The Gherkin skeleton for one entry."""
    sources = load_sources()
    entry = sources.entries[entry_id]
    what = "rule statement" if entry.kind == "rule" else "Q&A"
    if entry.kind == "rule":
        text = ["Rule(en): <the rule, in your own words>", "Rule(ja): <ルールを自分の言葉で>"]
    else:
        text = [
            "Q(en): <the question, in your own words>",
            "A(en): <the answer, in your own words>",
            "Q(ja): <質問を自分の言葉で>",
            "A(ja): <回答を自分の言葉で>",
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
    for entry_id in args:
        print(skeleton(entry_id))
    return 0


if __name__ == "__main__":
    sys.exit(main())
