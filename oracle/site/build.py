"""Load the site's inputs (features, ``oracle/sources.yaml``, ``results.json``, the card export) and write pages.

Reads only files: the feature files (gherkin-official), the sources list, the results file, the card
export, the step modules (``ast``) and ``docs/assumptions-*.md``. It never imports or runs the engine.
Pages land in ``docs/generated/`` (git-ignored). Nothing is dropped silently: a feature that does not
parse, a corrupt results file or a malformed card export raise :class:`SiteError` naming file and line;
scenarios whose feature file changed after the results were produced show as *not run*.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import yaml

from oracle.cr import ClauseTableError, load_clause_table
from oracle.site.cards import Row, link_cards, load_cards
from oracle.site.data import CR_CHAPTERS as CR_CHAPTERS  # re-exported: the pages' name
from oracle.site.data import INCLUDES, ScenarioResult, Site
from oracle.site.engines import ENGINES_DIR, load_engine_runs
from oracle.site.errors import SiteError
from oracle.site.glossary import link_usage, read_step_defs
from oracle.site.inputs import changed_inputs, hash_inputs
from oracle.site.model import load_features
from oracle.site.text import STATUS_ORDER, worst
from oracle.sources import load_sources

CR_FILE = Path(__file__).with_name("cr_sections.json")
TOPICS_FILE = Path(__file__).with_name("topics.yaml")


# --------------------------------------------------------------------------- loading


def _read_results(path: Path) -> dict[str, Any]:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise SiteError(
            str(path), exc.lineno, f"corrupt results file ({exc.msg}); run `make results` again"
        ) from None
    except UnicodeDecodeError as exc:
        raise SiteError(str(path), 1, f"corrupt results file ({exc}); run `make results` again") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("scenarios"), list):
        raise SiteError(
            str(path), 1, 'not a results file: expected {"scenarios": [...]}; run `make results` again'
        )
    for i, rec in enumerate(doc["scenarios"]):
        if not isinstance(rec, dict) or not {"feature", "line", "status"} <= rec.keys():
            raise SiteError(str(path), 1, f"scenarios[{i}]: needs feature, line and status")
        if rec["status"] not in STATUS_ORDER:
            raise SiteError(
                str(path),
                1,
                f"scenarios[{i}] ({rec['feature']}:{rec['line']}): unknown status {rec['status']!r}",
            )
    return doc


def load_site(
    root: Path,
    results_path: Path,
    features_dir: str = "features",
    sources_file: Path | None = None,
    step_dirs: tuple[str, ...] = ("tests/steps", "tests/support"),
    cards_path: Path | None = None,
    require_results: bool = False,
    feature_cache: Path | None = None,
    parallel: bool = False,
    cards_ready: Callable[[], None] | None = None,
    engines_dir: Path | None = None,
    step_cache: Path | None = None,
) -> Site:
    """Read every input. Raises :class:`SiteError` (file:line) when a ruling would be lost or misshown.

    ``feature_cache``: a file keeping parsed feature files between runs; ``parallel``: half of them parsed
    by a forked process (see :func:`load_features`). ``cards_ready``: called (it may wait, or raise a
    :class:`SiteError`) just before the card export is read, after everything else: ``make site-build``
    writes the export while the rest is read. ``engines_dir``: the results files of other engine runs
    (default ``results/engines`` under ``root``; see :mod:`oracle.site.engines`). ``step_cache``: a file
    keeping the step definitions read from ``step_dirs`` between runs (see :func:`read_step_defs`).
    """
    features, problems = load_features(root, features_dir, feature_cache, parallel)
    if problems:
        first = problems[0]
        more = "".join(f"\n{p.path}:{p.line}: {p.message}" for p in problems[1:])
        raise SiteError(first.path, first.line, first.message + more)
    sources = load_sources(sources_file) if sources_file else load_sources()
    if results_path.is_file():
        results: dict[str, Any] | None = _read_results(results_path)
    elif require_results:
        raise SiteError(
            str(results_path), 1, "no results file: run `make results` (every ruling would show as not run)"
        )
    else:
        results = None
    engines = load_engine_runs(engines_dir if engines_dir is not None else root / ENGINES_DIR)
    cr = json.loads(CR_FILE.read_text(encoding="utf-8"))["sections"]
    clause_dir = root / "oracle" / "cr"
    try:
        clauses = load_clause_table(clause_dir, CR_FILE)
    except ClauseTableError as exc:
        raise SiteError(exc.path, 1, str(exc).split(": ", 1)[1]) from None
    words = (
        yaml.load(
            TOPICS_FILE.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        )
        or {}
    )
    defs = read_step_defs(root, list(step_dirs), step_cache)
    unmatched = link_usage(defs, [(f.game, sc) for f in features for sc in f.scenarios])
    cards_file = cards_path if cards_path is not None else root / "results" / "cards.json"
    if cards_ready is not None:
        cards_ready()
    site = Site(
        root=root,
        features=features,
        sources=sources,
        results=results,
        results_path=results_path,
        cr_sections=cr,
        step_defs=defs,
        unmatched_steps=unmatched,
        assumption_docs=sorted((root / "docs").glob("assumptions-*.md")),
        topic_words={k: (str(v[0]), str(v[1])) for k, v in words.items()},
        cards=load_cards(cards_file),
        cards_path=cards_file,
        clauses=clauses,
        engines=engines,
    )
    for sc in site.scenarios:
        for i in sc.ids:
            site.by_id.setdefault(i, []).append(sc)
    if results is not None:
        grouped: dict[tuple[str, int], list[dict[str, Any]]] = defaultdict(list)
        for rec in results.get("scenarios", []):
            grouped[(str(rec["feature"]), int(rec["line"]))].append(rec)
        for key, recs in grouped.items():
            status = worst([r["status"] for r in recs])
            failure = next(
                (r.get("failure") for r in recs if r["status"] == status and r.get("failure")), None
            )
            site.by_key[key] = ScenarioResult(status, failure, recs)
        site.stale = changed_inputs(results.get("inputs", {}), hash_inputs(root, features_dir))
    if site.cards is not None:
        rows: list[Row] = []
        for sc in site.scenarios:
            texts = [s.text for s in sc.background + sc.steps]
            texts += [c for s in sc.steps if s.table for row in s.table for c in row]
            for i in sc.ids:
                rows.append((site.game_of(i, sc), i, sc.all_tags, texts, sc.key))
            if not sc.ids:
                game = next((p for p in sc.feature_path.split("/") if p in ("sve", "foh", "umafan")), "sve")
                rows.append((game, None, sc.all_tags, texts, sc.key))
        link_cards(site.cards, rows)
    return site


# --------------------------------------------------------------------------- writing


def page_texts(site: Site) -> dict[str, str]:
    """Every generated file's text by its path relative to the generated dir (as :func:`generate` writes it)."""
    from oracle.site.conformance import CONFORMANCE_PAGE, conformance_page
    from oracle.site.pages import Search, all_pages

    def more(site: Site, search: Search) -> dict[str, str]:
        return {CONFORMANCE_PAGE: conformance_page(site, search)}

    return {rel: text.rstrip() + "\n" for rel, text in all_pages(site, more).items()}


