import Diagnostics
import Foundation

/// Standard output for results, standard error for diagnostics.
struct Console {
    func out(_ text: String, terminator: String = "\n") {
        print(text, terminator: terminator)
    }

    func report(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        FileHandle.standardError.write(Data((DiagnosticRenderer.render(diagnostics) + "\n").utf8))
    }
}
