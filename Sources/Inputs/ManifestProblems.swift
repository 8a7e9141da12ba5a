import Diagnostics
import Support

/// Collects the problems found while combining the manifest with the samples, each at its
/// place in the manifest (with the line quoted when the manifest's text is at hand).
package struct ManifestProblems {
    package let source: SourceText?
    package var diagnostics: [Diagnostic] = []

    package init(source: SourceText?) {
        self.source = source
    }

    package mutating func report(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: location, quoting: source, hint: hint))
    }
}
