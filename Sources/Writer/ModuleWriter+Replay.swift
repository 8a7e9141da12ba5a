import Diagnostics
import Support

extension ModuleWriter {
    /// The plan of a run whose inputs digest to `sourcesDigest`, read back from the module
    /// folder's lock instead of generating the module, or nil when the run must generate it.
    ///
    /// The lock must be sealed with that digest (so it was written by a finished run with
    /// the same inputs, the lock's own records included), and every file it records must be
    /// readable at its path and hold the bytes the lock records: what that run wrote (so
    /// the file is `unchanged`), or, for a scaffold file it kept, the user's text it found
    /// (kept again). A lock with pending or orphaned files, a file the plan would refuse, or
    /// a temporary file an interrupted run left, is never replayed: the full run reports them.
    package func replay(_ lock: LockFile, sourcesDigest: String, in folder: String) -> WritePlan? {
        guard lock.pending.isEmpty, lock.digest != nil else { return nil }
        guard (try? refuseUnusableFolder(folder)) != nil else { return nil }
        let limits = NameLimits(of: folder, fileSystem: fileSystem)
        guard limits.folderProblem(folder) == nil else { return nil }
        var clearFolders: Set<String> = []
        for entry in lock.files {
            guard entry.orphanOf == nil, entry.layer != nil, isClearWay(to: entry.path, under: folder, clearFolders: &clearFolders) else { return nil }
        }
        let outcomes = ParallelMap.map([Check.seal] + lock.files.map(Check.file)) { check -> Outcome in
            switch check {
            case .seal: return .sealed(lock.isSealed(by: sourcesDigest))
            case .file(let entry): return .file(replayed(entry, in: folder))
            }
        }
        var files: [WritePlan.File] = []
        for outcome in outcomes {
            switch outcome {
            case .sealed(let matches):
                guard matches else { return nil }
            case .file(let file):
                guard let file else { return nil }
                files.append(file)
            }
        }
        guard limits.problems(files.map(\.generated), in: folder).isEmpty else { return nil }
        let plan = WritePlan(folder: folder, files: files, previousLock: lock, replayed: true)
        return leftovers(of: plan).isEmpty ? plan : nil
    }

    /// What a replay checks on all cores at once: the seal (hashing the lock as read), and
    /// each file (reading and hashing it).
    private enum Check: Sendable {
        case seal
        case file(LockFile.Entry)
    }

    private enum Outcome: Sendable {
        case sealed(Bool)
        case file(WritePlan.File?)
    }

    /// The file of a lock entry, unchanged or kept, when its bytes say so.
    private func replayed(_ entry: LockFile.Entry, in folder: String) -> WritePlan.File? {
        let path = Paths.join(folder, entry.path)
        guard let bytes = try? fileSystem.readFile(path) else { return nil }
        let hash = SHA256.hex(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        if hash == entry.hash, entry.kept == nil {
            let generated = GeneratedFile(path: entry.path, contents: text, ownership: entry.ownership, layer: entry.layer)
            return WritePlan.File(generated: generated, action: .unchanged, displayPath: path, existing: text)
        }
        if hash == entry.kept {
            let generated = GeneratedFile(path: entry.path, contents: "", ownership: entry.ownership, layer: entry.layer)
            return WritePlan.File(generated: generated, action: .skip, displayPath: path, existing: text, keptHash: hash)
        }
        return nil
    }
}
