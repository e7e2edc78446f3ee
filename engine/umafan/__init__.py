"""The imagined Uma Musume card game ("umafan") of the source "Rules chapter of the Uma Musume card-game fan
story (Japanese)" (ウマ娘カードゲーム二次創作のルール章): its rules engine.

Public API: :class:`UmaFanGame` (set-up API ``setup_*``, player actions, read-only views),
:class:`RuleParams` (rule numbers and marked assumptions), the refusals in :mod:`engine.umafan.refusals`,
and the card pool (:func:`default_pool`, ``cards.yaml``).
"""

from engine.umafan.cards import CardDef, CardPool, Condition, default_pool
from engine.umafan.effects import Effect
from engine.umafan.game import RacecourseView, UmaFanGame
from engine.umafan.params import RuleParams
from engine.umafan.refusals import UmaRefusal

__all__ = [
    "CardDef",
    "CardPool",
    "Condition",
    "Effect",
    "RacecourseView",
    "RuleParams",
    "UmaFanGame",
    "UmaRefusal",
    "default_pool",
]
