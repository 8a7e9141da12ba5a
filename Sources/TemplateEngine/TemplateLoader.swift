import Diagnostics

/// Finds the templates that `{% include "name" %}` and `{% extends "name" %}` name. The
/// generator reads them from the template set's folder; tests keep them in memory.
public protocol TemplateLoader: Sendable {
    /// The template called `name`. Its `path` names it in diagnostics and tells two
    /// templates apart when looking for include and extends cycles.
    func load(_ name: String) throws(TemplateLoaderError) -> SourceText
}

/// Why a template could not be loaded; the compiler reports it at the tag that named it.
public struct TemplateLoaderError: Error, Sendable, Equatable {
    public var message: String
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}

/// Templates held in memory by name.
public struct InMemoryTemplateLoader: TemplateLoader {
    public var templates: [String: String]

    public init(_ templates: [String: String] = [:]) {
        self.templates = templates
    }

    public func load(_ name: String) throws(TemplateLoaderError) -> SourceText {
        guard let text = templates[name] else {
            throw TemplateLoaderError(
                "there is no such template",
                hint: Suggestion.nearest(to: name, in: Array(templates.keys)).map { "did you mean '\($0)'?" }
            )
        }
        return SourceText(path: name, text: text)
    }
}
