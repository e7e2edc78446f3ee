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

The names below are imported on first use (``from engine.sve import Game`` imports the rules then):
importing one module of the package, such as :mod:`~engine.sve.cards` for the card export, does not
import every rule module.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

_MODULE_OF = {
    "CardDef": "cards",
    "CardPool": "cards",
    "default_pool": "cards",
    "load_pool": "cards",
    "Deck": "deck",
    "Format": "deck",
    "build_deck": "deck",
    "validate_deck": "deck",
    "Game": "game",
    "CardView": "views",
}
"""Which module of the package defines each public name."""


def __getattr__(name: str) -> Any:
    """A public name, imported from its module on first use (then kept as an attribute of the package)."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
