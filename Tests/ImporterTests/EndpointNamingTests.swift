@testable import Importer
import Inference
import Inputs
import Testing
import TestSupport

/// An endpoint's name, its samples folder and the name `gen init`, `gen lint` and
/// `gen module` give that folder (`SampleLoader.endpointName(forEntry:)`) are one.
@Suite struct EndpointNamingTests {
    /// The folder of each endpoint names it, as `SampleLoader` reads it.
    private static func check(_ analysis: CaptureAnalysis, _ context: @autoclosure () -> String) {
        var seenNames: [String: String] = [:]
        var seenFolders: [String: String] = [:]
        for endpoint in analysis.endpoints {
            let name = endpoint.name
            let folder = endpoint.sampleFolder
            #expect(folder.hasPrefix("samples/"), "\(folder)")
            let entry = String(folder.dropFirst("samples/".count))
            #expect(SampleLoader.endpointName(forEntry: entry) == name, "\(name) in \(folder): \(context())")
            #expect(Naming.isIdentifier(name), "\(name) is not an identifier: \(context())")
            #expect(name.count < 40, "\(name) has \(name.count) characters: \(context())")
            #expect(entry.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") }, "\(entry): \(context())")
            if let other = seenNames.updateValue(name, forKey: name.lowercased()) {
                Issue.record("\(other) and \(name) differ only in case: \(context())")
            }
            if let other = seenFolders.updateValue(name, forKey: entry.lowercased()) {
                Issue.record("\(other) and \(name) share the folder \(entry): \(context())")
            }
        }
    }

