"""SVE card loading names what is wrong (README.md: a typed error naming file, card and field), and the
small helpers of the schema do what they say (mutation testing, docs/mutation.md). Each test parses
or loads afresh, so the loading code runs inside it (the shipped pool is cached)."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from engine.sve.cards import (
    Ability,
    CardDataError,
    CardPool,
    Cost,
    _cached_pool,
    load_pool,
    parse_card,
    pool_cache_key,
)

GOBLIN = "  - {name: Test Goblin, kind: follower, craft: neutral, cost: 1, attack: 1, defense: 2}\n"


def _load(tmp_path: Path, text: str, name: str = "cards.yaml") -> CardPool:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return load_pool(path, sets=False)


def _error(tmp_path: Path, text: str, name: str = "cards.yaml") -> CardDataError:
    with pytest.raises(CardDataError) as refused:
        _load(tmp_path, text, name)
    return refused.value


def test_a_card_data_error_says_where_in_its_text_and_its_fields() -> None:
    error = CardDataError("cost must be a number", file="set.yaml", card="Ogre", field="cost")
    assert str(error) == "set.yaml: card 'Ogre': cost: cost must be a number"
    assert (error.file, error.card, error.field) == ("set.yaml", "Ogre", "cost")
    bare = CardDataError("no file")
    assert str(bare) == "no file" and (bare.file, bare.card, bare.field) == ("", "", "")
    assert str(CardDataError("m", file="a.yaml")) == "a.yaml: m"


def test_a_card_that_is_not_a_mapping_is_named_by_its_position() -> None:
    with pytest.raises(CardDataError) as refused:
        parse_card(["not", "a", "mapping"], file="set.yaml", index=2)
    assert (refused.value.file, refused.value.card) == ("set.yaml", "#3")
    with pytest.raises(CardDataError) as unnamed:
        parse_card(7)
    assert (unnamed.value.file, unnamed.value.card) == ("<data>", "#1")


def test_a_field_error_names_the_card_the_field_and_says_it_plainly() -> None:
    with pytest.raises(CardDataError) as refused:
        parse_card(
            {"name": "Ogre", "kind": "follower", "cost": "x", "attack": 1, "defense": 1}, file="s.yaml"
        )
    error = refused.value
    assert (error.file, error.card, error.field) == ("s.yaml", "Ogre", "cost")
    with pytest.raises(CardDataError) as unnamed:
        parse_card({"kind": "follower", "cost": "x"}, file="s.yaml", index=4)
    assert unnamed.value.card == "#5"


def test_an_error_found_by_a_validator_names_the_effect_not_the_validator() -> None:
    raw = {
        "name": "Ogre",
        "kind": "spell",
        "cost": 1,
        "abilities": [
            {"trigger": "spell", "effects": [{"kind": "damage", "target": "enemy_leader", "amount": -1}]}
        ],
    }
    with pytest.raises(CardDataError) as refused:
        parse_card(raw, file="s.yaml")
    error = refused.value
    assert error.field == "abilities[0].effects[0]"
    assert "function-" not in str(error) and "Value error" not in str(error)
    assert str(error).startswith("s.yaml: card 'Ogre': abilities[0].effects[0]: ")


def test_file_level_mistakes_name_the_file(tmp_path: Path) -> None:
    broken = _error(tmp_path, "cards: [\n", "broken.yaml")
    assert broken.file == "broken.yaml" and "not valid YAML" in str(broken)
    listed = _error(tmp_path, "- {name: Test Goblin}\n", "list.yaml")
    assert listed.file == "list.yaml" and "'cards:'" in str(listed)
    missing = _error(tmp_path, "set: BP01\n", "missing.yaml")
    assert missing.file == "missing.yaml"
    extra = _error(tmp_path, "cards:\n" + GOBLIN + "extra: 1\n", "extra.yaml")
    assert extra.file == "extra.yaml" and "'extra'" in str(extra)


def test_a_duplicate_set_number_names_both_cards(tmp_path: Path) -> None:
    text = (
        "cards:\n"
        "  - {name: Ogre, number: BP01-001, kind: follower, craft: neutral, cost: 1, attack: 1, defense: 1}\n"
        "  - {name: Troll, number: BP01-001, kind: follower, craft: neutral, cost: 1, attack: 1, defense: 1}\n"
    )
    error = _error(tmp_path, text, "dup.yaml")
    assert (error.file, error.card, error.field) == ("dup.yaml", "Troll", "number")
    assert "'Ogre'" in str(error)


def test_a_bad_card_further_down_a_file_is_named_by_its_position(tmp_path: Path) -> None:
    error = _error(tmp_path, "cards:\n" + GOBLIN + "  - {kind: follower, cost: x}\n")
    assert error.card == "#2"


def test_the_default_pool_reads_cards_yaml_and_the_sets() -> None:
    pool = load_pool()
    assert pool.get("Test Goblin").cost == 1  # cards.yaml
    assert pool.get("Zirnitra").cost == 3  # sets/BP01.yaml


def test_set_files_may_end_in_yml(tmp_path: Path) -> None:
    main = tmp_path / "cards.yaml"
    main.write_text("cards:\n" + GOBLIN, encoding="utf-8")
    sets = tmp_path / "sets"
    sets.mkdir()
    (sets / "extra.yml").write_text(
        "cards:\n  - {name: Ogre, kind: follower, craft: neutral, cost: 4, attack: 4, defense: 4}\n",
        encoding="utf-8",
    )
    assert load_pool(main, sets=sets).get("Ogre").cost == 4


def test_a_cache_file_holding_something_else_is_a_miss(tmp_path: Path) -> None:
    main = tmp_path / "cards.yaml"
    main.write_text("cards:\n" + GOBLIN, encoding="utf-8")
    cache = tmp_path / "cache"
    cache.mkdir()
    key = pool_cache_key([main])
    assert key is not None
    (cache / f"pool-{key}.pickle").write_bytes(pickle.dumps({"Test Goblin": "not a pool"}))
    assert _cached_pool(cache, key) is None


def test_the_cache_folder_is_made_with_its_parents(tmp_path: Path) -> None:
    main = tmp_path / "cards.yaml"
    main.write_text("cards:\n" + GOBLIN, encoding="utf-8")
    cache = tmp_path / "a" / "b"
    load_pool(main, sets=False, cache=cache)
    assert len(list(cache.glob("pool-*.pickle"))) == 1


def test_a_cost_is_free_when_only_optional_or_an_earth_rite() -> None:
    assert Cost.model_validate({}).is_free()
    assert Cost.model_validate({"optional": True}).is_free()
    assert Cost.model_validate({"earth_rite": True}).is_free()
    assert not Cost.model_validate({"pp": 1}).is_free()


def test_the_targets_of_every_chosen_option_are_listed() -> None:
    ability = Ability.model_validate(
        {
            "trigger": "spell",
            "effects": [
                {
                    "kind": "choose",
                    "count": 2,
                    "options": [
                        [{"kind": "damage", "target": "enemy_follower", "amount": 1}],
                        [{"kind": "damage", "target": "enemy_follower", "amount": 2}],
                    ],
                }
            ],
        }
    )
    assert len(ability.targets([0, 1])) == 2
    assert len(ability.targets([1])) == 1


def test_an_unknown_token_inside_a_choice_is_named_by_its_place(tmp_path: Path) -> None:
    text = "cards:\n" + (
        "  - name: Forked Maker\n    kind: spell\n    craft: neutral\n    cost: 1\n    abilities:\n"
        "      - trigger: spell\n        effects:\n          - kind: choose\n            count: 1\n"
        "            options:\n              - [{kind: summon_token, token: Nobody, amount: 1}]\n"
    )
    error = _error(tmp_path, text)
    assert (error.card, error.field) == (
        "Forked Maker",
        "abilities[0].effects[0].options[0].effects[0].token",
    )
