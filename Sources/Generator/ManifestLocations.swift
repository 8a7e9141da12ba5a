import Diagnostics
import Inputs
import Planner
import Renderer
import Support
import Writer

/// What the command line takes from the manifest when it has no flag for it, with every
/// path as seen from the working directory.
package struct ManifestLocations: Sendable {
    /// `templates`, as a path; a built-in set's name stays a name.
    package var templates: String?
    /// Where `templates` is written, and that line, for a diagnostic about it.
    package var templatesLocation: SourceLocation?
    package var templatesLine: String?
    /// `output`, the folder the module folder is written in.
    package var output: String?
    package var module: String?
    /// The endpoints' `sample:` paths, for `gen lint`.
    package var samples: [String]
    /// `samples`, the folder of samples.
    package var samplesFolder: String?
    /// The folder holding the manifest, or the working directory when there is none.
    package var folder: String

    package init(_ file: ManifestFile) {
        let manifest = file.manifest
        folder = file.folder
        templates = manifest.templates.map { [folder] in $0.value.contains("/") ? Paths.resolve($0.value, from: folder) : $0.value }
        templatesLocation = manifest.templates?.location
        templatesLine = manifest.templates.flatMap { file.source?.line($0.location.position.line) }
        output = manifest.output.map { [folder] in Paths.resolve($0.value, from: folder) }
        module = manifest.module?.value
        samples = manifest.endpoints.compactMap { [folder] in $0.sample.map { Paths.resolve($0.value, from: folder) } }
        samplesFolder = manifest.samples.map { [folder] in Paths.resolve($0.value, from: folder) }
    }
}
