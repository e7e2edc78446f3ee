"""Shadowverse EVOLVE: a minimal but real rules engine.

The public API is :class:`Game` (player actions, read-only views and a set-up
API for building positions), :func:`validate_deck` with :class:`Deck` and
:class:`Format` for deck construction, the card pool (:func:`default_pool`),
and the refusals in :mod:`engine.sve.errors`.
"""

from engine.sve.cards import CardDef, CardPool, default_pool, load_pool
from engine.sve.deck import Deck, Format, build_deck, validate_deck
from engine.sve.game import Game
from engine.sve.views import CardView

__all__ = [
    "CardDef",
    "CardPool",
    "CardView",
    "Deck",
    "Format",
    "Game",
    "build_deck",
    "default_pool",
    "load_pool",
    "validate_deck",
]
