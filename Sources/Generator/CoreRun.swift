import Diagnostics
import Inputs
import Renderer
import Support
import TemplateEngine
import Writer

/// The core a module depends on, rendered and ready to write into its own folder with its
/// own lock: what the set's `for: core` entries write. A set without them has no core, and
/// its modules stand alone.
package struct CoreRun: Sendable {
    package var location: CoreLocation
    /// Paths relative to the core's folder; empty for a set without a core.
    package var files: [GeneratedFile]
    package var inputs: LockFile.Inputs
    /// The set as given, for telling apart the sets of two modules that share the folder.
    package var templateSet: String

    /// The core of `location` as the set in `templates` writes it. The core's lock records
    /// the set and `core .`; its inputs are the set alone, so every module of one set
    /// writes the same core.
    ///
    /// - Parameter compiled: the set as the module's run compiled it, when it did; else only
    ///   the set's core entries are compiled here.
    package static func prepare(
        _ location: CoreLocation,
        templates: TemplateFolders,
        compiled: TemplateSet? = nil,
        templateSet: String,
        fileSystem: any FileSystem,
        workingDirectory: String
    ) throws(DiagnosticError) -> CoreRun {
        if let problem = ModuleName.problem(withCoreName: location.name) {
            throw DiagnosticError(Diagnostic(.error, "the core folder '\(location.folder)': \(problem)", hint: "name the core's folder as a Swift module, such as \(CoreLocation.defaultName), under 'core:' in gen-workspace.yml"))
        }
        let set: TemplateSet
        if let compiled {
            set = compiled
        } else {
            set = try TemplateSet.load(templates, fileSystem: fileSystem, filters: .builtIn, scope: .core)
        }
        let files = try ModuleRenderer.renderCore(CoreContext(name: location.name, command: "gen module"), with: set)
        var inputs = LockFile.Inputs(
            module: location.name,
            samples: [],
            manifestPath: nil,
            templates: templateSet,
            moduleFolder: location.folder,
            workingDirectory: workingDirectory
        )
        inputs.core = "."
        return CoreRun(location: location, files: files, inputs: inputs, templateSet: templateSet)
    }
}

extension CoreRun {
    /// The core of a module run in `folder` as if it were the working directory, with its
    /// folder as seen from the working directory.
    package func seen(from folder: String, workingDirectory: String) -> CoreRun {
        var moved = self
        let absolute = Paths.absolute(Paths.join(folder, location.folder), base: workingDirectory)
        moved.location.folder = Paths.relative(absolute, from: Paths.absolute(".", base: workingDirectory))
        return moved
    }

    /// Whether both write the same files.
    package func writesSameFiles(as other: CoreRun) -> Bool {
        files.map(\.path) == other.files.map(\.path) && files.map(\.contents) == other.files.map(\.contents)
    }
}
