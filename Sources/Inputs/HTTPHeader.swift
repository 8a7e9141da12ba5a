/// A header a module's requests carry (`headers:` of gen.yml, module-wide or per endpoint).
package struct HTTPHeader: Sendable, Equatable, Encodable {
    package var name: String
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The module's headers, then the endpoint's: an endpoint's header replaces the module's
    /// of the same name (compared without case, as HTTP compares them).
    package static func merged(module: [HTTPHeader], endpoint: [HTTPHeader]) -> [HTTPHeader] {
        let replaced = Set(endpoint.map { $0.name.lowercased() })
        return module.filter { !replaced.contains($0.name.lowercased()) } + endpoint
    }

    /// Whether `name` is an HTTP field name: letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isFieldName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "!#$%&'*+-.^_`|~".unicodeScalars.contains($0)) }
    }
}
