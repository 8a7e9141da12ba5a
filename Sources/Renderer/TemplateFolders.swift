import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// Where a set's templates are looked up: the set's own folder, then the shared folder that
/// ships with gen (`templates/common`), so sets include the shared Model, ModelSupport and
/// Pager templates instead of copying them, and override one by having a file of that name.
package struct TemplateFolders: Sendable, Equatable {
    package static let sharedFolderName = "common"

    /// The folder holding set.yml.
    package var set: String
    /// The shared folder; nil when gen's templates cannot be found.
    package var shared: String?

    package init(set: String, shared: String?) {
        self.set = set
        self.shared = shared
    }

    /// The folders to search, in order.
    package var searchOrder: [String] {
        [set] + (shared.map { [$0] } ?? [])
    }
}
