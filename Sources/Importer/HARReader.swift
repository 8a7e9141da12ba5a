import Diagnostics
import Foundation
import Inputs
import JSONReader

/// Reads a HAR 1.2 capture with gen's strict JSON reader. Syntax errors and a structure that
/// is not HAR (no `log.entries`, an entry without `request`, a method that is not a string)
/// are errors located in the file. What exporters differ in is tolerated: an entry without
/// a response (no `response`, `null`, `{}`, status 0: read as status 0), missing optional
/// fields, `_`-prefixed extensions, `-1` sizes, `content.encoding: "base64"`, and
/// `content.text` left out when bodies were not saved.
package enum HARReader {
    package static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> [HAREntry] {
        let source = LazySource(path: path, bytes: bytes)
        let document: JSONDocument
        do {
            document = try JSONReader.read(bytes, path: path)
        } catch {
            throw source.redacting(error)
        }
        let structure = HARStructure(source: source)
        let log: JSONValue
        do {
            log = try structure.member("log", of: document.value, in: "the HAR file", expected: "an object")
        } catch {
            // JSON without a capture's `log` is most often a response sample given to import.
            var diagnostics = error.diagnostics
            if let last = diagnostics.indices.last {
                diagnostics[last].notes.append("a response sample is no capture: put it in samples/ and run gen init --samples samples/")
            }
            throw DiagnosticError(diagnostics)
        }
        let entries = try structure.array(structure.member("entries", of: log, in: "'log'", expected: "an array"), named: "'log.entries'")
        var result: [HAREntry] = []
        result.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            result.append(try structure.entry(entry, number: index + 1))
        }
        return result
    }
}

/// The HAR file's text, decoded only when a diagnostic needs a source line, which it quotes
/// with the capture's secrets masked (`SecretMask`).
struct LazySource {
    var path: String
    var bytes: [UInt8]

    func error(_ message: String, at position: SourcePosition, hint: String? = nil) -> DiagnosticError {
        redacting(DiagnosticError(Diagnostic(.error, message, at: SourceLocation(path: path, position: position), hint: hint)))
    }

    /// `error` with the source line of each diagnostic in this file quoted from the masked line.
    func redacting(_ error: DiagnosticError) -> DiagnosticError {
        let text = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
        return DiagnosticError(error.diagnostics.map { diagnostic in
            guard let location = diagnostic.location, location.path == path, let line = text.line(location.position.line) else { return diagnostic }
            return Diagnostic(
                diagnostic.severity,
                diagnostic.message,
                at: location,
                sourceLine: SecretMask.masked(line),
                hint: diagnostic.hint,
                notes: diagnostic.notes
            )
        })
    }
}

/// The checks of one HAR file's structure, each failing with a located error.
struct HARStructure {
    let source: LazySource
    static let hint = "HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/): export it again from the proxy or browser"

    func member(_ key: String, of value: JSONValue, in owner: String, expected: String) throws(DiagnosticError) -> JSONValue {
        guard case .object(let members) = value.kind else {
            throw source.error("\(owner) must be an object, found \(Self.describe(value))", at: value.position, hint: Self.hint)
        }
        guard let member = members.first(where: { $0.key == key }) else {
            throw source.error("\(owner) has no '\(key)' (\(expected))", at: value.position, hint: Self.hint)
        }
        return member.value
    }

