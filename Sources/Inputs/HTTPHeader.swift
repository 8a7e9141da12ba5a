import Diagnostics

/// A header a module's requests carry (`headers:` of gen.yml, module-wide or per endpoint).
package struct HTTPHeader: Sendable, Equatable {
    package var name: String
    package var value: String
    /// The key of the parameter whose argument is the value, for a value written `{locale}`.
    package var parameter: Located<String>?

    package init(name: String, value: String, parameter: Located<String>? = nil) {
        self.name = name
        self.value = value
        self.parameter = parameter
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

    /// The parameter key of a value that is one in braces as a whole (`{locale}`), else nil.
    static func parameterKey(in value: String) -> String? {
        guard value.count > 2, value.hasPrefix("{"), value.hasSuffix("}") else { return nil }
        let key = value.dropFirst().dropLast()
        return key.contains(where: { "{} ".contains($0) }) ? nil : String(key)
    }
}
