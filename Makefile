# Two commands for a fresh machine (only Python, pip and make needed):
#   make run    the console: a simulator window, or headless screenshots in shots/ without a screen
#   make test   the whole test suite (CPython + the MicroPython lane)
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test bench bench-quick shots deploy deploy-dry soak

$(VENV)/.installed: requirements.txt
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet -r requirements.txt
	touch $@

run: $(VENV)/.installed
	$(PY) code.py

test: $(VENV)/.installed
	$(PY) -m pytest -q

bench: $(VENV)/.installed
	$(PY) tools/bench.py

bench-quick: $(VENV)/.installed
	$(PY) tools/bench.py --quick

soak: $(VENV)/.installed
	$(PY) tools/soak.py

deploy-dry: $(VENV)/.installed
	$(PY) tools/deploy.py $(or $(DRIVE),/media/$(USER)/CIRCUITPY) --dry-run

deploy: $(VENV)/.installed
	$(PY) tools/deploy.py $(or $(DRIVE),/media/$(USER)/CIRCUITPY)

shots: $(VENV)/.installed
	$(PY) tools/shots.py --demo --out shots
