import Foundation
import Testing
import TestSupport

/// `gen model NAME --output DIR` does not write into a folder whose lock another run wrote.
@Suite struct PayloadFolderTests {
    @Test func aModuleFolderIsRefusedAndItsLockKept() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        try folder.write(#"{"at": "x"}"#, to: "x.json")
        #expect(try folder.gen("module", "Jacob", "--json", "samples").status == 0)
        let lock = try folder.read("Jacob/.gen.lock")
        let result = try folder.gen("model", "Event", "--json", "x.json", "--output", "Jacob")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: 'Jacob' is the folder of the module Jacob (so says its .gen.lock); gen model Event would replace that lock
        note: write the payload's models into a folder of their own with --output, or regenerate the module's models with: gen model --module Jacob

        """)
        #expect(try folder.read("Jacob/.gen.lock") == lock)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Jacob/Event.swift"))
        let rerun = try folder.gen("module", "Jacob", "--json", "samples")
        #expect(rerun.status == 0, "\(rerun.errorOutput)")
    }

    /// `gen model` in the folder of gen.yml, beside the module it names, said only to run
    /// it in a module folder; it names that folder now.
    @Test func theFolderOfGenYMLPointsAtItsModuleFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"id": 1}"#, to: "samples/home.json")
        try folder.write("module: Jacob\n", to: "gen.yml")
        #expect(try folder.gen("module").status == 0)
        let result = try folder.gen("model")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: '.' holds no .gen.lock; it is not a folder gen wrote
        note: gen.yml names the module folder Jacob: run gen model there, or gen model --module Jacob

        """)
        #expect(try folder.gen("model", "--module", "Jacob").status == 0)
    }

    @Test func anotherPayloadsFolderIsRefusedAndTheSamePayloadRegenerates() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"{"at": "x"}"#, to: "x.json")
        #expect(try folder.gen("model", "Event", "--json", "x.json", "--output", "Models").status == 0)
        let other = try folder.gen("model", "User", "--json", "x.json", "--output", "Models")
        #expect(other.status == 1)
        #expect(other.errorOutput.hasPrefix("gen: error: 'Models' holds the models of the payload Event; gen model User would remove them\n"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Models/Event.swift"))
        #expect(try folder.gen("model", "Event", "--json", "x.json", "--output", "Models").status == 0)
    }
}
