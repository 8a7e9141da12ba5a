@testable import Generator
import Renderer
import Support
import Testing
import TestSupport

/// The set's own thread and the caller share the compile whichever starts it: the caller does
/// not wait for a thread that has not started, and the set is the same in every order.
@Suite struct TemplateSetCompileTests {
    /// The set's thread, held until the test runs it.
    private final class HeldThread: @unchecked Sendable {
        private let work = Locked<(@Sendable () -> Void)?>(nil)

        func start(_ work: @escaping @Sendable () -> Void) {
            self.work.value = work
        }

        func run() {
            work.value?()
        }
    }

    private enum Order: CaseIterable {
        /// The thread starts only after the caller has the set.
        case threadAfterCaller
        /// The thread does the whole compile before the caller asks.
        case threadBeforeCaller
        /// The thread runs on its own, as in a run.
        case threadOfItsOwn
    }

    @Test(arguments: ["rxswift", "swiftui"])
    func theSetIsTheSameInEveryOrder(set: String) throws {
        let (contexts, _) = try ParallelRenderTests.contexts(endpoints: 4)
        let folders = BuiltInTemplates.folders(set)
        let expected = ParallelRenderTests.outcome(contexts, try TemplateSet.load(folders, fileSystem: LocalFileSystem(), filters: .builtIn), parallel: false)
        #expect(expected.count > 8)
        for order in Order.allCases {
            let thread = HeldThread()
            let compile: TemplateSetCompile
            switch order {
            case .threadOfItsOwn:
                compile = TemplateSetCompile(folders, fileSystem: LocalFileSystem())
            case .threadAfterCaller, .threadBeforeCaller:
                compile = TemplateSetCompile(folders, fileSystem: LocalFileSystem(), startThread: thread.start)
            }
            if order == .threadBeforeCaller {
                thread.run()
            }
            let templates = try compile.get()
            if order == .threadAfterCaller {
                thread.run()
            }
            #expect(ParallelRenderTests.outcome(contexts, templates, parallel: false) == expected, "\(order)")
        }
    }

    @Test func aBrokenSetGivesTheSameProblemsWhicheverThreadBeginsIt() throws {
        let (folders, root) = try SharedSetCompileTests.copy("async")
        try root.write("entries: [", to: "async/set.yml")
        var problems: [String] = []
        for runsFirst in [false, true] {
            let thread = HeldThread()
            let compile = TemplateSetCompile(folders, fileSystem: LocalFileSystem(), startThread: thread.start)
            if runsFirst {
                thread.run()
            }
            do {
                _ = try compile.get()
                Issue.record("a set.yml that does not parse compiled")
            } catch {
                problems.append(error.diagnostics.map { "\($0.location?.path ?? ""): \($0.message)" }.joined(separator: "\n"))
            }
            thread.run()
        }
        #expect(problems.count == 2 && problems[0] == problems[1] && problems[0].contains("set.yml"))
    }
}
