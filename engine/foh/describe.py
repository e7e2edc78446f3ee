"""Card records of the Force of the Horse pool for the site's card pages (the card-export contract).

:func:`card_records` turns every card of ``cards.yaml`` into one plain dict (see the shared contract: game,
key, number, set, real, name, aliases, type, class, cost, stats, traits, keywords, abilities,
evolved_from). Abilities are rendered from the card data into readable English and Japanese lines in the
project's own words; nothing is copied from a printed card (the FAQ prints no card text at all, so every
number and effect of the pool is an engine assumption, and each record says so in its last line).

Cards the FAQ names (horses such as ブエナビスタ, the items ヘルメット and マークシート) are ``real``; the
``Sample ...`` stand-ins and the plain force cards are not.
"""

from __future__ import annotations

import re
from typing import Any

from engine.foh.abilities import Ability, Effect
from engine.foh.cards import CardPool, ForceCard, HorseCard, SupportCard, default_pool

#: English names of the real cards the FAQ names (horse names as raced; item names translated).
ENGLISH_NAMES = {
    "ブエナビスタ": "Buena Vista",
    "バトルボーン": "Battle Born",
    "タスティエーラ": "Tastiera",
    "ドゥラメンテ": "Duramente",
    "イクイノックス": "Equinox",
    "ブレイディヴェーグ": "Brede Weg",
    "サトノダイヤモンド": "Satono Diamond",
    "マジックタイム": "Magic Time",
    "ヘルメット": "Helmet",
    "マークシート": "Mark Sheet",
}

#: Japanese names of the engine's generic cards.
JAPANESE_NAMES = {"Force": "フォース", "Double Force": "ダブルフォース"}

STYLES = {"逃げ": "Front Runner", "先行": "Pace Chaser", "差し": "Late Surger", "追込": "End Closer"}
DISTANCES = {
    "sprint": ("Sprint", "短距離"),
    "mile": ("Mile", "マイル"),
    "middle": ("Middle distance", "中距離"),
    "long": ("Long distance", "長距離"),
}
GOINGS = {"芝": "Turf", "ダート": "Dirt"}

TIMINGS = {
    "on_run": ("When this horse runs", "走破時"),
    "on_guard": ("When this horse guards", "ガード時"),
    "on_run_success": (
        "When this horse's run succeeds (before the run's draw)",
        "走破成功時（走破の引きより前）",
    ),
    "on_run_fail": ("When this horse's run fails", "走破失敗時"),
    "on_guard_win": ("When this horse's guard wins", "ガード勝利時"),
    "on_opponent_force_ability": (
        "When the opponent's force ability activates while this run is open (once a run)",
        "この走破の途中で相手のフォース能力が発動した時（1回の走破につき1度）",
    ),
}
CONDITIONS = {
    "opponent_used_item": (
        "if the opponent has used an item card in this run",
        "相手がこの走破でアイテムカードを使っていれば",
    ),
    "using_situation": (
        "if your situation area holds a situation card",
        "自分の状況カードエリアに状況カードがあれば",
    ),
}
KEYWORDS = {"additional_guard": ("Additional guard", "追加ガード")}
KINDS = {
    "situation": ("Support card (situation)", "サポートカード（状況）"),
    "jockey": ("Support card (jockey)", "サポートカード（騎手）"),
    "area": ("Support card (item, area type)", "サポートカード（アイテム・エリアタイプ）"),
    "horse": ("Support card (item, horse type)", "サポートカード（アイテム・馬タイプ）"),
}
ASSUMED = (
    "Numbers and effect assumed by the engine: the official FAQ prints no card text.",
    "数値と効果はエンジンの仮定です（公式FAQはカードの文面を載せていません）。",
)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def effect_lines(effect: Effect, *, on: str = "this horse") -> tuple[str, str]:
    """One effect primitive as an English and a Japanese phrase (``on``: what a boost applies to)."""
    n = effect.amount
    kind = effect.primitive
    ja_on = "この馬" if on == "this horse" else "使った馬"
    if kind == "boost":
        return f"{on} gets +{n} to its value in this run", f"{ja_on}のこの走破での値＋{n}"
    if kind == "draw_distance":
        return f"draw {_plural(n, 'card')} from your distance area", f"距離エリアから{n}枚引く"
    if kind == "farm_to_hand":
        return (
            f"put the {_plural(n, 'card')} most recently put into your farm into your hand",
            f"ファームに最後に置かれた{n}枚を手札に加える",
        )
    if kind == "fetch_from_farm":
        name = ENGLISH_NAMES.get(effect.name, effect.name)
        return f"put one {name} from your farm into your hand", f"ファームの{effect.name}を1枚手札に加える"
    if kind == "set_going":
        going = GOINGS.get(effect.name, effect.name)
        if effect.turns is None:
            return f"the going becomes {going}", f"馬場状態を{effect.name}にする"
        if effect.turns == 1:
            return (
                f"the going becomes {going} until the end of this turn",
                f"このターンの終わりまで馬場状態を{effect.name}にする",
            )
        return (
            f"the going becomes {going} for {effect.turns} turns",
            f"{effect.turns}ターンの間、馬場状態を{effect.name}にする",
        )
    if kind == "look_top":
        return (
            f"look at the next {_plural(n, 'card')} of your distance area, in drawing order",
            f"距離エリアの次の{n}枚を引く順に見る",
        )
    if kind == "hand_gain":
        return (
            f"this successful run adds {_plural(n, 'card')} to your hand instead of 1",
            f"この走破成功では手札が1枚ではなく{n}枚増える",
        )
    if kind == "rerun":
        return (
            f"run again with a run value of {n}, paying no force",
            f"フォースを払わずに走破{n}でもう一度走破する",
        )
    return kind, kind


