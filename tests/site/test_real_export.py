"""The engine's real card export is what the site reads: both sides of the contract agree.

The site generator never imports the engine; this test is where the two meet. The export is the one the
project's built site was made from (``real_site``: the exporter run as ``make cards`` runs it, its file
beside the site), loaded again here with the site's own reader, which must accept every card, keyword,
vocabulary word and refusal (a mismatch would otherwise surface only as a failing ``make site-build``).
"""

from __future__ import annotations

from pathlib import Path

from oracle.site.cards import load_cards


def test_the_real_export_loads_in_the_site(real_site: Path) -> None:
    export = load_cards(real_site.parent / "cards.json")
    assert export is not None
    games = {card.game for card in export.cards}
    assert games == {"sve", "foh", "umafan"}
    assert any(k for card in export.cards for k in card.keywords)
