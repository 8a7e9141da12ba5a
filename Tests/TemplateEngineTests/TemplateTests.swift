import Diagnostics
import Testing
import TemplateEngine

@Suite struct TemplateTests {
    private func render(_ text: String, _ context: TemplateDictionary = TemplateDictionary()) throws -> String {
        try Template(source: SourceText(path: "t.stencil", text: text)).render(context)
    }

    /// The rendered error for a template that fails to compile or render.
    private func failure(_ text: String, _ context: TemplateDictionary = TemplateDictionary()) -> String? {
        do {
            _ = try render(text, context)
            return nil
        } catch let error as DiagnosticError {
            return DiagnosticRenderer.render(error.diagnostics)
        } catch {
            return "\(error)"
        }
    }

    @Test func printsVariablesWithDottedLookupAndFilters() throws {
        let context = TemplateDictionary([("module", ["name": "jacob"]), ("names", ["a", "b"])])
        #expect(try render("{{ module.name|upperFirst }}: {{ names|join:\", \" }} ({{ names|count }})", context) == "Jacob: a, b (2)")
    }

    @Test func loopsExposeForloop() throws {
        let context = TemplateDictionary([("xs", ["a", "b", "c"])])
        let text = "{% for x in xs %}{{ forloop.counter }}{{ x }}{% if forloop.first %}^{% endif %}{% if not forloop.last %},{% endif %}{% endfor %}"
        #expect(try render(text, context) == "1a^,2b,3c")
    }

    @Test func emptyLoopRendersEmptyBranch() throws {
        #expect(try render("{% for x in xs %}{{ x }}{% empty %}none{% endfor %}", TemplateDictionary([("xs", [])])) == "none")
    }

    @Test func conditionalsChooseTheFirstTrueBranch() throws {
        let text = "{% if n == 1 %}one{% elif n > 1 and not small %}many{% else %}zero{% endif %}"
        #expect(try render(text, TemplateDictionary([("n", 1), ("small", false)])) == "one")
        #expect(try render(text, TemplateDictionary([("n", 5), ("small", false)])) == "many")
        #expect(try render(text, TemplateDictionary([("n", 5), ("small", true)])) == "zero")
        #expect(try render("{% if \"b\" in xs %}yes{% endif %}", TemplateDictionary([("xs", ["a", "b"])])) == "yes")
    }

    @Test func commentsLeaveNothing() throws {
        #expect(try render("a{# note #}b") == "ab")
    }

    @Test func lineWithOnlyABlockTagLeavesNoTrace() throws {
        let text = """
        struct A {
            {% for x in xs %}
            let {{ x }}: Int
            {% endfor %}
            {# a comment line #}
        }

        """
        #expect(try render(text, TemplateDictionary([("xs", ["a", "b"])])) == "struct A {\n    let a: Int\n    let b: Int\n}\n")
    }

    @Test func dashesTrimWhitespace() throws {
        #expect(try render("a  \n  {{- x -}}  \n  b", TemplateDictionary([("x", "X")])) == "aXb")
    }

    @Test func compiledOnceRenderedMany() throws {
        let template = try Template(source: SourceText(path: "t", text: "{{ x }}"))
        #expect(try template.render(TemplateDictionary([("x", "1")])) == "1")
        #expect(try template.render(TemplateDictionary([("x", "2")])) == "2")
    }

    @Test func syntaxErrorsNameTemplateLineAndColumn() {
        #expect(failure("a\n{% for x in %}") == """
        t.stencil:2:13: error: expected an expression after 'in'
        {% for x in %}
                    ^
        """)
        #expect(failure("{% if x %}\nyes") == """
        t.stencil:1:4: error: '{% if %}' is never closed; expected '{% endif %}'
        {% if x %}
           ^
        """)
        #expect(failure("{{ x ") == """
        t.stencil:1:1: error: '{{' is never closed; expected '}}'
        {{ x 
        ^
        """)
        #expect(failure("{% endfor %}") == """
        t.stencil:1:4: error: unexpected '{% endfor %}' with no open block
        {% endfor %}
           ^
        """)
    }

    @Test func unknownTagsAndFiltersSuggestNearNames() {
        #expect(failure("{% fro x in xs %}{% endfor %}") == """
        t.stencil:1:4: error: unknown tag 'fro'
        {% fro x in xs %}{% endfor %}
           ^
        note: did you mean 'for'?
        """)
        #expect(failure("{{ x|uperFirst }}") == """
        t.stencil:1:6: error: unknown filter 'uperFirst'
        {{ x|uperFirst }}
             ^
        note: did you mean 'upperFirst'?
        """)
        #expect(failure("{{ x|upperFirst:1 }}") == """
        t.stencil:1:6: error: filter 'upperFirst' takes no arguments, found 1
        {{ x|upperFirst:1 }}
             ^
        """)
    }

    @Test func undefinedVariablesAreErrors() {
        #expect(failure("{{ modul.name }}", TemplateDictionary([("module", ["name": "J"])])) == """
        t.stencil:1:4: error: undefined variable 'modul'
        {{ modul.name }}
           ^
        note: did you mean 'module'?
        """)
        #expect(failure("{{ module.nme }}", TemplateDictionary([("module", ["name": "J"])])) == """
        t.stencil:1:4: error: 'module' has no 'nme'
        {{ module.nme }}
           ^
        note: did you mean 'name'?
        """)
    }
}
