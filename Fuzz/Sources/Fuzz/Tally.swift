/// The counts a run reports. A case counts once under each kind of finding it has.
struct Tally: Sendable {
    var cases = 0
    var failedCases: [Finding.Kind: Int] = [:]
    /// Failing cases by kind of finding and kind of case, as "debris/names".
    var breakdown: [String: Int] = [:]
    var harnessErrors = 0

    var kills = 0
    var killedMidRun = 0
    var changedBeforeKill = 0
    var temporaryFilesAfterKill = 0
    var rerunFailures = 0
    var temporaryFilesAfterRerun = 0
    var lockDisagreements = 0

    mutating func add(_ result: CaseRunner.Result, of fuzzCase: FuzzCase) {
        cases += 1
        for kind in Set(result.findings.map(\.kind)) {
            failedCases[kind, default: 0] += 1
            breakdown["\(kind.rawValue)/\(fuzzCase.kind.rawValue)", default: 0] += 1
        }
    }

    mutating func add(_ result: KillTrial.Result) {
        kills += 1
        killedMidRun += result.killed ? 1 : 0
        changedBeforeKill += result.changedBeforeKill ? 1 : 0
        temporaryFilesAfterKill += result.temporaryFilesAfterKill ? 1 : 0
        rerunFailures += result.rerunFailure == nil ? 0 : 1
        temporaryFilesAfterRerun += result.temporaryFilesAfterRerun.isEmpty ? 0 : 1
        lockDisagreements += result.lockProblems.isEmpty ? 0 : 1
    }

    func count(_ kind: Finding.Kind) -> Int {
        failedCases[kind, default: 0]
    }

    var passed: Bool {
        failedCases.values.allSatisfy { $0 == 0 } && harnessErrors == 0 && rerunFailures == 0 && temporaryFilesAfterRerun == 0 && lockDisagreements == 0
    }

    func summary(seed: UInt64, seconds: Int) -> String {
        var line = "fuzz: \(cases) cases (seed \(seed)): \(count(.crash)) crashes, \(count(.hang)) hangs, \(count(.debris)) debris; "
        line += "\(count(.escape)) reads outside the set, \(count(.lostEdit)) lost edits, "
        line += "\(count(.accepted)) hostile inputs accepted, \(count(.leak)) credentials printed, \(count(.collision)) name collisions, \(count(.injected)) gen.yml values into code"
        if kills > 0 {
            line += "; kill mode: \(kills) trials (\(killedMidRun) killed mid-run, \(changedBeforeKill) of them after writing, "
            line += "\(temporaryFilesAfterKill) left temporary files), \(rerunFailures) reruns failed, "
            line += "\(temporaryFilesAfterRerun) temporary files left after the rerun, \(lockDisagreements) locks disagree with the files"
        }
        if harnessErrors > 0 {
            line += "; \(harnessErrors) harness errors"
        }
        return line + "; in \(seconds) s"
    }

    /// "debris: 12 names, 3 set" and so on, one line per kind of finding.
    var breakdownLines: [String] {
        Dictionary(grouping: breakdown.keys.sorted()) { $0.split(separator: "/")[0] }.keys.sorted().map { kind in
            let parts = breakdown.keys.sorted().filter { $0.hasPrefix(kind + "/") }.map { "\(breakdown[$0] ?? 0) \($0.dropFirst(kind.count + 1))" }
            return "  \(kind): " + parts.joined(separator: ", ")
        }
    }
}
