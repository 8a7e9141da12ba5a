import Foundation
import Testing
import TestSupport

/// `error:` names the sample of an error answer's body: its model is inferred, the Api
/// throws it, and the sample is no endpoint even in the samples folder.
@Suite struct ErrorSampleTests {
    let project: TemporaryFolder

    init() throws {
        project = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: Repository.examples + "/Jacob/samples", toPath: project.path + "/samples")
        try project.write("{\"error\": \"not_found\", \"message\": \"No such product\"}\n", to: "samples/error.json")
    }

    private func manifest(_ lines: String) throws {
        try project.write("module: Jacob\ntemplates: async\n" + lines, to: "gen.yml")
    }

    @Test func anErrorSampleInTheSamplesFolderIsAModelAndNoEndpoint() throws {
        try manifest("error: samples/error.json\n")
        let result = try project.gen("module", "--dry-run")
        #expect(result.status == 0, "\(result.errorOutput)")
        #expect(result.output.contains("create    Jacob/Sources/Jacob/Model/ErrorModels.swift\n"))
        #expect(result.output.contains("create    Jacob/Sources/Jacob/Api/ServerFailure.swift\n"))
        #expect(!result.output.contains("ErrorAPI"))
        _ = try project.gen("module")
        #expect(try project.read("Jacob/Sources/Jacob/Model/ErrorModels.swift").contains("public struct JacobError: Codable, Hashable, Sendable {"))
        #expect(try project.read("Jacob/Sources/Jacob/Api/ProductAPI.swift").contains("throw ServerFailure<JacobError>(error)"))
    }

    @Test func anEndpointsOwnErrorOverridesTheModules() throws {
        try project.write("{\"error\": \"gone\", \"retry_after\": 30}\n", to: "errors/product/410-7.json")
        try manifest("error: samples/error.json\nendpoints:\n  - name: Product\n    path: /products/{id}\n    error: errors/product\n")
        #expect(try project.gen("module").status == 0)
        let models = try project.read("Jacob/Sources/Jacob/Model/ErrorModels.swift")
        #expect(models.contains("public struct JacobError: ") && models.contains("public struct ProductError: "))
        #expect(try project.read("Jacob/Sources/Jacob/Api/ProductAPI.swift").contains("throw ServerFailure<ProductError>(error)"))
        #expect(try project.read("Jacob/Sources/Jacob/Api/HomeAPI.swift").contains("throw ServerFailure<JacobError>(error)"))
    }

    @Test func anErrorModelNamedLikeAnEndpointsModelIsAnError() throws {
        try project.write("{\"id\": 1}\n", to: "samples/jacob_error.json")
        try manifest("error: samples/error.json\n")
        let result = try project.gen("module", "--dry-run")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("""
        gen.yml:3:8: error: the model of the error sample 'samples/error.json' would be named JacobError, as an endpoint's model is
        error: samples/error.json
               ^
        note: give that endpoint a 'model:' of another name
        """), "\(result.errorOutput)")
    }

    @Test func aMissingErrorSampleIsAnErrorAtItsKey() throws {
        try manifest("endpoints:\n  - name: Home\n    error: errors/home.json\n")
        let result = try project.gen("module", "--dry-run")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("""
        gen.yml:5:12: error: error sample 'errors/home.json' does not exist
            error: errors/home.json
                   ^
        """))
    }

    @Test func anErrorSampleThatIsNoJSONIsAnErrorInIt() throws {
        try project.write("<html>Bad Gateway</html>\n", to: "errors/502.json")
        try manifest("error: errors/502.json\n")
        let result = try project.gen("module", "--dry-run")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("errors/502.json:1:1: error: "), "\(result.errorOutput)")
    }

    /// An `error:` outside the manifest's folder is read, as a `sample:` there is, but a
    /// mistake in it is reported without its text, which may be a secret.
    @Test func anErrorSampleOutsideTheProjectIsNeverQuoted() throws {
        let outside = try TemporaryFolder()
        try outside.write("token=s3cret-value\n", to: "secret.json")
        try manifest("error: \(outside.path)/secret.json\n")
        let result = try project.gen("module", "--dry-run")
        #expect(result.status == 1)
        #expect(result.errorOutput.hasPrefix("\(outside.path)/secret.json:1:1: error: "), "\(result.errorOutput)")
        #expect(!result.errorOutput.contains("s3cret"), "\(result.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Jacob"))
    }
}
