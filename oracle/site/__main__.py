"""``python -m oracle.site``: write the site's generated Markdown pages."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from oracle.site.build import generate, load_site


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.site", description=__doc__)
    parser.add_argument("--root", type=Path, default=Path("."), help="repository root (default: .)")
    parser.add_argument("--features", default="features", help="features dir, relative to the root")
    parser.add_argument("--sources", type=Path, default=None, help="sources.yaml (default: the project's)")
    parser.add_argument("--results", type=Path, default=None, help="results file (default: results/results.json)")
    parser.add_argument("--out", type=Path, default=None, help="output dir (default: docs/generated)")
    args = parser.parse_args(argv)
    root = args.root.resolve()
    start = time.perf_counter()
    site = load_site(root, args.results or root / "results" / "results.json", args.features, args.sources)
    written = generate(site, args.out or root / "docs" / "generated")
    took = time.perf_counter() - start
    print(f"oracle.site: {len(written)} page(s) for {len(site.by_id)} id(s) in {took:.2f}s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
