import Foundation
import Support

/// Everything a run touches besides its flags: the file system, the folder it runs in, the
/// environment variables, the two output streams, the clock and Ctrl-C. The command line passes the process's
/// own; tests pass a folder and streams of their own, and run many at once in one process.
package struct RunEnvironment: Sendable {
    package var fileSystem: any FileSystem
    /// The folder relative paths start at; `fileSystem` resolves them from it.
    package var workingDirectory: String
    package var variables: [String: String]
    package var standardOutput: TextStream
    package var standardError: TextStream
    /// Read by the progress line and by `--watch`.
    package var clock: any RunClock
    /// Set when the person asks a watch to stop.
    package var stopRequest: StopRequest

    package init(
        fileSystem: any FileSystem,
        workingDirectory: String,
        variables: [String: String],
        standardOutput: TextStream,
        standardError: TextStream,
        clock: any RunClock = SystemClock(),
        stopRequest: StopRequest = StopRequest()
    ) {
        self.fileSystem = fileSystem
        self.workingDirectory = workingDirectory
        self.variables = variables
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.clock = clock
        self.stopRequest = stopRequest
    }

    /// The running process's working directory, environment and streams.
    package static func process() -> RunEnvironment {
        RunEnvironment(
            fileSystem: LocalFileSystem(),
            workingDirectory: FileManager.default.currentDirectoryPath,
            variables: ProcessInfo.processInfo.environment,
            standardOutput: TextStream(isTerminal: isatty(STDOUT_FILENO) == 1) { FileHandle.standardOutput.write(Data($0.utf8)) },
            standardError: TextStream(isTerminal: isatty(STDERR_FILENO) == 1) { FileHandle.standardError.write(Data($0.utf8)) },
            stopRequest: StopRequest(catchesInterrupt: true)
        )
    }
}

/// An output stream: where text goes, and whether a person watches it (colour, progress).
package struct TextStream: Sendable {
    package var isTerminal: Bool
    package var write: @Sendable (String) -> Void

    package init(isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.write = write
    }
}
