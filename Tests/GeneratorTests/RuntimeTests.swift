import Foundation
import Support
import Testing
import TestSupport

/// Generated code run under scripted timing: see Tests/Runtime/README.md.
@Suite struct RuntimeTests {
    private static let runtime = Repository.root + "/Tests/Runtime"
    /// What a program that sends Jacob's Product requests compiles with.
    private static let productRequestFiles = ["/APIClient.swift", "/ModelSupport.swift", "/ProductAPI.swift", "/Product.swift", "/SharedModels.swift"]

    @Test(arguments: Examples.templateSets, ["5", "6"])
    func pagerFollowsItsRulesInEveryInterleaving(set: String, languageMode: String) throws {
        let files = try Examples.generate("Jacob", set: set).filter { $0.path.hasSuffix("/Pager.swift") }
        try #require(files.count == 1, "the \(set) set writes no Pager.swift for Jacob's list")
        try Self.expectOutput(of: "Pager", with: files, flags: ["-swift-version", languageMode])
    }

    /// Bodies and queries from typed values, each by the rule of its type, with the exact
    /// bytes sent.
    @Test(arguments: ["async", "swiftui"])
    func requestsAreEncodedFromTypedValues(set: String) throws {
        let files = try Examples.generate("Jacob", set: set).filter { $0.path.hasSuffix("/APIClient.swift") }
        try #require(files.count == 1, "the \(set) set writes no APIClient.swift")
        try Self.expectOutput(of: "Requests", with: files)
    }

    /// A token provider's token on every call, one refresh and one retry after a 401, and
    /// the headers of an adapter and of the request, against a URLProtocol server.
    @Test(arguments: ["async", "swiftui"])
    func clientSendsHeadersAndRenewsItsTokenOnce(set: String) throws {
        let files = try Examples.generate("Jacob", set: set).filter { $0.path.hasSuffix("/APIClient.swift") }
        try #require(files.count == 1, "the \(set) set writes no APIClient.swift")
        try Self.expectOutput(of: "Auth", with: files)
    }

    /// A query that sends arrays as comma lists and a header whose value is a param, with the
    /// URL and headers of each request byte for byte: with values, then without.
    @Test(arguments: ["async", "swiftui"])
    func commaListsAndHeaderArgumentsAreSent(set: String) throws {
        let names = Self.productRequestFiles
        let files = try Examples.generate("Jacob", set: set, editManifest: Self.productWithCommaListsAndLocale).filter { file in names.contains { file.path.hasSuffix($0) } }
        try #require(files.count == names.count, "the \(set) set writes \(files.map(\.path)) of \(names)")
        try Self.expectOutput(of: "HeaderArguments", with: files)
    }

    /// The same through the rxswift target: the comma lists Alamofire receives, and its headers.
    @Test func rxswiftSendsCommaListsAndHeaderArguments() throws {
        let target = try Examples.generate("Jacob", set: "rxswift", editManifest: Self.productWithCommaListsAndLocale).filter { ["Api/JacobAPI.swift", "Api/RequestParameters.swift"].contains($0.path) }
        try Self.expectOutputAgainstMoya(of: "MoyaHeaderArguments", with: target)
    }

    /// Jacob's manifest with a module header, and a Product that sends its arrays as comma
    /// lists and its `locale` as `Accept-Language`.
    private static func productWithCommaListsAndLocale(_ manifest: String) -> String {
        manifest
            .replacingOccurrences(of: "module: Jacob\n", with: "module: Jacob\nheaders: { X-Client: ios }\n")
            .replacingOccurrences(
                of: "    path: /products/{id}\n",
                with: "    path: /products/{id}\n    params: { sizes: \"[Int]?\", ids: \"[UUID]\", locale: String?, q: String }\n    arrays: comma\n    headers: { Accept-Language: \"{locale}\" }\n"
            )
    }

    /// Date params in the formats of `dates:`, in the query (an array as a comma list) and in
    /// a header, with the URL and headers of each request byte for byte: with values, then
    /// without the optional ones.
    @Test(arguments: ["async", "swiftui"])
    func datesAreSentInTheirFormats(set: String) throws {
        let names = Self.productRequestFiles
        let files = try Examples.generate("Jacob", set: set, editManifest: Self.productWithDates).filter { file in names.contains { file.path.hasSuffix($0) } }
        try #require(files.count == names.count, "the \(set) set writes \(files.map(\.path)) of \(names)")
        try Self.expectOutput(of: "Dates", with: files)
    }

