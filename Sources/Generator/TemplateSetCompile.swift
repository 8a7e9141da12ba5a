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
    /// The compilation, begun by whichever thread asks first: the set's own thread, or the
    /// caller when that thread has not started yet, as happens on a machine whose other
    /// cores are busy or slow to wake (up to 3.5 ms late on a cold `gen module` here).
    private let begin: @Sendable () -> Result<SetCompilation, DiagnosticError>

    public init(_ folders: TemplateFolders, fileSystem: any FileSystem) {
        self.init(folders, fileSystem: fileSystem) { work in _ = Background(work) }
    }

    /// - Parameter startThread: runs the set's thread; tests run it when they choose.
    init(_ folders: TemplateFolders, fileSystem: any FileSystem, startThread: (@escaping @Sendable () -> Void) -> Void) {
        self.folders = folders
        let compilation = Locked<Result<SetCompilation, DiagnosticError>?>(nil)
        begin = {
            compilation.withLock { begun in
                if let begun {
                    return begun
                }
                let result = Result { () throws(DiagnosticError) in try SetCompilation(folders, fileSystem: fileSystem, filters: .builtIn) }
                begun = result
                return result
            }
        }
        let begin = begin
        startThread {
            if case .success(let compilation) = begin() {
                compilation.work()
            }
        }
    }

    /// The compiled set, or its problems; compiles entries no thread has taken yet, then
    /// waits for the others.
    func get() throws(DiagnosticError) -> TemplateSet {
        let compilation = try begin().get()
        compilation.work()
        return try compilation.set()
    }
}
