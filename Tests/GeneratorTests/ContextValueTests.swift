@testable import Generator
import Inputs
@testable import Renderer
import Support
import TemplateEngine
import Testing
import TestSupport

/// The template dictionaries gen builds by hand equal what `TemplateValueEncoder` makes of
/// the context types' `Encodable` conformances, which the compiler writes from their stored
/// properties: a property added to a context type and left out of its `templateValue` fails
/// here, as does a key spelled differently or out of order.
@Suite struct ContextValueTests {
    /// The examples, and a module of a union whose manifest lists the podspec's keys, which
    /// no example has.
    static let cases = Examples.names + [unionCase]
    private static let unionCase = "union and podspec"

    @Test(arguments: cases)
    func handBuiltDictionaryEqualsTheEncodedContext(example: String) throws {
        let contexts = try Self.contexts(of: example)
        let encoded = TemplateValueEncoder.dictionary(of: contexts.context)
        #expect(contexts.module.keys == encoded.keys)
        for key in encoded.keys where key != "endpoints" {
            #expect(contexts.module[key] == encoded[key], "\(example): \(key)")
        }
        guard case .array(let built)? = contexts.module["endpoints"], case .array(let expected)? = encoded["endpoints"] else {
            Issue.record("\(example): endpoints is not a list")
            return
        }
        #expect(built.count == expected.count)
        for (endpoint, (built, expected)) in zip(contexts.context.endpoints, zip(built, expected)) {
            #expect(built == expected, "\(example): endpoint \(endpoint.name)")
        }
    }

    /// The comparison above reaches every branch of the hand-built values.
    @Test func theExamplesReachEveryKindOfValue() throws {
        let contexts = try Self.cases.map { try Self.contexts(of: $0).context }
        let endpoints = contexts.flatMap(\.endpoints)
        let declarations = endpoints.flatMap(\.declarations) + contexts.flatMap(\.sharedModels.declarations) + contexts.flatMap(\.errorModels).flatMap(\.declarations)
        let kinds = Set(declarations.map { declaration in
            switch declaration.kind {
            case .structure: "struct"
            case .enumeration: "enum"
            case .union: "union"
            }
        })
        #expect(kinds == ["struct", "enum", "union"])
        #expect(declarations.contains { $0.parent != nil })
        #expect(declarations.contains { $0.parent == nil })
        #expect(endpoints.contains { $0.pathParts.contains { $0.literal == nil } })
        #expect(endpoints.contains { $0.routeSegments.contains { $0.literal == nil } })
        #expect(endpoints.contains { $0.list != nil } && endpoints.contains { $0.list == nil })
        #expect(endpoints.contains { $0.screen?.title != nil } && endpoints.contains { $0.screen == nil })
        #expect(endpoints.contains { $0.fixture != nil } && endpoints.contains { $0.errorModel != nil })
        #expect(endpoints.contains { !$0.params.isEmpty } && endpoints.contains { !$0.arguments.isEmpty })
        #expect(contexts.contains { $0.envelope != nil } && contexts.contains { $0.envelope == nil })
        #expect(contexts.contains { !$0.errorModels.isEmpty })
        #expect(contexts.contains { !$0.package.authors.isEmpty && !$0.package.dependencies.isEmpty })
    }

    private static func contexts(of example: String) throws -> ModuleContexts {
        guard example != unionCase else {
            let folder = try TemporaryFolder()
            try folder.write(UnionBesideTreeTests.tree, to: "samples/tree.json")
            try folder.write("""
            module: Docs
            package:
              version: 2.0.0
              platforms: { ios: "15.0" }
              dependencies: { Kingfisher: "~> 7.0" }
              authors: { Jane Doe: jane@example.com, Ann: ann@example.com }
              homepage: https://github.com/example/Docs
              license: MIT

            """, to: "gen.yml")
            return try contexts(in: folder.path)
        }
        return try contexts(in: Examples.folder(of: example))
    }

    private static func contexts(in folder: String) throws -> ModuleContexts {
        let samples = folder + "/samples"
        return try ModulePipeline(fileSystem: LocalFileSystem()).planned(
            name: nil,
            samplesFolder: LocalFileSystem().kind(of: samples) == .directory ? samples : nil,
            manifest: try ManifestFile.load(folder + "/gen.yml", fileSystem: LocalFileSystem())
        ).contexts
    }
}