    /// The same through the rxswift target: the texts Alamofire receives, and its headers.
    @Test func rxswiftSendsDatesInTheirFormats() throws {
        let target = try Examples.generate("Jacob", set: "rxswift", editManifest: Self.productWithDates).filter { ["Api/JacobAPI.swift", "Api/RequestParameters.swift"].contains($0.path) }
        try Self.expectOutputAgainstMoya(of: "MoyaDates", with: target)
    }

    /// Jacob's manifest with a Product that takes Date params in each format of `dates:` but
    /// milliseconds, `day` in a header, `until` in ISO 8601, and arrays as comma lists.
    private static func productWithDates(_ manifest: String) -> String {
        manifest.replacingOccurrences(
            of: "    path: /products/{id}\n",
            with: """
                path: /products/{id}
                params: { since: Date, days: "[Date]?", at: Date?, stamp: Date?, until: Date?, day: Date }
                dates: { since: yyyy-MM-dd, days: yyyy-MM-dd, at: "yyyy-MM-dd'T'HH:mm:ss", stamp: epochSeconds, day: yyyy-MM-dd }
                arrays: comma
                headers: { X-Day: "{day}" }

            """
        )
    }

    /// The rxswift set's bodies and queries from typed values, through Shop's target and the
    /// Moya stub's `Task`: the body's exact bytes, and the query parameters Alamofire receives.
    @Test func rxswiftRequestsAreEncodedFromTypedValues() throws {
        let shop = try Examples.generate("Shop", set: "rxswift").filter { ["Api/ShopAPI.swift", "Api/RequestParameters.swift"].contains($0.path) }
        try Self.expectOutputAgainstMoya(of: "MoyaRequests", with: shop)
    }

    /// Against the real RxSwift, with the Moya stub's `Response` and `MoyaError` for the
    /// envelope decoding of Shop.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["GEN_RX_MODULES"] != nil, "GEN_RX_MODULES names no folder of RxSwift modules"))
    func rxswiftViewModelsBehaveUnderScriptedTiming() throws {
        let modules = ProcessInfo.processInfo.environment["GEN_RX_MODULES"] ?? ""
        let folder = try TemporaryFolder()
        let stubs = try Self.moyaStubs()
        let jacob = try Examples.generate("Jacob", set: "rxswift").filter {
            ["Model/Home.swift", "Model/SharedModels.swift", "Model/ModelSupport.swift", "ViewModel/Pager.swift", "ViewModel/HomeViewModel.swift"].contains($0.path)
        }
        let shop = try Examples.generate("Shop", set: "rxswift").filter {
            ["Api/Envelope.swift", "Model/AddToCart.swift", "Action/AddToCartAction.swift"].contains($0.path)
        }
        let sources = try Examples.write(jacob, to: folder.path + "/Jacob") + Examples.write(shop, to: folder.path + "/Shop")
            + ["ScriptedServer.swift", "main.swift"].map { Self.runtime + "/RxSwift/" + $0 }
        let cart = Examples.folder(of: "Shop") + "/samples/add_to_cart.json"
        let output = try Self.compileAndRun(
            sources,
            flags: ["-swift-version", "5", "-I", modules, "-L", modules, "-I", stubs, "-L", stubs]
                + ["-lRxSwift", "-lRxRelay", "-lRxCocoa", "-lMoya", "-lAlamofire"],
            arguments: [Examples.folder(of: "Jacob") + "/samples/home.json", try Self.envelopePayload(of: cart, in: folder.path), cart],
            libraries: modules + ":" + stubs,
            in: folder.path
        )
        #expect(output == (try String(contentsOfFile: Self.runtime + "/RxSwift/expected.txt", encoding: .utf8)))
    }

