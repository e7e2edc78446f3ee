"""Unit tests of the umafan card records (engine/umafan/describe.py): the text the site shows for each card.

The records are display text, so these tests pin the wording of each phrase the renderer composes (one test
card per branch), and every field of a whole record of each kind of card.
"""

from __future__ import annotations

from engine.umafan import CardPool
from engine.umafan.cards import Condition
from engine.umafan.describe import card_records, condition_lines, effect_lines
from engine.umafan.effects import Effect

POOL = CardPool.from_yaml(
    """
umamusume:
  - {name: Plain Runner, speed: 5, stamina: 3}
  - name: Drill Runner
    speed: 2
    stamina: 4
    cost: 1
    declare_from: [field]
    condition: {min_own_umamusume: 2}
    effects: [{effect: draw, amount: 2}]
support:
  - {name: Free Snack, effects: [{effect: speed, amount: -1, target: opponent}]}
  - name: Keeper Charm
    cost: 2
    destination: field
    timing: any
    declare_from: [hand, exit]
    effects: [{effect: stamina, amount: 1}, {effect: set_speed, amount: 9, target: opponent}]
  - name: Last Word
    cost: 1
    timing: response
    declare_from: [trash]
    condition: {min_stamina: 3, phases: [race, end]}
    effects: [{effect: negate}]
  - {name: Odd Card, race_condition: mile}
racecourse:
  - {name: Turf Course, race_condition: turf}
  - {name: Mile Course, race_condition: mile, condition: {phases: [paddock, teatime]}}
  - {name: Bare Course}
"""
)


def record(name: str) -> dict[str, object]:
    return next(rec for rec in card_records(POOL) if rec["name"] == {"en": name, "ja": None})


def test_effect_phrases() -> None:
    assert effect_lines(Effect("draw", 1)) == ("draw 1 card", "1枚引く")
    assert effect_lines(Effect("draw", 2)) == ("draw 2 cards", "2枚引く")
    assert effect_lines(Effect("speed", 2)) == ("your Uma Musume gets +2 speed", "自分のウマ娘のスピード+2")
    assert effect_lines(Effect("speed", 0, "opponent")) == (
        "the opponent's Uma Musume gets +0 speed",
        "相手のウマ娘のスピード+0",
    )
    assert effect_lines(Effect("speed", -1, "opponent")) == (
        "the opponent's Uma Musume gets -1 speed",
        "相手のウマ娘のスピード-1",
    )
    assert effect_lines(Effect("set_speed", 1, "opponent")) == (
        "the opponent's Uma Musume's speed becomes 1",
        "相手のウマ娘のスピードを1にする",
    )
    assert effect_lines(Effect("stamina", 0)) == (
        "your Uma Musume gets +0 stamina",
        "自分のウマ娘のスタミナ+0",
    )
    assert effect_lines(Effect("stamina", -2)) == (
        "your Uma Musume gets -2 stamina",
        "自分のウマ娘のスタミナ-2",
    )
    assert effect_lines(Effect("negate")) == (
        "the declaration this one answers has no effect",
        "これが応じた宣言は効果を持たない",
    )


def test_condition_phrases() -> None:
    assert condition_lines(Condition()) == ([], [])
    assert condition_lines(Condition(min_own_umamusume=1, min_stamina=4, phases=("main", "draw"))) == (
        [
            "you have at least 1 Uma Musume on your field",
            "one of your fielded Uma Musume has at least 4 stamina",
            "only in the main or draw phase",
        ],
        [
            "自分の場にウマ娘が1枚以上いる",
            "自分の場のウマ娘1枚のスタミナが4以上",
            "メイン・ドローフェイズのみ",
        ],
    )
    # a phase the renderer has no word for is shown as written
    assert condition_lines(Condition(phases=("standby", "teatime"))) == (
        ["only in the standby or teatime phase"],
        ["スタンバイ・teatimeフェイズのみ"],
    )


def test_an_uma_musume_without_an_ability() -> None:
    assert record("Plain Runner") == {
        "game": "umafan",
        "key": "plain-runner",
        "number": None,
        "set": None,
        "real": False,
        "name": {"en": "Plain Runner", "ja": None},
        "aliases": ["Plain Runner"],
        "type": {"en": "Uma Musume card", "ja": "ウマ娘カード"},
        "class": None,
        "cost": None,
        "stats": [
            {"label": {"en": "Speed", "ja": "スピード"}, "value": "5"},
            {"label": {"en": "Stamina", "ja": "スタミナ"}, "value": "3"},
        ],
        "traits": [],
        "keywords": [],
        "abilities": {"en": [], "ja": []},
        "evolved_from": None,
    }


