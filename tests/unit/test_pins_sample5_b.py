"""Issue 24, sample 5 part b: pins for sampled "equivalent" mutants that a direct call of a public function tells
apart (docs/mutation.md, "What counts as telling a mutant apart").

Each test calls public functions with hand-built, type-correct arguments and reads only what the calls return,
restore, or hand to a caller-supplied recorder.
"""

from __future__ import annotations

from typing import Any

from engine.core.checkpoint import Checkpoint, checkpoint
from tests.unit.recorders import recorder_for


# kills: engine.core.checkpoint.x__list__mutmut_9
# Atoms need nothing (module docstring of engine.core.checkpoint): a checkpoint leaves the atoms of a list as they
# are and never hands them to a recorder, even to one a caller registered for their type; the list itself is
# still put back.
def test_sample5_b_atoms_in_a_list_are_never_handed_to_a_recorder() -> None:
    asked: list[Any] = []

    def noting(obj: Any, cp: Checkpoint) -> Any:
        asked.append(obj)
        return obj

    with recorder_for(complex, noting):
        items = [1j, 2j]
        cp = checkpoint({"items": items})
        items.append(3j)
        cp.restore()
    assert items == [1j, 2j]
    assert asked == []
