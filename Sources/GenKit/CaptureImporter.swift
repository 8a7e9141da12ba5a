import Diagnostics
import Foundation
import Generator
import Importer
import Inference
import Inputs
import Support

/// The file system side of `gen import`: reading the capture and an existing gen.yml,
/// refusing to overwrite, and writing the plan.
struct CaptureImporter {
    struct ExistingManifest {
        var source: SourceText
        var module: String?
        var endpoints: [ImportPlan.ExistingEndpoint]
    }

    let fileSystem: any FileSystem
    let output: String
    /// The folder the run started in, for the module name of `--output .`.
    let workingDirectory: String

    var manifestPath: String { path(ManifestFile.defaultPath) }

    func path(_ relative: String) -> String {
        Paths.join(output, relative)
    }

    func readCapture(_ capture: String) throws(DiagnosticError) -> [HAREntry] {
        let bytes: [UInt8]
        do throws(FileSystemError) {
            bytes = try fileSystem.readFile(capture, limit: .capture)
        } catch {
            throw DiagnosticError(error.diagnostic(hint: "export the capture as HAR from Charles, Proxyman, mitmproxy or the browser's DevTools"))
        }
        return try HARReader.read(bytes, path: capture)
    }

    /// The gen.yml in the output folder, read only with `--merge`; without it, an existing
    /// gen.yml is an error.
    func existingManifest(merge: Bool) throws(DiagnosticError) -> ExistingManifest? {
        guard fileSystem.kind(of: manifestPath) != nil else { return nil }
        guard merge else {
            throw DiagnosticError(Diagnostic(.error, "\(manifestPath) already exists", hint: "gen import never overwrites it; --merge adds the capture's new endpoints to it"))
        }
        let source = try fileSystem.readText(manifestPath, limit: .manifest)
        let manifest = try ManifestDecoder.decode(source)
        return ExistingManifest(
            source: source,
            module: manifest.module?.value,
            endpoints: manifest.endpoints.map { ImportPlan.ExistingEndpoint(name: $0.name.value, method: $0.method, path: $0.path?.value) }
        )
    }

    /// A merge of a capture of other hosts than the ones gen.yml was imported from (its first
    /// line names them): a module sends every request to the one base URL the app gives it,
    /// so the endpoints added would be asked of the wrong server.
    func otherHostsWarning(_ existing: ExistingManifest, analysis: CaptureAnalysis, capture: String) -> Diagnostic? {
        guard let firstLine = existing.source.line(1), let recorded = ManifestText.importedHosts(inFirstLine: firstLine),
              !analysis.keptHosts.isEmpty, Set(recorded).isDisjoint(with: analysis.keptHosts) else { return nil }
        return Diagnostic(
            .warning,
            "this capture's requests went to \(analysis.keptHosts.joined(separator: ", ")); \(ManifestFile.defaultPath) was imported from \(recorded.joined(separator: ", ")), and its module sends every request to one base URL",
            at: SourceLocation(path: manifestPath, position: SourcePosition(line: 1, column: 1)),
            sourceLine: firstLine,
            hint: "import a capture of another API into a module of its own (gen import \(Paths.fileName(of: capture)) --output OtherModule), or keep these endpoints if the module's server answers them too"
        )
    }

