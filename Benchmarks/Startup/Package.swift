// swift-tools-version: 6.0
import PackageDescription

// Measures a cold `gen module` of examples/Jacob against `gen --help`, each a new process.
// Kept out of the main package so users never build it. Run with `make bench`.
let package = Package(
    name: "StartupBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "BenchmarkSupport", path: "../Support"),
    ],
    targets: [
        .executableTarget(name: "StartupBenchmark", dependencies: ["BenchmarkSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
