import Foundation
import Testing
import TestSupport

/// Output paths a set renders cannot hold control characters or gen's own names; the module
/// folder cannot be a symbolic link; `templates:` without set.yml is located in gen.yml; a
/// lock saved with CRLF line endings still reads.
@Suite struct OutputPathTests {

    /// A module of Jacob's samples with a set of one module template written at `path`.
    private func module(path: String, templates: String = "set") throws -> TemporaryFolder {
        try JacobWithOneTemplate.make(template: "P.stencil", scope: "module", path: path, templates: templates, files: ["set/P.stencil": "{{ module.name }}\n"])
    }

    @Test(arguments: [
        (#""a\0b.txt""#, "U+0000"),
        (#""a\nmodel X Y.txt""#, "U+000A"),
        (#""Api/\tTab.swift""#, "U+0009"),
    ])
    func aControlCharacterInAPathIsRefusedWhenSetYmlIsRead(path: String, character: String) throws {
        let folder = try module(path: path)
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        set/set.yml:4:11: error: the output path holds the control character \(character)
            path: \(path)
                  ^
        note: names, methods and paths are written into generated code and files on one line; remove it

        """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
    }

    @Test(arguments: [
        (".gen.lock", "'.gen.lock': '.gen.lock' is gen's lock file"),
        ("Api/.gen.lock/X.swift", "'Api/.gen.lock/X.swift': '.gen.lock' is gen's lock file"),
        (".Home.swift.gen-1234", "'.Home.swift.gen-1234': '.Home.swift.gen-1234' is named like a file gen writes through (.<name>.gen-…)"),
        ("Model/Home.swift.orig", "'Model/Home.swift.orig': 'Home.swift.orig' is named like the copy gen keeps of an edited file (<file>.orig)"),
        ("Home.swift.orig.2", "'Home.swift.orig.2': 'Home.swift.orig.2' is named like the copy gen keeps of an edited file (<file>.orig)"),
        ("Api//Home.swift", "'Api//Home.swift': it is outside the module folder"),
        ("../Home.swift", "'../Home.swift': it is outside the module folder"),
    ])
    func aPathGenCannotWriteIsRefusedAtItsSetYmlLine(path: String, problem: String) throws {
        let folder = try module(path: path)
        let quoted = path.hasPrefix("\"")
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        set/set.yml:4:\(quoted ? 12 : 11): error: template 'set/P.stencil' would write \(problem)
            path: \(path)
                  \(quoted ? " " : "")^
        note: paths in set.yml must be relative, contain no '..' or control character, and keep clear of gen's own files (.gen.lock, .<name>.gen-…, <file>.orig)

        """)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
    }

    /// A sample named like a file of the set (`retry_view.json` → `Model/RetryView.swift`
    /// beside `View/RetryView.swift`) is refused before writing: SwiftPM builds neither.
    @Test(arguments: [
        ("rxswift", "jacob_api", "JacobAPI", "Model/JacobAPI.swift"),
        ("swiftui", "retry_view", "RetryView", "Sources/Jacob/View/RetryView.swift"),
    ])
    func aSampleNamedLikeAFileOfTheSetIsRefused(set: String, sample: String, endpoint: String, path: String) throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        try folder.write(#"{"id": 2}"#, to: "samples/\(sample).json")
        let result = try folder.gen("module", "Jacob", "--json", "samples", "--templates", set)
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("writes '\(path)': SwiftPM and Xcode cannot compile two Swift files of one name into one target"), "\(result.errorOutput)")
        #expect(result.errorOutput.contains("note: rename the endpoint \(endpoint) (its name in gen.yml, or its sample file)"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
    }

    @Test func lintReportsAPathGenCannotWrite() throws {
        let folder = try module(path: ".gen.lock")
        let result = try folder.gen("lint")
        #expect(result.status == 1)
        #expect(result.output == "3 files checked, 1 error, 0 warnings\n")
        #expect(result.errorOutput.hasPrefix("set/set.yml:4:11: error: template 'set/P.stencil' would write '.gen.lock': '.gen.lock' is gen's lock file\n"))
    }

    @Test func aModuleFolderThatIsASymbolicLinkIsRefused() throws {
        let folder = try module(path: "Jacob.swift")
        try FileManager.default.createDirectory(atPath: folder.path + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Jacob", withDestinationPath: "elsewhere")
        for output in ["Jacob", "Jacob/"] {
            let result = try folder.gen(["module", "--output", output])
            #expect(result.status == 1)
            #expect(result.errorOutput == """
            gen: error: output '\(output)' is a symbolic link; gen writes only into a real module folder
            note: pass the folder it points to ('\(folder.path)/elsewhere') or another folder with --output

            """)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/elsewhere") == [])
        let real = try folder.gen(["module", "--output", "elsewhere"])
        #expect(real.status == 0, "\(real.errorOutput)")
        #expect(try folder.read("elsewhere/Jacob.swift") == "Jacob\n")
    }

    @Test func templatesInGenYmlNamingAFolderWithoutSetYmlIsLocatedThere() throws {
        let folder = try module(path: "Jacob.swift", templates: "/etc")
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen.yml:3:12: error: template folder '/etc' has no set.yml
        templates: /etc
                   ^
        note: a template set lists its files in set.yml; copy one from the built-in sets

        """)
    }

    @Test func aLockSavedWithCRLFLineEndingsStillReads() throws {
        let folder = try module(path: "Jacob.swift")
        #expect(try folder.gen("module").status == 0)
        let lock = try folder.read("Jacob/.gen.lock")
        try folder.write(lock.replacingOccurrences(of: "\n", with: "\r\n"), to: "Jacob/.gen.lock")
        let rerun = try folder.gen("module")
        #expect(rerun.status == 0, "\(rerun.errorOutput)")
        #expect(rerun.output == "1 unchanged in 38 ms\n")
        #expect(try folder.read("Jacob/.gen.lock") == lock)
    }
}
