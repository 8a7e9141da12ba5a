import Diagnostics
import Inputs
import Support

/// One segment of a URLNavigator pattern such as `jacob/product/<int:id>`: the one parser
/// of `<kind:name>` placeholders, for validation and for the templates.
package enum RouteSegment: Sendable, Equatable {
    case literal(String)
    /// `<name>` (no kind) or `<kind:name>`.
    case placeholder(kind: String?, name: String)

    /// The placeholder kinds URLNavigator converts values with, and the Swift type of each.
    package static let kinds: [String: String] = ["int": "Int", "float": "Float", "string": "String", "path": "String", "uuid": "UUID"]

    /// nil for a segment that has `<` or `>` but is not a placeholder like `<id>` or `<int:id>`.
    package init?(_ text: Substring) {
        guard text.contains("<") || text.contains(">") else {
            self = .literal(String(text))
            return
        }
        guard text.hasPrefix("<"), text.hasSuffix(">"), text.count > 2 else { return nil }
        let parts = text.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: false)
        let name = String(parts.last ?? "")
        self = .placeholder(kind: parts.count > 1 ? parts.dropLast().joined(separator: ":") : nil, name: name)
    }

    /// The segments of a pattern that validated; a malformed segment is left out.
    package static func segments(of pattern: String) -> [RouteSegment] {
        pattern.split(separator: "/").compactMap(RouteSegment.init)
    }
}
