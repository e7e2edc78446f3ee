"""Mutation pins (docs/mutation.md) for engine/sve/game.py that no scenario step can express.

The steps never pass a malformed argument, so the bounds of the argument checks of the player actions are
pinned here on the game's API: a value just past a bound is refused as ``invalid-argument`` with nothing
changed, and the bound itself passes the argument check (the action may still be refused for a game reason).
Views and set-up calls answer a malformed argument with a set-up error, never with a player's refusal.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from engine.core import IllegalSetup
from engine.sve import Game
from engine.sve.errors import InvalidArgument


def _game() -> tuple[Game, dict[str, int]]:
    """My main phase with plenty of points: cards in my hand and on my field for every action."""
    g = Game.sandbox()
    g.setup_points(0, pp=10, pp_max=10, ep=3)
    ids = {
        "crossroads": g.setup_put(0, "hand", "Crossroads"),
        "aria": g.setup_put(0, "hand", "Aria, Fairy Princess"),
        "rift": g.setup_put(0, "hand", "Rift Ritual"),
        "fighter": g.setup_put(0, "field", "Evolving Fighter"),
        "week": g.setup_put(0, "field", "Special Week"),
        "striker": g.setup_put(0, "field", "Recall Striker"),
    }
    g.setup_put(0, "evolve_deck", "Evolving Fighter")
    g.setup_put(0, "evolve_deck", "Carrot")
    for _ in range(3):
        g.setup_put(0, "deck", "Test Goblin")
    return g, ids


Call = Callable[[Game, dict[str, int]], Any]

# (label, a call one step past the bound or of the wrong shape)
MALFORMED: list[tuple[str, Call]] = [
    ("play: option 21", lambda g, i: g.play(0, i["crossroads"], choices=[21])),
    ("play: options as text", lambda g, i: g.play(0, i["crossroads"], choices="1")),
    ("play: picks as text", lambda g, i: g.play(0, i["rift"], picks="12")),
    ("play: cost cards as text", lambda g, i: g.play(0, i["rift"], cost_cards="12")),
    ("play: optional costs as text", lambda g, i: g.play(0, i["rift"], pay_optional_costs="no")),
    ("play: earth rite id 0", lambda g, i: g.play(0, i["rift"], earth_rite=0)),
    ("play: 51 tokens", lambda g, i: g.play(0, i["aria"], token_split=(51, 0))),
    ("play: 51 tokens in the EX area", lambda g, i: g.play(0, i["aria"], token_split=(0, 51))),
    ("play: token split as a list", lambda g, i: g.play(0, i["aria"], token_split=[4, 5])),
    ("play: token split of three", lambda g, i: g.play(0, i["aria"], token_split=(4, 5, 0))),
    ("play: token split of one", lambda g, i: g.play(0, i["aria"], token_split=(4,))),
    ("play: alternative cost 11", lambda g, i: g.play(0, i["rift"], alt_cost=11)),
    ("activate: ability 21", lambda g, i: g.activate(0, i["striker"], ability=21)),
    ("activate: option 21", lambda g, i: g.activate(0, i["striker"], choices=[21])),
    ("activate: options as text", lambda g, i: g.activate(0, i["striker"], choices="1")),
    ("activate: picks as text", lambda g, i: g.activate(0, i["striker"], picks="1")),
    ("activate: cost cards as text", lambda g, i: g.activate(0, i["striker"], cost_cards="1")),
    ("activate: earth rite id 0", lambda g, i: g.activate(0, i["striker"], earth_rite=0)),
    ("evolve: 11 evolution points", lambda g, i: g.evolve(0, i["fighter"], ep=11)),
    ("evolve: empty design", lambda g, i: g.evolve(0, i["fighter"], ep_design="")),
    ("evolve: option 21", lambda g, i: g.evolve(0, i["fighter"], choices=[21])),
    ("evolve: options as text", lambda g, i: g.evolve(0, i["fighter"], choices="1")),
    ("serve: 11 evolution points", lambda g, i: g.serve(0, i["week"], ep=11)),
    ("serve: empty design", lambda g, i: g.serve(0, i["week"], ep_design="")),
    ("choose targets: option 21", lambda g, i: g.choose_targets(0, [], choices=[21])),
    ("choose targets: options as text", lambda g, i: g.choose_targets(0, [], choices="1")),
    ("choose positions: empty word", lambda g, i: g.choose_positions(0, [""])),
    ("choose positions: text, not a list", lambda g, i: g.choose_positions(0, "top")),
]


@pytest.mark.parametrize(("label", "call"), MALFORMED, ids=[m[0] for m in MALFORMED])
def test_an_argument_past_its_bound_is_refused_as_malformed(label: str, call: Call) -> None:
    g, ids = _game()
    before = copy.deepcopy(g.state)
    with pytest.raises(InvalidArgument):
        call(g, ids)
    assert g.state == before, label


# (label, a call exactly at the bound: the argument check lets it through)
AT_THE_BOUND: list[tuple[str, Call]] = [
    ("play: option 20", lambda g, i: g.play(0, i["crossroads"], choices=[20])),
    ("play: 50 tokens", lambda g, i: g.play(0, i["aria"], token_split=(50, 0))),
    ("play: alternative cost 10", lambda g, i: g.play(0, i["rift"], alt_cost=10)),
    ("activate: ability 20", lambda g, i: g.activate(0, i["striker"], ability=20)),
    ("activate: option 20", lambda g, i: g.activate(0, i["striker"], choices=[20])),
    ("activate: a leader as target", lambda g, i: g.activate(0, i["striker"], targets=[-2])),
    ("evolve: a leader as target", lambda g, i: g.evolve(0, i["fighter"], targets=[-2])),
    ("play: a leader as target", lambda g, i: g.play(0, i["crossroads"], targets=[-2])),
    ("choose targets: a leader", lambda g, i: g.choose_targets(0, [-2])),
    ("evolve: 10 evolution points", lambda g, i: g.evolve(0, i["fighter"], ep=10)),
    ("evolve: option 20", lambda g, i: g.evolve(0, i["fighter"], choices=[20])),
    ("evolve: a named design", lambda g, i: g.evolve(0, i["fighter"], ep=1, ep_design="standard")),
    ("serve: a named design", lambda g, i: g.serve(0, i["week"], ep=1, ep_design="standard")),
    ("serve: 10 evolution points", lambda g, i: g.serve(0, i["week"], ep=10)),
    ("choose targets: option 20", lambda g, i: g.choose_targets(0, [], choices=[20])),
]


@pytest.mark.parametrize(("label", "call"), AT_THE_BOUND, ids=[m[0] for m in AT_THE_BOUND])
def test_an_argument_at_its_bound_passes_the_argument_check(label: str, call: Call) -> None:
    from engine.core import Refusal

    g, ids = _game()
    try:
        call(g, ids)
    except Refusal as refusal:
        assert not isinstance(refusal, InvalidArgument), f"{label}: {refusal!r}"


def test_an_alternative_cost_the_card_does_not_have_is_an_invalid_choice() -> None:
    """Rift Ritual has one alternative cost (#0): asking for #1 is refused as a choice it does not offer."""
    from engine.sve.errors import InvalidChoice

    g, ids = _game()
    before = copy.deepcopy(g.state)
    with pytest.raises(InvalidChoice):
        g.play(0, ids["rift"], alt_cost=1)
    assert g.state == before


VIEWS: list[tuple[str, Call]] = [
    ("current id of card 0", lambda g, i: g.current_id(0)),
    ("cost of card 0", lambda g, i: g.cost_of(0)),
    ("cost of a text id", lambda g, i: g.cost_of("1")),
]


@pytest.mark.parametrize(("label", "call"), VIEWS, ids=[v[0] for v in VIEWS])
def test_a_view_with_a_malformed_id_is_a_set_up_error(label: str, call: Call) -> None:
    g, ids = _game()
    with pytest.raises(IllegalSetup) as caught:
        call(g, ids)
    assert not isinstance(caught.value, InvalidArgument), label


def test_a_follower_whose_chosen_fanfare_option_selects_takes_the_target_given_on_playing() -> None:
    """Forked Herald's Fanfare chooses between 1 damage to a selected enemy follower and 1 leader defense: the
    target given with the first option is taken; with the second option it is refused (that option selects
    nothing). No step plays a card with both options and targets."""
    from engine.sve.errors import InvalidChoice

    g = Game.sandbox()
    g.setup_points(0, pp=2)
    herald = g.setup_put(0, "hand", "Forked Herald")
    knight = g.setup_put(1, "field", "Test Knight")
    before = copy.deepcopy(g.state)
    with pytest.raises(InvalidChoice):
        g.play(0, herald, choices=[1], targets=[knight])
    assert g.state == before
    g.play(0, herald, choices=[0], targets=[knight])
    assert g.view(herald).zone == "field"
    assert g.view(knight).defense == 2  # Test Knight is 3/3


def test_a_spell_whose_chosen_option_selects_takes_the_target_given_on_playing() -> None:
    """Forked Bolt chooses between 1 damage to a selected enemy follower and drawing a card: played with the
    first option and a target, the target is checked against that option and takes the damage."""
    g = Game.sandbox()
    g.setup_points(0, pp=1)
    bolt = g.setup_put(0, "hand", "Forked Bolt")
    knight = g.setup_put(1, "field", "Test Knight")
    g.play(0, bolt, choices=[0], targets=[knight])
    assert g.view(bolt).zone == "cemetery"
    assert g.view(knight).defense == 2  # Test Knight is 3/3


def test_an_activated_ability_number_one_past_the_last_is_an_illegal_target() -> None:
    """Recall Striker has one activated ability (#0): asking for #1 is refused as a target it does not have."""
    from engine.sve.errors import IllegalTarget

    g, ids = _game()
    before = copy.deepcopy(g.state)
    with pytest.raises(IllegalTarget):
        g.activate(0, ids["striker"], ability=1)
    assert g.state == before


def test_options_given_with_the_selection_are_the_ones_that_resolve() -> None:
    """Twin Fang's On Evolve chooses Storm for itself or damage to a selected enemy follower. Evolved with the
    damage option, it waits for my selection (two enemy followers); answering with the Storm option and no target
    resolves the Storm option (the API lets the selecting player give the options with the selection; no step
    does)."""
    g = Game.sandbox()
    fang = g.setup_put(0, "field", "Twin Fang")
    g.setup_put(0, "evolve_deck", "Twin Fang")
    knight = g.setup_put(1, "field", "Test Knight")
    goblin = g.setup_put(1, "field", "Test Goblin")
    evolved = g.evolve(0, fang, choices=[1])
    assert g.awaiting_choice() == 0
    g.choose_targets(0, [], choices=[0])
    assert g.awaiting_choice() is None
    assert "storm" in g.view(evolved).keywords
    assert g.view(knight).zone == "field"
    assert g.view(goblin).zone == "field"


def test_evolving_by_paying_leader_defense_takes_a_checkpoint_that_undoes_it() -> None:
    """The leader-defense way of paying an evolve cost changes the game only after its checkpoint is taken:
    restoring the action's checkpoint gives back the state before it (as tests/unit/test_sve_touch_4b.py does
    for the other rules)."""
    from engine.core import snapshot
    from tests.fuzz.harness import checkpoints_taken

    g = Game.sandbox()
    devil = g.setup_put(0, "field", "Blood Devil")
    g.setup_put(0, "evolve_deck", "Blood Devil")
    before = snapshot(g.state)
    with checkpoints_taken() as taken:
        g.evolve(0, devil)
    assert g.state != before
    assert len(taken) == 1
    g.state = taken[0].restore()
    assert g.state == before


def test_an_activated_ability_whose_chosen_option_selects_takes_the_target_given() -> None:
    """Forked Sentry's activated ability chooses between 1 damage to a selected enemy follower and 1 leader
    defense: activated with the first option and a target, the target takes the damage (no step activates
    with options)."""
    g = Game.sandbox()
    g.setup_points(0, pp=1)
    sentry = g.setup_put(0, "field", "Forked Sentry")
    knight = g.setup_put(1, "field", "Test Knight")
    g.activate(0, sentry, choices=[0], targets=[knight])
    assert g.view(knight).defense == 2  # Test Knight is 3/3
    assert g.points(0)[0] == 0  # play points


def test_an_activation_cost_that_cannot_be_paid_is_refused_before_the_earth_rite_argument_is_read() -> None:
    """Measuring Duelist's ability costs 1 play point and has no Earth Rite cost: with no play point left, the
    refusal is the cost (``cannot-pay-cost``), whatever else the call names."""
    from engine.sve.errors import CannotPayCost

    g = Game.sandbox()
    g.setup_points(0, pp=0)
    duelist = g.setup_put(0, "field", "Measuring Duelist")
    knight = g.setup_put(1, "field", "Test Knight")
    before = copy.deepcopy(g.state)
    with pytest.raises(CannotPayCost):
        g.activate(0, duelist, targets=[knight], earth_rite=duelist)
    assert g.state == before
