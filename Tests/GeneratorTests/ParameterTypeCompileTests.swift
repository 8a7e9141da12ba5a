import Foundation
import Testing
import TestSupport

/// Every built-in set makes code that compiles whatever the types of an endpoint's
/// parameters: each type `gen import` writes (String, Int, Double, Bool, UUID, arrays,
/// optionals) and the Foundation types a manifest may name (Date, URL), in the params of a
/// GET, a POST and a list, and in path and route parameters of each route kind. A file that
/// declares an argument of a Foundation type imports Foundation.
@Suite struct ParameterTypeCompileTests {
    static let types = [
        "String", "Int", "Double", "Bool", "UUID", "Date", "URL", "[String]", "[Int]", "[UUID]",
        "String?", "Int?", "Double?", "Bool?", "UUID?", "Date?", "[String]?", "[Int]?", "[UUID]?",
    ]

    /// `{ s0: String, s1: Int, … }`, quoted where YAML needs it.
    static var params: String {
        "{ " + types.enumerated().map { index, type in "p\(index): \"\(type)\"" }.joined(separator: ", ") + " }"
    }

    static var manifest: String {
        """
        module: Types
        endpoints:
          - name: Lookup
            method: GET
            path: /lookup/{id}/{slug}
            params: \(params)
          - name: Send
            method: POST
            path: /send/{id}
            params: \(params)
          - name: Items
            method: GET
            path: /items/{id}
            params: \(params)
            list: { page: page, size: size, first: 1, pageSize: 20, items: items }
          - name: Routed
            method: GET
            path: /routed/{id}/{rest}
            params: { n: Int, x: Double, u: UUID, s: String, o: UUID? }
            route: types/routed/<uuid:u>/<int:n>/<float:x>/<string:s>/<id>/<path:rest>
          - name: Plain
            method: DELETE
            path: /plain/{id}
            params: { u: UUID }

        """
    }

    /// A folder with the manifest and a sample for each endpoint.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(manifest, to: "gen.yml")
        for name in ["lookup", "send", "routed", "plain"] {
            try folder.write(#"{"id": 1, "name": "a"}"#, to: "samples/\(name).json")
        }
        try folder.write(#"{"items": [{"id": 1, "name": "a"}], "total": 1}"#, to: "samples/items.json")
        return folder
    }

    @Test func rxswiftTypechecksAgainstTheStubLibraries() throws {
        let project = try Self.project()
        let files = try Examples.generate(folder: project.path, set: "rxswift", allLayers: true)
        let stubs = try StubLibraries.build()
        for languageMode in ["5", "6"] {
            let output = try TemporaryFolder()
            let sources = try Examples.write(files, to: output.path)
            let typecheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", languageMode, "-I", stubs.path] + sources)
            #expect(typecheck.status == 0 && typecheck.errorOutput.isEmpty, "rxswift, Swift \(languageMode):\n\(typecheck.errorOutput)")
        }
    }

    @Test func asyncTypechecksInSwift6() throws {
        let project = try Self.project()
        let files = try Examples.generate(folder: project.path, set: "async")
        let output = try TemporaryFolder()
        let sources = try Examples.write(files, to: output.path).filter { $0.hasPrefix(output.path + "/Sources/") }
        let typecheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", "6"] + sources)
        #expect(typecheck.status == 0 && typecheck.errorOutput.isEmpty, "async:\n\(typecheck.errorOutput)")
    }

    /// The async tests too: they call every request with a value of each type.
    @Test func asyncTestsTypecheck() throws {
        let project = try Self.project()
        let files = try Examples.generate(folder: project.path, set: "async")
        let output = try TemporaryFolder()
        let sources = try Examples.write(files, to: output.path)
        let module = sources.filter { $0.hasPrefix(output.path + "/Sources/") }
        let tests = sources.filter { $0.hasPrefix(output.path + "/Tests/") }
        let build = try Swiftc.run([
            "-emit-module", "-wmo", "-swift-version", "6", "-module-name", "Types", "-enable-testing",
            "-emit-module-path", output.path + "/Types.swiftmodule",
        ] + module)
        try #require(build.status == 0, "async module:\n\(build.errorOutput)")
        let typecheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", "6", "-I", output.path] + tests)
        #expect(typecheck.status == 0 && typecheck.errorOutput.isEmpty, "async tests:\n\(typecheck.errorOutput)")
    }

    /// Only files that name a Foundation type without importing it otherwise get the import.
    @Test(arguments: ["rxswift", "async"])
    func viewModelsImportFoundationOnlyForFoundationTypes(set: String) throws {
        let project = try Self.project()
        let files = try Examples.generate(folder: project.path, set: set, allLayers: set == "rxswift")
        for file in files where file.path.hasSuffix("ViewModel.swift") {
            #expect(file.contents.contains("\nimport Foundation\n"), "\(file.path)")
        }
        for example in ["Shop", "Store"] {
            for file in try Examples.generate(example, set: set, allLayers: set == "rxswift") where file.path.hasSuffix("ViewModel.swift") {
                #expect(!file.contents.contains("import Foundation"), "\(example): \(file.path)")
            }
        }
    }
}
