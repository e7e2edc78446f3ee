"""The SVE package's small conveniences, which no scenario reaches (mutation testing, docs/mutation.md):
the package lists its public names lazily, a game describes itself for debugging, and a game refuses to be
deep-copied (its state is what is copied)."""

from __future__ import annotations

import copy

import pytest

import engine.sve
from engine.sve import Game


def test_the_package_lists_its_public_names_before_they_are_imported() -> None:
    names = dir(engine.sve)
    assert names == sorted(names)
    assert {"Game", "CardView"} <= set(names)
    assert set(engine.sve.__all__) <= set(names)


def test_a_game_describes_its_turn_phase_and_result() -> None:
    game = Game.sandbox(turn=4, active=1)
    assert repr(game) == "<sve.Game turn=4 active=1 phase=main result=None>"


def test_a_game_is_not_deep_copied_its_state_is() -> None:
    game = Game.sandbox()
    with pytest.raises(TypeError):
        copy.deepcopy(game)
    assert copy.deepcopy(game.state) is not game.state


def test_a_public_name_is_imported_on_first_use_and_then_kept() -> None:
    """``engine.sve.<Name>`` imports the defining module the first time (the package's ``__getattr__``)."""
    from engine.sve.views import CardView

    saved = engine.sve.__dict__.pop("CardView", None)
    try:
        assert engine.sve.CardView is CardView
        assert engine.sve.__dict__["CardView"] is CardView
        with pytest.raises(AttributeError):
            _ = engine.sve.NoSuchName  # type: ignore[attr-defined]
    finally:
        if saved is not None:
            engine.sve.__dict__["CardView"] = saved
