import Generator
import Writer

/// How many files a run created, updated, left unchanged, kept, found in conflict, removed,
/// orphaned or backed up, and the one line that says so:
/// `8 unchanged, 2 updated, 1 created, 1 removed in 38 ms`.
struct RunSummary: Encodable {
    var unchanged = 0
    var updated = 0
    var created = 0
    var kept = 0
    var conflicts = 0
    var removed = 0
    var orphaned = 0
    var backedUp = 0

    init(_ files: [WritePlan.File]) {
        for file in files {
            if file.backup != nil {
                backedUp += 1
            }
            switch file.action {
            case .unchanged: unchanged += 1
            case .update: updated += 1
            case .create: created += 1
            case .skip: kept += 1
            case .conflict: conflicts += 1
            case .remove: removed += 1
            case .orphaned: orphaned += 1
            }
        }
    }

    /// - Parameter written: false for a run that wrote nothing (`--dry-run`, `--diff`,
    ///   `--check`, or a run stopped by a conflict): its counts say what a run would do.
    func line(written: Bool, milliseconds: Int, palette: Palette) -> String {
        let parts = [
            count(unchanged, "unchanged", "unchanged", written, palette.dim),
            count(updated, "updated", "to update", written, palette.yellow),
            count(created, "created", "to create", written, palette.green),
            count(kept, "kept", "kept", written, palette.dim),
            count(conflicts, conflicts == 1 ? "conflict" : "conflicts", conflicts == 1 ? "conflict" : "conflicts", written, palette.red),
            count(removed, "removed", "to remove", written, palette.yellow),
            count(orphaned, "orphaned", "orphaned", written, palette.red),
            count(backedUp, "backed up", "to back up", written, palette.yellow),
        ].compactMap { $0 }
        let counts = parts.isEmpty ? "no files" : parts.joined(separator: ", ")
        return counts + (written ? "" : "; nothing written") + " in \(milliseconds) ms"
    }

    private func count(_ number: Int, _ done: String, _ planned: String, _ written: Bool, _ style: (String) -> String) -> String? {
        number == 0 ? nil : style("\(number) \(written ? done : planned)")
    }
}
