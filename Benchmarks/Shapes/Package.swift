// swift-tools-version: 6.0
import PackageDescription

// Measures `gen model` on samples of odd shapes against Foundation's JSONSerialization on
// the same files. Kept out of the main package so users never build it. Run with
// `make bench-shapes`.
let package = Package(
    name: "ShapeBenchmark",
    platforms: [.macOS(.v13)],
    targets: [
        .executableTarget(name: "ShapeBenchmark"),
    ],
    swiftLanguageModes: [.v6]
)
