import Diagnostics
import Inference
import JSONReader

/// The samples of one endpoint, named after the file they came from.
public struct EndpointSamples: Sendable {
    public var name: String
    public var samples: [Sample]
}

/// What a samples folder holds: its endpoints, and warnings that do not stop generation.
public struct SampleSet: Sendable {
    public var endpoints: [EndpointSamples]
    public var warnings: [Diagnostic]
}

/// Reads every `*.json` file of a samples folder, one endpoint per file.
public struct SampleLoader: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// All endpoints in file-name order. Every invalid file is reported, not only the first.
    public func load(folder: String) throws(DiagnosticError) -> SampleSet {
        guard let kind = fileSystem.kind(of: folder) else {
            throw DiagnosticError(Diagnostic(.error, "samples folder '\(folder)' does not exist", hint: "pass the folder that holds your JSON samples with --json"))
        }
        guard kind == .directory else {
            throw DiagnosticError(Diagnostic(.error, "'\(folder)' is not a folder", hint: "--json takes a folder of JSON samples, one file per endpoint"))
        }
        let names: [String]
        do {
            names = try fileSystem.contentsOfDirectory(folder)
        } catch {
            throw DiagnosticError(Diagnostic(.error, "\(error.path): \(error.reason)"))
        }
        let jsonFiles = names.filter { $0.hasSuffix(".json") && $0 != ".json" }.sorted()
        guard !jsonFiles.isEmpty else {
            throw DiagnosticError(Diagnostic(
                .error,
                "no JSON samples in '\(folder)'",
                hint: "add one <endpoint>.json file per endpoint, e.g. home.json holding a response of the Home endpoint"
            ))
        }
        var endpoints: [EndpointSamples] = []
        var diagnostics: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        var namesSeen: [String: String] = [:]
        for file in jsonFiles {
            let path = Paths.join(folder, file)
            let name = Naming.upperCamelCase(String(file.dropLast(".json".count)))
            if let other = namesSeen[name] {
                diagnostics.append(Diagnostic(.error, "samples '\(other)' and '\(file)' both name the endpoint '\(name)'", hint: "rename one of them"))
                continue
            }
            namesSeen[name] = file
            do {
                let bytes = try fileSystem.readFile(path)
                let document = try JSONReader.read(bytes, path: path)
                warnings.append(contentsOf: document.warnings)
                let source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
                endpoints.append(EndpointSamples(name: name, samples: [Sample(source: source, value: document.value)]))
            } catch let error as DiagnosticError {
                diagnostics.append(contentsOf: error.diagnostics)
            } catch let error as FileSystemError {
                diagnostics.append(Diagnostic(.error, "\(error.path): \(error.reason)"))
            } catch {
                diagnostics.append(Diagnostic(.error, "\(path): \(error)"))
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        return SampleSet(endpoints: endpoints, warnings: warnings)
    }
}
