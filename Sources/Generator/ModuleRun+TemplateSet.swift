import Diagnostics
import Inputs
import Renderer

extension ModuleRun {
    /// The template set a run of `options` uses: `--templates`, else the manifest's
    /// `templates`, else the set the module folder's lock records, else the default set; the
    /// options returned name it as the lock will record it.
    package static func templateSet(_ options: ModuleOptions, manifest: ManifestFile, sources: Sources, locator: TemplateLocator) throws(DiagnosticError) -> (options: ModuleOptions, folders: TemplateFolders) {
        let locations = ManifestLocations(manifest)
        var options = options
        if locations.templates == nil {
            options.templates = options.templates ?? sources.history.recordedTemplates
        }
        return (options, try locator.folders(for: options.templates, manifest: locations))
    }

    /// The template set as given: the flag, the manifest's, or the default set.
    package static func templateSetName(_ options: ModuleOptions, manifest: ManifestFile) -> String {
        options.templates ?? ManifestLocations(manifest).templates ?? TemplateLocator.defaultSet
    }
}
