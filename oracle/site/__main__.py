"""``python -m oracle.site``: write the site's generated Markdown pages.

Exits 1 with ``file:line: what is wrong`` when a feature does not parse, the results file is missing
or corrupt, or the card export is malformed: the site is never built with rulings missing.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from oracle.site.build import generate, load_site
from oracle.site.errors import SiteError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.site", description=__doc__)
    parser.add_argument("--root", type=Path, default=Path("."), help="repository root (default: .)")
    parser.add_argument("--features", default="features", help="features dir, relative to the root")
    parser.add_argument("--sources", type=Path, default=None, help="sources.yaml (default: the project's)")
    parser.add_argument(
        "--results", type=Path, default=None, help="results file (default: results/results.json)"
    )
    parser.add_argument("--cards", type=Path, default=None, help="card export (default: results/cards.json)")
    parser.add_argument(
        "--engines", type=Path, default=None, help="other engine runs' results (default: results/engines)"
    )
    parser.add_argument("--out", type=Path, default=None, help="output dir (default: docs/generated)")
    parser.add_argument(
        "--allow-no-results", action="store_true", help="build without a results file (every ruling: not run)"
    )
    args = parser.parse_args(argv)
    root = args.root.resolve()
    start = time.perf_counter()
    try:
        site = load_site(
            root,
            args.results or root / "results" / "results.json",
            args.features,
            args.sources,
            cards_path=args.cards,
            require_results=not args.allow_no_results,
            engines_dir=args.engines,
        )
    except SiteError as exc:
        print(f"oracle.site: ERROR: {exc}", file=sys.stderr)
        return 1
    written = generate(site, args.out or root / "docs" / "generated")
    took = time.perf_counter() - start
    if site.cards is None:
        print(
            f"oracle.site: no card export at {site.cards_path}: building without card pages", file=sys.stderr
        )
    changed = [p for k in ("changed", "added", "removed") for p in site.stale.get(k, [])]
    if changed:
        print(
            f"oracle.site: WARNING: results are out of date ({len(changed)} file(s) changed)", file=sys.stderr
        )
    print(f"oracle.site: {len(written)} page(s) for {len(site.by_id)} id(s) in {took:.2f}s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
