"""Shadowverse EVOLVE steps (prep_steps)."""

from __future__ import annotations
