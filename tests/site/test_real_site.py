"""The project's own features build into a clean site (``mkdocs build --strict``)."""

from __future__ import annotations

import json
from pathlib import Path

from tests.site.support import REPO, read_features


def test_real_site_builds_strict(real_site: Path) -> None:
    assert (real_site / "index.html").is_file()
    assert (real_site / "status" / "index.html").is_file()
    features, problems = read_features(REPO)
    assert not problems
    ids = {i for f in features for sc in f.scenarios for i in sc.ids}
    for entry_id in ids:
        game = {"SVE": "sve", "FOH": "foh", "UMA": "umafan"}[entry_id.split("-")[0]]
        assert (real_site / game / entry_id.lower() / "index.html").is_file(), entry_id


def test_every_evolved_card_links_its_base_card(real_site: Path) -> None:
    """Each evolved face says what it evolves from (a card with a scenario once hid this row on later pages)."""
    cards_file = real_site.parent / "cards.json"  # the engine's export the site was built with
    cards = json.loads(cards_file.read_text(encoding="utf-8"))["cards"]
    evolved = [c for c in cards if c.get("evolved_from")]
    assert evolved
    for card in evolved:
        page = real_site / card["game"] / "cards" / card["key"] / "index.html"
        html = page.read_text(encoding="utf-8")
        assert "Evolves from" in html and f'href="../{card["evolved_from"]}/"' in html, card["key"]


def test_every_real_card_page_links_rulings_about_its_keywords_and_mechanics(real_site: Path) -> None:
    """A judge landing on any printed card finds guidance, not only rulings that name the card (issue 22)."""
    cards = json.loads((real_site.parent / "cards.json").read_text(encoding="utf-8"))["cards"]
    empty = []
    for card in cards:
        if card["game"] == "sve" and not card["real"]:
            continue  # the engine's own test cards
        page = real_site / card["game"] / "cards" / card["key"] / "index.html"
        if 'class="oracle-list oracle-guidance"' not in page.read_text(encoding="utf-8"):
            empty.append(card["number"])
    assert not empty, f"card pages without guidance: {empty[:20]}"
    ward = real_site / "sve" / "cards" / "bp01-012" / "index.html"
    assert "Rulings about" in ward.read_text(encoding="utf-8")
