import Diagnostics
import Generator
import Importer
import Inputs
import Support
import Writer

/// Where a command's output goes. In text, results go to standard output and diagnostics
/// to standard error, each coloured when its stream gets colour; `--quiet` keeps only
/// problems and the summary, `--verbose` adds detail lines. In JSON, everything is
/// collected and printed as one document when the run finishes.
final class Console {
    let verbosity: OutputStyle.Verbosity
    let format: OutputFormat
    /// Styles for standard output and standard error.
    let palette: Palette
    let errorPalette: Palette
    private var document: JSONReport
    private var lintSummary: String?
    private var importSummary: String?
    private let standardOutput: TextStream
    private let standardError: TextStream

    init(command: String, style: OutputStyle, environment: RunEnvironment) {
        verbosity = style.verbosity
        format = style.format
        standardOutput = environment.standardOutput
        standardError = environment.standardError
        palette = Palette.decide(style.color, isTerminal: standardOutput.isTerminal, environment: environment.variables)
        errorPalette = Palette.decide(style.color, isTerminal: standardError.isTerminal, environment: environment.variables)
        document = JSONReport(command: command)
    }

    private func printLine(_ text: String, terminator: String = "\n") {
        standardOutput.write(text + terminator)
    }

    /// A line of the run's output, left out by `--quiet` and in JSON.
    func out(_ text: String, terminator: String = "\n") {
        shown(text, isDetail: false).map { printLine($0, terminator: terminator) }
    }

    /// A line only `--verbose` prints.
    func detail(_ text: String) {
        shown(text, isDetail: true).map { printLine($0) }
    }

    /// `text` as this run's verbosity and format print it, or nil when they leave it out:
    /// `--quiet` and JSON print no output line, and only `--verbose` prints detail, dimmed.
    private func shown(_ text: String, isDetail: Bool) -> String? {
        guard printsOutput else { return nil }
        guard isDetail else { return text }
        return verbosity == .verbose ? palette.dim(text) : nil
    }

    private var printsOutput: Bool { format.isText && verbosity != .quiet }

    /// Said on standard error when another gen run holds the module folder, so a run that
    /// waits for it does not look hung; left out by `--quiet`.
    func waitingForFolder(_ folder: String) {
        guard verbosity != .quiet else { return }
        standardError.write("waiting for another gen run to finish writing \(folder)…\n")
    }

    /// The result itself, printed in every verbosity (what `gen context` prints).
    func result(_ text: String) {
        printLine(text)
    }

