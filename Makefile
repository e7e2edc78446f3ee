# The two commands that do everything: `make test` and `make site` (see README.md).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp

.PHONY: setup test lint unit scenarios results site site-build checks clean

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
	$(PY) -m pytest tests/steps -p no:hypothesispytest

# Scenario results for the site: re-run only when a feature, step or engine file is newer than them.
RESULTS       := results/results.json
RESULT_INPUTS := $(shell find features engine tests/steps tests/support oracle/sources.yaml \
                   -type f \( -name '*.feature' -o -name '*.py' -o -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) \
                   -not -path '*/__pycache__/*' 2>/dev/null)

$(RESULTS): $(RESULT_INPUTS) | $(STAMP)
	-$(PY) -m pytest tests/steps -q -p no:hypothesispytest --oracle-results $(RESULTS)
	@test -f $(RESULTS) || echo "no scenario results (no bdd scenario collected)"

results: setup $(RESULTS)

checks: setup
	$(PY) -m oracle.checks

site-build: setup results
	$(PY) -m oracle.site
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --site-dir site

site: setup results
	NO_MKDOCS_2_WARNING=1 $(PY) -m oracle.site.serve --addr 127.0.0.1:8000

clean:
	rm -rf $(VENV) site .pytest_cache results docs/generated

# Speed figures of issue 11, each as a ratio to pytest's own floor, from one run here (CI does not run it;
# exits 1 past the limits). Options: make bench BENCH_ARGS="--runs 3 --skip-full-pytest".
.PHONY: bench
bench: setup
	$(PY) tools/bench/bench.py $(BENCH_ARGS)
