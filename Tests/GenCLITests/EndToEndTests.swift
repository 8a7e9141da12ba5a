import Foundation
import Testing
import TestSupport

/// The built executable, run as a separate process: what only a process shows. Exit
/// statuses, which stream gets what, and colour; signals are in HalfDoneRunTests and
/// ConcurrentRunTests, terminals in OutputConventionsTests, installed layouts in
/// VersionTests. Everything else runs in-process (`TemporaryFolder.gen`).
@Suite struct EndToEndTests {
    let project: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try project.write("module: Jacob\n", to: "gen.yml")
    }

    @Test func aRunPrintsFilesOnStandardOutputAndExitsZero() throws {
        let result = try project.genProcess("module")
        #expect(result.status == 0)
        #expect(result.errorOutput == "")
        #expect(result.output.hasPrefix("created   Jacob/Api/HomeAPI.swift\n"))
        #expect(result.output.hasSuffix(" created in 38 ms\n"))
    }

    @Test func anInputErrorGoesToStandardErrorAndExitsOne() throws {
        try project.write("{\"id\": 1,}", to: "samples/cart.json")
        let result = try project.genProcess("module")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("samples/cart.json:1:10: error: "))
        #expect(result.output == "no files; nothing written in 38 ms\n" || !result.output.contains("created"))
    }

    @Test(arguments: [["module", "--version"], ["lint", "--format", "yaml"], ["modul"], ["module", "--outptu", "x"]])
    func aCommandLineMistakeIsAGenErrorAndExits64(arguments: [String]) throws {
        let result = try project.genProcess(arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.errorOutput.hasPrefix("gen: error: "))
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Jacob"))
    }

    @Test func versionIsPrintedByTheTopLevelOnly() throws {
        let result = try project.genProcess("-v")
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("gen 0.2.0"))
    }

    @Test func colourAlwaysStylesBothStreams() throws {
        try project.write("{\"id\": 1,}", to: "samples/cart.json")
        let result = try project.genProcess("module", "--color", "always")
        #expect(result.status == 1)
        #expect(result.errorOutput.contains("\u{1B}["))
        try FileManager.default.removeItem(atPath: project.path + "/samples/cart.json")
        let clean = try project.genProcess("module", "--color", "always")
        #expect(clean.status == 0)
        #expect(clean.output.hasPrefix("\u{1B}[32mcreated\u{1B}[0m   Jacob/Api/HomeAPI.swift\n"))
        #expect(clean.errorOutput == "")
    }
}
