import BenchmarkSupport
import Foundation

/// Usage: swift run -c release   (from Benchmarks/JSON)
///
/// Generates the inputs from fixed seeds ((a) API objects, pretty-printed and minified,
/// (b) deep nesting, (c) escaped strings), reads each with gen's JSONReader and with
/// Foundation's JSONSerialization in the same run, and prints the best throughput of each,
/// their ratio, and the peak memory of reading both forms of (a).
let runs = 7
let arguments = CommandLine.arguments

do {
    if arguments.count == 4, arguments[1] == PeakMemory.childFlag {
        try PeakMemory.runChild(reader: arguments[2], file: arguments[3])
        exit(0)
    }
    let apiObjects = BenchmarkInput.apiObjects(size: 10_000_000, seed: 1)
    let inputs = [
        apiObjects.pretty,
        apiObjects.minified,
        BenchmarkInput.deepNesting(size: 4_000_000, depth: 500, seed: 2),
        BenchmarkInput.escapedStrings(size: 4_000_000, stringLength: 100_000, seed: 3),
    ]
    let processInfo = ProcessInfo.processInfo
    print("JSON reader benchmark, best of \(runs) runs; \(processInfo.activeProcessorCount) cores, \(processInfo.operatingSystemVersionString)")
    print("MB = 10^6 bytes; ratio = JSONSerialization time / JSONReader time")
    print("")
    print(Report.throughputHeader)
    let throughputs = try inputs.map { input in try Throughput.measure(input, runs: runs) }
    for throughput in throughputs {
        print(Report.row(throughput))
    }
    print("")
    print("Peak memory while reading, each in a fresh process (peak resident set, VmHWM on Linux):")
    var memories: [PeakMemory] = []
    for input in [apiObjects.pretty, apiObjects.minified] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gen-json-benchmark-\(processInfo.processIdentifier).json").path
        try Data(input.bytes).write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        for reader in ["reader", "foundation"] {
            let memory = try PeakMemory.measure(reader: reader, file: file)
            memories.append(memory)
            print(Report.memoryLine(input: input.name, reader: reader, memory))
        }
    }
    let api = throughputs[0]
    TargetRow(
        "JSON reader, (a) API objects \(Format.megabytes(api.input.bytes.count))", figure: String(format: "%.1f MB/s", api.readerRate),
        reference: String(format: "JSONSerialization: %.1f MB/s", api.foundationRate), ratio: api.ratio,
        target: "≥ 2×", isMet: api.ratio >= 2
    ).print()
    let memory = memories[0]
    let memoryRatio = Double(memory.totalBytes) / Double(memory.fileBytes)
    TargetRow(
        "JSON reader peak memory, (a) read with the loaded file", figure: Format.megabytes(memory.totalBytes),
        reference: "file: \(Format.megabytes(memory.fileBytes))", ratio: memoryRatio,
        target: "< 4× the file", isMet: memoryRatio < 4
    ).print()
    print(Format.load())
} catch {
    FileHandle.standardError.write(Data("benchmark failed: \(error)\n".utf8))
    exit(1)
}
