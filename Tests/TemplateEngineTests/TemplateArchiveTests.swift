import Diagnostics
import Support
@testable import TemplateEngine
import Testing
import TestSupport

/// Compiled templates written as bytes and read back (`TemplateArchive`) render as they did,
/// and bytes changed anywhere are refused or read as programs that render without trapping.
@Suite struct TemplateArchiveTests {
    /// Every kind of node and expression the compiler makes.
    static let files = [
        "Base.stencil": """
        {% macro row(title, detail="none") %}<{{ title }}:{{ detail|uppercase }}>{% endmacro %}
        {% block header %}base header{% endblock %}
        {% block body %}{% endblock %}
        """,
        "Count.stencil": "{{ items|count }} items\n",
        "Part.stencil": "[{{ item.name|default:\"?\" }}{% if forloop.last %}!{% endif %}]",
        "Page.stencil": """
        {% extends "Base.stencil" %}
        {% block header %}{{ block.super }} and more{% endblock %}
        {% block body %}
        {% set total = 0 %}
        {% for item in items %}{% include "Part.stencil" %}{{ forloop.counter }}/{{ forloop.length }}{% empty %}none{% endfor %}
        {% for key, value in settings %}{{ key }}={{ value }}{% if not value and key != "b" or key in "xyz" %}?{% endif %}{% endfor %}
        {{ row(items.0.name) }} {{ row("second", items[1]["name"]) }}
        {% if items|count > 1 %}{{ "many"|upperFirst }}{{ names|join:"," }}{% elif items %}one{% else %}{{ 3.5 }}{{ -2 }}{{ true }}{% endif %}
        {% for item in items %}{% for key, value in forloop %}{{ key }}{% endfor %}{% endfor %} {{ missing|default:"fallback" }}
        {% endblock %}
        """,
    ]

    static let context: TemplateDictionary = [
        "items": .array([.dictionary(["name": .string("a")]), .dictionary(["name": .string("b")]), .dictionary([:])]),
        "names": .array([.string("x"), .string("y")]),
        "settings": .dictionary(["a": .bool(true), "b": .bool(false), "x": .int(0)]),
    ]

    static func compiled() throws -> [Template] {
        let loader = InMemoryTemplateLoader(files)
        return try ["Page.stencil", "Count.stencil"].map { name in
            try Template(source: try loader.load(name), loader: loader)
        }
    }

    @Test func templatesReadBackRenderAsCompiledAndWriteTheSameBytes() throws {
        let templates = try Self.compiled()
        let (bytes, sources) = TemplateArchive.encode(templates)
        let read = try #require(TemplateArchive.decode(bytes, sources: sources, filters: .builtIn))
        #expect(TemplateArchive.encode(read).bytes == bytes)
        for (template, original) in zip(read, templates) {
            #expect(try template.render(Self.context) == original.render(Self.context))
            #expect(template.source == original.source)
        }
        #expect(try read[0].render(Self.context).contains("<a:NONE> <second:B>"))
    }

    /// A render error in a program read back names the file and line it came from.
    @Test func aRenderErrorOfATemplateReadBackPointsIntoItsSource() throws {
        let (bytes, sources) = TemplateArchive.encode(try Self.compiled())
        let read = try #require(TemplateArchive.decode(bytes, sources: sources, filters: .builtIn))
        var context = Self.context
        context["items"] = .int(3)
        #expect(throws: DiagnosticError.self) { try read[0].render(context) }
        do {
            _ = try read[0].render(context)
        } catch {
            #expect(error.diagnostics.first?.location?.path == "Page.stencil")
            #expect(error.diagnostics.first?.location?.position.line == 5)
        }
    }

    @Test func aFilterTheFiltersLackIsRefused() throws {
        let (bytes, sources) = TemplateArchive.encode(try Self.compiled())
        #expect(TemplateArchive.decode(bytes, sources: sources, filters: FilterSet()) == nil)
        #expect(TemplateArchive.decode(bytes, sources: Array(sources.dropLast()), filters: .builtIn) == nil)
    }

    /// Each byte changed to several others, and the bytes cut at every length: what is read
    /// at all renders to text or to an error, never to a trap.
    @Test func changedBytesAreRefusedOrRenderWithoutTrapping() throws {
        let (bytes, sources) = TemplateArchive.encode(try Self.compiled())
        var read = 0
        for offset in bytes.indices {
            for change: UInt8 in [1, 0x40, 0x7F, 0x80, 0xFF] {
                var changed = bytes
                changed[offset] ^= change
                guard let templates = TemplateArchive.decode(changed, sources: sources, filters: .builtIn) else { continue }
                read += 1
                for template in templates {
                    _ = try? template.render(Self.context, budget: RenderBudget(steps: 10_000, bytes: 100_000))
                }
            }
        }
        for length in bytes.indices {
            #expect(TemplateArchive.decode(Array(bytes[..<length]), sources: sources, filters: .builtIn) == nil)
        }
        #expect(read > 0, "no change left the bytes readable: the render half of this test ran on nothing")
    }
}
