"""Pins of surviving mutants of the SVE mutation run, round 2 (part iface): code no scenario tells apart.

- The engine seam (:mod:`engine.sve.interface`): the keywords of ``new_game`` and the plain-data deck lists and
  formats of ``check_deck`` (scenarios always name every keyword, so the defaults and the name of a format in
  a refusal's message went unchecked).
- :func:`engine.sve.table.as_amulet`: the face of a card turned into an amulet (CR 5.25.2) is worked out once
  per card definition and kept; its kind, evolve cost and evolve condition are not shown by any scenario.
- :func:`engine.sve.tokens.made_count`: how many tokens fit when effects make them in order (CR 9.1.2,
  4.4.4.2, 4.8.3.2), with a cap per name; the token choice it checks rarely depends on each branch.
- :func:`engine.sve.views.may_know`: a face-down card in the banished zone (no effect of the pool puts one
  there, so ``table_sight`` never asks) and the default that hands are visible.
- :func:`engine.sve.vocabulary._words`: it runs when the module is imported, before any mutant is switched on,
  so only a direct call can see what it builds.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.sve import Game
from engine.sve.cards import CardDef, default_pool
from engine.sve.deck import build_deck
from engine.sve.errors import DeckIllegal
from engine.sve.interface import check_deck, new_game
from engine.sve.table import as_amulet
from engine.sve.tokens import made_count
from engine.sve.views import may_know
from engine.sve.vocabulary import Word, _words
from tests.unit.test_pins_sweep_svegame import FOREST_MAIN

SPEC = {"leader": "Forest Leader", "main": FOREST_MAIN}
"""That deck as the wire's plain data, without an evolve list."""


# --- engine.sve.interface: deck lists and formats -----------------------------------------------------------


# kills: engine.sve.interface.x__deck__mutmut_14, engine.sve.interface.x__deck__mutmut_16
def test_a_deck_list_without_an_evolve_list_is_checked_as_having_no_evolve_deck() -> None:
    check_deck(SPEC)


# kills: engine.sve.interface.x__deck__mutmut_5, engine.sve.interface.x__deck__mutmut_7
def test_a_deck_list_without_a_main_list_is_refused_for_its_main_deck_size() -> None:
    with pytest.raises(DeckIllegal) as refused:
        check_deck({"leader": "Forest Leader"})
    assert refused.value.reason == "main-deck-size"


# kills: engine.sve.interface.x__format__mutmut_2, _6, _8, _9, _10, _13, _14
def test_a_format_without_a_name_is_called_standard_in_the_refusal() -> None:
    with pytest.raises(DeckIllegal) as refused:
        check_deck(SPEC, {"restricted_to_one": ["Test Goblin"]})
    assert refused.value.reason == "restricted-card"
    assert "allowed in standard" in str(refused.value)


# kills: engine.sve.interface.x__format__mutmut_2, _6, _7, _9, _11, _12
def test_a_named_format_is_called_by_its_name_in_the_refusal() -> None:
    with pytest.raises(DeckIllegal) as refused:
        check_deck(SPEC, {"name": "sanctioned", "restricted_to_one": ["Test Goblin"]})
    assert refused.value.reason == "restricted-card"
    assert "allowed in sanctioned" in str(refused.value)


# kills: engine.sve.interface.x__format__mutmut_17, engine.sve.interface.x__format__mutmut_19
def test_a_named_format_without_a_restricted_list_restricts_nothing() -> None:
    check_deck(SPEC, {"name": "sanctioned"})


# --- engine.sve.interface: new_game -------------------------------------------------------------------------


# kills: engine.sve.interface.x_new_game__mutmut_4, engine.sve.interface.x_new_game__mutmut_14
def test_the_sandbox_set_up_refuses_a_keyword_it_does_not_take_and_names_it() -> None:
    with pytest.raises(ValueError, match=r"not \['colour'\]"):
        new_game("sandbox", seed=1, colour="green")


# kills: engine.sve.interface.x_new_game__mutmut_23
def test_the_sandbox_set_up_without_a_seed_uses_seed_0() -> None:
    assert new_game("sandbox", active=1).snapshot() == Game.sandbox(seed=0, active=1).snapshot()
    assert new_game("sandbox", active=1).snapshot() != Game.sandbox(seed=1, active=1).snapshot()


# kills: engine.sve.interface.x_new_game__mutmut_32, _33, _35, _36, _37, _38, _39, _40
def test_the_sandbox_set_up_with_a_turn_keeps_the_seed_and_the_active_player() -> None:
    game = new_game("sandbox", seed=5, active=1, turn=7)
    assert (game.turn_info().turn, game.turn_info().active) == (7, 1)
    assert game.snapshot() == Game.sandbox(seed=5, active=1, turn=7).snapshot()


# kills: engine.sve.interface.x_new_game__mutmut_55, _58, _65, _69, _70
def test_the_prepare_set_up_shuffles_with_the_seed_given() -> None:
    deck = build_deck("Forest Leader", FOREST_MAIN)
    game = new_game("prepare", decks=[SPEC, SPEC], seed=5)
    assert game.snapshot() == Game.prepare((deck, deck), seed=5).snapshot()
    assert game.snapshot() != Game.prepare((deck, deck), seed=0).snapshot()


