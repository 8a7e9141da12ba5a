import Diagnostics
import Writer

/// What `--all` prints: a line per module, in path order, and the summary line; or, with
/// `--format json`, one document holding each module's own (docs/json-output.md).
struct WorkspaceReport {
    enum Kind {
        case module(WriteMode)
        case lint

        /// The subcommand that makes the report: `module` or `lint`.
        var command: String {
            if case .module = self { "module" } else { "lint" }
        }
    }

    let kind: Kind
    let palette: Palette
    /// The width of the folder column.
    let folderWidth: Int

    init(kind: Kind, palette: Palette, folders: [String]) {
        self.kind = kind
        self.palette = palette
        folderWidth = folders.map(\.count).max() ?? 0
    }

    /// Whether `--quiet` still prints the module's line: a failed module, or one `--check` fails on.
    func isProblem(_ module: WorkspaceModule) -> Bool {
        switch (module.state, kind) {
        case (.failed, _): true
        case (.changed, .module(let mode)): mode.check && module.run.status != .success
        case (.changed, .lint), (.unchanged, _): false
        }
    }

    /// `Features/Cart   13 unchanged in 20 ms`.
    func line(_ module: WorkspaceModule) -> String {
        let gap = String(repeating: " ", count: folderWidth - module.folder.count + 2)
        let summary = module.run.summaryLines.last
        switch module.state {
        case .unchanged, .changed:
            return module.folder + gap + (summary ?? "")
        case .failed:
            let errors = module.errorCount
            let detail = summary ?? "\(errors) \(errors == 1 ? "error" : "errors")"
            return module.folder + gap + palette.red("failed") + ": " + detail
        }
    }

    /// What a run of the module alone prints above its summary line, as seen from the
    /// workspace folder and indented under the module's line: a line per file (files left as
    /// they were only when `verbose`), the API change report and the wire report. (A diff of `--diff` is
    /// the JSON document's, or a run's in the module's folder.)
    func details(_ module: WorkspaceModule, verbose: Bool) -> [String] {
        let report = module.run.report
        let written = report.written ?? false
        var lines: [String] = []
        for file in report.files ?? [] {
            guard let action = WritePlan.File.Action(rawValue: file.action), verbose || !FileLine.isDetail(action) else { continue }
            lines.append(FileLine.text(action, path: file.path, backup: file.backup, written: written, palette: palette))
        }
        if let changes = report.modelChanges, !changes.isEmpty {
            lines += ApiChangeReport(changes: changes).text.split(separator: "\n").map(String.init)
        }
        if let findings = report.wireChanges, !findings.isEmpty {
            lines += WireReport(findings: findings).text.split(separator: "\n").map(String.init)
        }
        return lines.map { "  " + $0 }
    }

    /// `12 modules: 10 unchanged, 1 updated, 1 failed in 340 ms`.
    /// - Parameter workspaceErrors: the errors of no one module, such as two sets that need
    ///   different cores in one folder: the run fails with every module passed.
    func summaryLine(_ modules: [WorkspaceModule], workspaceErrors: Int = 0, milliseconds: Int) -> String {
        let counts = Counts(modules)
        let parts = [
            counts.unchanged == 0 ? nil : palette.dim("\(counts.unchanged) \(words.unchanged)"),
            counts.changed == 0 ? nil : palette.yellow("\(counts.changed) \(words.changed)"),
            counts.failed == 0 ? nil : palette.red("\(counts.failed) failed"),
            workspaceErrors == 0 ? nil : palette.red("\(workspaceErrors) workspace \(workspaceErrors == 1 ? "error" : "errors")"),
        ].compactMap { $0 }
        let nothingWritten = if case .module(let mode) = kind, mode.writesNothing { "; nothing written" } else { "" }
        return "\(modules.count) \(modules.count == 1 ? "module" : "modules"): " + parts.joined(separator: ", ") + nothingWritten + " in \(milliseconds) ms"
    }

    private var words: (unchanged: String, changed: String) {
        switch kind {
        case .module(let mode): ("unchanged", mode.writesNothing ? "to change" : "changed")
        case .lint: ("passed", "passed")
        }
    }

    func json(_ modules: [WorkspaceModule], cores: [WorkspaceModule] = [], diagnostics: [Diagnostic], exitCode: Int32, milliseconds: Int) -> String {
        let mode: String? = if case .module(let writeMode) = kind { writeMode.name } else { nil }
        return ReportJSON.text(Document(
            command: kind.command,
            exitCode: exitCode,
            elapsedMilliseconds: milliseconds,
            diagnostics: diagnostics.map(DiagnosticRecord.init),
            mode: mode,
            modules: modules.map { Document.Module(path: $0.folder, state: $0.state, report: $0.run.report) },
            cores: cores.map { Document.Module(path: $0.folder, state: $0.state, report: $0.run.report) },
            summary: Counts(modules)
        ))
    }

    struct Counts: Encodable {
        var modules = 0
        var unchanged = 0
        var changed = 0
        var failed = 0

        init(_ modules: [WorkspaceModule]) {
            self.modules = modules.count
            for module in modules {
                switch module.state {
                case .unchanged: unchanged += 1
                case .changed: changed += 1
                case .failed: failed += 1
                }
            }
        }
    }

    private struct Document: Encodable {
        struct Module: Encodable {
            var path: String
            var state: WorkspaceModule.State
            var report: JSONReport
        }

        var schemaVersion = 1
        var command: String
        var workspace = true
        var exitCode: Int32
        var elapsedMilliseconds: Int
        var diagnostics: [DiagnosticRecord]
        var mode: String?
        var modules: [Module]
        /// The cores the modules share, each written once.
        var cores: [Module]
        var summary: Counts
    }
}
