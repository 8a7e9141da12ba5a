import Foundation
import GenKit
import Support
import TestSupport
@testable import gen

extension TemporaryFolder {
    /// Runs a gen command line in this process, as the executable runs it with this folder
    /// (or `subfolder` of it) as the working directory: the same parsing, the same run, what
    /// it prints collected per stream. Summary lines say `in 38 ms` (`GEN_TEST_ELAPSED_MS`),
    /// so tests compare output exactly.
    func gen(_ arguments: [String], in subfolder: String? = nil, environment: [String: String?] = [:]) throws -> ProcessResult {
        let folder = subfolder.map { path + "/" + $0 } ?? path
        var variables = ProcessInfo.processInfo.environment
        variables["GEN_TEST_ELAPSED_MS"] = "38"
        for (name, value) in environment {
            variables[name] = value
        }
        let output = CollectedText()
        let errorOutput = CollectedText()
        let status = GenMain.execute(arguments, in: RunEnvironment(
            fileSystem: AnchoredFileSystem(folder: folder),
            workingDirectory: folder,
            variables: variables,
            standardOutput: TextStream(isTerminal: false, write: output.append),
            standardError: TextStream(isTerminal: false, write: errorOutput.append)
        ))
        return ProcessResult(status: status, output: output.text, errorOutput: errorOutput.text)
    }

    func gen(_ arguments: String...) throws -> ProcessResult {
        try gen(arguments)
    }
}
