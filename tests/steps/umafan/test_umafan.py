"""Run every umafan scenario (features/umafan)."""

from pytest_bdd import scenarios

scenarios("umafan")
