import Diagnostics
import Generator
import Renderer
import TemplateEngine
import Writer

/// The document `--format json` prints on standard output, once per run, written as
/// `gen context` writes JSON (sorted keys, two-space indentation); docs/json-output.md
/// describes every key. Keys left nil are left out.
struct JSONReport {
    struct File {
        var path: String
        var action: String
        var kind: String
        var layer: String
        var diff: String?
        var backup: String?
        var orphanOf: String?
    }

    struct Lint {
        var files: [String]
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
    /// Write runs: the temporary files an interrupted run left, which this run removed.
    var removedTemporaryFiles: [String]?
    var lint: Lint?
    /// `gen import`: the capture's hosts, requests, endpoints and files written.
    var imported: TemplateValue?

    var text: String {
        var root: TemplateDictionary = [
            "schemaVersion": 1,
            "command": .string(command),
            "exitCode": .int(Int(exitCode)),
            "elapsedMilliseconds": .int(elapsedMilliseconds),
            "diagnostics": .array(diagnostics.map(Self.value)),
        ]
        root["mode"] = mode.map(TemplateValue.string)
        root["written"] = written.map(TemplateValue.bool)
        root["files"] = files.map { .array($0.map(Self.value)) }
        root["summary"] = summary.map(Self.value)
        root["modelChanges"] = modelChanges.map { .array($0.map(Self.value)) }
        root["removedTemporaryFiles"] = removedTemporaryFiles.map { .array($0.map(TemplateValue.string)) }
        root["import"] = imported
        if let lint {
            root["files"] = .array(lint.files.map(TemplateValue.string))
            root["summary"] = ["filesChecked": .int(lint.files.count), "errors": .int(lint.errors), "warnings": .int(lint.warnings)]
        }
        return ContextJSON.text(.dictionary(root))
    }

    private static func value(_ diagnostic: Diagnostic) -> TemplateValue {
        var object: TemplateDictionary = [
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "notes": .array(((diagnostic.hint.map { [$0] } ?? []) + diagnostic.notes).map(TemplateValue.string)),
        ]
        if let location = diagnostic.location {
            object["file"] = .string(location.path)
            object["line"] = .int(location.position.line)
            object["column"] = .int(location.position.column)
            object["sourceLine"] = diagnostic.sourceLine.map(TemplateValue.string)
        }
        return .dictionary(object)
    }

    private static func value(_ file: File) -> TemplateValue {
        var object: TemplateDictionary = [
            "path": .string(file.path),
            "action": .string(file.action),
            "kind": .string(file.kind),
            "layer": .string(file.layer),
        ]
        object["diff"] = file.diff.map(TemplateValue.string)
        object["backup"] = file.backup.map(TemplateValue.string)
        object["orphanOf"] = file.orphanOf.map(TemplateValue.string)
        return .dictionary(object)
    }

    private static func value(_ summary: RunSummary) -> TemplateValue {
        [
            "unchanged": .int(summary.unchanged),
            "updated": .int(summary.updated),
            "created": .int(summary.created),
            "kept": .int(summary.kept),
            "conflicts": .int(summary.conflicts),
            "removed": .int(summary.removed),
            "orphaned": .int(summary.orphaned),
            "backedUp": .int(summary.backedUp),
        ]
    }

    private static func value(_ change: ApiChangeReport.Change) -> TemplateValue {
        var object: TemplateDictionary = [
            "type": .string(change.type),
            "change": .string(change.kind.rawValue),
            "breaking": .bool(change.kind.isBreaking),
        ]
        object["property"] = change.property.isEmpty ? nil : .string(change.property)
        object["oldType"] = change.oldType.map(TemplateValue.string)
        object["newType"] = change.newType.map(TemplateValue.string)
        return .dictionary(object)
    }
}
