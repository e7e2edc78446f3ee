"""Generated pages handed to the MkDocs build in memory, not through ``docs/generated`` on disk.

``python -m oracle.site.publish`` generates the pages in a forked child (see :func:`oracle.site.fork.beside`)
and sets :data:`PAGES` in the process that runs MkDocs; the hook's ``on_files``
(:mod:`oracle.site.search_hook`) then builds those texts instead of reading 700-odd files back from
the disk that the child is still writing. Empty (the usual case: ``mkdocs build``/``serve``): the pages on
disk are built.
"""

from __future__ import annotations

from collections.abc import Callable

PAGES: dict[str, str] = {}
"""Text of each generated file by its path relative to ``docs/generated`` (as written to disk)."""
WAIT: list[Callable[[], None]] = []
"""What :func:`ready` waits for: the publisher's child writing ``docs/generated`` (its ``finish``)."""


def ready() -> None:
    """Wait until ``docs/generated`` is complete on disk (at once when nothing is pending)."""
    while WAIT:
        WAIT.pop()()
