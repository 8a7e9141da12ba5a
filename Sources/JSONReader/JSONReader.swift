import Diagnostics

/// Reads RFC 8259 JSON strictly: anything outside the grammar is an error located at
/// `path:line:column`, with the source line, where columns count Unicode scalars.
///
/// Any value may stand at the top level. Objects keep their members in source order and
/// every value and key its position; numbers keep their literal text.
///
/// Decisions beyond the grammar (the README's Samples section says the same to users):
/// - a UTF-8 byte order mark at the very start is skipped; elsewhere outside a string it is
///   an error;
/// - bytes that are not UTF-8 are an error at the first bad byte;
/// - a `\u` escape that leaves a surrogate unpaired is an error; a correct pair such as
///   `\uD83D\uDE00` is one scalar;
/// - a key repeated in one object is kept, and reported as a warning at the repetition
///   naming the first occurrence; keys are the same when their decoded `String`s are equal;
/// - a number is never rejected for its size: `1E400` is read as written, with a warning
///   because Swift's JSONDecoder rejects a response holding a number a Double cannot hold
///   (one that overflows, or a non-zero one that rounds to zero); `-0` is the integer
///   literal `-0`;
/// - an empty or white-space-only file is an error ("expected a JSON value, found end of
///   file"), and so is anything but white space after the value;
/// - nesting deeper than `maximumDepth` arrays and objects is an error at the bracket that
///   goes too deep. Reading uses no recursion, so depth costs no stack; the limit protects
///   what comes after, which walks the tree recursively (releasing it, inference).
///
/// Of each kind of warning a document keeps the first ten, then one warning counting the
/// rest (see `DocumentWarnings`). A thrown `DiagnosticError` holds the warnings found
/// before the error, then the error.
public enum JSONReader {
    public static let maximumDepth = 512

    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> JSONDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticError) in
            try parse(buffer, path: path, keepingValues: true)
        }
    }

    /// Reads the text's own UTF-8 bytes, without copying them when the string holds them
    /// contiguously, as a string made from a file's bytes does.
    public static func read(_ text: String, path: String) throws(DiagnosticError) -> JSONDocument {
        let outcome = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(DiagnosticError) in try parse(buffer, path: path, keepingValues: true) }
        }
        return try (outcome ?? Result { () throws(DiagnosticError) in try read(Array(text.utf8), path: path) }).get()
    }

    /// Reads as `read` does and returns only the warnings, without building the tree: what
    /// `gen lint` needs, in a fraction of the time and memory.
    public static func check(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> [Diagnostic] {
        try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticError) in
            var parser = JSONParser(buffer: buffer, path: path, keepsValues: false)
            return try parser.parseDocument().warnings
        }
    }

    /// Reads as `read` does, telling `sink` every value, key, open and close instead of
    /// building the tree. Memory stays that of the keys of the containers open, whatever
    /// the document's size.
    public static func stream(_ bytes: [UInt8], path: String, into sink: any JSONEventSink) throws(DiagnosticError) -> StreamedDocument {
        try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticError) in try stream(buffer, path: path, into: sink) }
    }

    /// Streams the text's own UTF-8 bytes, as `read(_:path:)` reads them.
    public static func stream(_ text: String, path: String, into sink: any JSONEventSink) throws(DiagnosticError) -> StreamedDocument {
        let outcome = text.utf8.withContiguousStorageIfAvailable { buffer in
            Result { () throws(DiagnosticError) in try stream(buffer, path: path, into: sink) }
        }
        return try (outcome ?? Result { () throws(DiagnosticError) in try stream(Array(text.utf8), path: path, into: sink) }).get()
    }

    private static func stream(_ buffer: UnsafeBufferPointer<UInt8>, path: String, into sink: any JSONEventSink) throws(DiagnosticError) -> StreamedDocument {
        var parser = JSONParser(buffer: buffer, path: path, keepsValues: false, sink: sink)
        let document = try parser.parseDocument()
        return StreamedDocument(position: document.value.position, warnings: document.warnings)
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, path: String, keepingValues: Bool) throws(DiagnosticError) -> JSONDocument {
        var parser = JSONParser(buffer: buffer, path: path, keepsValues: keepingValues)
        return try parser.parseDocument()
    }
}
