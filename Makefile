# Two commands for a fresh machine with Python 3.11+, pip, make, and Node.js
# with npm (the device lane's emulator; without npm those tests skip):
#   make run    the console: a simulator window, or headless screenshots in shots/ without a screen
#   make test   the whole suite: CPython, the MicroPython lane and the device lane. The device
#               lane's board tests need a stock CircuitPython UF2 and the RP2040 bootrom in
#               ~/.cache/pocket-cards/device/ (never in the repository) and skip naming them otherwise;
#               -rs prints every skip's reason.
VENV ?= .venv
PY := $(VENV)/bin/python

.PHONY: run test bench bench-quick shots screens deploy deploy-dry bundle soak

# Also the device lane's emulator (tests/device/): rp2040js from
# package-lock.json into node_modules/; without npm those tests skip.
$(VENV)/.installed: requirements.txt package-lock.json
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet -r requirements.txt
	if command -v npm >/dev/null; then npm ci --no-audit --no-fund --loglevel=error; \
	else echo "npm not found: tests/device/ will skip (they need Node.js 18+)"; fi
	touch $@

run: $(VENV)/.installed
	$(PY) code.py

test: $(VENV)/.installed
	$(PY) -m pytest -q -rs

bench: $(VENV)/.installed
	$(PY) tools/bench.py

bench-quick: $(VENV)/.installed
	$(PY) tools/bench.py --quick

soak: $(VENV)/.installed
	$(PY) tools/soak.py

# make deploy [DRIVE=/path/to/drive] [MPY=1] [FORCE_SETTINGS=1]
# Without DRIVE the tool finds the board's drive, named CONSOLE or CIRCUITPY.
DEPLOY_ARGS = $(if $(DRIVE),"$(DRIVE)") $(if $(filter-out 0,$(MPY)),--mpy) \
	$(if $(filter-out 0,$(FORCE_SETTINGS)),--force-settings)

deploy-dry: $(VENV)/.installed
	$(PY) tools/deploy.py $(DEPLOY_ARGS) --dry-run

deploy: $(VENV)/.installed
	$(PY) tools/deploy.py $(DEPLOY_ARGS)

# build/pocket-cards-bundle.zip: one folder pocket-cards-VERSION/ with the drive's files
# (the same bytes make deploy copies, lib/ included) and a README.txt
bundle: $(VENV)/.installed
	$(PY) tools/bundle.py

shots: $(VENV)/.installed
	$(PY) tools/shots.py --demo --out shots

# every screenshot of docs/screens (the README's pictures), at 1x
screens: $(VENV)/.installed
	$(PY) tools/docs_screens.py