    private static func analyze(_ requests: [(method: String, url: String)], taken: Set<String> = []) throws -> CaptureAnalysis {
        let text = HARFixture.har(requests.map { HARFixture.entry($0.method, $0.url, requestBody: $0.method == "GET" ? nil : #"{"a": 1}"#) })
        let entries = try HARReader.read(Array(text.utf8), path: "capture.har")
        switch CaptureImport.analyze(entries, options: ImportOptions(), takenNames: taken) {
        case .success(let analysis): return analysis
        case .failure(let choice): throw choice
        }
    }

    @Test(arguments: [
        ("/v1/json-body", "JSONBody", "json_body"),
        ("/apiVcd", "APIVcd", "api_vcd"),
        ("/SDKServer", "SdkServer", "sdk_server"),
        ("/id/idtwo", "IDIdtwo", "id_idtwo"),
        ("/generateIT", "GenerateIt", "generate_it"),
        ("/user-ids", "UserIDs", "user_ids"),
        ("/https-status", "HTTPSStatus", "https_status"),
        ("/caf%C3%A9/cr%C3%A8me", "CafeCreme", "cafe_creme"),
        ("/users/octocat", "UsersOctocat", "users_octocat"),
    ])
    func aFolderReadsBackAsTheName(path: String, name: String, folder: String) throws {
        let analysis = try Self.analyze([("GET", "https://api.test" + path)])
        #expect(analysis.endpoints.map(\.name) == [name])
        #expect(analysis.endpoints.map(\.sampleFolder) == ["samples/" + folder])
        Self.check(analysis, path)
    }

    @Test func namesThatDifferOnlyInCaseAreToldApart() throws {
        let analysis = try Self.analyze([
            ("GET", "https://api.test/JSONBody"),
            ("GET", "https://api.test/json/body"),
            ("GET", "https://api.test/jsonbody"),
            ("GET", "https://api.test/Jsonbody"),
            ("GET", "https://api.test/a/b"),
            ("GET", "https://api.test/ab"),
        ])
        #expect(analysis.endpoints.map(\.name) == ["JSONBody", "JSONBody2", "Jsonbody3", "Jsonbody4", "AB", "Ab2"])
        Self.check(analysis, "case")
    }

    @Test func takenNamesCountRegardlessOfCase() throws {
        let analysis = try Self.analyze([("GET", "https://api.test/items")], taken: ["ITEMS"])
        #expect(analysis.endpoints.map(\.name) == ["Items2"])
    }

    @Test(arguments: [
        ("date_20220202idUUID", []),
        ("login-date_20220202idUUID", ["login", "date"]),
        ("date_20220202", ["date"]),
        ("2022-02", []),
        ("2022-02-02T10:00:00Z", []),
        ("how-to-swift-6", ["how", "to", "swift", "6"]),
        ("GetNavigationMenu2", ["get", "navigation", "menu2"]),
        ("oauth2", ["oauth2"]),
        ("x509", ["x509"]),
        ("2fa", ["2fa"]),
        ("JSONBody", ["json", "body"]),
        ("café-au-lait", ["cafe", "au", "lait"]),
        ("日本", []),
        ("urn:li:fsd_profile:ACoAABcdEFGhijKLMnopQRStuvWXyz0123456789abcdef", []),
        ("profile-ACoAABcdEFGhijKLMnopQRStuvWXyz0123456789abcdef", ["profile"]),
    ] as [(String, [String])])
    func datesLongNumbersAndIDsStayOutOfNames(segment: String, words: [String]) {
        #expect(EndpointNaming.words(inSegment: segment) == words, "\(segment)")
    }

    @Test func aURNSegmentMakesAShortName() throws {
        let urn = "urn:li:fsd_profile:ACoAABcdEFGhijKLMnopQRStuvWXyz0123456789abcdef"
        let analysis = try Self.analyze([("GET", "https://api.test/voyager/identity/dash/profiles/" + urn + "/memberships/current-organization-details")])
        #expect(analysis.endpoints.count == 1)
        #expect(analysis.endpoints[0].name.count < 40, "\(analysis.endpoints[0].name)")
        Self.check(analysis, urn)
    }

    @Test func aNameTooLongKeepsItsLastWords() throws {
        let analysis = try Self.analyze([
            ("DELETE", "https://api.test/organizations/acme/repositories/1234/pull-requests/review-comments"),
        ])
        #expect(analysis.endpoints.map(\.path) == ["/organizations/acme/repositories/{repositoryID}/pull-requests/review-comments"])
        #expect(analysis.endpoints.map(\.name) == ["DeletePullRequestsReviewComments"])
        Self.check(analysis, "long")
    }

    @Test func numberedNamesStayUnderTheLimit() {
        let long = String(repeating: "Abcdefghij", count: 3) + "Abcdefgh"
        #expect(long.count == 38)
        let names = EndpointNaming.unique(Array(repeating: long, count: 12), taken: [])
        #expect(Set(names.map { $0.lowercased() }).count == 12)
        for name in names {
            #expect(name.count < 40)
            #expect(SampleLoader.endpointName(forEntry: EndpointNaming.fileName(name)) == name, "\(name)")
        }
    }

    /// Random paths and methods: every endpoint's folder reads back as its name, and names
    /// are identifiers, unique regardless of case and shorter than 40 characters.
    @Test(arguments: 0..<40)
    func randomCapturesNameEveryEndpointAsItsFolder(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let methods = ["GET", "GET", "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "PURGE", "M-SEARCH"]
        var requests: [(method: String, url: String)] = []
        for _ in 0..<Int.random(in: 1...25, using: &random) {
            let segments = (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.segment(using: &random) }
            requests.append((methods.randomElement(using: &random) ?? "GET", "https://api.test/" + segments.joined(separator: "/")))
        }
        let analysis = try Self.analyze(requests)
        Self.check(analysis, requests.map { "\($0.method) \($0.url)" }.joined(separator: "\n"))
        let plan = try #require(ImportPlan.make(analysis: analysis, moduleName: "Shop", captureName: "capture.har", redact: false, existing: nil))
        for file in plan.samples {
            #expect(analysis.endpoints.contains { file.path.hasPrefix($0.sampleFolder + "/") }, "\(file.path)")
        }
    }

    static let words = [
        "users", "repos", "json", "body", "JSON", "Body", "api", "API", "id", "ID", "ids", "IDs", "url", "URLs",
        "sdk", "SDK", "server", "vcd", "it", "IT", "generate", "items", "data", "self", "Self", "any", "type",
        "https", "HTTP", "status", "ab", "a", "b", "café", "über", "日本", "emoji😀", "v1", "v2", "2fa", "oauth2",
        "me", "settings", "x", "s", "i", "d",
    ]

    static func segment(using random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return String(Int.random(in: 0...99_999, using: &random))
        case 1: return "2022-0\(Int.random(in: 1...9, using: &random))-1\(Int.random(in: 0...9, using: &random))"
        case 2: return "%E2%9C%93" + (words.randomElement(using: &random) ?? "")
        case 3: return "%41%50%49" + (words.randomElement(using: &random) ?? "")
        case 4: return "urn:li:fsd_profile:ACoAA" + String(Int.random(in: 1_000_000...9_999_999, using: &random)) + "xYz"
        default:
            let count = Int.random(in: 1...4, using: &random)
            let separators = ["-", "_", ".", "", "~"]
            return (0..<count).map { _ in words.randomElement(using: &random) ?? "" }
                .joined(separator: separators.randomElement(using: &random) ?? "")
                .addingPercentEncodingForURL()
        }
    }
}

extension String {
    /// Non-ASCII characters percent-encoded as UTF-8, as a browser sends them.
    fileprivate func addingPercentEncodingForURL() -> String {
        var result = ""
        for byte in utf8 {
            if byte < 0x80 {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true)
            }
        }
        return result
    }
}
