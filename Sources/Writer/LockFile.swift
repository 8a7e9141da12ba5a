import Diagnostics
import Support

/// `.gen.lock`: what gen last wrote into a module folder, so a rerun can tell the user's
/// edits from its own output, remove what it no longer generates, report how the module's
/// API changed, and regenerate with `gen model`.
///
/// The format is line-based and sorted, so it diffs and merges well:
///
///     # comment lines
///     module Jacob
///     samples ../samples
///     manifest ../gen.yml
///     templates rxswift
///     naming swift
///     digest <sha256>
///     file owned model <sha256> Model/Home.swift
///     kept <sha256> ViewModel/HomeViewModel.swift
///     orphan Notifications <sha256> ViewModel/NotificationsViewModel.swift
///     model Home.items [Item]
///     enum Home.Item.State draft, sold
///     request Home page: Int, pageSize: Int
///     route Home jacob/home
///     response Feed [Feed.Post]
///     name struct Home.items Home.Item
///
/// A run writes the lock twice: first with a `pending owned|scaffold <sha256> <path>` line
/// for each file it is about to write, then, once every file is written, without them. A
/// lock that still has `pending` lines belongs to a run that was stopped half-way; the next
/// run takes a file holding the bytes a `pending` line names as gen's (see
/// `ModuleWriter.recovering`).
///
/// `digest` seals a lock written by a whole module's run that finished: the SHA-256 of
/// the digest of every input of that run (`Inputs.sourcesDigest`), and of the hashes of the
/// files it left in the folder (`sealInput`) and of the rest of the lock. A run whose
/// inputs, files and lock give the same digest would do and print exactly what that run
/// did, so it only reads (see `ModuleWriter.replay`).
package struct LockFile: Sendable, Equatable {
    package static let fileName = GenFileNames.lock

    /// How the module was generated, with paths relative to the module folder.
    package struct Inputs: Sendable, Equatable {
        package var module: String
        /// True for the models of one payload (`gen model NAME --json ...`), false for a module.
        package var isPayload: Bool
        /// The samples folder of a module, or the sample files and folders of a payload.
        /// Empty when a module's samples are the manifest's `sample:` entries only.
        package var samples: [String]
        package var manifest: String?
        /// A built-in set name, or a folder relative to the module folder.
        package var templates: String
        /// The manifest's `naming`; nil in a lock written before gen recorded it.
        package var naming: String?
        /// The folder of the core the module depends on, relative to the module folder; `.`
        /// in the core's own lock; nil in a lock written before modules shared a core.
        package var core: String?
        /// The SHA-256 of everything this run read that shapes its output, when the run may
        /// seal the lock it writes (see `LockFile.digest`); never read from a lock.
        package var sourcesDigest: String?

        package init(module: String, isPayload: Bool = false, samples: [String], manifest: String?, templates: String, naming: String? = nil, core: String? = nil, sourcesDigest: String? = nil) {
            self.module = module
            self.core = core
            self.isPayload = isPayload
            self.samples = samples
            self.manifest = manifest
            self.templates = templates
            self.naming = naming
            self.sourcesDigest = sourcesDigest
        }
    }

    package struct Entry: Sendable, Equatable {
        package var path: String
        package var ownership: Ownership
        /// SHA-256 of the bytes gen wrote, in lowercase hex.
        package var hash: String
        /// For a scaffold file that no template writes any more, what it was written for:
        /// its endpoint, or an empty string for a file of the module. nil for a live file.
        package var orphanOf: String?
        /// The layer of the template that writes the file; nil in a lock written before gen
        /// recorded it, and for a layer name that cannot be written as one field of a line.
        package var layer: Layer?
        /// For a scaffold file the last run kept because it holds the user's text, the
        /// SHA-256 of that text as the run found it.
        package var kept: String?

        package init(path: String, ownership: Ownership, hash: String, orphanOf: String? = nil, layer: Layer? = nil, kept: String? = nil) {
            self.path = path
            self.ownership = ownership
            self.hash = hash
            self.orphanOf = orphanOf
            self.layer = LockFile.recordable(layer)
            self.kept = kept
        }
    }

    package var inputs: Inputs {
        didSet { sealedText = nil }
    }
    package var files: [Entry] {
        didSet { sealedText = nil }
    }
    package var models: ModelSignature {
        didSet { sealedText = nil }
    }
    /// What an unfinished run was about to write: a path and the hash of its new bytes.
    package var pending: [Entry] {
        didSet { sealedText = nil }
    }
    /// The seal of a finished module run (see above); nil for any other lock.
    package var digest: String? {
        didSet { sealedText = nil }
    }
    /// The bytes of a lock read from a file with its `digest` line left out: what the run
    /// that sealed it hashed, when that run wrote exactly these bytes. Dropped on any change.
    var sealedText: [UInt8]?

    package init(inputs: Inputs, files: [Entry], models: ModelSignature, pending: [Entry] = [], digest: String? = nil) {
        self.inputs = inputs
        self.files = files.sorted { $0.path < $1.path }
        self.models = models
        self.pending = pending.sorted { $0.path < $1.path }
        self.digest = digest
    }

    /// The digest of a lock holding what this one holds, written by a run whose inputs have
    /// `sourcesDigest`.
    package func seal(sourcesDigest: String) -> String {
        Self.digest(sourcesDigest: sourcesDigest, unsealed: rendered().bytes)
    }

    /// Seals the lock for a run whose inputs have `sourcesDigest` and returns its bytes,
    /// rendering it once; `modelLines` as `bytes(modelLines:)` takes them.
    package mutating func sealedBytes(sourcesDigest: String, modelLines: [UInt8]? = nil) -> [UInt8] {
        let unsealed = rendered(modelLines: modelLines)
        let digest = Self.digest(sourcesDigest: sourcesDigest, unsealed: unsealed.bytes)
        self.digest = digest
        return Self.inserting(digest: digest, into: unsealed)
    }

    /// What a lock is sealed with: the digest of the run's inputs, and the XXH64 of the bytes
    /// of each file the lock records, in its order. A replay then tells that every file still
    /// holds what the sealing run left in it from one hash of each file, at a sixtieth of the
    /// cost of SHA-256 (which, checking each file against its `file` line, was half of an
    /// unchanged rerun's work).
    package static func sealInput(sourcesDigest: String, fileHashes: [UInt64]) -> String {
        let hashes = fileHashes.flatMap { hash in withUnsafeBytes(of: hash.littleEndian, Array.init) }
        return sourcesDigest + " " + XXHash64.hex(hashes)
    }

    /// The lock's text is hashed with XXH64, as its files are: a 1,000-endpoint lock is a
    /// megabyte, whose SHA-256 was a tenth of an unchanged rerun's work.
    static func digest(sourcesDigest: String, unsealed: [UInt8]) -> String {
        SHA256.hex(utf8: sourcesDigest + " " + XXHash64.hex(unsealed))
    }

    /// True when `digest` seals this lock for a run whose inputs have `sourcesDigest`.
    /// A lock read from a file is checked over its bytes as read, which is what the run
    /// that wrote it sealed unless the file was edited since; only then is it rendered again.
    package func isSealed(by sourcesDigest: String) -> Bool {
        guard let digest else { return false }
        if let sealedText, digest == Self.digest(sourcesDigest: sourcesDigest, unsealed: sealedText) {
            return true
        }
        return digest == seal(sourcesDigest: sourcesDigest)
    }

    package static func == (lhs: LockFile, rhs: LockFile) -> Bool {
        lhs.inputs == rhs.inputs && lhs.files == rhs.files && lhs.models == rhs.models && lhs.pending == rhs.pending && lhs.digest == rhs.digest
    }

    /// The layer, when it can be written as one field of a `file` line: no white space, and
    /// never read as the hash that follows it.
    static func recordable(_ layer: Layer?) -> Layer? {
        guard let name = layer?.rawValue, !name.isEmpty, name.utf8.count != 64, !name.contains(where: \.isWhitespace) else { return nil }
        return layer
    }

    package func entry(for path: String) -> Entry? {
        files.first { $0.path == path }
    }

    package var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The lock as written to its file.
    package var bytes: [UInt8] { bytes() }

    /// The lock as written to its file; `modelLines`, when given, must be
    /// `LockFile.modelLines(models)`, rendered once for several locks of one run.
    package func bytes(modelLines: [UInt8]? = nil) -> [UInt8] {
        let unsealed = rendered(modelLines: modelLines)
        return digest.map { Self.inserting(digest: $0, into: unsealed) } ?? unsealed.bytes
    }
}
