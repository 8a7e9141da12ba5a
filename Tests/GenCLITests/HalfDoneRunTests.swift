import Foundation
import Support
import Testing
import TestSupport

/// What would fail half-way through writing is refused before the first write, and `gen
/// lint` reports the same; a killed run's temporary files are removed by the next run.
@Suite struct HalfDoneRunTests {
    /// Jacob's samples with a set whose set.yml is `setYML`; each template prints the module name.
    private func module(_ setYML: String) throws -> TemporaryFolder {
        try JacobWithOneTemplate.make(template: "P.stencil", scope: "module", path: "unused", files: [
            "set/set.yml": setYML,
            "set/P.stencil": "{{ module.name }}\n",
        ])
    }

    @Test func aFileAndAFolderOfTheSameNameAreRefusedBeforeWriting() throws {
        let folder = try module("""
        files:
          - template: P.stencil
            for: module
            path: a
          - template: P.stencil
            for: module
            path: a/b.txt

        """)
        let expected = """
        set/set.yml:7:11: error: 'set/P.stencil' writes 'a/b.txt', but 'set/P.stencil' writes the file 'a' where that needs a folder
            path: a/b.txt
                  ^
        note: give one of them another path in set.yml

        """
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput == expected)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
        let lint = try folder.gen("lint")
        #expect(lint.status == 1)
        #expect(lint.errorOutput == expected)
    }

    @Test func pathsThatDifferOnlyInCaseAreRefused() throws {
        let folder = try module("""
        files:
          - template: P.stencil
            for: module
            path: Api/Jacob.swift
          - template: P.stencil
            for: module
            path: api/jacob.swift

        """)
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("""
        set/set.yml:7:11: error: 'set/P.stencil' writes 'Api/Jacob.swift' and 'set/P.stencil' writes 'api/jacob.swift': on a case-insensitive file system (macOS's default) they are one file
        """))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
    }

    @Test func aSampleNameTooLongForTheFileSystemIsRefusedBeforeWriting() throws {
        let folder = try TemporaryFolder()
        let name = String(repeating: "a", count: 215)
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        try folder.write(#"{"id": 2}"#, to: "samples/\(name).json")
        let result = try folder.gen("module", "Jacob", "--json", "samples")
        #expect(result.status == 1)
        let type = "A" + name.dropFirst()
        #expect(result.errorOutput.contains("gen: error: Jacob/Model/\(type).swift (template '"))
        #expect(result.errorOutput.contains("the file name '\(type).swift' is 221 bytes, more than the 213 gen can write\n"))
        #expect(result.errorOutput.components(separatedBy: "gen: error:").count - 1 == 3)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))

        let lint = try folder.gen("lint", "--json", "samples")
        #expect(lint.status == 1)
        #expect(lint.output == "2 files checked, 3 errors, 0 warnings\n")
        #expect(lint.errorOutput.contains("the file name '\(type).swift' is 221 bytes, more than the 213 gen can write\n"))
    }

    @Test func aNameTooLongIsLocatedAtTheManifestEntryItComesFrom() throws {
        let folder = try TemporaryFolder()
        let name = "A" + String(repeating: "a", count: 214)
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        try folder.write("module: Jacob\nendpoints:\n  - name: \(name)\n    sample: samples/home.json\n", to: "gen.yml")
        let result = try folder.gen("module")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("gen.yml:3:11: error: Jacob/Api/\(name)API.swift (template '"), "\(result.errorOutput)")
        #expect(!result.errorOutput.contains("gen: error:"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob"))
        #expect(try folder.gen("lint").errorOutput.hasPrefix("gen.yml:3:11: error: Jacob/Api/\(name)API.swift"))
    }

    @Test func anEndpointNamedLikeItsModuleIsLocatedAtTheSetYmlPathItCollidesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        try folder.write(#"{"id": 2}"#, to: "samples/jacob.json")
        let result = try folder.gen("module", "Jacob", "--json", "samples")
        #expect(result.status == 1)
        let lines = result.errorOutput.split(separator: "\n")
        #expect(lines.first?.hasSuffix("rxswift/set.yml:33:12: error: two templates write the same file 'Api/JacobAPI.swift': '\(Repository.templates)/rxswift/Target.swift.stencil' and '\(Repository.templates)/rxswift/API.swift.stencil' for endpoint Jacob") == true, "\(result.errorOutput)")
        #expect(result.errorOutput.contains("note: the endpoint Jacob renders the path of a module file: rename the endpoint (its name in gen.yml, or its sample file), or give one of the templates another path in set.yml\n"))
        #expect(!result.errorOutput.contains("gen: error:"))
    }

    @Test func temporaryFilesAKilledRunLeftAreRemovedByTheNextRun() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        #expect(try folder.gen("module", "Jacob", "--json", "samples").status == 0)
        let leftover = "Jacob/Model/.Home.swift.gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B"
        try folder.write("struct Ha", to: leftover)
        try folder.write("mine\n", to: "Jacob/Model/.Home.swift.gen-notes")
        try folder.write(#"{"id": 1, "name": "a"}"#, to: "samples/home.json")
        let result = try folder.gen("module", "Jacob", "--json", "samples")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.hasPrefix("removed   Jacob/Model/.Home.swift.gen-0F8E3C1A-7B2D-4E5F-9A6B-1C2D3E4F5A6B (a temporary file an interrupted run left)\nupdated   Jacob/Api/JacobAPI.swift\nupdated   Jacob/Model/Home.swift\n"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/" + leftover))
        #expect(try folder.read("Jacob/Model/.Home.swift.gen-notes") == "mine\n")

        try folder.write("struct Ha", to: leftover)
        try folder.write(#"{"id": 1, "name": "b"}"#, to: "samples/home.json")
        let json = try folder.gen("module", "Jacob", "--json", "samples", "--format", "json")
        #expect(json.status == 0)
        #expect(json.output.contains("""
          "removedTemporaryFiles": [
            "\(leftover)"
          ],
        """))
    }
}

/// A module that does not fit on its disk is refused before the first write.
@Suite(.enabled(if: SmallDisk.canMount, "needs to mount a tmpfs"))
struct FullDiskTests {
    @Test func aModuleThatDoesNotFitIsRefusedBeforeAnyWrite() throws {
        let folder = try TemporaryFolder()
        for sample in ["home", "product"] {
            try folder.write(try String(contentsOfFile: Repository.examples + "/Jacob/samples/\(sample).json", encoding: .utf8), to: "samples/\(sample).json")
        }
        let disk = try #require(SmallDisk(kilobytes: 16))
        let result = try folder.gen("module", "Jacob", "--json", "samples", "--output", disk.path + "/Jacob")
        #expect(result.status == 1)
        // The module is planned and written before the core beside it, so it is the one refused.
        #expect(result.errorOutput.hasPrefix("gen: error: \(disk.path)/Jacob: writing the module needs "))
        #expect(result.errorOutput.hasSuffix(" free\nnote: nothing was written; free some space and rerun\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == [])

        try folder.write("module: Jacob\nsamples: samples\noutput: \(disk.path)\n", to: "gen.yml")
        let lint = try folder.gen("lint")
        #expect(lint.status == 1)
        #expect(lint.errorOutput.hasPrefix("gen: error: \(disk.path)/Jacob: writing the module needs "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk.path) == [])
    }
}

/// The state a `kill -9` between two file writes leaves: the lock written first names the
/// new bytes of a file in a `pending` line; the next run takes the file as gen's and says so.
@Suite struct InterruptedRunCLITests {
    @Test func theNextRunCarriesOnWithoutForce() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        #expect(try folder.gen("module", "Jacob", "--json", "samples").status == 0)
        let written = "struct Home {}\n"
        try folder.write(written, to: "Jacob/Model/Home.swift")
        let lock = try folder.read("Jacob/.gen.lock")
        try folder.write(lock + "pending owned \(SHA256.hex(Array(written.utf8))) Model/Home.swift\n", to: "Jacob/.gen.lock")
        try folder.write(#"{"id": 1, "name": "a"}"#, to: "samples/home.json")

        let result = try folder.gen("module", "Jacob", "--json", "samples")
        #expect(result.status == 0)
        #expect(result.errorOutput == """
        gen: warning: Jacob/.gen.lock: the last gen run in this folder stopped before it finished
        note: files holding what it was writing are taken as gen's, and this run carries on from there

        """)
        #expect(result.output.contains("updated   Jacob/Model/Home.swift\n"))
        #expect(try !folder.read("Jacob/.gen.lock").contains("pending"))
    }
}
