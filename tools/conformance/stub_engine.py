#!/usr/bin/env python3
"""A starting point for an engine adapter: it speaks the wire protocol and supports nothing yet.

Run the oracle's rulings against it::

    python -m oracle.conformance --engine "python3 tools/conformance/stub_engine.py" --game sve --out stub.json

Every scenario comes out ``unsupported``. To adapt your engine, answer the ops of
``engine/<game>/interface.py`` one by one in :func:`answer` (start with ``new_game`` and the ``setup_*``
calls), encoding results as the schema ``oracle/conformance/protocol.schema.json`` says. Only the standard
library is used: copy this file anywhere.

Messages (one JSON object per line; answer every request with its ``id``):

* ``{"type": "hello", "id": 0, "protocol": 1, "game": "sve"}`` -> the hello below;
* ``{"type": "call", "id": 5, "op": "play", "args": [0, 12], "kwargs": {}}`` -> one of
  ``{"type": "result", "id": 5, "value": ...}``,
  ``{"type": "refused", "id": 5, "refusal": {"type": "FieldFull", "reason": "field-full", "message": "..."}}``,
  ``{"type": "unsupported", "id": 5, "op": "play"}``, ``{"type": "error", "id": 5, "message": "..."}``;
* ``{"type": "bye", "id": 9}`` -> exit.
"""

from __future__ import annotations

import json
import sys
from typing import Any

PROTOCOL = 1
NAME = "stub-engine"
VERSION = "0.0.1"
GAMES = ["sve", "foh", "umafan"]


def answer(msg: dict[str, Any]) -> dict[str, Any]:
    """The answer to one call. Replace the body with your engine's ops."""
    return {"type": "unsupported", "id": msg["id"], "op": msg.get("op", ""), "message": "not implemented yet"}


def main() -> int:
    for line in sys.stdin:
        if not line.strip():
            continue
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            reply = {"type": "hello", "id": msg["id"], "protocol": PROTOCOL, "name": NAME, "version": VERSION,
                     "games": GAMES}  # fmt: skip
        elif kind == "bye":
            return 0
        else:
            reply = answer(msg)
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
