import BenchmarkSupport
import Foundation
import JSONReader

/// Peak resident memory of reading one file, measured in a fresh process so nothing the
/// benchmark allocated before (the generated inputs, earlier runs) hides the peak.
///
/// The child loads the file with read(2) straight into its final buffer, so loading has no
/// transient copy, then reads it as JSON and keeps the result alive. Its peak resident set
/// is taken before loading, after loading and after reading.
struct PeakMemory {
    var fileBytes: Int
    var beforeLoading: Int
    var afterLoading: Int
    var afterReading: Int

    /// What reading added on top of the loaded bytes.
    var readingBytes: Int { afterReading - afterLoading }
    /// Reading plus the loaded input: everything the sample costs in memory.
    var totalBytes: Int { afterReading - beforeLoading }

    static let childFlag = "--peak-memory"

    /// Runs this executable again as `--peak-memory READER PATH` and reads its report.
    static func measure(reader: String, file: String) throws -> PeakMemory {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [childFlag, reader, file]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, numbers.count == 4 else {
            throw BenchmarkFailure("the \(reader) memory run failed: \(output)")
        }
        return PeakMemory(fileBytes: numbers[0], beforeLoading: numbers[1], afterLoading: numbers[2], afterReading: numbers[3])
    }

    /// The child's side: prints `fileBytes beforeLoading afterLoading afterReading`.
    static func runChild(reader: String, file: String) throws {
        let beforeLoading = peakResidentBytes()
        let bytes = try load(file)
        let afterLoading = peakResidentBytes()
        let afterReading: Int
        switch reader {
        case "reader":
            let document = try JSONReader.read(bytes, path: file)
            afterReading = withExtendedLifetime(document) { peakResidentBytes() }
        case "foundation":
            let object = try bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { throw BenchmarkFailure("\(file) is empty") }
                let data = Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none)
                return try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
            }
            afterReading = withExtendedLifetime(object) { peakResidentBytes() }
        default:
            throw BenchmarkFailure("unknown reader \(reader)")
        }
        print(bytes.count, beforeLoading, afterLoading, afterReading)
    }

    private static func load(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw BenchmarkFailure("cannot open \(path)") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw BenchmarkFailure("cannot stat \(path)") }
        let size = Int(status.st_size)
        return try [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < size {
                let read = Foundation.read(descriptor, base + count, size - count)
                guard read > 0 else { throw BenchmarkFailure("cannot read \(path)") }
                count += read
            }
        }
    }

    /// The process's peak resident set so far. On Linux this is VmHWM from /proc/self/status,
    /// which starts afresh at exec; getrusage's ru_maxrss would carry over the parent's peak.
    private static func peakResidentBytes() -> Int {
        #if os(Linux)
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
        let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
        return kilobytes * 1024
        #else
        var usage = rusage()
        getrusage(RUSAGE_SELF, &usage)
        return Int(usage.ru_maxrss)
        #endif
    }
}
