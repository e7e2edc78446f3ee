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

# Every test, on TEST_WORKERS pytest-xdist workers (0: in this process), one test module per work unit (a
# module's fixtures are made once; the built sites once per run, see tests/site/conftest.py), the costliest
# units first and the modules using the project's built site as one unit (tests/support/xdist_order.py); the
# tests' own pytest runs go through one fork server per worker (tests/support/pytest_runs.py). Compiled
# modules (and pytest's rewritten test modules) are cached under .venv/pycache even where the environment
# sets PYTHONDONTWRITEBYTECODE: otherwise every worker and every subprocess of the tests compiles them again.
TEST_WORKERS ?= 2
test: setup lint
	env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache \
	  $(PY) -m pytest -n $(TEST_WORKERS) --dist loadscope

scenarios: setup
	$(PY) -m pytest tests/steps -p no:hypothesispytest

# Scenario results for the site: re-run only when a feature, step or engine file is newer than them, or
# when the file is unusable (corrupt, partial). Failing scenarios still give results (the site shows them
# failing); an unparsable feature, a collection error or a run that stops early fails here with file:line.
RESULTS       := results/results.json
RESULT_INPUTS := $(shell find features engine tests/steps tests/support oracle/sources.yaml \
                   -type f \( -name '*.feature' -o -name '*.py' -o -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) \
                   -not -path '*/__pycache__/*' 2>/dev/null)

$(RESULTS): $(RESULT_INPUTS) | $(STAMP)
	$(PY) -m oracle.checks
	@rm -f $(RESULTS).new; rc=0; \
	$(PY) -m pytest tests/steps -q -p no:hypothesispytest --oracle-results=$(RESULTS).new || rc=$$?; \
	if [ $$rc -gt 1 ]; then \
	  echo "make: the scenario run did not complete (pytest exit status $$rc: collection error, interrupt or usage error); $(RESULTS) not updated" >&2; \
	  rm -f $(RESULTS).new; exit $$rc; \
	fi
	$(PY) -m oracle.results check --complete $(RESULTS).new
	@mv $(RESULTS).new $(RESULTS)

# `make results` as one shell command (site-build runs it beside the card export): an unusable results file is
# named and removed, then the rule above runs the scenarios if the file is missing or older than an input.
# A line that starts make is run even by `make -n`: DRY_RUN (-n) then only prints what the rest would do.
DRY_RUN = $(findstring n,$(firstword -$(MAKEFLAGS)))
RESULTS_REFRESH = $(if $(DRY_RUN),echo "$(PY) -m oracle.results check --complete $(RESULTS) (removed if unusable)", \
	  msg=$$($(PY) -m oracle.results check --complete $(RESULTS) 2>&1 >/dev/null) \
	  || if [ -e $(RESULTS) ]; then echo "$$msg" >&2; echo "make: running the scenarios again" >&2; rm -rf $(RESULTS); fi); \
	  $(MAKE) --no-print-directory -f $(firstword $(MAKEFILE_LIST)) $(RESULTS)

results: setup
	@$(RESULTS_REFRESH)

# Merge the results of several runs (CI shards: pytest-split groups or any runs with --oracle-results PATH).
SHARDS ?= results/shard-*.json
.PHONY: results-merge cards
results-merge: setup
	$(PY) -m oracle.results merge -o $(RESULTS) $(SHARDS)

checks: setup
	$(PY) -m oracle.checks
	$(PY) -m oracle.cr --brief

# The Comprehensive Rules clause by clause (issue 21): the coverage figure and every clause left, with its reason,
# from up-to-date scenario results.
.PHONY: cr feature
cr: setup results
	$(PY) -m oracle.cr

# Our engine at an earlier commit as a column of the conformance page (issue 23): that commit's in-process
# suite runs in a temporary copy of its tree and its results land in results/engines/ours-<ref>.json.
# No git tag or branch is made. Example: make conformance-release REF=$$(git log --format=%h | sed -n 60p)
.PHONY: conformance-release
REF ?=
conformance-release: setup
	@test -n "$(REF)" || { echo "make conformance-release: say which commit, e.g. REF=41afb13" >&2; exit 2; }
	$(PY) tools/conformance/release_results.py $(REF)

