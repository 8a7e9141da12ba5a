import Diagnostics
import Inputs
import Support

/// Output paths that cannot all be written, found before anything is: one template's file
/// where another's needs a folder (`a` and `a/b.txt`), two paths that differ only in case,
/// which are one file on macOS's default, case-insensitive file system, and two Swift files
/// of one name in different folders (`Model/APIClient.swift`, `Api/APIClient.swift`), whose
/// object files SwiftPM and Xcode name alike ("multiple producers").
enum OutputCollisions {
    /// Where a rendered path came from.
    struct Output {
        var path: String
        var template: String
        var endpoint: String?
        var location: SourceLocation
        var sourceLine: String?

        var description: String {
            endpoint.map { "'\(template)' for endpoint \($0)" } ?? "'\(template)'"
        }
    }

    /// A problem for each colliding pair, located at the `path:` entry of the later output;
    /// `outputs` are in the order they were rendered, each path once. The tables hold
    /// indexes into `outputs`, and a folder's check is made once for all the files in it: a
    /// module of 1,000 endpoints has some 3,000 outputs in a dozen folders, checked on one
    /// core after rendering.
    static func problems(_ outputs: [Output]) -> [Diagnostic] {
        var byPath: [String: Int] = Dictionary(minimumCapacity: outputs.count)
        for (index, output) in outputs.enumerated() {
            byPath[output.path] = index
        }
        var fileWhereFolder: [Substring: Int?] = [:]
        var byFoldedPath: [String: Int] = Dictionary(minimumCapacity: outputs.count)
        var bySwiftFileName: [String: Int] = Dictionary(minimumCapacity: outputs.count)
        var diagnostics: [Diagnostic] = []
        for (index, output) in outputs.enumerated() {
            if let slash = Paths.lastSeparator(in: output.path) {
                let folder = output.path[..<slash]
                let file = fileWhereFolder[folder] ?? folders(of: folder).lazy.compactMap { byPath[$0] }.first
                fileWhereFolder[folder] = file
                if let file = file.map({ outputs[$0] }) {
                    diagnostics.append(problem(
                        at: output,
                        "\(output.description) writes '\(output.path)', but \(file.description) writes the file '\(file.path)' where that needs a folder",
                        hint: "give one of them another path in \(SetDescription.fileName)"
                    ))
                }
            }
            let folded = output.path.lowercased()
            if let other = byFoldedPath[folded].map({ outputs[$0] }) {
                diagnostics.append(problem(
                    at: output,
                    "\(other.description) writes '\(other.path)' and \(output.description) writes '\(output.path)': on a case-insensitive file system (macOS's default) they are one file",
                    hint: "make the paths differ by more than case"
                ))
                continue
            }
            byFoldedPath[folded] = index
            guard folded.hasSuffix(".swift") else { continue }
            let fileName = Paths.fileName(of: folded)
            if let other = bySwiftFileName[fileName].map({ outputs[$0] }) {
                diagnostics.append(problem(
                    at: output,
                    "\(other.description) writes '\(other.path)' and \(output.description) writes '\(output.path)': SwiftPM and Xcode cannot compile two Swift files of one name into one target (\"multiple producers\")",
                    hint: (output.endpoint ?? other.endpoint).map { "rename the endpoint \($0) (its name in gen.yml, or its sample file)" } ?? "give one of them another file name in \(SetDescription.fileName)"
                ))
            } else {
                bySwiftFileName[fileName] = index
            }
        }
        return diagnostics
    }

    /// Two outputs that render one path, located at the `path:` entry of the later one. When
    /// one is an endpoint's and the other the module's, the endpoint is named like its module.
    static func sameFile(_ output: Output, as first: Output) -> Diagnostic {
        let endpoints = [first.endpoint, output.endpoint].compactMap { $0 }
        let hint = endpoints.count == 1
            ? "the endpoint \(endpoints[0]) renders the path of a module file: rename the endpoint (its name in gen.yml, or its sample file), or give one of the templates another path in \(SetDescription.fileName)"
            : "give one of them another path in \(SetDescription.fileName)"
        return problem(at: output, "two templates write the same file '\(output.path)': \(first.description) and \(output.description)", hint: hint)
    }

    /// `a/b` → `a`, `a/b`: the folder and the folders above it. Split on UTF-8, as the file
    /// system does: splitting `Character`s cost more than the rest of the checks.
    private static func folders(of folder: Substring) -> [String] {
        var folders: [String] = []
        for component in folder.utf8.split(separator: UInt8(ascii: "/")).map(Substring.init) {
            folders.append(folders.last.map { $0 + "/" + component } ?? String(component))
        }
        return folders
    }

    private static func problem(at output: Output, _ message: String, hint: String) -> Diagnostic {
        Diagnostic(.error, message, at: output.location, sourceLine: output.sourceLine, hint: hint)
    }
}
