"""``python -m oracle.site.serve --poll``: a bad interval is refused with a message naming it, before anything
is built or served."""

from __future__ import annotations

import pytest

from oracle.site.serve import _seconds, main


@pytest.mark.parametrize("text", ["0", "-1", "nan", "inf", "3601", "soon", ""])
def test_a_bad_polling_interval_is_refused_and_named(text: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--root", "/nonexistent", "--poll", text])
    assert stop.value.code == 2
    assert "--poll" in capsys.readouterr().err


@pytest.mark.parametrize(("text", "value"), [("0.1", 0.1), ("1", 1.0), ("3600", 3600.0)])
def test_a_polling_interval_is_seconds(text: str, value: float) -> None:
    assert _seconds(text) == value