# One feature file, a scenario of it (F=features/sve/x.feature:LINE) or a folder: `pytest F` works as well.
F ?= features
feature: setup
	$(PY) -m pytest -p no:xdist $(F)

# The card export the site reads (`python -m engine.export_cards OUT.json`, the engine's side of the contract).
# It runs with compiled modules where Python keeps them by default (see site-build).
CARDS       := results/cards.json
CARD_FIND   := engine -type f \( -name '*.py' -o -name '*.yaml' -o -name '*.yml' \) -not -path '*/__pycache__/*'
CARD_INPUTS := $(shell find $(CARD_FIND) 2>/dev/null)
# True when the rule below would run (no export, or an input newer than it), found without starting make.
CARDS_STALE  = [ ! -f $(CARDS) ] || [ -n "$$(find $(CARD_FIND) -newer $(CARDS) -print -quit 2>/dev/null)" ]

$(CARDS): $(CARD_INPUTS) | $(STAMP)
	@mkdir -p $(dir $(CARDS))
	@if [ -f engine/export_cards.py ]; then \
	  env -u PYTHONPYCACHEPREFIX -u PYTHONDONTWRITEBYTECODE \
	    $(PY) -m engine.export_cards $(CARDS).new && mv $(CARDS).new $(CARDS); \
	else echo "no engine/export_cards.py yet: the site is built without card pages"; fi

cards: setup $(CARDS)

# Generate the pages and build the site into a fresh folder, swapped in when complete; nothing changed -> no rebuild.
# The card export is made (when out of date) at the same time as the results are checked and the rest is read:
# its make's exit status goes to the publisher on a pipe (fd 3 keeps the export's output on make's stdout),
# which reads the export only once it is complete and fails when it failed. The export and the publisher run
# with compiled modules where Python keeps them by default (the .venv's packages are compiled when installed,
# this project's modules are cached beside them): a PYTHONPYCACHEPREFIX would make every package module
# (MkDocs, pydantic...) compile again wherever the .venv is reached by another path (a copy of the project
# whose .venv is a link to this one), and PYTHONDONTWRITEBYTECODE would compile this project's at every build.
#
# Results that exist and are not older than any input (the rule above would not run) are checked by the
# publisher itself (--check-results, what `python -m oracle.results check --complete` does): no second
# interpreter and no second make before the build starts. When it finds them unusable it exits 3 before
# reading the export's status, and they go the usual way (named, removed, the scenarios run again).
RESULTS_FRESH = [ -f $(RESULTS) ] && [ -z "$$(find $(RESULT_INPUTS) -newer $(RESULTS) -print -quit 2>/dev/null)" ]
PUBLISH = $(if $(DRY_RUN),echo) env -u PYTHONPYCACHEPREFIX -u PYTHONDONTWRITEBYTECODE NO_MKDOCS_2_WARNING=1 \
	  $(PY) -m oracle.site.publish --cards-on-stdin
site-build: setup
	@{ { if $(CARDS_STALE); then $(MAKE) -s --no-print-directory $(CARDS) 1>&3 3>&-; echo "$$?"; else echo 0; fi; } \
	  | { if $(RESULTS_FRESH); then \
	        $(PUBLISH) --check-results 3>&-; rc=$$?; [ $$rc -eq 3 ] || exit $$rc; \
	        echo "make: running the scenarios again" >&2; rm -rf $(RESULTS); \
	      fi; \
	      { $(RESULTS_REFRESH); } </dev/null 3>&- && $(PUBLISH) 3>&-; }; } 3>&1

# Before serving, our engines run over the wire once (make conformance) unless that run is newer than the
# results, and our engine's own suite at RELEASE_REF once (make conformance-release), so the conformance page
# has its wire column and an earlier-release column. RELEASE_REF: the project has no release tags yet; the
# default is the last landing before the conformance kit (2026-12-04).
RELEASE_REF ?= 9159e23
# exec: the serving python replaces the recipe's shell, so a SIGTERM to make reaches it (make forwards
# SIGTERM to its children) and it stops mkdocs serve before exiting.
SITE_ADDR ?= 127.0.0.1:8000
site: setup results cards
	@test -s results/engines/ruling-oracle-sve.json -a results/engines/ruling-oracle-sve.json -nt $(RESULTS) \
	  || $(MAKE) --no-print-directory conformance \
	  || echo "make site: the run over the wire failed; the conformance page shows the runs that exist" >&2
	@ls results/engines/ours-$(RELEASE_REF)*.json >/dev/null 2>&1 \
	  || $(MAKE) --no-print-directory conformance-release REF=$(RELEASE_REF) \
	  || echo "make site: no run of $(RELEASE_REF) (a shallow clone?); the conformance page shows the runs that exist" >&2
	exec env NO_MKDOCS_2_WARNING=1 $(PY) -m oracle.site.serve --addr $(SITE_ADDR)