    /// Shop's `ServerFailure` from each error Moya fails a request with, the Moya stub's
    /// `MoyaError` and `Response` standing in for Moya's.
    @Test func rxswiftServerFailureReadsEveryMoyaErrorWithAnAnswer() throws {
        let folder = try TemporaryFolder()
        let stubs = try Self.moyaStubs()
        let shop = try Examples.generate("Shop", set: "rxswift").filter {
            ["Api/ServerFailure.swift", "Model/ErrorModels.swift", "Model/ModelSupport.swift"].contains($0.path)
        }
        let output = try Self.compileAndRun(
            try Examples.write(shop, to: folder.path) + [Self.runtime + "/ServerFailure/main.swift"],
            flags: ["-swift-version", "6", "-I", stubs, "-L", stubs, "-lMoya", "-lAlamofire"],
            arguments: [Examples.folder(of: "Shop") + "/samples/cart_error.json"],
            libraries: stubs,
            in: folder.path
        )
        #expect(output == (try String(contentsOfFile: Self.runtime + "/ServerFailure/expected.txt", encoding: .utf8)))
    }

    /// The Alamofire and Moya stubs as libraries a program links, built once for this checkout
    /// and compiler (`ModuleCache`).
    private static func moyaStubs() throws -> String {
        let stubs = ["Alamofire", "Moya"]
        let sources = stubs.map { Repository.root + "/Tests/Stubs/\($0).swift" }
        return try ModuleCache.folder(named: "moya-libraries", recipe: "-emit-library -emit-module -parse-as-library, Moya with -lAlamofire", sources: sources) { folder in
            for (stub, source) in zip(stubs, sources) {
                let build = try Swiftc.run([
                    "-emit-library", "-emit-module", "-parse-as-library", "-module-name", stub, "-I", folder, "-L", folder,
                    "-emit-module-path", folder + "/\(stub).swiftmodule", "-o", folder + "/lib\(stub).so", source,
                ] + (stub == "Moya" ? ["-lAlamofire"] : []))
                try #require(build.status == 0, "stub \(stub) does not build:\n\(build.errorOutput)")
            }
        }
    }

    /// Compiles `files` with the program `Tests/Runtime/<program>/main.swift`, runs it and
    /// expects what it prints to be the program's `expected.txt`.
    private static func expectOutput(of program: String, with files: [GeneratedFile], flags: [String] = ["-swift-version", "6"], libraries: String? = nil) throws {
        let folder = try TemporaryFolder()
        let sources = try Examples.write(files, to: folder.path) + [runtime + "/\(program)/main.swift"]
        let output = try compileAndRun(sources, flags: flags, libraries: libraries, in: folder.path)
        #expect(output == (try String(contentsOfFile: runtime + "/\(program)/expected.txt", encoding: .utf8)))
    }

    /// `expectOutput` linked with the Alamofire and Moya stubs.
    private static func expectOutputAgainstMoya(of program: String, with files: [GeneratedFile]) throws {
        let stubs = try moyaStubs()
        try expectOutput(of: program, with: files, flags: ["-swift-version", "6", "-I", stubs, "-L", stubs, "-lMoya", "-lAlamofire"], libraries: stubs)
    }

    /// Compiles `sources` into one program, runs it and returns what it printed.
    private static func compileAndRun(
        _ sources: [String],
        flags: [String],
        arguments: [String] = [],
        libraries: String? = nil,
        in folder: String
    ) throws -> String {
        let program = folder + "/program"
        let build = try Swiftc.run(["-wmo"] + flags + ["-o", program] + sources)
        try #require(build.status == 0, "does not compile:\n\(build.errorOutput)")
        let environment = libraries.map { ["LD_LIBRARY_PATH=\($0)"] } ?? []
        let run = try ProcessRunner.run("/usr/bin/env", environment + [program] + arguments)
        #expect(run.status == 0, "\(run.errorOutput)")
        return run.output
    }

    /// Writes the payload under `data` of an enveloped sample to a file and returns its path.
    private static func envelopePayload(of sample: String, in folder: String) throws -> String {
        let envelope = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sample))) as? [String: Any]
        let payload = try #require(envelope?["data"])
        let path = folder + "/payload.json"
        try JSONSerialization.data(withJSONObject: payload).write(to: URL(fileURLWithPath: path))
        return path
    }
}
