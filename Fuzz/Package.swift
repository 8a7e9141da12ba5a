// swift-tools-version: 6.0
import PackageDescription

// Feeds mutated samples, manifests, set.yml files and templates to a release build of gen
// and checks every run for crashes, hangs and debris. Kept out of the main package so that
// neither its build nor `swift test` grows. Run with `make fuzz` (see README).
let package = Package(
    name: "Fuzz",
    platforms: [.macOS(.v15)],
    targets: [
        .executableTarget(name: "Fuzz"),
    ],
    swiftLanguageModes: [.v6]
)
