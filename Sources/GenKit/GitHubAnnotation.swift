import Diagnostics
import Writer

/// The workflow commands GitHub Actions reads from a job's output and shows as annotations
/// on the pull request: `::error file=Shop/samples/home.json,line=3,col=5::message`.
enum GitHubAnnotation {
    /// A problem, at its file, line and column when it has them; its hint and notes follow
    /// the message on lines of their own.
    static func line(_ diagnostic: Diagnostic) -> String {
        var properties: [(String, String)] = []
        if let location = diagnostic.location {
            properties = [("file", location.path), ("line", String(location.position.line)), ("col", String(location.position.column))]
        }
        let message = ([diagnostic.message] + (diagnostic.hint.map { [$0] } ?? []) + diagnostic.notes).joined(separator: "\n")
        return command(diagnostic.severity.rawValue, properties, message)
    }

    /// A file in conflict: edited since gen wrote it, or never written by gen (no lock
    /// records it), which a run would overwrite or remove; `--dry-run` says which.
    static func conflict(path: String) -> String {
        command("error", [("file", path)], "\(path) holds text gen did not write; a run of gen module would stop here (gen module --dry-run says why)")
    }

    /// A breaking API change, `Product: added note: String (breaking)`, of the module in
    /// `folder` (nil for the module of a single run); an error when `fails`.
    static func breaking(_ change: ApiChangeReport.Change, folder: String?, fails: Bool) -> String {
        let lines = ApiChangeReport(changes: [change]).text.split(separator: "\n").dropFirst()
        let said = lines.map { $0.split(separator: " ").joined(separator: " ") }.joined(separator: ": ")
        return command(fails ? "error" : "warning", [("title", "Breaking API change")], (folder.map { $0 + ": " } ?? "") + said)
    }

    /// A property the builds already shipped fail to decode, `Home.id: now a string, …`, of
    /// the module in `folder` (nil for the module of a single run); an error when `fails`.
    static func wire(_ finding: WireReport.Finding, folder: String?, fails: Bool) -> String {
        command(fails ? "error" : "warning", [("title", "Builds already shipped fail to decode")], (folder.map { $0 + ": " } ?? "") + finding.place + ": " + finding.sentence)
    }

    private static func command(_ level: String, _ properties: [(String, String)], _ message: String) -> String {
        let listed = properties.map { $0.0 + "=" + escaped($0.1, isProperty: true) }.joined(separator: ",")
        return "::" + level + (listed.isEmpty ? "" : " " + listed) + "::" + escaped(message, isProperty: false)
    }

    /// GitHub's escapes: `%`, CR and LF everywhere, and `:` and `,` in a property's value.
    private static func escaped(_ text: String, isProperty: Bool) -> String {
        var result = ""
        for character in text {
            switch character {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where isProperty: result += "%3A"
            case "," where isProperty: result += "%2C"
            default: result.append(character)
            }
        }
        return result
    }
}
