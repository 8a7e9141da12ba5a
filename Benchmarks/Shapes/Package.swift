// swift-tools-version: 6.0
import PackageDescription

// Measures `gen model` on samples of odd shapes against Foundation's JSONSerialization on
// the same files. Kept out of the main package so users never build it. Run with
// `make bench-shapes`, or with every benchmark by `make bench`.
let package = Package(
    name: "ShapeBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "BenchmarkSupport", path: "../Support"),
    ],
    targets: [
        .executableTarget(name: "ShapeBenchmark", dependencies: ["BenchmarkSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
