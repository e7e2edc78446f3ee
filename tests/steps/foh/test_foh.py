"""Every Force of the Horse scenario under features/foh."""

from pytest_bdd import scenarios

scenarios("foh")
