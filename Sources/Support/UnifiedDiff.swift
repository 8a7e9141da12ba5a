/// Unified diffs (`diff -u` style, three lines of context) between two texts.
package enum UnifiedDiff {
    private enum Operation: Equatable {
        case equal(String)
        case delete(String)
        case insert(String)

        var isEqual: Bool {
            if case .equal = self { return true }
            return false
        }
    }

    /// The diff with `---`/`+++` headers, or an empty string when the texts are equal.
    /// `oldPath` nil means the file does not exist yet, and `newPath` nil that it is removed
    /// (`/dev/null`).
    package static func render(old: String, new: String, oldPath: String?, newPath: String?, context: Int = 3) -> String {
        let operations = edit(from: lines(old), to: lines(new))
        let changed = operations.indices.filter { !operations[$0].isEqual }
        guard !changed.isEmpty else { return "" }
        var output = ["--- \(oldPath.map { "a/" + $0 } ?? "/dev/null")", "+++ \(newPath.map { "b/" + $0 } ?? "/dev/null")"]
        var hunkStart = changed[0]
        var hunkEnd = changed[0]
        var groups: [(Int, Int)] = []
        for index in changed.dropFirst() {
            if index - hunkEnd > 2 * context {
                groups.append((hunkStart, hunkEnd))
                hunkStart = index
            }
            hunkEnd = index
        }
        groups.append((hunkStart, hunkEnd))
        for (first, last) in groups {
            let start = max(0, first - context)
            let end = min(operations.count - 1, last + context)
            let (oldStart, newStart) = positions(before: start, in: operations)
            let slice = operations[start...end]
            let oldCount = slice.filter { if case .insert = $0 { return false } else { return true } }.count
            let newCount = slice.filter { if case .delete = $0 { return false } else { return true } }.count
            output.append("@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@")
            for operation in slice {
                switch operation {
                case .equal(let line): output.append(" " + line)
                case .delete(let line): output.append("-" + line)
                case .insert(let line): output.append("+" + line)
                }
            }
        }
        return output.joined(separator: "\n") + "\n"
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" {
            result.removeLast()
        }
        return result
    }

    private static func edit(from old: [String], to new: [String]) -> [Operation] {
        var removed: Set<Int> = []
        var inserted: Set<Int> = []
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var operations: [Operation] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if removed.contains(oldIndex), oldIndex < old.count {
                operations.append(.delete(old[oldIndex]))
                oldIndex += 1
            } else if inserted.contains(newIndex), newIndex < new.count {
                operations.append(.insert(new[newIndex]))
                newIndex += 1
            } else {
                operations.append(.equal(new[newIndex]))
                oldIndex += 1
                newIndex += 1
            }
        }
        return operations
    }

    /// The 1-based old and new line numbers of the operation at `index`.
    private static func positions(before index: Int, in operations: [Operation]) -> (Int, Int) {
        var old = 1
        var new = 1
        for operation in operations[..<index] {
            switch operation {
            case .equal: old += 1; new += 1
            case .delete: old += 1
            case .insert: new += 1
            }
        }
        return (old, new)
    }

    /// `start,count` as diff writes it: an empty range names the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
