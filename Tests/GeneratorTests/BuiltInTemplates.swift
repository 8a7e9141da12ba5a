import Renderer
import TestSupport

/// The built-in sets as `gen` finds them: the set's folder, then `templates/common`.
enum BuiltInTemplates {
    static func folders(_ set: String) -> TemplateFolders {
        TemplateFolders(set: Repository.templates + "/" + set, shared: Repository.templates + "/" + TemplateFolders.sharedFolderName)
    }
}
