// swift-tools-version: 6.0
import PackageDescription

/// Throughput and peak memory of gen's JSON reader against Foundation's JSONSerialization.
/// Kept out of the main package so users never build it. Run from this folder:
///
///     swift run -c release
let package = Package(
    name: "JSONBenchmark",
    dependencies: [
        .package(name: "gen", path: "../.."),
        .package(name: "BenchmarkSupport", path: "../Support"),
    ],
    targets: [
        .executableTarget(
            name: "JSONBenchmark",
            dependencies: [
                .product(name: "JSONReader", package: "gen"),
                .product(name: "BenchmarkSupport", package: "BenchmarkSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
