"""What a player chose when playing a card or an ability: targets, options, picks and payments."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class PlayContext:
    """The choices a player made when playing a card or ability.

    ``targets``: selected ids in order (leaders as -1/-2); ``choices``: option
    indexes for "choose" and which looked-at cards to take; ``picks``: cards taken
    by search/look-at-top/play-from effects; ``cost_cards``: cards that pay a
    discard/banish/return cost; ``tokens``: the names of the tokens to make when not all fit (CR 9.1);
    ``accept_optional``: whether the controller does the ability's optional ("you may") effects (CR 5.18);
    ``find_none``: the player finds no card in a search for cards with a condition (CR 5.8.1.2), or none to
    put onto the field from the hand or the deck (CR 4.1.2.2), or takes no face-down evolved card for an
    evolution by an effect, which then does not happen (CR 5.16.1.1, 4.6.3).
    ``look_answers``: the cards the controller took in each pick of a look at the top (CR 5.11), once asked.
    ``division``: (target id, share) pairs saying how a divided amount is split (CR 10.6.2.4).
    """

    targets: Sequence[int] = ()
    choices: Sequence[int] = ()
    pay_optional_costs: bool = True
    earth_rite: int | None = None
    token_split: tuple[int, int] | None = None
    picks: Sequence[int] = ()
    cost_cards: Sequence[int] = ()
    positions: Sequence[str] = ()
    tokens: Sequence[str] = ()
    accept_optional: bool = True
    find_none: bool = False
    look_answers: tuple[tuple[int, ...], ...] | None = None
    division: tuple[tuple[int, int], ...] = ()  # how a divided amount goes to each target (CR 10.6.2.4)
    x: int | None = None  # the value X its controller decided when playing it (CR 10.6.2.2.4)


NO_CHOICES = PlayContext()


@dataclass(frozen=True)
class Mods:
    """What continuous effects add to one card now (CR 10.9)."""

    attack: int = 0
    defense: int = 0
    keywords: frozenset[str] = frozenset()
    reduce: int = 0
    prevent: bool = False
    cost: int = 0
    restrictions: frozenset[str] = frozenset()
    bonus: int = 0
    evolve_cost: int = 0


NO_MODS = Mods()
