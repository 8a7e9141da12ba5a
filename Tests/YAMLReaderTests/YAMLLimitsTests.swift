import Diagnostics
import Foundation
import Testing
import YAMLReader

/// Hostile YAML: deep nesting, long collections and tags, each read in time linear in the
/// file and refused with a located error where gen does not read it.
@Suite struct YAMLLimitsTests {
    private func failure(_ text: String) -> String? {
        do throws(DiagnosticError) {
            _ = try YAMLReader.read(SourceText(path: "gen.yml", text: text))
            return nil
        } catch {
            return DiagnosticRenderer.render(error.diagnostics)
        }
    }

    /// Seconds `body` takes, measured on the monotonic clock.
    private func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = YAMLReader.maximumDepth
        let root = try #require(try YAMLReader.read(SourceText(path: "gen.yml", text: String(repeating: "[", count: depth) + String(repeating: "]", count: depth))))
        var node = root
        var levels = 1
        while case .sequence(let items) = node.kind, let first = items.first {
            node = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func nestingBeyondTheLimitIsALocatedError() {
        let text = "a:\n  - " + String(repeating: "{b: ", count: 98) + "[x]" + String(repeating: "}", count: 98) + "\n"
        let line = "  - " + String(repeating: "{b: ", count: 98) + "[x]" + String(repeating: "}", count: 98)
        #expect(failure(text) == """
        gen.yml:2:397: error: nesting is deeper than 100 levels
        \(quoted(line, column: 397))
        note: gen reads YAML nested at most 100 lists and mappings deep
        """)
    }

    /// 60,000 levels crashed gen with a stack overflow; 40,000 took 40 s of libyaml work
    /// that grows with the depth on every token.
    @Test(arguments: [40_000, 60_000])
    func deepNestingFailsFast(levels: Int) {
        let text = "module: Jacob\nendpoints: " + String(repeating: "[", count: levels) + "\n"
        var message: String?
        let elapsed = seconds { message = failure(text)?.components(separatedBy: "\n").first }
        #expect(message == "gen.yml:2:111: error: nesting is deeper than 100 levels")
        #expect(elapsed < 2)
    }

    @Test func anAliasCountsTheDepthItBringsIn() {
        let deep = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        let text = "a: &deep \(deep)\nb: " + String(repeating: "[", count: 40) + "*deep" + String(repeating: "]", count: 40) + "\n"
        #expect(failure(text)?.components(separatedBy: "\n").first == "gen.yml:2:44: error: alias '*deep' nests its node deeper than 100 levels")
        let fits = "a: &deep \(deep)\nb: " + String(repeating: "[", count: 39) + "*deep" + String(repeating: "]", count: 39) + "\n"
        #expect(failure(fits) == nil)
    }

    /// Each alias of a chain nests the one before it again: the depth adds up.
    @Test func aChainOfAliasesCannotNestWithoutEnd() {
        var text = "a0: &a0 [[[[[[[[[[x]]]]]]]]]]\n"
        for index in 1...20 {
            text += "a\(index): &a\(index) [[[[[[[[[[*a\(index - 1)]]]]]]]]]]\n"
        }
        #expect(failure(text)?.components(separatedBy: "\n").first == "gen.yml:10:19: error: alias '*a8' nests its node deeper than 100 levels")
    }

    /// Appending to a collection copied it: a 20,000-entry mapping took 48 s.
    @Test func longCollectionsAreReadInLinearTime() throws {
        let mapping = (0..<100_000).map { "Dep\($0): '1.0'\n" }.joined()
        let list = "items:\n" + (0..<100_000).map { "  - \($0)\n" }.joined()
        var read: [YAMLNode?] = []
        let elapsed = seconds {
            read.append(try? YAMLReader.read(SourceText(path: "gen.yml", text: mapping)))
            read.append(try? YAMLReader.read(SourceText(path: "gen.yml", text: list)))
        }
        guard case .mapping(let pairs)? = read[0]?.kind, case .mapping(let items)? = read[1]?.kind, case .sequence(let values) = items[0].value.kind else {
            Issue.record("expected a mapping and a list")
            return
        }
        #expect(pairs.count == 100_000)
        #expect(pairs[99_999].value.position == SourcePosition(line: 100_000, column: 11))
        #expect(values.count == 100_000)
        #expect(elapsed < 5)
    }

    @Test func unknownTagsAreLocatedErrors() {
        #expect(failure("module: !!int Jacob\n") == """
        gen.yml:1:9: error: unsupported YAML tag '!!int' on a scalar
        module: !!int Jacob
                ^
        note: gen reads no YAML tags but !!str, !!seq and !!map; remove the tag, or quote the value to read it as a string
        """)
        #expect(failure("a:\n  b: !custom [1]\n")?.components(separatedBy: "\n").first == "gen.yml:2:6: error: unsupported YAML tag '!custom' on a list")
        #expect(failure("a: !!seq {b: 1}\n")?.components(separatedBy: "\n").first == "gen.yml:1:4: error: unsupported YAML tag '!!seq' on a mapping")
        #expect(failure("a: !<tag:example.com,2026:x> 1\n")?.components(separatedBy: "\n").first == "gen.yml:1:4: error: unsupported YAML tag 'tag:example.com,2026:x' on a scalar")
    }

    @Test func coreTagsThatMatchTheNodeAreRead() throws {
        let root = try #require(try YAMLReader.read(SourceText(path: "gen.yml", text: "a: !!str 1.0\nb: !!seq [x]\nc: !!map {d: ~}\n")))
        guard case .mapping(let pairs) = root.kind else {
            Issue.record("expected a mapping")
            return
        }
        #expect(pairs[0].value.kind == .scalar(YAMLScalar(value: "1.0", isQuoted: true)))
        #expect(pairs[1].value.kind == .sequence([YAMLNode(.scalar(YAMLScalar(value: "x", isQuoted: false)), at: SourcePosition(line: 2, column: 11))]))
        guard case .mapping(let inner) = pairs[2].value.kind else {
            Issue.record("expected a mapping")
            return
        }
        #expect(inner.count == 1)
    }
}

/// The source line and caret line a diagnostic at `column` of `line` prints: a long line
/// is cut to the part around the column (`SourceExcerpt`).
private func quoted(_ line: String, column: Int) -> String {
    let excerpt = SourceExcerpt.clip(line, column: column) ?? (line, column)
    return excerpt.line + "\n" + String(repeating: " ", count: excerpt.column - 1) + "^"
}
