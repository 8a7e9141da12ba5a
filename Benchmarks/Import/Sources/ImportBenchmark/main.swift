import Foundation

/// Usage: ImportBenchmark <path to a release build of gen>
///
/// Writes a 50 MB HAR capture of 5,000 entries (seed 17), then measures, best of five runs each:
/// - `gen import capture.har` as a whole process (start-up, read, group, infer parameters,
///   write about 3,500 samples and gen.yml), into a fresh folder each run;
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

func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.min() ?? 0
}

let parse = try best(of: 5) {
    _ = try JSONSerialization.jsonObject(with: data)
}
var run = 0
let imported = try best(of: 5) {
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
print(String(format: "JSONSerialization read:         %7.1f ms", parse * 1000))
print(String(format: "gen import (whole process):     %7.1f ms", imported * 1000))
print(String(format: "gen import / JSONSerialization: %7.2f", imported / parse))
