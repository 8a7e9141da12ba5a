import Diagnostics
import JSONReader
import Support

/// What checking samples found.
package struct LintReport: Sendable, Equatable {
    /// The files read, in the order checked.
    package var files: [String]
    /// Every problem, file by file in the order checked, each file's in the order found.
    package var diagnostics: [Diagnostic]

    package var filesChecked: Int { files.count }
    package var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    package var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// One line such as `3 files checked, 1 error, 2 warnings`.
    package var summary: String {
        let files = "\(filesChecked) \(filesChecked == 1 ? "file" : "files") checked"
        guard errorCount + warningCount > 0 else { return "\(files), no problems" }
        return "\(files), \(counted(errorCount, "error")), \(counted(warningCount, "warning"))"
    }

    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// Reads JSON samples only to report their problems, for `gen lint`.
package struct SampleLinter: Sendable {
    let fileSystem: any FileSystem

    package init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Checks every path: a file is read whatever its name; a folder stands for its `*.json`
    /// files and those of its immediate subfolders, hidden ones left out, each folder's in
    /// name order. A file reached twice is checked once; a problem of a file that links out of
    /// the folder is located without quoting its line.
    package func lint(_ paths: [String]) -> LintReport {
        var report = LintReport(files: [], diagnostics: [])
        var checked: Set<String> = []
        for path in paths {
            let files: [String]
            do {
                files = try sampleFiles(at: path)
            } catch {
                report.diagnostics.append(contentsOf: error.diagnostics)
                continue
            }
            for file in files where checked.insert(file).inserted {
                report.files.append(file)
                let problems = check(file)
                let quotable = Confinement.resolves(file, inside: [path], fileSystem: fileSystem)
                report.diagnostics += problems.quoted(quotable)
            }
        }
        return report
    }

    private func sampleFiles(at path: String) throws(DiagnosticError) -> [String] {
        switch fileSystem.kind(of: path) {
        case nil:
            throw DiagnosticError(Diagnostic(.error, "'\(path)' does not exist"))
        case .file:
            return [path]
        case .directory:
            var files = try jsonFiles(in: path)
            for subfolder in try visibleEntries(of: path) where fileSystem.kind(of: Paths.join(path, subfolder)) == .directory {
                files += try jsonFiles(in: Paths.join(path, subfolder))
            }
            guard !files.isEmpty else {
                throw DiagnosticError(Diagnostic(
                    .error,
                    "no JSON samples in '\(path)'",
                    hint: "gen lint reads the *.json files of a folder and of its immediate subfolders"
                ))
            }
            return files
        }
    }

    /// A `.json` link whose target does not exist is kept, so that checking it reports it.
    private func jsonFiles(in folder: String) throws(DiagnosticError) -> [String] {
        try visibleEntries(of: folder)
            .filter { $0.hasSuffix(".json") }
            .map { Paths.join(folder, $0) }
            .filter { fileSystem.kind(of: $0) == .file || fileSystem.isSymbolicLink($0) && fileSystem.kind(of: $0) == nil }
    }

    private func visibleEntries(of folder: String) throws(DiagnosticError) -> [String] {
        try diagnosed(fileSystem.contentsOfDirectory(folder)).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every problem of one file: its warnings, or the warnings before its error and the error.
    private func check(_ path: String) -> [Diagnostic] {
        if let broken = SampleLoader(fileSystem: fileSystem).brokenLink(path) {
            return [broken]
        }
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(path, limit: .sample)
        } catch {
            return [error.diagnostic]
        }
        do {
            return try JSONReader.check(bytes, path: path)
        } catch {
            return (SampleLoader.mergeMarkers(in: bytes, path: path) ?? error).diagnostics
        }
    }
}
