"""Shadowverse EVOLVE steps (ability_steps)."""

from __future__ import annotations
