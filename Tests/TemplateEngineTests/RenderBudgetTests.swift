import Diagnostics
import TemplateEngine
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Templates that would exhaust memory or run for minutes stop at their render budget with
/// an error at the template's line, quickly and without allocating much.
@Suite struct RenderBudgetTests {
    /// What rendering gave: the output or the error as printed, the processor time it took,
    /// and the budget it left.
    struct Outcome {
        var text: String
        var seconds: Double
        var budget: RenderBudget
    }

    func render(_ text: String, _ context: TemplateDictionary = [:], budget: RenderBudget = .standard) throws -> Outcome {
        let template = try Template(source: SourceText(path: "Hostile.stencil", text: text))
        var budget = budget
        let start = Self.threadCPUSeconds()
        let result: String
        do {
            result = try template.render(context, spending: &budget)
        } catch {
            result = DiagnosticRenderer.render(error.diagnostics)
        }
        return Outcome(text: result, seconds: Self.threadCPUSeconds() - start, budget: budget)
    }

    /// The processor time of the calling thread, which tests running beside it do not add to.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The most memory the test process has held so far, in bytes.
    static func peakResidentBytes() -> Int {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// Rendering ends in seconds of processor time even in a debug build, where it would
    /// take minutes without a budget; it never holds more than the budget's bytes beyond
    /// the input; and the process never grew near the gigabytes it would have needed.
    func expectCheap(_ outcome: Outcome) {
        #expect(outcome.seconds < 10, "took \(outcome.seconds) s of processor time")
        #expect(outcome.budget.bytesSpent <= outcome.budget.bytes)
        #expect(Self.peakResidentBytes() < 1024 * 1024 * 1024)
    }

    @Test func aMacroThatDoublesAStringFortyTimesStopsAtTheByteBudget() throws {
        let template = "{% macro d(s) %}{{ s }}{{ s }}{% endmacro %}{% set a = \"x\" %}\n"
            + String(repeating: "{% set a = d(a) %}\n", count: 40) + "{{ a }}"
        let outcome = try render(template)
        #expect(outcome.text == """
        Hostile.stencil:1:20: error: 'Hostile.stencil' builds more than its render budget of 16777216 bytes of text
        {% macro d(s) %}{{ s }}{{ s }}{% endmacro %}{% set a = "x" %}
                           ^
        note: the output and every string built on the way count, such as text a macro doubles
        note: in macro 'd' called from Hostile.stencil:25:12
        """)
        expectCheap(outcome)
    }

    @Test func twoThousandChainedIndentsStopAtTheByteBudget() throws {
        let template = String(repeating: "{% set text = text|indent:4 %}\n", count: 2000) + "{{ text }}"
        let lines = String(repeating: "line\n", count: 10_000)
        let outcome = try render(template, ["text": .string(lines)])
        #expect(outcome.text == """
        Hostile.stencil:28:20: error: 'Hostile.stencil' builds more than its render budget of 16777216 bytes of text
        {% set text = text|indent:4 %}
                           ^
        note: the output and every string built on the way count, such as text a macro doubles
        """)
        expectCheap(outcome)
    }

    @Test func sixLoopsNestedOverAHundredEndpointsStopAtTheStepBudget() throws {
        let loops = (1...6).map { "{% for e\($0) in endpoints %}" }.joined() + "{{ e6.name }}" + String(repeating: "{% endfor %}", count: 6)
        let endpoints = TemplateValue.array((1...100).map { .dictionary(["name": .string("E\($0)")]) })
        let outcome = try render(loops, ["endpoints": endpoints])
        #expect(outcome.text == """
        Hostile.stencil:1:154: error: 'Hostile.stencil' takes more than its render budget of 1000000 steps
        \(quoted(loops, column: 154))
        note: a loop or a recursion that does not end, or loops nested over long lists, take this many
        """)
        expectCheap(outcome)
    }

    @Test func anIndentTooWideForTheBudgetFailsBeforeItIsBuilt() throws {
        let outcome = try render("{{ text|indent:1000 }}", ["text": .string(String(repeating: "\n", count: 100_000))], budget: RenderBudget(steps: 100, bytes: 1_000_000))
        #expect(outcome.text == """
        Hostile.stencil:1:9: error: 'Hostile.stencil' builds more than its render budget of 1000000 bytes of text
        {{ text|indent:1000 }}
                ^
        note: the output and every string built on the way count, such as text a macro doubles
        """)
        #expect(outcome.budget.bytesSpent == 0)
    }

    @Test func theHintSaysHowToRaiseTheBudget() throws {
        let outcome = try render("{% for x in xs %}{% endfor %}", ["xs": [1, 2, 3]], budget: RenderBudget(steps: 3, bytes: 100, raiseHint: "raise it in gen.yml"))
        #expect(outcome.text == """
        Hostile.stencil:1:13: error: 'Hostile.stencil' takes more than its render budget of 3 steps
        {% for x in xs %}{% endfor %}
                    ^
        note: a loop or a recursion that does not end, or loops nested over long lists, take this many; raise it in gen.yml
        """)
        #expect(outcome.budget.isExceeded)
    }

    @Test func aBudgetIsSpentAcrossRenders() throws {
        let template = try Template(source: SourceText(path: "t", text: "ab{{ x }}"))
        var budget = RenderBudget(steps: 4, bytes: 100)
        _ = try template.render(["x": "cd"], spending: &budget)
        #expect(budget.stepsSpent == 2)
        #expect(budget.bytesSpent == 4)
        _ = try template.render(["x": "cd"], spending: &budget)
        #expect(throws: DiagnosticError.self) { try template.render(["x": "cd"], spending: &budget) }
    }
}