clean:
	rm -rf $(VENV) site .pytest_cache results docs/generated

# Fuzz the three engines with 10^6 random legal and malformed actions (python -m tests.fuzz --help).
.PHONY: fuzz
fuzz: setup
	$(PY) -m tests.fuzz 1000000

# Mutation testing (issue 12, docs/mutation.md): not part of `make test` or CI.
# `make mutate` measures all of engine/, `make mutate MODULE=engine/foh` (or one file) a part of it;
# MUTATE_JOBS worker processes (default 2); RESUME=1 (with MODULE) tests only the mutants with no verdict yet, so a
# run stopped part way goes on; SAMPLE=N (with MODULE, SEED=S, default 1) tests a seeded random draw of N of the
# mutants with no verdict yet and estimates the whole module's figures from it (tools/mutate/sampling.py);
# `make mutate-report` reprints the last figures.
MODULE       ?=
RESUME       ?=
SAMPLE       ?=
SEED         ?= 1
MUTATE_JOBS  ?= 2
MUTATE_STAMP := $(VENV)/.mutate-stamp

$(MUTATE_STAMP): pyproject.toml | $(STAMP)
	$(PY) -m pip install --quiet -e '.[test,site,mutate]'
	touch $(MUTATE_STAMP)

.PHONY: mutate mutate-report
mutate: $(MUTATE_STAMP)
	$(PY) tools/mutate/mutate.py $(MODULE) --jobs $(MUTATE_JOBS) $(if $(RESUME),--resume) \
	  $(if $(SAMPLE),--sample $(SAMPLE) --seed $(SEED))

mutate-report: $(MUTATE_STAMP)
	$(PY) tools/mutate/mutate.py $(MODULE) --report-only --survivors

# Engine conformance (issue 23): the full SVE, FOH and umafan suites through the JSON-lines wire protocol
# (oracle/conformance), one engine process per game. Prints per game the passed/failed/unsupported/error
# counts and, for our own engines (the default ENGINE), whether every scenario's outcome equals the
# in-process one in $(RESULTS). Another engine: make conformance ENGINE="path/to/engine --flags".
# Results: results/engines/<name>-<game>.json (the results.json shape plus the handshake's "engine").
OUR_ENGINE  = $(PY) -m engine.protocol
ENGINE     ?= $(OUR_ENGINE)
ENGINE_NAME ?= $(if $(filter $(OUR_ENGINE),$(ENGINE)),ruling-oracle,engine)
.PHONY: conformance
conformance: setup $(if $(filter $(OUR_ENGINE),$(ENGINE)),results)
	@rc=0; for g in sve foh umafan; do \
	  $(PY) -m oracle.conformance --engine "$(ENGINE)" --game $$g --out results/engines/$(ENGINE_NAME)-$$g.json \
	    $(if $(filter $(OUR_ENGINE),$(ENGINE)),--compare $(RESULTS)) || rc=1; \
	done; exit $$rc

# Speed guard (tools/bench/README.md; CI does not run it): the scenario suite against its design floor and
# the plain pytest-bdd anchor, the site build, the engine and a 10x corpus, as ratios from one run; exits 1
# when a judged figure is past its limit. Options: make bench BENCH_ARGS="--quick" (see --help).
.PHONY: bench
bench: setup
	$(PY) tools/bench/bench.py $(BENCH_ARGS)

# Golden files of the SVE export (tests/golden/sve.py): write them again after a deliberate change of a card's
# wording, the vocabulary or the refusal list, then review `git diff tests/golden`.
.PHONY: golden
golden: setup
	$(PY) -m tests.golden.sve
