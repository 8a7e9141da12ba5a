import Writer

/// The line a write run prints for one file, `created   Jacob/Model/Home.swift`, coloured by
/// what happens to it: a run that writes says what it did, one that writes nothing what it
/// would do (the action's own name).
enum FileLine {
    static func text(_ action: WritePlan.File.Action, path: String, backup: String?, written: Bool, palette: Palette) -> String {
        let word = written ? pastTense(action) : action.rawValue
        let gap = String(repeating: " ", count: max(1, 10 - word.count))
        let moved = backup.map { " (your text \(written ? "moved" : "would move") to \($0))" } ?? ""
        switch action {
        case .create: return palette.green(word) + gap + path
        case .update, .remove: return palette.yellow(word) + gap + path + moved
        case .conflict, .orphaned: return palette.red(word) + gap + path
        case .unchanged, .skip: return word + gap + path
        }
    }

    /// Whether only `--verbose` prints the line: the file is left as it was.
    static func isDetail(_ action: WritePlan.File.Action) -> Bool {
        action == .unchanged || action == .skip
    }

    private static func pastTense(_ action: WritePlan.File.Action) -> String {
        switch action {
        case .create: "created"
        case .update: "updated"
        case .unchanged: "unchanged"
        case .skip: "kept"
        case .conflict: "conflict"
        case .remove: "removed"
        case .orphaned: "orphaned"
        }
    }
}
