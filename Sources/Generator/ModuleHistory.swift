import Diagnostics
import Inputs
import Support
import Writer

/// What the lock of an existing module folder says about the run to come: where its samples
/// came from, and whether this run switches the template set or naming style.
public struct ModuleHistory: Sendable {
    public let lock: LockFile?
    public let folder: String

    public init(lock: LockFile?, folder: String) {
        self.lock = lock
        self.folder = folder
    }

    /// The samples folder of a run, from the working directory: `--samples`, else the manifest's
    /// `samples`, else the folder the lock recorded (none, when it recorded the manifest's
    /// `sample:` entries only, or when it lies outside the project: a lock arrives in pull
    /// requests like any other file), else `samples/` beside the manifest when it exists.
    public func samplesFolder(flag: String?, manifest: ManifestLocations, fileSystem: any FileSystem) -> String? {
        if let chosen = flag ?? manifest.samplesFolder {
            return chosen
        }
        if let lock, !lock.inputs.isPayload, let recorded = lock.inputs.samples.first.map({ lock.inputs.fromModuleFolder($0, moduleFolder: folder) }) {
            return Confinement.resolves(recorded, inside: [manifest.folder], fileSystem: fileSystem) ? Self.tidy(recorded, fileSystem: fileSystem) : nil
        }
        let beside = manifest.folder == "." ? "samples" : manifest.folder + "/samples"
        return fileSystem.kind(of: beside) == .directory ? beside : nil
    }

    /// `Jacob/../api` as `api` when both name the same folder (no link on the way), so that
    /// diagnostics show the path a person would write.
    private static func tidy(_ path: String, fileSystem: any FileSystem) -> String {
        guard !path.hasPrefix("/"), let here = fileSystem.realPath("."), let real = fileSystem.realPath(path) else { return path }
        let lexical = Paths.relative(Paths.absolute(path, base: here), from: here)
        return fileSystem.realPath(lexical) == real ? lexical : path
    }

    /// A warning, before anything is written, when the samples come from another source
    /// than the recorded one, naming the endpoints that come and go.
    public func sourceChange(to inputs: LockFile.Inputs, endpoints: [String]) -> Diagnostic? {
        guard let lock, !lock.inputs.isPayload else { return nil }
        let recorded = lock.inputs
        guard recorded.samples != inputs.samples || recorded.manifest != inputs.manifest else { return nil }
        let added = endpoints.filter { lock.models.requests[$0] == nil }
        let current = Set(endpoints)
        let dropped = lock.models.endpoints.filter { !current.contains($0) }
        var effects: [String] = []
        if !added.isEmpty { effects.append("adds \(added.joined(separator: ", "))") }
        if !dropped.isEmpty { effects.append("drops \(dropped.joined(separator: ", "))") }
        let change = recorded.samples != inputs.samples
            ? "the samples come from \(Self.describe(inputs)), not \(Self.describe(recorded))"
            : "the manifest is \(inputs.manifest ?? "none"), not \(recorded.manifest ?? "none")"
        return Diagnostic(
            .warning,
            "\(change) as \(folder)/\(LockFile.fileName) records; this \(effects.isEmpty ? "keeps the same endpoints" : effects.joined(separator: " and "))",
            hint: "a run without --samples uses the recorded source; the new one is recorded when this run writes"
        )
    }

    /// An error (a warning with `--force` or when nothing is written) when the template set
    /// or naming style differs from the recorded one.
    public func switchNotice(to inputs: LockFile.Inputs) -> Diagnostic? {
        guard let lock else { return nil }
        var switches: [String] = []
        if lock.inputs.templates != inputs.templates {
            switches.append("the template set from \(lock.inputs.templates) to \(inputs.templates)")
        }
        if let old = lock.inputs.naming, let new = inputs.naming, old != new {
            switches.append("naming from \(old) to \(new)")
        }
        guard !switches.isEmpty else { return nil }
        return Diagnostic(
            .error,
            "this run switches \(switches.joined(separator: " and ")) in \(folder)",
            hint: "nothing was written; the lines above say what switching creates, removes and orphans; rerun with --force to switch (an edited file is kept as a .orig copy, a scaffold file is never deleted)"
        )
    }

    /// Paths are relative to the module folder, as the lock records them.
    private static func describe(_ inputs: LockFile.Inputs) -> String {
        inputs.samples.isEmpty ? "the manifest's sample: entries only" : "the folder " + inputs.samples.joined(separator: ", ")
    }
}
