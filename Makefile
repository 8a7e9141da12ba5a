# gen: build, test, example and install. Every target first makes sure libyaml is present.

PREFIX ?= /usr/local
# The version is defined once, in Sources/GenKit/GenVersion.swift.
VERSION := $(shell sed -n 's/^ *package static let number = "\(.*\)"$$/\1/p' Sources/GenKit/GenVersion.swift)
EXAMPLE_OUTPUT ?= .build/example/Jacob
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# A release build whose code makes each concrete generic type through its metadata accessor
# instead of looking it up by mangled name at run time: on Linux, the first lookup of each
# type searches every loaded library's protocol conformances. Without it a cold `gen module`
# of examples/Jacob takes about 3% longer (docs/development.md). A flag of
# the command line, not of Package.swift, where an unsafe flag would keep packages from
# depending on gen by version.
RELEASE := -c release -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

.PHONY: deps build release test test-packages property-test fuzz example install version bench bench-model bench-import bench-shapes

deps:
	@if ! pkg-config --exists yaml-0.1 2>/dev/null; then \
		echo "Installing libyaml (the YAML parser gen reads gen.yml with)"; \
		if [ "$$(uname)" = Darwin ]; then \
			brew install libyaml pkg-config; \
		else \
			$(SUDO) apt-get update && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y libyaml-dev pkg-config; \
		fi; \
	fi

build: deps
	swift build

# The release build `make install` and `make bench` use; prints where the binary is.
release: deps
	swift build $(RELEASE) --product gen
	@echo "$$(swift build -c release --show-bin-path)/gen"

# Runs swift test with its whole output in .build/test.log and prints it without the progress
# lines of the build and the line of each test that started or passed (arguments included,
# some of which span thousands of lines): on success, the build's summary, skipped tests,
# what tests print and the summary lines of the XCTest and Swift Testing runs (300 lines at
# most); on failure, also each failure's details and every build error, and exits 1.
test: deps
	@mkdir -p .build
	@swift test > .build/test.log 2>&1; status=$$?; \
	awk ' \
		skip && /^(◇|✔|✘|➜|↳|⚠|Test Suite |Test Case )/ { skip = 0 } \
		skip { if (/(started|passed after [0-9.]+ seconds[^.]*)\.$$/) skip = 0; next } \
		/^\[[0-9]+\/[0-9]+\] / || /^Test Case .* (started|passed)/ || /^Test Suite .* started/ { next } \
		/^(◇|✔) / && !/^✔ Test run with / { if (!/(started|passed after [0-9.]+ seconds[^.]*)\.$$/) skip = 1; next } \
		{ print }' .build/test.log | if [ $$status -eq 0 ]; then head -n 300; else cat; fi; \
	if [ $$status -ne 0 ]; then echo "make test: swift test failed (exit status $$status); the whole output is in .build/test.log"; exit 1; fi

# Builds the async and swiftui modules of every example with `swift build` and runs their generated tests,
# and runs gen through its SwiftPM plugin in a package that depends on this checkout.
test-packages: deps
	GEN_PACKAGE_TESTS=1 swift test --filter 'PackageTests'

# Round-trips PROPERTY_DOCUMENTS random JSON documents for each of PROPERTY_SEEDS through
# the models gen infers for them, one swiftc run per seed (see README).
PROPERTY_SEEDS ?= 1 2 3 4 5 6 7 8 9 10
PROPERTY_DOCUMENTS ?= 300
PROPERTY_YML_CASES ?= 600
property-test: deps
	swift build --build-tests
	@for seed in $(PROPERTY_SEEDS); do \
		GEN_PROPERTY_SEED=$$seed GEN_PROPERTY_DOCUMENTS=$(PROPERTY_DOCUMENTS) GEN_PROPERTY_YML_CASES=$(PROPERTY_YML_CASES) swift test --skip-build --filter PropertyTests > .build/property-test.log 2>&1; \
		status=$$?; grep -E "property test|gen.yml values" .build/property-test.log; \
		if [ $$status -ne 0 ]; then grep -E "Expectation failed|CHANGED|FAILED|error:" .build/property-test.log | cut -c1-2000 | head -40; exit 1; fi; \
	done

# Feeds FUZZ_CASES mutated samples, manifests, set.yml files and templates of seed FUZZ_SEED,
# and FUZZ_KILLS interrupted runs, to a release build of gen and checks every run for
# crashes, hangs and debris (see README). FUZZ_CASE=N or FUZZ_KILL=N reruns one of them.
FUZZ_SEED ?= 1
FUZZ_CASES ?= 10000
FUZZ_KILLS ?= 200
fuzz: deps
	swift build $(RELEASE) --product gen
	cd Fuzz && swift build -c release
	Fuzz/.build/release/Fuzz "$$(swift build -c release --show-bin-path)/gen" --repository "$(CURDIR)" \
		--seed $(FUZZ_SEED) --cases $(FUZZ_CASES) --kills $(FUZZ_KILLS) \
		$(if $(FUZZ_CASE),--case $(FUZZ_CASE)) $(if $(FUZZ_KILL),--kill $(FUZZ_KILL))

example: deps
	swift run gen module --json examples/Jacob/samples --manifest examples/Jacob/gen.yml --output $(EXAMPLE_OUTPUT) --force
	@echo
	@echo "The module is in $(EXAMPLE_OUTPUT). Its model file:"
	@echo
	@cat $(EXAMPLE_OUTPUT)/Model/Home.swift

# Installs gen $(VERSION); records the commit it was built from for `gen --version` when
# this is a git checkout.
install: deps
	swift build $(RELEASE) --product gen
	install -d $(PREFIX)/bin $(PREFIX)/share/gen
	install -m 755 "$$(swift build -c release --show-bin-path)/gen" $(PREFIX)/bin/gen
	rm -rf $(PREFIX)/share/gen/templates
	cp -R templates $(PREFIX)/share/gen/templates
	git rev-parse HEAD > $(PREFIX)/share/gen/commit 2>/dev/null || rm -f $(PREFIX)/share/gen/commit
	@echo "Installed gen $(VERSION) in $(PREFIX)/bin"

version:
	@echo $(VERSION)

# Runs every benchmark of Benchmarks/benchmarks.list against a release build of gen and prints
# the machine, each command's output and one table of every target (Benchmarks/README.md).
bench: deps
	swift build $(RELEASE) --product gen
	GEN="$$(swift build -c release --show-bin-path)/gen" sh Benchmarks/bench.sh

# Measures `gen model` and `gen lint` on a 10 MB sample against JSONSerialization parsing it (see README).
bench-model: deps
	swift build $(RELEASE) --product gen
	cd Benchmarks/Models && swift run -c release ModelBenchmark "$$(cd ../.. && swift build -c release --show-bin-path)/gen"

# Measures `gen import` on a 50 MB HAR capture against JSONSerialization reading it (see README).
bench-import: deps
	swift build $(RELEASE) --product gen
	cd Benchmarks/Import && swift run -c release ImportBenchmark "$$(cd ../.. && swift build -c release --show-bin-path)/gen"

# Measures `gen model` on a 100 MB key, objects nested 500 deep and 99,999 duplicate keys on
# one line, each against JSONSerialization parsing it (see README).
bench-shapes: deps
	swift build $(RELEASE) --product gen
	cd Benchmarks/Shapes && swift run -c release ShapeBenchmark "$$(cd ../.. && swift build -c release --show-bin-path)/gen"
