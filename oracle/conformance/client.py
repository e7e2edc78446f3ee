"""The runner's side of the wire protocol: the engine process, its answers checked, values decoded.

:class:`EngineProcess` starts the engine command, handshakes, and sends one request at a time; every answer
is read with a deadline and a size limit, parsed, checked against ``protocol.schema.json`` and matched to its
request id. Anything wrong raises :class:`ProtocolError` with a stable name (see :data:`ERROR_NAMES`); the
scenario counts as ``error`` and the engine is started again for the next scenario.

:class:`WireBackend` gives the steps games whose ops go over the wire (:class:`WireGame`): a property read
returns its value, a method returns a callable; an op the game's interface does not list is an
``AttributeError`` (a step reaching past the seam). A ``refused`` answer raises :class:`RemoteRefusal`
(a :class:`~engine.core.Refusal` with the engine's reason), ``unsupported`` raises :class:`EngineUnsupported`.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import select
import shlex
import subprocess
import time
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import jsonschema

from engine.core import Refusal
from engine.interface import PROTOCOL_VERSION, GameInterface, interface_of

SCHEMA_PATH = Path(__file__).with_name("protocol.schema.json")
MAX_LINE = 1 << 20
"""The longest answer line accepted (1 MiB): longer is the error ``too-large``."""
DEFAULT_TIMEOUT = 10.0
START_TIMEOUT = 30.0
"""Seconds an engine may take to start and answer the hello (or the answer timeout, if that is longer)."""
HANDSHAKE_GIVE_UP = 3
"""After this many engine starts in a row that fail, later scenarios get the error at once (no new start)."""

ERROR_NAMES = {
    "bad-json": "a line that is not JSON",
    "bad-message": "JSON that breaks the protocol schema (wrong shape or types, unknown record)",
    "wrong-id": "an answer to another request, or lines nobody asked for",
    "too-large": f"an answer line over {MAX_LINE} bytes",
    "timeout": "no complete answer in time",
    "engine-exited": "the engine process ended or closed its output",
    "wrong-type": "a result whose type is not the one the op's interface declares",
    "engine-error": "the engine answered error",
    "handshake": "no valid hello answer (wrong protocol, game not offered)",
    "start-failed": "the engine command could not be started",
}


class ProtocolError(Exception):
    """The engine broke the protocol; ``name`` is one of :data:`ERROR_NAMES`. The scenario's status is error."""

    oracle_status = "error"

    def __init__(self, name: str, message: str) -> None:
        super().__init__(f"protocol error {name}: {message}")
        self.name = name
        self.oracle_error = name


class EngineUnsupported(Exception):
    """The engine does not implement an op the scenario needs. The scenario's status is unsupported."""

    oracle_status = "unsupported"

    def __init__(self, op: str, message: str = "") -> None:
        super().__init__(f"the engine does not support {op}" + (f": {message}" if message else ""))
        self.op = op


class RemoteRefusal(Refusal):
    """A refusal the engine sent: its ``reason`` and the engine's class name (``type_name``)."""

    def __init__(self, type_name: str, reason: str, message: str = "") -> None:
        super().__init__(message or reason, reason=reason)
        self.type_name = type_name

    def __repr__(self) -> str:
        return f"{self.type_name}(reason={self.reason!r}, {str(self)!r})"


# --------------------------------------------------------------------------- values


class Record:
    """A read-only record from the engine (``CardView``, ``RunResult`` ...): its fields as attributes."""

    __slots__ = ("_name", "_fields")

    def __init__(self, name: str, fields: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_name", name)
        object.__setattr__(self, "_fields", dict(fields))

    def __getattr__(self, attr: str) -> Any:
        try:
            return self._fields[attr]
        except KeyError:
            raise AttributeError(f"{self._name} has no field {attr!r}") from None

    def __setattr__(self, attr: str, value: Any) -> None:
        raise AttributeError(f"{self._name} is read-only")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Record) and (self._name, self._fields) == (other._name, other._fields)

    def __hash__(self) -> int:
        return hash((self._name, tuple(sorted(self._fields))))

    def __repr__(self) -> str:
        inner = ", ".join(f"{k}={v!r}" for k, v in self._fields.items())
        return f"{self._name}({inner})"