# kills: engine.sve.interface.x_new_game__mutmut_66, _68, _71
def test_the_prepare_set_up_without_a_seed_uses_seed_0() -> None:
    deck = build_deck("Forest Leader", FOREST_MAIN)
    assert new_game("prepare", decks=[SPEC, SPEC]).snapshot() == Game.prepare((deck, deck), seed=0).snapshot()


# kills: engine.sve.interface.x_new_game__mutmut_59, _72, _73, _74, _75
def test_the_prepare_set_up_checks_the_decks_against_the_format_given() -> None:
    with pytest.raises(DeckIllegal) as refused:
        new_game("prepare", decks=[SPEC, SPEC], format={"restricted_to_one": ["Test Goblin"]})
    assert refused.value.reason == "restricted-card"


# --- engine.sve.table.as_amulet -----------------------------------------------------------------------------


# kills: engine.sve.table.x_as_amulet__mutmut_1, _2, _3, _6, _7, _24
def test_the_amulet_face_of_a_card_is_worked_out_once_and_kept() -> None:
    knight = default_pool().get("Test Knight")
    face = as_amulet(knight)
    assert as_amulet(knight) is face
    assert as_amulet(default_pool().get("Test Goblin")) is not face


# kills: engine.sve.table.x_as_amulet__mutmut_11, _12, _13, _14, _15, _16, _17, _18, _19, _20, _21, _22
def test_a_card_turned_into_an_amulet_has_only_what_an_amulet_has() -> None:
    follower = CardDef.model_validate(
        {
            "name": "Pin Amulet Face Follower",
            "kind": "follower",
            "cost": 3,
            "attack": 3,
            "defense": 4,
            "evolve_cost": 2,
            "evolve_leader_defense": 3,
        }
    )
    face = as_amulet(follower)
    assert (face.name, face.kind, face.attack, face.defense) == ("Pin Amulet Face Follower", "amulet", 0, 0)
    assert (face.evolve_cost, face.evolve_leader_defense) == (None, None)
    assert (follower.kind, follower.attack, follower.evolve_cost) == ("follower", 3, 2)


# --- engine.sve.tokens.made_count ---------------------------------------------------------------------------


def _field_with(n: int) -> Game:
    """A sandbox whose player 0 has ``n`` followers on the field (the field takes 5, the EX area 5)."""
    game = Game.sandbox()
    for _ in range(n):
        game.setup_put(0, "field", "Test Goblin")
    return game


# kills: engine.sve.tokens.x_made_count__mutmut_20
def test_no_token_is_made_onto_a_full_field_when_it_may_go_only_there() -> None:
    assert made_count(_field_with(5), [(0, "Fairy", 1, "field", False)], None) == 0


# kills: engine.sve.tokens.x_made_count__mutmut_2, _3, _23, _69, _70, _71
def test_the_cap_of_a_name_counts_the_tokens_already_made_of_it() -> None:
    wanted = [(0, "Fairy", 1, "split", False), (0, "Fairy", 1, "split", False)]
    game = _field_with(5)  # both would go to the EX area
    assert made_count(game, wanted, None) == 2
    assert made_count(game, wanted, Counter({"Fairy": 1})) == 1


# kills: engine.sve.tokens.x_made_count__mutmut_54
def test_tokens_that_overflow_the_field_go_to_the_ex_area_only_as_many_as_are_left() -> None:
    assert made_count(_field_with(4), [(0, "Fairy", 2, "split", False)], None) == 2
    assert made_count(_field_with(4), [(0, "Fairy", 3, "split", False)], None) == 3


# --- engine.sve.views.may_know ------------------------------------------------------------------------------


# kills: engine.sve.views.x_may_know__mutmut_1
def test_a_players_own_hand_is_known_to_them_unless_told_otherwise() -> None:
    assert may_know("hand", 0, 0, False)
    assert not may_know("hand", 0, 1, False)


# kills: engine.sve.views.x_may_know__mutmut_3, _4, _6
def test_a_face_down_banished_card_is_known_only_to_its_player() -> None:
    assert may_know("banished", 0, 0, False)
    assert not may_know("banished", 0, 1, False)
    assert may_know("banished", 0, 1, True)


# --- engine.sve.vocabulary._words ---------------------------------------------------------------------------


# kills: engine.sve.vocabulary.x__words__mutmut_1, _2, _3, _4, _5, _6, _7, _8, _9, _10
def test_a_vocabulary_table_keeps_each_rows_parts_under_its_name() -> None:
    rows = [("pin_a", "12.4", "Meaning A.", "trigger: pin_a"), ("pin_b", None, "Meaning B.", "amount: 1")]
    assert _words("trigger", rows) == {
        "pin_a": Word("trigger", "pin_a", "12.4", "Meaning A.", "trigger: pin_a"),
        "pin_b": Word("trigger", "pin_b", None, "Meaning B.", "amount: 1"),
    }
