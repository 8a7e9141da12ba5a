import Diagnostics
import Foundation
import Renderer
import Support
import TemplateEngine
import Testing
import TestSupport

/// A set compiled by several threads, each taking the next entry (`SetCompilation`), is the
/// set one thread compiles: the same files rendered, the same problems in the same order,
/// however the entries were shared out.
@Suite struct SharedSetCompileTests {
    /// A copy of a built-in set beside a copy of the shared folder, at a path of its own, so
    /// no set this process compiled before is reused; and the path to write in its place.
    static func copy(_ set: String) throws -> (folders: TemplateFolders, root: TemporaryFolder) {
        let root = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.templates + "/" + set, toPath: root.path + "/" + set)
        try FileManager.default.copyItem(atPath: Repository.templates + "/common", toPath: root.path + "/common")
        return (TemplateFolders(set: root.path + "/" + set, shared: root.path + "/common"), root)
    }

    /// The set compiled a few entries at a time, taking turns as threads would: each turn
    /// starts from the parses the turns before shared.
    static func compiledInTurns(_ folders: TemplateFolders, turns: [Int], aheadOfTime: Bool = false) throws(DiagnosticError) -> TemplateSet {
        let compilation = try SetCompilation(folders, fileSystem: LocalFileSystem(), filters: .builtIn, aheadOfTime: aheadOfTime)
        for limit in turns {
            compilation.work(limit: limit)
        }
        compilation.work()
        return try compilation.set()
    }

    static func outcome(_ contexts: ModuleContexts, _ templates: TemplateSet, root: TemporaryFolder) -> [String] {
        ParallelRenderTests.outcome(contexts, templates, parallel: false).map { $0.replacingOccurrences(of: root.path, with: "ROOT") }
    }

    @Test(arguments: ["rxswift", "async", "swiftui"])
    func entriesCompiledInTurnsRenderAsOneCompile(set: String) throws {
        let (contexts, _) = try ParallelRenderTests.contexts(endpoints: 8)
        let alone = try Self.copy(set)
        let expected = Self.outcome(contexts, try TemplateSet.load(alone.folders, fileSystem: LocalFileSystem(), filters: .builtIn, aheadOfTime: false), root: alone.root)
        #expect(expected.count > 16)
        for turns in [[1, 2, 1], [3, 0, 5], [0, 1, 1, 1, 1]] {
            let shared = try Self.copy(set)
            let templates = try Self.compiledInTurns(shared.folders, turns: turns)
            #expect(Self.outcome(contexts, templates, root: shared.root) == expected, "turns \(turns)")
        }
    }

    @Test func twoThreadsCompileTheSetOneThreadCompiles() throws {
        let (contexts, _) = try ParallelRenderTests.contexts(endpoints: 8)
        let alone = try Self.copy("rxswift")
        let expected = Self.outcome(contexts, try TemplateSet.load(alone.folders, fileSystem: LocalFileSystem(), filters: .builtIn, aheadOfTime: false), root: alone.root)
        let shared = try Self.copy("rxswift")
        let compilation = try SetCompilation(shared.folders, fileSystem: LocalFileSystem(), filters: .builtIn, aheadOfTime: false)
        let other = Background { compilation.work() }
        compilation.work()
        other.value
        #expect(Self.outcome(contexts, try compilation.set(), root: shared.root) == expected)
    }

    @Test func problemsOfEntriesCompiledInTurnsComeInTheOrderOfSetYml() throws {
        let root = try TemporaryFolder()
        var files = "files:\n"
        for (number, text) in ["{{ modul.name }}", "{% if %}", "{{ endpoint.name|nofilter }}", "fine", "{% include \"Missing.stencil\" %}"].enumerated() {
            try root.write(text, to: "set/T\(number).stencil")
            files += "  - template: T\(number).stencil\n    for: endpoint\n    path: \"T\(number).swift\"\n"
        }
        try root.write(files, to: "set/set.yml")
        let folders = TemplateFolders(set: root.path + "/set", shared: nil)
        func problems(_ compile: () throws(DiagnosticError) -> TemplateSet) -> String {
            do {
                _ = try compile()
                return "compiled"
            } catch {
                return DiagnosticRenderer.render(error.diagnostics)
            }
        }
        let expected = problems { () throws(DiagnosticError) in try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: FilterSet.builtIn) }
        #expect(expected.components(separatedBy: "error:").count == 5, "\(expected)")
        for turns in [[1, 1, 1], [2, 0, 3], [4]] {
            #expect(problems { () throws(DiagnosticError) in try Self.compiledInTurns(folders, turns: turns) } == expected, "turns \(turns)")
        }
    }
}
