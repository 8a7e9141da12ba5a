import Diagnostics
import Testing
import TemplateEngine

/// The engine's Swift API: compiling once, custom filters, embedded templates.
@Suite struct TemplateTests {
    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as DiagnosticError {
            return DiagnosticRenderer.render(error.diagnostics)
        } catch {
            return "\(error)"
        }
    }

    @Test func compiledOnceRenderedMany() throws {
        let template = try Template(source: SourceText(path: "t", text: "{{ x }}"))
        #expect(try template.render(["x": "1"]) == "1")
        #expect(try template.render(["x": "2"]) == "2")
    }

    /// Text is kept in one buffer per compiled template; text joined with a folded constant
    /// after a nested body was compiled must still come out in its place.
    @Test func textAroundNestedBodiesAndFoldedConstantsKeepsItsOrder() throws {
        let text = #"a{{ "b" }}{% for x in xs %}[{{ x }}{{ 1 }}]{% endfor %}c{{ "d"|uppercase }}e{% if xs %}f{% else %}g{% endif %}h"#
        let template = try Template(source: SourceText(path: "t", text: text))
        #expect(try template.render(["xs": ["1", "2"]]) == "ab[11][21]cDefh")
        #expect(try template.render(["xs": []]) == "abcDegh")
    }

    /// The names suggested for an undefined variable are those in scope where it is read:
    /// a loop's variable inside the loop, not after it.
    @Test func suggestionsFollowTheScopeOfTheRead() {
        let text = "{% for item in xs %}{{ itme }}{% endfor %}{{ itme }}"
        #expect(failure { _ = try Template(source: SourceText(path: "t", text: text), contextNames: ["xs"]) } == """
        t:1:24: error: undefined variable 'itme'
        {% for item in xs %}{{ itme }}{% endfor %}{{ itme }}
                               ^
        note: did you mean 'item'?
        t:1:46: error: undefined variable 'itme'
        {% for item in xs %}{{ itme }}{% endfor %}{{ itme }}
                                                     ^
        """)
    }

    @Test func rendersConcurrentlyFromOneCompiledTemplate() async throws {
        let template = try Template(source: SourceText(path: "t", text: "{% for x in xs %}{{ x|uppercase }}{% endfor %}"))
        let outputs = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<8 {
                group.addTask { try template.render(["xs": ["a", .string(String(index))]]) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outputs.sorted() == (0..<8).map { "A\($0)" })
    }

    @Test func customFiltersAreRegisteredFromSwift() throws {
        var filters = FilterSet.builtIn
        filters.register("wrap", TemplateFilter(argumentCounts: 1...1) { value, arguments throws(TemplateFilterError) in
            guard case .string(let text) = value, case .string(let mark) = arguments[0] else {
                throw TemplateFilterError("needs strings")
            }
            return .string(mark + text + mark)
        })
        let template = try Template(source: SourceText(path: "t", text: #"{{ name|wrap:"*"|uppercase }}"#), filters: filters)
        #expect(try template.render(["name": "bold"]) == "*BOLD*")
        #expect(failure { _ = try template.render(["name": 1]) } == """
        t:1:9: error: filter 'wrap': needs strings
        {{ name|wrap:"*"|uppercase }}
                ^
        """)
        #expect(failure { _ = try Template(source: SourceText(path: "t", text: "{{ name|wrap }}"), filters: filters) } == """
        t:1:9: error: filter 'wrap' takes 1 argument, found 0
        {{ name|wrap }}
                ^
        """)
    }

    @Test func aFilterSetWithoutAFilterRejectsIt() {
        #expect(failure { _ = try Template(source: SourceText(path: "t", text: "{{ x|uppercase }}"), filters: FilterSet()) } == """
        t:1:6: error: unknown filter 'uppercase'
        {{ x|uppercase }}
             ^
        """)
    }

    @Test func embeddedTemplatesReportPositionsInTheirFile() {
        let file = SourceText(path: "set.yml", text: "files:\n  - path: \"Api/{{ endpoint.nme|upperFirst }}.swift\"\n")
        let template = try? Template(text: "Api/{{ endpoint.nme|upperFirst }}.swift", at: SourcePosition(line: 2, column: 12), in: file)
        #expect(failure { _ = try template?.render(["endpoint": ["name": "home"]]) } == """
        set.yml:2:19: error: 'endpoint' has no 'nme'
          - path: "Api/{{ endpoint.nme|upperFirst }}.swift"
                          ^
        note: did you mean 'name'?
        """)
        #expect(failure { _ = try Template(text: "{{ x|nope }}", at: SourcePosition(line: 2, column: 12), in: file) } == """
        set.yml:2:17: error: unknown filter 'nope'
          - path: "Api/{{ endpoint.nme|upperFirst }}.swift"
                        ^
        """)
    }

    @Test func contextNamesMakeUndefinedVariablesCompileErrors() throws {
        let source = SourceText(path: "t", text: "{{ module.name }}")
        #expect(throws: Never.self) { try Template(source: source, contextNames: ["module"]) }
        #expect(failure { _ = try Template(source: source, contextNames: ["endpoint"]) } == """
        t:1:4: error: undefined variable 'module'
        {{ module.name }}
           ^
        """)
    }
}
