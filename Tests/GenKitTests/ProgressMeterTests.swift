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

    @Test func aLongWorkspaceRunShowsModulesDoneOfTotal() throws {
        let folder = try TemporaryFolder()
        try TinyModule.write("Cart", in: folder, at: "Cart")
        try TinyModule.write("Shop", in: folder, at: "Shop")
        let output = CollectedText()
        let invocation = ModuleInvocation(name: nil, samplesFolder: nil, manifest: nil, output: nil, templates: nil, writeMode: WriteMode(), style: OutputStyle(), all: true)
        let status = invocation.run(in: TinyModule.environment(folder, output: output, errors: errors, errorIsTerminal: true, clock: ScriptedClock(step: .milliseconds(600))))
        #expect(status == .success)
        #expect(errors.text.contains("\r2/2 modules"), "\(errors.text)")
        #expect(errors.text.hasSuffix("\r\u{1B}[K"))
    }
}
