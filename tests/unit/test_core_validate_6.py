"""engine.core.validate: every check refuses with its documented reason code and its bounds (mutation testing,
docs/mutation.md). Reasons are what scenarios and callers read (README.md, the oracle's rule 2)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import validate
from engine.core.errors import BadArgument


def _reason(check: Any, *args: Any, **kwargs: Any) -> str:
    with pytest.raises(BadArgument) as refused:
        check(*args, **kwargs)
    return str(refused.value.reason)


def test_card_ids_refuse_duplicates_unless_allowed_and_wrong_types() -> None:
    assert _reason(validate.card_ids, [3, 3], BadArgument) == "duplicate"
    assert validate.card_ids([3, 3], BadArgument, distinct=False) == [3, 3]
    assert _reason(validate.card_ids, {3}, BadArgument) == "bad-type"
    assert _reason(validate.card_ids, [3, "4"], BadArgument) == "bad-type"
    assert _reason(validate.card_ids, [0], BadArgument) == "out-of-range"


def test_card_ids_go_up_to_two_to_the_62nd() -> None:
    assert validate.card_id(2**62, BadArgument) == 2**62
    assert _reason(validate.card_id, 2**62 + 1, BadArgument) == "out-of-range"
    assert validate.optional_card_id(None, BadArgument) is None
    assert validate.optional_card_id(5, BadArgument) == 5
    assert _reason(validate.optional_card_id, 0, BadArgument) == "out-of-range"


def test_optional_integer_keeps_both_bounds() -> None:
    assert validate.optional_integer(None, BadArgument, "n") is None
    assert validate.optional_integer(3, BadArgument, "n", low=1, high=5) == 3
    assert _reason(validate.optional_integer, 0, BadArgument, "n", low=1, high=5) == "out-of-range"
    assert _reason(validate.optional_integer, 6, BadArgument, "n", low=1, high=5) == "out-of-range"
    assert _reason(validate.optional_integer, "3", BadArgument, "n") == "bad-type"


def test_one_of_text_and_names_reasons() -> None:
    assert validate.one_of("top", ("top", "bottom"), BadArgument, "position") == "top"
    assert _reason(validate.one_of, 1, ("top", "bottom"), BadArgument, "position") == "bad-type"
    assert _reason(validate.one_of, "middle", ("top", "bottom"), BadArgument, "position") == "out-of-range"
    assert validate.text("Fairy", BadArgument, "name") == "Fairy"
    assert _reason(validate.text, "", BadArgument, "name") == "bad-type"
    assert _reason(validate.text, 3, BadArgument, "name") == "bad-type"
    assert validate.names(("Fairy", "Goblin"), BadArgument) == ["Fairy", "Goblin"]
    assert _reason(validate.names, "Fairy", BadArgument) == "bad-type"
    assert _reason(validate.names, ["Fairy", ""], BadArgument) == "bad-type"


def test_integers_start_at_zero_unless_told() -> None:
    assert validate.integer(0, BadArgument, "n") == 0
    assert validate.integer(1_000_000, BadArgument, "n") == 1_000_000
    assert _reason(validate.integer, -1, BadArgument, "n") == "out-of-range"
    assert _reason(validate.integer, True, BadArgument, "n") == "bad-type"
