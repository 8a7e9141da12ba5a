import Diagnostics
import YAMLReader

extension ManifestDecoder.Decoder {
    /// `headers: { X-Client: ios, Accept-Language: "{locale}" }`: field names as HTTP writes
    /// them, values on one line; a value that is a parameter's key in braces sends its argument.
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
                var location = scalars.textLocation(of: pair.value)
                location.position.column += 1
                let parameter = HTTPHeader.parameterKey(in: value.value).map { Located($0, at: location) }
                headers.append(HTTPHeader(name: name.value, value: value.value, parameter: parameter))
            }
        }
        return headers
    }
}
