import Foundation
import Generator

/// The template sets that ship with gen, for help texts. A test checks that the list
/// matches the folders of `templates/`.
package enum BuiltInSets {
    /// The set a run uses when neither --templates nor gen.yml names one.
    package static let defaultSet = TemplateLocator.defaultSet

    static let all: [(name: String, summary: String)] = [
        ("rxswift", "the default: RxSwift 6, Moya 15 with RxMoya, URLNavigator 2, podspec"),
        ("async", "Foundation only: async/await, a Swift package with its tests"),
        ("swiftui", "iOS 17 SwiftUI: @Observable ViewModels, screens, previews, Swift 6"),
    ]

    /// The help section listing every set, one line each (of at most 80 characters).
    package static let help: String = {
        let width = all.map(\.name.count).max() ?? 0
        let lines = all.map { "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary }
        return (["Built-in template sets (--templates NAME, or 'templates:' in gen.yml):"] + lines).joined(separator: "\n")
    }()

    package static var names: String { all.map(\.name).joined(separator: ", ") }
}
