import Diagnostics
import Inference
import Support
import YAMLReader

extension ManifestDecoder.Decoder {
    mutating func typePins(from node: YAMLNode) -> [TypePin] {
        guard let pairs = scalars.mapping(node, "types") else { return [] }
        var pins: [TypePin] = []
        for pair in pairs {
            guard let path = scalars.string(pair.key, "a property path"), let type = scalars.string(pair.value, "a type") else { continue }
            let segments = path.value.split(separator: ".", omittingEmptySubsequences: false)
            guard segments.allSatisfy({ !$0.isEmpty }) else {
                scalars.report("'\(path.value)' is not a property path", at: pair.key.position, hint: "write the endpoint, then keys separated by dots: Product.createdAt")
                continue
            }
            if let pin = typePin(path: path, type: type, node: pair.value) {
                pins.append(pin)
            }
        }
        return pins
    }

    /// `struct Name` and `enum Name` pin the kind and name the type, `enum`, `map` and
    /// `struct` the kind; anything else is a Swift type.
    mutating func typePin(path: Located<String>, type: Located<String>, node: YAMLNode) -> TypePin? {
        let words = type.value.split(separator: " ", omittingEmptySubsequences: true)
        if ["enum", "map", "struct"].contains(type.value) {
            return TypePin(path: path, type: type.value)
        }
        guard words.count == 2, words[0] == "struct" || words[0] == "enum" else {
            return swiftType(type, node).map { TypePin(path: path, type: $0.spelling, typeNames: $0.names) }
        }
        let name = String(words[1])
        if !Naming.isIdentifier(name) || name.first?.isUppercase != true {
            var position = type.location.position
            position.column += type.value.distance(from: type.value.startIndex, to: words[1].startIndex)
            scalars.report(
                "'\(name)' is not a type name",
                at: position,
                hint: "name the type like a Swift type: \(words[0]) \(Naming.upperCamelCase(name))"
            )
        }
        return TypePin(path: path, type: String(words[0]), name: name)
    }

    /// The offset, in Unicode scalars, of a `?` that is not part of the type's closing
    /// run of them: the templates read any `?` in a parameter's type as "optional".
    func innerOptional(_ type: String) -> Int? {
        let scalars = Array(type.unicodeScalars)
        var end = scalars.count
        while end > 0, scalars[end - 1] == "?" || scalars[end - 1] == " " { end -= 1 }
        return scalars[..<end].firstIndex(of: "?")
    }

    /// The type spelled as generated code writes it, with the names of the types it is made
    /// of where gen.yml writes them, or nil with a problem at the character where `text`
    /// stops being a type (SwiftTypeSpelling has the grammar).
    mutating func swiftType(_ text: Located<String>, _ node: YAMLNode) -> (spelling: String, names: [Located<String>])? {
        switch SwiftTypeSpelling.parse(text.value) {
        case .success(let parsed):
            let start = scalars.textLocation(of: node)
            return (parsed.spelling, parsed.names.map { name, offset in
                var location = start
                location.position.column += offset
                return Located(name, at: location)
            })
        case .failure(let problem):
            var position = scalars.textLocation(of: node).position
            position.column += problem.offset
            scalars.report(problem.message, at: position, hint: SwiftTypeSpelling.hint)
            return nil
        }
    }
}
