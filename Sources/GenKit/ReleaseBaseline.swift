import Diagnostics
import Foundation
import Support
import Writer

/// `gen module --check --against REF`: the module's API as a past release's lock recorded it,
/// which the change report and the wire report compare the current samples with instead of
/// the lock in the module folder, so that a CI job can guard the builds of that release.
struct ReleaseBaseline: Sendable {
    /// What the command line named: a lock file, or a git ref.
    var reference: String
    var models: ModelSignature

    /// The lock at `reference`: a file of that path, else the module folder's `.gen.lock` in
    /// the tree of that git ref (a tag, a branch, a commit), as `git show` reads it in the
    /// module folder, found from `workingDirectory`.
    static func read(_ reference: String, moduleFolder: String, workingDirectory: String, fileSystem: any FileSystem) throws(DiagnosticError) -> ReleaseBaseline {
        let source: SourceText
        if fileSystem.kind(of: reference) == .file {
            source = try fileSystem.readText(reference, limit: .lock)
        } else {
            let path = Paths.join(moduleFolder, LockFile.fileName)
            let folder = moduleFolder.hasPrefix("/") ? moduleFolder : Paths.join(workingDirectory, moduleFolder)
            source = SourceText(path: "\(reference):\(path)", text: try gitShow("\(reference):./\(LockFile.fileName)", in: folder, lock: path, reference: reference))
        }
        return ReleaseBaseline(reference: reference, models: try LockFile.parse(source).models)
    }

    private static func gitShow(_ object: String, in folder: String, lock: String, reference: String) throws(DiagnosticError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder, "show", object]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw DiagnosticError(Diagnostic(.error, "--against \(reference) needs git to read \(lock) at that release, and git did not start: \(error.localizedDescription)"))
        }
        let text = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw DiagnosticError(Diagnostic(
                .error,
                "--against \(reference): no \(lock) at that git ref\(message.isEmpty ? "" : " (git: \(message.split(separator: "\n").first ?? ""))")",
                hint: "name a git ref (a tag, a branch, a commit) whose tree has the module's .gen.lock, or the path of a .gen.lock file"
            ))
        }
        return String(decoding: text, as: UTF8.self)
    }
}
