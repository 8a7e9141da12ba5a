import Diagnostics
import Testing
import TestSupport
import YAMLReader

/// Valid YAML with one character changed, many times over: every error must point at a
/// character of the document, or just past the end of a line, never at an empty line.
@Suite struct YAMLMutationTests {
    static let documents = [
        """
        # gen.yml
        module: Jacob
        access: public
        endpoints:
          - name: Home
            path: "/home"
            method: GET
          - name: 'Search'
            path: /search/{query}
            query: [page, size]
            paging: {page: page, size: size}
        """,
        """
        module: Shop
        base: &paging
          page: p
          size: s
        endpoints:
          - name: Products
            paging: *paging
            summary: |
              Lists the products.
              One page at a time.
          - name: Product
            path: "/products/{id}"   # the id
        types:
          Product.status: enum Availability
        """,
        """
        files:
          - "Client.swift"
          - name: Models.swift
            each: model

        options: {flag: true, list: [1, 2, 3]}
        """,
        "a: [b, {c: 'd'}]\n",
    ]

    /// The ways the issue names of breaking a document with one keystroke.
    enum Mutation: CaseIterable {
        case deleteColon, insertQuote, insertTab, deleteBracket, insertBracket, insertAny
    }

    static let rounds = 3_000

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyErrorIsOnALineOfTheDocument(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var errors = 0
        for _ in 0..<Self.rounds {
            let document = Self.documents[Int(random.next() % UInt64(Self.documents.count))] + (random.next() % 2 == 0 ? "\n" : "")
            let mutation = Mutation.allCases[Int(random.next() % UInt64(Mutation.allCases.count))]
            guard let text = mutate(document, mutation, &random) else { continue }
            let source = SourceText(path: "gen.yml", text: text)
            do throws(DiagnosticError) {
                _ = try YAMLReader.read(source)
            } catch {
                errors += 1
                for diagnostic in error.diagnostics {
                    check(diagnostic, in: source)
                }
            }
        }
        #expect(errors > 300)
    }

    private func check(_ diagnostic: Diagnostic, in source: SourceText) {
        guard let position = diagnostic.location?.position else {
            Issue.record("no location: \(diagnostic.message) in \(source.text.debugDescription)")
            return
        }
        let isBlank = source.text.unicodeScalars.allSatisfy { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        guard let line = source.line(position.line) else {
            Issue.record("line \(position.line) is past the end: \(diagnostic.message) in \(source.text.debugDescription)")
            return
        }
        #expect(position.column >= 1 && position.column <= line.unicodeScalars.count + 1, "column \(position.column) of \(line.debugDescription): \(diagnostic.message) in \(source.text.debugDescription)")
        #expect(isBlank || !line.unicodeScalars.allSatisfy { $0 == " " }, "line \(position.line) is empty: \(diagnostic.message) in \(source.text.debugDescription)")
    }

    private func mutate(_ document: String, _ mutation: Mutation, _ random: inout SeededGenerator) -> String? {
        var scalars = Array(document.unicodeScalars)
        func offset(of set: String) -> Int? {
            let offsets = scalars.indices.filter { set.unicodeScalars.contains(scalars[$0]) }
            return offsets.isEmpty ? nil : offsets[Int(random.next() % UInt64(offsets.count))]
        }
        let anywhere = Int(random.next() % UInt64(scalars.count + 1))
        switch mutation {
        case .deleteColon:
            guard let offset = offset(of: ":") else { return nil }
            scalars.remove(at: offset)
        case .insertQuote:
            scalars.insert(random.next() % 2 == 0 ? "\"" : "'", at: anywhere)
        case .insertTab:
            // Mostly where indentation goes: at the start of a line.
            let lineStarts = [0] + scalars.indices.filter { scalars[$0] == "\n" }.map { $0 + 1 }
            scalars.insert("\t", at: random.next() % 2 == 0 ? lineStarts[Int(random.next() % UInt64(lineStarts.count))] : anywhere)
        case .deleteBracket:
            guard let offset = offset(of: "[]{}") else { return nil }
            scalars.remove(at: offset)
        case .insertBracket:
            let brackets: [Unicode.Scalar] = ["[", "]", "{", "}"]
            scalars.insert(brackets[Int(random.next() % 4)], at: anywhere)
        case .insertAny:
            let characters = Array("-:#&*!|>%@`,? \n".unicodeScalars)
            scalars.insert(characters[Int(random.next() % UInt64(characters.count))], at: anywhere)
        }
        return String(String.UnicodeScalarView(scalars))
    }
}
