import BenchmarkSupport
import Foundation

/// Usage: ModelBenchmark <path to a release build of gen>
///
/// Writes two samples, then measures on each, best of five runs each, the runs of both sides
/// alternating so both see the same machine:
/// - `gen model NAME --json SAMPLE` as a whole process (start-up, read, infer, render, write);
/// - on the events, also `gen lint --samples SAMPLE` as a whole process;
/// - `JSONSerialization.jsonObject(with:)` parsing the same bytes in this process;
/// and on the events the peak memory (VmHWM) of one `gen model` and one `gen lint`.
///
/// The samples: a 10 MB array of analytics events, and one object of 200,000 keys whose
/// values are of every kind (wide and heterogeneous).
guard CommandLine.arguments.count == 2 else {
    print("usage: ModelBenchmark <gen executable>")
    exit(2)
}
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-model-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let gen = GenProcess(CommandLine.arguments[1], workingDirectory: folder.path)

let runs = 5

/// `runs` JSONSerialization parses and `runs` runs of each gen command, alternating.
func measure(_ data: Data, _ commands: [[String]], with gen: GenProcess) throws -> (parse: Timings, gen: [Timings]) {
    var parse: [Double] = []
    var genRuns = [[Double]](repeating: [], count: commands.count)
    for _ in 0..<runs {
        parse += try Timings.measure(runs: 1) { _ = try JSONSerialization.jsonObject(with: data) }.samples
        for (index, command) in commands.enumerated() {
            genRuns[index].append(try gen.time(command))
        }
    }
    return (Timings(samples: parse), genRuns.map(Timings.init(samples:)))
}

func write(_ json: String, to name: String) throws -> (path: String, data: Data) {
    let path = folder.appendingPathComponent(name).path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return (path, try Data(contentsOf: URL(fileURLWithPath: path)))
}

var events = EventSample()
let eventsJSON = events.json(targetBytes: 10_000_000)
let eventCount = eventsJSON.components(separatedBy: "\"type\":").count - 1
let (eventsPath, eventsData) = try write(eventsJSON, to: "events.json")
let size = Format.megabytes(eventsData.count)
let model = ["model", "Event", "--json", eventsPath, "--output", folder.appendingPathComponent("Event").path, "--force"]
let lint = ["lint", "--samples", eventsPath]
let (parse, timed) = try measure(eventsData, [model, lint], with: gen)
print("events: \(size), \(eventCount) objects; best of \(runs), runs alternating")
print("  JSONSerialization parse:   \(parse.summary)")
print("  gen model (whole process): \(timed[0].summary)")
print("  gen lint (whole process):  \(timed[1].summary)")

var wide = WideSample()
let (widePath, wideData) = try write(wide.json(keys: 200_000), to: "wide.json")
let wideModel = ["model", "Wide", "--json", widePath, "--output", folder.appendingPathComponent("Wide").path, "--force"]
let (wideParse, wideTimed) = try measure(wideData, [wideModel], with: gen)
print("wide object: \(Format.megabytes(wideData.count)), 200000 keys of mixed kinds; no target")
print("  JSONSerialization parse:   \(wideParse.summary)")
print("  gen model (whole process): \(wideTimed[0].summary), \(Format.ratio(wideTimed[0].best / wideParse.best)) of the parse")

let modelRatio = timed[0].best / parse.best
TargetRow(
    "gen model, events \(size), whole process", figure: Format.milliseconds(timed[0].best),
    reference: "JSONSerialization parse: \(Format.milliseconds(parse.best))", ratio: modelRatio,
    target: "≤ 0.5× the parse", isMet: modelRatio <= 0.5
).print()
let lintSpeedup = parse.best / timed[1].best
TargetRow(
    "gen lint, events \(size), whole process", figure: Format.milliseconds(timed[1].best),
    reference: "JSONSerialization parse: \(Format.milliseconds(parse.best))", ratio: lintSpeedup,
    target: "parse ≥ 4× gen lint", isMet: lintSpeedup >= 4
).print()
if let help = try gen.peakMemory(["--help"]), let modelPeak = try gen.peakMemory(model), let lintPeak = try gen.peakMemory(lint) {
    print("peak memory (VmHWM): gen --help \(Format.megabytes(help)), gen model \(Format.megabytes(modelPeak)), gen lint \(Format.megabytes(lintPeak))")
    for (command, peak) in [("gen model", modelPeak), ("gen lint", lintPeak)] {
        let ratio = Double(peak) / Double(eventsData.count)
        TargetRow(
            "\(command) peak memory (VmHWM), events", figure: Format.megabytes(peak),
            reference: "sample: \(size)", ratio: ratio, target: "≤ 3× the sample", isMet: ratio <= 3
        ).print()
    }
} else {
    print("peak memory not measured: it needs GNU time as /usr/bin/time")
}
print(Format.load())
