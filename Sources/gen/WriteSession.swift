import ArgumentParser
import Diagnostics
import Generator

/// Plans a generated module against the module folder, then writes it or reports the plan,
/// as the flags ask, and prints the model change report.
struct WriteSession {
    let fileSystem: any FileSystem
    let console: Console
    let options: WriteOptions

    /// - Parameter keepingOtherEntries: see `ModuleWriter.apply`.
    func run(
        _ files: [GeneratedFile],
        into folder: String,
        inputs: LockFile.Inputs,
        signature: ModelSignature,
        keepingOtherEntries: Bool
    ) throws(DiagnosticError) -> ExitCode {
        let writer = ModuleWriter(fileSystem: fileSystem)
        let plan = try writer.plan(files, into: folder, force: options.force)
        let report = plan.previousLock.map { ModelChangeReport(from: $0.models, to: signature) }
        if let previous = plan.previousLock {
            console.report(ScaffoldBreakage.warnings(from: previous.models, to: signature, plan: plan))
        }
        if options.writesNothing {
            if options.dryRun || options.check {
                for file in plan.files {
                    console.out("\(pad(file.action.rawValue)) \(file.displayPath)")
                }
            }
            if options.diff {
                for file in plan.files where file.writes || file.action == .conflict {
                    console.out(UnifiedDiff.render(
                        old: file.existing ?? "",
                        new: file.generated.contents,
                        oldPath: file.existing == nil ? nil : file.displayPath,
                        newPath: file.displayPath
                    ), terminator: "")
                }
            }
            printReport(report)
            if options.check {
                return plan.hasChanges ? .failure : .success
            }
            if !plan.conflicts.isEmpty {
                console.report(plan.conflicts.map { Diagnostic(.error, "\($0.displayPath) was edited since gen wrote it", hint: "a run would stop here; rerun with --force to overwrite it") })
                return .failure
            }
            return .success
        }
        try writer.apply(plan, inputs: inputs, models: signature, keepingOtherEntries: keepingOtherEntries)
        for file in plan.files {
            console.out("\(pad(pastTense(file.action))) \(file.displayPath)")
        }
        printReport(report)
        return .success
    }

    private func printReport(_ report: ModelChangeReport?) {
        if let report, !report.isEmpty {
            console.out(report.text)
        }
    }

    private func pastTense(_ action: WritePlan.File.Action) -> String {
        switch action {
        case .create: return "created"
        case .update: return "updated"
        case .unchanged: return "unchanged"
        case .skip: return "kept"
        case .conflict: return "conflict"
        }
    }

    private func pad(_ word: String) -> String {
        word.padding(toLength: 9, withPad: " ", startingAt: 0)
    }
}
