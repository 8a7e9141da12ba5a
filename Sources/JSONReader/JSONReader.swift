import Diagnostics

/// Reads RFC 8259 JSON strictly: anything outside the grammar is an error located at
/// `path:line:column`.
///
/// Decisions beyond the RFC:
/// - a UTF-8 byte order mark at the start is skipped;
/// - invalid UTF-8, and `\u` escapes that leave a surrogate unpaired, are errors;
/// - a key repeated in one object is kept and reported as a warning naming both places;
/// - nesting deeper than `maximumDepth` is an error at the bracket that exceeds it.
public enum JSONReader {
    public static let maximumDepth = 512

    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> JSONDocument {
        let outcome: Result<JSONDocument, DiagnosticError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(buffer: buffer, path: path)
            do throws(DiagnosticError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }

    public static func read(_ text: String, path: String) throws(DiagnosticError) -> JSONDocument {
        try read(Array(text.utf8), path: path)
    }
}
