import Inference
@testable import Importer
import Testing
import TestSupport

/// Random captures built from words and identifiers, seeded so every run sees the same
/// ones: identifiers always become parameters, two words at one position never merge, and
/// every name is an identifier under 40 characters with no `ID` doubled.
@Suite struct PathTemplatingPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 27, 1_000, 65_537]
    static let trials = 150

    /// Dictionary words without a run of hexadecimal letters only, so no joined word is a hash.
    static let dictionary = [
        "orders", "users", "cookie", "clear", "check", "header", "navigation", "menu", "profile", "settings",
        "search", "billing", "invoices", "teams", "members", "export", "notifications", "login", "session",
        "gateway", "builds", "items", "cart", "wishlist", "reports", "status", "history", "id", "uuid", "user",
        "key", "name", "date", "api", "rpc", "get", "set", "list", "summary", "catalog", "products",
    ]

    enum Part {
        /// The same word in every path.
        case fixed(String)
        /// One of two words, chosen per path.
        case choice(String, String)
        /// A fresh identifier in every path.
        case identifier
    }

    static func word(_ random: inout SeededGenerator) -> String {
        let count = Int.random(in: 1...3, using: &random)
        let words = (0..<count).map { _ in dictionary.randomElement(using: &random) ?? "orders" }
        var result: String
        switch Int.random(in: 0..<4, using: &random) {
        case 0: result = words.joined(separator: "-")
        case 1: result = words.joined(separator: "_")
        case 2: result = Naming.lowerCamelCase(words.joined(separator: "_"))
        default: result = Naming.upperCamelCase(words.joined(separator: "_"))
        }
        if Int.random(in: 0..<5, using: &random) == 0 {
            result += String(Int.random(in: 1...9, using: &random))
        }
        return result
    }

    static func identifier(_ random: inout SeededGenerator) -> String {
        func hex(_ count: Int) -> String {
            String((0..<count).map { _ in Array("0123456789abcdef").randomElement(using: &random) ?? "0" })
        }
        switch Int.random(in: 0..<9, using: &random) {
        case 0: return String(Int.random(in: 1...999_999_999, using: &random))
        case 1: return [hex(8), hex(4), "4" + hex(3), "8" + hex(3), hex(12)].joined(separator: "-")
        case 2: return "5" + hex(23)
        case 3: return "a" + hex(38) + "7"
        case 4:
            let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
            let body = String((0..<8).map { _ in letters.randomElement(using: &random) ?? "a" })
            return "aZ" + String(Int.random(in: 0...9, using: &random)) + body
        case 5:
            let day = Int.random(in: 1...28, using: &random)
            return "2024-0\(Int.random(in: 1...9, using: &random))-" + (day < 10 ? "0\(day)" : "\(day)")
        case 6: return "2023\(Int.random(in: 10...12, using: &random))\(Int.random(in: 10...28, using: &random))"
        case 7: return "urn:li:person:\(Int.random(in: 1...99_999, using: &random))"
        default: return "user\(Int.random(in: 1...999, using: &random))@example.com"
        }
    }

    static func skeleton(_ random: inout SeededGenerator) -> [Part] {
        (0..<Int.random(in: 1...6, using: &random)).map { _ in
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return .fixed(word(&random))
            case 1:
                let first = word(&random)
                var second = word(&random)
                while second == first { second = word(&random) }
                return .choice(first, second)
            default: return .identifier
            }
        }
    }

    /// Paths of `skeleton`, each with its choice of words.
    static func paths(_ skeleton: [Part], count: Int, _ random: inout SeededGenerator) -> [[String]] {
        (0..<count).map { _ in
            skeleton.map { part in
                switch part {
                case .fixed(let word): word
                case .choice(let first, let second): Bool.random(using: &random) ? first : second
                case .identifier: identifier(&random)
                }
            }
        }
    }

    static func segments(_ path: [String]) throws -> [RequestURL.Segment] {
        try #require(RequestURL("https://api.test/" + path.joined(separator: "/"))).segments
    }

    @Test(arguments: seeds) func identifiersBecomeParametersAndWordsNeverMerge(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<Self.trials {
            let skeleton = Self.skeleton(&random)
            let paths = Self.paths(skeleton, count: Int.random(in: 2...8, using: &random), &random)
            let templates = PathTemplating.templates(methods: paths.map { _ in "GET" }, paths: try paths.map(Self.segments))
            for (path, template) in zip(paths, templates) {
                for (position, part) in skeleton.enumerated() {
                    if case .identifier = part {
                        #expect(template.slots[position] == .parameter, "\(path) → \(template)")
                    } else {
                        #expect(template.slots[position].decoded == path[position], "\(path) → \(template)")
                    }
                }
            }
            let endpoints = Set(templates.map { PathTemplating.text($0, parameters: []) })
            let wordChoices = Set(paths.map { path in
                zip(path, skeleton).compactMap { value, part -> String? in
                    if case .identifier = part { return nil }
                    return value
                }
            })
            #expect(endpoints.count == wordChoices.count, "\(paths)")
        }
    }

    @Test(arguments: seeds) func namesAreShortIdentifiersWithoutDoubledID(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<Self.trials {
            var skeleton = Self.skeleton(&random)
            if Bool.random(using: &random) {
                skeleton.insert(.fixed(["api", "v1", "id", "user_id", "uuid", "date"].randomElement(using: &random) ?? "api"), at: 0)
            }
            if Int.random(in: 0..<4, using: &random) == 0 {
                let long = (0..<8).map { _ in Self.dictionary.randomElement(using: &random) ?? "orders" }
                skeleton.insert(.fixed(long.joined(separator: "-")), at: Int.random(in: 0...skeleton.count, using: &random))
            }
            let paths = Self.paths(skeleton, count: 3, &random)
            let templates = PathTemplating.templates(methods: paths.map { _ in "GET" }, paths: try paths.map(Self.segments))
            let parameters = PathTemplating.parameters(of: templates[0], values: paths)
            let names = parameters.map(\.name)
            #expect(Set(names).count == names.count, "\(paths[0]) → \(names)")
            for name in names {
                #expect(Naming.isIdentifier(name) && name.first?.isLowercase == true, "\(paths[0]) → \(name)")
                #expect(name.count < 40, "\(paths[0]) → \(name)")
                #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }, "\(paths[0]) → \(name)")
                let words = Naming.words(in: name).map { $0.lowercased() }
                let doubled = zip(words, words.dropFirst()).contains { ["id", "uuid", "guid"].contains($0) && $1 == "id" }
                #expect(!doubled && !name.lowercased().hasSuffix("idid"), "\(paths[0]) → \(name)")
            }
        }
    }
}
