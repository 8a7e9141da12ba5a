import Diagnostics
import Renderer
import Support
import TemplateEngine

/// A compile of a template set with the built-in filters, on another thread from the moment
/// it is made. Compiling the set is the longest step of generating a small module; a run that
/// knows it will generate starts it as soon as the set's folders are known, so it runs beside
/// reading the lock, hashing the inputs, reading the samples and inferring the models.
public struct TemplateSetCompile: Sendable {
    public let folders: TemplateFolders
    private let compile: Background<Result<TemplateSet, DiagnosticError>>

    public init(_ folders: TemplateFolders, fileSystem: any FileSystem) {
        self.folders = folders
        compile = Background {
            Result { () throws(DiagnosticError) in try TemplateSet.load(folders, fileSystem: fileSystem, filters: .builtIn) }
        }
    }

    /// The compiled set, or its problems; waits for the compile to end.
    func get() throws(DiagnosticError) -> TemplateSet {
        try compile.value.get()
    }
}
