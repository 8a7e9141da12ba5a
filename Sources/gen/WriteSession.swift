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
            var diffs: [String: String] = [:]
            for file in plan.files {
                if options.dryRun || options.check {
                    console.file(file, word: file.action.rawValue)
                }
                if options.diff, file.writes || file.action == .conflict {
                    diffs[file.displayPath] = UnifiedDiff.render(
                        old: file.existing ?? "",
                        new: file.generated.contents,
                        oldPath: file.existing == nil ? nil : file.displayPath,
                        newPath: file.displayPath
                    )
                }
            }
            for file in plan.files {
                if let diff = diffs[file.displayPath] {
                    console.out(diff, terminator: "")
                }
            }
            printReport(report)
            console.record(plan, mode: options.mode, written: false, diffs: diffs, changes: report)
            if options.check {
                return plan.hasChanges ? .failure : .success
            }
            if !plan.conflicts.isEmpty {
                console.report(plan.conflicts.map { Diagnostic(.error, "\($0.displayPath) was edited since gen wrote it", hint: "a run would stop here; rerun with --force to overwrite it") })
                return .failure
            }
            return .success
        }
        do {
            try writer.apply(plan, inputs: inputs, models: signature, keepingOtherEntries: keepingOtherEntries)
        } catch {
            if !plan.conflicts.isEmpty {
                console.record(plan, mode: options.mode, written: false, changes: report)
            }
            throw error
        }
        for file in plan.files {
            console.file(file, word: pastTense(file.action))
        }
        printReport(report)
        console.record(plan, mode: options.mode, written: true, changes: report)
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
}