    func moduleName(_ given: String?) throws(DiagnosticError) -> String {
        let folder = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)).standardizedFileURL.lastPathComponent
        let name = given ?? Naming.upperCamelCase(folder)
        try ReservedModuleNames.check(name, hint: "name it: gen import capture.har --module Shop")
        return name
    }

    /// The sample folders and files, then gen.yml; each path created is recorded, so that a
    /// failure can take them all back.
    private func writeFiles(of plan: ImportPlan, errorFiles: [SampleFiles.File], recording created: inout CreatedPaths) throws(DiagnosticError) {
        let files = plan.samples + errorFiles
        for folder in SampleFiles.folders(of: files) {
            created.folders += fileSystem.missingFolders(path(folder)).missing
            try diagnosed(fileSystem.createFolder(path(folder)))
        }
        let samples = files.map { (path: path($0.path), sample: $0) }
        let failures = ParallelMap.map(samples) { [fileSystem] target -> FileSystemError? in
            do throws(FileSystemError) {
                try fileSystem.createNewFile(target.path, contents: target.sample.bytes())
                return nil
            } catch {
                return error
            }
        }
        created.files += zip(samples, failures).filter { $0.1 == nil }.map(\.0.path)
        if let failure = failures.lazy.compactMap({ $0 }).first {
            throw DiagnosticError(failure.diagnostic)
        }
        if !plan.added.isEmpty {
            try diagnosed(fileSystem.writeFile(manifestPath, contents: Array(plan.manifest.utf8)))
        }
    }

    static func hostChoiceError(_ choice: CaptureImport.HostChoiceNeeded, capture: String) -> DiagnosticError {
        DiagnosticError(Diagnostic(
            .error,
            "\(capture) has JSON responses from \(choice.hosts.count) hosts",
            hint: "choose one with --host (repeat it for several): gen import \(capture) --host \(choice.hosts[0].host)",
            notes: choice.hosts.map { "\($0.host): \($0.requests == 1 ? "1 request" : "\($0.requests) requests")" }
        ))
    }

    /// Writes the samples and error responses, printing and creating them on every core, then the manifest
    /// (atomically, as it may replace the one merged into); nothing at all when a file is in
    /// the way.
    /// `errors` are the error responses written beside the samples, in errors/.
    /// Returns the number of files written.
    func write(_ plan: ImportPlan, errors: [ErrorResponses], redact: Bool, console: Console, merging: Bool) throws(DiagnosticError) -> Int {
        guard !plan.added.isEmpty || merging else {
            throw DiagnosticError(Diagnostic(.error, "no JSON API requests to import", hint: "the summary above says why each request was dropped"))
        }
        let errorFiles = ErrorResponses.files(for: errors, redact: redact)
        let inTheWay = (plan.samples + errorFiles).map { path($0.path) }.filter { fileSystem.kind(of: $0) != nil }
        guard inTheWay.isEmpty else {
            throw DiagnosticError(inTheWay.map { Diagnostic(.error, "\($0) already exists", hint: "gen import never overwrites a sample; move it aside, or import into another folder with --output") })
        }
        var created = CreatedPaths()
        do throws(DiagnosticError) {
            try writeFiles(of: plan, errorFiles: errorFiles, recording: &created)
        } catch {
            created.remove(from: fileSystem)
            throw error
        }
        for endpoint in plan.added {
            let count = endpoint.samples.count
            let of = count < endpoint.exchanges.count ? " of \(endpoint.exchanges.count) responses" : ""
            console.out(console.palette.green("created") + "   \(path(endpoint.sampleFolder))/  \(count == 1 ? "1 sample" : "\(count) samples")\(of)")
        }
        for group in errors {
            let count = group.written.count
            let of = count < group.exchanges.count ? " of \(group.exchanges.count)" : ""
            console.out(console.palette.green("created") + "   \(path(group.folder))/  \(count == 1 ? "1 error response" : "\(count) error responses")\(of)")
        }
        for endpoint in plan.alreadyThere {
            console.detail("kept      \(endpoint), already in \(manifestPath)")
        }
        if !plan.added.isEmpty {
            let word = merging ? console.palette.yellow("updated") : console.palette.green("created")
            let names = plan.added.map(\.name).joined(separator: ", ")
            console.out(word + "   \(manifestPath)  " + (merging ? "added \(names)" : plan.added.count == 1 ? "1 endpoint" : "\(plan.added.count) endpoints"))
        }
        return plan.samples.count + errorFiles.count + (plan.added.isEmpty ? 0 : 1)
    }
}
