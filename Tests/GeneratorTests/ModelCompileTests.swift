import Foundation
import Generator
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
            manifestPath: example + "/gen.yml",
            templateFolder: Repository.templates + "/rxswift"
        ))
        let folder = try TemporaryFolder()
        var sources: [String] = []
        for file in module.files where file.path.hasPrefix("Model/") {
            let path = folder.path + "/" + file.path.replacingOccurrences(of: "/", with: "_")
            try file.contents.write(toFile: path, atomically: true, encoding: .utf8)
            sources.append(path)
        }
        #expect(sources.count == 2)
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
        let compile = try ProcessRunner.run("/usr/bin/env", ["swiftc", "-o", binary, main] + sources)
        #expect(compile.status == 0, "swiftc failed:\n\(compile.errorOutput)")
        guard compile.status == 0 else { return }

        let run = try ProcessRunner.run(binary, [example + "/samples"])
        #expect(run.status == 0, "decoding failed:\n\(run.errorOutput)")
        #expect(run.output == "2 North Thread new true\n2 Back view LS-S-WHT 128\n")
    }
}
