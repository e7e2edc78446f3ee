"""``make site`` stops with its ``mkdocs serve``: the server notices when make is being stopped by a signal.

GNU make passes SIGTERM on to its children but not a SIGINT or SIGHUP sent to make alone: it blocks the
signal and waits. ``oracle.site.serve`` watches its parent's blocked signals (Linux ``/proc``) for that.
The whole chain (make, server, mkdocs; each signal to make, to the server and to the group) was checked by
hand; this test pins the detection it relies on.
"""

from __future__ import annotations

import os
import signal
import sys

import pytest

from oracle.site.serve import _blocked_fatal_signals, _is_make

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def test_a_blocked_hangup_is_seen() -> None:
    before = _blocked_fatal_signals(os.getpid())
    old = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGHUP})
    try:
        now = _blocked_fatal_signals(os.getpid())
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)
    assert now & ~before == 1 << (signal.SIGHUP - 1)
    assert _blocked_fatal_signals(os.getpid()) == before


def test_an_unknown_process_blocks_nothing() -> None:
    assert _blocked_fatal_signals(2**22 + 12345) == 0


def test_only_a_make_parent_is_watched() -> None:
    assert not _is_make(os.getpid())
