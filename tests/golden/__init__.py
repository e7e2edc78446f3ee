"""Golden files: the canonical text the engine exports for the site, pinned word for word (see sve.py)."""
