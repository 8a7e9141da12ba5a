/// Modules a generated module imports or that every Swift program sees: a module named like
/// one of them hides it (`import Foundation` would find the module itself), so the package
/// cannot build.
package enum ReservedModuleNames {
    package static let names: Set<String> = [
        "Alamofire", "Combine", "CoreFoundation", "CoreGraphics", "Darwin", "Dispatch", "Foundation",
        "FoundationEssentials", "FoundationNetworking", "Glibc", "Moya", "Musl", "Observation", "ObjectiveC",
        "PackageDescription", "RxCocoa", "RxRelay", "RxSwift", "Swift", "SwiftUI", "Testing", "UIKit", "URLNavigator",
        "WinSDK", "XCTest", "_Concurrency", "_StringProcessing", "os",
    ]

    /// The hint of the error that refuses `name`.
    package static func hint(for name: String) -> String {
        "the generated code imports or uses a module of that name; choose another, such as \(name)Feature"
    }
}
