import Foundation

/// Runs gen, or another executable, as a process of its own with its output discarded.
public struct GenProcess {
    public var executable: String
    public var workingDirectory: String?

    public init(_ executable: String, workingDirectory: String? = nil) {
        self.executable = executable
        self.workingDirectory = workingDirectory
    }

    /// Runs once and returns the wall time in seconds and the exit status.
    public func run(_ arguments: [String]) throws -> (seconds: Double, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let workingDirectory {
            process.currentDirectoryURL = URL(fileURLWithPath: workingDirectory)
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = DispatchTime.now().uptimeNanoseconds
        try process.run()
        process.waitUntilExit()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, process.terminationStatus)
    }

    /// Runs once, and fails unless the exit status is 0.
    public func time(_ arguments: [String]) throws -> Double {
        let (seconds, status) = try run(arguments)
        guard status == 0 else {
            throw BenchmarkFailure("\(executable) \(arguments.joined(separator: " ")) ended with status \(status)")
        }
        return seconds
    }

    /// The peak resident set (VmHWM) of one run, in bytes, from GNU time's `%M`, or nil
    /// without /usr/bin/time. Not from this process's own `wait4`: a child spawned straight
    /// from here inherits this process's peak at exec (the kernel carries the peak of the
    /// address space it replaces), and the benchmark holds the samples; /usr/bin/time forks
    /// its child from its own small address space.
    public func peakMemory(_ arguments: [String]) throws -> Int? {
        let time = "/usr/bin/time"
        guard FileManager.default.isExecutableFile(atPath: time) else { return nil }
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("gen-benchmark-peak-\(ProcessInfo.processInfo.processIdentifier)").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        _ = try GenProcess(time, workingDirectory: workingDirectory).time(["-f", "%M", "-o", report, executable] + arguments)
        let text = try String(contentsOfFile: report, encoding: .utf8)
        return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { $0 * 1024 }
    }
}

/// The best of `runs` timings, with the slowest, in seconds.
public struct Timings {
    public var samples: [Double]

    public var best: Double { samples.min() ?? 0 }
    public var slowest: Double { samples.max() ?? 0 }

    public init(samples: [Double]) {
        self.samples = samples
    }

    /// Times `body` with the monotonic clock.
    public static func measure(runs: Int, _ body: () throws -> Void) rethrows -> Timings {
        Timings(samples: try (0..<runs).map { _ in
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        })
    }

    /// `253.6 ms (253.6–301.9 ms over 5)`.
    public var summary: String {
        String(format: "%.1f ms (%.1f–%.1f ms over %d)", best * 1000, best * 1000, slowest * 1000, samples.count)
    }
}

public struct BenchmarkFailure: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
