"""Shadowverse EVOLVE steps (timing_steps)."""

from __future__ import annotations
