import Diagnostics
@testable import Inputs
import Support
import Testing

/// A Swift type in `types:` and `params:` is parsed by SwiftTypeSpelling's grammar, so no
/// value reaches the generated code as an expression (issue 40, finding 1).
@Suite struct SwiftTypeGrammarTests {
    private func failure(_ text: String) -> String? {
        do {
            _ = try ManifestDecoder.decode(SourceText(path: "gen.yml", text: text))
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    @Test func typesAreSpelledOneWay() {
        let spellings = ["Int", "String?", "[String]", "[String:Int]", "[ String : [Int?] ]?", "Set<Int>", "Dictionary<String,Int>", "Catalog.Product", "Swift.Int??"]
        #expect(spellings.map { try? SwiftTypeSpelling.parse($0).get().spelling } == [
            "Int", "String?", "[String]", "[String: Int]", "[String: [Int?]]?", "Set<Int>", "Dictionary<String, Int>", "Catalog.Product", "Swift.Int??",
        ])
    }

    @Test func anythingElseIsRefusedAtItsCharacter() {
        let refused: [(String, Int)] = [
            ("Int, injected: Int = { print(\"x\"); return 0 }()", 3), ("String,pwn:Int={0}()", 6), ("", 0), ("Int.", 4), ("[Int", 4),
            ("[Int: ]", 6), ("Array<>", 6), ("Int!", 3), ("(Int)", 0), ("Int -> Int", 4), ("class", 0), ("Ünï", 0), ("Int /* x */", 4),
            ("Set<Int", 7), ("some Codable", 5), ("Int\u{2028}", 3), ("[String: Int] = [:]", 14),
        ]
        for (text, offset) in refused {
            guard case .failure(let problem) = SwiftTypeSpelling.parse(text) else {
                Issue.record("'\(text)' was accepted")
                continue
            }
            #expect(problem.offset == offset, "\(text): \(problem.message)")
        }
    }

    @Test func deepNestingIsRefused() {
        #expect(throws: SwiftTypeSpelling.Problem.self) { try SwiftTypeSpelling.parse(String(repeating: "[", count: 5000) + "Int" + String(repeating: "]", count: 5000)).get() }
    }

    @Test func aTypePinThatInjectsCodeIsRefusedByLint() {
        #expect(failure("types:\n  Home.count: 'Int, injected: Int = { print(\"x\"); return 0 }()'\n") == """
        gen.yml:2:19: error: 'Int, injected: Int = { print("x"); return 0 }()' is not a Swift type: unexpected ',' after the type
          Home.count: 'Int, injected: Int = { print("x"); return 0 }()'
                          ^
        note: \(SwiftTypeSpelling.hint)
        """)
    }

    @Test func aParameterTypeThatInjectsCodeIsRefused() {
        #expect(failure("endpoints:\n  - name: Home\n    params: { q: 'String,pwn:Int={0}()' }\n") == """
        gen.yml:3:25: error: 'String,pwn:Int={0}()' is not a Swift type: unexpected ',' after the type
            params: { q: 'String,pwn:Int={0}()' }
                                ^
        note: \(SwiftTypeSpelling.hint)
        """)
    }

    /// Found by GenYMLValuePropertyTests: the templates give a parameter whose type holds a
    /// `?` anywhere the default `= nil`, which `Set<Int?>` cannot take.
    @Test func aParameterIsOptionalOnlyByItsLastQuestionMark() {
        #expect(failure("endpoints:\n  - name: Home\n    params: { q: \"Set<Int?>\", r: \"[Int]? \" }\n") == """
        gen.yml:3:26: error: the type of parameter 'q' has a '?' inside it
            params: { q: "Set<Int?>", r: "[Int]? " }
                                 ^
        note: a parameter is optional when its type ends with '?', and only then; write [Int] or [Int]? rather than [Int?]
        """)
    }

    @Test func pinsAndParamsKeepTheirMeaning() throws {
        let manifest = try ManifestDecoder.decode(SourceText(path: "gen.yml", text: """
        endpoints:
          - name: Home
            params: { q: "[String : Int]?", page: Int }
        types:
          Home.a: Date
          Home.b: map
          Home.c: struct
          Home.d: enum
          Home.e: "[ String ]"
          Home.f: struct Named
        """))
        #expect(manifest.endpoints[0].params.map(\.type) == ["[String: Int]?", "Int"])
        #expect(manifest.types.map(\.type) == ["Date", "map", "struct", "enum", "[String]", "struct"])
    }
}
