import Diagnostics
import Renderer
import Support
import TemplateEngine

/// A compile of a template set with the built-in filters, on a thread of its own from the
/// moment it is made. Compiling the set is the longest step of generating a small module; a
/// run that knows it will generate starts it as soon as the set's folders are known, so it
/// runs beside reading the lock, hashing the inputs, reading the samples and inferring the
/// models, and the caller compiles the entries left when it asks for the set.
public struct TemplateSetCompile: Sendable {
    public let folders: TemplateFolders
    /// The compilation once set.yml is read, for the caller to join.
    private let started = Locked<SetCompilation?>(nil)
    private let compile: Background<Result<SetCompilation, DiagnosticError>>

    public init(_ folders: TemplateFolders, fileSystem: any FileSystem) {
        self.folders = folders
        let started = started
        compile = Background {
            Result { () throws(DiagnosticError) in
                let compilation = try SetCompilation(folders, fileSystem: fileSystem, filters: .builtIn)
                started.value = compilation
                compilation.work()
                return compilation
            }
        }
    }

    /// The compiled set, or its problems; compiles entries no thread has taken yet, then
    /// waits for the others.
    func get() throws(DiagnosticError) -> TemplateSet {
        started.value?.work()
        return try compile.value.get().set()
    }
}
