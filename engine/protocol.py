"""Our engines behind the conformance wire protocol: ``python -m engine.protocol [--game sve|foh|umafan]``.

Reads one JSON request per line on stdin and writes one JSON answer per line on stdout (protocol version
:data:`engine.interface.PROTOCOL_VERSION`; the message shapes are in
``oracle/conformance/protocol.schema.json``). The runner (``python -m oracle.conformance``) starts it once per
run; each scenario begins with the op ``new_game``. Ops are those of ``engine/<game>/interface.py``; any other
op is answered ``unsupported``. A :class:`~engine.core.Refusal` is answered ``refused`` with its class name
and reason; any other exception ``error``.

This module is the model for another engine's adapter: it imports only the engines, never ``oracle`` or
``tests``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable
from importlib import metadata
from typing import IO, Any

from engine.core import EventLog, Refusal
from engine.core.digest import StateSnapshot
from engine.interface import GAMES, PROTOCOL_VERSION, GameInterface, engine_op, interface_of, refusal_payload

NAME = "ruling-oracle"


def version() -> str:
    """This project's version (the installed distribution's), or ``0`` when it is not installed."""
    try:
        return metadata.version(NAME)
    except metadata.PackageNotFoundError:
        return "0"


def encode(value: Any, records: frozenset[str]) -> Any:
    """A result as a protocol value: JSON scalars, lists, string-keyed dicts, and tagged objects for tuples,
    sets, named records (``records``), the event log and state snapshots (their digest)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, list):
        return [encode(v, records) for v in value]
    if isinstance(value, tuple):
        return {"$kind": "tuple", "items": [encode(v, records) for v in value]}
    if isinstance(value, (set, frozenset)):
        return {"$kind": "set", "items": sorted(value)}
    if isinstance(value, dict):
        if not all(isinstance(k, str) for k in value):
            return {
                "$kind": "map",
                "items": [[encode(k, records), encode(v, records)] for k, v in value.items()],
            }
        return {k: encode(v, records) for k, v in value.items()}
    if isinstance(value, StateSnapshot):
        return value.digest()
    if isinstance(value, EventLog):
        items = [{"kind": e.kind, "player": e.player, "data": encode(e.data, records)} for e in value.events]
        return {"$kind": "events", "items": items}
    name = type(value).__name__
    if dataclasses.is_dataclass(value) and name in records:
        fields = {f.name: encode(getattr(value, f.name), records) for f in dataclasses.fields(value)}
        return {"$kind": "record", "record": name, "fields": fields}
    raise TypeError(f"cannot send a {name}")


def decode(value: Any) -> Any:
    """An argument as our engines take it: tagged tuples and sets back to Python tuples and frozensets."""
    if isinstance(value, list):
        return [decode(v) for v in value]
    if isinstance(value, dict):
        kind = value.get("$kind")
        if kind == "tuple":
            return tuple(decode(v) for v in value["items"])
        if kind == "set":
            return frozenset(value["items"])
        if kind == "map":
            return {decode(k): decode(v) for k, v in value["items"]}
        return {k: decode(v) for k, v in value.items()}
    return value


class Server:
    """One engine process: the current game of the game named in the hello, and the answers to calls."""

    def __init__(self, games: tuple[str, ...]) -> None:
        self.games = games
        self.spec: GameInterface | None = None
        self.game: Any = None
        self.records: frozenset[str] = frozenset()

    def handle(self, msg: dict[str, Any]) -> dict[str, Any] | None:
        """The answer to one request (``None`` after ``bye``)."""
        kind, rid = msg.get("type"), msg.get("id", 0)
        if kind == "hello":
            game = msg.get("game")
            if game in self.games:
                self.spec = interface_of(str(game))
                self.records = frozenset(self.spec.records)
            return {
                "type": "hello",
                "id": rid,
                "protocol": PROTOCOL_VERSION,
                "name": NAME,
                "version": version(),
                "games": list(self.games),
            }
        if kind == "bye":
            return None
        if kind != "call" or self.spec is None:
            return {"type": "error", "id": rid, "message": f"unexpected {kind!r} message (hello first)"}
        op = str(msg.get("op"))
        args = [decode(a) for a in msg.get("args", [])]
        kwargs = {k: decode(v) for k, v in msg.get("kwargs", {}).items()}
        try:
            target = self._target(op)
            if target is None:
                return {
                    "type": "unsupported",
                    "id": rid,
                    "op": op,
                    "message": f"{op} is not an op of {self.spec.game}",
                }
            value = target(*args, **kwargs)
            if op == "new_game":
                self.game, value = value, None
            return {"type": "result", "id": rid, "value": encode(value, self.records)}
        except Refusal as refusal:
            return {"type": "refused", "id": rid, "refusal": refusal_payload(refusal)}
        except Exception as exc:  # an engine or set-up error: the runner counts it as engine-error
            return {
                "type": "error",
                "id": rid,
                "message": f"{type(exc).__name__}: {exc}",
                "error_type": type(exc).__name__,
            }

    def _target(self, op: str) -> Callable[..., Any] | None:
        assert self.spec is not None
        kind = self.spec.kind_of(op)
        if kind == "engine":
            return engine_op(self.spec.game, op)
        if kind is None:
            return None
        if self.game is None:
            raise RuntimeError(f"{op}: no game yet (new_game first)")
        if kind == "property":
            game = self.game
            return lambda: getattr(game, op)
        method: Callable[..., Any] = getattr(self.game, op)
        return method


def serve(games: tuple[str, ...], stdin: IO[str], stdout: IO[str]) -> int:
    """Answer requests until ``bye`` or the end of input."""
    server = Server(games)
    for line in stdin:
        if not line.strip():
            continue
        try:
            msg = json.loads(line)
        except json.JSONDecodeError as exc:
            answer: dict[str, Any] | None = {"type": "error", "id": 0, "message": f"not JSON: {exc}"}
        else:
            answer = (
                server.handle(msg)
                if isinstance(msg, dict)
                else {"type": "error", "id": 0, "message": "not an object"}
            )
        if answer is None:
            stdout.write(json.dumps({"type": "bye", "id": msg.get("id", 0)}) + "\n")
            stdout.flush()
            return 0
        stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
        stdout.flush()
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.protocol", description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=GAMES, help="serve only this game (default: every game)")
    args = parser.parse_args(argv)
    games = (args.game,) if args.game else GAMES
    return serve(games, sys.stdin, sys.stdout)


if __name__ == "__main__":
    raise SystemExit(main())
