"""Force of the Horse (フォース オブ ザ ホース) rules engine, built from the official FAQ (foh-faq-ja).

Public API: :class:`FohGame` (set-up API, player actions, read-only views), the card pool
(:func:`default_pool`) and the typed refusals in :mod:`engine.foh.errors`.
"""

from engine.foh.cards import RUNNING_STYLES, CardPool, default_pool
from engine.foh.errors import FohRefusal
from engine.foh.game import FohGame
from engine.foh.state import FohConfig

__all__ = ["RUNNING_STYLES", "CardPool", "FohConfig", "FohGame", "FohRefusal", "default_pool"]
