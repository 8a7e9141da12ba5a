import Diagnostics
import Generator
import Support

/// One module's run in `--all`: where its gen.yml is, what the run reported (paths as seen
/// from the workspace folder), and what came of it.
struct WorkspaceModule {
    enum State: String, Encodable {
        /// Nothing to change, or nothing found by lint.
        case unchanged
        /// Files written, or with `--check`, `--dry-run` or `--diff` files that would be.
        case changed
        /// An error, a conflict, or a mistake in the module's gen.yml.
        case failed
    }

    /// The folder holding the gen.yml, relative to the workspace folder.
    var folder: String
    var run: CollectedRun
    var state: State
    /// The core a module's run would write, which `--all` writes once for the modules sharing it.
    var core: CoreRun?

    /// - Parameter check: whether the run was `--check`, which fails when files would change.
    init(folder: String, run: CollectedRun, check: Bool) {
        self.folder = folder
        self.run = run
        self.run.report = run.report.rebased(onto: folder)
        let errors = run.report.diagnostics.contains { $0.severity == .error }
        let summary = run.report.summary
        let changes = summary.map { $0.created + $0.updated + $0.removed + $0.orphaned + $0.conflicts + $0.backedUp } ?? 0
        switch run.status {
        case .success: state = changes > 0 ? .changed : .unchanged
        case .failure where check && !errors: state = .changed
        case .failure, .usage: state = .failed
        }
    }

    var errorCount: Int {
        run.report.diagnostics.count { $0.severity == .error }
    }
}

extension JSONReport {
    /// The report of a run in `folder` with every path as seen from the folder above.
    func rebased(onto folder: String) -> JSONReport {
        var report = self
        let rebase = { (path: String) in Paths.resolve(path, from: folder) }
        report.diagnostics = diagnostics.map { diagnostic in
            var moved = diagnostic
            if let location = diagnostic.location {
                moved.location?.path = rebase(location.path)
            }
            return moved
        }
        report.files = files?.map { file in
            var moved = file
            moved.path = rebase(file.path)
            moved.backup = file.backup.map(rebase)
            return moved
        }
        report.lintedFiles = lintedFiles?.map(rebase)
        report.removedTemporaryFiles = removedTemporaryFiles?.map(rebase)
        return report
    }
}
