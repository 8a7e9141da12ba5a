/// One thing a case does, in order.
enum Step: Sendable {
    case lint
    case module(force: Bool)
    /// Replaces the samples folder with these files (a changed or mutated sample set).
    case replaceSamples(FileTree)
    /// Appends a line to the first owned file the module's lock lists, as a user would.
    case editOwnedFile
    /// Adds `line` to the module's lock, as a crafted pull request would, after making the
    /// symbolic link `link` (path in the module folder → target) when given.
    case craftLock(line: String, link: (path: String, target: String)?)
    /// `gen import capture.har` into the folder `imported`.
    case importCapture
}

/// What a case mutates.
enum CaseKind: String, CaseIterable, Sendable {
    case sample, manifest, set, template, names, regenerate
    /// A crafted `.gen.lock`, a `gen import` of a capture, or another input gen must refuse.
    case lock, capture, hostile
    /// Keys, samples and parameters whose Swift names collide (`NameCollisionCases`).
    case collisions
    /// A gen.yml value that carries code (`InjectionCases`).
    case injection
    /// An input replaced by a FIFO, a link to /dev/zero, a socket or a folder.
    case special
}

/// The inputs of one case and the gen runs it makes: a manifest, samples, a template set
/// and the shared templates, written into a fresh folder by `CaseFolder`.
struct FuzzCase: Sendable {
    var number: Int
    var kind: CaseKind
    var example: String
    var manifest: [UInt8]
    var samples: FileTree
    var setName: String
    var set: MutatedSet
    var common: FileTree
    /// `--templates`: the set's folder (`templates/rxswift`) or its built-in name.
    var templatesFlag: String
    /// `--output`, or nil for gen's default (`./<module name>`).
    var output: String?
    /// The module folder, relative to the case folder.
    var moduleFolder: String
    var steps: [Step]
    /// Symbolic links to make in the samples folder: path → target.
    var sampleLinks: [String: String] = [:]
    /// Inputs replaced, after the case's files are written: path in the case folder → what.
    var specialFiles: [String: SpecialFile] = [:]
    /// The HAR file `importCapture` reads.
    var capture: [UInt8] = []
    /// Text gen must never print nor write, such as a header value of the capture.
    var secrets: [String] = []
    /// The last gen run must refuse the inputs (exit 1): they are hostile, and accepting
    /// them is a finding.
    var mustRefuse = false

    func arguments(for step: Step) -> [String] {
        let inputs = ["--json", "samples", "--manifest", "gen.yml", "--templates", templatesFlag, "--color", "never"]
        switch step {
        case .lint:
            return ["lint"] + inputs
        case .module(let force):
            return ["module"] + inputs + (output.map { ["--output", $0] } ?? []) + (force ? ["--force"] : [])
        case .importCapture:
            return ["import", "capture.har", "--output", "imported", "--color", "never"]
        case .replaceSamples, .editOwnedFile, .craftLock:
            return []
        }
    }
}
