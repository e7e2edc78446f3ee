"""The card export's status, read by the publisher and handed to its forked page generator (``_relay``)."""

from __future__ import annotations

import io
import os

import pytest

from oracle.site.errors import SiteError
from oracle.site.publish import PendingCards, _relay


@pytest.mark.parametrize(("said", "status"), [("0\n", 0), ("2\n", 2), ("", -1), ("noise\n0\n", 0)])
def test_in_one_process_the_view_hands_over_first(said: str, status: int) -> None:
    cards = PendingCards(io.StringIO(said))
    view, hand_over, close = _relay(cards)
    try:
        assert view.read() == status == cards.read()
        hand_over()  # already done: nothing happens
        if status != 0:
            with pytest.raises(SiteError, match="making the card export failed"):
                view.wait()
    finally:
        close()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
@pytest.mark.parametrize(("said", "status"), [("0\n", 0), ("3\n", 3), ("", -1)])
def test_a_forked_generator_gets_the_status_the_publisher_read(said: str, status: int) -> None:
    cards = PendingCards(io.StringIO(said))
    view, hand_over, close = _relay(cards)
    pid = os.fork()
    if pid == 0:  # the generator: reads only what it is handed
        code = 0
        try:
            code = 10 + view.read() + 1  # 10 for -1, 11 for 0, ...
        finally:
            os._exit(code)
    try:
        hand_over()
        _, result = os.waitpid(pid, 0)
    finally:
        close()
    assert os.waitstatus_to_exitcode(result) == 10 + status + 1
    assert cards.status == status


class _Broken(io.StringIO):
    def read(self, size: int | None = -1) -> str:
        raise UnicodeDecodeError("utf-8", b"\xff", 0, 1, "not text")


def test_a_status_that_cannot_be_read_still_reaches_the_generator() -> None:
    """The generator never waits for ever: it gets "no status" and the publisher's error is raised."""
    view, hand_over, close = _relay(PendingCards(_Broken()))
    try:
        with pytest.raises(UnicodeDecodeError):
            hand_over()
        with pytest.raises(SiteError, match="stopped without an exit status"):
            PendingCards(view.stream, relayed=lambda: None).wait()
    finally:
        close()
