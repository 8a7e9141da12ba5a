/// Finds the name a misspelling most likely meant, by edit distance.
public enum Suggestion {
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        guard !name.isEmpty else { return nil }
        let limit = max(1, name.count / 3)
        let lowered = name.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates.sorted() {
            let score = distance(lowered, candidate.lowercased())
            if score <= limit, score < best?.distance ?? Int.max {
                best = (candidate, score)
            }
        }
        return best?.candidate
    }

    /// Levenshtein distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var row = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &row)
        }
        return previous[b.count]
    }
}
