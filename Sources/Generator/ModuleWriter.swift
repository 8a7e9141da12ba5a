import Diagnostics

/// What happened, or would happen, to one generated file.
public struct WrittenFile: Sendable, Equatable {
    public enum Status: String, Sendable {
        case created
        case overwritten
        case unchanged
    }

    /// The path as the user named the output folder, e.g. `Jacob/Api/HomeAPI.swift`.
    public var path: String
    public var status: Status
}

/// Writes generated files into the module folder. A file that exists with other contents
/// is someone's edit: it is overwritten only with `force`, and otherwise nothing at all is
/// written.
public struct ModuleWriter: Sendable {
    let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    public func write(_ files: [GeneratedFile], into folder: String, force: Bool) throws(DiagnosticError) -> [WrittenFile] {
        if fileSystem.kind(of: folder) == .file {
            throw DiagnosticError(Diagnostic(.error, "output '\(folder)' is a file, not a folder", hint: "choose another folder with --output"))
        }
        var planned: [(file: GeneratedFile, path: String, status: WrittenFile.Status)] = []
        var diagnostics: [Diagnostic] = []
        for file in files {
            let path = Paths.join(folder, file.path)
            let bytes = Array(file.contents.utf8)
            switch fileSystem.kind(of: path) {
            case nil:
                planned.append((file, path, .created))
            case .directory:
                diagnostics.append(Diagnostic(.error, "\(path) is a folder, but the module needs a file there"))
            case .file:
                let existing: [UInt8]
                do {
                    existing = try fileSystem.readFile(path)
                } catch {
                    diagnostics.append(Diagnostic(.error, "\(error.path): \(error.reason)"))
                    continue
                }
                if existing == bytes {
                    planned.append((file, path, .unchanged))
                } else if force {
                    planned.append((file, path, .overwritten))
                } else {
                    diagnostics.append(Diagnostic(
                        .error,
                        "\(path) exists and differs from what gen would write",
                        hint: "nothing was written; move your changes aside or rerun with --force to overwrite the file"
                    ))
                }
            }
        }
        if !diagnostics.isEmpty {
            throw DiagnosticError(diagnostics)
        }
        var written: [WrittenFile] = []
        for item in planned {
            if item.status != .unchanged {
                do {
                    try fileSystem.writeFile(item.path, contents: Array(item.file.contents.utf8))
                } catch {
                    throw DiagnosticError(Diagnostic(.error, "\(error.path): \(error.reason)"))
                }
            }
            written.append(WrittenFile(path: item.path, status: item.status))
        }
        return written
    }
}
