import Foundation

/// How one gen process ended.
enum Termination: Equatable, Sendable {
    case exited(Int32)
    case signalled(Int32)
    /// Killed by the fuzzer after the wall-clock limit.
    case timedOut
    /// Killed by the fuzzer on purpose, in kill mode, before it ended.
    case killed
}

/// Runs the gen executable under an address-space limit (`ulimit -v` through /bin/sh, which
/// then `exec`s gen, so the process the fuzzer waits for and signals is gen itself) and a
/// wall-clock limit, with its output in a log file.
struct GenProcess: Sendable {
    var executable: String
    var timeLimit: Double = 20
    var memoryLimitKilobytes = 2_097_152

    /// Runs gen with `arguments` in `folder`; `killAfter` seconds, when given, sends SIGKILL
    /// then (kill mode) instead of waiting for the end.
    func run(_ arguments: [String], in folder: String, environment: [String: String], log: String, killAfter: Double? = nil) throws -> Termination {
        guard FileManager.default.createFile(atPath: log, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? output.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v \(memoryLimitKilobytes) && exec \"$0\" \"$@\"", executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = output
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let limit = killAfter ?? timeLimit
        if ended.wait(timeout: .now() + limit) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
            return killAfter == nil ? .timedOut : .killed
        }
        switch process.terminationReason {
        case .exit: return .exited(process.terminationStatus)
        case .uncaughtSignal: return .signalled(process.terminationStatus)
        @unknown default: return .signalled(process.terminationStatus)
        }
    }
}

extension Termination: CustomStringConvertible {
    var description: String {
        switch self {
        case .exited(let status): "exit status \(status)"
        case .signalled(let signal): "signal \(signal)"
        case .timedOut: "the time limit"
        case .killed: "SIGKILL from the fuzzer"
        }
    }
}
