import Foundation

/// Usage: ModelBenchmark <path to a release build of gen>
///
/// Writes two samples, then measures on each, best of five runs each:
/// - `gen model NAME --json SAMPLE` as a whole process (start-up, read, infer, render, write);
/// - `JSONSerialization.jsonObject(with:)` parsing the same bytes in this process.
///
/// The samples: a 10 MB array of analytics events, and one object of 200,000 keys whose
/// values are of every kind (wide and heterogeneous).
guard CommandLine.arguments.count == 2 else {
    print("usage: ModelBenchmark <gen executable>")
    exit(2)
}
let gen = CommandLine.arguments[1]
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-model-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

func best(of runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.min() ?? 0
}

/// Writes `json`, measures both and prints the figures under `title`.
func measure(_ title: String, payload: String, json: String) throws {
    let samplePath = folder.appendingPathComponent(payload.lowercased() + ".json")
    try json.write(to: samplePath, atomically: true, encoding: .utf8)
    let data = try Data(contentsOf: samplePath)
    let parse = try best(of: 5) {
        _ = try JSONSerialization.jsonObject(with: data)
    }
    var run = 0
    let model = try best(of: 5) {
        run += 1
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gen)
        process.arguments = ["model", payload, "--json", samplePath.path, "--output", folder.appendingPathComponent("\(payload)\(run)").path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            print("gen model \(payload) failed with status \(process.terminationStatus)")
            exit(1)
        }
    }
    print(String(format: "%@: %.1f MB", title, Double(data.count) / 1_000_000))
    print(String(format: "  JSONSerialization parse:        %7.1f ms", parse * 1000))
    print(String(format: "  gen model (whole process):      %7.1f ms", model * 1000))
    print(String(format: "  gen model / JSONSerialization:  %7.2f", model / parse))
}

var events = EventSample()
let eventsJSON = events.json(targetBytes: 10_000_000)
try measure("events, \(eventsJSON.components(separatedBy: "\"type\":").count - 1) objects", payload: "Event", json: eventsJSON)
var wide = WideSample()
try measure("wide object, 200000 keys of mixed kinds", payload: "Wide", json: wide.json(keys: 200_000))
