import Diagnostics
import TemplateEngine
import Testing

/// One row of a spec table: a template (`t.stencil`), the files it may include or extend,
/// a context, and what must come out: the output, or the exact diagnostics and whether they
/// are reported when compiling or when rendering.
struct Spec: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable, Equatable {
        case output(String)
        case compileError(String)
        case renderError(String)
    }

    var name: String
    var template: String
    var context: TemplateDictionary = TemplateDictionary()
    var files: [String: String] = [:]
    var contextNames: Set<String>?
    var filters: FilterSet = .builtIn
    var expected: Outcome

    var testDescription: String { name }

    /// The date `{% now %}` prints in every spec, so the output is the same on every run.
    static let fixedDate = TemplateDate(year: 2026, month: 3, day: 7, hour: 9, minute: 5, second: 4)

    /// What compiling and rendering the template actually gives.
    func run() -> Outcome {
        let template: Template
        do {
            template = try Template(
                source: SourceText(path: "t.stencil", text: self.template),
                filters: filters,
                loader: InMemoryTemplateLoader(files),
                contextNames: contextNames
            )
        } catch {
            return .compileError(DiagnosticRenderer.render(error.diagnostics))
        }
        do {
            return .output(try template.render(context, clock: .fixed(Self.fixedDate)))
        } catch {
            return .renderError(DiagnosticRenderer.render(error.diagnostics))
        }
    }

    func check() {
        let actual = run()
        #expect(actual == expected, "\(name)")
    }
}

extension Spec {
    static func output(_ name: String, _ template: String, files: [String: String] = [:], _ expected: String) -> Spec {
        Spec(name: name, template: template, files: files, expected: .output(expected))
    }

    static func output(
        _ name: String,
        _ template: String,
        _ context: TemplateDictionary,
        files: [String: String] = [:],
        _ expected: String
    ) -> Spec {
        Spec(name: name, template: template, context: context, files: files, expected: .output(expected))
    }

    static func compileError(
        _ name: String,
        _ template: String,
        files: [String: String] = [:],
        contextNames: Set<String>? = nil,
        _ expected: String
    ) -> Spec {
        Spec(name: name, template: template, files: files, contextNames: contextNames, expected: .compileError(expected))
    }

    static func renderError(
        _ name: String,
        _ template: String,
        _ context: TemplateDictionary,
        files: [String: String] = [:],
        _ expected: String
    ) -> Spec {
        Spec(name: name, template: template, context: context, files: files, expected: .renderError(expected))
    }
}