def test_an_uma_musume_with_an_ability_declared_from_the_field() -> None:
    rec = record("Drill Runner")
    assert rec["cost"] == 1
    assert rec["abilities"] == {
        "en": [
            "Condition: you have at least 2 Uma Musume on your field.",
            "Declared by the turn player from your field, paying 1 stamina: draw 2 cards.",
        ],
        "ja": [
            "条件：自分の場にウマ娘が2枚以上いる。",
            "ターンプレイヤーが宣言する（場から、スタミナ1を払う）：2枚引く。",
        ],
    }


def test_a_free_support_card_goes_to_the_trash() -> None:
    rec = record("Free Snack")
    assert rec["type"] == {"en": "Support card", "ja": "サポートカード"}
    assert rec["cost"] == 0 and rec["stats"] == []
    assert rec["abilities"] == {
        "en": [
            "Declared by the turn player from your hand, paying 0 stamina: the opponent's Uma Musume gets -1 speed.",
            "Played from the hand, it goes face up to the trash zone after resolving.",
        ],
        "ja": [
            "ターンプレイヤーが宣言する（手札から、スタミナ0を払う）：相手のウマ娘のスピード-1。",
            "手札から使った場合、解決後に表向きでトラッシュゾーンに置く。",
        ],
    }


def test_a_support_card_that_stays_on_the_field_with_two_effects() -> None:
    assert record("Keeper Charm")["abilities"] == {
        "en": [
            "Declared to open a declaration or to answer one from your hand or exit zone, paying 2 stamina: "
            "your Uma Musume gets +1 stamina; the opponent's Uma Musume's speed becomes 9.",
            "Played from the hand, it stays on the field after resolving.",
        ],
        "ja": [
            "宣言を始めるときも応じるときも宣言できる（手札・退場ゾーンから、スタミナ2を払う）："
            "自分のウマ娘のスタミナ+1、相手のウマ娘のスピードを9にする。",
            "手札から使った場合、解決後も場に残る。",
        ],
    }


def test_an_answer_from_the_trash_has_no_hand_line() -> None:
    assert record("Last Word")["abilities"] == {
        "en": [
            "Condition: one of your fielded Uma Musume has at least 3 stamina; only in the race or end phase.",
            "Declared only in answer to a card the turn player declared from your trash zone, paying 1 stamina: "
            "the declaration this one answers has no effect.",
        ],
        "ja": [
            "条件：自分の場のウマ娘1枚のスタミナが3以上、レース・エンドフェイズのみ。",
            "ターンプレイヤーの宣言に応じてのみ宣言する（トラッシュゾーンから、スタミナ1を払う）："
            "これが応じた宣言は効果を持たない。",
        ],
    }


def test_a_race_condition_is_only_described_on_a_racecourse() -> None:
    assert record("Odd Card")["abilities"] == {"en": [], "ja": []}
    assert record("Odd Card")["cost"] is None
    assert record("Bare Course")["abilities"] == {"en": [], "ja": []}
    turf = record("Turf Course")
    assert turf["type"] == {"en": "Racecourse card", "ja": "レース場カード"}
    assert turf["abilities"] == {
        "en": ['When fielded in the paddock phase, declares the race condition "turf".'],
        "ja": ["パドックフェイズに場に出すと、レース条件「turf」を宣言する。"],
    }
    assert record("Mile Course")["abilities"] == {
        "en": [
            "Condition: only in the paddock or teatime phase.",
            'When fielded in the paddock phase, declares the race condition "mile".',
        ],
        "ja": [
            "条件：パドック・teatimeフェイズのみ。",
            "パドックフェイズに場に出すと、レース条件「マイル」を宣言する。",
        ],
    }


def test_keys_are_url_safe_slugs_of_the_name() -> None:
    pool = CardPool.from_yaml("support:\n  - {name: ' Go!! Go  Team '}\n  - {name: '!!!'}\n")
    assert [rec["key"] for rec in card_records(pool)] == ["go-go-team", "card"]


def test_the_shipped_pool_is_described_in_pool_order() -> None:
    names = [rec["name"]["en"] for rec in card_records()]
    assert names[:2] == ["Swift Runner", "Steady Runner"] and names[-1] == "Dirt Course"
