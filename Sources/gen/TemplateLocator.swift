import Diagnostics
import Foundation
import Generator

/// Finds a template set: a folder path, or the name of a built-in set.
///
/// Built-in sets live in the top-level `templates/` folder. They are looked up, in order:
/// 1. in `../share/gen/templates` next to the real (symlink-resolved) executable, where
///    `make install` puts them;
/// 2. in the `templates/` folder of the checkout the executable was built in, found by
///    walking up from the executable to a folder holding both `Package.swift` and `templates/`.
struct TemplateLocator {
    static let defaultSet = "rxswift"

    let fileSystem: any FileSystem

    func folder(for nameOrPath: String) throws(DiagnosticError) -> String {
        if nameOrPath.contains("/") || fileSystem.kind(of: nameOrPath) == .directory {
            guard fileSystem.kind(of: nameOrPath) == .directory else {
                throw DiagnosticError(Diagnostic(.error, "template folder '\(nameOrPath)' does not exist"))
            }
            return nameOrPath
        }
        guard let root = builtInRoot() else {
            throw DiagnosticError(Diagnostic(
                .error,
                "cannot find the built-in templates",
                hint: "install gen with 'make install', or pass a template folder with --templates"
            ))
        }
        let folder = root + "/" + nameOrPath
        guard fileSystem.kind(of: folder) == .directory else {
            let available = ((try? fileSystem.contentsOfDirectory(root)) ?? [])
                .filter { fileSystem.kind(of: root + "/" + $0) == .directory }
                .sorted()
            throw DiagnosticError(Diagnostic(
                .error,
                "no built-in template set named '\(nameOrPath)'",
                hint: "the built-in sets are \(available.joined(separator: ", ")); a folder path must contain '/'"
            ))
        }
        return folder
    }

    private func builtInRoot() -> String? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let binFolder = executable.deletingLastPathComponent()
        let installed = binFolder.deletingLastPathComponent().appendingPathComponent("share/gen/templates").path
        if fileSystem.kind(of: installed) == .directory {
            return installed
        }
        var folder = binFolder
        while folder.path != "/" {
            let templates = folder.appendingPathComponent("templates").path
            if fileSystem.kind(of: templates) == .directory, fileSystem.kind(of: folder.appendingPathComponent("Package.swift").path) == .file {
                return templates
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }
}
