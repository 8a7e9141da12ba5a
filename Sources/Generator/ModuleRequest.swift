import Diagnostics
import Inputs
import Planner
import Renderer
import Support
import Writer

/// What `gen module` was asked to do.
package struct ModuleRequest: Sendable {
    /// The module name from the command line; the manifest may supply it instead.
    package var name: String?
    /// The folder of samples; nil when the manifest names every endpoint's sample.
    package var samplesFolder: String?
    /// The manifest as read once for the run.
    package var manifest: ManifestFile
    package var templates: TemplateFolders
    /// The core the module's files import.
    package var core: CoreReference?
    /// The naming style the lock recorded, so types a new style renames are reported.
    package var previousNaming: NamingStyle?
    /// The models the lock recorded, whose type and property names a rerun keeps, and the
    /// types of the properties the samples now show only as null (`TypeNameMemory`).
    package var previousModels: ModelSignature?
    /// Told of each file rendered.
    package var progress: (any WorkProgress)?

    package init(
        name: String?,
        samplesFolder: String?,
        manifest: ManifestFile,
        templates: TemplateFolders,
        core: CoreReference? = nil,
        previousNaming: NamingStyle? = nil,
        previousModels: ModelSignature? = nil,
        progress: (any WorkProgress)? = nil
    ) {
        self.name = name
        self.samplesFolder = samplesFolder
        self.manifest = manifest
        self.templates = templates
        self.core = core
        self.previousNaming = previousNaming
        self.previousModels = previousModels
        self.progress = progress
    }
}

/// What `gen model NAME --json PATH...` was asked to do: the models of one payload.
package struct PayloadRequest: Sendable {
    package var name: String
    /// Sample files, and folders of sample files, all of the same payload.
    package var samplePaths: [String]
    /// A manifest whose `types` and `inference` apply; nil reads none.
    package var manifestPath: String?
    package var templates: TemplateFolders

    package init(name: String, samplePaths: [String], manifestPath: String?, templates: TemplateFolders) {
        self.name = name
        self.samplePaths = samplePaths
        self.manifestPath = manifestPath
        self.templates = templates
    }
}

/// The generated module, ready to be written.
package struct GeneratedModule: Sendable {
    package var name: String
    package var files: [GeneratedFile]
    package var signature: ModelSignature
    /// The lock's lines for `signature` (`LockFile.modelLines`), when the run rendered them
    /// already.
    package var signatureLines: [UInt8]?
    /// The manifest that was read, if any.
    package var manifestPath: String?
    /// Problems that did not stop generation, such as duplicate keys in a sample.
    package var warnings: [Diagnostic]
    /// The manifest's naming style.
    package var naming: NamingStyle = .swift
    /// Old name → new name of each type renamed since `ModuleRequest.previousNaming`.
    package var renamedTypes: [(old: String, new: String)] = []
    /// Each endpoint's samples, which the builds made before are held against.
    package var wireSources = WireSources()
    /// The set the files were rendered with, which renders the module's core too; nil for a
    /// run replayed from its lock, which rendered nothing.
    package var templates: TemplateSet?
}
