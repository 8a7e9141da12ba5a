import Foundation

/// Runs the steps of a case in its own folder and checks each gen run; the folder is removed
/// unless a check failed.
struct CaseRunner: Sendable {
    var gen: GenProcess
    var seed: UInt64
    var parent: String

    struct Result: Sendable {
        var findings: [Finding]
        /// The case's folder, kept because a check failed.
        var keptFolder: String?
    }

    func run(_ fuzzCase: FuzzCase) throws -> Result {
        let folder = try CaseFolder.create(for: fuzzCase, seed: seed, parent: parent, tag: "")
        let confined = fuzzCase.kind == .set || fuzzCase.kind == .template
        let markers = [CaseFolder.canaryText] + (confined ? [CaseFolder.passwdText] : [])
        let checks = RunChecks(moduleFolder: fuzzCase.moduleFolder, markers: markers, secrets: fuzzCase.secrets)
        var findings: [Finding] = []
        var edit: (path: String, bytes: [UInt8])?
        var lastTermination: Termination?
        for (index, step) in fuzzCase.steps.enumerated() {
            switch step {
            case .replaceSamples(let samples):
                try folder.writeSamples(samples)
                continue
            case .editOwnedFile:
                edit = try editOwnedFile(in: folder, moduleFolder: fuzzCase.moduleFolder)
                continue
            case .craftLock(let line, let link):
                try craftLock(line, link: link, in: folder, moduleFolder: fuzzCase.moduleFolder)
                continue
            case .lint, .module, .importCapture:
                break
            }
            let arguments = fuzzCase.arguments(for: step)
            let before = Snapshot.take(folder.folder)
            let log = "\(folder.logs)/\(index)-\(arguments[0]).log"
            let termination = try gen.run(arguments, in: folder.folder, environment: environment(folder), log: log)
            let after = Snapshot.take(folder.folder)
            let output = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            findings += checks.findings(command: arguments[0], termination: termination, before: before, after: after, log: output)
            findings += leaks(of: fuzzCase.secrets, in: after, changedFrom: before)
            if fuzzCase.kind == .injection {
                findings += InjectionCases.findings(command: arguments[0], termination: termination, after: after, log: output, moduleFolder: fuzzCase.moduleFolder)
            }
            findings += SpecialFileCases.findings(fuzzCase, log: output)
            lastTermination = termination
            if fuzzCase.kind == .collisions, case .module = step, termination == .exited(0) {
                findings += DeclarationCheck.problems(in: after.files(under: fuzzCase.moduleFolder)).map { Finding(kind: .collision, message: $0) }
            }
            if case .module = step, let kept = edit {
                findings += lostEdit(kept, in: after, moduleFolder: fuzzCase.moduleFolder)
                edit = nil
            }
            if findings.contains(where: { $0.kind == .crash || $0.kind == .hang }) {
                break
            }
        }
        if fuzzCase.mustRefuse, lastTermination == .exited(0) {
            findings.append(Finding(kind: .accepted, message: "gen \(fuzzCase.arguments(for: fuzzCase.steps.last ?? .lint).first ?? "") accepted inputs it must refuse"))
        }
        if findings.isEmpty {
            folder.remove()
            return Result(findings: [])
        }
        return Result(findings: findings, keptFolder: folder.root)
    }

    /// gen's environment with the case's copy of the built-in templates.
    func environment(_ folder: CaseFolder) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GEN_BUILTIN_TEMPLATES"] = folder.folder + "/templates"
        environment["NO_COLOR"] = "1"
        return environment
    }

    /// Appends a line to the first owned file of the lock; nil when there is none.
    private func editOwnedFile(in folder: CaseFolder, moduleFolder: String) throws -> (path: String, bytes: [UInt8])? {
        let lockPath = "\(folder.folder)/\(moduleFolder)/.gen.lock"
        guard let lock = try? String(contentsOfFile: lockPath, encoding: .utf8),
              let line = lock.split(separator: "\n").first(where: { $0.hasPrefix("file owned ") }),
              let listed = LockCheck.hashAndPath(line) else { return nil }
        let path = "\(moduleFolder)/" + listed.path
        let edited = Array(try Data(contentsOf: URL(fileURLWithPath: folder.folder + "/" + path))) + Array("// edited by the fuzzer\n".utf8)
        try folder.write(edited, to: path)
        return (path, edited)
    }

    /// Adds `line` to the module's lock, before its last line, after making `link`.
    private func craftLock(_ line: String, link: (path: String, target: String)?, in folder: CaseFolder, moduleFolder: String) throws {
        let lockPath = "\(folder.folder)/\(moduleFolder)/.gen.lock"
        guard var lines = (try? String(contentsOfFile: lockPath, encoding: .utf8))?.split(separator: "\n").map(String.init) else { return }
        if let link {
            try FileManager.default.createSymbolicLink(atPath: "\(folder.folder)/\(moduleFolder)/\(link.path)", withDestinationPath: link.target)
        }
        lines.insert(folder.substituted(line), at: max(lines.count - 1, 0))
        try folder.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: "\(moduleFolder)/.gen.lock")
    }

    /// A finding for each file the run wrote or changed that holds one of `secrets`.
    private func leaks(of secrets: [String], in after: Snapshot, changedFrom before: Snapshot) -> [Finding] {
        guard !secrets.isEmpty else { return [] }
        return before.changedPaths(to: after).compactMap { path in
            guard case .file(let bytes)? = after.nodes[path] else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            return secrets.contains(where: text.contains) ? Finding(kind: .leak, message: "\(path) holds a credential of the capture") : nil
        }
    }

    /// A finding unless the edited text is still in its file or in a `.orig` copy beside it.
    private func lostEdit(_ edit: (path: String, bytes: [UInt8]), in snapshot: Snapshot, moduleFolder: String) -> [Finding] {
        let kept = snapshot.nodes.contains { path, node in
            (path == edit.path || path.hasPrefix(edit.path + ".orig")) && node == .file(edit.bytes)
        }
        return kept ? [] : [Finding(kind: .lostEdit, message: "the edit to \(edit.path) is neither in the file nor in a .orig copy")]
    }
}
