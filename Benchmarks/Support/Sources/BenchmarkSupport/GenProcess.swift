import Foundation

/// Runs gen, or another executable, as a process of its own with its output discarded.
public struct GenProcess {
    public var executable: String
    public var workingDirectory: String?

    public init(_ executable: String, workingDirectory: String? = nil) {
        self.executable = executable
        self.workingDirectory = workingDirectory
    }

    /// Runs once and returns the wall time in seconds, the processor time (user and system,
    /// from `wait4`) and the exit status. Spawns and waits with the system calls themselves:
    /// Foundation's `Process.waitUntilExit` polls a run loop, and its times come out in
    /// steps of about 50 ms on Linux.
    public func run(_ arguments: [String]) throws -> (seconds: Double, cpuSeconds: Double, status: Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let returnTo = FileManager.default.currentDirectoryPath
        if let workingDirectory, !FileManager.default.changeCurrentDirectoryPath(workingDirectory) {
            throw BenchmarkFailure("cannot run in \(workingDirectory)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(returnTo) }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchmarkFailure("cannot start \(executable): error \(spawned)")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
        return (seconds, cpu, exitStatus)
    }

    /// Runs once, and fails unless the exit status is 0.
    public func time(_ arguments: [String]) throws -> Double {
        try measured(arguments).seconds
    }

    /// Runs once, and fails unless the exit status is 0; the wall and processor times.
    public func measured(_ arguments: [String]) throws -> (seconds: Double, cpuSeconds: Double) {
        let (seconds, cpu, status) = try run(arguments)
        guard status == 0 else {
            throw BenchmarkFailure("\(executable) \(arguments.joined(separator: " ")) ended with status \(status)")
        }
        return (seconds, cpu)
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
