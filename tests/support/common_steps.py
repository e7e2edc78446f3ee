"""Steps every game shares. Import them into a game's ``conftest.py`` with ``from tests.support.common_steps import *``.

They only read what the When step left in the context; none knows any ruling's answer.
"""

from __future__ import annotations

import pytest
from pytest_bdd import parsers, then

from tests.support.context import Ctx, reads_snapshot
from tests.support.fast_steps import plain_fixture


@pytest.fixture
@plain_fixture
def ctx() -> Ctx:
    """A fresh scenario context. It keeps the state before each action only if a step of this scenario reads
    it (a step definition marked with ``reads_snapshot``; see ``tests/steps/conftest.py``). A plain fixture:
    steps get it by one direct call per scenario (see ``tests.support.fast_steps.plain_fixture``)."""
    return Ctx()


@then(parsers.parse('the action is refused with reason "{reason}"'))
def refused_with_reason(ctx: Ctx, reason: str) -> None:
    """The last When action raised a typed refusal with this machine-readable reason.

    Example: ``Then the action is refused with reason "field-full"``
    """
    refusal = ctx.take_refusal()
    assert refusal.reason == reason, (
        f"refused with reason {refusal.reason!r} ({refusal}), expected {reason!r}"
    )


@then("the game state is unchanged")
@reads_snapshot
def state_unchanged(ctx: Ctx) -> None:
    """The state after the last When action equals the state just before it (a lossless refusal).

    Example: ``And the game state is unchanged``
    """
    assert ctx.snapshot is not None, "no action was attempted"
    assert ctx.raw_game.snapshot() == ctx.snapshot, "the refused action changed the game state"


@then("the action succeeds")
def action_succeeds(ctx: Ctx) -> None:
    """The last When action was not refused.

    Example: ``Then the action succeeds``
    """
    assert ctx.error is None, f"the action was refused: {ctx.error!r}"
