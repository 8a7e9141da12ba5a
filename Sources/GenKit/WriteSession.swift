import Diagnostics
import Generator
import Support
import Writer

/// Plans a generated module against the module folder, then writes it or reports the plan,
/// as the flags ask, and prints the API change report.
struct WriteSession {
    let fileSystem: any FileSystem
    let console: Console
    let options: WriteMode
    /// Shows the files written of a long run; taken away before anything is printed.
    var progress: ProgressMeter?
    /// How the user names the folder, for the hints of problems with it (`ModuleWriter.folderChoice`).
    var folderChoice = "--output"

    /// - Parameters:
    ///   - signatureLines: the lock's lines for `signature`, when the run rendered them.
    ///   - keepingOtherEntries: see `ModuleWriter.apply`; such a run removes nothing.
    ///   - renamedTypes: types a new naming style renamed, for the change report.
    ///   - lock: the module folder's lock as the run read it.
    ///   - wireSources: the samples the builds made before are held against.
    ///   - baseline: a past release's API (`--against`), which the reports compare with
    ///     instead of the lock's.
    ///   - switchNotice: set when the run switches template set or naming: without
    ///     `--force` the run only shows its plan and fails with it.
    func run(
        _ files: [GeneratedFile],
        into folder: String,
        inputs: LockFile.Inputs,
        signature: ModelSignature,
        signatureLines: [UInt8]? = nil,
        keepingOtherEntries: Bool,
        renamedTypes: [(old: String, new: String)] = [],
        switchNotice: Diagnostic? = nil,
        lock: LockSource,
        wireSources: WireSources = WireSources(),
        baseline: ReleaseBaseline? = nil
    ) throws(DiagnosticError) -> ExitStatus {
        var writer = ModuleWriter(fileSystem: fileSystem)
        writer.folderChoice = folderChoice
        let plan = try writer.plan(files, into: folder, force: options.force, removingStale: !keepingOtherEntries, lock: lock)
        if plan.resumesInterruptedRun {
            console.report([Diagnostic(
                .warning,
                "\(Paths.join(folder, LockFile.fileName)): the last gen run in this folder stopped before it finished",
                hint: "files holding what it was writing are taken as gen's, and this run carries on from there"
            )])
        }
        let report = baseline.map { ApiChangeReport(from: $0.models, to: signature) }
            ?? plan.previousLock.map { ApiChangeReport(from: $0.models, to: signature, renamedTypes: renamedTypes) }
        let wire = (baseline?.models ?? plan.previousLock?.models).map { WireCompatibility.report(from: $0, to: signature, sources: wireSources, fileSystem: fileSystem) }
        if let previous = plan.previousLock {
            console.report(ScaffoldBreakage.warnings(from: previous.models, to: signature, plan: plan))
        }
        console.report(plan.files.filter { $0.action == .orphaned }.map(ModuleWriter.orphanWarning))
        if let unrecorded = writer.unrecordedEntriesWarning(of: plan) {
            console.report([unrecorded])
        }
        let refusing = switchNotice != nil && !options.force && !options.writesNothing
        if let switchNotice, !refusing {
            var warning = switchNotice
            warning.severity = .warning
            warning.hint = nil
            console.report([warning])
        }
        if options.writesNothing || refusing {
            if options.dryRun || options.check || refusing {
                console.files(plan.files, written: false)
            }
            var diffs: [String: String] = [:]
            for file in plan.files {
                if options.diff, file.writes || file.action == .conflict || file.action == .remove {
                    diffs[file.displayPath] = UnifiedDiff.render(
                        old: file.existing ?? "",
                        new: file.generated.contents,
                        oldPath: file.existing == nil ? nil : file.displayPath,
                        newPath: file.action == .remove ? nil : file.displayPath
                    )
                }
            }
            for file in plan.files {
                if let diff = diffs[file.displayPath] {
                    console.out(diff, terminator: "")
                }
            }
            printReport(report, wire, against: baseline?.reference)
            console.record(plan, mode: options.name, written: false, diffs: diffs, changes: report)
            console.recordWire(wire)
            if let switchNotice, refusing {
                console.report(plan.conflictProblems(outcome: "a run would stop here") + [switchNotice])
                return .failure
            }
            if options.check {
                switch options.failOn {
                case .any: return plan.hasChanges ? .failure : .success
                case .breaking: return report?.isBreaking == true || !plan.conflicts.isEmpty ? .failure : .success
                case .wire: return wire?.breaksDecoding == true || !plan.conflicts.isEmpty ? .failure : .success
                }
            }
            if !plan.conflicts.isEmpty {
                console.report(plan.conflictProblems(outcome: "a run would stop here"))
                return .failure
            }
            return .success
        }
        let leftovers: [String]
        do {
            defer { progress?.clear() }
            leftovers = try writer.apply(plan, inputs: inputs, models: signature, modelLines: signatureLines, keepingOtherEntries: keepingOtherEntries, progress: progress)
        } catch {
            if !plan.conflicts.isEmpty {
                console.record(plan, mode: options.name, written: false, changes: report)
                console.recordWire(wire)
            }
            throw error
        }
        console.recordRemoved(temporaryFiles: leftovers)
        console.files(plan.files, written: true)
        printReport(report, wire, against: baseline?.reference)
        console.record(plan, mode: options.name, written: true, changes: report)
        console.recordWire(wire)
        return .success
    }

    /// The API changes, then what the builds already shipped make of the samples; since the
    /// release `against` names, when it does.
    private func printReport(_ report: ApiChangeReport?, _ wire: WireReport?, against: String?) {
        if let against {
            let unchanged = report?.isEmpty != false && wire?.isEmpty != false
            console.out("Compared with the module at \(against)\(unchanged ? ": the same API, and its builds decode every sample" : ":")")
        }
        if let report, !report.isEmpty {
            console.out(report.text)
        }
        if let wire, !wire.isEmpty {
            console.out(wire.text)
        }
    }
}
