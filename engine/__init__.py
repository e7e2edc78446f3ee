"""Minimal but real rules engines for the ruling oracle.

``engine.core`` holds what every game shares; ``engine.sve``, ``engine.foh`` and
``engine.umafan`` each model one game on top of it. Engines know nothing of
pytest, Gherkin or MkDocs: they are plain Python with a public API per game.
"""
