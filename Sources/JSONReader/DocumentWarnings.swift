import Diagnostics

/// The warnings of one document: the first `shownPerKind` of each kind in full; of the rest
/// only how many and where the first was, said in one warning per kind after the others
/// (`… and 99,990 more duplicate keys`). A generated or minified sample can repeat one
/// mistake a hundred thousand times, and a hundred thousand copies of it help nobody.
struct DocumentWarnings {
    enum Kind {
        case duplicateKey
        case numberOutsideDouble

        /// What the summary calls `count` warnings of this kind.
        func counted(_ count: Int) -> String {
            switch self {
            case .duplicateKey: count == 1 ? "duplicate key" : "duplicate keys"
            case .numberOutsideDouble: count == 1 ? "number a Double cannot hold" : "numbers a Double cannot hold"
            }
        }
    }

    static let shownPerKind = 10

    private var shown: [Diagnostic] = []
    private var counts: [Kind: Int] = [:]
    /// The kinds with warnings left out, in the order their first was found, and where it was.
    private var leftOut: [(kind: Kind, first: SourceLocation)] = []

    /// Counts a warning of `kind` at `location`: true when it is to be shown, and then
    /// added with `append`; false when only the summary counts it.
    mutating func admits(_ kind: Kind, at location: SourceLocation) -> Bool {
        let count = counts[kind, default: 0] + 1
        counts[kind] = count
        if count == Self.shownPerKind + 1 {
            leftOut.append((kind, location))
        }
        return count <= Self.shownPerKind
    }

    mutating func append(_ warning: Diagnostic) {
        shown.append(warning)
    }

    /// The warnings shown, in the order found, then a summary of each kind left out, located
    /// at its first warning not shown.
    var all: [Diagnostic] {
        shown + leftOut.map { kind, first in
            let more = counts[kind, default: 0] - Self.shownPerKind
            return Diagnostic(.warning, "… and \(Self.grouped(more)) more \(kind.counted(more))", at: first)
        }
    }

    /// `99990` → `99,990`.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
