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
            gen.yml:2:2: error: 'c' is indented under 'a', which already has a value
             c: d
             ^
            note: start it at the first column like 'a' on line 1 to make it a key beside it
            """)
        }
    }
}

/// The YAML a manifest may use, each feature read to the node it stands for.
@Suite struct YAMLFeatureTests {
    private func scalar(_ text: String, key: String = "a") throws -> YAMLScalar? {
        let root = try YAMLReader.read(SourceText(path: "gen.yml", text: text))
        guard case .mapping(let pairs)? = root?.kind, let pair = pairs.first(where: { $0.key.kind == .scalar(YAMLScalar(value: key, isQuoted: false)) }),
              case .scalar(let value) = pair.value.kind else { return nil }
        return value
    }

    @Test func plainSingleAndDoubleQuotedScalars() throws {
        #expect(try scalar("a: plain text\n") == YAMLScalar(value: "plain text", isQuoted: false))
        #expect(try scalar("a: 'it''s'\n") == YAMLScalar(value: "it's", isQuoted: true))
        #expect(try scalar("a: \"tab\\tand \\u00e9\"\n") == YAMLScalar(value: "tab\tand é", isQuoted: true))
        #expect(try scalar("a: ~\n")?.isNull == true)
        #expect(try scalar("a: '~'\n")?.isNull == false)
    }

    @Test func literalAndFoldedBlockScalars() throws {
        #expect(try scalar("a: |\n  line one\n  line two\n") == YAMLScalar(value: "line one\nline two\n", isQuoted: true))
        #expect(try scalar("a: >\n  folded\n  text\n") == YAMLScalar(value: "folded text\n", isQuoted: true))
        #expect(try scalar("a: |-\n  kept\n") == YAMLScalar(value: "kept", isQuoted: true))
    }

    @Test func commentsAreIgnoredEverywhere() throws {
        #expect(try scalar("# head\na: 1 # trailing\n# tail\n") == YAMLScalar(value: "1", isQuoted: false))
    }

    @Test func flowAndBlockCollections() throws {
        let root = try #require(try YAMLReader.read(SourceText(path: "gen.yml", text: "a: [1, {b: 2}]\nc:\n  - d\n")))
        guard case .mapping(let pairs) = root.kind, case .sequence(let flow) = pairs[0].value.kind, case .sequence(let block) = pairs[1].value.kind else {
            Issue.record("expected a mapping of sequences")
            return
        }
        #expect(flow.count == 2)
        #expect(flow[1].position == SourcePosition(line: 1, column: 8))
        #expect(block.map(\.kind) == [.scalar(YAMLScalar(value: "d", isQuoted: false))])
    }

    @Test func anchorsAndAliasesCopyTheNode() throws {
        let root = try #require(try YAMLReader.read(SourceText(path: "gen.yml", text: "base: &paging {page: p, size: s}\nhome: *paging\nlist: *paging\n")))
        guard case .mapping(let pairs) = root.kind else {
            Issue.record("expected a mapping")
            return
        }
        #expect(pairs[1].value.kind == pairs[0].value.kind)
        #expect(pairs[2].value.kind == pairs[0].value.kind)
        #expect(pairs[2].value.position == SourcePosition(line: 3, column: 7))
    }

    @Test func unknownAliasIsLocated() {
        do {
            _ = try YAMLReader.read(SourceText(path: "gen.yml", text: "a: *nope\n"))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            gen.yml:1:4: error: unknown alias '*nope'
            a: *nope
               ^
            note: define '&nope' before using it
            """)
        }
    }

    @Test func secondDocumentIsAnError() {
        do {
            _ = try YAMLReader.read(SourceText(path: "gen.yml", text: "a: 1\n---\nb: 2\n"))
            Issue.record("expected an error")
        } catch {
            #expect(DiagnosticRenderer.render(error.diagnostics) == """
            gen.yml:2:1: error: expected one YAML document, found a second one
            ---
            ^
            note: remove the '---' line and what follows it, or merge the documents
            """)
        }
    }
}
