import Diagnostics
import Inputs
import Support
import Writer

/// What the lock of an existing module folder says about the run to come: where its samples
/// came from, and whether this run switches the template set or naming style.
package struct ModuleHistory: Sendable {
    package let lock: LockFile?
    package let folder: String
    /// The samples folder of the run, from the working directory; nil when the manifest names
    /// every sample.
    package let samplesFolder: String?
    /// The folder the lock records when a run without `--samples` reads `samples/` beside
    /// gen.yml instead, and why.
    let passedOver: PassedOver?

    struct PassedOver: Sendable {
        /// From the working directory.
        let path: String
        let isOutsideProject: Bool

        var reason: String { isOutsideProject ? "which lies outside the project" : "which no longer exists" }
    }

    /// Decides the samples folder, from the working directory: `--samples`, else the
    /// manifest's `samples`, else the folder the lock recorded (none, when it recorded the
    /// manifest's `sample:` entries only), else `samples/` beside the manifest when it exists.
    /// A recorded folder outside the project is read only when `--samples` names it (a lock
    /// arrives in pull requests like any other file), so then `samples/` is read: with no
    /// `samples/`, the run stops, saying so, rather than drop every endpoint of that folder.
    package init(lock: LockFile?, folder: String, flag: String?, manifest: ManifestLocations, fileSystem: any FileSystem) throws(DiagnosticError) {
        self.lock = lock
        self.folder = folder
        (samplesFolder, passedOver) = try Self.samplesFolder(lock: lock, folder: folder, flag: flag, manifest: manifest, fileSystem: fileSystem)
    }

    private static func samplesFolder(lock: LockFile?, folder: String, flag: String?, manifest: ManifestLocations, fileSystem: any FileSystem) throws(DiagnosticError) -> (String?, PassedOver?) {
        if let chosen = flag ?? manifest.samplesFolder {
            return (chosen, nil)
        }
        var passedOver: PassedOver?
        if let lock, !lock.inputs.isPayload, let recorded = lock.inputs.samples.first.map({ Paths.resolve($0, from: folder) }) {
            if Confinement.resolves(recorded, inside: [manifest.folder], fileSystem: fileSystem) {
                return (tidy(recorded, fileSystem: fileSystem), nil)
            }
            passedOver = PassedOver(path: tidy(recorded, fileSystem: fileSystem), isOutsideProject: fileSystem.kind(of: recorded) != nil)
        }
        let beside = manifest.folder == "." ? "samples" : manifest.folder + "/samples"
        if fileSystem.kind(of: beside) == .directory {
            return (beside, passedOver)
        }
        if let passedOver, passedOver.isOutsideProject {
            throw DiagnosticError(Diagnostic(
                .error,
                "\(Paths.join(folder, LockFile.fileName)) records the samples folder \(passedOver.path), \(passedOver.reason), and there is no \(beside)/ to read instead",
                hint: "gen reads a samples folder outside the project (the folder of gen.yml) only when --samples names it: rerun with --samples \(passedOver.path), or put the samples in \(beside)/"
            ))
        }
        return (nil, passedOver)
    }

    /// `Jacob/../api` as `api` when both name the same folder (no link on the way), so that
    /// diagnostics show the path a person would write.
    private static func tidy(_ path: String, fileSystem: any FileSystem) -> String {
        guard !path.hasPrefix("/"), let here = fileSystem.realPath("."), let real = fileSystem.realPath(path) else { return path }
        let lexical = Paths.relative(Paths.absolute(path, base: here), from: here)
        return fileSystem.realPath(lexical) == real ? lexical : path
    }

    /// The template set the lock records, as seen from the working directory: the set a run
    /// with neither `--templates` nor the manifest's `templates` keeps, so that a module
    /// generated with `--templates async` stays an async module. nil without a lock.
    package var recordedTemplates: String? {
        guard let lock, !lock.inputs.isPayload else { return nil }
        let set = lock.inputs.templates
        return set.contains("/") ? Paths.resolve(set, from: folder) : set
    }

    /// A warning, before anything is written, when the samples come from another source
    /// than the recorded one, naming the endpoints that come and go.
    package func sourceChange(to inputs: LockFile.Inputs, endpoints: [String]) -> Diagnostic? {
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
        let records = passedOver.map { "records, \($0.reason)" } ?? "records"
        let hint = switch passedOver {
        case nil: "a run without --samples uses the recorded source; the new one is recorded when this run writes"
        case let passedOver? where passedOver.isOutsideProject:
            "gen reads a samples folder outside the project (the folder of gen.yml) only when --samples names it: rerun with --samples \(passedOver.path) to keep it; otherwise the new source is recorded when this run writes"
        case _?: "the new source is recorded when this run writes"
        }
        return Diagnostic(
            .warning,
            "\(change) as \(folder)/\(LockFile.fileName) \(records); this \(effects.isEmpty ? "keeps the same endpoints" : effects.joined(separator: " and "))",
            hint: hint
        )
    }

    /// An error (a warning with `--force` or when nothing is written) when the template set
    /// or naming style differs from the recorded one.
    ///
    /// - Parameter setOrigin: what names this run's set, so that the hint says how to keep
    ///   the recorded one instead.
    package func switchNotice(to inputs: LockFile.Inputs, setOrigin: SetOrigin? = nil) -> Diagnostic? {
        guard let lock else { return nil }
        var switches: [String] = []
        var keeping: [String] = []
        if lock.inputs.templates != inputs.templates {
            switches.append("the template set from \(lock.inputs.templates) to \(inputs.templates)")
            switch setOrigin {
            case .flag: keeping.append("to keep \(lock.inputs.templates), run with --templates \(lock.inputs.templates)")
            case .manifest(let location): keeping.append("\(location.description) names \(inputs.templates); to keep \(lock.inputs.templates), write 'templates: \(lock.inputs.templates)' there")
            case nil: break
            }
        }
        if let old = lock.inputs.naming, let new = inputs.naming, old != new {
            switches.append("naming from \(old) to \(new)")
        }
        guard !switches.isEmpty else { return nil }
        return Diagnostic(
            .error,
            "this run switches \(switches.joined(separator: " and ")) in \(folder)",
            hint: (["nothing was written; the lines above say what switching creates, removes and orphans"] + keeping + ["rerun with --force to switch (an edited file is kept as a .orig copy, a scaffold file is never deleted)"]).joined(separator: "; ")
        )
    }

    /// Where a run's template set is named.
    package enum SetOrigin: Sendable {
        case flag
        /// gen.yml's `templates`, at its value.
        case manifest(SourceLocation)
    }

    /// Paths are relative to the module folder, as the lock records them.
    private static func describe(_ inputs: LockFile.Inputs) -> String {
        inputs.samples.isEmpty ? "the manifest's sample: entries only" : "the folder " + inputs.samples.joined(separator: ", ")
    }
}
