import Support

extension ModuleWriter {
    /// The lock with each `pending` entry taken as written when its file holds the bytes the
    /// entry names: the run that wrote the lock was stopped before it could confirm them, and
    /// those files are gen's as much as the ones it had recorded. A file that still holds its
    /// old bytes keeps its old entry. A file reached through a symbolic link is not read.
    func recovering(_ lock: LockFile?, in folder: String) -> LockFile? {
        guard var lock, !lock.pending.isEmpty else { return lock }
        for entry in lock.pending where symbolicLink(onTheWayTo: entry.path, under: folder) == nil {
            guard let bytes = try? fileSystem.readFile(Paths.join(folder, entry.path)), SHA256.hex(bytes) == entry.hash else { continue }
            lock.files.removeAll { $0.path == entry.path }
            lock.files.append(entry)
        }
        return LockFile(inputs: lock.inputs, files: lock.files, models: lock.models)
    }
}
