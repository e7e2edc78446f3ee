"""A deliberately wrong SVE engine: ours over the wire with three rules broken on purpose.

``python tests/conformance/wrong_engine.py``: every answer is our engine's, except that an action our engine
refuses for Ward (``ward``: an attack that must target a Ward follower first, CR 12.8), a full field
(``field-full``, CR 4.4) or summoning sickness (``summoning-sick``, CR 8.4) is answered as if it had been
done (a ``result``, the state left as it was). The scenarios that check those rules must fail; the others
must pass.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.interface import GAMES  # noqa: E402
from engine.protocol import Server  # noqa: E402

IGNORED = ("ward", "field-full", "summoning-sick")


def main() -> int:
    server = Server(GAMES)
    for line in sys.stdin:
        answer = server.handle(json.loads(line))
        if answer is None:
            return 0
        if answer["type"] == "refused" and answer["refusal"]["reason"] in IGNORED:
            answer = {"type": "result", "id": answer["id"], "value": None}
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
