"""A hostile engine for the conformance tests: our engines over the wire, misbehaving on purpose.

``python tests/conformance/fake_engine.py COUNTER_FILE PLAN``: ``PLAN`` is a comma-separated list, one entry
per scenario in run order (counted across restarts in ``COUNTER_FILE``): ``ok`` answers well; any other entry
answers the scenario's first call after ``new_game`` badly:

``bad-json`` (a line that is not JSON), ``wrong-type`` (an answer with a string id), ``wrong-value`` (a
string where the op's interface declares another type, on the first such typed query), ``huge`` (a 2 MiB line), ``endless`` (output without end and without a newline), ``chatter`` (an extra
unrequested line before the answer), ``silent`` (never answers), ``exit`` (exits), ``error`` (answers error).

``python tests/conformance/fake_engine.py --hello-protocol 99``: a hello with the wrong protocol version.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.interface import GAMES  # noqa: E402
from engine.protocol import Server  # noqa: E402


def _write(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


def _bump(counter: Path) -> int:
    n = int(counter.read_text() or "0") + 1 if counter.exists() else 1
    counter.write_text(str(n))
    return n


def main(argv: list[str]) -> int:
    if argv[:1] == ["--hello-protocol"]:
        for line in sys.stdin:
            msg = json.loads(line)
            hello = {"type": "hello", "id": msg["id"], "protocol": int(argv[1]), "name": "old", "version": "0",
                     "games": list(GAMES)}  # fmt: skip
            _write(json.dumps(hello) + "\n")
        return 0
    counter, plan = Path(argv[0]), argv[1].split(",")
    server = Server(GAMES)
    mode = "ok"
    for line in sys.stdin:
        msg = json.loads(line)
        if msg.get("type") == "call" and msg.get("op") == "new_game":
            n = _bump(counter)
            mode = plan[n - 1] if n <= len(plan) else "ok"
            answer = server.handle(msg)
            _write(json.dumps(answer) + "\n")
            continue
        typed = msg.get("op") in ("setup_put", "names", "uids", "phase", "turn_player", "is_face_up")
        if mode != "ok" and msg.get("type") == "call" and (mode != "wrong-value" or typed):
            bad, mode = mode, "ok"
            rid = msg["id"]
            if bad == "bad-json":
                _write("this is {not json\n")
            elif bad == "wrong-type":
                _write(json.dumps({"type": "result", "id": str(rid), "value": 7}) + "\n")
            elif bad == "wrong-value":
                _write(json.dumps({"type": "result", "id": rid, "value": "seven"}) + "\n")
            elif bad == "huge":
                _write(json.dumps({"type": "result", "id": rid, "value": "x" * (2 << 20)}) + "\n")
            elif bad == "endless":
                while True:
                    _write("y" * 65536)
            elif bad == "chatter":
                _write(json.dumps({"type": "result", "id": rid + 1000, "value": None}) + "\n")
                _write(json.dumps(server.handle(msg)) + "\n")
            elif bad == "silent":
                time.sleep(3600)
            elif bad == "exit":
                os._exit(3)
            elif bad == "error":
                _write(
                    json.dumps({"type": "error", "id": rid, "message": "the fake engine fell over"}) + "\n"
                )
            continue
        answer = server.handle(msg)
        if answer is None:
            return 0
        _write(json.dumps(answer) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
