import Diagnostics
@testable import Inputs
import Support
import Testing
import TestSupport

/// The one gen.yml writer of `gen init` and `gen import`: what it writes reads back with
/// gen's own manifest reader as the values it was given.
@Suite struct ManifestWriterTests {
    private func decode(_ text: String) throws -> Manifest {
        try ManifestDecoder.decode(SourceText(path: "gen.yml", text: text))
    }

    @Test(arguments: [
        ("Home", "Home"),
        ("/products/{id}", "/products/{id}"),
        ("samples/order items", "samples/order items"),
        ("héllo wörld ✓", "héllo wörld ✓"),
        ("a:b", "a:b"),
        ("a#b", "a#b"),
        ("it's", "it's"),
        ("", #""""#),
        (" leading", #"" leading""#),
        ("trailing ", #""trailing ""#),
        ("key: value", #""key: value""#),
        ("ends:", #""ends:""#),
        ("a #comment", #""a #comment""#),
        ("#hash", ##""#hash""##),
        ("-dash", #""-dash""#),
        ("[String]", #""[String]""#),
        ("{id}", #""{id}""#),
        ("*alias", #""*alias""#),
        ("&anchor", #""&anchor""#),
        ("!tag", #""!tag""#),
        ("|", #""|""#),
        (">", #"">""#),
        ("'quoted'", #""'quoted'""#),
        ("\"quoted\"", #""\"quoted\"""#),
        ("%YAML", #""%YAML""#),
        ("@at", #""@at""#),
        ("`tick", #""`tick""#),
        ("?what", #""?what""#),
        ("yes", #""yes""#),
        ("No", #""No""#),
        ("on", #""on""#),
        ("OFF", #""OFF""#),
        ("true", #""true""#),
        ("null", #""null""#),
        ("Null", #""Null""#),
        ("~", #""~""#),
        ("<<", #""<<""#),
        ("1", #""1""#),
        ("-1", #""-1""#),
        ("1.0", #""1.0""#),
        ("0x1", #""0x1""#),
        ("1e3", #""1e3""#),
        ("1_000", #""1_000""#),
        (".5", #"".5""#),
        (".inf", #"".inf""#),
        ("-.NaN", #""-.NaN""#),
        ("back\\slash", "back\\slash"),
        ("tab\there", #""tab\there""#),
        ("line\nbreak", #""line\nbreak""#),
        ("bell\u{7}", #""bell\x07""#),
        ("next\u{85}line", #""next\x85line""#),
        ("line\u{2028}separator", #""line\u2028separator""#),
        ("bom\u{FEFF}", #""bom\uFEFF""#),
        ("\"quote\" and \\", #""\"quote\" and \\""#),
        ("quote\" and \\", "quote\" and \\"),
    ])
    func scalarsArePlainOnlyWhereYAMLReadsThemBackAsTheSameString(text: String, written: String) {
        #expect(ManifestWriter.scalar(text) == written)
    }

    @Test func insideBracesCommasColonsAndBracketsAreQuoted() {
        #expect(ManifestWriter.scalar("/products/{id}", inFlow: true) == #""/products/{id}""#)
        #expect(ManifestWriter.scalar("filter[kind]", inFlow: true) == #""filter[kind]""#)
        #expect(ManifestWriter.scalar("a,b", inFlow: true) == #""a,b""#)
        #expect(ManifestWriter.scalar("a:b", inFlow: true) == #""a:b""#)
        #expect(ManifestWriter.scalar("sort-by", inFlow: true) == "sort-by")
        #expect(ManifestWriter.scalar("String?", inFlow: true) == "String?")
    }

    @Test func commentsStayOnTheirLine() throws {
        let text = ManifestWriter.text(.init([
            .comment("from capture\nmodule: Evil"),
            .setting(key: "module", value: "Shop", comment: "a\u{85}b\u{2028}c\rd"),
            .endpoints([.init(comments: ["entry 1: GET /a\nb"], name: "A")]),
        ]))
        #expect(text == """
        # from capture\\nmodule: Evil
        module: Shop             # a\\x85b\\u2028c\\rd
        endpoints:
          # entry 1: GET /a\\nb
          - name: A

        """)
        #expect(try decode(text).module?.value == "Shop")
    }

    @Test func commentsAlignInOneColumnUnlessTheLineReachesIt() {
        #expect(ManifestWriter.commented("access: public", "public or internal") == "access: public           # public or internal")
        #expect(ManifestWriter.commented("samples: a/long/samples/folder", "x") == "samples: a/long/samples/folder # x")
        #expect(ManifestWriter.commented("endpoints: []", "add one") == "endpoints: []            # add one")
    }

    @Test func envelopeCodesReadBackWithTheirType() throws {
        for success in [Envelope.Code.int(0), .int(-1), .string("ok"), .string("0"), .string(""), .string("say \"ok\": yes"), .string("yes")] {
            let text = ManifestWriter.text(.init([.envelope(SharedEnvelope(data: "data", code: "code", message: "msg", success: success))]))
            #expect(try decode(text).envelope?.success == success, "\(text)")
        }
        let text = ManifestWriter.text(.init([.envelope(SharedEnvelope(data: "data", code: "status", message: nil, success: .string("ok")))]))
        #expect(text == "envelope: { data: data, code: status, success: \"ok\" }\n")
    }

    /// Every type `gen import` writes in `params:` reads back as that type, `[Int]?` among
    /// them (a query key repeated on one request and missing on another), which YAML would
    /// read as a list if it were not quoted.
    @Test func everyParamTypeImportWritesReadsBack() throws {
        let scalars = ["String", "Int", "Double", "Bool", "UUID"]
        let types = scalars + scalars.map { $0 + "?" } + scalars.map { "[\($0)]" } + scalars.map { "[\($0)]?" }
        var endpoint = ManifestWriter.Endpoint(name: "Stores", method: "GET", path: "/stores")
        endpoint.params = types.enumerated().map { ManifestWriter.Param(name: "p\($0.offset)", type: $0.element) }
        let text = ManifestWriter.text(.init([.setting(key: "module", value: "Shop"), .endpoints([endpoint])]))
        #expect(text.contains(#"p15: "[String]?""#), "\(text)")
        let params = try decode(text).endpoints.first?.params ?? []
        #expect(params.map(\.name.value) == types.indices.map { "p\($0)" })
        #expect(params.map(\.type) == types, "\(text)")
    }

    /// Every format `gen import` writes in `dates:` reads back as that param's format, the
    /// one with `:` in it quoted.
    @Test func everyDateFormatImportWritesReadsBack() throws {
        let formats = ParamDateFormat.allCases
        var endpoint = ManifestWriter.Endpoint(name: "Orders", method: "GET", path: "/orders")
        endpoint.params = formats.indices.map { ManifestWriter.Param(name: "d\($0)", type: "Date?") }
        endpoint.dates = formats.enumerated().map { ManifestWriter.DateParam(name: "d\($0.offset)", format: $0.element.rawValue) }
        let text = ManifestWriter.text(.init([.setting(key: "module", value: "Shop"), .endpoints([endpoint])]))
        #expect(text.contains(#"    dates: { d0: iso8601, d1: yyyy-MM-dd, d2: "yyyy-MM-dd'T'HH:mm:ss", d3: epochSeconds, d4: epochMilliseconds }"#), "\(text)")
        #expect(try decode(text).endpoints.first?.params.map(\.dateFormat) == formats)
    }

    /// Random values of every kind through the writer and back through ManifestDecoder.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomValuesReadBackUnchanged(seed: UInt64) throws {
        var random = RandomManifest(seed: seed)
        for _ in 0..<1000 {
            let document = random.document()
            let text = ManifestWriter.text(document)
            let manifest: Manifest
            do {
                manifest = try decode(text)
            } catch let error as DiagnosticError {
                Issue.record("seed \(seed): \(DiagnosticRenderer.render(error.diagnostics))\n\(text)")
                return
            }
            #expect(RandomManifest.values(of: manifest) == RandomManifest.values(of: document), "seed \(seed):\n\(text)")
        }
    }
}

/// Random manifests whose every value is one the reader accepts: names are identifiers
/// (some of them YAML words such as `Null` and `Yes`), methods HTTP methods, paths start with
/// `/`, parameter types are Swift types as written back (SwiftTypeSpelling); everything else is any string without control
/// characters, which the reader refuses.
struct RandomManifest {
    var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    static let pieces = [
        "a", "Z", "0", "7", "_", "-", "/", ".", " ", "  ", ":", ": ", " #", "#", "[", "]", "{", "}", ",", "'", "\"", "\\",
        "?", "!", "&", "*", "|", ">", "%", "@", "`", "~", "yes", "no", "on", "null", "true", "1.0", "0x1", "-1", ".inf",
        "é", "日本", "🙂", "\u{A0}", "\u{301}", "<<", "=", "---", "...",
    ]
    static let types = ["String?", "Int", "[UUID]?", "[String: [Int]]", "Set<Int>", "Dictionary<String, Bool>?", "Catalog.Product", "Yes", "Null"]
    static let words = ["Null", "Yes", "No", "On", "Off", "True", "False", "NULL", "Y", "N", "Home", "OrderItems", "_2fa", "x"]

    mutating func number(below limit: Int) -> Int {
        Int(random.next() % UInt64(limit))
    }

    mutating func string() -> String {
        (0..<number(below: 6)).map { _ in Self.pieces[number(below: Self.pieces.count)] }.joined()
    }

    mutating func identifier() -> String {
        number(below: 3) == 0 ? Self.words[number(below: Self.words.count)] : "E" + string().filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    mutating func document() -> ManifestWriter.Document {
        var items: [ManifestWriter.Item] = [.comment(string()), .setting(key: "module", value: identifier(), comment: string())]
        for key in ["samples", "templates", "output"] where number(below: 2) == 0 {
            items.append(.setting(key: key, value: string(), comment: number(below: 2) == 0 ? string() : nil))
        }
        if number(below: 2) == 0 {
            let success: Envelope.Code = number(below: 2) == 0 ? .int(number(below: 400) - 200) : .string(string())
            items.append(.envelope(SharedEnvelope(data: string(), code: string(), message: number(below: 2) == 0 ? string() : nil, success: success)))
        }
        var endpoints: [ManifestWriter.Endpoint] = []
        var names: Set<String> = []
        for _ in 0..<number(below: 4) {
            let name = identifier()
            guard names.insert(name).inserted else { continue }
            var endpoint = ManifestWriter.Endpoint(comments: (0..<number(below: 2)).map { _ in string() }, name: name)
            if number(below: 2) == 0 {
                endpoint.method = ManifestKeys.httpMethods[number(below: ManifestKeys.httpMethods.count)]
                endpoint.methodComment = number(below: 2) == 0 ? string() : nil
            }
            if number(below: 2) == 0 {
                // Not a combining mark right after the `/`, which would make one character of both.
                let path = "/" + string()
                endpoint.path = path.hasPrefix("/") ? path : "/_" + path.unicodeScalars.dropFirst().map(String.init).joined()
            }
            endpoint.sample = number(below: 2) == 0 ? string() : nil
            var params: [String: String] = [:]
            for _ in 0..<number(below: 3) {
                params[string()] = Self.types[number(below: Self.types.count)]
            }
            endpoint.params = params.sorted { $0.key < $1.key }.map { ManifestWriter.Param(name: $0.key, type: $0.value) }
            if number(below: 2) == 0 {
                endpoint.list = ManifestWriter.List(page: string(), size: string(), first: number(below: 3), pageSize: 1 + number(below: 100), items: number(below: 2) == 0 ? string() : nil)
            }
            endpoints.append(endpoint)
        }
        items.append(.endpoints(endpoints, emptyComment: string()))
        return ManifestWriter.Document(items)
    }

    /// The values a document holds, as text, for comparing with what the reader read.
    static func values(of document: ManifestWriter.Document) -> [String] {
        var values: [String] = []
        for item in document.items {
            switch item {
            case .comment: break
            case .setting(let key, let value, _): values.append("\(key)=\(value)")
            case .envelope(let envelope): values.append(describe(envelope.data, envelope.code, envelope.message, envelope.success))
            case .endpoints(let endpoints, _):
                values += endpoints.map { endpoint in
                    describe(
                        endpoint.name, endpoint.method ?? "GET", endpoint.path, endpoint.sample, endpoint.params.map { "\($0.name)=\($0.type)" },
                        endpoint.list.map { describe($0.page, $0.size, $0.first, $0.pageSize, $0.items) }
                    )
                }
            }
        }
        return values.sorted()
    }

    static func values(of manifest: Manifest) -> [String] {
        var values: [String] = []
        manifest.module.map { values.append("module=\($0.value)") }
        manifest.samples.map { values.append("samples=\($0.value)") }
        manifest.templates.map { values.append("templates=\($0.value)") }
        manifest.output.map { values.append("output=\($0.value)") }
        manifest.envelope.map { values.append(describe($0.data, $0.code, $0.message, $0.success)) }
        values += manifest.endpoints.map { endpoint in
            describe(
                endpoint.name.value, endpoint.method, endpoint.path?.value, endpoint.sample?.value, endpoint.params.map { "\($0.name.value)=\($0.type)" },
                endpoint.list.map { describe($0.pageKey, $0.sizeKey, $0.firstPage, $0.pageSize, $0.items?.value) }
            )
        }
        return values.sorted()
    }

    private static func describe(_ parts: Any?...) -> String {
        String(reflecting: parts)
    }
}
