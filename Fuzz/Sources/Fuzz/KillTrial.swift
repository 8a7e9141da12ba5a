import Foundation

/// Kill mode: a module generated, its samples changed, `gen module` killed with SIGKILL after
/// 0–50 ms, then (half the time after changing the samples again) `gen module` run again
/// without `--force`, which must succeed, leave no temporary file and leave a lock that
/// agrees with the files.
struct KillTrial: Sendable {
    var runner: CaseRunner
    var generator: CaseGenerator

    struct Result: Sendable {
        /// gen was killed before it ended (rather than ending within the delay).
        var killed = false
        /// The killed run had changed the case folder.
        var changedBeforeKill = false
        var temporaryFilesAfterKill = false
        /// How the rerun ended, when not with status 0, and the first line it printed.
        var rerunFailure: String?
        var temporaryFilesAfterRerun: [String] = []
        var lockProblems: [String] = []
        var keptFolder: String?

        var passed: Bool { rerunFailure == nil && temporaryFilesAfterRerun.isEmpty && lockProblems.isEmpty }
    }

    func run(_ number: Int) throws -> Result {
        var rng = SplitMix64(seed: generator.seed, stream: UInt64(number) | 1 << 40)
        let base = generator.unchanged(number, using: &rng)
        let folder = try CaseFolder.create(for: base, seed: generator.seed, parent: runner.parent, tag: "kill-")
        let environment = runner.environment(folder)
        let arguments = base.arguments(for: .module(force: false))
        var result = Result()
        let first = try runner.gen.run(arguments, in: folder.folder, environment: environment, log: folder.logs + "/1-module.log")
        guard first == .exited(0) else {
            result.rerunFailure = "the first gen module, of an unchanged example, ended with \(first)"
            result.keptFolder = folder.root
            return result
        }
        var changed = FileTree()
        for path in base.samples.paths {
            changed[path] = SampleMutator.changed(base.samples[path] ?? [], using: &rng)
        }
        try folder.writeSamples(changed)
        let before = Snapshot.take(folder.folder)
        let delay = Double(rng.int(0...50)) / 1000
        let interrupted = try runner.gen.run(arguments, in: folder.folder, environment: environment, log: folder.logs + "/2-module.log", killAfter: delay)
        let afterKill = Snapshot.take(folder.folder)
        result.killed = interrupted == .killed
        result.changedBeforeKill = result.killed && !before.changedPaths(to: afterKill).isEmpty
        result.temporaryFilesAfterKill = !afterKill.temporaryFiles.isEmpty
        if rng.chance(50) {
            var changedAgain = FileTree()
            for path in changed.paths {
                changedAgain[path] = SampleMutator.changed(changed[path] ?? [], using: &rng)
            }
            try folder.writeSamples(changedAgain)
        }
        let rerun = try runner.gen.run(arguments, in: folder.folder, environment: environment, log: folder.logs + "/3-module.log")
        let final = Snapshot.take(folder.folder)
        if rerun != .exited(0) {
            let output = (try? String(contentsOfFile: folder.logs + "/3-module.log", encoding: .utf8)) ?? ""
            let lines = output.split(separator: "\n")
            result.rerunFailure = "\(rerun): " + String(lines.first { $0.contains("error:") } ?? lines.first ?? "")
        } else {
            result.lockProblems = LockCheck.problems(in: final, moduleFolder: base.moduleFolder)
        }
        result.temporaryFilesAfterRerun = final.temporaryFiles
        if result.passed {
            folder.remove()
        } else {
            result.keptFolder = folder.root
        }
        return result
    }
}