class Event(Record):
    """One event of the log: ``kind``, ``player``, ``data``."""

    __slots__ = ()


class Events(tuple[Event, ...]):
    """The event log, oldest first (a tuple of :class:`Event`)."""

    def of_kind(self, kind: str) -> list[Event]:
        """Every event of ``kind``, oldest first."""
        return [e for e in self if e.kind == kind]

    @property
    def events(self) -> list[Event]:
        return list(self)


def decode(value: Any) -> Any:
    """A protocol value as the steps read it: tuples, frozensets, :class:`Record` and :class:`Events`."""
    if isinstance(value, list):
        return [decode(v) for v in value]
    if isinstance(value, dict):
        kind = value.get("$kind")
        if kind is None:
            return {k: decode(v) for k, v in value.items()}
        if kind == "tuple":
            return tuple(decode(v) for v in value["items"])
        if kind == "set":
            return frozenset(value["items"])
        if kind == "map":
            return {decode(k): decode(v) for k, v in value["items"]}
        if kind == "record":
            return Record(value["record"], {k: decode(v) for k, v in value["fields"].items()})
        if kind == "events":
            return Events(
                Event("Event", {"kind": e["kind"], "player": e["player"], "data": decode(e["data"])})
                for e in value["items"]
            )
    return value


def encode(value: Any) -> Any:
    """An argument as a protocol value (tuples and sets tagged)."""
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, tuple):
        return {"$kind": "tuple", "items": [encode(v) for v in value]}
    if isinstance(value, (set, frozenset)):
        return {"$kind": "set", "items": sorted(value)}
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$kind": "map", "items": [[encode(k), encode(v)] for k, v in value.items()]}
    return value


@functools.cache
def validator() -> jsonschema.protocols.Validator:
    """The protocol schema's validator (made once)."""
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    return cls(schema)  # type: ignore[no-any-return]


def check_message(msg: Any, definition: str | None = None) -> None:
    """:class:`ProtocolError` ``bad-message`` unless ``msg`` follows the schema (or one of its ``$defs``)."""
    v = validator()
    if definition is not None:
        v = v.evolve(schema={"$ref": f"#/$defs/{definition}", "$defs": v.schema["$defs"]})
    try:
        error = jsonschema.exceptions.best_match(v.iter_errors(msg))
    except RecursionError:
        raise ProtocolError("bad-message", "a value nested too deeply") from None
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "the message"
        raise ProtocolError("bad-message", f"{where}: {error.message[:300]}")


def has_type(value: Any, notation: str) -> bool:
    """Whether a decoded value has the type ``notation`` (:meth:`engine.interface.GameInterface.returns_of`)."""
    return any(_has_type(value, alt.strip()) for alt in _alternatives(notation))


