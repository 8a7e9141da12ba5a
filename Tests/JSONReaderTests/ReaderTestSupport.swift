import Diagnostics
import JSONReader

/// The error reading `bytes` stopped at, or nil when they read as JSON.
func readingError(_ bytes: [UInt8]) -> Diagnostic? {
    do {
        _ = try JSONReader.read(bytes, path: "t.json")
        return nil
    } catch {
        return error.diagnostics.last { $0.severity == .error }
    }
}

/// The error reading `text` stopped at, as `line:column: message`, or nil when it reads.
func located(_ text: String) -> String? {
    readingError(Array(text.utf8)).map(located)
}

func located(_ diagnostic: Diagnostic) -> String {
    guard let position = diagnostic.location?.position else { return "no location: \(diagnostic.message)" }
    return "\(position.line):\(position.column): \(diagnostic.message)"
}

/// A value written compactly, numbers as their literal text, strings with every scalar
/// outside printable ASCII escaped, so a test can state a whole tree in one line.
func compact(_ value: JSONValue) -> String {
    switch value.kind {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return number.literal
    case .string(let text): return quoted(text)
    case .array(let elements): return "[" + elements.map(compact).joined(separator: ",") + "]"
    case .object(let members): return "{" + members.map { quoted($0.key) + ":" + compact($0.value) }.joined(separator: ",") + "}"
    }
}

private func quoted(_ text: String) -> String {
    "\"" + text.unicodeScalars.map { $0 == "\"" || $0 == "\\" || !(0x20..<0x7F).contains($0.value) ? $0.escaped(asASCII: true) : String($0) }.joined() + "\""
}
