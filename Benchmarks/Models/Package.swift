// swift-tools-version: 6.0
import PackageDescription

// Measures `gen model` end to end against Foundation's JSONSerialization on the same file.
// Kept out of the main package so users never build it. Run with `make bench-model`.
let package = Package(
    name: "ModelBenchmark",
    platforms: [.macOS(.v13)],
    targets: [
        .executableTarget(name: "ModelBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
