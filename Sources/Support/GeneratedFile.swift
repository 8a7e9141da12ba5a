/// A file the generator produced, relative to the module folder.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: String
    public var ownership: Ownership
    /// The layer the template set assigns the file to; nil for a file on disk that no
    /// template of the set writes (removed or orphaned).
    public var layer: Layer?
    /// The endpoint a per-endpoint template was rendered for; nil for the module's files.
    public var endpoint: String?
    /// The path of the template that rendered the file.
    public var template: String

    public init(path: String, contents: String, ownership: Ownership = .owned, layer: Layer? = nil, endpoint: String? = nil, template: String = "") {
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
public struct Layer: RawRepresentable, Hashable, Sendable, Encodable, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public static let model: Layer = "model"
}

/// Who a generated file belongs to once it is written.
public enum Ownership: String, Sendable, CaseIterable, Encodable {
    /// gen's: rewritten on every run; an edit is a conflict.
    case owned
    /// The user's: written once, never rewritten.
    case scaffold
}
