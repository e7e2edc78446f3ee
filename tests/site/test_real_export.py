"""The engine's real card export is what the site reads: both sides of the contract agree.

The site generator never imports the engine; this test is where the two meet. It runs the exporter as
``make cards`` does and loads its file with the site's own reader, which must accept every card, keyword,
vocabulary word and refusal (a mismatch would otherwise surface only as a failing ``make site-build``).
"""

from __future__ import annotations

from pathlib import Path

from engine.export_cards import main as export_main
from oracle.site.cards import load_cards


def test_the_real_export_loads_in_the_site(tmp_path: Path) -> None:
    out = tmp_path / "cards.json"
    assert export_main([str(out)]) == 0
    export = load_cards(out)
    assert export is not None
    games = {card.game for card in export.cards}
    assert games == {"sve", "foh", "umafan"}
    assert any(k for card in export.cards for k in card.keywords)
