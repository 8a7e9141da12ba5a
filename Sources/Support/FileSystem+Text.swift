import Diagnostics

extension FileSystemError {
    /// The one way a file-system failure becomes a diagnostic: `path: reason`, at the file.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, "\(path): \(reason)")
    }
}

extension FileSystem {
    /// A file's text for the readers, as UTF-8 (invalid bytes become U+FFFD).
    package func readText(_ path: String) throws(DiagnosticError) -> SourceText {
        do {
            return SourceText(path: path, text: String(decoding: try readFile(path), as: UTF8.self))
        } catch {
            throw DiagnosticError(error.diagnostic)
        }
    }
}
