import Diagnostics
import Generator
import Support
import Writer

/// Writes the core a module depends on into the core's own folder, with its own lock and
/// report, as a module of `--all` is written: silently, its report collected, so that a lone
/// `gen module` prints it as one line above the module's files and `--all` once for all
/// the modules sharing it.
struct CoreWrite {
    /// How the user names the core's folder.
    static let folderChoice = "core: in gen-workspace.yml"

    let core: CoreRun
    let writeMode: WriteMode

    func collect(in environment: RunEnvironment, waiting: @escaping (String) -> Void) -> WorkspaceModule {
        let run = collectCommand("module", environment) { console in
            var writer = ModuleWriter(fileSystem: environment.fileSystem)
            writer.folderChoice = Self.folderChoice
            let folder = core.location.folder
            let folderLock = writeMode.writesNothing ? nil : try writer.lockFolder(folder) { waiting(folder) }
            defer { folderLock?.release() }
            // A core whose files stay as they are is not rewritten, its lock included, whichever
            // of the sets that share it (async, swiftui) runs.
            let plan = try self.plan(fileSystem: environment.fileSystem)
            if !plan.hasChanges, plan.previousLock?.inputs.core == ".", !writeMode.writesNothing {
                console.files(plan.files, written: true)
                console.record(plan, mode: writeMode.name, written: true, changes: nil)
                return .success
            }
            return try WriteSession(fileSystem: environment.fileSystem, console: console, options: writeMode, folderChoice: Self.folderChoice).run(
                core.files,
                into: folder,
                inputs: core.inputs,
                signature: ModelSignature(),
                keepingOtherEntries: false,
                switchNotice: Self.setChange(plan, core: core),
                lock: .known(plan.previousLock)
            )
        }
        return WorkspaceModule(folder: ".", run: run, check: writeMode.check)
    }

    /// Whether writing the core would stop the run, which then writes nothing: a core file
    /// edited since gen wrote it, a folder it cannot write, or, without `--force`, a core
    /// another set wrote, which the modules of that set import (as a run refuses to switch
    /// a module's set).
    func stopsTheRun(fileSystem: any FileSystem) -> Bool {
        guard let plan = try? plan(fileSystem: fileSystem) else { return true }
        return !plan.conflicts.isEmpty || (!writeMode.force && Self.setChange(plan, core: core) != nil)
    }

    private func plan(fileSystem: any FileSystem) throws(DiagnosticError) -> WritePlan {
        var writer = ModuleWriter(fileSystem: fileSystem)
        writer.folderChoice = Self.folderChoice
        return try writer.plan(core.files, into: core.location.folder, force: writeMode.force, removingStale: true, lock: .read)
    }

    private static func setChange(_ plan: WritePlan, core: CoreRun) -> Diagnostic? {
        guard let previous = plan.previousLock?.inputs, previous.core == ".", previous.templates != core.inputs.templates, plan.hasChanges else { return nil }
        return Diagnostic(
            .error,
            "\(core.location.folder) holds the core the \(previous.templates) set wrote, and this run's set, \(core.templateSet), writes another",
            hint: "nothing was written; the modules that import it would stop compiling: give this module a core of its own (core: in gen-workspace.yml), or rerun with --force to replace it"
        )
    }
}

extension Console {
    /// The core's line (`APICore  6 created`), the files under it as `--all` shows a
    /// module's, and its problems; in JSON, the document's `core`; with `--format github`,
    /// an annotation for each edited core file `--check` finds. A core left as it was
    /// shows its line only with `--verbose`.
    func report(core: WorkspaceModule, folder: String, writeMode: WriteMode) {
        recordCore(core, folder: folder)
        annotate(files: core.run.report.files ?? [], changes: [], check: writeMode.check)
        guard format.isText else { return }
        var shown = core
        shown.folder = folder
        let report = WorkspaceReport(kind: .module(writeMode), palette: palette, folders: [folder])
        let shows = verbosity == .verbose || (verbosity == .normal && core.state != .unchanged) || report.isProblem(shown)
        if shows {
            result(report.line(shown))
        }
        if shows, verbosity != .quiet {
            for line in report.details(shown, verbose: verbosity == .verbose) {
                result(line)
            }
        }
        self.report(shown.run.report.diagnostics)
    }
}
