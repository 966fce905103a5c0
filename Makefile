# Two commands for a newcomer: `make run` and `make test`. Both build .venv when needed.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed-run
TEST_STAMP := $(VENV)/.installed-test
# pytest-xdist workers: two halves the suite's time on a two-core machine (9 min -> 5 min)
TEST_WORKERS ?= 2
QM := $(patsubst %.ts,%.qm,$(wildcard ui/i18n/*.ts))

.PHONY: run test bench format art sounds screenshots translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(RUN_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(RUN_STAMP)

# Qt Linguist sources (.ts, committed) compiled to .qm as part of the build.
ui/i18n/%.qm: ui/i18n/%.ts | $(RUN_STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

translations: $(QM)

run: $(RUN_STAMP) $(QM)
	$(BIN)/python -m ui.app

test: $(TEST_STAMP) $(QM)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n $(TEST_WORKERS)

bench: $(TEST_STAMP)
	$(BIN)/python -m tests.bench

# Regenerate the committed art exports and sounds (sounds need espeak-ng and sox).
art: $(RUN_STAMP)
	$(BIN)/python images/make_art.py

sounds: $(RUN_STAMP)
	$(BIN)/python sounds/make_sounds.py

screenshots: $(RUN_STAMP) $(QM)
	$(BIN)/python -m ui.felt.screenshots
	$(BIN)/python -m tests.ui.screenshots_app en docs/screenshots
	for size in 1280x800 1366x700; do for lang in ca es en; do \
		SHOT_SIZE=$$size $(BIN)/python -m tests.ui.screenshots_app $$lang docs/screenshots/app/$$size; \
	done; done

format: $(TEST_STAMP)
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .ruff_cache
