import BenchmarkSupport
import Foundation

/// Usage: ShapeBenchmark <path to a release build of gen> [MB of the long key]
///
/// Writes three samples whose cost once grew faster than their size, then measures on each,
/// best of three runs each:
/// - `gen model Shape --json SAMPLE` as a whole process (start-up, read, infer, render, write);
/// - `JSONSerialization.jsonObject(with:)` parsing the same bytes in this process.
///
/// The samples: one object whose one key is 100 MB long (`abcdefghij` repeated); objects
/// nested 500 deep (`{"a":{"a":…1…}}`, 3 KB); one object of 100,000 members all named `k`
/// on one line (99,999 duplicate-key warnings).
guard (2...3).contains(CommandLine.arguments.count) else {
    print("usage: ShapeBenchmark <gen executable> [MB of the long key]")
    exit(2)
}
let gen = CommandLine.arguments[1]
let keyMegabytes = CommandLine.arguments.count == 3 ? Int(CommandLine.arguments[2]) ?? 100 : 100
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-shape-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
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

/// Runs gen on `sample` and returns its exit status; its output goes nowhere.
func runGen(_ sample: URL, output: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: gen)
    process.arguments = ["model", "Shape", "--json", sample.path, "--output", output.path, "--force"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

/// Writes `json`, measures both and prints the figures under `title`; with a target (the
/// most the whole process may take), also its row.
func measure(_ title: String, name: String, json: Data, target seconds: Double? = nil) throws {
    let sample = folder.appendingPathComponent(name + ".json")
    try json.write(to: sample)
    let parse = try best(of: 3) {
        _ = try JSONSerialization.jsonObject(with: json)
    }
    var status: Int32 = 0
    let model = try best(of: 3) {
        status = try runGen(sample, output: folder.appendingPathComponent(name))
    }
    print(String(format: "%@: %.3f MB", title, Double(json.count) / 1_000_000))
    print(String(format: "  JSONSerialization parse:        %9.1f ms", parse * 1000))
    print(String(format: "  gen model (whole process):      %9.1f ms (exit status %d)", model * 1000, status))
    print(String(format: "  gen model / JSONSerialization:  %9.2f", model / parse))
    if let seconds {
        TargetRow(
            "gen model, \(title) (\(Format.megabytes(json.count)))", figure: Format.milliseconds(model),
            reference: "JSONSerialization parse: \(Format.milliseconds(parse))", ratio: model / parse,
            target: String(format: "< %.0f s", seconds), isMet: model < seconds
        ).print()
    }
}

var key = Data("{\"".utf8)
key.append(contentsOf: Array(repeating: Array("abcdefghij".utf8), count: keyMegabytes * 100_000).joined())
key.append(contentsOf: Array("\": 1}".utf8))
try measure("one key of \(keyMegabytes) MB", name: "key", json: key, target: 3)

let depth = 500
let deep = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
try measure("objects nested \(depth) deep", name: "deep", json: Data(deep.utf8), target: 1)

let members = 100_000
let duplicates = "{" + (0..<members).map { "\"k\":\($0)" }.joined(separator: ",") + "}"
try measure("\(members) members named k on one line", name: "duplicates", json: Data(duplicates.utf8))
print(Format.load())
