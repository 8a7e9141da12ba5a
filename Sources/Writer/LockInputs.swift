import Diagnostics
import Support

extension LockFile.Inputs {
    /// The inputs of a run as the user gave them (paths relative to `workingDirectory`),
    /// rewritten relative to the module folder so `gen model` works from inside it.
    /// `templates` is a built-in set's name or a folder; a folder is recorded with a `/`.
    package init(
        module: String,
        isPayload: Bool = false,
        samples: [String],
        manifestPath: String?,
        templates: String,
        naming: String? = nil,
        moduleFolder: String,
        workingDirectory: String
    ) {
        let folder = Paths.absolute(moduleFolder, base: workingDirectory)
        func relative(_ path: String) -> String {
            let result = Paths.relative(Paths.absolute(path, base: workingDirectory), from: folder)
            return result.contains("/") ? result : "./" + result
        }
        self.init(
            module: module,
            isPayload: isPayload,
            samples: samples.map(relative),
            manifest: manifestPath.map(relative),
            templates: templates.contains("/") ? relative(templates) : templates,
            naming: naming
        )
    }
}
