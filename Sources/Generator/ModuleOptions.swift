/// What `gen module` was given on its command line, declared once: the command line fills
/// it, and every stage of the run reads what it needs from it.
package struct ModuleOptions: Sendable, Equatable {
    /// The module name; the manifest may supply it instead.
    package var name: String?
    /// `--samples`: the folder of samples.
    package var samplesFolder: String?
    /// `--manifest`: the gen.yml to read instead of the one found here or above.
    package var manifest: String?
    /// `--output`: the module folder.
    package var output: String?
    /// `--templates`: a built-in set's name or a template folder.
    package var templates: String?
    /// The folder of the core the module depends on, relative to the working directory, as
    /// the workspace sets it; nil for the one the lock records, else `APICore` beside the
    /// module folder.
    package var core: String?

    package init(name: String? = nil, samplesFolder: String? = nil, manifest: String? = nil, output: String? = nil, templates: String? = nil, core: String? = nil) {
        self.core = core
        self.name = name
        self.samplesFolder = samplesFolder
        self.manifest = manifest
        self.output = output
        self.templates = templates
    }
}
