/// A file the generator produced, relative to the module folder.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: String
    public var ownership: Ownership
    /// The layer the template set assigns the file to, such as `model` or `api`.
    public var layer: String
    /// The endpoint a per-endpoint template was rendered for; nil for the module's files.
    public var endpoint: String?
    /// The path of the template that rendered the file.
    public var template: String

    public init(path: String, contents: String, ownership: Ownership = .owned, layer: String = "", endpoint: String? = nil, template: String = "") {
        self.path = path
        self.contents = contents
        self.ownership = ownership
        self.layer = layer
        self.endpoint = endpoint
        self.template = template
    }
}

/// Who a generated file belongs to once it is written.
public enum Ownership: String, Sendable, CaseIterable {
    /// gen's: rewritten on every run; an edit is a conflict.
    case owned
    /// The user's: written once, never rewritten.
    case scaffold
}
