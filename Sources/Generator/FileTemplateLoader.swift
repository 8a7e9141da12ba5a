import Diagnostics
import TemplateEngine

/// Loads the templates that a set's templates include or extend, by their path relative to
/// the set's folder.
struct FileTemplateLoader: TemplateLoader {
    let folder: String
    let fileSystem: any FileSystem

    func load(_ name: String) throws(TemplateLoaderError) -> SourceText {
        guard Paths.isConfined(name) else {
            throw TemplateLoaderError(
                "a template name must be a relative path inside the template folder",
                hint: "name templates from the folder of set.yml, e.g. \"Partials/Header.stencil\", without '..'"
            )
        }
        let path = Paths.join(folder, name)
        guard fileSystem.kind(of: path) == .file else {
            let directory = Paths.directory(of: path)
            let siblings = ((try? fileSystem.contentsOfDirectory(directory)) ?? []).map { sibling in
                Paths.directory(of: name) == "." ? sibling : Paths.join(Paths.directory(of: name), sibling)
            }
            throw TemplateLoaderError(
                "there is no such file in '\(folder)'",
                hint: Suggestion.nearest(to: name, in: siblings).map { "did you mean '\($0)'?" }
            )
        }
        do {
            return SourceText(path: path, text: String(decoding: try fileSystem.readFile(path), as: UTF8.self))
        } catch {
            throw TemplateLoaderError(error.reason)
        }
    }
}
