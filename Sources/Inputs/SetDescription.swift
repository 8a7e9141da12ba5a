import Diagnostics
import Support

/// `set.yml`: the files a template set writes, decoded as strictly as gen.yml.
/// docs/templates.md documents each key; `schema/set.schema.json` lists the same ones.
package struct SetDescription: Sendable {
    package static let fileName = "set.yml"

    package enum Key: String, CaseIterable, Sendable {
        case files
    }

    package enum EntryKey: String, CaseIterable, Sendable {
        case template, `for`, path, kind, layer
    }

    /// How often a template is rendered.
    package enum Scope: String, Sendable, CaseIterable {
        /// Once for the module.
        case module
        /// Once per endpoint, with `endpoint` in the context.
        case endpoint
        /// Once for the core the app's modules share, written into the core's folder, with
        /// `core` in the context instead of the module's keys.
        case core
    }

    package struct Entry: Sendable {
        /// The template's name, relative to the set's folder (or the shared folder).
        package var template: Located<String>
        package var scope: Scope
        /// The output path template; its location is where its text starts.
        package var path: Located<String>
        package var ownership: Ownership
        /// A name for the kind of file, such as `model`; `gen model` regenerates the `model` layer.
        package var layer: String

        package init(template: Located<String>, scope: Scope, path: Located<String>, ownership: Ownership, layer: String) {
            self.template = template
            self.scope = scope
            self.path = path
            self.ownership = ownership
            self.layer = layer
        }
    }

    /// The folder holding set.yml.
    package var folder: String
    package var source: SourceText
    package var entries: [Entry]

    package init(folder: String, source: SourceText, entries: [Entry]) {
        self.folder = folder
        self.source = source
        self.entries = entries
    }
}
