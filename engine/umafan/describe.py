"""Card records of the umafan pool for the site's card pages (the card-export contract).

:func:`card_records` turns every card of ``cards.yaml`` into one plain dict (game, key, number, set, real,
name, aliases, type, class, cost, stats, traits, keywords, abilities, evolved_from). The source names no
cards, so every card is a generic test card of the engine (``real: false``). Abilities are rendered from
the card data into readable English and Japanese lines in the project's own words.
"""

from __future__ import annotations

import re
from typing import Any

from engine.umafan.cards import CardDef, CardPool, Condition, default_pool
from engine.umafan.effects import Effect

TYPES = {
    "umamusume": ("Uma Musume card", "ウマ娘カード"),
    "support": ("Support card", "サポートカード"),
    "racecourse": ("Racecourse card", "レース場カード"),
}
ZONES = {
    "hand": ("hand", "手札"),
    "field": ("field", "場"),
    "trash": ("trash zone", "トラッシュゾーン"),
    "exit": ("exit zone", "退場ゾーン"),
}
RACE_CONDITIONS = {"short distance": "短距離", "mile": "マイル", "long distance": "長距離", "dirt": "ダート"}
#: Japanese names of the phases (a phase's English name is its key)
PHASES_JA = {
    "main": "メイン",
    "paddock": "パドック",
    "race": "レース",
    "end": "エンド",
    "standby": "スタンバイ",
    "draw": "ドロー",
}


def effect_lines(effect: Effect) -> tuple[str, str]:
    """One effect primitive as an English and a Japanese phrase."""
    n = effect.amount
    who_en = "your" if effect.target == "own" else "the opponent's"
    who_ja = "自分の" if effect.target == "own" else "相手の"
    if effect.kind == "draw":
        return f"draw {n} card{'s' if n != 1 else ''}", f"{n}枚引く"
    if effect.kind == "speed":
        sign = "+" if n >= 0 else ""
        return f"{who_en} Uma Musume gets {sign}{n} speed", f"{who_ja}ウマ娘のスピード{sign}{n}"
    if effect.kind == "set_speed":
        return f"{who_en} Uma Musume's speed becomes {n}", f"{who_ja}ウマ娘のスピードを{n}にする"
    if effect.kind == "stamina":
        sign = "+" if n >= 0 else ""
        return f"{who_en} Uma Musume gets {sign}{n} stamina", f"{who_ja}ウマ娘のスタミナ{sign}{n}"
    # negate, the last of EFFECT_KINDS (the pool refuses any other kind)
    return "the declaration this one answers has no effect", "これが応じた宣言は効果を持たない"


def condition_lines(cond: Condition) -> tuple[list[str], list[str]]:
    """A card's written condition as English and Japanese phrases (empty when there is none)."""
    en: list[str] = []
    ja: list[str] = []
    if cond.min_own_umamusume:
        en.append(f"you have at least {cond.min_own_umamusume} Uma Musume on your field")
        ja.append(f"自分の場にウマ娘が{cond.min_own_umamusume}枚以上いる")
    if cond.min_stamina:
        en.append(f"one of your fielded Uma Musume has at least {cond.min_stamina} stamina")
        ja.append(f"自分の場のウマ娘1枚のスタミナが{cond.min_stamina}以上")
    if cond.phases:
        en.append("only in the " + " or ".join(cond.phases) + " phase")
        ja.append("・".join(PHASES_JA.get(p, p) for p in cond.phases) + "フェイズのみ")
    return en, ja


def _lines(card: CardDef) -> tuple[list[str], list[str]]:
    en: list[str] = []
    ja: list[str] = []
    cond_en, cond_ja = condition_lines(card.condition)
    if cond_en:
        en.append("Condition: " + "; ".join(cond_en) + ".")
        ja.append("条件：" + "、".join(cond_ja) + "。")
    if card.kind == "racecourse" and card.race_condition:
        en.append(f'When fielded in the paddock phase, declares the race condition "{card.race_condition}".')
        ja_condition = RACE_CONDITIONS.get(card.race_condition, card.race_condition)
        ja.append(f"パドックフェイズに場に出すと、レース条件「{ja_condition}」を宣言する。")
    if card.effects:
        timing = {
            "main": ("Declared by the turn player", "ターンプレイヤーが宣言する"),
            "response": (
                "Declared only in answer to a card the turn player declared",
                "ターンプレイヤーの宣言に応じてのみ宣言する",
            ),
            "any": (
                "Declared to open a declaration or to answer one",
                "宣言を始めるときも応じるときも宣言できる",
            ),
        }[card.timing]
        zones_en = " or ".join(ZONES[z][0] for z in card.declare_from)
        zones_ja = "・".join(ZONES[z][1] for z in card.declare_from)
        effects = [effect_lines(e) for e in card.effects]
        en.append(
            f"{timing[0]} from your {zones_en}, paying {card.cost} stamina: "
            + "; ".join(e for e, _ in effects)
            + "."
        )
        ja.append(
            f"{timing[1]}（{zones_ja}から、スタミナ{card.cost}を払う）："
            + "、".join(j for _, j in effects)
            + "。"
        )
        if card.kind == "support" and "hand" in card.declare_from:
            if card.destination == "field":
                en.append("Played from the hand, it stays on the field after resolving.")
                ja.append("手札から使った場合、解決後も場に残る。")
            else:
                en.append("Played from the hand, it goes face up to the trash zone after resolving.")
                ja.append("手札から使った場合、解決後に表向きでトラッシュゾーンに置く。")
    return en, ja


def _record(card: CardDef) -> dict[str, Any]:
    en_type, ja_type = TYPES[card.kind]
    stats: list[dict[str, Any]] = []
    if card.kind == "umamusume":
        stats = [
            {"label": {"en": "Speed", "ja": "スピード"}, "value": str(card.speed)},
            {"label": {"en": "Stamina", "ja": "スタミナ"}, "value": str(card.stamina)},
        ]
    en, ja = _lines(card)
    return {
        "game": "umafan",
        "key": "-".join(re.findall(r"[a-z0-9]+", card.name.lower())) or "card",
        "number": None,
        "set": None,
        "real": False,
        "name": {"en": card.name, "ja": None},
        "aliases": [card.name],
        "type": {"en": en_type, "ja": ja_type},
        "class": None,
        "cost": card.cost if card.effects else None,
        "stats": stats,
        "traits": [],
        "keywords": [],
        "abilities": {"en": en, "ja": ja},
        "evolved_from": None,
    }


def card_records(pool: CardPool | None = None) -> list[dict[str, Any]]:
    """One record per card of the pool (Uma Musume, support and racecourse cards), in pool order."""
    pool = pool or default_pool()
    return [_record(card) for card in pool.cards.values()]
