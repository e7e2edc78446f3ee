"""The engine seam: what the scenario steps may ask of an engine, for every game (issue 23).

The Gherkin step definitions reach an engine only through the operations ("ops") listed by a game's
:class:`GameInterface` (``engine/<game>/interface.py``). Our engines implement them directly (the game class's
methods and properties of the same name, plus the game module's engine-level functions), so in-process the
steps call the engine with no layer between; another engine implements the same ops behind the JSON-lines
wire protocol (:mod:`engine.protocol` serves ours; ``oracle/conformance`` is the runner's side).

Kinds of op:

* ``new_game`` (engine-level): start a fresh game from a named set-up (``sandbox``, ``prepare`` ...) with
  keyword arguments; it replaces the current game.
* other engine-level ops (e.g. SVE ``check_deck``): work that needs no game.
* ``call`` ops: a method of the game, an action (may be refused), a set-up call or a query.
* ``property`` ops: a value of the game read with no arguments.

A refused action raises a :class:`~engine.core.Refusal` subclass; on the wire it is
``{"type": class name, "reason": machine-readable reason, "message": text}`` (:func:`refusal_payload`).
Every game has the query ``snapshot``: a value equal to another snapshot exactly when the game states are
equal (our engines: :class:`engine.core.digest.StateSnapshot`; on the wire its digest string).

This module imports nothing from ``oracle`` or ``tests``: dependencies point from them to the engines.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from engine.core import EngineError

PROTOCOL_VERSION = 1
"""The wire protocol version this seam describes."""

GAMES = ("sve", "foh", "umafan")
"""The games that have an interface (``engine/<game>/interface.py``)."""


@dataclass(frozen=True)
class GameInterface:
    """The ops of one game: name -> one-line description (each op's full doc is the game method's docstring).

    ``setups`` are the set-up names ``new_game`` accepts; ``engine_ops`` are engine-level ops other than
    ``new_game``; ``calls`` are game methods; ``properties`` are game values read without arguments;
    ``records`` are the read-only records results may hold (name -> fields; a field may hold other records,
    e.g. SVE's ``TableSight`` holds a tuple of ``ZoneSight``); ``returns`` gives the result type of the ops
    whose results the steps read (:meth:`returns_of`).
    """

    game: str
    setups: Mapping[str, str]
    engine_ops: Mapping[str, str]
    calls: Mapping[str, str]
    properties: Mapping[str, str]
    records: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    returns: Mapping[str, str] = field(default_factory=dict)

    def returns_of(self, op: str) -> str:
        """The type an op's result must have (``any`` when not declared), in a small notation: ``int``,
        ``bool``, ``str``, ``null``, ``events``, a record name, ``list[T]``, ``tuple[T]`` (every item a ``T``)
        and alternatives ``A|B``. The runner checks each answer against it (protocol error ``wrong-type``)."""
        return self.returns.get(op, "any")

    def kind_of(self, op: str) -> str | None:
        """``engine``, ``call``, ``property`` or ``None`` (not an op of this game)."""
        if op == "new_game" or op in self.engine_ops:
            return "engine"
        if op in self.calls:
            return "call"
        if op in self.properties:
            return "property"
        return None


def interface_module(game: str) -> ModuleType:
    """``engine.<game>.interface`` (``ValueError`` for a game with no interface)."""
    if game not in GAMES:
        raise ValueError(f"no engine interface for game {game!r} (games: {', '.join(GAMES)})")
    return importlib.import_module(f"engine.{game}.interface")


def interface_of(game: str) -> GameInterface:
    """The :class:`GameInterface` of ``game``."""
    spec: GameInterface = interface_module(game).INTERFACE
    return spec


def engine_op(game: str, op: str) -> Callable[..., Any]:
    """The function that performs the engine-level ``op`` of ``game`` in-process (``new_game``, ...)."""
    fn: Callable[..., Any] = getattr(interface_module(game), op)
    return fn


def refusal_payload(error: EngineError) -> dict[str, str]:
    """A refusal as plain data: ``{"type": class name, "reason": code, "message": text}``."""
    return {"type": type(error).__name__, "reason": str(error.reason), "message": str(error)}
