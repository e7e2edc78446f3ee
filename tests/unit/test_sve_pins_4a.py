"""Mutation pins (docs/mutation.md) that no scenario step can read.

An evolved follower that leaves the field goes face up onto its owner's evolve deck, out of the game for
good (CR 12.2; 4.6). It is still the evolved card there: a player looking at the face-up evolve deck sees the
evolved card's type and values, not those of the base card it was put on. The steps find cards by name, and
the base card and the evolved card share one, so this is checked on the game's card view directly.
"""

from __future__ import annotations

from engine.sve import Game


def _evolved_card_destroyed() -> tuple[Game, int]:
    g = Game.sandbox()
    g.setup_points(0, pp=0)
    follower = g.setup_put(0, "field", "Evolving Fighter", evolved=True)
    spark = g.setup_put(0, "hand", "Wild Spark")
    g.setup_put(1, "field", "Test Knight")
    g.play(0, spark, targets=[follower])  # 3 damage to a 4-defense evolved follower: not yet destroyed
    g.setup_points(0, pp=0)
    spark2 = g.setup_put(0, "hand", "Wild Spark")
    g.play(0, spark2, targets=[follower])
    return g, follower


def test_an_evolved_follower_that_left_the_field_is_still_the_evolved_card_in_the_evolve_deck() -> None:
    g, follower = _evolved_card_destroyed()
    view = g.view(follower)
    assert view.zone == "evolve_deck"
    assert view.face_up
    assert view.kind == "evolved"
    assert view.evolved
    assert (view.attack, view.defense) == (4, 4)
