"""The engine's card export (``results/cards.json``, written by ``python -m engine.export_cards``), read as data.

The site never imports the engine: it reads this file. Its shape is the contract in the project notes
(``version``, ``cards``, ``vocabulary``, ``refusals``). A malformed file is a :class:`SiteError` that
names the file and the card; a missing file means "no card pages" (the site says so).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from oracle.site.errors import SiteError

KEY = re.compile(r"^[a-z0-9][a-z0-9-]*$")


@dataclass(frozen=True)
class Named:
    en: str
    ja: str | None


@dataclass
class Card:
    game: str
    key: str
    number: str | None
    set: str | None
    real: bool
    name: Named
    aliases: list[str]
    type: Named | None
    klass: Named | None
    cost: int | None
    stats: list[tuple[Named, str]]
    traits: list[Named]
    keywords: list[tuple[str, Named]]
    abilities: dict[str, list[str]]
    evolved_from: str | None
    rulings: list[str] = field(default_factory=list)
    checks: list[tuple[str, int]] = field(default_factory=list)
    """Scenarios without a ruling id that check this card (tag ``@card-<number>``): (feature, line)."""

    @property
    def page(self) -> str:
        return f"{self.game}/cards/{self.key}.md"


@dataclass(frozen=True)
class VocabItem:
    game: str
    kind: str
    name: str
    cr: str | None
    doc: str
    example: str


@dataclass(frozen=True)
class Refusal:
    game: str
    reason: str
    exception: str
    meaning: str


@dataclass
class CardExport:
    path: Path
    cards: list[Card]
    vocabulary: list[VocabItem]
    refusals: list[Refusal]


def _named(value: Any, where: str, path: Path, optional: bool = False) -> Named | None:
    if value is None and optional:
        return None
    if isinstance(value, str):
        return Named(value, None)
    if not isinstance(value, dict) or not isinstance(value.get("en"), str):
        raise SiteError(
            str(path), 1, f'{where}: expected {{"en": text, "ja": text or null}}, got {value!r:.80}'
        )
    ja = value.get("ja")
    return Named(value["en"], ja if isinstance(ja, str) else None)


def _card(raw: Any, i: int, path: Path) -> Card:
    where = f"cards[{i}]"
    if not isinstance(raw, dict):
        raise SiteError(str(path), 1, f"{where}: not an object")
    for need in ("game", "key", "name"):
        if need not in raw:
            raise SiteError(str(path), 1, f"{where}: missing field {need!r}")
    game, key = str(raw["game"]), str(raw["key"])
    where = f"card {game}/{key}"
    if not KEY.match(key):
        raise SiteError(str(path), 1, f"{where}: key must match {KEY.pattern}")
    name = _named(raw["name"], f"{where}.name", path)
    assert name is not None
    stats = []
    for s in raw.get("stats") or []:
        label = _named(s.get("label") if isinstance(s, dict) else None, f"{where}.stats", path)
        assert label is not None
        stats.append((label, str(s.get("value"))))
    keywords = []
    for k in raw.get("keywords") or []:
        if not isinstance(k, dict) or not isinstance(k.get("key"), str) or not KEY.match(k["key"]):
            raise SiteError(str(path), 1, f"{where}.keywords: each needs a key matching {KEY.pattern}")
        kn = _named(k, f"{where}.keywords", path)
        assert kn is not None
        keywords.append((k["key"], kn))
    abilities_raw = raw.get("abilities") or {}
    if not isinstance(abilities_raw, dict):
        raise SiteError(str(path), 1, f'{where}.abilities: expected {{"en": [...], "ja": [...]}}')
    abilities = {lang: [str(x) for x in (abilities_raw.get(lang) or [])] for lang in ("en", "ja")}
    cost = raw.get("cost")
    return Card(
        game=game,
        key=key,
        number=raw.get("number") if isinstance(raw.get("number"), str) else None,
        set=raw.get("set") if isinstance(raw.get("set"), str) else None,
        real=bool(raw.get("real", False)),
        name=name,
        aliases=[str(a) for a in raw.get("aliases") or [] if str(a).strip()],
        type=_named(raw.get("type"), f"{where}.type", path, optional=True),
        klass=_named(raw.get("class"), f"{where}.class", path, optional=True),
        cost=cost if isinstance(cost, int) and not isinstance(cost, bool) else None,
        stats=stats,
        traits=[t for t in (_named(x, f"{where}.traits", path) for x in raw.get("traits") or []) if t],
        keywords=keywords,
        abilities=abilities,
        evolved_from=raw.get("evolved_from") if isinstance(raw.get("evolved_from"), str) else None,
    )


def load_cards(path: Path) -> CardExport | None:
    """The export at ``path``, or ``None`` when there is none. Raises :class:`SiteError` when malformed."""
    if not path.is_file():
        return None
    try:
        raw = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        line = getattr(exc, "lineno", 1)
        raise SiteError(str(path), line, f"not valid JSON: {exc}") from None
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise SiteError(str(path), 1, 'expected {"version": 1, "cards": [...]}')
    cards = [_card(c, i, path) for i, c in enumerate(raw["cards"])]
    seen: set[tuple[str, str]] = set()
    for c in cards:
        if (c.game, c.key) in seen:
            raise SiteError(str(path), 1, f"card {c.game}/{c.key}: key used twice")
        seen.add((c.game, c.key))
    vocab = [
        VocabItem(
            str(v.get("game", "")),
            str(v.get("kind", "")),
            str(v.get("name", "")),
            v.get("cr") if isinstance(v.get("cr"), str) else None,
            str(v.get("doc", "")),
            str(v.get("example", "")),
        )
        for v in raw.get("vocabulary") or []
        if isinstance(v, dict)
    ]
    refusals = [
        Refusal(
            str(r.get("game", "")),
            str(r.get("reason", "")),
            str(r.get("exception", "")),
            str(r.get("meaning", "")),
        )
        for r in raw.get("refusals") or []
        if isinstance(r, dict)
    ]
    return CardExport(path, cards, vocab, refusals)


_QUOTED = re.compile(r'"([^"]+)"')


Row = tuple[str, str | None, list[str], list[str], tuple[str, int]]


def link_cards(export: CardExport, scenarios: list[Row]) -> None:
    """Record on each card the rulings that involve it, and the other scenarios that check it.

    ``scenarios``: (game, ruling id or None, tags, step texts, (feature, line)). A ruling involves a card
    when its scenario carries the tag ``@card-<number>`` or quotes one of the card's aliases in a step;
    a scenario without a ruling id checks a card when it carries the card's tag.
    """
    by_number: dict[tuple[str, str], Card] = {}
    by_alias: dict[tuple[str, str], Card] = {}
    for c in export.cards:
        if c.number:
            by_number[(c.game, c.number.lower())] = c
        for a in [c.name.en, *([c.name.ja] if c.name.ja else []), *c.aliases]:
            by_alias.setdefault((c.game, a), c)
    for game, entry_id, tags, texts, key in scenarios:
        tagged = [
            card
            for t in tags
            if t.lower().startswith("card-") and (card := by_number.get((game, t[5:].lower())))
        ]
        if entry_id is None:
            for card in tagged:
                if key not in card.checks:
                    card.checks.append(key)
            continue
        hit = list(tagged)
        for text in texts:
            for q in _QUOTED.findall(text):
                if card := by_alias.get((game, q)):
                    hit.append(card)
        for card in hit:
            if entry_id not in card.rulings:
                card.rulings.append(entry_id)
