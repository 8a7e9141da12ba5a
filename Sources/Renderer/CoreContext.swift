import Inference
import TemplateEngine

/// The core a module's files import, in the module's context as `core`: its name (the
/// Swift module and package or pod), and its folder as seen from the module folder.
package struct CoreReference: Sendable, Encodable, Equatable {
    package var name: String
    package var path: String

    package init(name: String, path: String) {
        self.name = name
        self.path = path
    }
}

/// What the templates of a set's core read (`for: core` in set.yml): the networking and
/// support code every feature module of an app shares, public, with every support type, so
/// that one core serves each module whatever its models use.
package struct CoreContext: Sendable, Encodable {
    package struct Core: Sendable, Encodable {
        package var name: String
        /// True when the core's files are rendered into a module that has no core (`gen
        /// model`, a module rendered on its own): they are then part of the module.
        package var standalone: Bool
    }

    package var core: Core
    package var supportTypes: [String]
    package var access: String
    package var accessModifier: String
    package var command: String

    package static let names: Set<String> = ["core", "supportTypes", "access", "accessModifier", "command"]

    package init(name: String, command: String) {
        core = Core(name: name, standalone: false)
        supportTypes = SupportType.allCases.sorted().map(\.rawValue)
        access = "public"
        accessModifier = "public "
        self.command = command
    }

    package var dictionary: TemplateDictionary {
        TemplateValueEncoder.dictionary(of: self)
    }
}