def ability_lines(ability: Ability) -> tuple[str, str]:
    """One force ability as an English and a Japanese line."""
    en_timing, ja_timing = TIMINGS.get(ability.timing, (ability.timing, ability.timing))
    effects = [effect_lines(e) for e in ability.effects]
    en = "; ".join(e for e, _ in effects)
    ja = "、".join(j for _, j in effects)
    if ability.condition is not None:
        en_cond, ja_cond = CONDITIONS.get(ability.condition, (ability.condition, ability.condition))
        return f"{en_timing}, {en_cond}: {en}.", f"{ja_timing}：{ja_cond}、{ja}。"
    return f"{en_timing}: {en}.", f"{ja_timing}：{ja}。"


def _key(name: str) -> str:
    english = ENGLISH_NAMES.get(name, name)
    key = re.sub(r"[^a-z0-9]+", "-", english.lower()).strip("-")
    return key or "card"


def _names(name: str) -> tuple[str, str | None]:
    if name in ENGLISH_NAMES:
        return ENGLISH_NAMES[name], name
    return name, JAPANESE_NAMES.get(name)


def _label(en: str, ja: str) -> dict[str, str]:
    return {"en": en, "ja": ja}


def _record(name: str, card: HorseCard | ForceCard | SupportCard) -> dict[str, Any]:
    en_name, ja_name = _names(name)
    record: dict[str, Any] = {
        "game": "foh",
        "key": _key(name),
        "number": None,
        "set": None,
        "real": name in ENGLISH_NAMES,
        "name": {"en": en_name, "ja": ja_name},
        "aliases": sorted({name, en_name, *([ja_name] if ja_name else [])}),
        "class": None,
        "cost": None,
        "stats": [],
        "traits": [],
        "keywords": [],
        "abilities": {"en": [], "ja": []},
        "evolved_from": None,
    }
    en_lines: list[str] = record["abilities"]["en"]
    ja_lines: list[str] = record["abilities"]["ja"]
    if isinstance(card, HorseCard):
        record["type"] = _label("Horse card", "馬カード")
        record["cost"] = card.cost
        record["stats"] = [
            {"label": _label("Run", "走破"), "value": str(card.run)},
            {"label": _label("Guard", "ガード"), "value": str(card.guard)},
        ]
        traits = [_label(f"Running style: {STYLES.get(s, s)}", f"脚質：{s}") for s in card.styles]
        traits += [
            _label(
                f"Distance aptitude: {DISTANCES.get(d, (d, d))[0]}",
                f"距離適性：{DISTANCES.get(d, (d, d))[1]}",
            )
            for d in card.distance
        ]
        traits += [_label(f"Going aptitude: {GOINGS.get(g, g)}", f"馬場適性：{g}") for g in card.going]
        record["traits"] = traits
        record["keywords"] = [
            {"key": k.replace("_", "-"), "en": KEYWORDS[k][0], "ja": KEYWORDS[k][1]} for k in card.keywords
        ]
        for k in card.keywords:
            if k == "additional_guard":
                en_lines.append(
                    "Additional guard: may join a guard as an extra horse, one card of this name at a time."
                )
                ja_lines.append("追加ガード：追加の馬としてガードに加われる（同名カードは一度に1枚）。")
        for ability in card.abilities:
            en, ja = ability_lines(ability)
            en_lines.append(en)
            ja_lines.append(ja)
    elif isinstance(card, ForceCard):
        record["type"] = _label("Force card", "フォースカード")
        record["stats"] = [{"label": _label("Force value", "フォース値"), "value": str(card.value)}]
        en_lines.append(f"Pays {card.value} toward a horse's cost when put out with a running horse.")
        ja_lines.append(f"走破の馬と一緒に出すと、コストを{card.value}払う。")
    else:
        kind = card.item_type if card.kind == "item" and card.item_type else card.kind
        record["type"] = _label(*KINDS.get(kind, (f"Support card ({kind})", f"サポートカード（{kind}）")))
        if card.kind == "situation":
            en_lines.append(
                "Used on your turn after the draw and before the run; stays in your situation area."
            )
            ja_lines.append("自分のターンのドロー後・走破前に使い、状況カードエリアに残る。")
        elif kind == "area":
            en_lines.append("Used on your turn after the draw and before the run, then goes to the farm.")
            ja_lines.append("自分のターンのドロー後・走破前に使い、ファームに置く。")
        else:
            en_lines.append("Used on your own running or guarding horse while the run is open.")
            ja_lines.append("走破が開いている間に、自分の走破またはガードの馬に使う。")
        on = "the horse it is used on"
        effects = [effect_lines(e, on=on) for e in card.effects]
        if effects:
            en_lines.append("Effect: " + "; ".join(e for e, _ in effects) + ".")
            ja_lines.append("効果：" + "、".join(j for _, j in effects) + "。")
    en_lines.append(ASSUMED[0])
    ja_lines.append(ASSUMED[1])
    return record


def card_records(pool: CardPool | None = None) -> list[dict[str, Any]]:
    """One record per card of the pool (horses, force and support cards), in pool order."""
    pool = pool or default_pool()
    return [_record(name, card) for name, card in pool.cards.items()]
