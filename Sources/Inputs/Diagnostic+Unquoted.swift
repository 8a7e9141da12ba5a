import Diagnostics

extension Diagnostic {
    /// The problem located but without the line it was found on: gen never prints the
    /// contents of a file that lies, links followed, outside the folder it was asked to read.
    var unquoted: Diagnostic {
        var diagnostic = self
        diagnostic.sourceLine = nil
        diagnostic.caretColumn = nil
        return diagnostic
    }
}

extension Array where Element == Diagnostic {
    /// These problems as they are when their file may be quoted, else each `unquoted`.
    func quoted(_ quotable: Bool) -> [Diagnostic] {
        quotable ? self : map(\.unquoted)
    }
}
