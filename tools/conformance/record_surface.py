"""Record the engine surface the scenario steps use (how ``engine/<game>/interface.py`` was found, issue 23).

A pytest plugin: every game a step context holds is wrapped in a recording proxy, and each method call or
attribute read is listed with the types of its arguments and results and the step functions that made it::

    PYTHONPATH=tools/conformance .venv/bin/python -m pytest tests/steps -p no:xdist -p record_surface -q \\
        --oracle-results=/tmp/ignored.json
    # -> surface.json (or $SURFACE_OUT): {"Game.play()": {"count", "args", "results", "files"}, ...}

Compare its keys with the interface's ops: a name used by the steps and missing from the interface would be
refused over the wire.
"""

from __future__ import annotations

import atexit
import json
import os
import sys
from collections import defaultdict
from typing import Any

import tests.support.context as context

USES: dict[str, dict[str, Any]] = defaultdict(
    lambda: {"args": set(), "results": set(), "files": set(), "count": 0}
)


def type_of(value: Any, depth: int = 0) -> str:
    """A short type description: ``list[CardView]``, ``tuple[int]``, ``dict[str,int]`` ..."""
    if depth > 3:
        return "..."
    if isinstance(value, (list, tuple, set, frozenset)):
        inner = sorted({type_of(x, depth + 1) for x in list(value)[:20]})
        return f"{type(value).__name__}[{'|'.join(inner)}]"
    if isinstance(value, dict):
        keys = sorted({type_of(x, depth + 1) for x in list(value)[:20]})
        values = sorted({type_of(x, depth + 1) for x in list(value.values())[:20]})
        return f"dict[{'|'.join(keys)},{'|'.join(values)}]"
    cls = type(value)
    return cls.__name__ if cls.__module__ == "builtins" else f"{cls.__module__}.{cls.__qualname__}"


class Recorder:
    """A game whose every use is recorded."""

    def __init__(self, target: Any) -> None:
        object.__setattr__(self, "_target", target)

    def __getattr__(self, name: str) -> Any:
        target = object.__getattribute__(self, "_target")
        value = getattr(target, name)
        frame = sys._getframe(1)
        where = frame.f_code.co_filename.rsplit("/tests/", 1)[-1] + ":" + frame.f_code.co_name
        key = f"{type(target).__qualname__}.{name}"
        if callable(value) and not isinstance(value, type):

            def call(*args: Any, **kwargs: Any) -> Any:
                use = USES[key + "()"]
                use["count"] += 1
                use["files"].add(where)
                parts = [type_of(a) for a in args] + [f"{k}={type_of(v)}" for k, v in kwargs.items()]
                use["args"].add("(" + ", ".join(parts) + ")")
                try:
                    result = value(*args, **kwargs)
                except Exception as exc:
                    use["results"].add("raise " + type(exc).__name__)
                    raise
                use["results"].add(type_of(result))
                return result

            return call
        use = USES[key]
        use["count"] += 1
        use["files"].add(where)
        use["results"].add(type_of(value))
        return value


_game = context.Ctx.game


def _set_game(self: context.Ctx, value: Any) -> None:
    self.raw_game = Recorder(value) if value is not None and not isinstance(value, Recorder) else value


context.Ctx.game = property(_game.fget, _set_game)  # type: ignore[assignment]


@atexit.register
def _dump() -> None:
    out = {
        k: {
            "count": v["count"],
            "args": sorted(v["args"]),
            "results": sorted(v["results"]),
            "files": sorted(v["files"]),
        }
        for k, v in sorted(USES.items())
    }
    with open(os.environ.get("SURFACE_OUT", "surface.json"), "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1)
