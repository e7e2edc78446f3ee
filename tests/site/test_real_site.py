"""The project's own features build into a clean site (``mkdocs build --strict``)."""

from __future__ import annotations

from pathlib import Path

from oracle.site.model import load_features
from tests.site.support import REPO


def test_real_site_builds_strict(real_site: Path) -> None:
    assert (real_site / "index.html").is_file()
    assert (real_site / "generated" / "status" / "index.html").is_file()
    features, problems = load_features(REPO)
    assert not problems
    ids = {i for f in features for sc in f.scenarios for i in sc.ids}
    for entry_id in ids:
        game = {"SVE": "sve", "FOH": "foh", "UMA": "umafan"}[entry_id.split("-")[0]]
        assert (real_site / "generated" / game / entry_id.lower() / "index.html").is_file(), entry_id
