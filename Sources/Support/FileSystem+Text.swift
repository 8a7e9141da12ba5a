import Diagnostics

extension FileSystemError {
    /// The one way a file-system failure becomes a diagnostic: `path: reason`.
    package var diagnostic: Diagnostic {
        diagnostic(hint: nil)
    }

    package func diagnostic(hint: String?) -> Diagnostic {
        Diagnostic(.error, "\(path): \(reason)", hint: hint)
    }
}

/// What `body`, a file-system call, returns; its failure as a diagnostic: `path: reason`.
package func diagnosed<Value>(_ body: @autoclosure () throws(FileSystemError) -> Value) throws(DiagnosticError) -> Value {
    do {
        return try body()
    } catch {
        throw DiagnosticError(error.diagnostic)
    }
}

extension FileSystem {
    /// A file's text for the readers, as UTF-8 (invalid bytes become U+FFFD).
    package func readText(_ path: String, limit: ReadLimit) throws(DiagnosticError) -> SourceText {
        SourceText(path: path, text: String(decoding: try diagnosed(readFile(path, limit: limit)), as: UTF8.self))
    }
}