SEARCH_SIDE = f"{INCLUDES}/search.json"
"""The generated pages' search documents; written with their hidden fields (:func:`enrich_side_file`)."""


def write_pages(texts: dict[str, str], out_dir: Path, sweep: bool = True) -> list[Path]:
    """Write ``texts`` under ``out_dir``; files whose text is unchanged are not touched.

    ``sweep``: delete the files of ``out_dir`` that are not in ``texts`` (pages of an earlier build).
    The search side file is written with every document's hidden fields.
    """
    from oracle.site.text import enrich_side_file

    out: list[Path] = []
    folders: set[Path] = set()  # made or found already: one mkdir per folder, not one per file
    for rel, text in texts.items():
        body = enrich_side_file(text) if rel == SEARCH_SIDE else text
        path = out_dir / rel
        if not path.is_file() or path.read_text(encoding="utf-8") != body:
            if path.parent not in folders:
                path.parent.mkdir(parents=True, exist_ok=True)
                folders.add(path.parent)
            path.write_text(body, encoding="utf-8")
        out.append(path)
    if sweep and out_dir.is_dir():
        keep = {str(p) for p in out}  # every page path is out_dir / its relative path
        for old in sorted(out_dir.rglob("*"), reverse=True):
            if old.is_dir():
                if not any(old.iterdir()):
                    old.rmdir()
            elif str(old) not in keep:
                old.unlink()
    return out


def generate(site: Site, out_dir: Path) -> list[Path]:
    """Write every page under ``out_dir``; files whose text is unchanged are not touched, stale ones go.

    Writing only what changed keeps ``mkdocs serve`` (``make site``) from rebuilding for nothing.
    Returns the pages of the site (written or already up to date).
    """
    return write_pages(page_texts(site), out_dir)
