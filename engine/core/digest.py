"""State snapshots an interface caller can compare: "the game state is unchanged" through the engine seam.

An engine's ``snapshot()`` query (see :mod:`engine.interface`) returns a :class:`StateSnapshot`: a copy of
the state taken now (one pickle, C speed; a deep copy when the state cannot be pickled), unpickled only when
compared. Two snapshots are equal exactly when the states they copied are equal (``==`` on the state).

Over the wire protocol a snapshot travels as :meth:`StateSnapshot.digest`: the sha256 of a canonical dump of
the state (:func:`canonical`), which follows the state's ``==``: dataclass fields that take part in comparison,
lists in order, dicts and sets in a sorted order, the seeded generator by its seed and internal state.
"""

from __future__ import annotations

import copy
import dataclasses
import enum
import hashlib
import json
import pickle
from typing import Any

from engine.core.rng import SeededRng

_ATOMS = (str, int, float, bool, type(None))


class StateSnapshot:
    """A copy of a game state; equal to another snapshot exactly when the two states are equal."""

    __slots__ = ("_blob", "_state")

    def __init__(self, state: object) -> None:
        self._state: object | None = None
        self._blob: bytes | None = None
        try:
            self._blob = pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL)
        except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
            self._state = copy.deepcopy(state)

    def state(self) -> object:
        """The copied state (an independent object)."""
        if self._state is None and self._blob is not None:
            self._state = pickle.loads(self._blob)
        return self._state

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, StateSnapshot):
            return NotImplemented
        if self._blob is not None and self._blob == other._blob:
            return True  # the same pickle: equal states (different pickles may still be equal states)
        return bool(self.state() == other.state())

    def __hash__(self) -> int:
        return hash(self.digest())

    def digest(self) -> str:
        """``sha256:<hex>`` of the canonical dump of the copied state (what the wire protocol sends)."""
        return state_digest(self.state())


def state_digest(state: object) -> str:
    """``sha256:<hex>`` of :func:`canonical` ``(state)`` as compact JSON with sorted keys."""
    text = json.dumps(canonical(state), sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return "sha256:" + hashlib.sha256(text.encode("ascii")).hexdigest()


def canonical(obj: Any, _stack: frozenset[int] = frozenset()) -> Any:
    """A JSON value that is the same for two objects exactly when they compare equal (plain engine data)."""
    if isinstance(obj, _ATOMS):
        return obj if not isinstance(obj, float) else {"float": repr(obj)}
    if isinstance(obj, enum.Enum):
        return {"enum": f"{type(obj).__qualname__}.{obj.name}"}
    key = id(obj)
    if key in _stack:
        raise ValueError(f"the state refers back to itself through a {type(obj).__name__}")
    inner = _stack | {key}
    if isinstance(obj, SeededRng):
        return {"rng": [obj.seed, canonical(obj._random.getstate(), inner)]}
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        fields = {
            f.name: canonical(getattr(obj, f.name), inner) for f in dataclasses.fields(obj) if f.compare
        }
        return {"@": type(obj).__qualname__, "fields": fields}
    if isinstance(obj, (list, tuple)):
        return [canonical(x, inner) for x in obj]
    if isinstance(obj, dict):
        pairs = [[canonical(k, inner), canonical(v, inner)] for k, v in obj.items()]
        return {"dict": sorted(pairs, key=_order)}
    if isinstance(obj, (set, frozenset)):
        return {"set": sorted((canonical(x, inner) for x in obj), key=_order)}
    if hasattr(obj, "__dict__"):
        return {"@": type(obj).__qualname__, "vars": canonical(dict(vars(obj)), inner)}
    return {"repr": repr(obj)}


def _order(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))
