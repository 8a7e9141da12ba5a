import Foundation
import Testing
import TestSupport
import Writer

/// The wire report agrees with JSONDecoder. The old module's models are compiled once into a
/// program that decodes every endpoint's new sample of every `WireFixture` case, as the build
/// in users' hands would; the report has a failure for an endpoint exactly when that decode
/// throws, at the key the decoder names.
@Suite struct EvolutionWireTests {
    @Test func theWireReportFailsExactlyWhereACompiledOldBuildFailsToDecode() throws {
        let old = try EvolutionModule(WireFixture.base, set: "async")
        var decodes: [String] = []
        var reports: [(name: String, report: WireReport)] = []
        for wireCase in WireFixture.cases {
            let changed = WireFixture.base.applying(wireCase.change)
            let new = try EvolutionModule(changed, set: "async", previous: old)
            reports.append((wireCase.change.name, new.wire))
            for endpoint in old.module.signature.endpoints {
                let type = try #require(old.module.signature.response(of: endpoint))
                let sample = try #require(changed.files["samples/\(endpoint.lowercased()).json"])
                decodes.append("check(\(Self.literal(wireCase.change.name)), \(Self.literal(endpoint)), \(type).self, \(Self.literal(sample)))")
            }
        }
        let folder = try TemporaryFolder()
        let models = old.module.files.filter { $0.path.contains("/Model/") }
        let sources = try Examples.write(models, to: folder.path)
        try (Self.harness + decodes.joined(separator: "\n") + "\n").write(toFile: folder.path + "/main.swift", atomically: true, encoding: .utf8)
        let binary = folder.path + "/decode"
        let compile = try Swiftc.run(["-wmo", "-swift-version", "6", "-o", binary, folder.path + "/main.swift"] + sources)
        try #require(compile.status == 0, "the old models do not compile:\n\(compile.errorOutput)")
        let run = try ProcessRunner.run(binary, [])
        try #require(run.status == 0, "\(run.errorOutput)")
        var outcomes: [String: [String: String]] = [:]
        for line in run.output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            outcomes[fields[0], default: [:]][fields[1]] = fields[2]
        }
        for (name, report) in reports {
            for endpoint in old.module.signature.endpoints {
                let decoded = try #require(outcomes[name]?[endpoint])
                let failures = report.findings.filter { $0.breaksDecoding && $0.endpoint == endpoint }
                #expect((decoded == "ok") == failures.isEmpty, "\(name), \(endpoint): the old build \(decoded == "ok" ? "decodes" : "fails at \(decoded)"), yet the report says:\n\(report.text)")
                // JSONDecoder names no key for a number an `Int` cannot hold.
                if let failure = failures.first, let last = decoded.split(separator: "/").last(where: { !$0.allSatisfy(\.isNumber) }) {
                    let key = failure.key ?? String(failure.property.prefix { $0 != "[" })
                    #expect(String(last) == key, "\(name), \(endpoint): the decoder fails at \(decoded), the report names \(failure.place)")
                }
            }
        }
    }

    /// Decodes a sample as a type and prints the case, the endpoint, and `ok` or the coding
    /// path where JSONDecoder threw (`items/Index 1/label`, the key last for a missing key).
    private static let harness = """
    import Foundation

    func check<T: Decodable>(_ name: String, _ endpoint: String, _ type: T.Type, _ json: String) {
        do {
            _ = try JSONDecoder().decode(type, from: Data(json.utf8))
            print("\\(name)\\t\\(endpoint)\\tok")
        } catch let error as DecodingError {
            var path: [any CodingKey]
            switch error {
            case .keyNotFound(let key, let context): path = context.codingPath + [key]
            case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context): path = context.codingPath
            @unknown default: path = []
            }
            print("\\(name)\\t\\(endpoint)\\t/" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/"))
        } catch {
            print("\\(name)\\t\\(endpoint)\\t\\(error)")
        }
    }


    """

    private static func literal(_ text: String) -> String {
        "##\"" + text.replacingOccurrences(of: "\n", with: " ") + "\"##"
    }
}
