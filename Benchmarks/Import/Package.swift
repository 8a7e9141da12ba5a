// swift-tools-version: 6.0
import PackageDescription

// Measures `gen import` on a 50 MB HAR capture of 5,000 entries against Foundation's
// JSONSerialization reading the same file. Kept out of the main package so users never
// build it. Run with `make bench-import`, or with
// every benchmark by `make bench`.
let package = Package(
    name: "ImportBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "BenchmarkSupport", path: "../Support"),
    ],
    targets: [
        .executableTarget(name: "ImportBenchmark", dependencies: ["BenchmarkSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
