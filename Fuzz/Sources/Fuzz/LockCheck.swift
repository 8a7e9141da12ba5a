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
            let fields = line.split(separator: " ", maxSplits: 3).map(String.init)
            guard fields.count == 4 else {
                problems.append("malformed lock line '\(line)'")
                continue
            }
            let (hash, path) = (fields[2], fields[3])
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
