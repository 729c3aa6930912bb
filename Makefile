# Everyday commands for Plumb. `make test` is what CI runs (.ci/run).
#
#   make demo      replay the first example session, echoing each entry
#   make test      build, run every test, then check the solver against scipy
#   make bench     time the solver against kiwisolver (release build)
#   make format    reformat Sources and Tests with swift-format (.swift-format)
#   make lint      report style problems without changing files
#   make clean     remove build products
#
# Pass extra SwiftPM flags through SWIFTFLAGS, e.g. SWIFTFLAGS="--scratch-path .build-mine".

SWIFT ?= swift
PYTHON ?= python3
SWIFTFLAGS ?=
SESSION ?= sessions/01-easy-layout.plumb
SETUP := bash scripts/setup.sh

.PHONY: setup setup-python demo test bench format lint clean

setup:
	@$(SETUP)

setup-python:
	@$(SETUP) --python

demo: setup
	$(SWIFT) run $(SWIFTFLAGS) plumb run --echo $(SESSION)

test: setup-python
	$(SWIFT) test $(SWIFTFLAGS)
	@if [ -f scripts/oracle.py ]; then \
		echo "$(PYTHON) scripts/oracle.py"; $(PYTHON) scripts/oracle.py && \
		echo "$(PYTHON) scripts/oracle.py --engine revised --count 1000 --extreme 0" && \
		$(PYTHON) scripts/oracle.py --engine revised --count 1000 --extreme 0; \
	fi
	$(PYTHON) scripts/pty_test.py
	$(PYTHON) scripts/ambiguity_oracle.py

bench: setup-python
	$(PYTHON) scripts/bench.py

# swift-format ships with the toolchain (Swift 6+) as `swift format`.
HAVE_FORMAT = $(SWIFT) format --version >/dev/null 2>&1 || \
	{ echo "swift format is missing: it ships with Swift 6 toolchains" >&2; exit 1; }

format:
	@$(HAVE_FORMAT)
	$(SWIFT) format --in-place --recursive --parallel Sources Tests

lint:
	@$(HAVE_FORMAT)
	$(SWIFT) format lint --recursive --parallel Sources Tests

# make test builds once, in .build (the oracles use its products); scripts/bench.py builds
# release products in .build-release.
clean:
	rm -rf .build .build-oracle .build-ambiguity-oracle .build-release oracle-out bench-out
