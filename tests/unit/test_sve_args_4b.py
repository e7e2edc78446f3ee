"""engine/sve/args.py: what each argument check accepts and which error it gives (issue 12).

An action's malformed argument is a refusal (:class:`InvalidArgument`); a set-up call's is an
:class:`IllegalSetup`. Each check is called directly with the values at its edges.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import IllegalSetup
from engine.sve.args import card_arg, flag_arg, ids_arg, is_int, optional_count, text_arg
from engine.sve.errors import InvalidArgument


class _Id(int):
    """An int subclass that is not a bool (an IntEnum member, a numpy-like int): a whole number all the same."""


def test_a_whole_number_is_an_int_or_a_subclass_but_not_a_bool() -> None:
    assert is_int(3) and is_int(_Id(3))
    assert not is_int(True) and not is_int(3.0) and not is_int("3")


@pytest.mark.parametrize("value", [0, -1, -2, -5, "1", 1.0, None])
def test_a_card_id_is_a_positive_whole_number(value: Any) -> None:
    with pytest.raises(InvalidArgument):
        card_arg(value)


def test_a_card_id_may_name_a_leader_only_when_asked() -> None:
    assert card_arg(_Id(4)) == 4 and card_arg(-1, leaders=True) == -1 and card_arg(-2, leaders=True) == -2
    with pytest.raises(InvalidArgument):
        card_arg(-3, leaders=True)
    with pytest.raises(InvalidArgument):
        card_arg(0, leaders=True)


@pytest.mark.parametrize("values", [[1, 2], (1, 2), range(1, 3)], ids=["list", "tuple", "range"])
def test_a_sequence_of_card_ids_is_accepted(values: Any) -> None:
    assert ids_arg(values) == (1, 2)


@pytest.mark.parametrize("values", ["", "12", b"12", 5, {1: 2}, [-1], [0]], ids=repr)
def test_anything_else_is_not_a_list_of_card_ids(values: Any) -> None:
    with pytest.raises(InvalidArgument):
        ids_arg(values)


def test_set_up_calls_get_a_set_up_error() -> None:
    with pytest.raises(IllegalSetup):
        ids_arg(["x"], setup=True)
    with pytest.raises(IllegalSetup):
        ids_arg([0], setup=True)
    assert ids_arg([-1], leaders=True) == (-1,)


@pytest.mark.parametrize(
    "check",
    [
        lambda: optional_count("x", "turn"),
        lambda: optional_count(0, "turn", low=1),
        lambda: optional_count(11, "play points", high=10),
        lambda: flag_arg(1, "engaged"),
        lambda: text_arg(5, "name"),
        lambda: text_arg("", "name"),
    ],
    ids=["count-text", "count-below-low", "count-above-high", "flag-int", "text-int", "text-empty"],
)
def test_an_action_argument_out_of_shape_is_refused_not_a_set_up_error(check: Any) -> None:
    with pytest.raises(InvalidArgument):
        check()


def test_the_same_checks_accept_good_values() -> None:
    assert optional_count(None, "turn") is None and optional_count(1, "turn", low=1) == 1
    assert flag_arg(False, "engaged") is False and text_arg("Goblin", "name") == "Goblin"
