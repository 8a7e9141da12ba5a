import Diagnostics
@testable import Renderer
import Testing

@Suite struct OutputCollisionsTests {
    private func output(_ path: String, endpoint: String? = nil) -> OutputCollisions.Output {
        OutputCollisions.Output(path: path, template: "set/T.stencil", endpoint: endpoint, location: SourceLocation(path: "set/set.yml", line: 3, column: 9), sourceLine: nil)
    }

    private func messages(_ paths: [String]) -> [String] {
        OutputCollisions.problems(paths.map { output($0) }).map(\.message)
    }

    @Test func eachFileUnderAFileIsReportedWithTheTopmostFileInItsWay() {
        let problems = messages(["a/b", "a/b/c.swift", "a/b/d.swift", "a/e.swift", "x/y/z.txt"])
        #expect(problems == [
            "'set/T.stencil' writes 'a/b/c.swift', but 'set/T.stencil' writes the file 'a/b' where that needs a folder",
            "'set/T.stencil' writes 'a/b/d.swift', but 'set/T.stencil' writes the file 'a/b' where that needs a folder",
        ])
        #expect(messages(["a", "a/b/c.txt", "a/b/d.txt"]).count == 2)
    }

    @Test func pathsThatDifferOnlyInCaseCollideOnce() {
        #expect(messages(["Api/Jacob.swift", "api/jacob.swift", "API/JACOB.swift"]) == [
            "'set/T.stencil' writes 'Api/Jacob.swift' and 'set/T.stencil' writes 'api/jacob.swift': on a case-insensitive file system (macOS's default) they are one file",
            "'set/T.stencil' writes 'Api/Jacob.swift' and 'set/T.stencil' writes 'API/JACOB.swift': on a case-insensitive file system (macOS's default) they are one file",
        ])
    }

    @Test func swiftFilesOfOneNameInTwoFoldersCollideButOtherFilesDoNot() {
        let problems = OutputCollisions.problems([output("Model/Home.swift", endpoint: "Home"), output("Api/home.swift"), output("A/README.md"), output("B/README.md"), output("Home.swift")])
        #expect(problems.map(\.message) == [
            "'set/T.stencil' for endpoint Home writes 'Model/Home.swift' and 'set/T.stencil' writes 'Api/home.swift': SwiftPM and Xcode cannot compile two Swift files of one name into one target (\"multiple producers\")",
            "'set/T.stencil' for endpoint Home writes 'Model/Home.swift' and 'set/T.stencil' writes 'Home.swift': SwiftPM and Xcode cannot compile two Swift files of one name into one target (\"multiple producers\")",
        ])
        #expect(problems.first?.hint == "rename the endpoint Home (its name in gen.yml, or its sample file)")
    }

    @Test func aModuleOfDistinctPathsHasNoProblem() {
        #expect(messages(["Api/HomeAPI.swift", "Model/Home.swift", "Model/Product.swift", "Router/Router.swift", "Jacob.podspec"]).isEmpty)
    }
}
