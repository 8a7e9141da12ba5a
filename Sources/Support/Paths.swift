/// Joins and splits slash-separated paths without touching the file system.
package enum Paths {
    /// Looks at the last byte for the `/`, as the file system does, without comparing characters.
    package static func join(_ base: String, _ relative: String) -> String {
        if base.isEmpty || base == "." { return relative }
        return base.utf8.last == UInt8(ascii: "/") ? base + relative : base + "/" + relative
    }

    /// Split at the last `/` byte, as the file system splits, even where a combining mark
    /// makes it part of a longer character; found among the bytes, which on an absolute path
    /// is also tens of times cheaper than walking its characters backwards.
    package static func directory(of path: String) -> String {
        guard let slash = lastSeparator(in: path) else { return "." }
        return slash == path.startIndex ? "/" : String(decoding: path.utf8[..<slash], as: UTF8.self)
    }

    /// The last `/` byte of `path`, searched in its contiguous UTF-8: `String.UTF8View`'s own
    /// `lastIndex(of:)` steps back through generic indexes, several times slower on the
    /// thousands of output paths of a large module.
    package static func lastSeparator(in path: String) -> String.Index? {
        var path = path
        let offset = path.withUTF8 { $0.lastIndex(of: UInt8(ascii: "/")) }
        return offset.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    /// `path` as seen from the working directory, when it is written relative to `folder`.
    package static func resolve(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : join(folder, path)
    }

    /// After the last `/` byte, as `directory(of:)` splits.
    package static func fileName(of path: String) -> String {
        guard let slash = lastSeparator(in: path) else { return path }
        return String(decoding: path.utf8[path.utf8.index(after: slash)...], as: UTF8.self)
    }

    /// True for a relative path with no empty, `.` or `..` component, so it cannot leave the
    /// folder it is joined to. Split at the bytes the file system splits at: a `/` followed
    /// by a combining mark is one character, but still separates two components.
    package static func isConfined(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/") else { return false }
        return path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy {
            !$0.isEmpty && !$0.elementsEqual(".".utf8) && !$0.elementsEqual("..".utf8)
        }
    }
}

extension Paths {
    /// `path` made absolute against `base` (an absolute folder), with `.` and `..` resolved.
    package static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var components: [Substring] = []
        for component in joined.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The relative path from the absolute folder `base` to the absolute `path`.
    package static func relative(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/")
        let origin = base.split(separator: "/")
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] {
            common += 1
        }
        let steps = Array(repeating: "..", count: origin.count - common) + target[common...].map(String.init)
        return steps.isEmpty ? "." : steps.joined(separator: "/")
    }
}
