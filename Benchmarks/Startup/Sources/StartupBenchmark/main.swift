import BenchmarkSupport
import Foundation

/// Usage: StartupBenchmark <path to a release build of gen> <repository root>
///
/// Times, in alternation, 40 runs of `gen --help` and 40 cold runs of `gen module` on
/// examples/Jacob, each a new process writing into a folder that does not exist yet (so
/// nothing is skipped: every file is created), and compares the best times and the medians.
/// What `gen --help` takes is the floor of any run: loading the executable and its libraries
/// and parsing the command line.
guard CommandLine.arguments.count == 3 else {
    print("usage: StartupBenchmark <gen executable> <repository root>")
    exit(2)
}
let gen = GenProcess(CommandLine.arguments[1])
let example = URL(fileURLWithPath: CommandLine.arguments[2]).appendingPathComponent("examples/Jacob")
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gen-startup-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

let rounds = 40
var help: [Double] = []
var module: [Double] = []
for round in 0...rounds {
    let helpTime = try gen.time(["--help"])
    let moduleTime = try gen.time([
        "module", "--json", example.appendingPathComponent("samples").path,
        "--manifest", example.appendingPathComponent("gen.yml").path,
        "--output", folder.appendingPathComponent("Jacob\(round)").path, "--quiet",
    ])
    if round > 0 {
        help.append(helpTime)
        module.append(moduleTime)
    }
}
let helpTimes = Timings(samples: help)
let moduleTimes = Timings(samples: module)
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

print("cold runs, each a new process, \(rounds) of each alternating (one untimed round first):")
print("  gen --help:                      \(helpTimes.summary), median \(Format.milliseconds(median(help)))")
print("  gen module examples/Jacob, cold: \(moduleTimes.summary), median \(Format.milliseconds(median(module)))")
print("  median / median: \(Format.ratio(median(module) / median(help)))")
let ratio = moduleTimes.best / helpTimes.best
TargetRow(
    "cold gen module, examples/Jacob, fresh output folder", figure: Format.milliseconds(moduleTimes.best),
    reference: "gen --help: \(Format.milliseconds(helpTimes.best))", ratio: ratio,
    target: "≤ 1.7× gen --help", isMet: ratio <= 1.7
).print()
print(Format.load())
