import Diagnostics
import Inputs
import Planner
import Renderer
import Support
import Writer

/// What `gen module` was asked to do.
public struct ModuleRequest: Sendable {
    /// The module name from the command line; the manifest may supply it instead.
    public var name: String?
    /// The folder of samples; nil when the manifest names every endpoint's sample.
    public var samplesFolder: String?
    /// The manifest as read once for the run.
    public var manifest: ManifestFile
    public var templates: TemplateFolders
    /// The naming style the lock recorded, so types a new style renames are reported.
    public var previousNaming: NamingStyle?
    /// The type names the lock recorded (`ModelSignature.typeNames`), which types keep.
    public var previousTypeNames: [String: String]
    /// The property names the lock recorded by key (`ModelSignature.propertyNames`).
    public var previousPropertyNames: [String: [String: String]]
    /// Told of each file rendered.
    public var progress: (any WorkProgress)?

    public init(
        name: String?,
        samplesFolder: String?,
        manifest: ManifestFile,
        templates: TemplateFolders,
        previousNaming: NamingStyle? = nil,
        previousTypeNames: [String: String] = [:],
        previousPropertyNames: [String: [String: String]] = [:],
        progress: (any WorkProgress)? = nil
    ) {
        self.name = name
        self.samplesFolder = samplesFolder
        self.manifest = manifest
        self.templates = templates
        self.previousNaming = previousNaming
        self.previousTypeNames = previousTypeNames
        self.previousPropertyNames = previousPropertyNames
        self.progress = progress
    }
}

/// What `gen model NAME --json PATH...` was asked to do: the models of one payload.
public struct PayloadRequest: Sendable {
    public var name: String
    /// Sample files, and folders of sample files, all of the same payload.
    public var samplePaths: [String]
    /// A manifest whose `types` and `inference` apply; nil reads none.
    public var manifestPath: String?
    public var templates: TemplateFolders

    public init(name: String, samplePaths: [String], manifestPath: String?, templates: TemplateFolders) {
        self.name = name
        self.samplePaths = samplePaths
        self.manifestPath = manifestPath
        self.templates = templates
    }
}

/// The generated module, ready to be written.
public struct GeneratedModule: Sendable {
    public var name: String
    public var files: [GeneratedFile]
    public var signature: ModelSignature
    /// The manifest that was read, if any.
    public var manifestPath: String?
    /// Problems that did not stop generation, such as duplicate keys in a sample.
    public var warnings: [Diagnostic]
    /// The manifest's naming style.
    public var naming: NamingStyle = .swift
    /// Old name → new name of each type renamed since `ModuleRequest.previousNaming`.
    public var renamedTypes: [(old: String, new: String)] = []
}
