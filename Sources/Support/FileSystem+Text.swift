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

extension FileSystem {
    /// A file's text for the readers, as UTF-8 (invalid bytes become U+FFFD).
    package func readText(_ path: String, limit: ReadLimit) throws(DiagnosticError) -> SourceText {
        do {
            return SourceText(path: path, text: String(decoding: try readFile(path, limit: limit), as: UTF8.self))
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
    }
}
