import Foundation

/// Runs a program to completion and captures what it printed.
public struct ProcessResult {
    public var status: Int32
    public var output: String
    public var errorOutput: String

    public init(status: Int32, output: String, errorOutput: String) {
        self.status = status
        self.output = output
        self.errorOutput = errorOutput
    }
}

public enum ProcessRunner {
    /// - Parameter environment: variables to set (or, with nil, remove) on top of this
    ///   process's environment.
    public static func run(
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
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errorOutput: String(decoding: errorData, as: UTF8.self)
        )
    }
}

extension ProcessRunner {
    /// The `gen` executable SwiftPM built next to the test bundle.
    public static var genExecutable: String {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return buildFolder.appendingPathComponent("gen").path
    }
}
