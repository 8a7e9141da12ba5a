import Diagnostics
import Foundation
@testable import Generator
@testable import Inputs
import Renderer
import Support
import Testing
import TestSupport

/// Issue 40: random strings with quotes, backslashes, `\(`, comment marks, line breaks, `#`,
/// Unicode, braces, commas, colons and `=` in each place of gen.yml that reaches generated
/// code (types, params, route, path, names, paging keys, module, package settings). Each
/// value is refused with an error located on its line of gen.yml, or it is kept intact in the
/// generated files and the module typechecks: the accepted values of a seed go into one
/// module (one per 150 values), typechecked with the async set, with the rxswift set against
/// the stub libraries, and, but for types, with the swiftui set against its stub (its routes
/// read only the parameter types `gen import` writes). `GEN_PROPERTY_SEED` (default 1) and
/// `GEN_PROPERTY_YML_CASES` (default 120) change the run.
@Suite struct GenYMLValuePropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["GEN_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 1
    static let caseCount = environment["GEN_PROPERTY_YML_CASES"].flatMap { Int($0) } ?? 120

    @Test func everyValueIsRefusedWhereItIsOrKeptIntactInCodeThatTypechecks() throws {
        var random = SeededGenerator(seed: Self.seed)
        let cases = (0..<Self.caseCount).map { HostileCase.random(index: $0, using: &random) }
        let folder = try TemporaryFolder()
        try folder.write(#"{"value": 1, "items": [{"id": 1}]}"#, to: "samples/probe.json")
        var accepted: [HostileCase] = []
        for item in cases {
            try folder.write(item.manifest(), to: "gen.yml")
            switch Self.plan(in: folder.path) {
            case .success:
                accepted.append(item)
            case .failure(let error):
                let located = error.diagnostics.contains { $0.location?.path.hasSuffix("gen.yml") == true && $0.location?.position.line == item.line }
                #expect(located, "\(item): refused without an error on line \(item.line):\n\(DiagnosticRenderer.render(error.diagnostics))")
            }
        }
        try checkPackageSettings(accepted.filter(\.place.isPackage), in: folder)
        let endpoints = accepted.filter { !$0.place.isPackage }
        for start in stride(from: 0, to: max(endpoints.count, 1), by: Self.batchSize) {
            try typecheck(Array(endpoints[start..<min(start + Self.batchSize, endpoints.count)]), in: folder)
        }
        print("gen.yml values, seed \(Self.seed): \(cases.count) values, \(cases.count - accepted.count) refused where they are, \(accepted.count) kept and typechecked")
    }

    /// At most this many values go into one module: a module of a thousand endpoints is
    /// more than the compiler checks a switch over in reasonable time.
    static let batchSize = 150

    /// One module of `cases`, whose values must be intact in the async set's files, and
    /// which must typecheck with each set.
    private func typecheck(_ cases: [HostileCase], in folder: TemporaryFolder) throws {
        let batch = HostileCase.batch(cases)
        try folder.write(batch.manifest, to: "gen.yml")
        let asyncFiles = try Self.generate(in: folder.path, set: "async")
        #expect(asyncFiles.contains { $0.path.hasPrefix("Sources/\(batch.module)/") }, "module \(batch.module): no sources")
        for item in batch.cases {
            #expect(item.isIntact(in: asyncFiles), "\(item): not kept as written")
        }
        let output = try TemporaryFolder()
        let sources = try Examples.write(asyncFiles, to: output.path).filter { $0.hasPrefix(output.path + "/Sources/") }
        let typecheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", "6"] + sources)
        #expect(typecheck.status == 0 && typecheck.errorOutput.isEmpty, "async, seed \(Self.seed):\n\(batch.manifest)\n\(typecheck.errorOutput.prefix(4000))")
        let rxswiftFiles = try Self.generate(in: folder.path, set: "rxswift", allLayers: true)
        let stubs = try StubLibraries.build()
        let rxswift = try TemporaryFolder()
        let rxswiftSources = try Examples.write(rxswiftFiles, to: rxswift.path)
        let rxswiftCheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", "5", "-I", stubs.path] + rxswiftSources)
        #expect(rxswiftCheck.status == 0 && rxswiftCheck.errorOutput.isEmpty, "rxswift, seed \(Self.seed):\n\(rxswiftCheck.errorOutput.prefix(4000))")
        let screens = HostileCase.batch(batch.cases.filter { $0.place != .typePin && $0.place != .paramType })
        try folder.write(screens.manifest, to: "gen.yml")
        let swiftui = try TemporaryFolder()
        let swiftuiSources = try Examples.write(try Self.generate(in: folder.path, set: "swiftui"), to: swiftui.path).filter { $0.hasPrefix(swiftui.path + "/Sources/") }
        let swiftuiCheck = try Swiftc.run(["-typecheck", "-wmo", "-swift-version", "6", "-I", try SwiftUIStub.build()] + swiftuiSources)
        #expect(swiftuiCheck.status == 0 && swiftuiCheck.errorOutput.isEmpty, "swiftui, seed \(Self.seed):\n\(swiftuiCheck.errorOutput.prefix(4000))")
    }

    /// The podspec quotes the version and dependencies, Package.swift the platform versions:
    /// an accepted value stands in its quotes as written, and cannot close them.
    private func checkPackageSettings(_ cases: [HostileCase], in folder: TemporaryFolder) throws {
        for item in cases {
            try folder.write(item.manifest(), to: "gen.yml")
            let set = item.place == .platformVersion ? "async" : "rxswift"
            let files = try Self.generate(in: folder.path, set: set)
            let file = files.first { $0.path.hasSuffix(set == "async" ? "Package.swift" : ".podspec") }
            let quote = set == "async" ? "\"" : "'"
            #expect(file?.contents.contains(quote + item.value + quote) == true, "\(item): not in \(file?.path ?? "the package file") as written")
            #expect(!item.value.contains(quote) && !item.value.contains("\\"), "\(item): a quote or backslash reached \(file?.path ?? "the package file")")
        }
    }

    static func plan(in folder: String) -> Result<Void, DiagnosticError> {
        do throws(DiagnosticError) {
            let manifest = try ManifestFile.load(folder + "/gen.yml", fileSystem: LocalFileSystem())
            _ = try ModulePipeline(fileSystem: LocalFileSystem()).planned(name: nil, samplesFolder: nil, manifest: manifest)
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    static func generate(in folder: String, set: String, allLayers: Bool = false) throws -> [GeneratedFile] {
        let manifest = try ManifestFile.load(folder + "/gen.yml", fileSystem: LocalFileSystem())
        var contexts = try ModulePipeline(fileSystem: LocalFileSystem()).planned(name: nil, samplesFolder: nil, manifest: manifest).contexts
        if allLayers {
            contexts.layers = ManifestKeys.layers.map { Located($0, at: SourceLocation(path: folder + "/gen.yml", line: 1, column: 1)) }
        }
        let templates = try TemplateSet.load(BuiltInTemplates.folders(set), fileSystem: LocalFileSystem(), filters: .builtIn)
        return try ModuleRenderer.render(contexts, with: templates)
    }
}

/// One random value in one place of gen.yml.
struct HostileCase: CustomStringConvertible {
    enum Place: CaseIterable {
        case typePin, paramName, paramType, route, path, endpointName, modelName, pageKey, sizeKey, moduleName, version, platformVersion, dependencyName, dependencyVersion

        var isPackage: Bool { [.version, .platformVersion, .dependencyName, .dependencyVersion].contains(self) }
    }

    var index: Int
    var place: Place
    var value: String

    var description: String { "case \(index), \(place): \(SwiftStringLiteral.quoted(value))" }

    /// What is inserted into the values: what ends a string literal or a comment, starts an
    /// interpolation, a raw string, a closure or a second declaration, breaks a line, or is
    /// not ASCII.
    static let fragments = [
        "\"", "'", "\\", "\\(", "\\(print(\"x\"))", "*/", "/*", "//", "\n", "\r", "\t", "#", "#\"", "\"#", "é", "ü", "\u{85}",
        "\u{2028}", "\u{202E}", "😀", "١", "½", "{", "}", "{ print(\"x\") }()", ",", ":", ": ", "=", "= 0", "?", "[", "]", "<", ">", ".",
        " ", "-", "/", "%", "%0A", "$", "@", ";", "(", ")", "`", "_", "1", "x",
    ]

    /// Fragments for types, inserted between the type's tokens: none holds only identifier
    /// characters, which would make another name rather than another syntax.
    static let typeFragments = fragments.filter { fragment in !fragment.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) } }

    static let types = ["Int", "String", "Double", "Bool", "[String]", "[String: Int]", "Int?", "[Int]?", "Set<Int>", "Dictionary<String, Int>", "Swift.Int"]

    static func random(index: Int, using random: inout SeededGenerator) -> HostileCase {
        let place = Place.allCases.randomElement(using: &random) ?? .route
        let count = Int.random(in: 0...3, using: &random)
        let value: String
        switch place {
        case .typePin, .paramType:
            var tokens = tokenized(types.randomElement(using: &random) ?? "Int")
            for _ in 0..<count {
                tokens.insert(typeFragments.randomElement(using: &random) ?? "", at: Int.random(in: 0...tokens.count, using: &random))
            }
            value = tokens.joined()
        default:
            var text = Array(base(of: place).unicodeScalars).map { String($0) }
            for _ in 0..<count {
                text.insert(fragments.randomElement(using: &random) ?? "", at: Int.random(in: 0...text.count, using: &random))
            }
            value = text.joined()
        }
        return HostileCase(index: index, place: place, value: value)
    }

    static func base(of place: Place) -> String {
        switch place {
        case .typePin, .paramType: "Int"
        case .paramName: "q"
        case .route: "probe/case"
        case .path: "/v2/items"
        case .endpointName: "Home"
        case .modelName: "Item"
        case .pageKey: "page"
        case .sizeKey: "per_page"
        case .moduleName: "Probe"
        case .version: "1.2.0"
        case .platformVersion: "14.0"
        case .dependencyName: "Kingfisher"
        case .dependencyVersion: "~> 7.0"
        }
    }

    /// Identifiers, and each other character alone.
    static func tokenized(_ type: String) -> [String] {
        var tokens: [String] = []
        for character in type {
            if character.isLetter || character.isNumber, let last = tokens.last, last.last?.isLetter == true || last.last?.isNumber == true {
                tokens[tokens.count - 1].append(character)
            } else {
                tokens.append(String(character))
            }
        }
        return tokens
    }

    /// The value as a YAML scalar that reads back as exactly the value.
    var scalar: String { ManifestWriter.scalar(value, inFlow: true) }

    /// The line of gen.yml that holds the value in `manifest()`.
    var line: Int {
        switch place {
        case .moduleName: 1
        case .endpointName: 3
        case .path: 5
        case .paramName, .paramType: 6
        case .route: 7
        case .modelName, .pageKey, .sizeKey: 8
        case .typePin: 10
        case .version: 12
        case .platformVersion: 13
        case .dependencyName, .dependencyVersion: 14
        }
    }

    /// A manifest of one endpoint with the value in its place, on `line`.
    func manifest() -> String {
        func the(_ own: Place, _ fallback: String) -> String { place == own ? scalar : fallback }
        let line8 = place == .modelName ? "model: " + scalar : place == .pageKey || place == .sizeKey ? list : "# no model, no list"
        let name = the(.endpointName, "Case")
        return """
        module: \(the(.moduleName, "Probe"))
        endpoints:
          - name: \(name)
            sample: samples/probe.json
            path: \(the(.path, "/case"))
            params: { \(the(.paramName, "q")): \(the(.paramType, "String")) }
            route: \(the(.route, "probe/case"))
            \(line8)
        \(place == .typePin ? "types:" : "# no types")
          \(place == .typePin ? "Case.value: " + scalar : "# no pin")
        package:
          version: \(the(.version, "1.2.0"))
          platforms: { ios: \(the(.platformVersion, "14.0")) }
          dependencies: { \(the(.dependencyName, "Kingfisher")): \(the(.dependencyVersion, "\"~> 7.0\"")) }

        """
    }

    /// The paging of a list endpoint, with the value as its page or size key.
    var list: String {
        "list: { page: \(place == .pageKey ? scalar : "page"), size: \(place == .sizeKey ? scalar : "per_page"), items: items }"
    }

    /// The accepted values of endpoints together: endpoint `Case<index>` carries the value of
    /// case `index`, or is named by it. A name or model name already taken is left out: two
    /// endpoints of one model are not what this test is about.
    static func batch(_ accepted: [HostileCase]) -> (manifest: String, module: String, cases: [HostileCase]) {
        let module = accepted.first { $0.place == .moduleName }?.value ?? "Probe"
        var names: Set<String> = []
        var cases: [HostileCase] = []
        var endpoints: [String] = []
        var pins: [String] = []
        for item in accepted where item.place != .moduleName {
            let name = item.place == .endpointName ? item.value : "Case\(item.index)"
            guard names.insert(name).inserted, item.place != .modelName || names.insert(item.value).inserted else { continue }
            cases.append(item)
            func the(_ own: Place, _ fallback: String) -> String { item.place == own ? item.scalar : fallback }
            endpoints.append("""
              - name: \(name)
                sample: samples/probe.json
                path: \(the(.path, "/case\(item.index)"))
                params: { \(the(.paramName, "q")): \(the(.paramType, "String")) }
                route: \(the(.route, "probe/case\(item.index)"))
            \(item.place == .modelName ? "    model: " + item.scalar + "\n" : item.place == .pageKey || item.place == .sizeKey ? "    " + item.list + "\n" : "")
            """)
            if item.place == .typePin {
                pins.append("  \(name).value: \(item.scalar)\n")
            }
        }
        let manifest = "module: \(module)\nendpoints:\n" + endpoints.joined() + (pins.isEmpty ? "" : "types:\n" + pins.joined())
        return (manifest, module, cases)
    }

    /// Whether a type, as written into a declaration, is no more than a type: nothing of an
    /// expression, a string or a comment, and commas only between generic arguments.
    static func isTypeOnly(_ type: String) -> Bool {
        var depth = 0
        for character in type {
            switch character {
            case "<", "[": depth += 1
            case ">", "]": depth -= 1
            case ",": if depth == 0 { return false }
            case "=", "(", ")", "{", "}", ";", "\"", "'", "\\", "#", "/": return false
            default: break
            }
        }
        return depth == 0
    }

    /// Whether the async set's files hold the value as written, where it belongs. The pins
    /// `String` and `Date` are words of gen.yml rather than types written as they are
    /// (docs/manifest.md): a `String` pin on numbers keeps them numbers.
    func isIntact(in files: [GeneratedFile]) -> Bool {
        let name = place == .endpointName ? value : "Case\(index)"
        let api = files.first { $0.path.hasSuffix("/Api/\(name)API.swift") }?.contents ?? ""
        let compact = value.filter { $0 != " " }
        switch place {
        case .typePin where ["String", "Date"].contains(compact):
            return true
        case .typePin:
            let model = files.first { $0.path.hasSuffix("/Model/\(name).swift") }?.contents ?? ""
            let declared = model.split(separator: "\n").first { $0.contains("let value: ") }?.split(separator: ":", maxSplits: 1).last
            return declared.map { $0.filter { $0 != " " } } == compact && Self.isTypeOnly(compact)
        case .paramType:
            return Self.isTypeOnly(compact) && api.split(separator: "\n").contains { $0.contains("func request(q: ") && $0.filter { $0 != " " }.contains("request(q:" + compact) }
        case .paramName, .pageKey, .sizeKey:
            return api.contains(SwiftStringLiteral.quoted(value))
        case .route:
            let router = files.first { $0.path.hasSuffix("Router.swift") }?.contents ?? ""
            return router.contains("\"\\(scheme)://\(SwiftStringLiteral.escaped(value))\"")
        case .path:
            guard !value.contains("{") else { return !api.isEmpty }
            let literal = api.split(separator: "\n").first { $0.contains("path: \"") }.flatMap { $0.split(separator: "\"").dropFirst().first }
            return literal.map(String.init)?.removingPercentEncoding == value
        case .endpointName:
            return api.contains("struct \(value)API")
        case .modelName:
            return files.contains { $0.contents.contains("struct \(value): ") }
        case .moduleName, .version, .platformVersion, .dependencyName, .dependencyVersion:
            return false
        }
    }
}
