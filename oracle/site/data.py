"""The site as the pages see it: every input read (:class:`Site`), and the names the pages and the build share.

:mod:`oracle.site.build` fills a :class:`Site` from the files; :mod:`oracle.site.pages` turns it into page
texts; the build writes them. This module sits below both, so the pages never import the build.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from oracle.cr import ClauseTable
from oracle.site.cards import CardExport
from oracle.site.engines import EngineRun
from oracle.site.glossary import StepDef
from oracle.site.model import Feature, Scenario
from oracle.site.text import worst
from oracle.sources import Sources

INCLUDES = "_includes"
CR_CHAPTERS = ("5", "8", "10", "11", "12", "13")
"""Chapters of the SVE comprehensive rules whose every section the SVE hub lists."""


@dataclass
class ScenarioResult:
    status: str
    failure: dict[str, Any] | None = None
    records: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Site:
    """Everything the pages are made of."""

    root: Path
    features: list[Feature]
    sources: Sources
    results: dict[str, Any] | None
    results_path: Path
    cr_sections: dict[str, str]
    step_defs: list[StepDef]
    unmatched_steps: list[tuple[Scenario, str, int]]
    assumption_docs: list[Path]
    topic_words: dict[str, tuple[str, str]] = field(default_factory=dict)
    cards: CardExport | None = None
    cards_path: Path | None = None
    stale: dict[str, list[str]] = field(default_factory=dict)
    clauses: ClauseTable | None = None
    """The clause table of the Comprehensive Rules (``oracle/cr/*.yaml``; ``None`` when the tree has none)."""
    by_key: dict[tuple[str, int], ScenarioResult] = field(default_factory=dict)
    by_id: dict[str, list[Scenario]] = field(default_factory=dict)
    engines: list[EngineRun] = field(default_factory=list)
    """The other engine runs of the conformance page (``results/engines/*.json``), by file name."""

    @property
    def scenarios(self) -> list[Scenario]:
        return [sc for f in self.features for sc in f.scenarios]

    def result(self, sc: Scenario) -> ScenarioResult:
        if sc.feature_path in self.stale.get("changed", ()) or sc.feature_path in self.stale.get("added", ()):
            return ScenarioResult("not-run")
        return self.by_key.get(sc.key, ScenarioResult("not-run"))

    def id_status(self, entry_id: str) -> str:
        return worst([self.result(sc).status for sc in self.by_id.get(entry_id, [])])

    def game_of(self, entry_id: str, sc: Scenario | None = None) -> str:
        entry = self.sources.entries.get(entry_id)
        if entry is not None:
            return entry.game
        return (sc.feature_path.split("/")[1] if sc and sc.feature_path.count("/") >= 2 else None) or "sve"

    def page(self, entry_id: str) -> str:
        """Path of an id's page relative to the generated dir."""
        return f"{self.game_of(entry_id)}/{entry_id.lower()}.md"

    def topic_name(self, topic: str) -> tuple[str, str]:
        """English and Japanese name of a topic (``keyword:ward`` → ``Ward``/``守護``)."""
        last = topic.split(":")[-1]
        en, ja = [], []
        for word in last.split("+"):
            pair = self.topic_words.get(word, (word.replace("-", " ").capitalize(), word.replace("-", " ")))
            en.append(pair[0])
            ja.append(pair[1])
        return " & ".join(en), "・".join(ja)
