/// A file the generator produced, relative to the module folder.
package struct GeneratedFile: Sendable, Equatable {
    package var path: String
    package var contents: String
    package var ownership: Ownership
    /// The layer the template set assigns the file to; nil for a file on disk that no
    /// template of the set writes (removed or orphaned).
    package var layer: Layer?
    /// The endpoint a per-endpoint template was rendered for; nil for the module's files.
    package var endpoint: String?
    /// The path of the template that rendered the file.
    package var template: String

    package init(path: String, contents: String, ownership: Ownership = .owned, layer: Layer? = nil, endpoint: String? = nil, template: String = "") {
        self.path = path
        self.contents = contents
        self.ownership = ownership
        self.layer = layer
        self.endpoint = endpoint
        self.template = template
    }
}

/// The layer a template set assigns a file to. set.yml names layers freely (`api`, `cell`,
/// `package`, …); `model` is the one `gen model` regenerates.
package struct Layer: RawRepresentable, Hashable, Sendable, Encodable, ExpressibleByStringLiteral {
    package var rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    package init(stringLiteral value: String) {
        rawValue = value
    }

    package static let model: Layer = "model"
    package static let package: Layer = "package"
}

/// Who a generated file belongs to once it is written.
package enum Ownership: String, Sendable, CaseIterable, Encodable {
    /// gen's: rewritten on every run; an edit is a conflict.
    case owned
    /// The user's: written once, never rewritten.
    case scaffold
}
