"""Fuzz harness of the three engines: random legal and malformed actions, invariants checked after each.

Run a budget with ``python -m tests.fuzz`` (``make fuzz``); ``test_fuzz.py`` runs a small one in ``make test``.
"""
