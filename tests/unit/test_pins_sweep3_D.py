"""Issue 24 third pass (part D): pins for claims that a direct call of a public function tells apart.

* ``fresh_field_status`` is public: its returned status is read directly, key by key.
* ``Game.setup_put`` takes a ``CardPool`` built in code, where a card may be called ``carrot``, ``CARROT`` or
  ``XXCarrotXX`` and have an evolved face: only the exact name ``Carrot`` is exempt from arriving evolved in the
  evolve deck.
* ``Game.setup_race`` may be called inside an action made with the public :func:`engine.core.atomic`: the
  changes it makes are recorded (``touch``) and undone when that action raises.
"""

from __future__ import annotations

import pytest

from engine.core import atomic
from engine.core.errors import Refusal
from engine.sve import Game
from engine.sve.cards import CardDef, CardPool, default_pool
from engine.sve.status import fresh_field_status


# kills: engine.sve.status.x_fresh_field_status__mutmut_1
# kills: engine.sve.status.x_fresh_field_status__mutmut_2
# kills: engine.sve.status.x_fresh_field_status__mutmut_6
# kills: engine.sve.status.x_fresh_field_status__mutmut_7
# kills: engine.sve.status.x_fresh_field_status__mutmut_9
# kills: engine.sve.status.x_fresh_field_status__mutmut_10
# kills: engine.sve.status.x_fresh_field_status__mutmut_12
# kills: engine.sve.status.x_fresh_field_status__mutmut_13
def test_sweep3_d_a_fresh_field_status_is_reserved_undamaged_and_unchanged() -> None:
    status = fresh_field_status(4)
    assert status["engaged"] is False
    assert status["damage"] == 0
    assert status["attack_mod"] == 0
    assert status["defense_mod"] == 0
    assert status["entered_turn"] == 4
    assert status["counters"] == {}
    assert set(status) == {"engaged", "entered_turn", "damage", "attack_mod", "defense_mod", "counters"}


def _pool_with_evolver_named(name: str) -> CardPool:
    """The default pool plus a follower called ``name`` that has an evolved face (copies of Evolving Fighter)."""
    base = default_pool()
    front = CardDef.model_validate({**base.get("Evolving Fighter").model_dump(), "name": name})
    back = CardDef.model_validate({**base.get_evolved("Evolving Fighter").model_dump(), "name": name})
    return CardPool(
        cards={**base.cards, name: front}, evolved={**base.evolved, name: back}, sources=dict(base.sources)
    )


# kills: engine.sve.game.xǁGameǁsetup_put__mutmut_108 (XXCarrotXX)
# kills: engine.sve.game.xǁGameǁsetup_put__mutmut_109 (carrot)
# kills: engine.sve.game.xǁGameǁsetup_put__mutmut_110 (CARROT)
@pytest.mark.parametrize("name", ["XXCarrotXX", "carrot", "CARROT"])
def test_sweep3_d_only_the_exact_name_carrot_enters_the_evolve_deck_unevolved(name: str) -> None:
    game = Game.sandbox(pool=_pool_with_evolver_named(name))
    uid = game.setup_put(0, "evolve_deck", name)
    seen = game.view(uid)
    assert seen.evolved is True
    assert seen.kind == "evolved"


class _Stopped(Refusal):
    """A refusal raised on purpose to make the action below roll back."""


# kills: engine.sve.game.xǁGameǁsetup_race__mutmut_34
def test_sweep3_d_setup_race_inside_an_atomic_action_is_undone_when_the_action_refuses() -> None:
    game = Game.sandbox(leaders=("Uma Leader", "Sword Leader"))
    runner = game.setup_put(0, "field", "Derby Trainee A")

    @atomic
    def race_then_refuse(g: Game) -> None:
        g.setup_race(0, runner, 2)
        assert g.view(runner).racing is True
        raise _Stopped("stopped on purpose", reason="stopped")

    with pytest.raises(_Stopped):
        race_then_refuse(game)
    seen = game.view(runner)
    assert seen.racing is False
    assert "rush" not in seen.keywords
    assert game.cards_in(0, "race") == []