    func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        if format == .json {
            document.diagnostics += diagnostics
            return
        }
        let text = diagnostics.map { diagnostic in
            DiagnosticRenderer.render(diagnostic, caret: errorPalette.green, noteLabel: errorPalette.bold)
        }
        standardError.write(text.joined(separator: "\n") + "\n")
        if format == .github {
            printLine(diagnostics.map(GitHubAnnotation.line).joined(separator: "\n"))
        }
    }

    /// With `--format github`, an annotation for each breaking API change and, for `--check`
    /// (whose conflicts are no diagnostics), each file in conflict; `folder` names the module
    /// of `--all`.
    func annotate(files: [JSONReport.File], changes: [ApiChangeReport.Change], wire: [WireReport.Finding] = [], check: Bool, folder: String? = nil) {
        guard format == .github else { return }
        var lines = check ? files.filter { $0.action == WritePlan.File.Action.conflict.rawValue }.map { GitHubAnnotation.conflict(path: $0.path) } : []
        lines += changes.filter(\.kind.isBreaking).map { GitHubAnnotation.breaking($0, folder: folder, fails: check) }
        lines += wire.filter(\.breaksDecoding).map { GitHubAnnotation.wire($0, folder: folder, fails: check) }
        for line in lines {
            printLine(line)
        }
    }

    /// The files of a write run, one line each, in one write: `created   Jacob/Model/Home.swift`,
    /// and where `--force` moved an edit. Files left as they were are detail. A terminal
    /// shows a module of 3,000 files sooner from one write than from one a line.
    func files(_ files: [WritePlan.File], written: Bool) {
        guard printsOutput else { return }
        let lines = files.compactMap { file in
            shown(FileLine.text(file.action, path: file.displayPath, backup: file.backup, written: written, palette: palette), isDetail: FileLine.isDetail(file.action))
        }
        if !lines.isEmpty {
            printLine(lines.joined(separator: "\n"))
        }
    }

    /// What a write run did or would do, for the summary line and the JSON document.
    func record(_ plan: WritePlan, mode: String, written: Bool, diffs: [String: String] = [:], changes: ApiChangeReport?) {
        document.mode = mode
        document.written = written
        document.summary = RunSummary(plan.files)
        document.files = plan.files.map { file in
            JSONReport.File(
                path: file.displayPath,
                action: file.action.rawValue,
                kind: file.generated.ownership,
                layer: file.generated.layer,
                diff: diffs[file.displayPath],
                backup: file.backup,
                orphanOf: file.orphanOf
            )
        }
        document.modelChanges = changes?.changes ?? []
        annotate(files: document.files ?? [], changes: document.modelChanges ?? [], check: mode == "check")
    }

    /// The core's run, for the JSON document.
    func recordCore(_ core: WorkspaceModule, folder: String) {
        document.core = JSONReport.CoreRecord(
            path: folder,
            state: core.state,
            summary: core.run.report.summary,
            files: core.run.report.files ?? [],
            diagnostics: core.run.report.diagnostics.map(DiagnosticRecord.init)
        )
    }

    /// What the builds made before a write run fail to decode, for the JSON document.
    func recordWire(_ report: WireReport?) {
        document.wireChanges = report?.findings ?? []
        annotate(files: [], changes: [], wire: document.wireChanges ?? [], check: document.mode == "check")
    }

    /// The temporary files an interrupted run left, which this run removed: a line each, or
    /// `removedTemporaryFiles` in JSON.
    func recordRemoved(temporaryFiles paths: [String]) {
        guard !paths.isEmpty else { return }
        document.removedTemporaryFiles = paths
        for path in paths {
            out("removed   \(path) (a temporary file an interrupted run left)")
        }
    }

    func recordLint(_ report: LintReport) {
        lintSummary = report.summary
        document.lintedFiles = report.files
        document.lintSummary = JSONReport.LintSummary(filesChecked: report.files.count, errors: report.errorCount, warnings: report.warningCount)
    }

    func recordImport(analysis: CaptureAnalysis, plan: ImportPlan, written: Int) {
        importSummary = ImportSummary.line(analysis, plan: plan, filesWritten: written)
        document.imported = ImportReport(analysis, plan: plan, filesWritten: written)
    }

    /// Prints the summary line, or the JSON document.
    func finish(exitCode: Int32, milliseconds: Int) {
        switch format {
        case .json:
            printLine(report(exitCode: exitCode, milliseconds: milliseconds).text)
        case .text, .github:
            for line in summaryLines(milliseconds: milliseconds) {
                printLine(line)
            }
        }
    }

    /// The JSON document of the run so far, ended with `exitCode`.
    func report(exitCode: Int32, milliseconds: Int) -> JSONReport {
        var finished = document
        finished.exitCode = exitCode
        finished.elapsedMilliseconds = milliseconds
        return finished
    }

    /// The summary lines of the text output.
    func summaryLines(milliseconds: Int) -> [String] {
        var lines: [String] = []
        if let lintSummary {
            lines.append(lintSummary)
        }
        if let importSummary {
            lines.append(palette.bold(importSummary + " in \(milliseconds) ms"))
        }
        if let summary = document.summary, let written = document.written {
            lines.append(summary.line(written: written, milliseconds: milliseconds, palette: palette))
        }
        return lines
    }
}
