import Diagnostics
import Inference
import JSONReader
import Support

/// The commented `gen.yml` that `gen init` writes, inferred from the samples: one endpoint
/// per sample, paging for list endpoints, and the envelope when every sample shares one.
/// Samples in the samples folder are found by name, so an endpoint gets a `sample:` only
/// when its sample's file or folder name does not give the endpoint's name.
package enum StarterManifest {
    static let pageKeys = ["page", "page_number", "pageNumber", "current_page", "currentPage", "pageNo"]
    static let sizeKeys = ["page_size", "pageSize", "per_page", "perPage", "size", "limit"]
    /// The first word of a file name that reads as a write, and the method it suggests.
    static let writeMethods: [(word: String, method: String)] = [
        ("create", "POST"), ("add", "POST"), ("post", "POST"), ("submit", "POST"), ("send", "POST"), ("upload", "POST"),
        ("update", "PUT"), ("put", "PUT"), ("edit", "PUT"), ("replace", "PUT"), ("save", "PUT"),
        ("patch", "PATCH"),
        ("delete", "DELETE"), ("remove", "DELETE"),
    ]

    /// The endpoint names of a sample that holds the body of error answers (`error.json`),
    /// which `gen init` names as the module's `error:` instead of making it an endpoint.
    static let errorNames: Set<String> = ["Error", "Errors"]

    /// `samplesFolder` is where the samples are, relative to the folder the manifest goes in;
    /// `templates` the set its `templates` names, nil for the default set.
    package static func text(moduleName: String, samplesFolder: String?, templates: String? = nil, endpoints: [EndpointSamples]) -> String {
        ManifestWriter.text(document(moduleName: moduleName, samplesFolder: samplesFolder, templates: templates, endpoints: endpoints))
    }

    /// What `text` writes, as the writer's value model.
    package static func document(moduleName: String, samplesFolder: String?, templates: String? = nil, endpoints samples: [EndpointSamples]) -> ManifestWriter.Document {
        let isErrorSample = { (endpoint: EndpointSamples) in errorNames.contains(endpoint.name) && endpoint.samples.count == 1 }
        let errorSample = samples.first(where: isErrorSample)?.samples.first
        let endpoints = samples.filter { !isErrorSample($0) }
        let envelope = SharedEnvelope.detect(endpoints.flatMap(\.samples).compactMap(\.value))
        var items: [ManifestWriter.Item] = [
            .comment("gen.yml: what the JSON samples cannot say about the \(moduleName) module."),
            .comment("Written by `gen init`; docs/manifest.md documents every key."),
            .setting(key: "module", value: moduleName),
        ]
        if let samplesFolder {
            items.append(.setting(key: "samples", value: samplesFolder, comment: "the JSON samples, one file (or folder of files) per endpoint"))
        }
        items += templates.map { ManifestWriter.Item.outputDefaults(templates: $0) } ?? ManifestWriter.Item.outputDefaults()
        if let errorSample {
            items.append(.setting(key: "error", value: errorSample.source.path, comment: "the body of 4xx and 5xx answers: a typed error, not an endpoint"))
        }
        if let envelope {
            items.append(.comment("Every sample wraps its payload the same way; models are inferred from '\(envelope.data)'."))
            items.append(.envelope(envelope))
        }
        items.append(.endpoints(endpoints.map { entry($0, envelope: envelope, samplesFolder: samplesFolder) }, emptyComment: "add one per sample: - name: Home"))
        return ManifestWriter.Document(items)
    }

    private static func entry(_ endpoint: EndpointSamples, envelope: SharedEnvelope?, samplesFolder: String?) -> ManifestWriter.Endpoint {
        let file = Naming.words(in: endpoint.name).joined(separator: "_").lowercased()
        let method = method(file)
        var entry = ManifestWriter.Endpoint(name: endpoint.name, method: method.method, methodComment: method.comment, path: "/" + file)
        entry.sample = sample(of: endpoint, samplesFolder: samplesFolder)
        let payload = endpoint.samples.first?.value.map { value in envelope?.payload(value) ?? value }
        if let payload, let paging = detectPaging(payload) {
            entry.list = ManifestWriter.List(page: paging.page, size: paging.size, first: 1, pageSize: 20, items: paging.items)
        }
        return entry
    }

    /// The `sample:` an endpoint needs: none when its sample is a file, or its samples a
    /// folder, of the samples folder whose name gives the endpoint's name
    /// (`SampleLoader.endpointName`), as reading the samples folder finds it; otherwise the
    /// file, or the folder of the files.
    static func sample(of endpoint: EndpointSamples, samplesFolder: String?) -> String? {
        guard let first = endpoint.samples.first?.source.path else { return nil }
        let folder = Paths.directory(of: first)
        let inOneFolder = endpoint.samples.allSatisfy { Paths.directory(of: $0.source.path) == folder }
        if let samplesFolder, inOneFolder {
            let file = Paths.fileName(of: first)
            if endpoint.samples.count == 1, sameFolder(folder, samplesFolder), file.hasSuffix(".json") {
                return SampleLoader.endpointName(forEntry: String(file.dropLast(".json".count))) == endpoint.name ? nil : first
            }
            if sameFolder(Paths.directory(of: folder), samplesFolder) {
                return SampleLoader.endpointName(forEntry: Paths.fileName(of: folder)) == endpoint.name ? nil : folder
            }
        }
        return endpoint.samples.count == 1 ? first : folder
    }

    /// True when the two paths name the same folder as written, trailing slashes aside.
    private static func sameFolder(_ lhs: String, _ rhs: String) -> Bool {
        func trimmed(_ path: String) -> Substring {
            guard !path.isEmpty else { return "." }
            let kept = path.count - path.reversed().prefix { $0 == "/" }.count
            return kept == 0 ? "/" : path.prefix(kept)
        }
        return trimmed(lhs) == trimmed(rhs)
    }

    /// The method a sample cannot tell, guessed from the file name, with a comment saying so.
    static func method(_ file: String) -> (method: String, comment: String) {
        let firstWord = file.split(separator: "_").first.map(String.init) ?? file
        if let write = writeMethods.first(where: { $0.word == firstWord }) {
            return (write.method, "from the file name '\(file)'; the sample cannot tell")
        }
        return ("GET", "the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes")
    }

    /// A page number and size in the payload, and the array of objects they page.
    private static func detectPaging(_ payload: JSONValue) -> (page: String, size: String, items: String)? {
        guard let object = SharedEnvelope.members(payload),
              let page = pageKeys.first(where: { key in object.contains { $0.key == key } }),
              let size = sizeKeys.first(where: { key in object.contains { $0.key == key } }),
              let items = object.first(where: { member in
                  if case .array(let elements) = member.value.kind, let element = elements.first, case .object = element.kind { return true }
                  return false
              }) else { return nil }
        return (page, size, items.key)
    }
}

