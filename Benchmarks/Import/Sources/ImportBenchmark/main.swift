import BenchmarkSupport
import Foundation

/// Usage: ImportBenchmark <path to a release build of gen>
///
/// Writes a 50 MB HAR capture of 5,000 entries (seed 17), then measures, best of five runs each:
/// - `gen import capture.har` as a whole process (start-up, read, group, infer parameters,
///   write the samples and gen.yml), into a fresh folder each run;
/// - `JSONSerialization.jsonObject(with:)` reading the same bytes in this process.
guard CommandLine.arguments.count == 2 else {
    print("usage: ImportBenchmark <gen executable>")
    exit(2)
}
let gen = CommandLine.arguments[1]
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-import-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

var capture = Capture(seed: 17)
let har = capture.har(entries: 5_000)
let capturePath = folder.appendingPathComponent("capture.har")
try har.write(to: capturePath, atomically: true, encoding: .utf8)
let data = try Data(contentsOf: capturePath)

/// User plus system time, in seconds, of this process or of its finished children.
func cpuSeconds(children: Bool) -> Double {
    var usage = rusage()
    getrusage(children ? RUSAGE_CHILDREN.rawValue : RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// The best wall time of the runs, and the CPU time of that run.
func best(of runs: Int, children: Bool, _ body: () throws -> Void) rethrows -> (wall: Double, cpu: Double) {
    var times: [(wall: Double, cpu: Double)] = []
    for _ in 0..<runs {
        let cpu = cpuSeconds(children: children)
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append((Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpuSeconds(children: children) - cpu))
    }
    return times.min { $0.wall < $1.wall } ?? (0, 0)
}

let parse = try best(of: 5, children: false) {
    _ = try JSONSerialization.jsonObject(with: data)
}
var run = 0
let imported = try best(of: 5, children: true) {
    run += 1
    let output = folder.appendingPathComponent("out\(run)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: gen)
    process.arguments = ["import", capturePath.path, "--output", output.path, "--module", "Bench", "--quiet"]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        print("gen import failed with status \(process.terminationStatus)")
        exit(1)
    }
}
let samples = (FileManager.default.enumerator(atPath: folder.appendingPathComponent("out1/samples").path)?.allObjects as? [String] ?? [])
    .filter { $0.hasSuffix(".json") }.count
print(String(format: "capture: %.1f MB, 5000 entries, %d samples written", Double(data.count) / 1_000_000, samples))
var load = [Double](repeating: 0, count: 3)
getloadavg(&load, 3)
print(String(format: "JSONSerialization read:         %7.1f ms (CPU %7.1f ms)", parse.wall * 1000, parse.cpu * 1000))
print(String(format: "gen import (whole process):     %7.1f ms (CPU %7.1f ms, user + system)", imported.wall * 1000, imported.cpu * 1000))
print(String(format: "gen import / JSONSerialization: %7.2f", imported.wall / parse.wall))
print(String(format: "load average after the runs:    %.2f %.2f %.2f on %d cores", load[0], load[1], load[2], ProcessInfo.processInfo.activeProcessorCount))
TargetRow(
    String(format: "gen import, HAR capture of 5000 entries (%.1f MB)", Double(data.count) / 1_000_000), figure: Format.milliseconds(imported.wall),
    reference: "JSONSerialization read: \(Format.milliseconds(parse.wall))", ratio: imported.wall / parse.wall,
    target: "< 2 s", isMet: imported.wall < 2
).print()
