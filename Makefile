# picklist — build, test and run the pick-list spec compiler.
#
#   make run      compile the bundled specs/ into .build/generated/
#   make test     the whole test suite (swift test, then the example package)
#   make lint     lint the bundled specs
#   make install  install the picklist binary into $(PREFIX)/bin
#   make bench    performance benchmark (see docs/performance.md)

PREFIX ?= /usr/local
SWIFT ?= swift
CONFIG ?= debug
BUILD_FLAGS ?=
PICKLIST = $(shell $(SWIFT) build -c $(CONFIG) $(BUILD_FLAGS) --show-bin-path)/picklist
GENERATED ?= .build/generated

.PHONY: all deps build run test lint install uninstall bench templates clean

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

run: build
	$(PICKLIST) lint specs
	$(PICKLIST) generate specs --output $(GENERATED)
	@echo "generated Swift for every spec in specs/ → $(GENERATED)/"

lint: build
	$(PICKLIST) lint specs

test: deps
	$(SWIFT) test $(BUILD_FLAGS) 2>&1

install: CONFIG = release
install: build
	install -d "$(PREFIX)/bin"
	install -m 755 "$(PICKLIST)" "$(PREFIX)/bin/picklist"

uninstall:
	rm -f "$(PREFIX)/bin/picklist"

# The benchmark (docs/performance.md): a release build, then one run that prints the table
# and ends with `generate/raw = X.XX`. Slow (minutes); not part of `make test`.
bench: deps
	$(SWIFT) build -c release $(BUILD_FLAGS)
	$$($(SWIFT) build -c release $(BUILD_FLAGS) --show-bin-path)/picklist-bench $(BENCH_FLAGS)

clean:
	$(SWIFT) package clean
	rm -rf $(GENERATED)
