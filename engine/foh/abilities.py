"""Force abilities and support-card effects, composed from a small documented set of primitives.

FAQ (foh-faq-ja, Q&A 15): a force ability fires at the timing printed on its horse; one with a
condition fires when the condition holds, one without a condition always fires (it is mandatory,
there is no "may"). Q&A 16: force abilities work even when the horse's distance aptitude does not
match the race. Q&A 30: abilities that fire on a successful run resolve before the run's own draw.

Timings (when a horse's ability fires):

* ``on_run``          - the horse is put out to run (走破時).
* ``on_guard``        - the horse is put out to guard (ガード時).
* ``on_run_success``  - the run succeeded; resolves before the run's draw (Q&A 30).
* ``on_run_fail``     - the run failed (the guard won, or the run value was 0 or less).
* ``on_guard_win``    - the guard won: guard value >= run value when both sides are done (Q&A 31).
* ``on_opponent_force_ability`` - the opponent activated a force ability while this run was still
  open (before values were compared); abilities that fire after the run or guard resolved do not
  count (Q&A 27).

Conditions: ``opponent_used_item`` (the opponent has used an item card in this run, Q&A 26),
``using_situation`` (the controller's situation card is in the situation area now, Q&A 35).

Effect primitives (what an ability or a support card does):

* ``boost: n``           - the horse's value in this run +n (its run value when running, its
  guard value when guarding); for an item or jockey, the horse it is used on.
* ``draw_distance: n``   - take n cards from your distance area into your hand.
* ``farm_to_hand: n``    - take the top n cards of your farm into your hand.
* ``fetch_from_farm: X`` - take one card named X from your farm into your hand.
* ``set_going: G``       - the race's going becomes G; permanent unless ``turns: n`` is printed (Q&A 25).
* ``look_top: n``        - look at the top n cards of your distance area, in drawing order (Q&A 34).
* ``hand_gain: n``       - this successful run grows your hand by n instead of 1 (Q&A 28).
* ``rerun: n``           - run again with run value n, paying no force (Q&A 33).

Keyword (static): ``additional_guard`` - the horse may join a guard as an additional horse, one
card of that name at a time (Q&A 29, 36).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import IllegalSetup

TIMINGS = (
    "on_run",
    "on_guard",
    "on_run_success",
    "on_run_fail",
    "on_guard_win",
    "on_opponent_force_ability",
)
CONDITIONS = ("opponent_used_item", "using_situation")
INT_PRIMITIVES = ("boost", "draw_distance", "farm_to_hand", "look_top", "hand_gain", "rerun")
NAME_PRIMITIVES = ("fetch_from_farm", "set_going")
KEYWORDS = ("additional_guard",)


@dataclass(frozen=True)
class Effect:
    """One primitive with its argument: ``amount`` for counting primitives, ``name`` for named ones.

    ``turns`` is a printed duration (only ``set_going`` uses it); ``None`` means permanent.
    """

    primitive: str
    amount: int = 0
    name: str = ""
    turns: int | None = None


@dataclass(frozen=True)
class Ability:
    """A force ability: fires at ``timing`` when ``condition`` holds (always when it is ``None``)."""

    timing: str
    effects: tuple[Effect, ...]
    condition: str | None = None


def parse_effect(raw: dict[str, Any]) -> Effect:
    """Read one ``{primitive: argument}`` mapping from the card pool."""
    keys = [k for k in raw if k in INT_PRIMITIVES or k in NAME_PRIMITIVES]
    if len(keys) != 1 or set(raw) - {keys[0], "turns"}:
        raise IllegalSetup(f"malformed effect {raw!r}")
    key = keys[0]
    turns = raw.get("turns")
    if key in INT_PRIMITIVES:
        return Effect(key, amount=int(raw[key]), turns=turns)
    return Effect(key, name=str(raw[key]), turns=turns)


def parse_ability(raw: dict[str, Any]) -> Ability:
    """Read one ability mapping (timing, optional condition, effects) from the card pool."""
    timing = str(raw.get("timing"))
    condition = raw.get("condition")
    if timing not in TIMINGS:
        raise IllegalSetup(f"unknown timing {timing!r}")
    if condition is not None and condition not in CONDITIONS:
        raise IllegalSetup(f"unknown condition {condition!r}")
    effects = tuple(parse_effect(e) for e in raw.get("effects", []))
    return Ability(timing, effects, condition)
