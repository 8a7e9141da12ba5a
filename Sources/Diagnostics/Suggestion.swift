/// Finds the name a misspelling most likely meant, by edit distance; among names as near,
/// one the misspelling begins (`modul` → `module`, not `model`), then the first in order.
/// A one-letter name gets no suggestion: every other one-letter name is as near.
public enum Suggestion {
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        guard name.count > 1 else { return nil }
        let limit = max(1, name.count / 3)
        let lowered = name.lowercased()
        var best: (candidate: String, score: (Int, Int))?
        let length = lowered.count
        for candidate in candidates.sorted() {
            let loweredCandidate = candidate.lowercased()
            // The distance is at least the difference in length: skip the table when that is too far.
            guard abs(loweredCandidate.count - length) <= limit else { continue }
            let distance = distance(lowered, loweredCandidate)
            let score = (distance, loweredCandidate.hasPrefix(lowered) ? 0 : 1)
            if distance <= limit, best.map({ score < $0.score }) ?? true {
                best = (candidate, score)
            }
        }
        return best?.candidate
    }

    /// Edit distance where inserting, deleting or replacing a character, or swapping two
    /// neighbours (`fro` → `for`), each count one.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // One flat table, row i at i * width: a table of rows costs an allocation per row.
        let width = b.count + 1
        var table = [Int](repeating: 0, count: (a.count + 1) * width)
        for i in 0...a.count { table[i * width] = i }
        for j in 0...b.count { table[j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(table[(i - 1) * width + j] + 1, table[i * width + j - 1] + 1, table[(i - 1) * width + j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, table[(i - 2) * width + j - 2] + 1)
                }
                table[i * width + j] = best
            }
        }
        return table[a.count * width + b.count]
    }
}
