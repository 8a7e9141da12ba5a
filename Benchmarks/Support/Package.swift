// swift-tools-version: 6.0
import PackageDescription

/// What the benchmark packages share: the table row `make bench` collects, and running gen
/// as a process, timed or with its peak memory. Depends on nothing, so it builds in seconds.
let package = Package(
    name: "BenchmarkSupport",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "BenchmarkSupport", targets: ["BenchmarkSupport"]),
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
    ],
    swiftLanguageModes: [.v6]
)