/// The response envelope every sample (or every response of a capture) shares, as `gen init`
/// and `gen import` find it: an object with a data key and a code key, and `success` the code
/// most of them carry.
package struct SharedEnvelope: Sendable, Equatable {
    package var data: String
    package var code: String
    package var message: String?
    package var success: Envelope.Code

    static let dataKeys = ["data", "result", "payload", "body"]
    static let codeKeys = ["code", "status", "errno", "ret", "error_code"]
    static let messageKeys = ["message", "msg", "error", "errmsg"]

    package init(data: String, code: String, message: String?, success: Envelope.Code) {
        self.data = data
        self.code = code
        self.message = message
        self.success = success
    }

    /// The envelope when every value is an object with the same data and code keys (those
    /// of the first), each code a whole number within `Int` or a string; nil otherwise.
    package static func detect(_ values: [JSONValue]) -> SharedEnvelope? {
        guard let first = values.first.flatMap(members),
              let data = dataKeys.first(where: { key in first.contains { $0.key == key } }),
              let code = codeKeys.first(where: { key in first.contains { $0.key == key } }) else { return nil }
        let message = messageKeys.first { key in first.contains { $0.key == key } }
        // Counted by the code as gen.yml writes it, which also breaks ties: 0 before "ok".
        var counts: [String: (code: Envelope.Code, count: Int)] = [:]
        for value in values {
            guard let object = members(value), object.contains(where: { $0.key == data }),
                  let value = object.first(where: { $0.key == code })?.value else { return nil }
            let success: Envelope.Code
            switch value.kind {
            case .number(let number) where number.isIntegerLiteral:
                guard let integer = Int(number.literal) else { return nil }
                success = .int(integer)
            case .string(let text):
                success = .string(text)
            default:
                return nil
            }
            let key = switch success {
            case .int(let integer): String(integer)
            case .string(let text): "\"\(text)\""
            }
            counts[key, default: (success, 0)].count += 1
        }
        guard let success = counts.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) })?.value.code else { return nil }
        return SharedEnvelope(data: data, code: code, message: message, success: success)
    }

    /// The payload under the data key, or `value` itself when it has none.
    package func payload(_ value: JSONValue) -> JSONValue {
        Self.members(value)?.first { $0.key == data }?.value ?? value
    }

    /// The members of an object; nil for any other value.
    static func members(_ value: JSONValue) -> [JSONMember]? {
        if case .object(let members) = value.kind { return members }
        return nil
    }
}
