import Foundation
import Testing
import TestSupport

/// Names from samples and the manifest never hide what the generated code uses: see
/// README, "Names gen keeps for itself".
@Suite struct ReservedNameTests {
    /// Copies Tests/Fixtures/ReservedNames (its samples and gen.yml) into `project`.
    private static func copyFixture(into project: TemporaryFolder) throws -> TemporaryFolder {
        let fixture = Repository.root + "/Tests/Fixtures/ReservedNames"
        try FileManager.default.copyItem(atPath: fixture + "/samples", toPath: project.path + "/samples")
        try FileManager.default.copyItem(atPath: fixture + "/gen.yml", toPath: project.path + "/gen.yml")
        return project
    }

    /// Each name the issue lists, as the sample it came from and the model type it became.
    @Test(arguments: [
        ("task", "ReservedTask"), ("error", "ReservedError"), ("result", "ReservedResult"), ("data", "ReservedData"),
        ("response", "ReservedResponse"), ("type", "ReservedType"), ("observable", "ReservedObservable"),
        ("method", "ReservedMethod"), ("state", "ReservedState"), ("never", "ReservedNever"), ("date", "ReservedDate"),
        ("url", "ReservedURL"), ("uuid", "ReservedUUID"), ("decimal", "ReservedDecimal"), ("single", "ReservedSingle"),
        ("driver", "ReservedDriver"), ("signal", "ReservedSignal"), ("disposable", "ReservedDisposable"),
        ("moya_error", "ReservedMoyaError"), ("text", "ReservedText"), ("view", "ReservedView"), ("form", "ReservedForm"),
        ("button", "ReservedButton"), ("navigation_stack", "NavigationStackItem"),
    ])
    func aModelNamedLikeALibraryTypeTakesTheModulesPrefix(sample: String, model: String) throws {
        let generated = try Self.generated.get()
        let file = try FileManager.default.contentsOfDirectory(atPath: generated.path + "/Reserved/Model")
            .first { $0.lowercased() == sample.replacingOccurrences(of: "_", with: "") + ".swift" }
        let text = try generated.read("Reserved/Model/" + (file ?? "missing"))
        #expect(text.contains("public struct \(model): Codable, Hashable, Sendable {"), "\(file ?? sample)")
    }

    /// The fixture's module, generated once for the tests that only read it.
    private static let generated = Result { () throws -> TemporaryFolder in
        let project = try copyFixture(into: TemporaryFolder.keptUntilExit())
        let run = try project.gen("module", "--json", "samples")
        guard run.status == 0 else {
            throw GenerationFailure(errorOutput: run.errorOutput)
        }
        return project
    }

    private struct GenerationFailure: Error {
        var errorOutput: String
    }

    @Test func anArrayOfAReservedNameTakesTheEndpointsName() throws {
        let tasks = try Self.generated.get().read("Reserved/Model/Tasks.swift")
        #expect(tasks.contains("public struct TasksItem: Codable, Hashable, Sendable {"))
        #expect(tasks.contains("public typealias Tasks = [TasksItem]"))
    }

    /// An argument named like a member or a local the templates declare beside it takes
    /// `Value`; one named like a common parameter (`first`, `url`, `path`, `action`) stays
    /// as it is, the templates' own locals having names no API sends.
    @Test func argumentsNamedLikeTheTemplatesOwnMembersTakeValue() throws {
        let generated = try Self.generated.get()
        #expect(try generated.read("Reserved/Api/StateAPI.swift").contains(
            "public func request(stateValue: String? = nil, itemsValue: Int? = nil, apiValue: String? = nil, pageSizeValue: Int? = nil, order: String? = nil, requestValue: String? = nil, first: Int? = nil, second: Int? = nil, expectedValue: String? = nil, viewModelValue: String? = nil, afterSuccessValue: Bool? = nil, url: String? = nil, path: String? = nil, sentValue: String? = nil, decodedValue: String? = nil, firstCallValue: Int? = nil, expectedPathValue: String? = nil, sentURLValue: String? = nil) -> Single<ReservedState> {"
        ))
        #expect(try generated.read("Reserved/Api/ReservedAPI.swift").contains(#"JSONObject(members: ["state": stateValue, "error": errorValue, "parameters": parametersValue, "action": action, "answer": answerValue, "ignored": ignoredValue, "retried": retriedValue, "response": response, "expected": expectedValue, "first": first, "second": second, "sent": sentValue, "firstCall": firstCallValue, "secondCall": secondCallValue, "actionUnderTest": actionUnderTestValue])"#))
    }

    @Test func aModelPinnedToAReservedNameIsLocated() throws {
        let project = try Self.copyFixture(into: TemporaryFolder())
        try project.write("module: Reserved\nendpoints:\n  - name: Result\n    model: Result\n", to: "gen.yml")
        let result = try project.gen("module", "--json", "samples")
        #expect(result.status == 1)
        #expect(result.errorOutput == """
        gen.yml:4:12: error: model name 'Result' is a type the generated code uses
            model: Result
                   ^
        note: a model named so would hide it; choose another name, such as ReservedResult

        """)
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Reserved"))
    }
}
