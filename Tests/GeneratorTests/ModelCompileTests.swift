import Foundation
import Generator
import Inputs
import Support
import Testing
import TestSupport

/// Compiles the generated Jacob models with swiftc, Foundation only, and decodes both
/// samples with a plain JSONDecoder.
@Suite struct ModelCompileTests {
    @Test func jacobModelsCompileAndDecodeTheirSamples() throws {
        let example = Repository.examples + "/Jacob"
        let module = try ModulePipeline(fileSystem: LocalFileSystem()).generate(ModuleRequest(
            name: nil,
            samplesFolder: example + "/samples",
            manifest: try ManifestFile.load(example + "/gen.yml", fileSystem: LocalFileSystem()),
            templates: BuiltInTemplates.folders("rxswift")
        ))
        let folder = try TemporaryFolder()
        var sources: [String] = []
        for file in module.files where file.path.hasPrefix("Model/") {
            let path = folder.path + "/" + file.path.replacingOccurrences(of: "/", with: "_")
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        #expect(sources.count == 4)
        let main = folder.path + "/main.swift"
        try """
        import Foundation

        func sample(_ name: String) throws -> Data {
            try Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1] + "/" + name))
        }

        let home = try JSONDecoder().decode(Home.self, from: sample("home.json"))
        let product = try JSONDecoder().decode(Product.self, from: sample("product.json"))
        print(home.items.count, home.items[0].shop.name, home.items[1].badge ?? "nil", home.items[1].originalPrice == nil)
        print(product.images.count, product.images[1].caption ?? "nil", product.variants[0].sku, product.reviewsCount)
        """.write(toFile: main, atomically: true, encoding: .utf8)

        let binary = folder.path + "/decode"
        let compile = try Swiftc.run(["-wmo", "-o", binary, main] + sources)
        #expect(compile.status == 0, "swiftc failed:\n\(compile.errorOutput)")
        guard compile.status == 0 else { return }

        let run = try ProcessRunner.run(binary, [example + "/samples"])
        #expect(run.status == 0, "decoding failed:\n\(run.errorOutput)")
        #expect(run.output == "2 North Thread new true\n2 Back view LS-S-WHT 128\n")
    }

    /// A URL, date or UUID position decodes any string, such as the `""` servers send for a
    /// missing link, and encodes it back unchanged.
    @Test func formattedValuesTheSamplesDidNotShowDecodeAndReencodeUnchanged() throws {
        let folder = try TemporaryFolder()
        try folder.write(#"""
        {"blog": "https://a.example/x", "at": "2024-05-01T10:00:00Z", "id": "6F9619FF-8B86-D011-B42D-00C04FC964FF", "ref": "6f9619ff-8b86-d011-b42d-00c04fc964ff"}
        """#, to: "link.json")
        let module = try ModulePipeline(fileSystem: LocalFileSystem()).generatePayload(PayloadRequest(
            name: "Link",
            samplePaths: [folder.path + "/link.json"],
            manifestPath: nil,
            templates: BuiltInTemplates.folders("rxswift")
        ))
        var sources: [String] = []
        for file in module.files {
            try folder.write(file.contents, to: file.path)
            sources.append(folder.path + "/" + file.path)
        }
        try folder.write("""
        import Foundation

        let text = #"{"blog":"","at":"yesterday","id":"","ref":"not a uuid"}"#
        let link = try JSONDecoder().decode(Link.self, from: Data(text.utf8))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        print(link.blog.url == nil, link.at.date == nil, link.id.uuid == nil, link.ref.uuid == nil)
        print(String(decoding: try encoder.encode(link), as: UTF8.self))
        let sample = try JSONDecoder().decode(Link.self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
        print(sample.blog.url?.host ?? "nil", sample.at.date?.timeIntervalSince1970 ?? 0, sample.id.uuid != nil, sample.ref.uuid != nil)
        """, to: "main.swift")
        let binary = folder.path + "/decode"
        let compile = try Swiftc.run(["-wmo", "-o", binary, folder.path + "/main.swift"] + sources)
        try #require(compile.status == 0, "swiftc failed:\n\(compile.errorOutput)")
        let run = try ProcessRunner.run(binary, [folder.path + "/link.json"])
        #expect(run.status == 0, "decoding failed:\n\(run.errorOutput)")
        #expect(run.output == """
        true true true true
        {"at":"yesterday","blog":"","id":"","ref":"not a uuid"}
        a.example 1714557600.0 true true

        """)
    }
}
