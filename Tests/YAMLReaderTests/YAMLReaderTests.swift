import Diagnostics
import Testing
import YAMLReader

@Suite struct YAMLReaderTests {
    private func read(_ text: String) throws -> YAMLNode? {
        try YAMLReader.read(SourceText(path: "gen.yml", text: text))
    }

    @Test func readsMappingsSequencesAndScalarsWithPositions() throws {
        let root = try #require(try read("# comment\nmodule: Jacob\nendpoints:\n  - name: 'Home'\n    path: /home\n"))
        guard case .mapping(let pairs) = root.kind else {
            Issue.record("expected a mapping")
            return
        }
        #expect(pairs.map { $0.key.kind } == [.scalar(YAMLScalar(value: "module", isQuoted: false)), .scalar(YAMLScalar(value: "endpoints", isQuoted: false))])
        #expect(pairs[0].value.position == SourcePosition(line: 2, column: 9))
        guard case .sequence(let items) = pairs[1].value.kind, case .mapping(let endpoint) = items[0].kind else {
            Issue.record("expected a list of mappings")
            return
        }
        #expect(endpoint[0].value.kind == .scalar(YAMLScalar(value: "Home", isQuoted: true)))
        #expect(endpoint[1].value.position == SourcePosition(line: 5, column: 11))
    }

    @Test func resolvesAliases() throws {
        let root = try #require(try read("a: &x {k: v}\nb: *x\n"))
        guard case .mapping(let pairs) = root.kind else {
            Issue.record("expected a mapping")
            return
        }
        #expect(pairs[1].value.kind == pairs[0].value.kind)
        #expect(pairs[1].value.position == SourcePosition(line: 2, column: 4))
    }

    @Test func emptyDocumentIsNil() throws {
        #expect(try read("# nothing\n") == nil)
    }

    @Test func syntaxErrorsAreLocated() {
        do throws(DiagnosticError) {
            _ = try YAMLReader.read(SourceText(path: "gen.yml", text: "a: b\n c: d\n"))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            gen.yml:2:3: error: mapping values are not allowed in this context
             c: d
              ^
            """)
        }
    }
}
