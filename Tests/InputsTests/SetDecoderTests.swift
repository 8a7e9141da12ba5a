import Diagnostics
import Inputs
import Support
import Testing

/// set.yml is decoded as strictly as gen.yml: every mistake is an error at its line and
/// column, with a suggestion where one is near.
@Suite struct SetDecoderTests {
    private func decode(_ text: String) throws(DiagnosticError) -> SetDescription {
        try SetDecoder.decode(SourceText(path: "rxswift/set.yml", text: text), folder: "rxswift")
    }

    private func failure(_ text: String) -> String? {
        do {
            _ = try decode(text)
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func decodesEveryKeyOfAnEntry() throws {
        let set = try decode("""
        files:
          - template: Model.stencil
            for: endpoint
            path: "Model/{{ endpoint.names.modelFile }}.swift"
            kind: scaffold
            layer: model
          - template: Module.stencil
            path: Module.swift

        """)
        #expect(set.folder == "rxswift")
        #expect(set.entries.map(\.template.value) == ["Model.stencil", "Module.stencil"])
        #expect(set.entries.map(\.scope) == [.endpoint, .module])
        #expect(set.entries.map(\.ownership) == [.scaffold, .owned])
        #expect(set.entries.map(\.layer) == ["model", ""])
        #expect(set.entries[0].path.value == "Model/{{ endpoint.names.modelFile }}.swift")
        #expect(set.entries[0].path.location == SourceLocation(path: "rxswift/set.yml", line: 4, column: 12))
        #expect(set.entries[0].template.location == SourceLocation(path: "rxswift/set.yml", line: 2, column: 15))
    }

    @Test func unknownKeyOfAnEntrySuggestsTheNearest() {
        #expect(failure("files:\n  - template: A.stencil\n    path: A.swift\n    layr: model\n") == """
        rxswift/set.yml:4:5: error: unknown key 'layr' in a template entry
            layr: model
            ^
        note: did you mean 'layer'?
        """)
    }

    @Test func unknownTopLevelKeySuggestsTheNearest() {
        #expect(failure("file:\n  - template: A.stencil\n    path: A.swift\n") == """
        rxswift/set.yml:1:1: error: unknown key 'file' in set.yml
        file:
        ^
        note: did you mean 'files'?
        rxswift/set.yml:1:1: error: set.yml needs 'files'
        file:
        ^
        """)
    }

    @Test func layerThatIsAListIsAnError() {
        #expect(failure("files:\n  - template: A.stencil\n    path: A.swift\n    layer: [model]\n") == """
        rxswift/set.yml:4:12: error: expected the layer to be a string, found a list
            layer: [model]
                   ^
        """)
    }

    @Test func repeatedPathIsAnError() {
        #expect(failure("files:\n  - template: A.stencil\n    path: A.swift\n    path: B.swift\n") == """
        rxswift/set.yml:4:5: error: key 'path' appears twice in a template entry
            path: B.swift
            ^
        """)
    }

    @Test func entryWithoutTemplateOrPathNamesWhatIsMissing() {
        #expect(failure("files:\n  - path: A.swift\n  - template: B.stencil\n") == """
        rxswift/set.yml:2:5: error: a template entry needs 'template'
          - path: A.swift
            ^
        rxswift/set.yml:3:5: error: a template entry needs 'path'
          - template: B.stencil
            ^
        """)
    }

    @Test func unknownScopeSuggestsTheNearest() {
        #expect(failure("files:\n  - template: A.stencil\n    path: A.swift\n    for: endpoints\n") == """
        rxswift/set.yml:4:10: error: unknown scope 'endpoints'
            for: endpoints
                 ^
        note: did you mean 'endpoint'?
        """)
    }

    @Test func unknownKindExplainsTheKinds() {
        #expect(failure("files:\n  - template: A.stencil\n    path: A.swift\n    kind: generated\n") == """
        rxswift/set.yml:4:11: error: unknown kind 'generated'
            kind: generated
                  ^
        note: owned files are rewritten on every run, scaffold files are written once: use owned or scaffold
        """)
    }

    @Test func rootThatIsNoMappingIsAnError() {
        #expect(failure("- template: A.stencil\n") == """
        rxswift/set.yml:1:1: error: expected set.yml to be a mapping of keys to values, found a list
        - template: A.stencil
        ^
        """)
    }

    @Test func emptyFileAsksForFiles() {
        #expect(failure("") == """
        rxswift/set.yml:1:1: error: expected 'files:' with a list of templates

        ^
        """)
    }

    @Test func everyMistakeIsReportedInOneRun() {
        let text = "files:\n  - template: A.stencil\n    path: A.swift\n    for: all\n  - template: B.stencil\n    path: B.swift\n    kind: mine\n"
        #expect(failure(text)?.components(separatedBy: "error:").count == 3)
    }
}
