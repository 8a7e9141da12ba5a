// swift-tools-version: 6.0
import PackageDescription

// Measures `gen model` and `gen lint` end to end, time and peak memory, against Foundation's
// JSONSerialization on the same file. Kept out of the main package so users never build it.
// Run with `make bench-model`, or with every benchmark by `make bench`.
let package = Package(
    name: "ModelBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "BenchmarkSupport", path: "../Support"),
    ],
    targets: [
        .executableTarget(name: "ModelBenchmark", dependencies: ["BenchmarkSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
