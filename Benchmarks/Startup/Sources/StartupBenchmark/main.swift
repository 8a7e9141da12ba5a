import BenchmarkSupport
import Foundation

/// Usage: StartupBenchmark <path to a release build of gen> <repository root> [<folder>]
///
/// Times, in alternation, 40 runs of `gen --help` and 40 cold runs of `gen module` on
/// examples/Jacob, each a new process writing into a folder that does not exist yet (so
/// nothing is skipped: every file is created), and compares the best times and the medians.
/// What `gen --help` takes is the floor of any run: loading the executable and its libraries
/// and parsing the command line. The modules are written below `folder` (default: the
/// temporary folder); creating their files costs what that folder's file system makes it
/// cost, and a disk's file system adds a tail of slow runs that a tmpfs such as /dev/shm has not.
guard (3...4).contains(CommandLine.arguments.count) else {
    print("usage: StartupBenchmark <gen executable> <repository root> [<folder to write the modules in>]")
    exit(2)
}
let gen = GenProcess(CommandLine.arguments[1])
let example = URL(fileURLWithPath: CommandLine.arguments[2]).appendingPathComponent("examples/Jacob")
let parent = CommandLine.arguments.count == 4 ? URL(fileURLWithPath: CommandLine.arguments[3]) : FileManager.default.temporaryDirectory
let folder = parent.appendingPathComponent("gen-startup-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

let rounds = 40
var help: [(seconds: Double, cpuSeconds: Double)] = []
var module: [(seconds: Double, cpuSeconds: Double)] = []
for round in 0...rounds {
    let helpRun = try gen.measured(["--help"])
    let moduleRun = try gen.measured([
        "module", "--json", example.appendingPathComponent("samples").path,
        "--manifest", example.appendingPathComponent("gen.yml").path,
        "--output", folder.appendingPathComponent("Jacob\(round)").path, "--quiet",
    ])
    if round > 0 {
        help.append(helpRun)
        module.append(moduleRun)
    }
}
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }
let helpWall = Timings(samples: help.map(\.seconds))
let moduleWall = Timings(samples: module.map(\.seconds))
let helpCPU = Timings(samples: help.map(\.cpuSeconds))
let moduleCPU = Timings(samples: module.map(\.cpuSeconds))

print("cold runs, each a new process, \(rounds) of each alternating (one untimed round first):")
print("  gen --help, wall:                      \(helpWall.summary), median \(Format.milliseconds(median(helpWall.samples)))")
print("  gen module examples/Jacob, cold, wall: \(moduleWall.summary), median \(Format.milliseconds(median(moduleWall.samples)))")
print("  gen --help, processor (user + system): \(helpCPU.summary)")
print("  gen module, processor (user + system): \(moduleCPU.summary)")
print("  ratios: best wall \(Format.ratio(moduleWall.best / helpWall.best)), median wall \(Format.ratio(median(moduleWall.samples) / median(helpWall.samples))), best processor \(Format.ratio(moduleCPU.best / helpCPU.best))")
let ratio = moduleWall.best / helpWall.best
TargetRow(
    "cold gen module, examples/Jacob, fresh output folder", figure: Format.milliseconds(moduleWall.best),
    reference: "gen --help: \(Format.milliseconds(helpWall.best))", ratio: ratio,
    target: "< 2× gen --help", isMet: ratio < 2
).print()
print(Format.load())
