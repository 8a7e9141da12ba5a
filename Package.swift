// swift-tools-version: 6.0
import PackageDescription

/// A file sees only the members of the modules it imports itself: Foundation's string
/// methods (`contains`, `range(of:)`, through NSString) do not stand in for the standard
/// library's in a file that never imports Foundation.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
    name: "gen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "gen", targets: ["gen"]),
        .library(name: "JSONReader", targets: ["JSONReader"]),
        /// The template engine on its own, for Benchmarks/Templates and other tools.
        .library(name: "TemplateEngine", targets: ["TemplateEngine", "Diagnostics"]),
        /// `swift package --allow-writing-to-package-directory gen module …` in a package that depends on gen.
        .plugin(name: "GenPlugin", targets: ["GenPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // Engines: know nothing of gen.yml, template folders or module folders.
        .target(name: "Diagnostics", swiftSettings: strictImports),
        /// What several stages share: the file system, paths, hashing, unified diffs, Swift
        /// string literals, English inflection, the generated file handed to the writer, and
        /// a map spread over the cores.
        .target(name: "Support", dependencies: ["Diagnostics"], swiftSettings: strictImports),
        .target(name: "YAMLReader", dependencies: ["CYaml", "Diagnostics"], swiftSettings: strictImports),
        .target(name: "JSONReader", dependencies: ["Diagnostics"], swiftSettings: strictImports),
        .target(name: "Inference", dependencies: ["JSONReader", "Diagnostics", "Support"], swiftSettings: strictImports),
        .target(name: "TemplateEngine", dependencies: ["Diagnostics", "Support"], swiftSettings: strictImports),
        .target(name: "Importer", dependencies: ["Diagnostics", "JSONReader", "Inference", "Inputs", "Support"], swiftSettings: strictImports),
        // Stages, each importing only earlier ones: Load → Plan → Render → Write.
        /// Load: gen.yml and set.yml decoded strictly, samples read and linted.
        .target(name: "Inputs", dependencies: ["Diagnostics", "Support", "YAMLReader", "JSONReader", "Inference"], swiftSettings: strictImports),
        /// Plan: samples paired with the manifest, models inferred, requests, routes and paging resolved.
        .target(name: "Planner", dependencies: ["Diagnostics", "Support", "Inputs", "Inference", "JSONReader"], swiftSettings: strictImports),
        /// Render: the typed template context, the compiled template set, the rendered files.
        .target(name: "Renderer", dependencies: ["Diagnostics", "Support", "JSONReader", "Inputs", "Planner", "Inference", "TemplateEngine"], swiftSettings: strictImports),
        /// Write: the write plan, the lock file and the API change report, over plain bytes.
        .target(name: "Writer", dependencies: ["Diagnostics", "Support"], swiftSettings: strictImports),
        /// Runs the stages for each command; the command line calls only this.
        .target(
            name: "Generator",
            dependencies: ["Diagnostics", "Support", "Inputs", "Planner", "Renderer", "Writer", "Inference", "TemplateEngine", "JSONReader"],
            swiftSettings: strictImports
        ),
        /// Every rule of a run of each command: resolving inputs from flags, gen.yml and the
        /// lock, the write session, import's writes, and the reports printed as text or JSON.
        .target(
            name: "GenKit",
            dependencies: ["Generator", "Inputs", "Renderer", "Writer", "Support", "Importer", "Diagnostics", "Inference", "TemplateEngine"],
            swiftSettings: strictImports
        ),
        /// The command line: parses the arguments and hands them to GenKit.
        .executableTarget(
            name: "gen",
            dependencies: ["GenKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .plugin(
            name: "GenPlugin",
            capability: .command(
                intent: .custom(verb: "gen", description: "Run gen in this package's folder: swift package gen module Jacob --json samples/"),
                permissions: [.writeToPackageDirectory(reason: "gen writes the module and its .gen.lock into the package's folder")]
            ),
            dependencies: ["gen"]
        ),
        .target(name: "TestSupport", dependencies: ["Support"], path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "SupportTests", dependencies: ["Support", "TestSupport"]),
        .testTarget(name: "InputsTests", dependencies: ["Inputs", "Inference", "JSONReader", "Support", "Diagnostics", "TestSupport"]),
        .testTarget(name: "PlannerTests", dependencies: ["Planner", "Inputs", "Inference", "JSONReader", "Diagnostics", "Support", "TestSupport"]),
        .testTarget(
            name: "RendererTests",
            dependencies: ["Renderer", "Planner", "Inputs", "Inference", "JSONReader", "TemplateEngine", "Support", "Diagnostics", "TestSupport"]
        ),
        .testTarget(name: "WriterTests", dependencies: ["Writer", "Support", "Diagnostics", "TestSupport"]),
        .testTarget(name: "YAMLReaderTests", dependencies: ["YAMLReader", "Diagnostics", "TestSupport"]),
        .testTarget(name: "JSONReaderTests", dependencies: ["JSONReader", "Diagnostics", "TestSupport"]),
        .testTarget(name: "InferenceTests", dependencies: ["Inference", "JSONReader", "Diagnostics", "TestSupport"]),
        .testTarget(name: "TemplateEngineTests", dependencies: ["TemplateEngine", "Diagnostics", "TestSupport"]),
        .testTarget(
            name: "GeneratorTests",
            dependencies: ["Generator", "Inputs", "Planner", "Renderer", "Writer", "Support", "TemplateEngine", "Inference", "JSONReader", "Diagnostics", "TestSupport"]
        ),
        .testTarget(name: "ImporterTests", dependencies: ["Importer", "Inputs", "Inference", "JSONReader", "Diagnostics", "TestSupport"]),
        .testTarget(name: "GenKitTests", dependencies: ["GenKit", "Inputs", "Diagnostics", "TestSupport", "Support"]),
        .testTarget(name: "GenCLITests", dependencies: ["gen", "GenKit", "TestSupport", "Support"]),
    ],
    swiftLanguageModes: [.v6]
)
