import Foundation
import Testing
import TestSupport

/// What a new user met in the first hour: version flags below the top level, two error
/// styles, no gen.yml found from a subfolder, `--json` naming two things, `layer: ""` in JSON.
@Suite struct FirstHourTests {
    let project: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try project.write("module: Jacob\n", to: "gen.yml")
    }

    /// `-v` and `--version` mean the version at the top level and nothing below it: no run
    /// starts, nothing is written.
    @Test(arguments: [["module", "--version"], ["module", "-v"], ["lint", "--version"], ["init", "--version"], ["model", "-v"]])
    func versionBelowTheTopIsAnUnknownOption(arguments: [String]) throws {
        let result = try project.gen(arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errorOutput.hasPrefix("gen: error: unknown option '\(arguments[1])'\nnote: gen's version is printed by 'gen --version'"))
        #expect(FileManager.default.fileExists(atPath: project.path + "/Jacob") == false)
    }

    @Test(arguments: ["--version", "-v"])
    func versionAtTheTop(flag: String) throws {
        let result = try project.gen([flag])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("gen 0.2.0"))
    }

    /// Mistakes ArgumentParser finds are worded as gen's own, with a hint, and exit 64.
    @Test func everyCommandLineMistakeIsAGenError() throws {
        let badValue = try project.gen("lint", "--format", "yaml")
        #expect(badValue.status == 64)
        #expect(badValue.errorOutput == """
        gen: error: the value 'yaml' is invalid for '--format <format>'
        note: please provide one of 'text', 'json' or 'github'
        note: 'gen lint --help' shows how to call it

        """)
        let shortOption = try project.gen("module", "-x")
        #expect(shortOption.status == 64)
        #expect(shortOption.errorOutput.hasPrefix("gen: error: unknown option '-x'\n"))
        let missingValue = try project.gen("module", "--output")
        #expect(missingValue.status == 64)
        #expect(missingValue.errorOutput.hasPrefix("gen: error: missing value for '--output <dir>'\n"))
        let unknown = try project.gen("module", "--outptu", "x")
        #expect(unknown.errorOutput.hasPrefix("gen: error: unknown option '--outptu'\nnote: did you mean '--output'?\n"))
        for result in [badValue, shortOption, missingValue, unknown] {
            #expect(!result.errorOutput.contains("Error:"))
            #expect(!result.errorOutput.contains("Usage:"))
        }
    }

    /// From `samples/` or the module folder, gen.yml is found in the folder above, and the
    /// module is written beside it, not in the subfolder.
    @Test(arguments: ["samples", "Jacob"])
    func aSubfolderFindsTheManifestAbove(subfolder: String) throws {
        #expect(try project.gen("module").status == 0)
        try project.write("{\"id\": 5, \"total\": 12.5}", to: "samples/cart.json")
        let result = try project.gen(["module"], in: subfolder)
        #expect(result.errorOutput == "")
        #expect(result.status == 0)
        #expect(result.output.contains("created   ../Jacob/Model/Cart.swift\n"))
        #expect(!FileManager.default.fileExists(atPath: project.path + "/\(subfolder)/Jacob"))
        let lint = try project.gen(["lint", "--quiet"], in: subfolder)
        #expect(lint.output == "4 files checked, no problems\n")
    }

    @Test func withoutAManifestAnywhereTheErrorSaysSo() throws {
        let bare = try TemporaryFolder()
        let result = try bare.gen("module")
        #expect(result.status == 64)
        #expect(result.errorOutput == """
        gen: error: no module name, and no gen.yml in this folder or any folder above it
        note: name the module: gen module Jacob --samples samples/, or run where a gen.yml is (gen init writes one)

        """)
    }

    /// `gen init` finds samples by folder, so deleting one removes its endpoint: the next
    /// run says so where gen.yml lists it, and reports the removal.
    @Test func deletingASampleAfterInitRemovesItsEndpoint() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: folder.path + "/samples")
        #expect(try folder.gen("init", "Jacob").status == 0)
        let manifest = try folder.read("gen.yml")
        #expect(manifest.contains("\nsamples: samples"))
        #expect(!manifest.contains("sample: "))
        #expect(try folder.gen("module").status == 0)
        try FileManager.default.removeItem(atPath: folder.path + "/samples/product.json")
        let result = try folder.gen("module")
        #expect(result.status == 0)
        #expect(result.errorOutput.contains("warning: endpoint 'Product' has no sample in 'samples' and is left out\n"))
        #expect(result.output.contains("  Product  (removed endpoint, breaking)\n"))
        #expect(result.output.contains("removed   Jacob/Model/Product.swift\n"))
    }

    /// `--samples` is the documented name; `--json` stays an alias that does the same.
    @Test func samplesAndItsJSONAliasAreOneOption() throws {
        let documented = try project.gen("module", "Jacob", "--samples", "samples", "--dry-run")
        let alias = try project.gen("module", "Jacob", "--json", "samples", "--dry-run")
        #expect(documented.status == 0)
        #expect(documented.output == alias.output)
        #expect(documented.output.contains("create    Jacob/Model/Home.swift\n"))
    }

    /// Files no template writes any more have no layer: the key is left out, never `""`.
    @Test func removedAndOrphanedFilesHaveNoLayerInJSON() throws {
        #expect(try project.gen("module").status == 0)
        try FileManager.default.removeItem(atPath: project.path + "/samples/product.json")
        let result = try project.gen("module", "--check", "--format", "json")
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let gone = files.filter { ["remove", "orphaned"].contains($0["action"] as? String) }
        #expect(gone.count >= 2)
        for file in gone {
            #expect(file["layer"] == nil, "\(file)")
        }
        #expect(files.filter { $0["action"] as? String == "unchanged" }.allSatisfy { ($0["layer"] as? String)?.isEmpty == false })
        #expect(!result.output.contains("\"layer\": \"\""))
    }

    /// The README reads in ten minutes and has no placeholder that cannot work.
    @Test func theReadmeIsShortAndHasNoPlaceholders() throws {
        let readme = try String(contentsOfFile: Repository.root + "/README.md", encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count < 300)
        #expect(!readme.contains("<owner>"))
    }
}
