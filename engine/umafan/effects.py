"""The effect primitives every umafan ability is composed of (step 9-2 resolves them).

A card's ability is a list of these primitives, applied in order when its declaration resolves:

* ``draw`` (amount): the declarer draws that many cards from the top of the main deck (fewer if it runs out);
* ``speed`` (amount, target): the target Uma Musume's speed goes up by ``amount`` (down if negative);
* ``set_speed`` (amount, target): the target Uma Musume's speed becomes ``amount``;
* ``stamina`` (amount, target): the target Uma Musume's stamina goes up by ``amount``;
* ``negate``: the declaration this one answered has no effect when it resolves. Assumption: every answer
  answers the card put onto the field in step 9-1 (step 9-1'), so a negating answer cancels that first
  declaration, not an earlier answer.

``target`` is ``own`` or ``opponent``: the declarer's (or the opponent's) runner during a race, otherwise the
Uma Musume that paid the cost (for ``own``) or the earliest fielded Uma Musume of that player.
"""

from __future__ import annotations

from dataclasses import dataclass

EFFECT_KINDS = ("draw", "speed", "set_speed", "stamina", "negate")
TARGETS = ("own", "opponent")


@dataclass(frozen=True)
class Effect:
    """One primitive with its number and target."""

    kind: str
    amount: int = 0
    target: str = "own"
