/// What `gen module` was given on its command line, declared once: the command line fills
/// it, and every stage of the run reads what it needs from it.
public struct ModuleOptions: Sendable, Equatable {
    /// The module name; the manifest may supply it instead.
    public var name: String?
    /// `--samples`: the folder of samples.
    public var samplesFolder: String?
    /// `--manifest`: the gen.yml to read instead of the one found here or above.
    public var manifest: String?
    /// `--output`: the module folder.
    public var output: String?
    /// `--templates`: a built-in set's name or a template folder.
    public var templates: String?

    public init(name: String? = nil, samplesFolder: String? = nil, manifest: String? = nil, output: String? = nil, templates: String? = nil) {
        self.name = name
        self.samplesFolder = samplesFolder
        self.manifest = manifest
        self.output = output
        self.templates = templates
    }
}