def _alternatives(notation: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(notation):
        depth += ch == "["
        depth -= ch == "]"
        if ch == "|" and depth == 0:
            parts.append(notation[start:i])
            start = i + 1
    return [*parts, notation[start:]]


def _has_type(value: Any, t: str) -> bool:
    if t == "any":
        return True
    if t == "null":
        return value is None
    if t == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if t == "bool":
        return isinstance(value, bool)
    if t == "str":
        return isinstance(value, str)
    if t == "events":
        return isinstance(value, Events)
    for kind, cls in (("list[", list), ("tuple[", tuple)):
        if t.startswith(kind) and t.endswith("]"):
            inner = t[len(kind) : -1]
            return isinstance(value, cls) and all(has_type(v, inner) for v in value)
    return isinstance(value, Record) and value._name == t


# --------------------------------------------------------------------------- the process


class EngineProcess:
    """One running engine: start it, handshake, then one request and one answer at a time."""

    def __init__(self, command: str, game: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.command = command
        self.game = game
        self.timeout = timeout
        self.proc: subprocess.Popen[bytes] | None = None
        self.buffer = b""
        self.next_id = 0
        self.hello: dict[str, Any] = {}

    def start(self) -> dict[str, Any]:
        """Start the command and handshake; the engine's hello answer."""
        try:
            self.proc = subprocess.Popen(
                shlex.split(self.command),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
        except (OSError, ValueError) as exc:
            raise ProtocolError("start-failed", f"cannot start {self.command!r}: {exc}") from None
        try:
            answer = self.request(
                {"type": "hello", "protocol": PROTOCOL_VERSION, "game": self.game},
                "hello_answer",
                timeout=max(self.timeout, START_TIMEOUT),
            )
        except ProtocolError as exc:
            if exc.name in ("engine-exited", "timeout", "bad-json", "bad-message", "wrong-id", "too-large"):
                raise ProtocolError("handshake", f"no valid hello answer ({exc})") from None
            raise
        if answer["protocol"] != PROTOCOL_VERSION:
            raise ProtocolError(
                "handshake", f"the engine speaks protocol {answer['protocol']}, not {PROTOCOL_VERSION}"
            )
        if self.game not in answer["games"]:
            raise ProtocolError(
                "handshake", f"the engine does not offer {self.game} (games: {answer['games']})"
            )
        self.hello = answer
        return answer

    def request(
        self, msg: dict[str, Any], expect: str | None = None, timeout: float | None = None
    ) -> dict[str, Any]:
        """Send ``msg`` (an id is added) and return its checked answer (within ``timeout`` seconds, by default
        the process's answer timeout)."""
        if self.proc is None or self.proc.stdin is None:
            raise ProtocolError("engine-exited", "the engine is not running")
        self.next_id += 1
        msg = {"type": msg["type"], "id": self.next_id, **{k: v for k, v in msg.items() if k != "type"}}
        try:
            self.proc.stdin.write(json.dumps(msg, ensure_ascii=False).encode("utf-8") + b"\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            raise ProtocolError(
                "engine-exited", f"the engine stopped reading (exit status {self.proc.poll()})"
            ) from None
        line = self._read_line(self.timeout if timeout is None else timeout)
        try:
            answer = json.loads(line)
        except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as exc:
            raise ProtocolError("bad-json", f"{type(exc).__name__} {exc}: {line[:200]!r}") from None
        if not isinstance(answer, dict):
            raise ProtocolError("bad-message", f"an answer must be an object, not {type(answer).__name__}")
        if answer.get("id") != self.next_id and isinstance(answer.get("id"), int):
            raise ProtocolError("wrong-id", f"answer id {answer.get('id')} to request {self.next_id}")
        check_message(answer, expect)
        if expect is None and answer["type"] not in ("result", "refused", "unsupported", "error"):
            raise ProtocolError("bad-message", f"a {answer['type']!r} message cannot answer a call")
        return answer

    def _read_line(self, timeout: float) -> bytes:
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        deadline = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            if len(self.buffer) > MAX_LINE:
                raise ProtocolError("too-large", f"an answer line longer than {MAX_LINE} bytes")
            left = deadline - time.monotonic()
            if left <= 0:
                raise ProtocolError("timeout", f"no complete answer within {timeout:g} s")
            ready, _, _ = select.select([fd], [], [], left)
            if not ready:
                continue
            chunk = os.read(fd, 65536)
            if not chunk:
                status = self.proc.poll()
                raise ProtocolError("engine-exited", f"the engine closed its output (exit status {status})")
            self.buffer += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        if len(line) > MAX_LINE:
            raise ProtocolError("too-large", f"an answer line of {len(line)} bytes (limit {MAX_LINE})")
        return line

    def close(self) -> None:
        """Say bye (briefly) and make sure the process is gone."""
        proc, self.proc = self.proc, None
        if proc is None:
            return
        try:
            if proc.poll() is None and proc.stdin is not None:
                proc.stdin.write(b'{"type": "bye", "id": 0}\n')
                proc.stdin.flush()
                proc.stdin.close()
                proc.wait(timeout=0.5)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            pass
        self.kill(proc)

    @staticmethod
    def kill(proc: subprocess.Popen[bytes]) -> None:
        if proc.poll() is None:
            try:
                os.killpg(proc.pid, 9)
            except OSError:
                proc.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=5)
        for stream in (proc.stdin, proc.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):
                    stream.close()


# --------------------------------------------------------------------------- the backend the steps use


class WireBackend:
    """Games over the wire: one engine process per game of the run, started again after a protocol error."""

    def __init__(self, command: str, timeout: float = DEFAULT_TIMEOUT) -> None:
        self.command = command
        self.timeout = timeout
        self.processes: dict[str, EngineProcess] = {}
        self.failed_starts: dict[str, int] = {}
        self.last_start_error: dict[str, ProtocolError] = {}
        # Until a hello answers, the run is labelled by the command's program, so a run whose engine never
        # started still writes a results file the site can show (every scenario "error start-failed").
        try:
            program = Path(shlex.split(command)[0]).name
        except (ValueError, IndexError):  # unbalanced quotes or an empty command: refused when it is started
            program = "engine"
        self.engine: dict[str, Any] = {
            "name": program,
            "version": "unknown (no handshake)",
            "protocol": None,
            "command": command,
        }

    def process(self, game: str) -> EngineProcess:
        """The running engine for ``game`` (started and handshaken when needed)."""
        proc = self.processes.get(game)
        if proc is not None and proc.proc is not None:
            return proc
        if self.failed_starts.get(game, 0) >= HANDSHAKE_GIVE_UP:
            err = self.last_start_error[game]
            raise ProtocolError(err.name, f"{err} (not started again after {HANDSHAKE_GIVE_UP} tries)")
        proc = EngineProcess(self.command, game, self.timeout)
        try:
            hello = proc.start()
        except ProtocolError as exc:
            proc.close()
            self.failed_starts[game] = self.failed_starts.get(game, 0) + 1
            self.last_start_error[game] = exc
            raise
        self.failed_starts[game] = 0
        self.processes[game] = proc
        self.engine.update(name=hello["name"], version=hello["version"], protocol=hello["protocol"])
        self.engine.setdefault("games", [])
        self.engine["games"] = sorted(set(self.engine["games"]) | {game})
        return proc

    def call(self, game: str, op: str, args: tuple[Any, ...], kwargs: Mapping[str, Any]) -> Any:
        """Perform ``op``; its decoded value, or the refusal / unsupported / error raised."""
        proc = self.process(game)
        msg = {
            "type": "call",
            "op": op,
            "args": [encode(a) for a in args],
            "kwargs": {k: encode(v) for k, v in kwargs.items()},
        }
        try:
            answer = proc.request(msg)
        except ProtocolError:
            self.restart(game)
            raise
        kind = answer["type"]
        if kind == "result":
            value = decode(answer["value"])
            wanted = interface_of(game).returns_of(op)
            if not has_type(value, wanted):
                self.restart(game)
                raise ProtocolError("wrong-type", f"{op} answered {answer['value']!r:.200}, not a {wanted}")
            return value
        if kind == "refused":
            r = answer["refusal"]
            raise RemoteRefusal(r["type"], r["reason"], r.get("message", ""))
        if kind == "unsupported":
            raise EngineUnsupported(op, answer.get("message", ""))
        self.restart(game)
        raise ProtocolError("engine-error", f"{op}: {answer.get('message', '')[:500]}")

    def restart(self, game: str) -> None:
        """Stop the engine of ``game``; the next op starts it again."""
        proc = self.processes.pop(game, None)
        if proc is not None:
            proc.close()

    def close(self) -> None:
        for game in list(self.processes):
            self.restart(game)

    # the Backend protocol of tests.support.context
    def new_game(self, game: str, setup: str, **kwargs: Any) -> WireGame:
        self.call(game, "new_game", (), {"setup": setup, **kwargs})
        return WireGame(self, game)

    def engine_call(self, game: str, op: str, *args: Any, **kwargs: Any) -> Any:
        return self.call(game, op, args, kwargs)


class WireGame:
    """A game over the wire: the ops of its interface, nothing else."""

    def __init__(self, backend: WireBackend, game: str) -> None:
        self._backend = backend
        self._game = game
        self._spec: GameInterface = interface_of(game)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        kind = self._spec.kind_of(name)
        if kind == "property":
            return self._backend.call(self._game, name, (), {})
        if kind == "call":
            backend, game = self._backend, self._game

            def op(*args: Any, **kwargs: Any) -> Any:
                return backend.call(game, name, args, kwargs)

            op.__name__ = name
            return op
        raise AttributeError(
            f"{name!r} is not an op of the {self._game} engine interface (engine/{self._game}/interface.py)"
        )

    def __repr__(self) -> str:
        return f"WireGame({self._game!r} via {self._backend.command!r})"


def iter_errors() -> Iterator[tuple[str, str]]:
    """The protocol error names and what each means."""
    return iter(ERROR_NAMES.items())
