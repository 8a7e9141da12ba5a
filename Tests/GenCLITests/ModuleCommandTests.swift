import Foundation
import Testing
import TestSupport

/// Drives the built `gen` executable on temporary folders.
@Suite struct ModuleCommandTests {
    let jacob = Repository.examples + "/Jacob"

    private func entries(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test func generatesTheJacobModuleAndListsEveryFile() throws {
        let folder = try TemporaryFolder()
        let result = try folder.gen(["module", "Jacob", "--json", jacob + "/samples", "--manifest", jacob + "/gen.yml"])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput == "")
        #expect(result.output == """
        created   Jacob/Api/HomeAPI.swift
        created   Jacob/Api/JacobAPI.swift
        created   Jacob/Api/ProductAPI.swift
        created   Jacob/Jacob.podspec
        created   Jacob/JacobModule.swift
        created   Jacob/Model/Home.swift
        created   Jacob/Model/Product.swift
        created   Jacob/Model/SharedModels.swift
        created   Jacob/Router/JacobRouter.swift
        created   Jacob/ViewModel/HomeViewModel.swift
        created   Jacob/ViewModel/ProductViewModel.swift
        APICore  5 created in 38 ms
          created   APICore/APICore.podspec
          created   APICore/Sources/ModelSupport.swift
          created   APICore/Sources/Pager.swift
          created   APICore/Sources/RequestParameters.swift
          created   APICore/Tests/RequestParametersTests.swift
        11 created in 38 ms

        """)
        let generated = try String(contentsOfFile: folder.path + "/Jacob/Model/Home.swift", encoding: .utf8)
        let expected = try String(contentsOfFile: jacob + "/expected/Model/Home.swift", encoding: .utf8)
        #expect(generated == expected)
    }

    @Test func theAsyncSetWritesASwiftPackageWithTests() throws {
        let folder = try TemporaryFolder()
        let result = try folder.gen(["module", "--json", jacob + "/samples", "--manifest", jacob + "/gen.yml", "--templates", "async"])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output == """
        created   Jacob/Package.swift
        created   Jacob/Sources/Jacob/Api/HomeAPI.swift
        created   Jacob/Sources/Jacob/Api/ProductAPI.swift
        created   Jacob/Sources/Jacob/Model/Home.swift
        created   Jacob/Sources/Jacob/Model/Product.swift
        created   Jacob/Sources/Jacob/Model/SharedModels.swift
        created   Jacob/Sources/Jacob/Router/JacobRouter.swift
        created   Jacob/Sources/Jacob/ViewModel/HomeViewModel.swift
        created   Jacob/Sources/Jacob/ViewModel/ProductViewModel.swift
        created   Jacob/Tests/JacobTests/HomeAPITests.swift
        created   Jacob/Tests/JacobTests/HomeViewModelTests.swift
        created   Jacob/Tests/JacobTests/ProductAPITests.swift
        created   Jacob/Tests/JacobTests/ProductViewModelTests.swift
        APICore  6 created in 38 ms
          created   APICore/Package.swift
          created   APICore/Sources/APICore/APIClient.swift
          created   APICore/Sources/APICore/ModelSupport.swift
          created   APICore/Sources/APICore/Pager.swift
          created   APICore/Sources/APICoreTesting/StubAPIClient.swift
          created   APICore/Tests/APICoreTests/APIClientTests.swift
        13 created in 38 ms

        """)
    }

    /// A module written to `async/Jacob` with `--templates async` leaves a folder `async`,
    /// which the run (whose folder lock makes it) and every rerun (whose lock records
    /// `async`) took for a template folder without set.yml: both are the built-in set.
    @Test func aModuleFolderNamedLikeItsBuiltInSetIsNotTakenForTheSet() throws {
        let folder = try TemporaryFolder()
        let result = try folder.gen(["module", "--json", jacob + "/samples", "--manifest", jacob + "/gen.yml", "--templates", "async", "--output", "async/Jacob", "--quiet"])
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.errorOutput == "")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/async/Jacob/Package.swift"))
        let rerun = try folder.gen(["module", "--json", jacob + "/samples", "--manifest", jacob + "/gen.yml", "--output", "async/Jacob", "--quiet"])
        #expect(rerun.status == 0 && rerun.output == "13 unchanged in 38 ms\n", "\(rerun.output)\(rerun.errorOutput)")
    }

    @Test func rerunLeavesIdenticalFilesAlone() throws {
        let folder = try TemporaryFolder()
        let arguments = ["module", "--json", jacob + "/samples", "--manifest", jacob + "/gen.yml", "--output", "Modules/Jacob"]
        _ = try folder.gen(arguments)
        let again = try folder.gen(arguments)
        #expect(again.status == 0)
        #expect(again.output == "11 unchanged in 38 ms\n")
        #expect(again.errorOutput == "")
    }

    @Test func missingSamplesFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        let result = try folder.gen(["module", "Jacob", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errorOutput == """
        gen: error: samples folder 'samples' does not exist
        note: pass the folder that holds your JSON samples with --samples

        """)
        #expect(try entries(in: folder) == [])
    }

    @Test func folderWithoutJSONIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("notes", to: "samples/readme.txt")
        let result = try folder.gen(["module", "Jacob", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: no JSON samples in 'samples'
        note: add one <endpoint>.json file per endpoint, e.g. home.json holding a response of the Home endpoint

        """)
        #expect(try entries(in: folder) == ["samples"])
    }

    @Test func invalidJSONNamesFileLineAndColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\n  \"page\": 1\n  \"size\": 20\n}\n", to: "samples/home.json")
        try folder.write("{\"id\": 1}", to: "samples/product.json")
        let result = try folder.gen(["module", "Jacob", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        samples/home.json:3:3: error: expected ',' or '}' after the value of "page", found '"'
          "size": 20
          ^

        """)
        #expect(try entries(in: folder) == ["samples"])
    }

    @Test func everyInvalidSampleIsReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("[1, 2,]", to: "samples/home.json")
        try folder.write("{'id': 1}", to: "samples/product.json")
        let result = try folder.gen(["module", "Jacob", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        samples/home.json:1:7: error: expected a value after ',', found ']'
        [1, 2,]
              ^
        note: JSON allows no comma after the last element; remove it
        samples/product.json:1:2: error: expected a key in double quotes, found '''
        {'id': 1}
         ^
        note: JSON keys use double quotes

        """)
    }

    @Test func manifestSyntaxErrorNamesLineAndColumn() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"id\": 1}", to: "samples/home.json")
        try folder.write("module: Jacob\nendpoints:\n  - name: Home\n    path: [/home\n", to: "gen.yml")
        let result = try folder.gen(["module", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen.yml:4:11: error: this list is never closed
            path: [/home
                  ^
        note: close it with ']' after its last item

        """)
        #expect(try entries(in: folder) == ["gen.yml", "samples"])
    }

    @Test func unknownManifestKeyIsLocatedWithASuggestion() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"id\": 1}", to: "samples/home.json")
        try folder.write("module: Jacob\nendpoints:\n  - name: Home\n    methd: GET\n", to: "gen.yml")
        let result = try folder.gen(["module", "--json", "samples"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen.yml:4:5: error: unknown key 'methd' in an endpoint
            methd: GET
            ^
        note: did you mean 'method'?

        """)
    }

    @Test func unknownTemplateSetListsTheBuiltInOnes() throws {
        let folder = try TemporaryFolder()
        try folder.write("{\"id\": 1}", to: "samples/home.json")
        let result = try folder.gen(["module", "Jacob", "--json", "samples", "--templates", "rxswif"])
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen: error: no built-in template set named 'rxswif'
        note: did you mean 'rxswift'?
        note: the built-in sets are async, rxswift, swiftui; a folder path must contain '/'

        """)
    }
}

/// `make install` puts the binary in `PREFIX/bin` and the templates in
/// `PREFIX/share/gen/templates`; the binary must find them there, also through a symlink.
@Suite struct InstalledLayoutTests {
    @Test func installedBinaryFindsItsTemplates() throws {
        let prefix = try TemporaryFolder()
        let manager = FileManager.default
        try manager.createDirectory(atPath: prefix.path + "/bin", withIntermediateDirectories: true)
        try manager.createDirectory(atPath: prefix.path + "/share/gen", withIntermediateDirectories: true)
        try ProcessRunner.copyGenExecutable(to: prefix.path + "/bin/gen")
        try manager.copyItem(atPath: Repository.templates, toPath: prefix.path + "/share/gen/templates")
        try manager.createDirectory(atPath: prefix.path + "/links", withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: prefix.path + "/links/gen", withDestinationPath: prefix.path + "/bin/gen")

        let work = try TemporaryFolder()
        let result = try ProcessRunner.run(
            prefix.path + "/links/gen",
            ["module", "Jacob", "--json", Repository.examples + "/Jacob/samples"],
            in: work.path
        )
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(manager.fileExists(atPath: work.path + "/Jacob/Model/Home.swift"))
    }
}
