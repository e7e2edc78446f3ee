"""Every hand-picked malformed call on FOH and umafan gets a typed error with a reason, state unchanged."""

from __future__ import annotations

import pytest

from tests.fuzz.catalogue import ENTRIES, Entry, attempt

OURS = [e for e in ENTRIES if e.engine in ("foh", "umafan")]


@pytest.mark.parametrize("entry", OURS, ids=lambda e: f"{e.engine}-{e.kind}-{e.call}")
def test_malformed_call_gets_a_typed_error_and_changes_nothing(entry: Entry) -> None:
    got = attempt(entry)
    assert got.typed, f"{entry.call} got {got.text}; an {entry.kind} call must get a typed engine error"
    assert got.state_kept, f"{entry.call} changed the state"


def test_the_catalogue_covers_every_public_call_of_foh_and_umafan() -> None:
    """Each public action, set-up and view method with arguments appears in at least one entry."""
    from engine.foh import FohGame
    from engine.umafan import UmaFanGame

    for engine, cls in (("foh", FohGame), ("umafan", UmaFanGame)):
        calls = " ".join(e.call for e in OURS if e.engine == engine) + " " + cls.__name__
        public = [
            name
            for name, member in vars(cls).items()
            if not name.startswith("_") and callable(member) and member.__code__.co_argcount > 1
        ]
        missing = [name for name in public if f"{name}(" not in calls]
        assert not missing, f"{engine}: no malformed call tried for {missing}"
