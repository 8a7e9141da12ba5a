/// A check a run failed.
struct Finding: Sendable {
    enum Kind: String, Sendable {
        case crash, hang, debris
        /// gen read a file outside the template set and the shared folder.
        case escape
        /// A run without `--force` overwrote a user's edit, or a run with it kept no `.orig` copy.
        case lostEdit
        /// gen accepted an input it must refuse (a crafted lock, a link out of the samples…).
        case accepted
        /// gen printed or wrote a credential of a capture.
        case leak
        /// A module gen wrote declares a name twice in a scope, or two Swift files of one name.
        case collision
        /// gen wrote a gen.yml value into a generated file as code, or refused it without an
        /// error located in gen.yml.
        case injected
    }

    var kind: Kind
    var message: String
}

/// The checks on one gen run, from how it ended and the case folder before and after it.
struct RunChecks {
    var moduleFolder: String
    /// Text that, found in gen's output or in a module, shows gen read a file outside the set:
    /// the canary's always, and a line of /etc/passwd for cases whose set or templates name it
    /// (a manifest may name it as a sample: the user's manifest may read any file).
    var markers: [String]
    /// Credentials of the case's capture, which no output may hold.
    var secrets: [String] = []

    /// The core gen writes beside the module folder (`APICore`), which the module imports.
    var coreFolder: String {
        let parent = moduleFolder.contains("/") ? String(moduleFolder[..<(moduleFolder.lastIndex(of: "/") ?? moduleFolder.endIndex)]) + "/" : ""
        return parent + "APICore"
    }

    func findings(command: String, termination: Termination, before: Snapshot, after: Snapshot, log: String) -> [Finding] {
        switch termination {
        case .signalled(let signal):
            return [Finding(kind: .crash, message: "gen \(command) died of signal \(signal)")]
        case .exited(let status) where status != 0 && status != 1:
            return [Finding(kind: .crash, message: "gen \(command) exited with status \(status)")]
        case .timedOut:
            return [Finding(kind: .hang, message: "gen \(command) ran past the time limit and was killed")]
        case .killed, .exited:
            break
        }
        var findings = after.temporaryFiles.map { Finding(kind: .debris, message: "gen \(command) left the temporary file \($0)") }
        if markers.contains(where: log.contains) {
            findings.append(Finding(kind: .escape, message: "gen \(command) printed text of a file outside the template set"))
        }
        if secrets.contains(where: log.contains) {
            findings.append(Finding(kind: .leak, message: "gen \(command) printed a credential of the capture"))
        }
        let changed = before.changedPaths(to: after)
        if command == "lint" || termination != .exited(0) {
            if !changed.isEmpty {
                let what = command == "lint" ? "gen lint" : "gen \(command), which failed,"
                findings.append(Finding(kind: .debris, message: "\(what) changed \(summary(changed))"))
            }
            return findings
        }
        let outside = changed.filter { path in
            ![moduleFolder, coreFolder].contains { path.hasPrefix($0 + "/") || ($0 + "/").hasPrefix(path + "/") }
        }
        if !outside.isEmpty {
            findings.append(Finding(kind: .debris, message: "gen \(command) changed \(summary(outside)) outside the module folder and its core"))
        }
        findings += LockCheck.problems(in: after, moduleFolder: moduleFolder).map { Finding(kind: .debris, message: $0) }
        for (path, bytes) in after.files(under: moduleFolder).sorted(by: { $0.key < $1.key }) {
            let text = String(decoding: bytes, as: UTF8.self)
            if markers.contains(where: text.contains) {
                findings.append(Finding(kind: .escape, message: "\(moduleFolder)/\(path) holds text of a file outside the template set"))
            }
        }
        return findings
    }

    /// The first few paths, and how many more.
    func summary(_ paths: [String]) -> String {
        let shown = paths.prefix(4).map { $0.count > 80 ? String($0.prefix(77)) + "..." : $0 }.joined(separator: ", ")
        return paths.count > 4 ? "\(shown) and \(paths.count - 4) more" : shown
    }
}
