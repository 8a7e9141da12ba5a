import Diagnostics
import Support

extension ModuleWriter {
    /// The plan of a run whose inputs digest to `sourcesDigest`, read back from the module
    /// folder's lock instead of generating the module, or nil when the run must generate it.
    ///
    /// The lock must be sealed with that digest and with the hash of each file it records
    /// as the folder holds it now (`LockFile.sealInput`): so it was written by a finished run
    /// with the same inputs, the lock's own records included, and every file still holds
    /// what that run left in it, what it wrote (so the file is `unchanged`) or, for a
    /// scaffold file it kept, the user's text it found (kept again). A lock with pending or
    /// orphaned files, a file the plan would refuse, or a temporary file an interrupted run
    /// left, is never replayed: the full run reports them.
    package func replay(_ lock: LockFile, sourcesDigest: String, in folder: String) -> WritePlan? {
        guard lock.pending.isEmpty, lock.digest != nil else { return nil }
        guard (try? refuseUnusableFolder(folder)) != nil else { return nil }
        let limits = NameLimits(of: folder, fileSystem: fileSystem)
        guard limits.folderProblem(folder) == nil else { return nil }
        var clearFolders: Set<String> = []
        for entry in lock.files {
            guard entry.orphanOf == nil, entry.layer != nil, isClearWay(to: entry.path, under: folder, clearFolders: &clearFolders) else { return nil }
        }
        let read = ParallelMap.map(lock.files) { [fileSystem] entry -> (file: WritePlan.File, hash: UInt64)? in
            let path = Paths.join(folder, entry.path)
            guard let bytes = try? fileSystem.readFile(path) else { return nil }
            return (replayed(entry, text: String(decoding: bytes, as: UTF8.self), at: path), XXHash64.hash(bytes))
        }
        var files: [WritePlan.File] = []
        var hashes: [UInt64] = []
        for file in read {
            guard let file else { return nil }
            files.append(file.file)
            hashes.append(file.hash)
        }
        guard lock.isSealed(by: LockFile.sealInput(sourcesDigest: sourcesDigest, fileHashes: hashes)),
              limits.problems(files.map(\.generated), in: folder).isEmpty else { return nil }
        let plan = WritePlan(folder: folder, files: files, previousLock: lock, replayed: true)
        return leftovers(of: plan).isEmpty ? plan : nil
    }

    /// The file of a lock entry as the run that sealed the lock left it: unchanged, or kept.
    private func replayed(_ entry: LockFile.Entry, text: String, at path: String) -> WritePlan.File {
        guard let kept = entry.kept else {
            let generated = GeneratedFile(path: entry.path, contents: text, ownership: entry.ownership, layer: entry.layer)
            return WritePlan.File(generated: generated, action: .unchanged, displayPath: path, existing: text)
        }
        let generated = GeneratedFile(path: entry.path, contents: "", ownership: entry.ownership, layer: entry.layer)
        return WritePlan.File(generated: generated, action: .skip, displayPath: path, existing: text, keptHash: kept)
    }
}
