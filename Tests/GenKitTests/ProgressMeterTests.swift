import Foundation
import Support
@testable import GenKit
import Testing
import TestSupport

/// The progress line: only on a terminal, only after a second, never with --quiet or JSON.
@Suite struct ProgressMeterTests {
    let errors = CollectedText()

    private func meter(_ clock: ScriptedClock, terminal: Bool = true, style: OutputStyle = OutputStyle()) -> ProgressMeter {
        let environment = RunEnvironment(
            fileSystem: AnchoredFileSystem(folder: "/"),
            workingDirectory: "/",
            variables: [:],
            standardOutput: TextStream(isTerminal: terminal) { _ in },
            standardError: TextStream(isTerminal: terminal, write: errors.append),
            clock: clock
        )
        return ProgressMeter(total: 3, unit: "modules", style: style, environment: environment)
    }

    @Test func nothingIsShownInTheFirstSecond() {
        let clock = ScriptedClock()
        let progress = meter(clock)
        clock.set(.milliseconds(999))
        progress.advance()
        progress.clear()
        #expect(errors.text.isEmpty)
    }

    @Test func afterASecondTheLineIsDrawnInPlaceAndClearedAtTheEnd() {
        let clock = ScriptedClock()
        let progress = meter(clock)
        progress.advance()
        clock.set(.milliseconds(1200))
        progress.advance()
        progress.interrupting {}
        progress.advance()
        progress.clear()
        #expect(errors.text == "\r2/3 modules" + "\r\u{1B}[K\r2/3 modules" + "\r3/3 modules" + "\r\u{1B}[K")
    }

    @Test(arguments: [
        (false, OutputStyle()),
        (true, OutputStyle(verbosity: .quiet)),
        (true, OutputStyle(format: .json)),
    ])
    func neverInAPipeQuietOrJSON(terminal: Bool, style: OutputStyle) {
        let clock = ScriptedClock()
        let progress = meter(clock, terminal: terminal, style: style)
        clock.set(.seconds(5))
        progress.advance()
        progress.clear()
        #expect(errors.text.isEmpty)
    }

    /// A meter whose run has gone on for two seconds, and its clock.
    private func meterPastTheDelay() -> (ProgressMeter, ScriptedClock) {
        let clock = ScriptedClock()
        let progress = meter(clock)
        clock.set(.seconds(2))
        return (progress, clock)
    }

    @Test func aNewStepCountsFromZeroAndTakesTheLastLineAway() {
        let (progress, _) = meterPastTheDelay()
        progress.begin("files rendered", total: 2)
        progress.advance()
        progress.advance()
        progress.begin("files written", total: 2)
        progress.advance()
        progress.clear()
        #expect(errors.text == "\r1/2 files rendered" + "\r2/2 files rendered" + "\r\u{1B}[K" + "\r1/2 files written" + "\r\u{1B}[K")
    }

    /// Thousands of files would each cost a write to the terminal: the line is drawn at most
    /// every 50 ms, and always for the last piece.
    @Test func theLineIsRedrawnAtMostEvery50Milliseconds() {
        let (progress, clock) = meterPastTheDelay()
        progress.begin("files written", total: 5)
        progress.advance()
        progress.advance()
        clock.set(.milliseconds(2049))
        progress.advance()
        clock.set(.milliseconds(2050))
        progress.advance()
        progress.advance()
        #expect(errors.text == "\r1/5 files written" + "\r4/5 files written" + "\r5/5 files written")
    }

    /// One module that takes over a second shows its files rendered, then written, of total.
    @Test func aLongModuleRunShowsItsFilesDoneOfTotal() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Cart", endpoints: ["home", "cart", "orders"], in: folder)
        let output = CollectedText()
        let invocation = ModuleInvocation(options: ModuleOptions(), writeMode: WriteMode(), style: OutputStyle())
        let status = invocation.run(in: TinyModule.environment(folder, output: output, errors: errors, errorIsTerminal: true, clock: ScriptedClock(step: .milliseconds(600))))
        #expect(status == .success, "\(errors.text)")
        let files = try #require(output.text.split(separator: "\n").last?.split(separator: " ").first.flatMap { Int($0) })
        #expect(errors.text.contains("\r\(files)/\(files) files rendered"), "\(errors.text)")
        #expect(errors.text.contains("\r\(files)/\(files) files written"), "\(errors.text)")
        #expect(errors.text.hasSuffix("\r\u{1B}[K"))
    }

    @Test func aLongWorkspaceRunShowsModulesDoneOfTotal() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Cart", in: folder, at: "Cart")
        try TinyModule.write("Shop", in: folder, at: "Shop")
        let output = CollectedText()
        let invocation = ModuleInvocation(options: ModuleOptions(), writeMode: WriteMode(), style: OutputStyle(), all: true)
        let status = invocation.run(in: TinyModule.environment(folder, output: output, errors: errors, errorIsTerminal: true, clock: ScriptedClock(step: .milliseconds(600))))
        #expect(status == .success)
        #expect(errors.text.contains("\r2/2 modules"), "\(errors.text)")
        #expect(errors.text.hasSuffix("\r\u{1B}[K"))
    }
}
