# The two commands that do everything: `make test` and `make site` (see README.md).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp

.PHONY: setup test lint unit scenarios site site-build clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,site]'
	touch $(STAMP)

setup: $(STAMP)

lint: setup
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy

test: setup lint
	$(PY) -m pytest

scenarios: setup
	$(PY) -m pytest tests/steps

site-build: setup
	@echo "site generation arrives with the site issue"

site: site-build

clean:
	rm -rf $(VENV) site .pytest_cache results
