import Diagnostics
import TemplateEngine
import Testing

/// Templates whose includes, macro calls or `block.super` double at each level fail within
/// a second with a located error naming the chain, instead of compiling or rendering for
/// minutes: includes and `block.super` count against the expansion limit as they are
/// inlined, macro calls against the render budget.
@Suite struct ExpansionLimitTests {
    /// The error compiling and rendering `text` gives, and the processor time it took.
    func failure(_ text: String, files: [String: String] = [:]) -> (error: String, seconds: Double) {
        let start = RenderBudgetTests.threadCPUSeconds()
        var printed = ""
        do {
            let template = try Template(source: SourceText(path: "T0.stencil", text: text), loader: InMemoryTemplateLoader(files))
            _ = try template.render([:])
        } catch {
            printed = DiagnosticRenderer.render(error.diagnostics)
        }
        return (printed, RenderBudgetTests.threadCPUSeconds() - start)
    }

    /// Twenty-two templates, each including the next twice: four million copies inlined.
    static let doublingIncludes = (0...22).reduce(into: [String: String]()) { files, level in
        files["T\(level).stencil"] = level == 22 ? "leaf\n" : "\(level){% include \"T\(level + 1).stencil\" %}{% include \"T\(level + 1).stencil\" %}\n"
    }

    @Test func templatesThatIncludeTheNextTwiceStopAtTheExpansionLimit() {
        let outcome = failure(Self.doublingIncludes["T0.stencil"]!, files: Self.doublingIncludes)
        let lines = outcome.error.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.prefix(4) == [
            "T21.stencil:1:1: error: 'T0.stencil' expands to more than 100000 tags and runs of text once includes and block.super are inlined",
            "21{% include \"T22.stencil\" %}{% include \"T22.stencil\" %}",
            "^",
            "note: each include and block.super places a copy of what it names, so templates that include the next one twice double in size at each level; include a template once, inside a loop, or make a macro of it, which is compiled once",
        ], "\(outcome.error)")
        #expect(lines.dropFirst(4).count == 21)
        #expect(lines.last == "note: in 'T1.stencil' included from T0.stencil:1:13")
        #expect(outcome.seconds < 10, "took \(outcome.seconds) s of processor time")
    }

    @Test func aMistakeInATemplateIncludedAThousandTimesIsReportedOnce() {
        var files = (0..<10).reduce(into: [String: String]()) { files, level in
            files["T\(level).stencil"] = "{% include \"T\(level + 1).stencil\" %}{% include \"T\(level + 1).stencil\" %}"
        }
        files["T10.stencil"] = "{{ x|nofilter }}"
        let outcome = failure(files["T0.stencil"]!, files: files)
        #expect(outcome.error.components(separatedBy: "error:").count == 2, "\(outcome.error)")
        #expect(outcome.error.hasPrefix("T10.stencil:1:6: error: unknown filter 'nofilter'"), "\(outcome.error)")
    }

    @Test func macrosThatCallTheNextTwiceStopAtTheRenderBudget() {
        let macros = (0..<30).map { level in
            "{% macro m\(level)() %}{{ m\(level + 1)() }}{{ m\(level + 1)() }}{% endmacro %}\n"
        }.joined() + "{% macro m30() %}x{% endmacro %}{{ m0() }}"
        let outcome = failure(macros)
        #expect(outcome.error.hasPrefix("""
        T0.stencil:30:32: error: 'T0.stencil' takes more than its render budget of 1000000 steps
        {% macro m29() %}{{ m30() }}{{ m30() }}{% endmacro %}
                                       ^
        """), "\(outcome.error)")
        #expect(outcome.error.hasSuffix("note: in macro 'm0' called from T0.stencil:31:36"), "\(outcome.error)")
        #expect(outcome.seconds < 10, "took \(outcome.seconds) s of processor time")
    }

    @Test func blocksThatRenderBlockSuperTwiceAlongAnExtendsChainStopAtTheExpansionLimit() {
        let files = (0...24).reduce(into: [String: String]()) { files, level in
            files["T\(level).stencil"] = level == 24
                ? "{% block b %}x{% endblock %}"
                : "{% extends \"T\(level + 1).stencil\" %}{% block b %}{{ block.super }}{{ block.super }}{% endblock %}"
        }
        let outcome = failure(files["T0.stencil"]!, files: files)
        #expect(outcome.error.hasPrefix("""
        T23.stencil:1:44: error: 'T0.stencil' expands to more than 100000 tags and runs of text once includes and block.super are inlined
        {% extends "T24.stencil" %}{% block b %}{{ block.super }}{{ block.super }}{% endblock %}
                                                   ^
        """), "\(outcome.error)")
        #expect(outcome.error.hasSuffix("note: in 'T1.stencil' extended from T0.stencil:1:12"), "\(outcome.error)")
        #expect(outcome.seconds < 10, "took \(outcome.seconds) s of processor time")
    }
}
