import Diagnostics
import Inputs
import Planner
import Support
import TemplateEngine

/// Where a set's templates are looked up: the set's own folder, then the shared folder that
/// ships with gen (`templates/common`), so sets include the shared Model, ModelSupport and
/// Pager templates instead of copying them, and override one by having a file of that name.
public struct TemplateFolders: Sendable, Equatable {
    public static let sharedFolderName = "common"

    /// The folder holding set.yml.
    public var set: String
    /// The shared folder; nil when gen's templates cannot be found.
    public var shared: String?

    public init(set: String, shared: String?) {
        self.set = set
        self.shared = shared
    }

    /// The folders to search, in order.
    public var searchOrder: [String] {
        [set] + (shared.map { [$0] } ?? [])
    }
}
