import Diagnostics
import Foundation
import Generator
import Renderer
import Support

/// The core of each set an `--all` run uses, rendered for the first module that needs it and
/// reused for the others that share its folder: with every module unchanged, rendering it
/// again for each module was a fifth of the run.
/// Unchecked: `lock` guards every `var`; `Mutex`, the checked alternative, needs macOS 15 and gen supports macOS 13.
final class SharedCores: @unchecked Sendable {
    private let lock = NSLock()
    private var rendered: [[String]: CoreRun] = [:]

    /// The core in `location` of the set `templateSet`, found in `templates` and rendered with
    /// `compiled`, the set as a module's run compiled it, when there is one. The core's files
    /// and lock inputs depend only on its folder and the set, not on the module.
    func core(at location: CoreLocation, templates: TemplateFolders, compiled: TemplateSet? = nil, templateSet: String, in environment: RunEnvironment) throws(DiagnosticError) -> CoreRun {
        let absolute = { (path: String) in Paths.absolute(path, base: environment.workingDirectory) }
        let key = [absolute(location.folder), templateSet] + templates.searchOrder.map(absolute)
        if var known = lock.withLock({ rendered[key] }) {
            known.location = location
            return known
        }
        let core = try CoreRun.prepare(location, templates: templates, compiled: compiled, templateSet: templateSet, fileSystem: environment.fileSystem, workingDirectory: environment.workingDirectory)
        lock.withLock { rendered[key] = core }
        return core
    }
}
