import Diagnostics
import YAMLReader

extension ManifestDecoder.Decoder {
    /// `headers: { X-Client: ios }`: field names as HTTP writes them, values on one line.
    mutating func headers(from node: YAMLNode) -> [HTTPHeader] {
        guard let pairs = scalars.mapping(node, "headers") else { return [] }
        var headers: [HTTPHeader] = []
        for pair in pairs {
            guard let name = scalars.string(pair.key, "a header name"), let value = scalars.string(pair.value, "the value of header \(name.value)") else { continue }
            if !HTTPHeader.isFieldName(name.value) {
                scalars.report("'\(name.value)' is not an HTTP header name", at: pair.key.position, hint: "a header name is letters, digits and !#$%&'*+-.^_`|~, such as X-Client")
            } else if headers.contains(where: { $0.name.lowercased() == name.value.lowercased() }) {
                scalars.report("header '\(name.value)' is listed twice", at: pair.key.position)
            } else if value.value.contains(where: { $0 == "\n" || $0 == "\r" }) {
                scalars.report("the value of header '\(name.value)' holds a line break", at: pair.value.position)
            } else {
                headers.append(HTTPHeader(name: name.value, value: value.value))
            }
        }
        return headers
    }
}
