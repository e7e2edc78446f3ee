"""Shadowverse EVOLVE: a minimal but real rules engine.

The public API is :class:`Game` (player actions, read-only views and a set-up
API for building positions), :func:`validate_deck` with :class:`Deck` and
:class:`Format` for deck construction, the card pool (:func:`default_pool`),
and the refusals in :mod:`engine.sve.errors`.

Modules follow the Comprehensive Rules (CR) chapters, around the thin facade
:mod:`engine.sve.game`; imports point one way (facade -> rules -> table/state):

* :mod:`~engine.sve.cards` and :mod:`~engine.sve.vocabulary`: card data (pydantic schema) and the one
  documented vocabulary of triggers, effects, targets, conditions, costs, amounts, durations, keywords.
* :mod:`~engine.sve.state`, :mod:`~engine.sve.table`, :mod:`~engine.sve.status`: game state (dataclasses),
  look-ups, current card values (CR 2).
* :mod:`~engine.sve.zones` (CR 4-5 moves), :mod:`~engine.sve.triggers` and :mod:`~engine.sve.abilities`
  (CR 10: pending abilities, confirmation timing), :mod:`~engine.sve.effects` (CR 5 verbs),
  :mod:`~engine.sve.continuous` (CR 10.9), :mod:`~engine.sve.targets`, :mod:`~engine.sve.conditions`,
  :mod:`~engine.sve.costs` (CR 10.4), :mod:`~engine.sve.handling` (CR 11), :mod:`~engine.sve.combat` (CR 8.4),
  :mod:`~engine.sve.keywords` (CR 12), :mod:`~engine.sve.classes` (CR 13), :mod:`~engine.sve.umamusume` (CR 14.2).
* :mod:`~engine.sve.describe`: card records for the site (``python -m engine.export_cards``).
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
