import Diagnostics
import Support
import Writer

/// The document `--format json` prints on standard output, once per run; docs/json-output.md
/// describes every key. Keys left nil are left out.
struct JSONReport: Encodable {
    struct File: Encodable {
        var path: String
        var action: String
        var kind: Ownership
        /// Left out for a file no template of the set writes any more (removed, orphaned).
        var layer: Layer?
        var diff: String?
        var backup: String?
        var orphanOf: String?
    }

    struct LintSummary: Encodable {
        var filesChecked: Int
        var errors: Int
        var warnings: Int
    }

    var command: String
    var exitCode: Int32 = 0
    var elapsedMilliseconds = 0
    var diagnostics: [Diagnostic] = []
    /// Write runs: `write`, `dry-run`, `diff` or `check`.
    var mode: String?
    /// Write runs: whether files were written.
    var written: Bool?
    var files: [File]?
    var summary: RunSummary?
    var modelChanges: [ApiChangeReport.Change]?
    /// Write runs: what the builds made before this run fail to decode, and the guesses of
    /// theirs a sample has pinned.
    var wireChanges: [WireReport.Finding]?
    /// Write runs: the temporary files an interrupted run left, which this run removed.
    var removedTemporaryFiles: [String]?
    /// `gen lint`: the files read, and what was found in them.
    var lintedFiles: [String]?
    var lintSummary: LintSummary?
    /// `gen import`: the capture's hosts, requests, endpoints and files written.
    var imported: ImportReport?
    /// `gen module`: the core the module depends on, written beside it.
    var core: CoreRecord?

    /// The core's folder, what came of its run, and its files.
    struct CoreRecord: Encodable {
        var path: String
        var state: WorkspaceModule.State
        var summary: RunSummary?
        var files: [File]
        var diagnostics: [DiagnosticRecord]
    }

    private enum Key: String, CodingKey {
        case schemaVersion, command, exitCode, elapsedMilliseconds, diagnostics, mode, written, files, summary
        case modelChanges, wireChanges, removedTemporaryFiles, core
        case imported = "import"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(1, forKey: .schemaVersion)
        try container.encode(command, forKey: .command)
        try container.encode(exitCode, forKey: .exitCode)
        try container.encode(elapsedMilliseconds, forKey: .elapsedMilliseconds)
        try container.encode(diagnostics.map(DiagnosticRecord.init), forKey: .diagnostics)
        try container.encodeIfPresent(mode, forKey: .mode)
        try container.encodeIfPresent(written, forKey: .written)
        try container.encodeIfPresent(files, forKey: .files)
        try container.encodeIfPresent(lintedFiles, forKey: .files)
        try container.encodeIfPresent(summary, forKey: .summary)
        try container.encodeIfPresent(lintSummary, forKey: .summary)
        try container.encodeIfPresent(modelChanges?.map(ChangeRecord.init), forKey: .modelChanges)
        try container.encodeIfPresent(wireChanges?.map(WireRecord.init), forKey: .wireChanges)
        try container.encodeIfPresent(removedTemporaryFiles, forKey: .removedTemporaryFiles)
        try container.encodeIfPresent(imported, forKey: .imported)
        try container.encodeIfPresent(core, forKey: .core)
    }

    var text: String { ReportJSON.text(self) }
}

/// One diagnostic, with its hint first among the notes, as the text output prints them.
struct DiagnosticRecord: Encodable {
    var severity: String
    var message: String
    var notes: [String]
    var file: String?
    var line: Int?
    var column: Int?
    var sourceLine: String?

    init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        notes = (diagnostic.hint.map { [$0] } ?? []) + diagnostic.notes
        if let location = diagnostic.location {
            file = location.path
            line = location.position.line
            column = location.position.column
            sourceLine = diagnostic.sourceLine
        }
    }
}

private struct ChangeRecord: Encodable {
    var type: String
    var change: String
    var breaking: Bool
    /// The code that may stop compiling: `reading`, `constructing`, `switches`, `calling`.
    var breaks: [String]
    var property: String?
    var oldType: String?
    var newType: String?

    init(_ change: ApiChangeReport.Change) {
        type = change.type
        self.change = change.kind.rawValue
        breaking = change.kind.isBreaking
        breaks = change.breaks.map(\.rawValue)
        property = change.property.isEmpty ? nil : change.property
        oldType = change.oldType
        newType = change.newType
    }
}

private struct WireRecord: Encodable {
    var endpoint: String?
    var type: String
    var property: String?
    var change: String
    var breaksDecoding: Bool
    var key: String?
    var oldType: String
    var found: String?
    var sample: String?
    var message: String

    init(_ finding: WireReport.Finding) {
        endpoint = finding.endpoint.isEmpty ? nil : finding.endpoint
        type = finding.type
        property = finding.property.isEmpty ? nil : finding.property
        change = finding.kind.rawValue
        breaksDecoding = finding.breaksDecoding
        key = finding.key
        oldType = finding.oldType
        found = finding.found
        sample = finding.sample
        message = finding.sentence
    }
}
