import Foundation

/// Runs a program to completion and captures what it printed.
package struct ProcessResult {
    package var status: Int32
    package var output: String
    package var errorOutput: String

    package init(status: Int32, output: String, errorOutput: String) {
        self.status = status
        self.output = output
        self.errorOutput = errorOutput
    }
}

package enum ProcessRunner {
    /// - Parameter environment: variables to set (or, with nil, remove) on top of this
    ///   process's environment.
    package static func run(
        _ executable: String,
        _ arguments: [String],
        in folder: String? = nil,
        environment: [String: String?] = [:]
    ) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        for (name, value) in environment {
            variables[name] = value
        }
        process.environment = variables
        if let folder {
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
        }
        let output = Pipe()
        let errorOutput = Pipe()
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errorOutput
        try process.run()
        // Both pipes read at once: a program that fills one pipe (64 KB of compiler errors)
        // while the other is read to its end would wait for ever, and the test with it.
        let errorData = PipeReader(errorOutput.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData.data, as: UTF8.self)
        )
    }
}

/// Reads a file handle to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var read = Data()

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            read = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the writer closed its end.
    var data: Data {
        done.wait()
        defer { done.signal() }
        return read
    }
}

extension ProcessRunner {
    /// The `gen` executable SwiftPM built next to the test bundle.
    package static var genExecutable: String {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return buildFolder.appendingPathComponent("gen").path
    }
}

extension ProcessRunner {
    /// Copies gen's executable to `path` through `cp`: a copy this process wrote would hold a
    /// descriptor that a test forking meanwhile inherits, and running the copy would then fail
    /// with "Text file busy" until that child execs.
    package static func copyGenExecutable(to path: String) throws {
        let copy = try run("/bin/cp", [genExecutable, path])
        guard copy.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: copy.errorOutput])
        }
    }
}
