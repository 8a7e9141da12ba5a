import Foundation

/// Usage: ModelBenchmark <path to a release build of gen>
///
/// Writes a 10 MB events sample, then measures, best of five runs each:
/// - `gen model Event --json events.json` as a whole process (start-up, read, infer, render, write);
/// - `JSONSerialization.jsonObject(with:)` parsing the same bytes in this process.
guard CommandLine.arguments.count == 2 else {
    print("usage: ModelBenchmark <gen executable>")
    exit(2)
}
let gen = CommandLine.arguments[1]
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-model-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

var sample = EventSample()
let json = sample.json(targetBytes: 10_000_000)
let samplePath = folder.appendingPathComponent("events.json")
try json.write(to: samplePath, atomically: true, encoding: .utf8)
let data = try Data(contentsOf: samplePath)

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
let model = try best(of: 5) {
    run += 1
    let process = Process()
    process.executableURL = URL(fileURLWithPath: gen)
    process.arguments = ["model", "Event", "--json", samplePath.path, "--output", folder.appendingPathComponent("out\(run)").path]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        print("gen model failed with status \(process.terminationStatus)")
        exit(1)
    }
}
let megabytes = Double(data.count) / 1_000_000
print(String(format: "sample: %.1f MB, %d events", megabytes, json.components(separatedBy: "\"type\":").count - 1))
print(String(format: "JSONSerialization parse:        %7.1f ms", parse * 1000))
print(String(format: "gen model (whole process):      %7.1f ms", model * 1000))
print(String(format: "gen model / JSONSerialization:  %7.2f", model / parse))
