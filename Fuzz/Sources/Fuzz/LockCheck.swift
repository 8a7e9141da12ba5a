/// Checks a module folder against its `.gen.lock` after a run that succeeded: every file the
/// lock lists holds the bytes whose hash it records, and every file in the folder is listed,
/// except the lock, gen's other bookkeeping files (`.gen.*` at the top), `.orig` copies and
/// temporary files (counted apart).
struct LockCheck {
    static func problems(in snapshot: Snapshot, moduleFolder: String) -> [String] {
        let files = snapshot.files(under: moduleFolder)
        guard let lock = files[".gen.lock"] else {
            return ["\(moduleFolder)/.gen.lock is missing after a run that succeeded"]
        }
        var problems: [String] = []
        var listed: Set<String> = []
        for line in String(decoding: lock, as: UTF8.self).split(separator: "\n") where line.hasPrefix("file ") || line.hasPrefix("orphan ") {
            guard let (hash, path) = hashAndPath(line) else {
                problems.append("malformed lock line '\(line)'")
                continue
            }
            listed.insert(path)
            guard let bytes = files[path] else {
                problems.append("the lock lists \(path), which is not a file in \(moduleFolder)")
                continue
            }
            if SHA256.hex(bytes) != hash {
                problems.append("\(moduleFolder)/\(path) does not hold the bytes the lock records")
            }
        }
        for path in files.keys.sorted() where !listed.contains(path) && !isGenBookkeeping(path) && !isBackup(path) && !isTemporary(path) {
            problems.append("\(moduleFolder)/\(path) is in the module folder but not in its lock")
        }
        return problems
    }

    /// The hash and path of `file <ownership> [<layer>] <hash> <path>` or
    /// `orphan <endpoint> <hash> <path>`; the layer is there when the field after the
    /// ownership is not a hash.
    static func hashAndPath(_ line: Substring) -> (hash: String, path: String)? {
        let fields = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        var rest = fields[2]
        if fields[0] == "file", let space = rest.firstIndex(of: " "), !isHash(rest[..<space]) {
            rest = rest[rest.index(after: space)...]
        }
        guard let space = rest.firstIndex(of: " "), isHash(rest[..<space]) else { return nil }
        return (String(rest[..<space]), String(rest[rest.index(after: space)...]))
    }

    private static func isHash(_ field: Substring) -> Bool {
        field.utf8.count == 64 && field.utf8.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f")) }
    }

    static func isGenBookkeeping(_ path: String) -> Bool {
        !path.contains("/") && path.hasPrefix(".gen.") && !path.contains(".gen-")
    }

    /// A file gen writes through, which `Snapshot.temporaryFiles` reports on its own.
    static func isTemporary(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        return name.hasPrefix(".") && name.contains(".gen-")
    }

    /// `<file>.orig` or `<file>.orig.<number>`, the copy gen keeps of an edit it overwrote.
    static func isBackup(_ path: String) -> Bool {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        if parts[parts.count - 1] == "orig" { return true }
        let number = parts[parts.count - 1]
        return parts.count >= 3 && parts[parts.count - 2] == "orig" && !number.isEmpty && number.allSatisfy(\.isNumber)
    }
}
