import Diagnostics
import Support

/// `set.yml`: the files a template set writes, decoded as strictly as gen.yml.
/// docs/templates.md documents each key; `schema/set.schema.json` lists the same ones.
public struct SetDescription: Sendable {
    public static let fileName = "set.yml"

    public enum Key: String, CaseIterable, Sendable {
        case files
    }

    public enum EntryKey: String, CaseIterable, Sendable {
        case template, `for`, path, kind, layer
    }

    /// How often a template is rendered.
    public enum Scope: String, Sendable, CaseIterable {
        /// Once for the module.
        case module
        /// Once per endpoint, with `endpoint` in the context.
        case endpoint
    }

    public struct Entry: Sendable {
        /// The template's name, relative to the set's folder (or the shared folder).
        public var template: Located<String>
        public var scope: Scope
        /// The output path template; its location is where its text starts.
        public var path: Located<String>
        public var ownership: Ownership
        /// A name for the kind of file, such as `model`; `gen model` regenerates the `model` layer.
        public var layer: String

        public init(template: Located<String>, scope: Scope, path: Located<String>, ownership: Ownership, layer: String) {
            self.template = template
            self.scope = scope
            self.path = path
            self.ownership = ownership
            self.layer = layer
        }
    }

    /// The folder holding set.yml.
    public var folder: String
    public var source: SourceText
    public var entries: [Entry]

    public init(folder: String, source: SourceText, entries: [Entry]) {
        self.folder = folder
        self.source = source
        self.entries = entries
    }
}
