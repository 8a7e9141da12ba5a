// swift-tools-version: 6.0
import PackageDescription

/// Renders the same model file with gen's template engine and with Stencil, in one run:
///
///     cd Benchmarks/Templates && swift run -c release
///
/// A package of its own, so building gen never builds Stencil.
let package = Package(
    name: "TemplateBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "gen", path: "../.."),
        .package(url: "https://github.com/stencilproject/Stencil", exact: "0.15.1"),
        .package(name: "BenchmarkSupport", path: "../Support"),
    ],
    targets: [
        .executableTarget(
            name: "TemplateBenchmarks",
            dependencies: [
                .product(name: "TemplateEngine", package: "gen"),
                .product(name: "Stencil", package: "Stencil"),
                .product(name: "BenchmarkSupport", package: "BenchmarkSupport"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
