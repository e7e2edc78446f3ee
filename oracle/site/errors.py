"""The site generator's error: what is wrong, and where (file and line)."""

from __future__ import annotations


class SiteError(Exception):
    """The site cannot be built honestly from its inputs (a ruling would be lost or shown wrongly)."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}")
        self.path = path
        self.line = line
        self.message = message
