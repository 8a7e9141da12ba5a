import Diagnostics
import TemplateEngine
import Testing

/// Templates compiled with one `ParsedTemplates` share the parses of what they extend and
/// include, and never a parse of text that changed since.
@Suite struct ParsedTemplatesTests {
    @Test func templatesSharingParsesRenderAsTheyDoAlone() throws {
        let files = [
            "Base.stencil": "<{% block body %}base{% endblock %}>",
            "Part.stencil": "[{{ name }}]",
        ]
        let loader = InMemoryTemplateLoader(files)
        var parses = ParsedTemplates()
        let first = SourceText(path: "A.stencil", text: "{% extends \"Base.stencil\" %}{% block body %}A{% include \"Part.stencil\" %}{% endblock %}")
        let second = SourceText(path: "B.stencil", text: "{% extends \"Base.stencil\" %}{% block body %}B{{ block.super }}{% endblock %}")
        let shared = try [first, second].map { source in
            try Template(source: source, loader: loader, contextNames: nil, sharing: &parses).render(["name": "x"])
        }
        let alone = try [first, second].map { try Template(source: $0, loader: loader).render(["name": "x"]) }
        #expect(shared == ["<A[x]>", "<Bbase>"])
        #expect(shared == alone)
    }

    @Test func aTemplateWhoseTextChangedIsParsedAgain() throws {
        var parses = ParsedTemplates()
        let source = SourceText(path: "A.stencil", text: "{% include \"Part.stencil\" %}")
        let before = try Template(source: source, loader: InMemoryTemplateLoader(["Part.stencil": "old"]), contextNames: nil, sharing: &parses)
        let after = try Template(source: source, loader: InMemoryTemplateLoader(["Part.stencil": "new"]), contextNames: nil, sharing: &parses)
        #expect(try before.render([:]) == "old")
        #expect(try after.render([:]) == "new")
    }
}
