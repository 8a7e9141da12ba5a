/// A line diff in unified style (`-` expected, `+` actual), enough to read a golden mismatch.
public enum UnifiedDiff {
    public static func render(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = new.difference(from: old)
        var removals: [Int: String] = [:]
        var insertions: [Int: String] = [:]
        for change in difference {
            switch change {
            case .remove(let offset, let element, _): removals[offset] = element
            case .insert(let offset, let element, _): insertions[offset] = element
            }
        }
        var lines: [String] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if let removed = removals[oldIndex] {
                lines.append("-\(removed)")
                oldIndex += 1
            } else if let inserted = insertions[newIndex] {
                lines.append("+\(inserted)")
                newIndex += 1
            } else {
                lines.append(" \(new[newIndex])")
                oldIndex += 1
                newIndex += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
