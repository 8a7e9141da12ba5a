import Diagnostics
import Inference

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

    /// The error that refuses `name` as a module's name, when a module Swift code uses it.
    package static func refusal(of name: String) -> Diagnostic? {
        names.contains(name) ? Diagnostic(.error, "module name '\(name)' is the name of a module Swift code uses", hint: hint(for: name)) : nil
    }

    /// Refuses `name` as a module's name unless it is an identifier (`hint` says how to give
    /// one) that names no module Swift code uses.
    package static func check(_ name: String, hint: String) throws(DiagnosticError) {
        if let problem = Naming.identifierProblem(name) {
            throw DiagnosticError(Diagnostic(.error, "module name '\(name)' \(problem)", hint: hint))
        }
        if let refusal = refusal(of: name) {
            throw DiagnosticError(refusal)
        }
    }
}
