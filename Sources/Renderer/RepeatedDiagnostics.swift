import Diagnostics

/// A problem in a file that several templates of a set reach, such as a macro of the base
/// template they extend, is found again by each template's compile. It is reported once,
/// where it was first found, with a note naming the other templates that reach it.
enum RepeatedDiagnostics {
    /// How many of the other templates the note names before it counts the rest.
    static let namedTemplates = 5

    /// `found` in set.yml's order: each entry's template and the problems its compile found.
    static func merged(_ found: [(template: String, diagnostics: [Diagnostic])]) -> [Diagnostic] {
        var merged: [Diagnostic] = []
        var others: [[String]] = []
        var indexes: [Diagnostic: Int] = [:]
        for (template, diagnostics) in found {
            for diagnostic in diagnostics {
                var key = diagnostic
                key.notes = []
                if let index = indexes[key] {
                    if !others[index].contains(template) {
                        others[index].append(template)
                    }
                    continue
                }
                indexes[key] = merged.count
                merged.append(diagnostic)
                others.append([])
            }
        }
        for (index, templates) in others.enumerated() where !templates.isEmpty {
            merged[index].notes.append(note(naming: templates))
        }
        return merged
    }

    private static func note(naming templates: [String]) -> String {
        let named = templates.prefix(namedTemplates).joined(separator: ", ")
        let rest = templates.count - min(templates.count, namedTemplates)
        let count = templates.count == 1 ? "1 more template" : "\(templates.count) more templates"
        return "also reached from \(count) of the set: \(named)" + (rest > 0 ? " and \(rest) more" : "")
    }
}
