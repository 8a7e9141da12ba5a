import Foundation
import GenKit
import Support
import TestSupport

extension TinyModule {
    /// A run in `folder` whose streams are collected, with the clock and stop request given.
    static func environment(
        _ folder: TemporaryFolder,
        output: CollectedText,
        errors: CollectedText,
        errorIsTerminal: Bool = false,
        clock: any RunClock,
        stop: StopRequest = StopRequest()
    ) -> RunEnvironment {
        RunEnvironment(
            fileSystem: AnchoredFileSystem(folder: folder.path),
            workingDirectory: folder.path,
            variables: ["GEN_TEST_ELAPSED_MS": "38", "NO_COLOR": "1"],
            standardOutput: TextStream(isTerminal: false, write: output.append),
            standardError: TextStream(isTerminal: errorIsTerminal, write: errors.append),
            clock: clock,
            stopRequest: stop
        )
    }
}
