"""Bind every Shadowverse EVOLVE feature file to the step definitions of this folder."""

from pytest_bdd import scenarios

scenarios("sve")