    func optionalMember(_ key: String, of value: JSONValue) -> JSONValue? {
        guard case .object(let members) = value.kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    func array(_ value: JSONValue, named name: String) throws(DiagnosticError) -> [JSONValue] {
        guard case .array(let elements) = value.kind else {
            throw source.error("\(name) must be an array, found \(Self.describe(value))", at: value.position, hint: Self.hint)
        }
        return elements
    }

    func string(_ value: JSONValue, named name: String) throws(DiagnosticError) -> String {
        guard case .string(let text) = value.kind else {
            throw source.error("\(name) must be a string, found \(Self.describe(value))", at: value.position, hint: Self.hint)
        }
        return text
    }

    /// A string, or nil for a missing member or `null`; another kind is an error.
    func optionalString(_ key: String, of value: JSONValue, named name: String) throws(DiagnosticError) -> String? {
        guard let member = optionalMember(key, of: value) else { return nil }
        if case .null = member.kind { return nil }
        return try string(member, named: name)
    }

    /// The entry's `response` object; nil when it is missing or `null`.
    func answer(of value: JSONValue, name: String) throws(DiagnosticError) -> JSONValue? {
        guard case .object = value.kind else {
            throw source.error("\(name) must be an object, found \(Self.describe(value))", at: value.position, hint: Self.hint)
        }
        guard let response = optionalMember("response", of: value) else { return nil }
        switch response.kind {
        case .null: return nil
        case .object: return response
        default: throw source.error("the response of \(name) must be an object, found \(Self.describe(response))", at: response.position, hint: Self.hint)
        }
    }

    func entry(_ value: JSONValue, number: Int) throws(DiagnosticError) -> HAREntry {
        let name = "entry \(number)"
        let request = try member("request", of: value, in: name, expected: "an object")
        let methodValue = try member("method", of: request, in: "the request of \(name)", expected: "a string")
        let method = try string(methodValue, named: "the method of \(name)")
        guard !method.isEmpty, method.unicodeScalars.allSatisfy(Self.isTokenCharacter) else {
            throw source.error("the method of \(name) is not an HTTP method name: \(Self.quoted(method))", at: methodValue.position, hint: Self.hint)
        }
        let urlValue = try member("url", of: request, in: "the request of \(name)", expected: "a string")
        let url = try string(urlValue, named: "the url of \(name)")
        if let control = url.unicodeScalars.first(where: YAMLScalars.isControl) {
            throw source.error("the url of \(name) holds the control character \(Self.describe(control))", at: urlValue.position, hint: "a URL writes such characters percent-encoded; \(Self.hint)")
        }
        // Exporters write a request that got no answer (aborted, blocked, offline) with no
        // `response`, `null`, `{}` or status 0: such an entry has status 0 and no body.
        let response = try answer(of: value, name: name)
        var status = 0
        if let response, let statusValue = optionalMember("status", of: response) {
            switch statusValue.kind {
            case .null: break
            case .number(let literal) where Int(literal.literal) != nil: status = Int(literal.literal) ?? 0
            default:
                throw source.error("the status of \(name) must be a number, found \(Self.describe(statusValue))", at: statusValue.position, hint: Self.hint)
            }
        }
        let postData = optionalMember("postData", of: request)
        let content = status == 0 ? nil : response.flatMap { optionalMember("content", of: $0) }
        let text = try content.flatMap { content throws(DiagnosticError) in try optionalString("text", of: content, named: "the response text of \(name)") }
        let encoding = try content.flatMap { content throws(DiagnosticError) in try optionalString("encoding", of: content, named: "the content encoding of \(name)") }
        var body = text
        var undecodable = false
        if let text, encoding?.lowercased() == "base64" {
            body = Data(base64Encoded: text, options: .ignoreUnknownCharacters).flatMap { String(data: $0, encoding: .utf8) }
            undecodable = body == nil
        }
        return HAREntry(
            number: number,
            position: value.position,
            method: method.uppercased(),
            url: url,
            requestBodyMimeType: try postData.flatMap { data throws(DiagnosticError) in try optionalString("mimeType", of: data, named: "the request body's mimeType of \(name)") },
            requestBody: try postData.flatMap { data throws(DiagnosticError) in try optionalString("text", of: data, named: "the request body of \(name)") },
            status: status,
            responseMimeType: try content.flatMap { content throws(DiagnosticError) in try optionalString("mimeType", of: content, named: "the response mimeType of \(name)") } ?? "",
            responseBody: body,
            responseBodyUndecodable: undecodable,
            authorizationScheme: authorizationScheme(of: request)
        )
    }

    /// The first word of the request's `Authorization` header, lower-cased, when it is a
    /// token (`Bearer`); what follows it, the credentials, is never kept. A header list an
    /// exporter wrote otherwise is passed over: headers are not what the importer reads.
    func authorizationScheme(of request: JSONValue) -> String? {
        guard let headers = optionalMember("headers", of: request), case .array(let items) = headers.kind else { return nil }
        for item in items {
            guard let name = optionalMember("name", of: item), case .string(let text) = name.kind, text.lowercased() == "authorization",
                  let value = optionalMember("value", of: item), case .string(let credentials) = value.kind else { continue }
            let scheme = credentials.prefix { $0 != " " }
            guard !scheme.isEmpty, scheme.count < credentials.count, scheme.unicodeScalars.allSatisfy(Self.isTokenCharacter) else { return nil }
            return scheme.lowercased()
        }
        return nil
    }

    /// RFC 9110's `token`, what a method name is made of.
    static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar))
    }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        "U+" + String(repeating: "0", count: max(0, 4 - String(scalar.value, radix: 16).count)) + String(scalar.value, radix: 16, uppercase: true)
    }

    /// `text` between `mark`s with each control character as an escape (`'a\u{A}b'`), so it
    /// prints on one line.
    static func quoted(_ text: String, mark: String = "'") -> String {
        mark + text.unicodeScalars.map { YAMLScalars.isControl($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }.joined() + mark
    }

    static func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
