import Diagnostics
import Inference
import JSONReader
import Support

/// The commented `gen.yml` that `gen init` writes, inferred from the samples: one endpoint
/// per sample, paging for list endpoints, and the envelope when every sample shares one.
public enum StarterManifest {
    static let dataKeys = ["data", "result", "payload", "body"]
    static let codeKeys = ["code", "status", "errno", "ret", "error_code"]
    static let messageKeys = ["message", "msg", "error", "errmsg"]
    static let pageKeys = ["page", "page_number", "pageNumber", "current_page", "currentPage", "pageNo"]
    static let sizeKeys = ["page_size", "pageSize", "per_page", "perPage", "size", "limit"]
    /// The first word of a file name that reads as a write, and the method it suggests.
    static let writeMethods: [(word: String, method: String)] = [
        ("create", "POST"), ("add", "POST"), ("post", "POST"), ("submit", "POST"), ("send", "POST"), ("upload", "POST"),
        ("update", "PUT"), ("put", "PUT"), ("edit", "PUT"), ("replace", "PUT"), ("save", "PUT"),
        ("patch", "PATCH"),
        ("delete", "DELETE"), ("remove", "DELETE"),
    ]

    /// `samplesFolder` is where the samples are, relative to the folder the manifest goes in.
    public static func text(moduleName: String, samplesFolder: String?, endpoints: [EndpointSamples]) -> String {
        let envelope = detectEnvelope(endpoints)
        var lines = [
            "# gen.yml: what the JSON samples cannot say about the \(moduleName) module.",
            "# Written by `gen init`; docs/manifest.md documents every key.",
            "module: \(moduleName)",
            "templates: rxswift       # a built-in set (rxswift, async) or a folder of your own",
            "access: public           # public or internal",
            "naming: swift            # swift: HomeAPI, Home, HomeViewModel; gckit: Home_api, Home_model, Home_vm",
        ]
        if let samplesFolder {
            lines.insert(("samples: " + samplesFolder).padding(toLength: max(24, samplesFolder.count + 9), withPad: " ", startingAt: 0) + " # the JSON samples, one file (or folder of files) per endpoint", at: 3)
        }
        if let envelope {
            lines.append("# Every sample wraps its payload the same way; models are inferred from '\(envelope.data)'.")
            lines.append("envelope: { data: \(envelope.data), code: \(envelope.code)\(envelope.message.map { ", message: \($0)" } ?? ""), success: \(envelope.success) }")
        }
        if endpoints.isEmpty {
            lines.append("endpoints: []           # add one per sample: - name: Home")
        } else {
            lines.append("endpoints:")
        }
        for endpoint in endpoints {
            let file = Naming.words(in: endpoint.name).joined(separator: "_").lowercased()
            lines.append("  - name: \(endpoint.name)")
            if let source = endpoint.samples.first?.source.path, endpoint.samples.count == 1 {
                lines.append("    sample: \(source)")
            } else if let samplesFolder {
                lines.append("    sample: \(Paths.join(samplesFolder, file))")
            }
            lines.append(methodLine(file))
            lines.append("    path: /\(file)")
            let payload = endpoint.samples.first.map { sample in envelope.flatMap { unwrap(sample.value, key: $0.data) } ?? sample.value }
            if let payload, let paging = detectPaging(payload) {
                lines.append("    list: { page: \(paging.page), size: \(paging.size), first: 1, pageSize: 20, items: \(paging.items) }")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The method a sample cannot tell, guessed from the file name, with a comment saying so.
    static func methodLine(_ file: String) -> String {
        let firstWord = file.split(separator: "_").first.map(String.init) ?? file
        if let write = writeMethods.first(where: { $0.word == firstWord }) {
            return commented("    method: \(write.method)", "from the file name '\(file)'; the sample cannot tell")
        }
        return commented("    method: GET", "the sample cannot tell; set POST, PUT, PATCH or DELETE if it writes")
    }

    /// A line with its comment in the column the manifest's other comments use.
    private static func commented(_ line: String, _ comment: String) -> String {
        line + String(repeating: " ", count: max(1, 25 - line.count)) + "# " + comment
    }

    private static func members(_ value: JSONValue) -> [JSONMember]? {
        if case .object(let members) = value.kind { return members }
        return nil
    }

    private static func unwrap(_ value: JSONValue, key: String) -> JSONValue? {
        members(value)?.first { $0.key == key }?.value
    }

    /// The envelope's keys when every sample is an object with the same data, code and
    /// message keys; `success` is the code most samples carry.
    private static func detectEnvelope(_ endpoints: [EndpointSamples]) -> (data: String, code: String, message: String?, success: String)? {
        let samples = endpoints.flatMap(\.samples)
        guard let first = samples.first.flatMap({ members($0.value) }),
              let data = dataKeys.first(where: { key in first.contains { $0.key == key } }),
              let code = codeKeys.first(where: { key in first.contains { $0.key == key } }) else { return nil }
        let message = messageKeys.first { key in first.contains { $0.key == key } }
        var codes: [String: Int] = [:]
        for sample in samples {
            guard let object = members(sample.value), object.contains(where: { $0.key == data }),
                  let value = object.first(where: { $0.key == code })?.value else { return nil }
            switch value.kind {
            case .number(let number) where number.isIntegerLiteral: codes[number.literal, default: 0] += 1
            case .string(let text): codes["\"\(text)\"", default: 0] += 1
            default: return nil
            }
        }
        guard let success = codes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { return nil }
        return (data, code, message, success)
    }

    /// A page number and size in the payload, and the array of objects they page.
    private static func detectPaging(_ payload: JSONValue) -> (page: String, size: String, items: String)? {
        guard let object = members(payload),
              let page = pageKeys.first(where: { key in object.contains { $0.key == key } }),
              let size = sizeKeys.first(where: { key in object.contains { $0.key == key } }),
              let items = object.first(where: { member in
                  if case .array(let elements) = member.value.kind, let element = elements.first, case .object = element.kind { return true }
                  return false
              }) else { return nil }
        return (page, size, items.key)
    }
}
